/**
 * Business profile inputs and what the API answers with (docs/decisions.md#businesses). Browser-safe.
 */
import { z } from 'zod';
import { businessFieldLabels, jsonFields, type BusinessField, type ColumnField } from './business-fields.js';
import type { BusinessCompletion } from './completion.js';
import { openingHoursInput } from './opening-hours.js';
import { normalizeWebsite } from './websites.js';

export * from './business-fields.js';
export * from './websites.js';

const text = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` });

const optionalText = (max: number, label: string) =>
  text(max, label)
    .nullish()
    .transform((v) => (v ? v : null));

const websiteField = z
  .string({ error: 'Website must be text' })
  .max(300, { error: 'Website must be at most 300 characters' })
  .nullish()
  .transform((v, ctx) => {
    const normalized = normalizeWebsite(v ?? '');
    if (!normalized) return null;
    try {
      const url = new URL(normalized);
      if (!url.hostname.includes('.') || /\s/.test(normalized)) throw new Error('no host');
      return normalized;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Website must be a web address like example.com' });
      return z.NEVER;
    }
  });

const emailOrEmpty = z
  .string({ error: 'Contact email must be text' })
  .trim()
  .toLowerCase()
  .max(254)
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    if (!z.email().safeParse(v).success) {
      ctx.addIssue({ code: 'custom', message: 'Please enter a valid email address' });
      return z.NEVER;
    }
    return v;
  });

const urlList = (label: string, max: number) =>
  z
    .array(z.string({ error: `${label} must be web addresses` }).trim(), { error: `${label} must be a list` })
    .max(max, { error: `${label}: at most ${max}` })
    .transform((list, ctx) => {
      const out: string[] = [];
      for (const item of list) {
        if (!item) continue; // empty rows are dropped, as the intake form does
        const normalized = normalizeWebsite(item);
        try {
          const url = new URL(normalized);
          if (!url.hostname.includes('.')) throw new Error('no host');
          if (!out.includes(normalized)) out.push(normalized);
        } catch {
          ctx.addIssue({ code: 'custom', message: `${label}: "${item}" is not a web address` });
          return z.NEVER;
        }
      }
      return out;
    });

/**
 * A business's logo is one of the owner's stored files (uploaded in Settings or kept by the intake from
 * the website), never an outside address.
 */
export const LOGO_NOT_UPLOADED = 'Logo must be an image you uploaded, not a web address';

const hexColor = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Every editable profile field's schema, one for each field of the list. `userId` is never taken from a body. */
export const businessFields = {
  name: text(200, 'Business name').min(1, { error: 'Business name required' }),
  description: optionalText(5000, 'Description'),
  website: websiteField,
  industry: optionalText(100, 'Industry'),
  /** The specific category ("Plumber"); `industry` is the broad one (docs/decisions.md#intake). */
  category: optionalText(100, 'Category'),
  location: optionalText(150, 'Location'),
  /** The street address's display line, and its parts. */
  address: optionalText(300, 'Address'),
  postalAddress: z
    .object(
      {
        street: optionalText(200, 'Street'),
        city: optionalText(100, 'City'),
        region: optionalText(60, 'State'),
        postalCode: optionalText(20, 'Postal code'),
      },
      { error: 'postalAddress must be an object with street, city, region and postalCode' },
    )
    .strict()
    .nullish()
    .transform((v) => (v && Object.values(v).some(Boolean) ? v : null)),
  contactName: optionalText(120, 'Contact name'),
  contactTitle: optionalText(120, 'Job title'),
  contactEmail: emailOrEmpty,
  contactPhone: optionalText(40, 'Contact phone'),
  valueProposition: optionalText(1000, 'Value proposition'),
  services: z
    .array(text(120, 'Each service'), { error: 'Services must be a list' })
    .max(30, { error: 'Services: at most 30' })
    .transform((list) => [...new Set(list.filter(Boolean))]),
  socialProfiles: urlList('Social profiles', 12),
  brandColors: z
    .array(z.string().trim().regex(hexColor, { error: 'Brand colors must be hex colors like #1a2b3c' }), {
      error: 'Brand colors must be a list',
    })
    .max(10, { error: 'Brand colors: at most 10' })
    .transform((list) => [...new Set(list.map((c) => c.toLowerCase()))]),
  logoUrl: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((v, ctx) => {
      if (!v) return null;
      // One of our stored files only: a web address would be fetched by every viewer's browser (docs/decisions.md#images).
      if (v.startsWith('/uploads/')) return v;
      ctx.addIssue({ code: 'custom', message: LOGO_NOT_UPLOADED });
      return z.NEVER;
    }),
  openingHours: openingHoursInput,
} satisfies Record<BusinessField, z.ZodType>;

/** A business's profile as the API returns it: each field's checked value. */
export type BusinessProfile = { [F in BusinessField]: z.output<(typeof businessFields)[F]> };
/** A business's profile as its row stores it, column by column (the street address's columns apart). */
export type ProfileColumns = Pick<BusinessProfile, ColumnField>;

const extractedData = z
  .record(z.string(), z.unknown())
  .nullish()
  .refine((v) => v == null || JSON.stringify(v).length <= 200_000, { error: 'extractedData is too large' });

/** The lists are empty when a new business is not given them. */
const listDefaults = Object.fromEntries(jsonFields.map((f) => [f, businessFields[f].default([])])) as {
  [F in (typeof jsonFields)[number]]: z.ZodDefault<(typeof businessFields)[F]>;
};

export const createBusinessInput = z.object({
  ...businessFields,
  ...listDefaults,
  extractedData,
  /** The card image returned by analyze-card, kept as a brand asset. */
  cardImageUrl: z.string().max(300).nullish(),
});
export type CreateBusinessInput = z.infer<typeof createBusinessInput>;
export type CreateBusinessRequest = z.input<typeof createBusinessInput>;

export const updateBusinessInput = z
  .object(businessFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: 'Nothing to update' });
export type UpdateBusinessInput = z.infer<typeof updateBusinessInput>;
export type UpdateBusinessRequest = z.input<typeof updateBusinessInput>;

export const businessStatuses = ['pending', 'approved', 'rejected'] as const;
export type BusinessStatus = (typeof businessStatuses)[number];

/** Longest reason an admin gives the owner for a rejection. */
export const REJECTION_REASON_MAX = 500;

/** The console's business edit: any profile field, the moderation status, and with a rejection the reason the owner is told. */
export const adminBusinessUpdateInput = z
  .object({
    ...businessFields,
    status: z.enum(businessStatuses, { error: 'status must be pending, approved or rejected' }),
    reason: z
      .string({ error: 'reason must be text' })
      .trim()
      .max(REJECTION_REASON_MAX, { error: `reason: at most ${REJECTION_REASON_MAX} characters` })
      .transform((v) => v || undefined),
  })
  .partial()
  .refine((v) => v.reason === undefined || v.status === 'rejected', { error: 'reason goes with status rejected', path: ['reason'] });

/** Most businesses one bulk approval takes (a console page holds at most this many). */
export const BULK_APPROVE_MAX = 100;

/** `POST /api/admin/businesses/approve`: the console's bulk approval. */
export const bulkApproveInput = z.object({
  ids: z
    .array(z.number({ error: 'ids must be business ids' }).int({ error: 'ids must be business ids' }).positive({ error: 'ids must be business ids' }), {
      error: 'ids must be a list of business ids',
    })
    .min(1, { error: 'ids must name at least one business' })
    .max(BULK_APPROVE_MAX, { error: `ids: at most ${BULK_APPROVE_MAX} businesses at once` }),
});

/**
 * The profile fields an admin reviews, with the labels the owner's form gives them: what the directory
 * shows of a business. Moderation compares them with the last approval (docs/decisions.md#moderation).
 * In the order a reviewer reads the changes: the measured fields first, then the rest.
 */
export const reviewedFields = [
  'name',
  'description',
  'website',
  'industry',
  'location',
  'contactEmail',
  'contactPhone',
  'valueProposition',
  'services',
  'brandColors',
  'socialProfiles',
  'logoUrl',
  'category',
  'address',
  'contactName',
  'contactTitle',
] as const satisfies readonly BusinessField[];
export type ReviewedField = (typeof reviewedFields)[number];
export const reviewedFieldLabels = Object.fromEntries(reviewedFields.map((f) => [f, businessFieldLabels[f]])) as Record<ReviewedField, string>;
export type ReviewedProfile = { [F in ReviewedField]: BusinessView[F] };

/** One reviewed field that differs from what was last approved. */
export interface ReviewChange {
  field: ReviewedField;
  label: string;
  before: ReviewedProfile[ReviewedField];
  after: ReviewedProfile[ReviewedField];
}

/**
 * A business as the console sees it: the owner's view, when it was last approved, and the reviewed
 * fields changed since (`null`: never approved, so all of it is new to the reviewer).
 */
export type AdminBusinessView = BusinessView & { approvedAt: string | null; reviewChanges: ReviewChange[] | null };

/** A business as the API returns it: every documented field, its completion, and its card image. */
export interface BusinessView extends BusinessProfile {
  id: number;
  userId: number;
  cardImageUrl: string | null;
  status: BusinessStatus;
  published: boolean;
  isPrimary: boolean;
  isTestData: boolean;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  extractedData: Record<string, unknown> | null;
  completion: BusinessCompletion;
}

/**
 * The owner's business that already has a website (the 409 of a create or update, as `existingBusiness`):
 * enough to open it (with each feature's brief fields, `BusinessViewExtension.briefFields`).
 */
export type ExistingBusiness = Pick<BusinessView, 'id' | 'name' | 'website' | 'createdAt' | 'published'>;

/** What AI writing knows of a business (the profile enhancer's sources, a promotion brief). */
export type BusinessFacts = Pick<BusinessView, 'name' | 'industry' | 'location' | 'description' | 'valueProposition' | 'services'>;
