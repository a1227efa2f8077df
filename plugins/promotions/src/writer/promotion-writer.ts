import type { BusinessFacts, PromotionTier, PromotionView, Season } from '@tapin/core/contracts';

/** What promotion writing knows about the business and the moment. */
export interface PromotionBrief {
  business: BusinessFacts;
  season: Season;
  /** Titles the business already has: a new one is never a copy. */
  existingTitles: string[];
  /** Different on every generation for the same business, so each brings new ideas. */
  variation: number;
}

export type GeneratedPromotion = Pick<PromotionView, 'title' | 'description' | 'price' | 'tier' | 'category' | 'season'>;

/** Writes promotions for a business. */
export interface PromotionWriter {
  readonly kind: 'local' | 'openai';
  /** A complete suite: at least one lead magnet, one core product and one upsell. */
  writeSuite(brief: PromotionBrief): Promise<GeneratedPromotion[]>;
  /** A new version of one promotion, in the same tier. */
  rewrite(brief: PromotionBrief, tier: PromotionTier): Promise<GeneratedPromotion>;
}
