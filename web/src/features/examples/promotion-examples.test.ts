import { tierInfo } from '@tapin/core/contracts';
import { describe, expect, it } from 'vitest';
import { exampleById, exampleDraft, exampleIndustries, examplePeriods, examplesBadge, examplesFor, exampleTierInfo, exampleTiers, promotionExamples } from './promotion-examples';

describe('promotion examples', () => {
  it("ships enough examples for the '50+ Examples' badge: four per industry and period", () => {
    const periods = [...examplePeriods.seasonal, ...examplePeriods.quarterly];
    expect(exampleIndustries).toHaveLength(5);
    expect(promotionExamples).toHaveLength(5 * periods.length * 4);
    expect(promotionExamples.length).toBeGreaterThanOrEqual(50);
    expect(examplesBadge()).toBe('50+ Examples');
    expect(examplesBadge(40)).toBe('40 Examples');
    for (const { key } of exampleIndustries) {
      for (const period of periods) expect(examplesFor(key, period.key).map((e) => e.tier)).toEqual(exampleTiers);
    }
  });

  it('uses the tripwire tier and keeps every price in its tier guidance', () => {
    expect(promotionExamples.some((e) => e.tier === 'tripwire')).toBe(true);
    for (const e of promotionExamples) {
      const band = exampleTierInfo[e.tier];
      expect(e.price, e.id).toBeGreaterThanOrEqual(band.min);
      expect(e.price, e.id).toBeLessThanOrEqual(band.max);
      expect(e.name.length, e.id).toBeLessThanOrEqual(100);
    }
    // The guide's bands are the product's (core/src/contracts/promotions.ts).
    for (const tier of ['lead_magnet', 'core_product', 'upsell'] as const) {
      expect(exampleTierInfo[tier].label).toBe(tierInfo[tier].label);
      expect(exampleTierInfo[tier].min).toBe(tierInfo[tier].min);
    }
  });

  it('has unique ids and unique names', () => {
    expect(new Set(promotionExamples.map((e) => e.id)).size).toBe(promotionExamples.length);
    expect(new Set(promotionExamples.map((e) => `${e.industry}:${e.name}`)).size).toBe(promotionExamples.length);
  });

  it("pre-fills the create dialog: a tripwire becomes a lead magnet, the category is the tab's", () => {
    expect(exampleDraft(exampleById('beauty-summer-core_product')!)).toEqual({
      title: 'Keratin Smoothing Treatment',
      description: 'Frizz-free hair for the humid Tampa summer, up to 12 weeks.',
      price: '199',
      tier: 'core_product',
      category: 'seasonal',
      season: 'summer',
    });
    expect(exampleDraft(exampleById('retail-q4-tripwire')!)).toMatchObject({ tier: 'lead_magnet', price: '10', category: 'quarterly', season: 'q4' });
    expect(exampleById('nope')).toBeNull();
  });
});
