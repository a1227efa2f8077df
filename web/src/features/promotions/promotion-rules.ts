import { promotionTiers, tierInfo, type PromotionTier } from '@tapin/core/contracts';
import type { Business, Promotion } from '../../app/types';

export type PromotionsVariant = 'management' | 'beta' | 'pioneer';
export type TierFilter = 'all' | PromotionTier;

/** Which query parameter names the business: the pioneer screen reads businessId first, the others business. */
export function requestedBusinessId(variant: PromotionsVariant, params: URLSearchParams): string | null {
  const order = variant === 'pioneer' || variant === 'management' ? ['businessId', 'business'] : ['business', 'businessId'];
  for (const name of order) {
    const value = params.get(name)?.trim();
    if (value) return value;
  }
  return null;
}

/** Without an id, the management screen uses the only business, or the primary one. */
export function defaultBusiness(businesses: readonly Business[]): Business | null {
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

export function tierCounts(promotions: readonly Promotion[]): Record<TierFilter, number> {
  const counts = { all: promotions.length, lead_magnet: 0, core_product: 0, upsell: 0 };
  for (const p of promotions) counts[p.tier]++;
  return counts;
}

/** What a generated suite holds, in words: "4 new promotions: 2 lead magnets, a core product and an upsell." */
export function suiteSummary(promotions: readonly Promotion[]): string {
  const counts = tierCounts(promotions);
  const parts = promotionTiers
    .filter((t) => counts[t] > 0)
    .map((t) => {
      const noun = tierInfo[t].shortLabel.toLowerCase();
      return counts[t] === 1 ? `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}` : `${counts[t]} ${noun}s`;
    });
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
  const total = `${promotions.length} new promotion${promotions.length === 1 ? '' : 's'}`;
  return list ? `${total}: ${list}.` : `${total}.`;
}

export function filterByTier(promotions: readonly Promotion[], tier: TierFilter): Promotion[] {
  return tier === 'all' ? [...promotions] : promotions.filter((p) => p.tier === tier);
}

/** The empty list's words: none at all, or none of the chosen tier. */
export function emptyTitle(tier: TierFilter): string {
  return tier === 'all' ? 'No Promotions Yet' : `No ${tierInfo[tier].label} promotions found`;
}

export function tierLabel(tier: PromotionTier): string {
  return tierInfo[tier].label;
}

export function priceLabel(price: number): string {
  return Number.isInteger(price) ? `$${price}` : `$${price.toFixed(2)}`;
}

/** AI generations left for an owner; admins are not limited (null). */
export function generationsLeft(business: Business, limit: number, admin: boolean): number | null {
  return admin ? null : Math.max(0, limit - business.aiGenerationsUsed);
}

export { promotionTiers, tierInfo };
