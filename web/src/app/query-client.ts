import { QueryClient, type QueryFunction } from '@tanstack/query-core';
import { apiRequest } from './api';

/** The default query: a GET to the first element of its key (each feature's key factory puts the API path there). */
const defaultQueryFn: QueryFunction = ({ queryKey }) => apiRequest('GET', String(queryKey[0]));

/** Fresh for 5 minutes, no retry, no refetch on focus, no polling (docs/decisions.md#the-owner-apps-constants). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: 5 * 60 * 1000,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
