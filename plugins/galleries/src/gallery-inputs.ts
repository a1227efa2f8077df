import { normalizeWebsiteUrl, ValidationError } from '@tapin/core';
import { z } from 'zod';
import { galleryRules } from './gallery-rules.js';

/** `?limit=`: 1 or more, at most 50 (a larger one is read as 50); 50 when absent. */
export const galleryQuery = z.object({
  limit: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === '') return galleryRules.defaultLimit;
      const n = Number(raw);
      if (!Number.isInteger(n) || n < 1) {
        ctx.addIssue({ code: 'custom', message: 'limit must be a whole number of at least 1' });
        return z.NEVER;
      }
      return Math.min(n, galleryRules.maxLimit);
    }),
});

/** `POST /api/scrape-website-phased`: 'Please enter a website URL' (specification section 5). */
export const scrapeInput = z.object({
  url: z.string({ error: 'Please enter a website URL' }).trim().min(1, { error: 'Please enter a website URL' }).max(2048, { error: 'url must be at most 2048 characters' }),
});

const text = (max: number) => z.string().trim().max(max).nullish().transform((v) => (v ? v : null));

/** What the demo sends about the business: the scrape's `businessInfo`, or what a person typed. */
export const businessInfoInput = z.object({
  name: z.string({ error: 'businessInfo.name is required' }).trim().min(1, { error: 'businessInfo.name is required' }).max(200),
  industry: text(120),
  description: text(2000),
  location: text(200),
  services: z.array(z.string().trim().max(200)).max(30).nullish().transform((v) => (v ?? []).filter(Boolean)),
});
export type BusinessInfoInput = z.output<typeof businessInfoInput>;

/** The chosen image: a candidate of a scraped site (by id, or by its URL), an outside URL or a data URL. */
export const selectedImageInput = z.object(
  {
    id: z.number().int().positive().max(2_147_483_647).nullish(),
    url: z.string().trim().max(Math.ceil(galleryRules.sourceImageBytes * 1.4) + 100).nullish(),
  },
  { error: 'Please select an image first' },
);

export const generateContentInput = z.object({
  businessInfo: businessInfoInput,
  selectedImage: selectedImageInput.refine((v) => Boolean(v.id || v.url), { error: 'Please select an image first' }),
  siteId: z.number().int().positive().max(2_147_483_647).nullish(),
});
export type GenerateContentInput = z.output<typeof generateContentInput>;

/**
 * `POST /api/generate-netflix-poster`, one schema for the three documented bodies (specification
 * section 7): the scraping demo's `{businessInfo, inputImageUrl}`, the testing hub's `{businessUrl,
 * sourceImage, prompt, businessName}` and the image test's `{prompt, businessName, businessUrl,
 * sourceImage, businessInfo}`. Which rules apply follows from what is sent (see PosterService).
 */
export const generatePosterInput = z.object({
  businessInfo: businessInfoInput.nullish(),
  inputImageUrl: z.string().trim().max(Math.ceil(galleryRules.sourceImageBytes * 1.4) + 100).nullish(),
  sourceImage: z.string().trim().max(Math.ceil(galleryRules.sourceImageBytes * 1.4) + 100).nullish(),
  /** The business's website: a web address (https:// added when missing) whether or not it is fetched. */
  businessUrl: z
    .string()
    .trim()
    .max(2048, { error: 'businessUrl must be at most 2048 characters' })
    .nullish()
    .transform((v, ctx) => {
      if (!v) return null;
      try {
        return normalizeWebsiteUrl(v);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: err instanceof ValidationError ? err.message : 'Enter a website address like example.com' });
        return z.NEVER;
      }
    }),
  businessName: text(200),
  prompt: z.string().trim().max(galleryRules.promptMaxLength, { error: `prompt must be at most ${galleryRules.promptMaxLength} characters` }).nullish(),
  /** The scraped site the poster belongs to (the demo sends its site). */
  siteId: z.number().int().positive().max(2_147_483_647).nullish(),
});
export type GeneratePosterInput = z.output<typeof generatePosterInput>;
