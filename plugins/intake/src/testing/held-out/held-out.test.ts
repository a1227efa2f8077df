import { industries } from '@tapin/core/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusCards, corpusSites, startCorpus, type CorpusServer } from '../corpus/index.js';
import { heldOutCards, heldOutSites } from './index.js';

/**
 * The held-out corpus is well formed: every truth is complete, in the product's formats, and really on
 * the site it belongs to; every card renders to the size it states; nothing is shared with the tuned
 * corpus. This tests the data, not the extraction (the bench measures that).
 */

const industryLabels = [...industries.map((i) => i.label as string), 'Home Services', 'Health & Medical', 'Automotive', 'Pet Services'];
const phone = /^\((813|727)\) 555-01\d\d$/;
const digits = (t: string) => t.replace(/\D/g, '');
const decode = (t: string) => t.replace(/&amp;/g, '&').replace(/&#39;|&rsquo;/g, "'");

describe('held-out corpus: sites', () => {
  it('has at least 12 sites with unique keys, none of them a tuned-corpus business', () => {
    expect(heldOutSites.length).toBeGreaterThanOrEqual(12);
    expect(new Set(heldOutSites.map((s) => s.key)).size).toBe(heldOutSites.length);
    const tuned = new Set(corpusSites.map((s) => s.expected.name.toLowerCase()));
    for (const site of heldOutSites) expect(tuned.has(site.expected.name.toLowerCase()), site.key).toBe(false);
  });

  it.each(heldOutSites.map((s) => [s.key, s] as const))('%s: every expected value is complete and on the site', (_key, site) => {
    const e = site.expected;
    const text = decode(Object.values(site.pages).join('\n'));
    const lower = text.toLowerCase();
    expect(e.contactPhone).toMatch(phone);
    expect(e.contactEmail).toMatch(/^[a-z]+@[a-z0-9-]+\.[a-z]+$/);
    expect(e.location).toBe(`${e.address.city}, ${e.address.region}`);
    expect(e.address.region).toBe('FL');
    expect(e.address.postalCode).toMatch(/^3\d{4}$/);
    expect(industryLabels).toContain(e.industry);
    expect(e.category.trim()).not.toBe('');
    expect(e.brandColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(e.services.length).toBeGreaterThanOrEqual(4);
    expect(new Set(e.services).size).toBe(e.services.length);

    for (const value of [e.name, e.contactEmail, e.address.street, e.address.city, e.address.postalCode, ...e.services]) expect(lower, `${site.key}: ${value}`).toContain(value.toLowerCase());
    expect(digits(text)).toContain(digits(e.contactPhone));
    const colours = [lower, ...Object.values(site.logos ?? {}).map((l) => l.color)].join(' ');
    expect(colours).toContain(e.brandColor);
  });

  describe('served', () => {
    let server: CorpusServer;
    beforeAll(async () => {
      server = await startCorpus(heldOutSites);
    });
    afterAll(() => server.close());

    it('serves every page of every site with its type, and the logos it names', async () => {
      for (const site of heldOutSites) {
        for (const path of [...Object.keys(site.pages), ...Object.keys(site.logos ?? {})]) {
          const res = await fetch(`${server.base}/${site.key}${path}`);
          expect(res.status, `${site.key}${path}`).toBe(200);
          const type = res.headers.get('content-type') ?? '';
          const want = path.endsWith('.svg') ? 'image/svg+xml' : path.endsWith('.css') ? 'text/css' : path.endsWith('.png') ? 'image/png' : 'text/html';
          expect(type, `${site.key}${path}`).toContain(want);
        }
      }
      expect((await fetch(`${server.base}/${corpusSites[0]!.key}/`)).status).toBe(404);
    });
  });
});

describe('held-out corpus: cards', () => {
  it('has at least 10 cards with unique keys, each with a job title, none of them a tuned-corpus company', () => {
    expect(heldOutCards.length).toBeGreaterThanOrEqual(10);
    expect(new Set(heldOutCards.map((c) => c.key)).size).toBe(heldOutCards.length);
    const tuned = new Set(corpusCards.map((c) => c.expected.company.toLowerCase()));
    for (const card of heldOutCards) {
      expect(tuned.has(card.expected.company.toLowerCase()), card.key).toBe(false);
      expect(card.expected.title.trim(), card.key).not.toBe('');
    }
  });

  it.each(heldOutCards.map((c) => [c.key, c] as const))('%s: renders to an image of the stated size, with a complete truth', async (_key, card) => {
    const e = card.expected;
    expect(e.phone).toMatch(phone);
    expect(e.website).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]+$/);
    expect(e.email.split('@')[1]).toBe(e.website.replace(/^https:\/\/(www\.)?/, ''));
    expect(e.location).toBe(`${e.address.city}, ${e.address.region}`);
    expect(industryLabels).toContain(e.industry);
    const meta = await sharp(await card.image()).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual(card.size);
  });
});
