import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, getToken, setToken } from './api';
import { clearDrafts } from './drafts';
import type { User } from './types';

export const USER_KEY = ['/api/user'] as const;

/** The signed-in user: fetched only when a token is stored; a 401 means nobody. */
export function useUser() {
  const query = useQuery<User | null>({
    queryKey: USER_KEY,
    enabled: getToken() !== null,
    queryFn: async () => {
      if (!getToken()) throw new Error('No authentication token');
      try {
        return await apiRequest<User>('GET', '/api/user');
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) return null;
        throw err;
      }
    },
  });
  const hasToken = getToken() !== null;
  return {
    user: hasToken ? (query.data ?? null) : null,
    isLoading: hasToken && query.isLoading,
    error: query.error,
  };
}

export interface SignedIn {
  status?: 'signed_in';
  token: string;
  user: User;
}

export type LoginResult = SignedIn | { status: 'code_required'; challenge: string; message: string };

export type RegisterResult =
  | { status: 'accepted'; token: string; user: User }
  | { status: 'waitlist'; position: number; message: string };

/** After a sign-in of any kind: keep the token, start from empty caches, know the user. */
function useSignIn() {
  const client = useQueryClient();
  return (result: { token: string; user: User }) => {
    setToken(result.token);
    client.clear();
    client.setQueryData(USER_KEY, result.user);
    void client.invalidateQueries({ queryKey: USER_KEY });
  };
}

export function useLogin() {
  const signIn = useSignIn();
  return useMutation({
    mutationFn: (input: { email: string; password: string }) => apiRequest<LoginResult>('POST', '/api/auth/login', input),
    onSuccess: (result) => {
      if ('token' in result) signIn(result);
    },
  });
}

export function useSignInCode() {
  const signIn = useSignIn();
  return useMutation({
    mutationFn: (input: { challenge: string; code: string }) => apiRequest<SignedIn>('POST', '/api/auth/login/code', input),
    onSuccess: signIn,
  });
}

export function useInstantAccess() {
  const signIn = useSignIn();
  return useMutation({
    mutationFn: (token: string) => apiRequest<SignedIn>('POST', '/api/auth/instant', { token }),
    onSuccess: signIn,
  });
}

export function useRegister() {
  const signIn = useSignIn();
  return useMutation({
    mutationFn: (input: { name: string; email: string; password: string }) => apiRequest<RegisterResult>('POST', '/api/auth/register', input),
    onSuccess: (result) => {
      if (result.status === 'accepted') signIn(result);
    },
  });
}

/** Logging out always ends locally, even when the server cannot be reached. */
export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await apiRequest('POST', '/api/auth/logout');
        return true;
      } catch {
        return false;
      } finally {
        clearDrafts();
        setToken(null);
        client.setQueryData(USER_KEY, null);
        client.clear();
      }
    },
  });
}
