/**
 * The one role check, shared by the server, the owner app and the console. Its own module, without zod,
 * so a screen that only asks "is this an admin?" bundles nothing else.
 */
import type { Role } from './accounts.js';

/** True when the user holds the admin role; no user (signed out) and every other role are not admins. */
export function isAdmin(user: { role: Role } | null | undefined): boolean {
  return user?.role === 'admin';
}
