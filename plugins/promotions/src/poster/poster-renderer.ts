import type { Cradle } from '@tapin/core';
import { LocalPosterRenderer } from './local-poster-renderer.js';
import { OpenAiPosterRenderer } from './openai-poster-renderer.js';

/** A poster made from the business's own material. */
export interface PosterInput {
  name: string;
  tagline: string | null;
  /** A promotion or offer to feature, if any. */
  headline: string | null;
  /** Brand colours, best first. */
  colors: string[];
  /** The business's logo, card or photo (image bytes), or null. */
  image: Buffer | null;
}

/** Makes poster images (PNG). */
export interface PosterRenderer {
  readonly kind: 'local' | 'openai';
  render(input: PosterInput): Promise<Buffer>;
}

/** The renderer of the configured AI: the OpenAI image model, or offline rendering. */
export function createPosterRenderer({ ai }: Pick<Cradle, 'ai'>): PosterRenderer {
  return ai.openai ? new OpenAiPosterRenderer(ai.openai) : new LocalPosterRenderer();
}
