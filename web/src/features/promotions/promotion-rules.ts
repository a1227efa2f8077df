import { createPromotionInput, promotionTiers, tierInfo, type BusinessView, type PromotionTier, type PromotionView } from '@tapin/core/contracts';
import { fieldErrors } from '../../app/form-errors';
import { paths, type PromotionsVariant } from '../../app/paths';

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

export type PromotionFormErrors = Partial<Record<'title' | 'description' | 'price' | 'image' | 'form', string>>;

/** The form's checks: the server's own schema (the server still has the last word). */
export function validatePromotion(values: PromotionFormValues): PromotionFormErrors {
  return fieldErrors(createPromotionInput, values) ?? {};
}

/** What a save sends (a create or an update): the image only when it changed. */
export function promotionRequest(values: PromotionFormValues) {
  const { image, ...fields } = values;
  return { ...fields, ...(image !== undefined ? { image } : {}) };
}

// Lives with the addresses (the route loaders read it too, in the app's first load).
export { requestedBusinessId } from '../../app/paths';

/** Without an id, the management screen uses the only business, or the primary one. */
export function defaultBusiness(businesses: readonly BusinessView[]): BusinessView | null {
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

/** What a generated suite holds, in words: "4 new promotions: 2 lead magnets, a core product and an upsell." */
export function suiteSummary(promotions: readonly PromotionView[]): string {
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

export function filterByTier(promotions: readonly PromotionView[], tier: TierFilter): PromotionView[] {
  return tier === 'all' ? [...promotions] : promotions.filter((p) => p.tier === tier);
}

/** The empty list's words: none at all, or none of the chosen tier. */
export function emptyTitle(tier: TierFilter): string {
  return tier === 'all' ? 'No Promotions Yet' : `No ${tierInfo[tier].label} promotions found`;
}

export function priceLabel(price: number): string {
  return Number.isInteger(price) ? `$${price}` : `$${price.toFixed(2)}`;
}

/** AI generations left for an owner; admins are not limited (null). */
export function generationsLeft(business: BusinessView, limit: number, admin: boolean): number | null {
  return admin ? null : Math.max(0, limit - business.aiGenerationsUsed);
}

/** The profile a promotions screen leads back to (the management screen's is the beta one). */
export function profileOf(variant: PromotionsVariant, businessId: number): string {
  return paths.profile(variant === 'pioneer' ? 'pioneer' : 'beta', businessId);
}
