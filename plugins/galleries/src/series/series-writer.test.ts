import { describe, expect, it } from 'vitest';
import { seriesPlaybooks } from './series-playbooks.js';
import { LocalSeriesWriter } from './series-writer.js';

describe('the offline series writer', () => {
  const writer = new LocalSeriesWriter();

  // Each trade's playbook filled in for a business that gave no services of its own: the playbook's
  // stand-ins ('our services') must read as English wherever they land ('the our services' did not).
  it.each(Object.keys(seriesPlaybooks))('writes plain English for a %s business with no services of its own', async (trade) => {
    const written = await writer.write({ name: 'Harbour & Co', industry: trade === 'general' ? null : trade, description: null, location: 'Tampa, FL', services: [] });
    const texts = [written.title, written.subtitle, written.description, ...written.episodes.flatMap((e) => [e.title, e.description])];
    for (const text of texts) {
      expect(text).not.toMatch(/\{|\}/);
      expect(text).not.toMatch(/\b(the|a|an|your) our\b/i);
    }
  });
});
