import type { Cradle } from '@tapin/core';
import { LocalPosterProvider, type PosterProvider } from '../imaging/index.js';

/**
 * The poster provider of the configured AI (docs/decisions.md#ai-content): the offline composition from
 * the real source image. The OpenAI image provider is chosen here once the imaging library ships it.
 */
export function createPosterProvider(_cradle: Pick<Cradle, 'ai'>): PosterProvider {
  return new LocalPosterProvider();
}
