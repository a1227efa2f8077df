import type { OpenAiAccess } from '@tapin/core';
import type { PosterInput, PosterRenderer } from './poster-renderer.js';

/** Posters from the OpenAI image model, described from the same material as the offline ones. */
export class OpenAiPosterRenderer implements PosterRenderer {
  readonly kind = 'openai' as const;

  constructor(private readonly openai: OpenAiAccess) {}

  async render(input: PosterInput): Promise<Buffer> {
    const prompt =
      `A clean promotional poster for ${input.name}, a local business. ` +
      (input.tagline ? `Tagline: "${input.tagline}". ` : '') +
      (input.headline ? `Featured offer: "${input.headline}". ` : '') +
      `Brand colours ${input.colors.join(', ') || 'of your choice'}. Portrait, modern, legible text.`;
    const response = await this.openai.client.images.generate({ model: this.openai.models.image, prompt, size: '1024x1536', n: 1 });
    const data = response.data?.[0]?.b64_json;
    if (!data) throw new Error('The image model returned no image');
    return Buffer.from(data, 'base64');
  }
}
