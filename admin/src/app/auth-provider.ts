import { isAdmin, knownDeviceIn, rememberDeviceIn, type AdminResource, type AdminResourcesAnswer, type PublicUser, type SignInResult } from '@tapin/core/contracts';
import { HttpError, type AuthProvider } from 'react-admin';
import { getToken, TOKEN_KEY } from './http';

/** Shown when someone who is not an admin signs in: the server refuses them every admin route anyway (403). */
/** The server's answer to a non-admin on an admin route (core/src/http/routes.ts). */
const ADMIN_ACCESS_REQUIRED = 'Admin access required';

export const ADMINS_ONLY = 'The console is for TAPin admins. Business owners use the TAPin app.';

/** The signed-in user, read once per page load from `GET /api/user` (roles change only through the server). */
let current: Promise<PublicUser | null> | null = null;

async function readUser(): Promise<PublicUser | null> {
  const token = getToken();
  if (!token) return null;
  const res = await fetch('/api/user', { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
  if (res.status === 401) {
    localStorage.removeItem(TOKEN_KEY);
    return null;
  }
  if (!res.ok) throw new Error(`The server answered ${res.status} for your account`);
  return (await res.json()) as PublicUser;
}

function user(): Promise<PublicUser | null> {
  current ??= readUser().catch((err: unknown) => {
    current = null;
    throw err;
  });
  return current;
}

/**
 * Ends the console's session. A business owner's session (opened in the owner app, same token) is left
 * alone: react-admin logs out on any refused check, and that must not sign the owner out of their app.
 */
async function endSession(): Promise<void> {
  const me = await current?.catch(() => null);
  if (me && !isAdmin(me)) {
    current = null;
    return;
  }
  const token = getToken();
  localStorage.removeItem(TOKEN_KEY);
  current = null;
  if (token) await fetch('/api/auth/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
}

export interface ConsolePermissions {
  role: string;
  /** The resources the server lists for this admin: each module's, without those of a plugin that is off. */
  resources: AdminResource[];
}

/**
 * What the console's login form sends: the password step, or the e-mailed code of the two-step sign-in
 * (with the e-mail of the password step, whose known-device token it sends).
 */
export type Credentials = { email: string; password: string } | { challenge: string; code: string; email: string };

/** The second step is needed: the login page asks for the code the server e-mailed. */
export class CodeRequired extends Error {
  constructor(
    readonly challenge: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Signs in with the existing sign-in API (`/api/auth/login`, then `/api/auth/login/code` when the account
 * asks for a code) and keeps the bearer token where the owner app keeps it. Like the owner app it sends
 * the known-device token this browser holds for the account and keeps the one the server answers with
 * (the same store: @tapin/core/contracts, known-devices.ts), so an admin's right password works from
 * this browser while someone else's guesses have the address throttled
 * (docs/decisions.md#accounts-seats-and-the-waitlist). Only admins get in: anyone else's new session is
 * ended at once. A 401 from any call ends the session; a 403 sends the caller to the login page (their
 * role changed).
 */
export const authProvider: AuthProvider = {
  async login(credentials: Credentials) {
    const device = knownDeviceIn(localStorage, credentials.email);
    const [url, body] =
      'challenge' in credentials
        ? ['/api/auth/login/code', { challenge: credentials.challenge, code: credentials.code, device }]
        : ['/api/auth/login', { email: credentials.email, password: credentials.password, device }];
    const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) });
    const answer = (await res.json().catch(() => ({}))) as SignInResult & { message?: string };
    if (!res.ok) throw new Error(answer.message ?? `Sign-in failed (${res.status})`);
    if (answer.status === 'code_required') throw new CodeRequired(answer.challenge, answer.message);
    // This browser proved the account's password: it is a known device for that account from now on.
    if (answer.device) rememberDeviceIn(localStorage, answer.user.email, answer.device);
    if (!isAdmin(answer.user)) {
      // The session just opened for this sign-in is ended; nothing of it is kept.
      await fetch('/api/auth/logout', { method: 'POST', headers: { Authorization: `Bearer ${answer.token}` } }).catch(() => undefined);
      throw new Error(ADMINS_ONLY);
    }
    localStorage.setItem(TOKEN_KEY, answer.token);
    current = Promise.resolve(answer.user);
  },
  async logout() {
    await endSession();
  },
  async checkAuth() {
    const me = await user();
    if (!me) throw new Error('Please sign in');
    // An owner signed in to the app opens /console: their session stays theirs, the console stays closed.
    if (!isAdmin(me)) throw new HttpError(ADMINS_ONLY, 403);
  },
  async checkError(error: { status?: number; body?: { message?: string } }) {
    if (error?.status === 401) {
      localStorage.removeItem(TOKEN_KEY);
      current = null;
      throw new Error('Your session has ended. Please sign in again.');
    }
    // A 403 that refuses one action ('You cannot change your own role') is shown as it is; only the
    // refusal of admin access itself ends the console.
    if (error?.status === 403 && error.body?.message === ADMIN_ACCESS_REQUIRED) {
      // Admin access required: the role changed since this page loaded. Read it again on the next check.
      current = null;
      throw new Error(ADMINS_ONLY);
    }
  },
  async getIdentity() {
    const me = await user();
    if (!me) throw new Error('Please sign in');
    return { id: me.id, fullName: me.name, email: me.email };
  },
  /**
   * The role and the resources the server lists for this admin (`GET /api/admin/resources`, from what
   * each module declares): a plugin that is off for them brings none, so its screens are hidden.
   */
  async getPermissions(): Promise<ConsolePermissions | null> {
    const me = await user();
    const token = getToken();
    if (!me || !token) return null;
    const res = await fetch('/api/admin/resources', { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
    if (!res.ok) throw new HttpError(`The server answered ${res.status} for the console's resources`, res.status);
    return { role: me.role, resources: ((await res.json()) as AdminResourcesAnswer).resources };
  },
};
