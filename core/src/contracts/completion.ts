/**
 * The three completion measures (docs/decisions.md#businesses): portfolio (ten profile fields), profile
 * (the five fields publishing needs) and branding (ten brand items), with the product's field labels.
 * Browser-safe: server, owner app, console and CLI all compute completion with these functions.
 */
import { businessFieldLabels, type BusinessField } from './business-fields.js';

/** The fields completion looks at (a business as the API returns it). */
export interface CompletionSubject {
  name?: string | null;
  description?: string | null;
  industry?: string | null;
  location?: string | null;
  website?: string | null;
  contactEmail?: string | null;
  contactPhone?: string | null;
  valueProposition?: string | null;
  services?: readonly string[] | null;
  brandColors?: readonly string[] | null;
  socialProfiles?: readonly string[] | null;
  logoUrl?: string | null;
  extractedData?: { businessCardText?: unknown } | Record<string, unknown> | null;
}

export interface MissingField {
  field: string;
  label: string;
}

export interface Completion {
  percentage: number;
  completed: number;
  total: number;
  missingFields: MissingField[];
}

type Check = readonly [field: string, label: string, filled: (b: CompletionSubject) => boolean];

/** A profile field completion measures, named by the list's label. */
type Measured = BusinessField & keyof CompletionSubject;

const filled = (v: unknown) => (typeof v === 'string' ? v.trim().length > 0 : Array.isArray(v) ? v.length > 0 : v != null);
const field = (key: Measured): Check => [key, businessFieldLabels[key], (b) => filled(b[key])];

/** The five fields publishing needs (also the profile overview's measure). */
export const publishFields: readonly Check[] = [field('name'), field('description'), field('industry'), field('location'), field('contactEmail')];

/** The portfolio card's ten fields. */
export const portfolioFields: readonly Check[] = [
  field('name'),
  field('description'),
  field('industry'),
  field('location'),
  field('website'),
  field('contactEmail'),
  field('contactPhone'),
  field('valueProposition'),
  field('services'),
  field('brandColors'),
];

/** The branding tab's ten items. */
export const brandingItems: readonly Check[] = [
  field('name'),
  field('description'),
  field('industry'),
  field('contactEmail'),
  field('valueProposition'),
  field('services'),
  field('brandColors'),
  field('logoUrl'),
  ['businessCardText', 'Business Card', (b) => filled((b.extractedData as { businessCardText?: unknown } | null | undefined)?.businessCardText)],
  field('socialProfiles'),
];

export function completionOf(subject: CompletionSubject, checks: readonly Check[]): Completion {
  const missingFields = checks.filter(([, , isFilled]) => !isFilled(subject)).map(([f, label]) => ({ field: f, label }));
  const completed = checks.length - missingFields.length;
  return { percentage: Math.round((completed / checks.length) * 100), completed, total: checks.length, missingFields };
}

export interface BusinessCompletion {
  /** Portfolio cards: 10 fields. */
  portfolio: Completion;
  /** Profile overview and publishing: the 5 required fields. */
  profile: Completion;
  /** Branding tab: 10 items. */
  branding: Completion;
}

export function businessCompletion(subject: CompletionSubject): BusinessCompletion {
  return {
    portfolio: completionOf(subject, portfolioFields),
    profile: completionOf(subject, publishFields),
    branding: completionOf(subject, brandingItems),
  };
}
