import type { PublicUser } from '@tapin/core/contracts';
import { setToken } from './api';
import { rememberDevice } from './known-device';

/** What every way of signing in answers with. */
export interface NewSession {
  token: string;
  user: PublicUser;
  /** The known-device token, when the server made this browser one (docs/decisions.md#accounts-seats-and-the-waitlist). */
  device?: string;
}

/**
 * Keeps a new session in this browser: its token, and the known-device token for its e-mail. Free of
 * React Query: the sign-in screen runs before the app's query cache exists (app/start-signed-out.tsx);
 * the app's own sign-ins also reset that cache (app/auth.ts `useStartSession`).
 */
export function keepSession(session: NewSession): void {
  setToken(session.token);
  if (session.device) rememberDevice(session.user.email, session.device);
}
