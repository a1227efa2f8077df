/**
 * The promotions vocabulary (docs/decisions.md#promotions): tiers with their labels and price guidance,
 * categories, seasons and statuses, and the price rule. No zod here: screens that only show these values
 * load none of the API's schemas.
 */
export const promotionTiers = ['lead_magnet', 'core_product', 'upsell'] as const;
export type PromotionTier = (typeof promotionTiers)[number];

export const tierInfo: Record<PromotionTier, { label: string; shortLabel: string; guidance: string; min: number; max: number }> = {
  lead_magnet: { label: 'Lead Magnet', shortLabel: 'Lead Magnet', guidance: '$29-49', min: 29, max: 49 },
  core_product: { label: 'Core Product', shortLabel: 'Core Product', guidance: '$50-199', min: 50, max: 199 },
  upsell: { label: 'Premium Upsell', shortLabel: 'Upsell', guidance: '$200-399+', min: 200, max: 399 },
};

export const promotionCategories = ['general', 'seasonal', 'quarterly', 'monthly', 'special'] as const;
export type PromotionCategory = (typeof promotionCategories)[number];

export const promotionSeasons = ['winter', 'spring', 'summer', 'fall', 'q1', 'q2', 'q3', 'q4', 'none'] as const;
export type PromotionSeason = (typeof promotionSeasons)[number];

export const promotionStatuses = ['draft', 'active', 'archived'] as const;
export type PromotionStatus = (typeof promotionStatuses)[number];

export const campaignStatuses = ['active', 'scheduled', 'draft'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

export type Season = 'winter' | 'spring' | 'summer' | 'fall';

/**
 * The state of a campaign on a calendar day (all dates YYYY-MM-DD): a draft stays a draft; otherwise it
 * is scheduled before the start date, active through the end date, and ended after it.
 */
export function campaignState(stored: CampaignStatus, startDate: string, endDate: string, today: string): 'draft' | 'scheduled' | 'active' | 'ended' {
  if (stored === 'draft') return 'draft';
  if (today < startDate) return 'scheduled';
  return today <= endDate ? 'active' : 'ended';
}

/** The season of a date (meteorological, northern hemisphere: Tampa). */
export function seasonOf(date: Date): Season {
  const month = date.getUTCMonth();
  if (month === 11 || month <= 1) return 'winter';
  if (month <= 4) return 'spring';
  if (month <= 7) return 'summer';
  return 'fall';
}

export const PRICE_MESSAGE = 'Price must be a number';

/** The longest title and description, and the highest price, a promotion may have. */
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 2000;
export const PRICE_MAX = 100_000;

/**
 * The beta and pioneer forms send price as text: a plain or `$`-prefixed decimal is accepted
 * ("29.99", "$29", " 1,299.00 "), anything else is not a price. Returns null when it is not one.
 */
export function parsePrice(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) / 100 : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(/^\$\s*/, '');
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text.replaceAll(',', '')) * 100) / 100;
}

/**
 * Redemptions per view in percent, to one decimal: 0 without views, and never above 100 (a redemption is
 * a customer who saw the promotion; docs/decisions.md#promotions). Every figure the API answers uses it.
 */
export function conversionRate(redemptions: number, views: number): number {
  return views > 0 ? Math.min(100, Math.round((redemptions / views) * 1000) / 10) : 0;
}
