import { describe, expect, it } from 'vitest';
import type { Promotion } from '../../app/types';
import { suiteSummary } from './promotion-rules';

const of = (...tiers: Array<Promotion['tier']>) => tiers.map((tier, id) => ({ id, tier }) as Promotion);

describe('the generated suite in words', () => {
  it('counts each tier it holds', () => {
    expect(suiteSummary(of('lead_magnet', 'core_product', 'upsell'))).toBe('3 new promotions: a lead magnet, a core product and an upsell.');
    expect(suiteSummary(of('lead_magnet', 'lead_magnet', 'core_product', 'upsell'))).toBe('4 new promotions: 2 lead magnets, a core product and an upsell.');
    expect(suiteSummary(of('upsell', 'upsell'))).toBe('2 new promotions: 2 upsells.');
    expect(suiteSummary(of('core_product'))).toBe('1 new promotion: a core product.');
  });
});
