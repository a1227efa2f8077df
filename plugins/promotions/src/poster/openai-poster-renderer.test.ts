import { loadConfig } from '@tapin/config';
import { createAiProvider } from '@tapin/core';
import { afterEach, describe, expect, it } from 'vitest';
import { PNG_1PX, startOpenAiServer } from '@tapin/core/fixtures';
import { createPosterRenderer } from './create-poster-renderer.js';

describe('posters with OpenAI, through the real SDK', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it('makes posters with the image model', async () => {
    const png = PNG_1PX.toString('base64');
    const server = await startOpenAiServer(() => ({ raw: { created: 1, data: [{ b64_json: png }] } }));
    close = server.close;
    const config = loadConfig({ envFile: false, env: { OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: server.baseUrl } });
    const renderer = createPosterRenderer({ ai: createAiProvider({ config }) });
    expect(renderer.kind).toBe('openai');
    const poster = await renderer.render({ name: 'Glow Beauty Studio', tagline: 'Lived-in color', headline: null, colors: ['#b5838d'], image: null });
    expect(poster.equals(PNG_1PX)).toBe(true);
    expect(server.requests[0]!.path).toBe('/v1/images/generations');
    expect(server.requests[0]!.body).toMatchObject({ model: 'gpt-image-1', size: '1024x1536' });
    expect(String(server.requests[0]!.body.prompt)).toContain('Glow Beauty Studio');
  });
});
