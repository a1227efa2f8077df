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
  name: string | null;
  email: string | null;
  phone: string | null;
  company: string | null;
  industry: string | null;
  location: string | null;
  address: string | null;
  website: string | null;
  /** e.g. { instagram: 'https://instagram.com/glowsalon' } */
  socialMedia: Record<string, string>;
}

export interface CardReading {
  extractedText: string;
  businessInfo: CardBusinessInfo;
}
