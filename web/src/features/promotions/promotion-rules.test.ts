import type { PromotionView } from '@tapin/core/contracts';
import { describe, expect, it } from 'vitest';
import { aBusiness } from '../../../test/fixtures';
import { defaultBusiness, emptyTitle, requestedBusinessId, suiteSummary, validatePromotion } from './promotion-rules';

const of = (...tiers: Array<PromotionView['tier']>) => tiers.map((tier, id) => ({ id, tier }) as PromotionView);

describe('the generated suite in words', () => {
  it('counts each tier it holds', () => {
    expect(suiteSummary(of('lead_magnet', 'core_product', 'upsell'))).toBe('3 new promotions: a lead magnet, a core product and an upsell.');
    expect(suiteSummary(of('lead_magnet', 'lead_magnet', 'core_product', 'upsell'))).toBe('4 new promotions: 2 lead magnets, a core product and an upsell.');
    expect(suiteSummary(of('upsell', 'upsell'))).toBe('2 new promotions: 2 upsells.');
    expect(suiteSummary(of('core_product'))).toBe('1 new promotion: a core product.');
  });
});

describe('promotion rules', () => {
  it('reads the business from the parameter each screen uses first', () => {
    const both = new URLSearchParams('business=1&businessId=2');
    expect(requestedBusinessId('beta', both)).toBe('1');
    expect(requestedBusinessId('pioneer', both)).toBe('2');
    expect(requestedBusinessId('management', new URLSearchParams('business=5'))).toBe('5');
    expect(requestedBusinessId('pioneer', new URLSearchParams(''))).toBeNull();
  });

  it('falls back to the only business, else the primary one', () => {
    expect(defaultBusiness([aBusiness({ id: 1, isPrimary: false })])?.id).toBe(1);
    expect(defaultBusiness([aBusiness({ id: 1, isPrimary: false }), aBusiness({ id: 2, isPrimary: true })])?.id).toBe(2);
    expect(defaultBusiness([aBusiness({ id: 1, isPrimary: false }), aBusiness({ id: 2, isPrimary: false })])).toBeNull();
  });

  it('checks a promotion as the server does', () => {
    const input = { title: ' ', description: '', price: 'twenty', tier: 'lead_magnet', category: 'general', season: 'none', status: 'active', isActive: true } as const;
    expect(validatePromotion(input)).toEqual({ title: 'Title is required', description: 'Description is required', price: 'Price must be a number' });
    expect(validatePromotion({ ...input, title: 'Free tasting', description: 'Saturdays', price: '$29.50' })).toEqual({});
  });

  it('words the empty list after the tier', () => {
    expect(emptyTitle('all')).toBe('No Promotions Yet');
    expect(emptyTitle('upsell')).toBe('No Premium Upsell promotions found');
  });
});
