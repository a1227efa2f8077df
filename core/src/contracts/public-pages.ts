/**
 * A business's public page (`/b/{slug}`): the owner's switch and what the owner app shows beside it.
 * Public pages are a surface of their own, outside the signed-in app (docs/decisions.md#public-pages).
 */
import { z } from 'zod';

export const publicPageInput = z.object({ enabled: z.boolean({ error: 'enabled must be true or false' }) }, { error: 'Send { "enabled": true } or { "enabled": false }' }).strict();
export type PublicPageInput = z.infer<typeof publicPageInput>;

/** Why a page that is switched on does not answer yet. */
export type PublicPageWaiting = 'unpublished' | 'pending' | 'rejected' | null;

export interface PublicPageView {
  businessId: number;
  /** The owner's choice: off until they turn it on. */
  enabled: boolean;
  /** The page's slug, made from the name; a renamed business answers its old ones with a redirect. */
  slug: string;
  /** The page's path on this site: `/b/{slug}`. */
  path: string;
  /** The page answers now: switched on, published and approved (and the feature on). */
  live: boolean;
  /** What keeps a switched-on page from answering: not published, waiting for approval, or rejected. */
  waiting: PublicPageWaiting;
}
