import type { Cradle } from '@tapin/core';
import { LocalPosterRenderer } from './local-poster-renderer.js';
import { OpenAiPosterRenderer } from './openai-poster-renderer.js';
import type { PosterRenderer } from './poster-renderer.js';

/** The renderer of the configured AI: the OpenAI image model, or offline rendering. */
export function createPosterRenderer({ ai }: Pick<Cradle, 'ai'>): PosterRenderer {
  return ai.openai ? new OpenAiPosterRenderer(ai.openai) : new LocalPosterRenderer();
}
