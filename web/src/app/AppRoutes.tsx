import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ConfirmEmailNotice } from '../features/auth/ConfirmEmailNotice';
import { NavBar } from '../features/nav/NavBar';
import { Spinner } from '../ui/spinner';
import { NotFoundPage } from './NotFoundPage';
import { paths, routes } from './paths';
import { RouteGuard, type GuardRule } from './RouteGuard';

const AuthPage = lazy(() => import('../features/auth/AuthPage'));
const InstantAccessPage = lazy(() => import('../features/auth/InstantAccessPage'));
const ConfirmEmailPage = lazy(() => import('../features/auth/ConfirmEmailPage'));
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
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
  const bare = pathname === paths.home || pathname === paths.auth || pathname.startsWith(`${paths.auth}/`);
  return (
    <>
      <NavBar />
      <main id="main" className={bare ? '' : 'pt-16'}>
        {!bare && <ConfirmEmailNotice />}
        <Suspense fallback={<Spinner label="Loading..." />}>{children}</Suspense>
      </main>
    </>
  );
}

/** Every page, lazy-loaded, behind its flag and, where the product says so, admin-only (docs/decisions.md#feature-flags). */
export function AppRoutes() {
  return (
    <Layout>
      <Routes>
        <Route path={routes.home} element={<AuthPage />} />
        <Route path={routes.auth} element={<AuthPage />} />
        <Route path={routes.instantAccess} element={<InstantAccessPage />} />
        <Route path={routes.confirmEmail} element={<ConfirmEmailPage />} />
        <Route path={routes.dashboard} element={guarded(<DashboardPage />, { flag: 'dashboard' })} />
        <Route path={routes.intake} element={guarded(<IntakePage />, { flag: 'businessIntake' })} />
        <Route path={routes.businesses} element={guarded(<PortfolioPage />, { adminOnly: true, flag: 'businessProfile' })} />
        <Route path={routes.business} element={guarded(<BusinessProfilePage />, { flag: 'businessProfile' })} />
        <Route path={routes.betaProfile} element={guarded(<OwnerProfilePage variant="beta" />, { flag: 'businessProfile' })} />
        <Route path={routes.pioneerProfile} element={guarded(<OwnerProfilePage variant="pioneer" />, { flag: 'businessProfile' })} />
        <Route path={routes.directory} element={guarded(<DirectoryPage />, { flag: 'directory' })} />
        <Route path={routes.promotions} element={guarded(<PromotionsPage variant="management" />, { flag: 'promotionManagement' })} />
        <Route path={routes.betaPromotions} element={guarded(<PromotionsPage variant="beta" />, { flag: 'promotionManagement' })} />
        <Route path={routes.pioneerPromotions} element={guarded(<PromotionsPage variant="pioneer" />, { flag: 'promotionManagement' })} />
        <Route path={routes.qrCode} element={guarded(<QrPage />)} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Layout>
  );
}
