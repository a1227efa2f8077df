import { businessFields } from '@tapin/core/contracts';
import { z } from 'zod';

const text = (max: number) => z.string().trim().max(max).nullish().transform((v) => (v ? v : null));

/** `POST /api/businesses/extract`: every source optional, at least one required (checked by the service). */
export const extractInput = z.object({
  websiteUrl: z.string().max(500, { error: 'Website must be at most 500 characters' }).nullish(),
  /** The rows the owner typed: empty ones dropped, any other must be a web address (as when the business is saved). */
  socialProfiles: businessFields.socialProfiles.nullish(),
  /** What analyze-card returned, passed back by the client. */
  businessCardData: z
    .object({
      extractedText: z.string().max(20_000).nullish(),
      businessInfo: z.record(z.string(), z.unknown()).nullish(),
      cardImageUrl: z.string().max(300).nullish(),
    })
    .nullish(),
  manualInfo: z
    .object({
      name: text(200),
      industry: text(100),
      location: text(150),
      contactEmail: text(254),
      contactPhone: text(40),
      description: text(5000),
    })
    .partial()
    .nullish(),
  /** "Generate Enhanced AI Profile": write description, value proposition and services with the AI provider. */
  enhance: z.boolean().optional(),
});
export type ExtractInput = z.infer<typeof extractInput>;
