import type { InstantAccessRequest, LoginRequest, RegisterRequest, RegistrationResult, SignedIn, SignInCodeRequest, SignInResult } from '@tapin/core/contracts';
import { apiRequest } from '../../app/api';
import { knownDevice } from '../../app/known-device';

// The ways in, as plain calls: the sign-in screen runs them before the app's query cache exists
// (app/start-signed-out.tsx). Whoever calls them keeps the session they answer with (app/session.ts).

/** The forms' checks, with the schema library they need: fetched when a form is first focused, awaited on submit. */
export const loadValidation = () => import('./auth-validation');

/** Signs in, sending the known-device token this browser holds for that e-mail, if any. */
export const signIn = (input: LoginRequest) => apiRequest<SignInResult>('POST', '/api/auth/login', { ...input, device: knownDevice(input.email) });

/** The second step; `email` is the one signing in, to send its known-device token. */
export const submitSignInCode = ({ email, ...input }: SignInCodeRequest & { email: string }) =>
  apiRequest<SignedIn>('POST', '/api/auth/login/code', { ...input, device: knownDevice(email) });

/** E-mails a single-use sign-in link (the way in from a browser the throttle does not know). */
export const requestSignInLink = (email: string) => apiRequest<{ message: string }>('POST', '/api/auth/instant-link', { email });

/** Opens an e-mailed sign-in link. */
export const openSignInLink = (token: InstantAccessRequest['token']) => apiRequest<SignedIn>('POST', '/api/auth/instant', { token });

export const register = (input: RegisterRequest) => apiRequest<RegistrationResult>('POST', '/api/auth/register', input);
