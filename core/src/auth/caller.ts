/** Roles stored on a user. Other values may exist in the data and get no privileges. */
export type Role = 'admin' | 'business_owner' | (string & {});

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
