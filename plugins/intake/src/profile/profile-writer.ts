import type { BusinessFacts } from '@tapin/core/contracts';

/** What the intake knows about a business, merged from every source, for the profile enhancer. */
export interface ProfileSources extends BusinessFacts {
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

/** Writes the description, value proposition and services from the business's own sources. */
export interface ProfileWriter {
  readonly kind: 'local' | 'openai';
  write(sources: ProfileSources): Promise<EnhancedProfile>;
}
