import { loadConfig } from '@tapin/config';
import { createAiProvider } from '@tapin/core';
import { afterEach, describe, expect, it } from 'vitest';
import { startOpenAiServer } from '@tapin/core/fixtures';
import { createPromotionWriter } from './create-promotion-writer.js';
import type { PromotionBrief } from './promotion-writer.js';

function writerFor(baseUrl: string) {
  const config = loadConfig({ envFile: false, env: { OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: baseUrl } });
  return createPromotionWriter({ ai: createAiProvider({ config }) });
}

const brief: PromotionBrief = {
  business: { name: 'Ybor Sunrise Café', industry: 'Restaurant & Food Service', location: 'Tampa, FL', description: null, valueProposition: null, services: ['Cuban coffee'] },
  season: 'winter',
  existingTitles: ['Old Title'],
  variation: 0,
};

describe('writing promotions with OpenAI, through the real SDK', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

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
    const writer = writerFor(server.baseUrl);
    expect(writer.kind).toBe('openai');
    const suite = await writer.writeSuite(brief);
    expect(suite.map((p) => [p.tier, p.price])).toEqual([
      ['lead_magnet', 29],
      ['core_product', 129],
      ['upsell', 350],
    ]);
    const body = server.requests[0]!.body;
    expect(body.model).toBe('gpt-4o-mini');
    expect(body.response_format).toMatchObject({ json_schema: { name: 'promotion_suite', strict: true } });
    expect(JSON.stringify(body.messages)).toContain('Old Title');
    const single = await writer.rewrite(brief, 'core_product');
    expect(single).toMatchObject({ title: 'Sunrise Pastry Box', tier: 'core_product', price: 75 });
  });

  it('refuses a suite that leaves out a tier', async () => {
    const lead = { title: 'Cafecito Tasting', description: 'Two coffees.', price: 35, tier: 'lead_magnet', category: 'general', season: 'none' };
    const server = await startOpenAiServer(() => ({ promotions: [lead, { ...lead, title: 'B' }, { ...lead, title: 'C' }] }));
    close = server.close;
    await expect(writerFor(server.baseUrl).writeSuite(brief)).rejects.toThrow('The AI model left out the core_product tier');
  });
});
