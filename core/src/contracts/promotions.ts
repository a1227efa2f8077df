/**
 * Promotions vocabulary of the specification: tiers with their labels and price guidance, categories,
 * seasons and statuses, and the price rule from DECISIONS.md. Browser-safe.
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

/** The season of a date (meteorological, northern hemisphere: Tampa). */
export function seasonOf(date: Date): Season {
  const month = date.getUTCMonth();
  if (month === 11 || month <= 1) return 'winter';
  if (month <= 4) return 'spring';
  if (month <= 7) return 'summer';
  return 'fall';
}

export const PRICE_MESSAGE = 'Price must be a number';

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

/** A promotion as the API returns it. */
export interface PromotionView {
  id: number;
  businessId: number;
  title: string;
  description: string;
  price: number;
  tier: PromotionTier;
  category: PromotionCategory;
  season: PromotionSeason;
  status: PromotionStatus;
  isActive: boolean;
  imageUrl: string | null;
  /** Redemptions per view, in percent, from recorded events (0 until there are views). */
  conversionRate: number;
  origin: 'ai' | 'manual';
  createdAt: string;
  updatedAt: string;
}

/** Promotion figures over a 30-day window, from recorded events. */
export interface PromotionFigures {
  views: number;
  clicks: number;
  redemptions: number;
  revenue: number;
  /** Redemptions per view, percent. */
  conversionRate: number;
}

/** A business's promotion analytics as the API returns it. */
export interface PromotionAnalytics {
  /** The last 30 days. */
  current: PromotionFigures;
  /** The 30 days before. */
  previous: PromotionFigures;
  /** Change against the previous 30 days: percent for revenue and conversions, points for the rate; null without a base. */
  change: { revenue: number | null; conversions: number | null; conversionRate: number | null };
  topPerformer: { promotionId: number; title: string; tier: PromotionTier; redemptions: number } | null;
  promotions: Array<{ id: number; title: string; tier: PromotionTier; price: number; views: number; clicks: number; redemptions: number; conversionRate: number }>;
}
