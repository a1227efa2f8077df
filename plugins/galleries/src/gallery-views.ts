import type { ImageKind } from './scrape/scoring.js';

/**
 * The shapes the galleries API answers with (specification section 3: Image candidate, Scraped site,
 * Scraped data, Generated series, Episode, Generated content response, Generated poster).
 */

export interface ImageCandidateView {
  id: number;
  /** Our stored copy (/uploads/images/…): what the browser shows and what generation reads. */
  url: string;
  /** Where the website serves it. */
  sourceUrl: string;
  alt: string | null;
  /** In words: what it is, its size and where the page puts it. */
  description: string;
  width: number;
  height: number;
  bytes: number;
  format: string;
  kind: ImageKind;
  origin: string;
  position: number;
  relevanceScore: number;
  qualityScore: number;
  /** The best candidate (the first photo) is selected to begin with. */
  isSelected: boolean;
}

export interface ScrapedSiteView {
  id: number;
  businessName: string | null;
  industry: string | null;
  location: string | null;
  description: string | null;
  services: string[];
  title: string | null;
  url: string;
  finalUrl: string | null;
  scrapedAt: string;
  imageCount: number;
  /** ms */
  processingTime: number;
  status: 'completed' | 'failed';
  error: string | null;
}

export interface BusinessInfo {
  name: string;
  industry: string | null;
  description: string | null;
  services: string[];
  location: string | null;
}

/** `POST /api/scrape-website-phased`: the demo's Scraped data. */
export interface ScrapedData {
  site: ScrapedSiteView & { metadata: { name: string | null; industry: string | null; description: string | null; location: string | null } };
  images: ImageCandidateView[];
  businessInfo: BusinessInfo;
}

export type Tier = 'lead_magnet' | 'core_product' | 'upsell';

export interface EpisodeView {
  /** S1E1, S1E2, S1E3 */
  id: string;
  title: string;
  description: string;
  tier: Tier;
  /** 0 is shown as FREE. */
  price: number;
}

export interface PosterData {
  title: string;
  subtitle: string;
  textPlacement: 'top' | 'center' | 'bottom';
  brandColors: string[];
}

export interface GeneratedSeriesView {
  id: number;
  title: string;
  description: string;
  generatedAt: string;
  site: { id: number; businessName: string | null; url: string } | null;
  image: { id: number | null; url: string | null } | null;
  businessName: string;
  episodes: EpisodeView[];
  posterData: PosterData;
}

export interface GeneratedPosterView {
  id: number;
  title: string;
  subtitle: string;
  description: string;
  cinematicAnalysis: string;
  imageUrl: string | null;
  generatedAt: string;
  createdAt: string;
  downloadCount: number;
  site: { id: number; businessName: string | null; url: string } | null;
  businessName: string | null;
  businessUrl: string | null;
  sourceImage: string | null;
  prompt: string | null;
  actualPrompt: string;
  modelUsed: string;
  status: 'completed' | 'failed';
  error: string | null;
  /** ms */
  generationTime: number;
}

/** A stored list (services, colours) read back; a damaged value reads as empty. */
export function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  try {
    const parsed = JSON.parse(String(value ?? '[]')) as unknown;
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}
