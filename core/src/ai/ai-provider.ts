import type { CardReading } from '../contracts/intake.js';
import type { PromotionTier, PromotionView, Season } from '../contracts/promotions.js';

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

/** What promotion writing knows about the business and the moment. */
export interface PromotionBrief {
  business: {
    name: string;
    industry: string | null;
    location: string | null;
    description: string | null;
    valueProposition: string | null;
    services: string[];
  };
  season: Season;
  /** Titles the business already has: a new one is never a copy. */
  existingTitles: string[];
  /** Different on every generation for the same business, so each brings new ideas. */
  variation: number;
}

export type GeneratedPromotion = Pick<PromotionView, 'title' | 'description' | 'price' | 'tier' | 'category' | 'season'>;

/** A poster made from the business's own material. */
export interface PosterInput {
  name: string;
  tagline: string | null;
  /** A promotion or offer to feature, if any. */
  headline: string | null;
  /** Brand colours, best first. */
  colors: string[];
  /** The business's logo, card or photo (image bytes), or null. */
  image: Buffer | null;
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
  /** A complete suite: at least one lead magnet, one core product and one upsell. */
  generatePromotionSuite(brief: PromotionBrief): Promise<GeneratedPromotion[]>;
  /** A new version of one promotion, in the same tier. */
  regeneratePromotion(brief: PromotionBrief, tier: PromotionTier): Promise<GeneratedPromotion>;
  /** A poster image (PNG). */
  renderPoster(input: PosterInput): Promise<Buffer>;
  close(): Promise<void>;
}
