/** The galleries screens' pure rules (specification sections 2, 3, 4 and 9). */
import { galleryRules } from '@tapin/config/rules';
import type { GeneratedPosterView, TestCaseStatus } from '@tapin/core/contracts';

/** An episode's price: 0 is FREE. */
export const episodePrice = (price: number): string => (price === 0 ? 'FREE' : `$${formatAmount(price)}`);

/** The demo's price button: 'TAPin $49'. */
export const tapinLabel = (price: number): string => `TAPin $${formatAmount(price)}`;

function formatAmount(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(2);
}

/** A relevance score above 80 gets the highlighted badge. */
export const isHighlighted = (relevanceScore: number): boolean => relevanceScore > galleryRules.relevanceHighlightAbove;

/** The testing hub's actual-prompt preview: its first 100 characters, then an ellipsis. */
export function promptPreview(prompt: string): string {
  const max = galleryRules.promptPreviewLength;
  return prompt.length > max ? `${prompt.slice(0, max)}...` : prompt;
}

/** Generation time in seconds, one decimal ('2.4s'). */
export const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)}s`;

/** The model a poster was made with, as people call it: gpt-image-1 is GPT-Image-1; the offline renderer says so. */
export function modelLabel(modelUsed: string): string {
  if (/^gpt-image-1$/i.test(modelUsed)) return 'GPT-Image-1';
  if (modelUsed === 'tapin-local-poster') return 'Offline renderer';
  return modelUsed;
}

/**
 * The Business Series tab's view modes and the grid columns each gives, whatever the screen's width
 * (desktop 3, tablet 2, mobile 1): the grid keeps its mode's width inside a frame that scrolls sideways
 * on a narrower screen, so a phone still shows the desktop layout, readable.
 */
export const viewModes = ['desktop', 'tablet', 'mobile'] as const;
export type ViewMode = (typeof viewModes)[number];
export const columnsOf: Record<ViewMode, string> = {
  desktop: 'grid-cols-3 min-w-[48rem]',
  tablet: 'grid-cols-2 min-w-[32rem]',
  mobile: 'grid-cols-1 max-w-sm',
};

/** The poster gallery's view modes. */
export const posterViewModes = ['gallery', 'compact', 'list'] as const;
export type PosterViewMode = (typeof posterViewModes)[number];

/**
 * The hub's stats: tests completed x/y and the success rate from this session's runs (the rate is
 * completed ÷ (completed + failed), '—' until a test has finished); images generated from the server's list.
 */
export function hubStats(statuses: readonly TestCaseStatus[], posters: readonly Pick<GeneratedPosterView, 'status'>[]) {
  const completed = statuses.filter((s) => s === 'completed').length;
  const finished = completed + statuses.filter((s) => s === 'failed').length;
  return {
    testsCompleted: `${completed}/${statuses.length}`,
    imagesGenerated: posters.filter((p) => p.status === 'completed').length,
    successRate: finished ? `${Math.round((completed / finished) * 100)}%` : '—',
  };
}

/** The file a saved poster gets: its title in kebab case and its id. */
export function posterFileName(poster: Pick<GeneratedPosterView, 'id' | 'title' | 'imageUrl'>): string {
  const base = poster.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'poster';
  const ext = poster.imageUrl?.match(/\.(png|jpe?g|webp)(?:$|\?)/i)?.[1]?.toLowerCase() ?? 'png';
  return `${base}-${poster.id}.${ext}`;
}

/** A count with its noun, singular for one: '1 image', '2 images', '0 downloads'. */
export const plural = (n: number, noun: string): string => `${n} ${n === 1 ? noun : `${noun}s`}`;

/** A scraped site's facts on one line, the missing ones left out (no stray separators). */
export function siteFacts(site: { industry: string | null; location: string | null; imageCount: number; processingTime: number; scrapedAt: string }): string {
  return [site.industry, site.location, plural(site.imageCount, 'image'), `${site.processingTime} ms`, when(site.scrapedAt)].filter(Boolean).join(' · ');
}

/** When something happened, in the reader's own terms. */
export const when = (iso: string): string => new Date(iso).toLocaleString();
