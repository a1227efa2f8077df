import { workerTask } from '@tapin/core/worker';
import { counterCardPdf, counterCardPng, type CounterCardInput, type CounterCardSize } from './counter-card.js';
import { shareImagePng, type ShareImageInput } from './share-image.js';

/**
 * The pages' heavy drawing, run in the core's worker threads (`workers.run`): a window card is a
 * 2550 × 3300 picture and a link preview decodes the owner's uploaded logo, so at most the pool's threads
 * draw at once, each within its deadline, and a burst of requests waits in the pool's bounded queue
 * (then 503) instead of stalling every other request.
 */
export const counterCard = workerTask(({ card, size, format }: { card: CounterCardInput; size: CounterCardSize; format: 'png' | 'pdf' }) =>
  format === 'png' ? counterCardPng(card, size) : counterCardPdf(card, size),
);

export const shareImage = workerTask(({ input }: { input: Omit<ShareImageInput, 'logo'> & { logo: Uint8Array | null } }) =>
  shareImagePng({ ...input, logo: input.logo && Buffer.from(input.logo.buffer, input.logo.byteOffset, input.logo.byteLength) }),
);
