import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { DirectoryBusiness, DirectorySummary, IndustryCount } from '@tapin/core/contracts';
import { apiGetWithHeaders } from '../../app/api';
import { PAGE_SIZE, parseTotal, searchUrl, type DirectoryFilters } from './directory-rules';

export const directoryKeys = {
  summary: ['/api/businesses/directory/summary'],
  industries: ['/api/businesses/directory/industries'],
  search: (filters: DirectoryFilters) => ['/api/businesses/directory', filters.q.trim(), filters.industry, filters.sort],
} as const;

export function useDirectorySummary() {
  return useQuery<DirectorySummary>({ queryKey: directoryKeys.summary });
}

export function useIndustryCounts() {
  return useQuery<IndustryCount[]>({ queryKey: directoryKeys.industries });
}

/** The search's pages, as the screen reads them and its route loader fetches them ahead (app/route-loaders.ts). */
export const directorySearchQuery = (filters: DirectoryFilters) =>
  infiniteQueryOptions({
    queryKey: directoryKeys.search(filters),
    initialPageParam: 0,
    queryFn: async ({ pageParam }) => {
      const { data, headers } = await apiGetWithHeaders<DirectoryBusiness[]>(searchUrl(filters, pageParam));
      return { items: data, total: parseTotal(headers.get('X-Total-Count')), offset: pageParam };
    },
    getNextPageParam: (last) => (last.items.length === PAGE_SIZE ? last.offset + PAGE_SIZE : undefined),
  });

/** The server's search, a page at a time; the previous answer stays on screen while the next loads. */
export function useDirectorySearch(filters: DirectoryFilters) {
  return useInfiniteQuery({ ...directorySearchQuery(filters), placeholderData: keepPreviousData });
}
