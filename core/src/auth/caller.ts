import type { Role } from '../contracts/accounts.js';

export type { Role };

/** The signed-in user a request acts for. Services take it as an argument; it never comes from a body. */
export interface Caller {
  id: number;
  email: string;
  name: string;
  role: Role;
}

export function isAdmin(caller: Caller | null | undefined): boolean {
  return caller?.role === 'admin';
}
