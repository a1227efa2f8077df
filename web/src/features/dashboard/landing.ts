import type { Business, User } from '../../app/types';

/** A business's main page for this person: owners work on its pioneer profile, everyone else on the business page. */
export function businessHome(user: Pick<User, 'role'> | null | undefined, businessId: number): string {
  return user?.role === 'business_owner' ? `/pioneer-profile/${businessId}` : `/businesses/${businessId}`;
}

/**
 * Where the dashboard sends someone: to intake without a business of their own (samples ignored),
 * else to the newest one — owners to its pioneer profile, everyone else to the business page.
 */
export function landingPath(user: User, businesses: readonly Business[]): string {
  const own = businesses.filter((b) => !b.isTestData);
  if (!own.length) return '/intake';
  const newest = [...own].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)[0]!;
  return businessHome(user, newest.id);
}
