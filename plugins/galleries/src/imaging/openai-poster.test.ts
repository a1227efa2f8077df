import { loadConfig } from '@tapin/config';
import { createAiProvider, WorkerPool } from '@tapin/core';
import { pino } from 'pino';
import { startOpenAiServer, type RecordedFile, type RecordedRequest } from '@tapin/core/fixtures';
import sharp from 'sharp';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ImagingThreads } from './imaging-threads.js';
import { syntheticPhoto } from '@tapin/imaging/testing';
import { createPosterProvider, OpenAiPosterProvider, PosterGenerationError } from './openai-poster.js';
import type { PosterRequest } from '@tapin/imaging';
import { LOCAL_POSTER_MODEL, LocalPosterProvider } from './local-poster.js';

const request = (overrides: Partial<PosterRequest> = {}): PosterRequest => ({
  source: null,
  prompt: 'A neon-lit espresso bar at night',
  title: 'Night Shift Espresso',
  subtitle: 'Open till 2 a.m. in Ybor City',
  placement: 'bottom',
  brandColors: ['#e50914', '#141414'],
  badge: 'S1 · E1',
  ...overrides,
});

/** What the image model paints: a 1024×1536 artwork, as base64. */
async function artwork(): Promise<string> {
  const png = await sharp(await syntheticPhoto('scene', 1024, 1536)).png().toBuffer();
  return png.toString('base64');
}

// Posters are composed in the product's worker threads, as in the running server.
const workers = new WorkerPool({ config: loadConfig({ envFile: false, env: {} }), log: pino({ level: 'silent' }) });
const galleryImaging = new ImagingThreads({ workers });

describe('posters from the OpenAI image model, through the real SDK', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());
  afterAll(() => workers.close());

  async function providerAnswering(responder: (request: RecordedRequest) => unknown, env: Record<string, string> = {}) {
    const server = await startOpenAiServer(responder);
    close = server.close;
    const config = loadConfig({ envFile: false, env: { OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: server.baseUrl, ...env } });
    return { provider: createPosterProvider({ ai: createAiProvider({ config }), galleryImaging }), server };
  }

  it('is offline without an API key', () => {
    const config = loadConfig({ envFile: false, env: {} });
    const provider = createPosterProvider({ ai: createAiProvider({ config }), galleryImaging });
    expect(provider).toBeInstanceOf(LocalPosterProvider);
    expect(provider.modelUsed).toBe(LOCAL_POSTER_MODEL);
  });

  it('paints from the prompt with images.generate and sets the title on the artwork', async () => {
    const b64 = await artwork();
    const { provider, server } = await providerAnswering(() => ({ raw: { created: 1, data: [{ b64_json: b64 }] } }));
    expect(provider).toBeInstanceOf(OpenAiPosterProvider);
    const result = await provider.render(request());
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.path).toBe('/v1/images/generations');
    expect(server.requests[0]!.body).toMatchObject({ model: 'gpt-image-1', size: '1024x1536', n: 1 });
    expect(server.requests[0]!.body.prompt).toBe(result.actualPrompt);
    expect(result.actualPrompt).toContain('Night Shift Espresso');
    expect(result.actualPrompt).toContain('A neon-lit espresso bar at night');
    expect(result.modelUsed).toBe('gpt-image-1');
    expect(result.cinematicAnalysis).toMatch(/^Artwork by gpt-image-1: a .* frame \(brightness \d+\/100\)/);
    const meta = await sharp(result.png).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'png', width: 1000, height: 1500 });
    expect([result.width, result.height]).toEqual([1000, 1500]);
  });

  it('edits the source photo with images.edit, on the model OPENAI_IMAGE_MODEL names', async () => {
    const b64 = await artwork();
    const { provider, server } = await providerAnswering(() => ({ raw: { created: 1, data: [{ b64_json: b64 }] } }), { OPENAI_IMAGE_MODEL: 'gpt-image-1-mini' });
    const source = await syntheticPhoto('bright', 2400, 1600);
    const result = await provider.render(request({ source }));
    const sent = server.requests[0]!;
    expect(sent.path).toBe('/v1/images/edits');
    expect(sent.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(sent.body).toMatchObject({ model: 'gpt-image-1-mini', size: '1024x1536' });
    const image = sent.body.image as RecordedFile;
    expect(image.type).toBe('image/jpeg');
    // The photo goes up as a JPEG no larger than the model works at.
    expect(await sharp(image.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1536, height: 1024 });
    expect(result.modelUsed).toBe('gpt-image-1-mini');
    expect(result.actualPrompt).toContain('Keep the photograph’s subject');
  });

  it.each([
    [400, 'Your request was rejected as a result of our safety system.', 'rejected'],
    [500, 'The server had an error while processing your request.', 'unavailable'],
  ] as const)('a %i from the model is a PosterGenerationError (%s → %s) with the provider’s words', async (status, error, reason) => {
    const { provider } = await providerAnswering(() => ({ status, error }));
    const failure = await provider.render(request()).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(PosterGenerationError);
    expect(failure).toMatchObject({ reason, status: 502, message: 'The poster could not be generated' });
    expect((failure as PosterGenerationError).detail).toContain(error);
  });

  it('an answer without an image, or with bytes that are not one, is a typed failure', async () => {
    const empty = await providerAnswering(() => ({ raw: { created: 1, data: [] } }));
    await expect(empty.provider.render(request())).rejects.toMatchObject({ reason: 'no_image' });
    await close?.();
    const junk = await providerAnswering(() => ({ raw: { created: 1, data: [{ b64_json: Buffer.from('not an image').toString('base64') }] } }));
    await expect(junk.provider.render(request())).rejects.toMatchObject({ reason: 'invalid_image' });
  });

  it('an API key in the provider’s message is not kept', async () => {
    const { provider } = await providerAnswering(() => ({ status: 401, error: 'Incorrect API key provided: sk-test-key.' }));
    const failure = (await provider.render(request()).catch((e: unknown) => e)) as PosterGenerationError;
    expect(failure.reason).toBe('rejected');
    expect(failure.detail).not.toContain('sk-test-key');
  });

  it('a cancelled request is a typed failure, not a hang', async () => {
    const { provider } = await providerAnswering(() => ({ raw: { created: 1, data: [] } }));
    const controller = new AbortController();
    controller.abort();
    await expect(provider.render(request(), controller.signal)).rejects.toMatchObject({ reason: 'aborted' });
  });
});
