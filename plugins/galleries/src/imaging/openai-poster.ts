import { AppError, openImage, type Cradle, type OpenAiAccess } from '@tapin/core';
import { NotAnImageError, posterPrompt, writeAnalysis, type PosterComposer, type PosterRequest } from '@tapin/imaging';
import { LocalPosterProvider, type PosterProvider, type PosterResult } from './local-poster.js';

/** Why the image model gave no poster; the route stores it with the failed poster. */
export type PosterFailureReason = 'rejected' | 'rate_limited' | 'unavailable' | 'timeout' | 'aborted' | 'no_image' | 'invalid_image';

/**
 * The image model failed. `detail` is the provider's own words (keys redacted), for the stored poster and
 * the log; the answer to the client carries only the generic message and the reason.
 */
export class PosterGenerationError extends AppError {
  constructor(
    readonly reason: PosterFailureReason,
    readonly detail: string,
  ) {
    super(502, 'The poster could not be generated', { reason });
  }
}

/** The longest side of the photo sent for editing: the model works at 1536 at most. */
const EDIT_SOURCE_SIDE = 1536;
const EDIT_SOURCE_QUALITY = 90;

/** The portrait size each model family accepts that is nearest to 2:3. */
function sizeFor(model: string): '1024x1536' | '1024x1792' | '1024x1024' {
  if (model.startsWith('dall-e-3')) return '1024x1792';
  if (model.startsWith('dall-e-2')) return '1024x1024';
  return '1024x1536';
}

const redact = (text: string) => text.replace(/sk-[A-Za-z0-9_*-]{4,}/g, 'sk-…');

/** Classifies what the SDK threw (its errors carry `status`, or are named for timeouts and aborts). */
function failure(error: unknown, signal: AbortSignal | undefined): PosterGenerationError {
  if (error instanceof PosterGenerationError) return error;
  const { name, status, message } = (error ?? {}) as { name?: string; status?: number; message?: string };
  const detail = redact(message ?? String(error));
  if (signal?.aborted || name === 'APIUserAbortError' || name === 'AbortError') return new PosterGenerationError('aborted', detail);
  if (name === 'APIConnectionTimeoutError') return new PosterGenerationError('timeout', detail);
  if (status === 429) return new PosterGenerationError('rate_limited', detail);
  if (typeof status === 'number' && status >= 400 && status < 500) return new PosterGenerationError('rejected', detail);
  return new PosterGenerationError('unavailable', detail);
}

/**
 * Posters from the OpenAI image model through the SDK: `images.edit` re-lights the source photo when there
 * is one, `images.generate` paints from the prompt otherwise. The model is asked for artwork without
 * lettering; the title, subtitle and badge are then set on it exactly as offline, so they are spelled right
 * and measured legible.
 */
export class OpenAiPosterProvider implements PosterProvider {
  readonly modelUsed: string;

  constructor(
    private readonly openai: OpenAiAccess,
    private readonly composer: PosterComposer,
  ) {
    this.modelUsed = openai.models.image;
  }

  private async artwork(request: PosterRequest, prompt: string, signal?: AbortSignal): Promise<Buffer> {
    const model = this.modelUsed;
    const size = sizeFor(model);
    const format = model.startsWith('dall-e') ? { response_format: 'b64_json' as const } : {};
    let response;
    try {
      if (request.source) {
        const jpeg = await (await openImage(request.source)).autoOrient().resize(EDIT_SOURCE_SIDE, EDIT_SOURCE_SIDE, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality: EDIT_SOURCE_QUALITY }).toBuffer();
        const image = new File([jpeg], 'source.jpg', { type: 'image/jpeg' });
        response = await this.openai.client.images.edit({ model, image, prompt, size, n: 1, ...format }, { signal });
      } else {
        response = await this.openai.client.images.generate({ model, prompt, size, n: 1, ...format }, { signal });
      }
    } catch (error) {
      throw failure(error, signal);
    }
    const b64 = response.data?.[0]?.b64_json;
    if (!b64) throw new PosterGenerationError('no_image', 'The image model returned no image');
    return Buffer.from(b64, 'base64');
  }

  async render(request: PosterRequest, signal?: AbortSignal): Promise<PosterResult> {
    const actualPrompt = posterPrompt(request);
    const artwork = await this.artwork(request, actualPrompt, signal);
    let composition;
    try {
      composition = await this.composer.compose({ ...request, source: artwork }, { grade: false, signal });
    } catch (error) {
      if (error instanceof NotAnImageError) throw new PosterGenerationError('invalid_image', 'The image model returned bytes that are not an image');
      throw error;
    }
    return {
      png: composition.png,
      width: composition.width,
      height: composition.height,
      cinematicAnalysis: writeAnalysis(composition, request, this.modelUsed),
      actualPrompt,
      modelUsed: this.modelUsed,
    };
  }
}

/** The poster provider of the configured AI: the OpenAI image model when configured, else offline. */
export function createPosterProvider({ ai, galleryImaging }: Pick<Cradle, 'ai' | 'galleryImaging'>): PosterProvider {
  return ai.openai ? new OpenAiPosterProvider(ai.openai, galleryImaging) : new LocalPosterProvider(galleryImaging);
}
