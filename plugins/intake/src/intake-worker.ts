import { workerTask } from '@tapin/core/worker';
import { parseCardText } from './card/card-parser.js';
import { evenCardLight } from './card/even-light.js';
import { extractPage as extractHtml } from './scrape/html-extractor.js';

/**
 * The intake's work on text a stranger wrote, run in the core's worker threads (`workers.run`): never on
 * the event loop that answers requests, and ended at its deadline.
 */

export const extractPage = workerTask(({ html, url }: { html: string; url: string }) => extractHtml(html, url));

export const parseCard = workerTask(({ text }: { text: string }) => parseCardText(text));

/** A card photo's light evened out for a second look (its pixel loops; bytes come back as a Uint8Array). */
export const evenLight = workerTask(({ gray }: { gray: Uint8Array }) => evenCardLight(Buffer.from(gray.buffer, gray.byteOffset, gray.byteLength)));
