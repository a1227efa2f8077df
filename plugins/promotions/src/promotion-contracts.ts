import {
  campaignStatuses,
  parsePrice,
  PRICE_MESSAGE,
  promotionCategories,
  promotionSeasons,
  promotionStatuses,
  promotionTiers,
} from '@tapin/core/contracts';
import { z } from 'zod';

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
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
      error: `${label} must be a real date`,
    });

const campaignFields = z.object({
  name: z.string({ error: 'Campaign name is required' }).trim().min(1, { error: 'Campaign name is required' }).max(120, { error: 'Campaign name must be at most 120 characters' }),
  description: z.string().trim().max(1000).nullish().transform((v) => v || null),
  status: z.enum(campaignStatuses, { error: 'status must be active, scheduled or draft' }),
  startDate: date('Start date'),
  endDate: date('End date'),
  promotionIds: z.array(z.number({ error: 'promotionIds must be promotion ids' }).int().positive()).max(50).default([]),
});

const endAfterStart = (v: { startDate?: string; endDate?: string }) => !v.startDate || !v.endDate || v.endDate > v.startDate;
const endMessage = { error: 'End date must be after the start date', path: ['endDate'] };

export const createCampaignInput = campaignFields.refine(endAfterStart, endMessage);
export const updateCampaignInput = campaignFields.partial().refine(endAfterStart, endMessage);
export type CampaignInput = z.infer<typeof campaignFields>;

export const eventInput = z.object({
  type: z.enum(['view', 'click', 'redemption'], { error: 'type must be view, click or redemption' }),
});
