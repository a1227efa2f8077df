import { tierInfo, type PromotionTier } from '@tapin/core/contracts';

/** Keeps a price inside the tier's guidance ($29–49, $50–199, $200–399+). */
export function priceWithinGuidance(tier: PromotionTier, price: number): number {
  const { min, max } = tierInfo[tier];
  return tier === 'upsell' ? Math.max(min, price) : Math.min(max, Math.max(min, price));
}
