/**
 * Promotions vocabulary (docs/decisions.md#promotions): tiers with their labels and price guidance,
 * categories, seasons and statuses, the price rule, the promotions API's input schemas (promotions,
 * AI generation, campaigns, events) and the shapes it answers with. Browser-safe.
 */
import { z } from 'zod';

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

// ----- what the API accepts -----

const price = z.unknown().transform((value, ctx) => {
  if (value === undefined || value === null || value === '') {
    ctx.addIssue({ code: 'custom', message: 'Price is required' });
    return z.NEVER;
  }
  const parsed = parsePrice(value);
  if (parsed === null || parsed > 100_000) {
    ctx.addIssue({ code: 'custom', message: PRICE_MESSAGE });
    return z.NEVER;
  }
  return parsed;
});

const tier = z.enum(promotionTiers, { error: 'tier must be lead_magnet, core_product or upsell' });
const category = z.enum(promotionCategories, { error: 'category must be general, seasonal, quarterly, monthly or special' });
const season = z.enum(promotionSeasons, { error: 'season must be winter, spring, summer, fall, q1, q2, q3, q4 or none' });
const status = z.enum(promotionStatuses, { error: 'status must be draft, active or archived' });

/** An image as a data URL (a new one), our own URL (unchanged), or null (remove it). Size is checked on the bytes. */
const image = z.string().nullish();

export const createPromotionInput = z.object({
  title: z.string({ error: 'Title is required' }).trim().min(1, { error: 'Title is required' }).max(200, { error: 'Title must be at most 200 characters' }),
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, { error: 'Description is required' })
    .max(2000, { error: 'Description must be at most 2000 characters' }),
  price,
  tier: tier.default('lead_magnet'),
  category: category.default('general'),
  season: season.nullish().transform((v) => v ?? 'none'),
  status: status.default('active'),
  isActive: z.boolean({ error: 'isActive must be true or false' }).default(true),
  imageUrl: image,
  image: image,
});
export type CreatePromotionInput = z.infer<typeof createPromotionInput>;

export const updatePromotionInput = z
  .object({
    title: createPromotionInput.shape.title,
    description: createPromotionInput.shape.description,
    price,
    tier,
    category,
    season,
    status,
    isActive: z.boolean({ error: 'isActive must be true or false' }),
    imageUrl: image,
    image: image,
  })
  .partial();
export type UpdatePromotionInput = z.infer<typeof updatePromotionInput>;

export const generateInput = z.object({
  replaceExisting: z.boolean({ error: 'replaceExisting must be true or false' }).optional(),
  markAsArchived: z.boolean({ error: 'markAsArchived must be true or false' }).optional(),
});

const date = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} must be a date like 2025-12-01` })
    // There is no year 0000: JavaScript takes it for 1 BC, PostgreSQL refuses it.
    .refine((v) => !v.startsWith('0000') && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
      error: `${label} must be a real date`,
    });

const campaignFields = z.object({
  name: z.string({ error: 'Campaign name is required' }).trim().min(1, { error: 'Campaign name is required' }).max(120, { error: 'Campaign name must be at most 120 characters' }),
  description: z.string().trim().max(1000).nullish().transform((v) => v || null),
  status: z.enum(campaignStatuses, { error: 'status must be active, scheduled or draft' }),
  startDate: date('Start date'),
  endDate: date('End date'),
  promotionIds: z.array(z.number({ error: 'promotionIds must be promotion ids' }).int().positive()).max(50),
});

const endAfterStart = (v: { startDate?: string; endDate?: string }) => !v.startDate || !v.endDate || v.endDate > v.startDate;
const endMessage = { error: 'End date must be after the start date', path: ['endDate'] };

export const createCampaignInput = campaignFields
  .extend({ promotionIds: campaignFields.shape.promotionIds.default([]) })
  .refine(endAfterStart, endMessage);
/** No defaults here: a field the edit leaves out keeps its value (an empty default would drop every promotion). */
export const updateCampaignInput = campaignFields.partial().refine(endAfterStart, endMessage);
export type CampaignInput = z.infer<typeof campaignFields>;

export const eventInput = z.object({
  type: z.enum(['view', 'click', 'redemption'], { error: 'type must be view, click or redemption' }),
});

/**
 * How promotion events are counted (docs/decisions.md#promotions): a person's views of a promotion count
 * once per UTC day, and so do their clicks; the directory asks for the live promotions of at most
 * `liveBusinessesMax` businesses at a time (a page of it); the figures cover `windowDays` days.
 */
export const promotionEventRules = {
  liveBusinessesMax: 50,
  windowDays: 30,
} as const;

/** `GET /api/promotions/live?businessIds=1,2,3`: the directory page's businesses. */
export const liveQuery = z.object({
  businessIds: z
    .string({ error: 'businessIds is required' })
    .regex(/^\d{1,10}(,\d{1,10})*$/, { error: 'businessIds must be business ids separated by commas' })
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .refine((ids) => ids.length <= promotionEventRules.liveBusinessesMax, { error: `businessIds may name at most ${promotionEventRules.liveBusinessesMax} businesses` }),
});

/** A live promotion as the directory shows it (what anyone signed in may see). */
export interface LivePromotion {
  id: number;
  businessId: number;
  title: string;
  tier: PromotionTier;
  price: number;
}
export type CreatePromotionRequest = z.input<typeof createPromotionInput>;
export type UpdatePromotionRequest = z.input<typeof updatePromotionInput>;
export type GenerateRequest = z.input<typeof generateInput>;

// ----- what the API returns -----

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
  /**
   * The owner's own words: created by hand, or a generated one whose words were edited since. Regenerating
   * it adds a new draft beside it instead of rewriting it (docs/decisions.md#promotions).
   */
  handWritten: boolean;
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
  /** Each day of the last 30 (oldest first, UTC dates), with its events. */
  daily: Array<{ date: string; views: number; clicks: number; redemptions: number }>;
  promotions: Array<{ id: number; title: string; tier: PromotionTier; price: number; views: number; clicks: number; redemptions: number; conversionRate: number }>;
}

/** `POST /api/businesses/{id}/promotions/generate`: the new suite and the business's AI allowance. */
export interface GenerationResult {
  promotions: PromotionView[];
  aiGenerationsUsed: number;
  aiGenerationLimit: number;
}

/**
 * A campaign's state as the API reports it: a draft stays a draft; any other is scheduled before its start
 * date, active from its start to its end date, and ended after it (docs/decisions.md#promotions).
 */
export type CampaignState = 'draft' | 'scheduled' | 'active' | 'ended';

/** A seasonal campaign as the API returns it. */
export interface CampaignView {
  id: number;
  businessId: number;
  name: string;
  description: string | null;
  status: CampaignState;
  startDate: string;
  endDate: string;
  promotionIds: number[];
  promotions: Array<{ id: number; title: string; tier: string }>;
  createdAt: string;
  updatedAt: string;
}

/** `POST /api/businesses/{id}/generate-poster-preview`. */
export interface PosterPreview {
  posterUrl: string;
}
