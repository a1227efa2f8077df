import type { Role } from '../contracts/accounts.js';

export type { Role };
/** One role check for the server and both browser apps (it lives in the browser-safe contracts). */
export { isAdmin } from '../contracts/roles.js';

/** The signed-in user a request acts for. Services take it as an argument; it never comes from a body. */
export interface Caller {
  id: number;
  email: string;
  name: string;
  role: Role;
}
