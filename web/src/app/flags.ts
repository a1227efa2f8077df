import { useQuery } from '@tanstack/react-query';
import { getToken } from './api';
import type { Flags } from './types';

/** The flags evaluated for the caller by the server (the only source: no flag values in the client). */
export function useFlags(): { flags: Flags; isLoading: boolean } {
  const query = useQuery<{ flags: Flags }>({ queryKey: ['/api/flags', getToken() ?? 'anonymous'] });
  return { flags: query.data?.flags ?? {}, isLoading: query.isLoading };
}
