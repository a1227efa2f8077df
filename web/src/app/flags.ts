import { useQuery } from '@tanstack/react-query';
import type { FlagValues, FlagsAnswer } from '@tapin/core/contracts';
import { getToken } from './api';
import { flagKeys } from './queries';

/** The flags evaluated for the caller by the server (the only source: no flag values in the client). */
export function useFlags(): { flags: Partial<FlagValues>; isLoading: boolean } {
  const query = useQuery<FlagsAnswer>({ queryKey: flagKeys.forCaller(getToken()) });
  return { flags: query.data?.flags ?? {}, isLoading: query.isLoading };
}
