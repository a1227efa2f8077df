import { useMutation } from '@tanstack/react-query';
import type { InstantAccessRequest, LoginRequest, RegisterRequest, RegistrationResult, SignedIn, SignInCodeRequest, SignInResult } from '@tapin/core/contracts';
import { apiRequest } from '../../app/api';
import { useStartSession } from '../../app/auth';
import { knownDevice } from '../../app/known-device';

/** The forms' checks, with the schema library they need: fetched when a form is first focused, awaited on submit. */
export const loadValidation = () => import('./auth-validation');

/** Signs in, sending the known-device token this browser holds for that e-mail, if any. */
export function useLogin() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (input: LoginRequest) => apiRequest<SignInResult>('POST', '/api/auth/login', { ...input, device: knownDevice(input.email) }),
    onSuccess: (result) => {
      if (result.status === 'signed_in') startSession(result);
    },
  });
}

/** The second step; `email` is the one signing in, to send its known-device token. */
export function useSignInCode() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: ({ email, ...input }: SignInCodeRequest & { email: string }) =>
      apiRequest<SignedIn>('POST', '/api/auth/login/code', { ...input, device: knownDevice(email) }),
    onSuccess: startSession,
  });
}

/** E-mails a single-use sign-in link (the way in from a browser the throttle does not know). */
export function useRequestSignInLink() {
  return useMutation({
    mutationFn: (email: string) => apiRequest<{ message: string }>('POST', '/api/auth/instant-link', { email }),
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
