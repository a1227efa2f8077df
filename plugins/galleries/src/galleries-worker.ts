import { workerTask } from '@tapin/core/worker';
import { analyseImage as analyse, composePoster as compose, type PosterRequest } from '@tapin/imaging';
import { findImages as imagesIn } from './scrape/candidates.js';

/**
 * The galleries' work on what a stranger wrote or chose (a page's HTML, a picture), run in the core's
 * worker threads (`workers.run`): never on the event loop that answers requests, and ended at its deadline.
 */
export const findImages = workerTask(({ html, url }: { html: string; url: string }) => imagesIn(html, url));

export const analyseImage = workerTask(({ bytes }: { bytes: Uint8Array }) => analyse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)));

export const composePoster = workerTask(({ request, grade }: { request: PosterRequest; grade: boolean }) => {
  const source = request.source ? Buffer.from(request.source.buffer, request.source.byteOffset, request.source.byteLength) : null;
  return compose({ ...request, source }, { grade });
});
