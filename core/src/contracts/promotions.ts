/**
 * The promotions API (docs/decisions.md#promotions): its input schemas (promotions, AI generation,
 * campaigns, events) and the shapes it answers with, on the vocabulary of promotion-vocabulary.ts.
 * Browser-safe.
 */
import { idRules } from '@tapin/config/rules';
import { z } from 'zod';
import {
  campaignStatuses,
  DESCRIPTION_MAX,
  parsePrice,
  PRICE_MAX,
  PRICE_MESSAGE,
  promotionCategories,
  promotionSeasons,
  promotionStatuses,
  promotionTiers,
  TITLE_MAX,
  type PromotionCategory,
  type PromotionSeason,
  type PromotionStatus,
  type PromotionTier,
} from './promotion-vocabulary.js';
import type { BusinessView, ExistingBusiness } from './businesses.js';

export * from './promotion-vocabulary.js';

// ----- what the API accepts -----

/** What the owner chose in the dialog after publishing (`POST /api/businesses/{id}/track-choice`). */
export const postPublishChoices = ['add_promotions', 'skip_to_directory'] as const;
export type PostPublishChoice = (typeof postPublishChoices)[number];
export const trackChoiceInput = z.object({
  choice: z.enum(postPublishChoices, { error: 'choice must be add_promotions or skip_to_directory' }),
});

const price = z.unknown().transform((value, ctx) => {
  if (value === undefined || value === null || value === '') {
    ctx.addIssue({ code: 'custom', message: 'Price is required' });
    return z.NEVER;
  }
  const parsed = parsePrice(value);
  if (parsed === null || parsed > PRICE_MAX) {
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
  title: z.string({ error: 'Title is required' }).trim().min(1, { error: 'Title is required' }).max(TITLE_MAX, { error: `Title must be at most ${TITLE_MAX} characters` }),
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, { error: 'Description is required' })
    .max(DESCRIPTION_MAX, { error: `Description must be at most ${DESCRIPTION_MAX} characters` }),
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
 * once per UTC day, and so do their clicks (never the business owner's or an admin's own); a redemption
 * needs a counted view and click not yet redeemed within the window; the directory asks for the live promotions of at most
 * `liveBusinessesMax` businesses at a time (a page of it); the figures cover `windowDays` days.
 */
export const promotionEventRules = {
  liveBusinessesMax: 50,
  /** The live promotions answered per business, its cheapest first (its card shows two of them). */
  livePerBusinessMax: 10,
  windowDays: 30,
} as const;

/** `GET /api/promotions/live?businessIds=1,2,3`: the directory page's businesses. */
export const liveQuery = z.object({
  businessIds: z
    .string({ error: 'businessIds is required' })
    .regex(/^\d{1,10}(,\d{1,10})*$/, { error: 'businessIds must be business ids separated by commas' })
    .transform((v) => [...new Set(v.split(',').map(Number))])
    // Ten digits fit the pattern but not the id column: past its range no business exists, and the database would refuse the number.
    .refine((ids) => ids.every((id) => id >= 1 && id <= idRules.max), { error: `businessIds must be business ids from 1 to ${idRules.max}` })
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
  /** Claims customers made on the business's public page. */
  claims: number;
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
  /** Each tier's funnel over the last 30 days: views, claims and redemptions, with the rates per view (each at most 100%). */
  tiers: Array<{ tier: PromotionTier; promotions: number; views: number; claims: number; redemptions: number; revenue: number; claimRate: number; conversionRate: number }>;
  /** Each promotion's figures, by id: at most `pageRules.promotions.max` of them. */
  promotions: Array<{ id: number; title: string; tier: PromotionTier; price: number; views: number; clicks: number; claims: number; redemptions: number; revenue: number; conversionRate: number }>;
}

/**
 * The promotions' settings of a business, in every business the API answers with while the promotions
 * plugin is installed (its extension of the core's view): whether promotions are on (one-way, once
 * published), the post-publish choice, and the AI generations used of the allowance (docs/decisions.md#promotions).
 */
export interface BusinessPromotionFields {
  promotionsEnabled: boolean;
  postPublishChoice: PostPublishChoice | null;
  aiGenerationsUsed: number;
}

/** A business as the API answers with it, with the promotions' fields (what the owner app and the console read). */
export type BusinessWithPromotions = BusinessView & BusinessPromotionFields;

/** The duplicate-website answer's `existingBusiness`, with whether the business has promotions on. */
export type ExistingBusinessWithPromotions = ExistingBusiness & Pick<BusinessPromotionFields, 'promotionsEnabled'>;

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
