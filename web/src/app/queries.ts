/**
 * The server's answers the screens read, by their React Query keys (the API path first: the default
 * query function GETs it, app/query-client.ts), and the reads that need more than that path.
 *
 * Free of React on purpose: the app's first module (app/boot.ts) starts the first screen's reads from here
 * before React and the screen's code have arrived, so they travel together (app/route-loaders.ts).
 * The hooks that read these keys live with their features (business-api.ts, directory-api.ts, …).
 */
import type { ClaimView, DirectoryBusiness, EmailConfirmationStatus, PublicUser } from '@tapin/core/contracts';
import { nextCursor, parseTotal, searchUrl, type DirectoryFilters } from '../features/directory/directory-rules';
import { ApiError, apiGetWithHeaders, apiRequest, getToken } from './api';

export const userKeys = {
  current: ['/api/user'],
} as const;

/** Who the stored token belongs to; a 401 means nobody. */
export async function fetchCurrentUser(): Promise<PublicUser | null> {
  if (!getToken()) throw new Error('No authentication token');
  try {
    return await apiRequest<PublicUser>('GET', '/api/user');
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

/** The flags depend on who asks: one cache entry per token. */
export const flagKeys = {
  forCaller: (token: string | null) => ['/api/flags', token ?? 'anonymous'],
} as const;

export const betaKeys = {
  facts: ['/api/beta'],
} as const;

export const businessKeys = {
  all: ['/api/businesses'],
  detail: (id: number | string) => [`/api/businesses/${id}`],
} as const;

/** A business's public page (`/b/{slug}`): the owner's switch and whether the page answers. */
export const publicPageKeys = {
  detail: (businessId: number) => [`/api/businesses/${businessId}/public-page`],
} as const;

export const promotionKeys = {
  list: (businessId: number) => [`/api/businesses/${businessId}/promotions`],
  analytics: (businessId: number) => [`/api/businesses/${businessId}/promotions/analytics`],
  poster: (businessId: number) => [`/api/businesses/${businessId}/generate-poster-preview`],
} as const;

/** How many claims the Redeem screen lists (the newest). */
export const RECENT_CLAIMS = 20;

/** Claims customers made of a business's offers (docs/decisions.md#claims-and-redemptions). */
export const claimKeys = {
  recent: (businessId: number) => [`/api/businesses/${businessId}/claims?limit=${RECENT_CLAIMS}`],
} as const;

/** A business's newest claims and how many it has in all (X-Total-Count): the Redeem screen's list, and its route loader's. */
export const recentClaimsQuery = (businessId: number) => ({
  queryKey: claimKeys.recent(businessId),
  queryFn: async (): Promise<{ items: ClaimView[]; total: number }> => {
    const { data, headers } = await apiGetWithHeaders<ClaimView[]>(claimKeys.recent(businessId)[0]!);
    const total = Number(headers.get('X-Total-Count'));
    return { items: data, total: Number.isFinite(total) && total >= data.length ? total : data.length };
  },
});

export const campaignKeys = {
  list: (businessId: number) => [`/api/businesses/${businessId}/campaigns`],
} as const;

/** Settings are stored per user on the server (docs/decisions.md#settings). */
export const settingsKeys = {
  profile: ['/api/settings/profile'],
  notifications: ['/api/settings/notifications'],
  security: ['/api/settings/security'],
} as const;

export const directoryKeys = {
  summary: ['/api/businesses/directory/summary'],
  industries: ['/api/businesses/directory/industries'],
  search: (filters: DirectoryFilters) => ['/api/businesses/directory', filters.q.trim(), filters.industry, filters.sort],
} as const;

/**
 * The Pioneer network (docs/decisions.md#the-pioneer-network): the cards' marks, the saved businesses, My
 * Network, the referrals sent and received, and a business's referrals in figures (its Analytics tab).
 */
export const networkKeys = {
  marks: ['/api/network/marks'],
  saved: ['/api/network/saved'],
  overview: ['/api/network'],
  referrals: ['/api/network/referrals'],
  referralSummary: (businessId: number) => [`/api/businesses/${businessId}/referrals/summary`],
} as const;

/** The notification centre behind the bell in the navigation bar. */
export const notificationKeys = {
  list: ['/api/notifications'],
} as const;

/** One page of the directory's search, with the total the server counted and where the next page starts. */
export interface DirectoryResultsPage {
  items: DirectoryBusiness[];
  total: ReturnType<typeof parseTotal>;
  /** The server's X-Next-Cursor; null on the last page. */
  nextCursor: string | null;
}

/**
 * The directory's search, a page at a time, each page after the first asked for by the cursor the one
 * before it gave (useDirectorySearch reads it; the route loader starts its first page).
 */
export const directorySearchQuery = (filters: DirectoryFilters) => ({
  queryKey: directoryKeys.search(filters),
  initialPageParam: null as string | null,
  queryFn: async ({ pageParam }: { pageParam: string | null }): Promise<DirectoryResultsPage> => {
    const { data, headers } = await apiGetWithHeaders<DirectoryBusiness[]>(searchUrl(filters, pageParam));
    return { items: data, total: parseTotal(headers.get('X-Total-Count')), nextCursor: nextCursor(headers) };
  },
  getNextPageParam: (last: DirectoryResultsPage) => last.nextCursor ?? undefined,
});

/**
 * Where the signed-in user's address stands (docs/decisions.md#accounts-seats-and-the-waitlist), or null
 * when it cannot be read: the notice then says nothing rather than stand in the page's way.
 */
export const emailConfirmationQuery = {
  queryKey: ['/api/user/email-confirmation'] as const,
  queryFn: () => apiRequest<EmailConfirmationStatus>('GET', '/api/user/email-confirmation').catch(() => null),
};
