import type { BusinessView, PublicUser } from '@tapin/core/contracts';
import { paths } from '../../app/paths';

/**
 * Where the dashboard sends someone: to intake without a business of their own (samples ignored),
 * else to the newest one — owners to its pioneer profile, everyone else to the business page.
 */
export function landingPath(user: PublicUser, businesses: readonly BusinessView[]): string {
  const own = businesses.filter((b) => !b.isTestData);
  if (!own.length) return paths.intake;
  const newest = [...own].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)[0]!;
  return paths.businessHome(user, newest.id);
}
