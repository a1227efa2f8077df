/**
 * The shapes the galleries API answers with are contracts (`@tapin/core/contracts`, core/src/contracts/galleries.ts),
 * shared with the owner app's screens.
 */
export type {
  BusinessInfo,
  DemoBusinessView,
  EpisodeView,
  GeneratedPosterView,
  GeneratedSeriesView,
  ImageCandidateView,
  PosterData,
  ScrapedData,
  ScrapedSiteView,
} from '@tapin/core/contracts';
export type { PromotionTier as Tier } from '@tapin/core/contracts';

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
