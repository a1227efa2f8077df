import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { DirectorySummary, IndustryCount } from '@tapin/core/contracts';
import { directoryKeys, directorySearchQuery } from '../../app/queries';
import type { DirectoryFilters } from './directory-rules';

export function useDirectorySummary() {
  return useQuery<DirectorySummary>({ queryKey: directoryKeys.summary });
}

export function useIndustryCounts() {
  return useQuery<IndustryCount[]>({ queryKey: directoryKeys.industries });
}

/** The server's search, a page at a time; the previous answer stays on screen while the next loads. */
export function useDirectorySearch(filters: DirectoryFilters) {
  return useInfiniteQuery({ ...directorySearchQuery(filters), placeholderData: keepPreviousData });
}
