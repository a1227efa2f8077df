import type { PromotionView } from '@tapin/core/contracts';
import { describe, expect, it } from 'vitest';
import { aBusiness } from '../../../test/fixtures';
import {
  amountLabel,
  applyFilters,
  defaultBusiness,
  emptyTitle,
  facetCounts,
  limitMessage,
  noFilters,
  performanceInsights,
  priceLabel,
  quickStats,
  requestedBusinessId,
  tierCountsWithin,
} from './promotion-rules';
import { validatePromotion } from './promotion-form-check';


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
    expect(validatePromotion({ ...input, title: 'x'.repeat(201), description: 'Saturdays', price: '  ' })).toEqual({ title: 'Title must be at most 200 characters', price: 'Price is required' });
  });

  it('words the empty list after the tier', () => {
    expect(emptyTitle('all')).toBe('No Promotions Yet');
    expect(emptyTitle('upsell')).toBe('No Premium Upsell promotions found');
  });
});

describe('the management screen\'s filters and counts', () => {
  const p = (id: number, tier: PromotionView['tier'], category: PromotionView['category'], season: PromotionView['season'], price: number, live = true) =>
    ({ id, tier, category, season, price, status: live ? 'active' : 'archived', isActive: true }) as PromotionView;
  const all = [
    p(1, 'lead_magnet', 'seasonal', 'winter', 29),
    p(2, 'core_product', 'seasonal', 'winter', 89),
    p(3, 'upsell', 'general', 'none', 249.5, false),
    p(4, 'lead_magnet', 'quarterly', 'q1', 35),
  ];

  it('combines the tier with the panel\'s category and season', () => {
    expect(applyFilters(all, noFilters).map((x) => x.id)).toEqual([1, 2, 3, 4]);
    expect(applyFilters(all, { ...noFilters, tier: 'lead_magnet' }).map((x) => x.id)).toEqual([1, 4]);
    expect(applyFilters(all, { tier: 'lead_magnet', category: 'seasonal', season: 'all' }).map((x) => x.id)).toEqual([1]);
    expect(applyFilters(all, { ...noFilters, season: 'q1' }).map((x) => x.id)).toEqual([4]);
    expect(applyFilters(all, { ...noFilters, season: 'summer' })).toEqual([]);
  });

  it('counts each category and season as choosing it would show, only those in use', () => {
    expect(facetCounts(all, 'category', noFilters)).toEqual([
      { value: 'all', label: 'All', count: 4 },
      { value: 'general', label: 'General', count: 1 },
      { value: 'seasonal', label: 'Seasonal', count: 2 },
      { value: 'quarterly', label: 'Quarterly', count: 1 },
    ]);
    expect(facetCounts(all, 'season', { ...noFilters, tier: 'lead_magnet' })).toEqual([
      { value: 'all', label: 'All', count: 2 },
      { value: 'winter', label: 'Winter', count: 1 },
      { value: 'q1', label: 'Q1', count: 1 },
    ]);
    // A chosen value stays in the list even when nothing is left under it.
    expect(facetCounts(all, 'category', { ...noFilters, tier: 'upsell', category: 'seasonal' }).find((c) => c.value === 'seasonal')?.count).toBe(0);
  });

  it('counts the tier row within the panel\'s choice', () => {
    expect(tierCountsWithin(all, noFilters)).toEqual({ all: 4, lead_magnet: 2, core_product: 1, upsell: 1 });
    expect(tierCountsWithin(all, { ...noFilters, category: 'seasonal', tier: 'upsell' })).toEqual({ all: 2, lead_magnet: 1, core_product: 1, upsell: 0 });
  });

  it('gives Quick Stats over every promotion and insights over those shown', () => {
    expect(quickStats(all)).toEqual({ total: 4, active: 3, leadMagnets: 2, seasonal: 3 });
    expect(performanceInsights(all)).toEqual({ averagePrice: 100.63, active: 3 });
    expect(performanceInsights([])).toEqual({ averagePrice: null, active: 0 });
  });

  it('shows a free offer as FREE, and amounts as dollars', () => {
    expect(priceLabel(0)).toBe('FREE');
    expect(priceLabel(99)).toBe('$99');
    expect(priceLabel(29.5)).toBe('$29.50');
    expect(priceLabel(100000)).toBe('$100,000');
    expect(priceLabel(1234.5)).toBe('$1,234.50');
    expect(amountLabel(0)).toBe('$0');
  });

  it('words the generation limit for each screen', () => {
    expect(limitMessage('beta', 3)).toBe('Beta users are limited to 3 AI generations per business.');
    expect(limitMessage('management', 3)).toBe('Beta users are limited to 3 AI generations per business.');
    expect(limitMessage('pioneer', 3)).toBe('Pioneer users are limited to 3 AI generations per business.');
  });
});
