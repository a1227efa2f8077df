import { PixelLimitError, workerModule, type WorkerPool } from '@tapin/core';
import { NotAnImageError, type Composition, type ComposeOptions, type ImageFacts, type PosterRequest } from '@tapin/imaging';

const galleriesWorker = workerModule(import.meta.url, '../galleries-worker.js');
const refusals = [NotAnImageError, PixelLimitError];

/** Bytes back from a thread arrive as a Uint8Array: the same memory, as the Buffer callers expect. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

interface Deps {
  workers: WorkerPool;
}

/**
 * Image analysis and poster composition on pictures a stranger chose (an upload, a website's photo, an
 * image model's answer): their pixel loops run in the core's worker threads, never on the event loop
 * that answers requests, each within its deadline. Refusals come back as themselves (NotAnImageError,
 * PixelLimitError).
 */
export class ImagingThreads {
  private readonly d: Deps;

  constructor({ workers }: Deps) {
    this.d = { workers };
  }

  /** A server loads the galleries' worker code in a thread as it starts, so its first scrape or poster does not wait for that. */
  warm(): void {
    this.d.workers.warm(galleriesWorker, 'findImages', { html: '<img src="/ready.jpg" alt="">', url: 'https://ready.invalid/' });
  }

  analyse(bytes: Buffer, signal?: AbortSignal): Promise<ImageFacts> {
    return this.d.workers.run<{ bytes: Buffer }, ImageFacts>(galleriesWorker, 'analyseImage', { bytes }, { signal, refusals, tooSlow: 'This picture took too long to measure.' });
  }

  async compose(request: PosterRequest, { grade, signal }: ComposeOptions): Promise<Composition> {
    const composition = await this.d.workers.run<{ request: PosterRequest; grade: boolean }, Composition>(galleriesWorker, 'composePoster', { request, grade }, { signal, refusals, tooSlow: 'This poster took too long to compose.' });
    return { ...composition, png: asBuffer(composition.png) };
  }
}
