import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@tapin/core/contracts';
import { apiRequest, getToken, setToken } from './api';
import { clearDrafts } from './drafts';
import { fetchCurrentUser, userKeys } from './queries';
import { keepSession, type NewSession } from './session';

/** The signed-in user: fetched only when a token is stored, once (the route loaders start it with the screen's code). */
export function useUser() {
  const query = useQuery<PublicUser | null>({
    queryKey: userKeys.current,
    enabled: getToken() !== null,
    queryFn: fetchCurrentUser,
  });
  const hasToken = getToken() !== null;
  return {
    user: hasToken ? (query.data ?? null) : null,
    isLoading: hasToken && query.isLoading,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}

/** After a sign-in of any kind: keep the token (and the known-device token), start from empty caches, know the user (the answer carries it: no second read). */
export function useStartSession() {
  const client = useQueryClient();
  return (session: NewSession) => {
    keepSession(session);
    client.clear();
    client.setQueryData(userKeys.current, session.user);
  };
}

/** Logging out always ends locally, even when the server cannot be reached. */
export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      // This browser stops getting the account's push notifications (a shared computer), while the session can still say so.
      await import('../features/settings/push').then((push) => push.unsubscribeThisBrowser()).catch(() => undefined);
      try {
        await apiRequest('POST', '/api/auth/logout');
        return true;
      } catch {
        return false;
      } finally {
        clearDrafts();
        setToken(null);
        client.setQueryData(userKeys.current, null);
        client.clear();
      }
    },
  });
}
