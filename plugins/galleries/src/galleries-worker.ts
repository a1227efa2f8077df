import { workerTask } from '@tapin/core/worker';
import { findImages as imagesIn } from './scrape/candidates.js';

/**
 * The galleries' work on HTML a stranger wrote, run in the core's worker threads (`workers.run`): never
 * on the event loop that answers requests, and ended at its deadline.
 */
export const findImages = workerTask(({ html, url }: { html: string; url: string }) => imagesIn(html, url));
