import * as contracts from '@tapin/core/contracts';
import { describe, expect, it } from 'vitest';
import * as local from './promotion-vocabulary';

describe('the screens’ promotions vocabulary', () => {
  it('is the server’s', () => {
    expect(local.promotionTiers).toEqual(contracts.promotionTiers);
    expect(local.promotionCategories).toEqual(contracts.promotionCategories);
    expect(local.promotionSeasons).toEqual(contracts.promotionSeasons);
    expect(local.promotionStatuses).toEqual(contracts.promotionStatuses);
    for (const tier of contracts.promotionTiers) {
      const { label, shortLabel, guidance } = contracts.tierInfo[tier];
      expect(local.tierInfo[tier]).toEqual({ label, shortLabel, guidance });
    }
  });

  it('reads prices as the server does', () => {
    for (const text of ['29.99', '$29', ' 1,299.00 ', '0', 'twenty', '29.999', '$', '1,29', '12,345.6']) {
      expect(local.parsePrice(text), text).toBe(contracts.parsePrice(text));
    }
  });
});
