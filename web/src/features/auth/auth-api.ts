import { useMutation } from '@tanstack/react-query';
import type { InstantAccessRequest, LoginRequest, RegisterRequest, RegistrationResult, SignedIn, SignInCodeRequest, SignInResult } from '@tapin/core/contracts';
import { apiRequest } from '../../app/api';
import { useStartSession } from '../../app/auth';

/** The forms' checks, with the schema library they need: fetched when a form is first focused, awaited on submit. */
export const loadValidation = () => import('./auth-validation');

export function useLogin() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (input: LoginRequest) => apiRequest<SignInResult>('POST', '/api/auth/login', input),
    onSuccess: (result) => {
      if (result.status === 'signed_in') startSession(result);
    },
  });
}

export function useSignInCode() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (input: SignInCodeRequest) => apiRequest<SignedIn>('POST', '/api/auth/login/code', input),
    onSuccess: startSession,
  });
}

export function useInstantAccess() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (token: InstantAccessRequest['token']) => apiRequest<SignedIn>('POST', '/api/auth/instant', { token }),
    onSuccess: startSession,
  });
}

export function useRegister() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (input: RegisterRequest) => apiRequest<RegistrationResult>('POST', '/api/auth/register', input),
    onSuccess: (result) => {
      if (result.status === 'accepted') startSession(result);
    },
  });
}
