import type { CardReading } from '../contracts/intake.js';

/** What the intake knows about a business, merged from every source, for the profile enhancer. */
export interface ProfileSources {
  name: string;
  industry: string | null;
  location: string | null;
  description: string | null;
  valueProposition: string | null;
  services: string[];
  /** Visible text of the website pages, if one was read. */
  websiteText: string | null;
  /** Text read from the business card, if any. */
  cardText: string | null;
  socialProfiles: string[];
}

/** The "Generate Enhanced AI Profile" result. */
export interface EnhancedProfile {
  description: string;
  valueProposition: string;
  services: string[];
}

/**
 * Everything TAPin generates goes through one provider: `local` (offline, the default) or `openai` (when
 * OPENAI_API_KEY is set). Later features add their methods here (promotion suites, posters, images).
 */
export interface AiProvider {
  readonly kind: 'local' | 'openai';
  /** Reads a business-card image (PNG, JPEG or WebP bytes). */
  readCard(image: Buffer): Promise<CardReading>;
  enhanceProfile(sources: ProfileSources): Promise<EnhancedProfile>;
  close(): Promise<void>;
}
