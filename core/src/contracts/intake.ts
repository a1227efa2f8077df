/**
 * The intake API: what `POST /api/businesses/extract` accepts, what it and analyze-card answer with, and
 * where each extracted value came from. Browser-safe.
 */
import { z } from 'zod';
import { businessFields, type BusinessProfile } from './businesses.js';
import type { PostalAddress } from './postal-address.js';

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
export type ExtractRequest = z.input<typeof extractInput>;

/** Where an extracted value came from: shown beside each field in the intake review. */
export type SourceKind = 'card' | 'website' | 'social' | 'manual' | 'ai';

export interface FieldSource {
  source: SourceKind;
  /** The page, profile or image it was read from, when there is one. */
  url?: string;
  /** What in the source it came from, e.g. 'JSON-LD LocalBusiness', 'meta description', 'OCR'. */
  detail?: string;
}

/** A value with its provenance. */
export interface Sourced<T> {
  value: T;
  from: FieldSource;
}

/** What a business card says, as read by the AI provider (OCR offline, vision with OpenAI). */
export interface CardBusinessInfo {
  /** The person's name and job title. */
  name: string | null;
  title: string | null;
  email: string | null;
  phone: string | null;
  company: string | null;
  /** The specific category ("Plumber") and the broad directory industry it belongs to. */
  category: string | null;
  industry: string | null;
  location: string | null;
  /** The display line ("1208 S Howard Ave, Suite 4, Tampa, FL 33606") and its parts. */
  address: string | null;
  postalAddress: PostalAddress | null;
  website: string | null;
  /** e.g. { instagram: 'https://instagram.com/glowsalon' } */
  socialMedia: Record<string, string>;
}

export interface CardReading {
  extractedText: string;
  businessInfo: CardBusinessInfo;
}

/** A page the website reader fetched. */
export interface ScrapedPage {
  url: string;
  status: number;
  title: string | null;
  truncated: boolean;
}

/** What `POST /api/businesses/analyze-card` answers: the reading and the stored card image. */
export interface CardAnalysis extends CardReading {
  cardImageUrl: string;
}

export type StepKey = 'card' | 'website' | 'social' | 'manual' | 'enhance';

/** One real piece of the server's work, for the intake progress view. */
export interface ExtractionStep {
  key: StepKey;
  label: string;
  status: 'done' | 'failed';
  ms: number;
  detail?: string;
}

export interface SocialProfile {
  network: string;
  url: string;
  handle: string | null;
}

/**
 * The profile fields the intake fills: every field of the list (a new one is a compile error where the
 * intake merges its sources), the name too may be missing. The contact is the person on the business card.
 */
export type ProfileFields = Omit<BusinessProfile, 'name'> & { name: string | null };

/** The intake's extractedData, plus where each field came from (docs/decisions.md#intake). */
export interface ExtractedData {
  websiteUrl: string | null;
  websiteContent: string;
  businessCardText: string;
  socialData: { profiles: SocialProfile[] };
  extractedInfo: Omit<ProfileFields, 'website' | 'logoUrl'>;
  manualInfo: Record<string, string | null> | null;
  socialSources: { fromBusinessCard: number; fromWebsite: number; total: number };
  provenance: Partial<Record<keyof ProfileFields, FieldSource>>;
  pages: ScrapedPage[];
  cardImageUrl: string | null;
}

export interface ExtractedProfile extends ProfileFields {
  extractedData: ExtractedData;
  steps: ExtractionStep[];
}
