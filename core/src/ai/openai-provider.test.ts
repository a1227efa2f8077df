import { loadConfig } from '@tapin/config';
import { afterEach, describe, expect, it } from 'vitest';
import { PNG_1PX } from '../testing/images.js';
import { startOpenAiServer } from '../testing/openai-server.js';
import { createAiProvider } from './index.js';

function configFor(baseUrl: string) {
  return loadConfig({ envFile: false, env: { OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: baseUrl, OPENAI_VISION_MODEL: 'vision-test' } });
}

describe('the openai provider, through the real SDK', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it('is chosen when a key is set, and reads a card with the vision model and a strict JSON schema', async () => {
    const server = await startOpenAiServer(() => ({
      extractedText: 'GLOW BEAUTY STUDIO\nKim Nguyen · Owner\n(813) 555-0103\nbook@glow-beauty.example',
      businessInfo: {
        name: 'Kim Nguyen',
        email: 'Book@Glow-Beauty.example',
        phone: '(813) 555-0103',
        company: 'Glow Beauty Studio',
        industry: 'Hair salon',
        location: 'Tampa, FL',
        address: '1208 S Howard Ave, Tampa, FL 33606',
        website: 'https://glow-beauty.example',
        socialMedia: [{ network: 'Instagram', url: 'https://instagram.com/glowbeautytampa' }],
      },
    }));
    close = server.close;
    const provider = createAiProvider({ config: configFor(server.baseUrl) });
    expect(provider.kind).toBe('openai');
    const reading = await provider.readCard(PNG_1PX);
    expect(reading.businessInfo).toEqual({
      name: 'Kim Nguyen',
      email: 'book@glow-beauty.example',
      phone: '(813) 555-0103',
      company: 'Glow Beauty Studio',
      industry: 'Beauty & Salon',
      location: 'Tampa, FL',
      address: '1208 S Howard Ave, Tampa, FL 33606',
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

  it('writes an enhanced profile from the sources it is given', async () => {
    const server = await startOpenAiServer(() => ({
      description: 'Ybor Sunrise Café serves Cuban coffee and pastries in Ybor City.',
      valueProposition: 'Cuban coffee made the Ybor way.',
      services: ['Cuban coffee', 'Pastelitos', 'Cuban coffee', ' '],
    }));
    close = server.close;
    const provider = createAiProvider({ config: configFor(server.baseUrl) });
    const profile = await provider.enhanceProfile({
      name: 'Ybor Sunrise Café',
      industry: 'Restaurant & Food Service',
      location: 'Tampa, FL',
      description: null,
      valueProposition: null,
      services: [],
      websiteText: 'Family-owned since 1998. Cuban coffee and pastelitos.',
      cardText: null,
      socialProfiles: [],
    });
    expect(profile).toEqual({
      description: 'Ybor Sunrise Café serves Cuban coffee and pastries in Ybor City.',
      valueProposition: 'Cuban coffee made the Ybor way.',
      services: ['Cuban coffee', 'Pastelitos'],
    });
    const body = server.requests[0]!.body;
    expect(body.model).toBe('gpt-4o-mini');
    expect(JSON.stringify(body.messages)).toContain('Family-owned since 1998');
  });

  it('refuses something that is not an image before calling the API, and surfaces API errors', async () => {
    const server = await startOpenAiServer(() => ({ status: 400, error: 'model not found' }));
    close = server.close;
    const provider = createAiProvider({ config: configFor(server.baseUrl) });
    await expect(provider.readCard(Buffer.from('not an image at all'))).rejects.toMatchObject({ status: 415 });
    expect(server.requests).toHaveLength(0);
    await expect(
      provider.enhanceProfile({ name: 'X', industry: null, location: null, description: null, valueProposition: null, services: [], websiteText: null, cardText: null, socialProfiles: [] }),
    ).rejects.toThrow('model not found');
  });

  it('writes promotion suites and single promotions through a JSON schema, kept inside the price guidance', async () => {
    const server = await startOpenAiServer((req) =>
      (req.body.response_format as { json_schema: { name: string } }).json_schema.name === 'promotion_suite'
        ? {
            promotions: [
              { title: 'Cafecito Tasting for Two', description: 'Two Cuban coffees.', price: 19, tier: 'lead_magnet', category: 'general', season: 'none' },
              { title: 'Office Catering Box', description: 'Sandwiches for ten.', price: 129, tier: 'core_product', category: 'general', season: 'none' },
              { title: 'Private Winter Dinner', description: 'Twelve guests.', price: 350, tier: 'upsell', category: 'seasonal', season: 'winter' },
            ],
          }
        : { title: 'Sunrise Pastry Box', description: 'A dozen pastelitos.', price: 75, tier: 'upsell', category: 'general', season: 'none' },
    );
    close = server.close;
    const provider = createAiProvider({ config: configFor(server.baseUrl) });
    const brief = {
      business: { name: 'Ybor Sunrise Café', industry: 'Restaurant & Food Service', location: 'Tampa, FL', description: null, valueProposition: null, services: ['Cuban coffee'] },
      season: 'winter' as const,
      existingTitles: ['Old Title'],
      variation: 0,
    };
    const suite = await provider.generatePromotionSuite(brief);
    expect(suite.map((p) => [p.tier, p.price])).toEqual([
      ['lead_magnet', 29],
      ['core_product', 129],
      ['upsell', 350],
    ]);
    const body = server.requests[0]!.body;
    expect(body.response_format).toMatchObject({ json_schema: { name: 'promotion_suite', strict: true } });
    expect(JSON.stringify(body.messages)).toContain('Old Title');
    const single = await provider.regeneratePromotion(brief, 'core_product');
    expect(single).toMatchObject({ title: 'Sunrise Pastry Box', tier: 'core_product', price: 75 });
  });

  it('makes posters with the image model', async () => {
    const png = PNG_1PX.toString('base64');
    const server = await startOpenAiServer(() => ({ raw: { created: 1, data: [{ b64_json: png }] } }));
    close = server.close;
    const provider = createAiProvider({ config: configFor(server.baseUrl) });
    const poster = await provider.renderPoster({ name: 'Glow Beauty Studio', tagline: 'Lived-in color', headline: null, colors: ['#b5838d'], image: null });
    expect(poster.equals(PNG_1PX)).toBe(true);
    expect(server.requests[0]!.path).toBe('/v1/images/generations');
    expect(server.requests[0]!.body).toMatchObject({ model: 'gpt-image-1', size: '1024x1536' });
    expect(String(server.requests[0]!.body.prompt)).toContain('Glow Beauty Studio');
  });

  it('stops the boot when AI_PROVIDER=openai has no key', () => {
    expect(() => loadConfig({ envFile: false, env: { AI_PROVIDER: 'openai' } })).toThrow('OPENAI_API_KEY must be set when AI_PROVIDER is openai');
  });
});
