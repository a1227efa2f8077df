import type { BusinessWithPromotions, PromotionTier, PromotionView } from '@tapin/core/contracts';
import { paths, type PromotionsVariant } from '../../app/paths';
import { promotionCategories, promotionSeasons, tierInfo } from './promotion-vocabulary';

export { amountLabel, priceLabel } from './price-label';

export type TierFilter = 'all' | PromotionTier;

/** The promotion form's values: the price as typed; the image a new data URL, null to remove it, undefined to leave it. */
export interface PromotionFormValues {
  title: string;
  description: string;
  price: string;
  tier: PromotionTier;
  category: PromotionView['category'];
  season: PromotionView['season'];
  status: PromotionView['status'];
  isActive: boolean;
  image?: string | null;
}

export type PromotionFormErrors = Partial<Record<'title' | 'description' | 'price' | 'form', string>>;

/** What a save sends (a create or an update): the image only when it changed. */
export function promotionRequest(values: PromotionFormValues) {
  const { image, ...fields } = values;
  return { ...fields, ...(image !== undefined ? { image } : {}) };
}

// Lives with the addresses (the route loaders read it too, in the app's first load).
export { requestedBusinessId } from '../../app/paths';

/** Without an id, the management screen uses the only business, or the primary one. */
export function defaultBusiness(businesses: readonly BusinessWithPromotions[]): BusinessWithPromotions | null {
  const own = businesses.filter((b) => !b.isTestData);
  const pool = own.length ? own : businesses;
  if (pool.length === 1) return pool[0]!;
  return pool.find((b) => b.isPrimary) ?? null;
}

export const tierFilters: ReadonlyArray<{ value: TierFilter; label: string }> = [
  { value: 'all', label: 'All Promotions' },
  { value: 'lead_magnet', label: 'Lead Magnets' },
  { value: 'core_product', label: 'Core Products' },
  { value: 'upsell', label: 'Upsells' },
];

export function tierCounts(promotions: readonly PromotionView[]): Record<TierFilter, number> {
  const counts = { all: promotions.length, lead_magnet: 0, core_product: 0, upsell: 0 };
  for (const p of promotions) counts[p.tier]++;
  return counts;
}

/** The empty list's words: none at all, or none of the chosen tier. */
export function emptyTitle(tier: TierFilter): string {
  return tier === 'all' ? 'No Promotions Yet' : `No ${tierInfo[tier].label} promotions found`;
}

/** AI generations left for an owner; admins are not limited (null). */
export function generationsLeft(business: BusinessWithPromotions, limit: number, admin: boolean): number | null {
  return admin ? null : Math.max(0, limit - business.aiGenerationsUsed);
}

/** The profile a promotions screen leads back to (the management screen's is the beta one). */
export function profileOf(variant: PromotionsVariant, businessId: number): string {
  return paths.profile(variant === 'pioneer' ? 'pioneer' : 'beta', businessId);
}

// ----- the management screen's filter panel, Quick Stats and Performance Insights -----

export type CategoryFilter = 'all' | PromotionView['category'];
export type SeasonFilter = 'all' | PromotionView['season'];

/** What the management screen filters on: tier, and either a category or a season from the filter panel. */
export interface PromotionFilters {
  tier: TierFilter;
  category: CategoryFilter;
  season: SeasonFilter;
}

export const noFilters: PromotionFilters = { tier: 'all', category: 'all', season: 'all' };


/** A category or season as the screen words it: 'Seasonal', 'Q1', 'No season'. */
export function facetLabel(value: string): string {
  if (value === 'all') return 'All';
  if (value === 'none') return 'No season';
  return value.replace(/^q(\d)$/, 'Q$1').replace(/^\w/, (c) => c.toUpperCase());
}

/** Does a promotion pass the filters? Each filter left at 'all' lets everything through. */
export function matchesFilters(p: PromotionView, f: PromotionFilters): boolean {
  return (f.tier === 'all' || p.tier === f.tier) && (f.category === 'all' || p.category === f.category) && (f.season === 'all' || p.season === f.season);
}

export function applyFilters(promotions: readonly PromotionView[], f: PromotionFilters): PromotionView[] {
  return promotions.filter((p) => matchesFilters(p, f));
}

/**
 * The filter panel's choices with counts: every category (or season) the business uses, each counted
 * within the other filters (so a count is what choosing it would show), and 'all' first.
 */
export function facetCounts(promotions: readonly PromotionView[], facet: 'category' | 'season', f: PromotionFilters): Array<{ value: string; label: string; count: number }> {
  const within = applyFilters(promotions, { ...f, [facet]: 'all' });
  const order: readonly string[] = facet === 'category' ? promotionCategories : promotionSeasons;
  const counts = new Map<string, number>();
  for (const p of within) counts.set(p[facet], (counts.get(p[facet]) ?? 0) + 1);
  const used = order.filter((v) => counts.has(v) || f[facet] === v);
  return [{ value: 'all', label: 'All', count: within.length }, ...used.map((v) => ({ value: v, label: facetLabel(v), count: counts.get(v) ?? 0 }))];
}

/** The tier row's counts within the panel's category and season (what choosing each tier would show). */
export function tierCountsWithin(promotions: readonly PromotionView[], f: PromotionFilters): Record<TierFilter, number> {
  return tierCounts(applyFilters(promotions, { ...f, tier: 'all' }));
}

/** Live in the directory: active and switched on. */
export const isLive = (p: PromotionView) => p.status === 'active' && p.isActive;

/** A promotion tied to a time of year: the seasonal category, or a season or quarter set. */
export const isSeasonal = (p: PromotionView) => p.category === 'seasonal' || p.season !== 'none';

/** Quick Stats: total, active, lead magnets, seasonal (of every promotion, whatever the filters). */
export function quickStats(promotions: readonly PromotionView[]) {
  return {
    total: promotions.length,
    active: promotions.filter(isLive).length,
    leadMagnets: promotions.filter((p) => p.tier === 'lead_magnet').length,
    seasonal: promotions.filter(isSeasonal).length,
  };
}

/** Performance Insights: the average price of the promotions shown (null when none) and how many of them are live. */
export function performanceInsights(shown: readonly PromotionView[]): { averagePrice: number | null; active: number } {
  const averagePrice = shown.length ? Math.round((shown.reduce((sum, p) => sum + p.price, 0) / shown.length) * 100) / 100 : null;
  return { averagePrice, active: shown.filter(isLive).length };
}

/** The generation-limit wording: the specification's, in each variant's word ('Pioneer users' on the pioneer screen). */
export function limitMessage(variant: PromotionsVariant, limit: number): string {
  return `${variant === 'pioneer' ? 'Pioneer' : 'Beta'} users are limited to ${limit} AI generations per business.`;
}
