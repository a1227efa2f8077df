import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Spinner } from '../ui/spinner';
import { getToken } from './api';
import { NotFoundPage } from './NotFoundPage';
import { PageErrorBoundary } from './PageErrorBoundary';
import { paths, routes } from './paths';
import { pages } from './pages';
import { preloadRoute } from './route-loaders';
import { RouteGuard, type GuardRule } from './RouteGuard';

const AuthPage = lazy(pages.auth);
const InstantAccessPage = lazy(pages.instantAccess);
const ConfirmEmailPage = lazy(pages.confirmEmail);
const DashboardPage = lazy(pages.dashboard);
const IntakePage = lazy(pages.intake);
const PortfolioPage = lazy(pages.portfolio);
const BusinessProfilePage = lazy(pages.business);
const OwnerProfilePage = lazy(pages.ownerProfile);
const DirectoryPage = lazy(pages.directory);
const PromotionsPage = lazy(pages.promotions);
const RedeemPage = lazy(pages.redeem);
const QrPage = lazy(pages.qr);
const SettingsPage = lazy(pages.settings);
const PromotionExamplesPage = lazy(pages.promotionExamples);
const CropTestPage = lazy(pages.cropTest);
const AdminPage = lazy(pages.admin);
const LogsPage = lazy(pages.logs);
const DeveloperModePage = lazy(pages.developerMode);
const DesignSystemPage = lazy(pages.designSystem);
const DeveloperPortalPage = lazy(pages.developer);
const NetflixDemoPage = lazy(() => pages.netflixDemos().then((m) => ({ default: m.NetflixDemoPage })));
const NetflixDemoSimplePage = lazy(() => pages.netflixDemos().then((m) => ({ default: m.NetflixDemoSimplePage })));
const GptImageTestingPage = lazy(() => pages.testingTools().then((m) => ({ default: m.GptImageTestingPage })));
const ImageTestPage = lazy(() => pages.testingTools().then((m) => ({ default: m.ImageTestPage })));
/** Only signed-in screens show it (fixed, over the page's top padding: arriving late moves nothing). */
const NavBar = lazy(() => pages.navBar().then((m) => ({ default: m.NavBar })));
/** Signed-in screens only, and shown only to an owner whose address is not confirmed yet. */
const ConfirmEmailNotice = lazy(() => pages.confirmEmailNotice().then((m) => ({ default: m.ConfirmEmailNotice })));

/**
 * Hovering or focusing a link starts its screen's code and data (app/route-loaders.ts), so by the
 * click they are on their way or here. One listener for every link of the app.
 */
function useLinkPrefetch() {
  const client = useQueryClient();
  useEffect(() => {
    const started = new Set<string>();
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const href = link?.getAttribute('href');
      if (!href || started.has(href)) return;
      started.add(href);
      preloadRoute(client, href);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [client]);
}

/** Each navigation runs the new screen's loader, so its data is asked for while its code arrives. */
function useRouteLoader() {
  const client = useQueryClient();
  const { pathname, search } = useLocation();
  useEffect(() => preloadRoute(client, `${pathname}${search}`), [client, pathname, search]);
}

function guarded(element: ReactNode, rule?: GuardRule) {
  return <RouteGuard rule={rule ?? {}}>{element}</RouteGuard>;
}

function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const bare = pathname === paths.home || pathname === paths.auth || pathname.startsWith(`${paths.auth}/`);
  useLinkPrefetch();
  useRouteLoader();
  return (
    <>
      {getToken() !== null && (
        <Suspense fallback={null}>
          <NavBar />
        </Suspense>
      )}
      <main id="main" className={bare ? '' : 'pt-16'}>
        {/* The notice waits for its status inside the page's boundary: both appear at once, nothing moves. */}
        <PageErrorBoundary location={pathname}>
          <Suspense fallback={<Spinner label="Loading..." />}>
            {!bare && getToken() !== null && <ConfirmEmailNotice />}
            {children}
          </Suspense>
        </PageErrorBoundary>
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
        <Route path={routes.dashboard} element={guarded(<DashboardPage />, { screen: routes.dashboard })} />
        <Route path={routes.intake} element={guarded(<IntakePage />, { screen: routes.intake })} />
        <Route path={routes.businesses} element={guarded(<PortfolioPage />, { adminOnly: true, screen: routes.businesses })} />
        <Route path={routes.business} element={guarded(<BusinessProfilePage />, { screen: routes.business })} />
        <Route path={routes.betaProfile} element={guarded(<OwnerProfilePage variant="beta" />, { screen: routes.betaProfile })} />
        <Route path={routes.pioneerProfile} element={guarded(<OwnerProfilePage variant="pioneer" />, { screen: routes.pioneerProfile })} />
        <Route path={routes.directory} element={guarded(<DirectoryPage />, { screen: routes.directory })} />
        <Route path={routes.promotions} element={guarded(<PromotionsPage variant="management" />, { screen: routes.promotions })} />
        <Route path={routes.betaPromotions} element={guarded(<PromotionsPage variant="beta" />, { screen: routes.betaPromotions })} />
        <Route path={routes.pioneerPromotions} element={guarded(<PromotionsPage variant="pioneer" />, { screen: routes.pioneerPromotions })} />
        <Route path={routes.redeem} element={guarded(<RedeemPage />, { screen: routes.redeem })} />
        <Route path={routes.qrCode} element={guarded(<QrPage />)} />
        <Route path={routes.settings} element={guarded(<SettingsPage />, { screen: routes.settings })} />
        <Route path={routes.promotionExamples} element={guarded(<PromotionExamplesPage />, { screen: routes.promotionExamples })} />
        <Route path={routes.cropTest} element={guarded(<CropTestPage />, { screen: routes.cropTest })} />
        {/* Non-admins get the page's own Access Denied (document 2), not a redirect. */}
        <Route path={routes.admin} element={guarded(<AdminPage />, { screen: routes.admin })} />
        <Route path={routes.developerMode} element={guarded(<DeveloperModePage />, { screen: routes.developerMode })} />
        <Route path={routes.logs} element={guarded(<LogsPage />, { adminOnly: true, screen: routes.logs })} />
        <Route path={routes.designSystem} element={guarded(<DesignSystemPage />, { screen: routes.designSystem })} />
        <Route path={routes.developer} element={guarded(<DeveloperPortalPage />, { screen: routes.developer })} />
        <Route path={routes.netflixDemo} element={guarded(<NetflixDemoPage />, { adminOnly: true, screen: routes.netflixDemo })} />
        <Route path={routes.netflixDemoSimple} element={guarded(<NetflixDemoSimplePage />, { adminOnly: true, screen: routes.netflixDemoSimple })} />
        {/* The testing tools are whoever testingTools lets in (the server's rule, docs/decisions.md#galleries). */}
        <Route path={routes.gptImageTesting} element={guarded(<GptImageTestingPage />, { screen: routes.gptImageTesting })} />
        <Route path={routes.imageTest} element={guarded(<ImageTestPage />, { screen: routes.imageTest })} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Layout>
  );
}
