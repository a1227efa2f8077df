import type { OpenAiAccess } from '@tapin/core';
import { promotionCategories, promotionSeasons, promotionTiers, type PromotionTier } from '@tapin/core/contracts';
import { z } from 'zod';
import { priceWithinGuidance } from './price-guidance.js';
import type { GeneratedPromotion, PromotionBrief, PromotionWriter } from './promotion-writer.js';

/** JSON schemas for structured outputs (strict: every property required, no extras). */
const promotionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'description', 'price', 'tier', 'category', 'season'],
  properties: {
    title: { type: 'string' },
    description: { type: 'string' },
    price: { type: 'number' },
    tier: { type: 'string', enum: [...promotionTiers] },
    category: { type: 'string', enum: [...promotionCategories] },
    season: { type: 'string', enum: [...promotionSeasons] },
  },
} as const;

const suiteSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['promotions'],
  properties: { promotions: { type: 'array', items: promotionSchema } },
} as const;

const promotionResult = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  price: z.number().nonnegative(),
  tier: z.enum(promotionTiers),
  category: z.enum(promotionCategories),
  season: z.enum(promotionSeasons),
});

const PROMOTION_INSTRUCTIONS =
  'You write promotions for a local business, in three tiers with price guidance: lead_magnet $29-49, ' +
  'core_product $50-199, upsell $200-399+. Name what the business actually sells (its services), use its ' +
  'location and the season, never invent facts, and never reuse a title from existingTitles.';

/** Writes promotions with the OpenAI text model, kept inside the same price guidance as the offline writer. */
export class OpenAiPromotionWriter implements PromotionWriter {
  readonly kind = 'openai' as const;

  constructor(private readonly openai: OpenAiAccess) {}

  async writeSuite(brief: PromotionBrief): Promise<GeneratedPromotion[]> {
    const result = await this.openai.structured({
      model: this.openai.models.text,
      name: 'promotion_suite',
      schema: suiteSchema,
      messages: [
        { role: 'system', content: `${PROMOTION_INSTRUCTIONS} Write a complete suite: one lead_magnet, one core_product, one upsell, and one seasonal offer.` },
        { role: 'user', content: JSON.stringify(brief) },
      ],
      parser: z.object({ promotions: z.array(promotionResult).min(3) }),
    });
    const promotions = result.promotions.map((p) => ({ ...p, price: priceWithinGuidance(p.tier, p.price) }));
    for (const tier of promotionTiers) {
      if (!promotions.some((p) => p.tier === tier)) throw new Error(`The AI model left out the ${tier} tier`);
    }
    return promotions;
  }

  async rewrite(brief: PromotionBrief, tier: PromotionTier): Promise<GeneratedPromotion> {
    const result = await this.openai.structured({
      model: this.openai.models.text,
      name: 'promotion',
      schema: promotionSchema,
      messages: [
        { role: 'system', content: `${PROMOTION_INSTRUCTIONS} Write one new ${tier} promotion.` },
        { role: 'user', content: JSON.stringify(brief) },
      ],
      parser: promotionResult,
    });
    return { ...result, tier, price: priceWithinGuidance(tier, result.price) };
  }
}
