import type { Cradle } from '@tapin/core';
import type { BusinessFacts, PromotionTier, PromotionView, Season } from '@tapin/core/contracts';
import { LocalPromotionWriter } from './local-promotion-writer.js';
import { OpenAiPromotionWriter } from './openai-promotion-writer.js';

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

/** The writer of the configured AI: the OpenAI text model, or the offline playbooks. */
export function createPromotionWriter({ ai }: Pick<Cradle, 'ai'>): PromotionWriter {
  return ai.openai ? new OpenAiPromotionWriter(ai.openai) : new LocalPromotionWriter();
}
