import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { NavBar } from '../features/nav/NavBar';
import { NotFound } from '../features/shared/NotFound';
import { RouteGuard, type GuardRule } from '../features/shared/RouteGuard';
import { Spinner } from '../ui/spinner';
import { Toaster } from '../ui/toast';
import { TooltipProvider } from '../ui/tooltip';
import { onUnauthorized } from './api';
import { USER_KEY } from './auth';
import { createQueryClient } from './query-client';

const AuthPage = lazy(() => import('../features/auth/AuthPage'));
const InstantAccessPage = lazy(() => import('../features/auth/InstantAccessPage'));
const Dashboard = lazy(() => import('../features/dashboard/Dashboard'));
const IntakePage = lazy(() => import('../features/intake/IntakePage'));
const PortfolioPage = lazy(() => import('../features/businesses/PortfolioPage'));
const BusinessProfilePage = lazy(() => import('../features/businesses/BusinessProfilePage'));
const OwnerProfilePage = lazy(() => import('../features/owner/OwnerProfilePage'));
const DirectoryPage = lazy(() => import('../features/directory/DirectoryPage'));
const PromotionsPage = lazy(() => import('../features/promotions/PromotionsPage'));
const QrPage = lazy(() => import('../features/qr/QrPage'));

function guarded(element: ReactNode, rule?: GuardRule) {
  return <RouteGuard rule={rule ?? {}}>{element}</RouteGuard>;
}

function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const bare = pathname === '/' || pathname === '/auth' || pathname.startsWith('/auth/');
  return (
    <>
      <NavBar />
      <main id="main" className={bare ? '' : 'pt-16'}>
        <Suspense fallback={<Spinner label="Loading..." />}>{children}</Suspense>
      </main>
    </>
  );
}

export function AppRoutes() {
  return (
    <Layout>
      <Routes>
        <Route path="/" element={<AuthPage />} />
        <Route path="/auth" element={<AuthPage />} />
        <Route path="/auth/instant" element={<InstantAccessPage />} />
        <Route path="/dashboard" element={guarded(<Dashboard />, { flag: 'dashboard' })} />
        <Route path="/intake" element={guarded(<IntakePage />, { flag: 'businessIntake' })} />
        <Route path="/businesses" element={guarded(<PortfolioPage />, { adminOnly: true, flag: 'businessProfile' })} />
        <Route path="/businesses/:id" element={guarded(<BusinessProfilePage />, { flag: 'businessProfile' })} />
        <Route path="/beta-profile/:id" element={guarded(<OwnerProfilePage variant="beta" />, { flag: 'businessProfile' })} />
        <Route path="/pioneer-profile/:id" element={guarded(<OwnerProfilePage variant="pioneer" />, { flag: 'businessProfile' })} />
        <Route path="/directory" element={guarded(<DirectoryPage />, { flag: 'directory' })} />
        <Route path="/promotions" element={guarded(<PromotionsPage variant="management" />, { flag: 'promotionManagement' })} />
        <Route path="/beta-promotions" element={guarded(<PromotionsPage variant="beta" />, { flag: 'promotionManagement' })} />
        <Route path="/pioneer-promotions" element={guarded(<PromotionsPage variant="pioneer" />, { flag: 'promotionManagement' })} />
        <Route path="/qr-code" element={guarded(<QrPage />)} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Layout>
  );
}

/** A 401 anywhere means the session is over: forget the user so the guard sends them to sign in. */
function SessionWatcher({ client }: { client: QueryClient }) {
  useEffect(() => onUnauthorized(() => client.setQueryData(USER_KEY, null)), [client]);
  return null;
}

export function App() {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <TooltipProvider>
        <Toaster>
          <SessionWatcher client={client} />
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Toaster>
      </TooltipProvider>
    </QueryClientProvider>
  );
}
