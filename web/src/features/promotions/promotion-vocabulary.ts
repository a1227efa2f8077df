import type { PromotionCategory, PromotionSeason, PromotionStatus, PromotionTier } from '@tapin/core/contracts';

/**
 * The promotions vocabulary the screens show: tiers with their labels and price guidance, categories,
 * seasons, statuses, and the price rule. The server's own is core/src/contracts/promotions.ts; this copy
 * keeps the contracts' runtime (and zod with it) out of the promotions screens and the directory, and
 * promotion-vocabulary.test.ts holds the two equal.
 */
export const promotionTiers: readonly PromotionTier[] = ['lead_magnet', 'core_product', 'upsell'];

export const tierInfo: Record<PromotionTier, { label: string; shortLabel: string; guidance: string }> = {
  lead_magnet: { label: 'Lead Magnet', shortLabel: 'Lead Magnet', guidance: '$29-49' },
  core_product: { label: 'Core Product', shortLabel: 'Core Product', guidance: '$50-199' },
  upsell: { label: 'Premium Upsell', shortLabel: 'Upsell', guidance: '$200-399+' },
};

export const promotionCategories: readonly PromotionCategory[] = ['general', 'seasonal', 'quarterly', 'monthly', 'special'];
export const promotionSeasons: readonly PromotionSeason[] = ['winter', 'spring', 'summer', 'fall', 'q1', 'q2', 'q3', 'q4', 'none'];
export const promotionStatuses: readonly PromotionStatus[] = ['draft', 'active', 'archived'];

/** The server's limits on a promotion's words. */
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 2000;
/** The highest price the server accepts. */
export const PRICE_MAX = 100_000;

/** A plain or `$`-prefixed decimal ("29.99", "$29", "1,299.00"), as the server reads prices; null when it is not one. */
export function parsePrice(value: string): number | null {
  const text = value.trim().replace(/^\$\s*/, '');
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text.replaceAll(',', '')) * 100) / 100;
}

export function priceLabel(price: number): string {
  return Number.isInteger(price) ? `$${price}` : `$${price.toFixed(2)}`;
}
