import { describe, expect, it } from 'vitest';
import { tierInfo, type PromotionTier } from '../../contracts/promotions.js';
import type { PromotionBrief } from '../ai-provider.js';
import { rewritePromotion, writeSuite } from './promotion-writer.js';

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

  it('numbers an edition rather than copy a title when every idea is taken', () => {
    const brief = { ...cafe, business: { ...cafe.business, services: ['Coffee'] } };
    const taken: string[] = [];
    for (let i = 0; i < 8; i++) taken.push(rewritePromotion({ ...brief, existingTitles: taken, variation: i }, 'lead_magnet').title);
    expect(new Set(taken.map((t) => t.toLowerCase())).size).toBe(8);
    expect(taken.some((t) => /Winter Edition \d/.test(t))).toBe(true);
  });
});
