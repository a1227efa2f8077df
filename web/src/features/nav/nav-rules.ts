import type { FlagName } from '@tapin/config/flags';
import { isAdmin, type BusinessWithPromotions, type FlagValues, type PublicUser } from '@tapin/core/contracts';
import { paths, routes } from '../../app/paths';

/** Businesses that count for the navigation rules: the owner's own, not sample data. */
const real = (businesses: readonly BusinessWithPromotions[]) => businesses.filter((b) => !b.isTestData);

/** The directory link: admins, and owners of at least one published (non-sample) business. */
export function canSeeDirectory(user: PublicUser | null, businesses: readonly BusinessWithPromotions[]): boolean {
  return isAdmin(user) || real(businesses).some((b) => b.published);
}

/**
 * The Promotions link: shown to admins and to owners of a promotions-enabled business. It points at
 * that business (admins: /promotions?businessId=, others: /pioneer-promotions?businessId=), or at plain
 * /promotions when there is none.
 */
export function promotionsLink(user: PublicUser | null, businesses: readonly BusinessWithPromotions[]): string | null {
  const enabled = real(businesses).find((b) => b.promotionsEnabled);
  if (!isAdmin(user) && !enabled) return null;
  if (!enabled) return paths.promotions();
  return paths.promotions(isAdmin(user) ? 'management' : 'pioneer', enabled.id);
}

/** Active on /promotions and /pioneer-promotions as specified, and on the beta screen, which is one too. */
export function isPromotionsPath(pathname: string): boolean {
  return /\/(beta-|pioneer-)?promotions(\/|$)/.test(pathname);
}

export type RoleBadge = { label: string; tone: 'amber' | 'brand' | 'neutral'; icon: 'crown' | 'zap' | null };

export function roleBadge(role: string): RoleBadge {
  if (role === 'admin') return { label: 'Admin', tone: 'amber', icon: 'crown' };
  if (role === 'business_owner') return { label: 'Pioneer', tone: 'brand', icon: 'zap' };
  return { label: role.replace(/_/g, ' '), tone: 'neutral', icon: null };
}

interface NavLink {
  to: string;
  label: string;
  active: (pathname: string) => boolean;
}

/** The links a user sees, in order; a link whose feature flag is off is not shown. */
export function navLinks(user: PublicUser | null, businesses: readonly BusinessWithPromotions[], flags: Readonly<Partial<FlagValues>>): NavLink[] {
  const on = (flag: FlagName) => flags[flag] === true;
  const links: NavLink[] = [];
  if (on('dashboard')) links.push({ to: paths.dashboard, label: 'Dashboard', active: (p) => p === routes.dashboard });
  if (isAdmin(user) && on('businessProfile')) links.push({ to: paths.businesses, label: 'Businesses', active: (p) => p.startsWith(routes.businesses) });
  if (on('directory') && canSeeDirectory(user, businesses)) links.push({ to: paths.directory, label: 'Directory', active: (p) => p === routes.directory });
  if (isAdmin(user) && on('adminPanel')) links.push({ to: paths.admin, label: 'Analytics', active: (p) => p === routes.admin || p.startsWith(`${routes.admin}/`) });
  const promotions = on('promotionManagement') ? promotionsLink(user, businesses) : null;
  if (promotions) links.push({ to: promotions, label: 'Promotions', active: isPromotionsPath });
  if (on('promotionManagement')) links.push({ to: paths.promotionExamples, label: 'Examples', active: (p) => p === routes.promotionExamples });
  links.push({ to: paths.qrCode, label: 'QR Code', active: (p) => p === routes.qrCode });
  if (on('settings')) links.push({ to: paths.settings, label: 'Settings', active: (p) => p === routes.settings });
  return links;
}
