/**
 * The galleries' API (plugins/galleries, flag `galleries`): the Netflix demos, the GPT-image testing hub
 * and the image test (specification sections 3 and 7: Image candidate, Scraped site, Scraped data,
 * Generated series, Episode, Generated content response, Generated poster, Demo business). Browser-safe:
 * types only.
 */
import type { PromotionTier } from './promotion-vocabulary.js';

/** What a candidate picture is: photos first, then logos, then icons. */
export type ImageKind = 'photo' | 'logo' | 'icon';

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

export interface EpisodeView {
  /** S1E1, S1E2, S1E3 */
  id: string;
  title: string;
  description: string;
  tier: PromotionTier;
  /** 0 is shown as FREE. */
  price: number;
  /** A picture of the episode, where it has one (the demo's sample episodes do). */
  image?: string | null;
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

/** `POST /api/scrape-website-phased`. */
export interface ScrapeWebsiteResult {
  scrapedData: ScrapedData;
}

/** `GET /api/scraped-site/{id}`. */
export interface ScrapedSiteDetail {
  site: ScrapedData['site'];
  images: ImageCandidateView[];
}

/** `POST /api/generate-promotional-content`: the Generated content response, and the series it was stored as. */
export interface GeneratedContentResult {
  episodes: EpisodeView[];
  posterData: PosterData;
  series: GeneratedSeriesView;
}

/** `POST /api/poster-download/{id}`: the count this download made, and the picture to open. */
export interface PosterDownloadResult {
  downloadCount: number;
  imageUrl: string | null;
}

/** `GET /api/demo-businesses`: one of the Netflix demo's sample businesses (`tapin seed`). */
export interface DemoBusinessView {
  id: number;
  slug: string;
  name: string;
  industry: string;
  location: string;
  rating: number;
  heroImage: string | null;
  /** The 'TAPin $49' button's price. */
  tapinPrice: number;
  activePromotions: number;
  seasonalCampaign: string;
  valueProposition: string;
  episodes: EpisodeView[];
}

/** `GET /api/poster-test-cases`: one of the testing hub's predefined tests (the ones `tapin posters test` runs). */
export interface PosterTestCase {
  /** kebab-case, what `tapin posters test --name` takes. */
  name: string;
  label: string;
  businessName: string;
  /** The business's website; with no source image the poster is made from the prompt. */
  businessUrl: string;
  prompt: string;
}

export type TestCaseStatus = 'pending' | 'running' | 'completed' | 'failed';

/** The bodies of `POST /api/generate-netflix-poster` the screens send (specification section 7). */
export interface ScrapingDemoPosterRequest {
  businessInfo: BusinessInfo;
  inputImageUrl: string;
  siteId?: number | null;
}
export interface TestingHubPosterRequest {
  businessUrl: string | null;
  sourceImage: string | null;
  prompt: string;
  businessName: string | null;
}
export interface ImageTestPosterRequest {
  prompt: string;
  businessName: string | null;
  businessUrl: string | null;
  sourceImage: string | null;
  businessInfo: BusinessInfo | null;
}
