/**
 * What each screen needs, fetched ahead: its code (the lazy page module and, through Vite's preload
 * helper, every chunk it imports, all at once) and its data (the same React Query keys the screen reads).
 * Run for the first screen by app/boot.ts (before React has arrived), when a link is hovered or focused
 * (useLinkPrefetch), and on every navigation (AppRoutes) — so a screen's code and data arrive in one
 * round of requests instead of a chain (code, then the session, then the screen's own data).
 */
import type { QueryClient } from '@tanstack/query-core';
import type { BusinessWithPromotions } from '@tapin/core/contracts';
import { filtersFrom } from '../features/directory/directory-rules';
import { getToken } from './api';
import { pages, screenAt } from './pages';
import { requestedBusinessId, routes, type PromotionsVariant } from './paths';
import {
  betaKeys,
  businessKeys,
  campaignKeys,
  directoryKeys,
  directorySearchQuery,
  emailConfirmationQuery,
  fetchCurrentUser,
  flagKeys,
  promotionKeys,
  recentClaimsQuery,
  settingsKeys,
  userKeys,
} from './queries';

type Loader = (client: QueryClient, params: Record<string, string>, search: URLSearchParams) => void;

const isId = (id: string | null | undefined): id is string => Boolean(id && /^\d+$/.test(id));

/** One business and, once it is known to have promotions, its lists (the promotions screens and profiles read both). */
async function businessWithPromotions(client: QueryClient, id: string) {
  const business = await client.ensureQueryData<BusinessWithPromotions>({ queryKey: businessKeys.detail(id) });
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

const authData: Loader = (client) => void client.prefetchQuery({ queryKey: betaKeys.facts });
const profileData: Loader = (client, { id }) => void (isId(id) && client.prefetchQuery({ queryKey: businessKeys.detail(id) }));

/** What each screen's first paint reads, by route pattern (their code: ./pages.ts). */
const screenData: Partial<Record<string, Loader>> = {
  [routes.home]: authData,
  [routes.auth]: authData,
  [routes.business]: (client, { id }) => void (isId(id) && businessWithPromotions(client, id).catch(() => undefined)),
  [routes.betaProfile]: profileData,
  [routes.pioneerProfile]: profileData,
  [routes.directory]: (client, _params, search) => {
    void client.prefetchQuery({ queryKey: directoryKeys.summary });
    void client.prefetchQuery({ queryKey: directoryKeys.industries });
    void client.prefetchInfiniteQuery(directorySearchQuery(filtersFrom(search)));
  },
  [routes.settings]: (client) => void client.prefetchQuery({ queryKey: settingsKeys.profile }),
  [routes.promotions]: promotionsLoader('management'),
  [routes.betaPromotions]: promotionsLoader('beta'),
  [routes.pioneerPromotions]: promotionsLoader('pioneer'),
  [routes.redeem]: (client, _params, search) => {
    const id = search.get('businessId')?.trim();
    if (isId(id)) void client.prefetchQuery(recentClaimsQuery(Number(id)));
  },
};

/**
 * Starts loading the screen at `href` (a path with its query): its code, and — for a signed-in caller —
 * the session, the flags, the caller's businesses (the navigation bar's links) and the screen's own
 * data. Anything already cached and fresh is not asked for again. Unknown paths do nothing.
 */
export function preloadRoute(client: QueryClient, href: string): void {
  const url = new URL(href, window.location.origin);
  if (url.origin !== window.location.origin) return;
  const found = screenAt(url.pathname);
  if (!found) return;
  const { screen, params } = found;
  void screen.page().catch(() => undefined);
  const token = getToken();
  void client.prefetchQuery({ queryKey: flagKeys.forCaller(token) });
  if (screen.signedIn && !token) return;
  if (token) {
    void pages.navBar().catch(() => undefined);
    void pages.confirmEmailNotice().catch(() => undefined);
    void client.prefetchQuery({ queryKey: userKeys.current, queryFn: fetchCurrentUser });
    void client.prefetchQuery(emailConfirmationQuery);
    void client.prefetchQuery({ queryKey: businessKeys.all });
  }
  screenData[screen.pattern]?.(client, params, url.searchParams);
}
