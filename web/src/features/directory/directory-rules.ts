/** The directory's filters and how they become the server's search query (the server does the searching). */
import { DIRECTORY_TEXT_MAX, directorySorts } from '@tapin/config/rules';
import type { DirectoryBusiness, DirectorySort } from '@tapin/core/contracts';
import { routes } from '../../app/paths';

export interface DirectoryFilters {
  q: string;
  industry: string;
  sort: DirectorySort;
}

const PAGE_SIZE = 24;
export const ALL_INDUSTRIES = 'all';

export const sortOptions: ReadonlyArray<{ value: DirectorySort; label: string }> = [
  { value: 'name', label: 'Name A-Z' },
  { value: 'industry', label: 'Industry' },
  { value: 'newest', label: 'Newest First' },
];

/** Filters from the address bar, so a search can be shared and survives a reload. */
export function filtersFrom(params: URLSearchParams): DirectoryFilters {
  const sort = params.get('sort');
  return {
    q: params.get('q') ?? '',
    industry: params.get('industry') || ALL_INDUSTRIES,
    sort: directorySorts.find((s) => s === sort) ?? 'name',
  };
}

/** The address bar for some filters: defaults are left out. */
export function paramsFor(filters: DirectoryFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.q.trim()) params.q = filters.q;
  if (filters.industry !== ALL_INDUSTRIES) params.industry = filters.industry;
  if (filters.sort !== 'name') params.sort = filters.sort;
  return params;
}

/**
 * What /directory shows besides the filters (with the `network` flag on): the directory or My Network
 * (`?tab=network`, where a notification about a connection leads), and in the directory either the
 * search's results or the saved businesses (`?saved=1`). Both in the address bar, so they survive a reload.
 */
export interface DirectoryView {
  tab: 'directory' | 'network';
  saved: boolean;
}

export function viewFrom(params: URLSearchParams): DirectoryView {
  return { tab: params.get('tab') === 'network' ? 'network' : 'directory', saved: params.get('saved') === '1' };
}

/** The address bar for a view: the defaults (the directory's search results) are left out. */
export function viewParams(view: DirectoryView): Record<string, string> {
  const params: Record<string, string> = {};
  if (view.tab === 'network') params.tab = 'network';
  if (view.saved) params.saved = '1';
  return params;
}

/** My Network: the directory's second tab (the navigation has no link of its own for it). */
export const myNetworkHref = `${routes.directory}?tab=network`;

/** My Network's Referrals, by its id: where a notification about a referral leads. */
export const REFERRALS_ANCHOR = 'referrals';
export const referralsHref = `${myNetworkHref}#${REFERRALS_ANCHOR}`;

/**
 * The saved businesses the filters let through (the server answers them all, newest saved first): the
 * same text, industry and order as the directory's search, worked out here.
 */
export function savedMatching(items: readonly DirectoryBusiness[], filters: DirectoryFilters): DirectoryBusiness[] {
  const q = filters.q.trim().toLowerCase();
  const found = items.filter(
    (b) =>
      (!q || [b.name, b.description, b.industry, b.location, ...b.services].some((v) => v?.toLowerCase().includes(q))) &&
      (filters.industry === ALL_INDUSTRIES || b.industry === filters.industry),
  );
  const byName = (a: DirectoryBusiness, b: DirectoryBusiness) => a.name.localeCompare(b.name);
  if (filters.sort === 'name') return found.sort(byName);
  if (filters.sort === 'industry') return found.sort((a, b) => (a.industry ?? '\uffff').localeCompare(b.industry ?? '\uffff') || byName(a, b));
  return found.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || byName(a, b));
}

/**
 * One page of the server-side search: the first (no cursor), or the one after the page whose
 * X-Next-Cursor header gave `cursor`. The server keeps `offset` only for old clients and answers
 * nothing past 1,000 with it; the cursor reaches every listing. A cursor is only good for the search
 * it came from, so it always travels with the same q, industry and sort.
 */
export function searchUrl(filters: DirectoryFilters, cursor: string | null, limit = PAGE_SIZE): string {
  const query = new URLSearchParams({ sort: filters.sort, limit: String(limit) });
  const q = filters.q.trim();
  if (q) query.set('q', q.slice(0, DIRECTORY_TEXT_MAX));
  if (filters.industry !== ALL_INDUSTRIES) query.set('industry', filters.industry);
  if (cursor !== null) query.set('cursor', cursor);
  return `/api/businesses/directory?${query.toString()}`;
}

/** X-Next-Cursor: where the next page starts, or null on the last page (the server leaves the header out). */
export function nextCursor(headers: Headers): string | null {
  return headers.get('X-Next-Cursor')?.trim() || null;
}

/** X-Total-Count: a number, or "1000+" when the server stopped counting. */
export function parseTotal(header: string | null): { count: number; capped: boolean } {
  const match = /^(\d+)(\+?)$/.exec(header?.trim() ?? '');
  if (!match) return { count: 0, capped: false };
  return { count: Number(match[1]), capped: match[2] === '+' };
}

function isFiltered(filters: DirectoryFilters): boolean {
  return filters.q.trim() !== '' || filters.industry !== ALL_INDUSTRIES;
}

/** The empty state's hint: filters to loosen, or nothing published yet. */
export function emptyHint(filters: DirectoryFilters): string {
  return isFiltered(filters) ? 'Try adjusting your search or filters' : 'No businesses have been published to the directory yet';
}

/** The first three services and how many more there are. */
export function servicePreview(services: readonly string[], shown = 3): { shown: string[]; more: number } {
  return { shown: services.slice(0, shown), more: Math.max(0, services.length - shown) };
}

/** How to reach a business: e-mail first, then phone, then its website. */
export function connectHref(b: Pick<DirectoryBusiness, 'contactEmail' | 'contactPhone' | 'website'>): string | null {
  if (b.contactEmail) return `mailto:${b.contactEmail}?subject=${encodeURIComponent(`Hello from a fellow Tampa business (via TAPin)`)}`;
  if (b.contactPhone) return telHref(b.contactPhone);
  return b.website;
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
