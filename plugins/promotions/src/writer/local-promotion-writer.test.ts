import { describe, expect, it } from 'vitest';
import { tierInfo, type PromotionTier } from '@tapin/core/contracts';
import { rewritePromotion, writeSuite } from './local-promotion-writer.js';
import type { PromotionBrief } from './promotion-writer.js';

const cafe: PromotionBrief = {
  business: {
    name: 'Ybor Sunrise Café',
    industry: 'Restaurant & Food Service',
    location: 'Tampa, FL',
    description: 'Cuban café in Ybor City.',
    valueProposition: 'Ybor’s morning ritual since 1998',
    services: ['Cuban coffee', 'Cuban sandwiches', 'Pastelitos', 'Catering'],
  },
  season: 'winter',
  existingTitles: [],
  variation: 0,
};

const yogaStudio: PromotionBrief = {
  ...cafe,
  business: {
    name: 'Sunrise Yoga Studio',
    industry: 'Fitness & Wellness',
    location: 'St. Petersburg, FL',
    description: 'Yoga classes for every level, from gentle morning flow to hot yoga, in a sunny studio by the bay.',
    valueProposition: null,
    services: [],
  },
};

/** A word said twice in a row ("Coaching Coaching"), compared without case. */
const doubledWord = /(?<![\p{L}\p{N}])([\p{L}\p{N}]+)\s+\1(?![\p{L}\p{N}])/iu;

function inGuidance(tier: PromotionTier, price: number): boolean {
  const { min, max } = tierInfo[tier];
  return tier === 'upsell' ? price >= min : price >= min && price <= max;
}

describe('the offline promotion writer', () => {
  it('writes a complete suite that names what the business sells, priced inside each tier’s guidance', () => {
    const suite = writeSuite(cafe);
    expect(suite.map((p) => p.tier).sort()).toEqual(['core_product', 'lead_magnet', 'upsell'].concat(suite.length > 3 ? ['core_product'] : []).sort());
    expect(suite.some((p) => p.category === 'seasonal' && p.season === 'winter')).toBe(true);
    for (const p of suite) {
      expect(inGuidance(p.tier, p.price)).toBe(true);
      expect(`${p.title} ${p.description}`).toMatch(/Cuban coffee|Cuban sandwiches|Pastelitos|Catering/i);
      expect(p.description).toContain('Ybor’s morning ritual since 1998.');
    }
    expect(suite[0]!.title).toBe('Cuban Coffee Tasting for Two');
  });

  it('brings new ideas on each generation and never repeats a title the business has', () => {
    const first = writeSuite(cafe);
    const second = writeSuite({ ...cafe, variation: 1, existingTitles: first.map((p) => p.title) });
    const third = writeSuite({ ...cafe, variation: 2, existingTitles: [...first, ...second].map((p) => p.title) });
    const titles = [...first, ...second, ...third].map((p) => p.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
    const again = rewritePromotion({ ...cafe, existingTitles: titles }, 'upsell');
    expect(titles).not.toContain(again.title.toLowerCase());
    expect(again.tier).toBe('upsell');
  });

  it('is deterministic for the same business and variation', () => {
    expect(writeSuite(cafe)).toEqual(writeSuite(cafe));
  });

  it.each([
    ['Beauty & Salon', ['Balayage', 'Lash extensions'], /Balayage|Lash extensions/],
    ['Fitness & Wellness', ['Small-group training', 'Nutrition coaching'], /Small-group Training|Nutrition Coaching/i],
    ['Professional Services', ['Estate planning', 'Business contracts'], /Estate Planning|Business Contracts/i],
    ['Retail & E-commerce', ['Candles', 'Home decor'], /Candles|Home Decor/i],
    ['Landscaping', ['Lawn care', 'Irrigation repair'], /Lawn Care|Irrigation Repair/i],
  ])('has a playbook for %s', (industry, services, pattern) => {
    const suite = writeSuite({ ...cafe, business: { ...cafe.business, name: 'Sample Co', industry, services, valueProposition: null } });
    expect(suite.length).toBeGreaterThanOrEqual(3);
    for (const p of suite) expect(inGuidance(p.tier, p.price)).toBe(true);
    expect(suite.map((p) => p.title).join(' ')).toMatch(pattern);
  });

  it('offers a yoga studio yoga, not a gym’s personal training, on every generation', () => {
    const titles: string[] = [];
    for (let variation = 0; variation < 3; variation++) {
      const suite = writeSuite({ ...yogaStudio, variation, existingTitles: [...titles] });
      titles.push(...suite.map((p) => p.title));
      for (const p of suite) {
        expect(`${p.title} ${p.description}`).toMatch(/yoga/i);
        expect(`${p.title} ${p.description}`).not.toMatch(/personal training|nutrition/i);
        expect(inGuidance(p.tier, p.price)).toBe(true);
      }
    }
    // What the owner lists comes first; the name and description fill in.
    const listed = writeSuite({ ...yogaStudio, business: { ...yogaStudio.business, services: ['Aerial yoga'] } });
    expect(listed[0]!.title).toMatch(/Aerial Yoga/);
  });

  it('never says a word twice in a row where a template meets a service, a season or a city', () => {
    const businesses: Array<PromotionBrief['business']> = [
      yogaStudio.business,
      { ...yogaStudio.business, name: 'Iron Works Gym', description: 'Strength gym.', services: ['Nutrition coaching', 'Team training'] },
      { ...cafe.business, services: ['Breakfast', 'Tasting menu'] },
      { ...cafe.business, name: 'Glow Beauty Studio', industry: 'Beauty & Salon', description: 'Lash extensions and brow shaping.', services: [] },
      { ...cafe.business, name: 'Patel Law', industry: 'Professional Services', description: 'Estate planning.', services: ['Consultation', 'Checkup'] },
      { ...cafe.business, name: 'Bloom & Co', industry: 'Retail & E-commerce', description: 'Candles and gifts.', services: ['Coffee sampler', 'Gift box'] },
      { ...cafe.business, name: 'Greenway Lawns', industry: 'Landscaping', description: null, services: ['Winter prep', 'Package deals'] },
    ];
    const titles: string[] = [];
    for (const business of businesses) {
      const taken: string[] = [];
      for (let variation = 0; variation < 6; variation++) {
        const brief = { ...cafe, business, variation, existingTitles: [...taken] };
        taken.push(...writeSuite(brief).map((p) => p.title));
        for (const tier of ['lead_magnet', 'core_product', 'upsell'] as const) taken.push(rewritePromotion({ ...brief, existingTitles: [...taken] }, tier).title);
      }
      titles.push(...taken);
    }
    expect(titles.filter((t) => doubledWord.test(t))).toEqual([]);
    expect(titles).toContain('12-Week Nutrition Coaching');
    // A repeat inside the business's own words is theirs to keep.
    expect(writeSuite({ ...cafe, business: { ...cafe.business, services: ['Mahi mahi'] } })[0]!.title).toBe('Mahi Mahi Tasting for Two');
  });

  it('numbers an edition rather than copy a title when every idea is taken', () => {
    const brief = { ...cafe, business: { ...cafe.business, services: ['Coffee'] } };
    const taken: string[] = [];
    for (let i = 0; i < 8; i++) taken.push(rewritePromotion({ ...brief, existingTitles: taken, variation: i }, 'lead_magnet').title);
    expect(new Set(taken.map((t) => t.toLowerCase())).size).toBe(8);
    expect(taken.some((t) => /Winter Edition \d/.test(t))).toBe(true);
  });
});
