import { loadConfig } from '@tapin/config';
import { WorkerPool } from '@tapin/core';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { cardSvg, sampleCards } from '@tapin/core/fixtures';
import { photographedCards } from '../testing/corpus/corpus-cards-photographed.js';
import { CardOcr } from './card-ocr.js';
import { evenCardLight } from './even-light.js';
import { parseCardText } from './card-parser.js';
import { LocalCardReader } from './local-card-reader.js';

const config = loadConfig({ envFile: false, env: {} });
const workers = new WorkerPool({ config, log: pino({ level: 'silent' }) });

/** Real OCR of cards photographed badly: turned 4° and shaded from one side. */
describe('reading a card photographed at an angle in uneven light', () => {
  const reader = new LocalCardReader(workers, 60_000);
  const ocr = new CardOcr(60_000, evenCardLight);
  afterAll(async () => {
    await reader.close();
    await ocr.close();
    await workers.close();
  });

  it('reads the whole card, its shaded half as well, once its light is evened and it is straightened', async () => {
    const card = photographedCards.find((c) => c.key === 'realty-two-line-company')!;
    const { businessInfo } = await reader.read(await card.image());
    expect(businessInfo.company).toBe(card.expected.company);
    expect(businessInfo.name).toBe(card.expected.name);
    expect(businessInfo.email).toBe(card.expected.email);
    expect(businessInfo.phone).toBe(card.expected.phone);
    expect(businessInfo.website).toBe(card.expected.website);
  });

  it('evens the light of a light-on-dark card without losing its text', async () => {
    const dark = cardSvg(sampleCards.gym!).replace('fill="#fbfaf7"', 'fill="#111111"').replaceAll('fill="#1a1a1a"', 'fill="#f5f5f5"');
    const { text } = await ocr.recognize(await sharp(Buffer.from(dark)).jpeg().toBuffer(), { evenLight: { turn: 0 } });
    const info = parseCardText(text);
    expect(info.email).toBe('marcus@hydeparkstrength.com');
    expect(info.name).toBe('Marcus Bell');
  });
});
