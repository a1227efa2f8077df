/**
 * What each screen needs, fetched ahead: its code (the lazy page module and, through Vite's preload
 * helper, every chunk it imports, all at once) and its data (the same React Query keys the screen reads).
 * Run for the first screen as the app starts (main.tsx), when a link is hovered or focused
 * (useLinkPrefetch), and on every navigation (AppRoutes) — so a screen's code and data arrive in one
 * round of requests instead of a chain (code, then the session, then the screen's own data).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { BusinessView } from '@tapin/core/contracts';
import { matchPath } from 'react-router-dom';
import { businessKeys } from '../features/businesses/business-api';
import { directoryKeys, directorySearchQuery } from '../features/directory/directory-api';
import { filtersFrom } from '../features/directory/directory-rules';
import { campaignKeys, promotionKeys } from '../features/promotions/promotion-api';
import { getToken } from './api';
import { fetchCurrentUser, userKeys } from './auth';
import { betaKeys } from './beta';
import { flagKeys } from './flags';
import { requestedBusinessId, routes, type PromotionsVariant } from './paths';

/** The lazy page modules (AppRoutes renders them with React.lazy). */
export const pages = {
  auth: () => import('../features/auth/AuthPage'),
  instantAccess: () => import('../features/auth/InstantAccessPage'),
  dashboard: () => import('../features/dashboard/DashboardPage'),
  intake: () => import('../features/intake/IntakePage'),
  portfolio: () => import('../features/businesses/PortfolioPage'),
  business: () => import('../features/businesses/BusinessProfilePage'),
  ownerProfile: () => import('../features/owner/OwnerProfilePage'),
  directory: () => import('../features/directory/DirectoryPage'),
  promotions: () => import('../features/promotions/PromotionsPage'),
  qr: () => import('../features/qr/QrPage'),
  navBar: () => import('../features/nav/NavBar'),
} as const;

type Loader = (client: QueryClient, params: Record<string, string | undefined>, search: URLSearchParams) => void;

const isId = (id: string | null | undefined): id is string => Boolean(id && /^\d+$/.test(id));

/** One business and, once it is known to have promotions, its lists (the promotions screens and profiles read both). */
async function businessWithPromotions(client: QueryClient, id: string) {
  const business = await client.ensureQueryData<BusinessView>({ queryKey: businessKeys.detail(id) });
  if (!business.promotionsEnabled) return;
  void client.prefetchQuery({ queryKey: promotionKeys.list(business.id) });
  void client.prefetchQuery({ queryKey: campaignKeys.list(business.id) });
}

const promotionsLoader =
  (variant: PromotionsVariant): Loader =>
  (client, _params, search) => {
    void client.prefetchQuery({ queryKey: betaKeys.facts });
    const id = requestedBusinessId(variant, search);
    if (isId(id)) void businessWithPromotions(client, id).catch(() => undefined);
  };

/** The screens: their pattern, their page module, and what their first paint reads. */
const table: Array<{ pattern: string; page: () => Promise<unknown>; signedIn: boolean; data?: Loader }> = [
  { pattern: routes.home, page: pages.auth, signedIn: false, data: (client) => void client.prefetchQuery({ queryKey: betaKeys.facts }) },
  { pattern: routes.auth, page: pages.auth, signedIn: false, data: (client) => void client.prefetchQuery({ queryKey: betaKeys.facts }) },
  { pattern: routes.instantAccess, page: pages.instantAccess, signedIn: false },
  { pattern: routes.dashboard, page: pages.dashboard, signedIn: true },
  { pattern: routes.intake, page: pages.intake, signedIn: true },
  { pattern: routes.businesses, page: pages.portfolio, signedIn: true },
  {
    pattern: routes.business,
    page: pages.business,
    signedIn: true,
    data: (client, { id }) => void (isId(id) && businessWithPromotions(client, id).catch(() => undefined)),
  },
  ...[routes.betaProfile, routes.pioneerProfile].map((pattern) => ({
    pattern,
    page: pages.ownerProfile,
    signedIn: true,
    data: ((client, { id }) => void (isId(id) && client.prefetchQuery({ queryKey: businessKeys.detail(id) }))) as Loader,
  })),
  {
    pattern: routes.directory,
    page: pages.directory,
    signedIn: true,
    data: (client, _params, search) => {
      void client.prefetchQuery({ queryKey: directoryKeys.summary });
      void client.prefetchQuery({ queryKey: directoryKeys.industries });
      void client.prefetchInfiniteQuery(directorySearchQuery(filtersFrom(search)));
    },
  },
  { pattern: routes.promotions, page: pages.promotions, signedIn: true, data: promotionsLoader('management') },
  { pattern: routes.betaPromotions, page: pages.promotions, signedIn: true, data: promotionsLoader('beta') },
  { pattern: routes.pioneerPromotions, page: pages.promotions, signedIn: true, data: promotionsLoader('pioneer') },
  { pattern: routes.qrCode, page: pages.qr, signedIn: true },
];

/**
 * Starts loading the screen at `href` (a path with its query): its code, and — for a signed-in caller —
 * the session, the flags, the caller's businesses (the navigation bar's links) and the screen's own
 * data. Anything already cached and fresh is not asked for again. Unknown paths do nothing.
 */
export function preloadRoute(client: QueryClient, href: string): void {
  const url = new URL(href, window.location.origin);
  if (url.origin !== window.location.origin) return;
  for (const route of table) {
    const match = matchPath(route.pattern, url.pathname);
    if (!match) continue;
    void route.page().catch(() => undefined);
    const token = getToken();
    void client.prefetchQuery({ queryKey: flagKeys.forCaller(token) });
    if (route.signedIn && !token) return;
    if (token) {
      void pages.navBar().catch(() => undefined);
      void client.prefetchQuery({ queryKey: userKeys.current, queryFn: fetchCurrentUser });
      void client.prefetchQuery({ queryKey: businessKeys.all });
    }
    route.data?.(client, match.params, url.searchParams);
    return;
  }
}
