import type { Caller } from './caller.js';

/** Turns a bearer token into the caller it belongs to, or null. Registered as `authenticator`. */
export interface Authenticator {
  authenticate(token: string | null): Promise<Caller | null>;
}

/** Until an accounts module registers a real one, every request is anonymous. */
export const anonymousAuthenticator: Authenticator = {
  authenticate: async () => null,
};
