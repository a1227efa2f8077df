import { loadConfig } from '@tapin/config';
import { createAiProvider, WorkerPool } from '@tapin/core';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { PNG_1PX, startOpenAiServer } from '@tapin/core/fixtures';
import { createCardReader } from './create-card-reader.js';

function readerFor(baseUrl: string) {
  const config = loadConfig({ envFile: false, env: { OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: baseUrl, OPENAI_VISION_MODEL: 'vision-test' } });
  return createCardReader({ ai: createAiProvider({ config }), config, workers: new WorkerPool({ config, log: pino({ level: 'silent' }) }) });
}

describe('reading cards with OpenAI, through the real SDK', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it('is chosen when a key is set, and reads a card with the vision model and a strict JSON schema', async () => {
    const server = await startOpenAiServer(() => ({
      extractedText: 'GLOW BEAUTY STUDIO\nKim Nguyen · Owner\n(813) 555-0103\nbook@glow-beauty.example',
      businessInfo: {
        name: 'Kim Nguyen',
        title: 'Owner',
        email: 'Book@Glow-Beauty.example',
        phone: '(813) 555-0103',
        company: 'Glow Beauty Studio',
        industry: 'Hair salon',
        location: 'Tampa, FL',
        address: '1208 S Howard Ave, Tampa, FL 33606',
        postalAddress: { street: '1208 S Howard Ave', city: 'Tampa', region: 'Florida', postalCode: '33606' },
        website: 'https://glow-beauty.example',
        socialMedia: [{ network: 'Instagram', url: 'https://instagram.com/glowbeautytampa' }],
      },
    }));
    close = server.close;
    const reader = readerFor(server.baseUrl);
    expect(reader.kind).toBe('openai');
    const reading = await reader.read(PNG_1PX);
    expect(reading.businessInfo).toEqual({
      name: 'Kim Nguyen',
      title: 'Owner',
      email: 'book@glow-beauty.example',
      phone: '(813) 555-0103',
      company: 'Glow Beauty Studio',
      category: 'Hair Salon',
      industry: 'Beauty & Salon',
      location: 'Tampa, FL',
      address: '1208 S Howard Ave, Tampa, FL 33606',
      postalAddress: { street: '1208 S Howard Ave', city: 'Tampa', region: 'FL', postalCode: '33606' },
      website: 'https://glow-beauty.example',
      socialMedia: { instagram: 'https://instagram.com/glowbeautytampa' },
    });

    const [request] = server.requests;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe('Bearer sk-test-key');
    expect(request!.body.model).toBe('vision-test');
    expect(request!.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'business_card', strict: true } });
    const content = (request!.body.messages as Array<{ content: unknown }>)[1]!.content as Array<{ type: string; image_url?: { url: string } }>;
    expect(content[1]!.image_url!.url).toBe(`data:image/png;base64,${PNG_1PX.toString('base64')}`);
  });

  it('refuses something that is not an image before calling the API', async () => {
    const server = await startOpenAiServer(() => ({ status: 400, error: 'model not found' }));
    close = server.close;
    await expect(readerFor(server.baseUrl).read(Buffer.from('not an image at all'))).rejects.toMatchObject({ status: 415 });
    expect(server.requests).toHaveLength(0);
  });
});
