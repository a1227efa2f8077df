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

/** The profile fields the intake fills. */
export interface ProfileFields {
  name: string | null;
  description: string | null;
  website: string | null;
  industry: string | null;
  location: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  valueProposition: string | null;
  services: string[];
  brandColors: string[];
  socialProfiles: string[];
  logoUrl: string | null;
}

/** The specification's extractedData, plus where each field came from. */
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
