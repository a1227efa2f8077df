import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds the business and profile addresses', () => {
    expect(paths.business(4)).toBe('/businesses/4');
    expect(paths.business(4, 'branding')).toBe('/businesses/4?tab=branding');
    expect(paths.profile('beta', 9)).toBe('/beta-profile/9');
    expect(paths.businessHome({ role: 'business_owner' }, 9)).toBe('/pioneer-profile/9');
    expect(paths.businessHome({ role: 'admin' }, 9)).toBe('/businesses/9');
  });

  it('names the business in the parameter each promotions screen reads', () => {
    expect(paths.promotions()).toBe('/promotions');
    expect(paths.promotions('management', 4)).toBe('/promotions?businessId=4');
    expect(paths.promotions('management', 4, { param: 'business', welcome: true })).toBe('/promotions?business=4&welcome=true');
    expect(paths.promotions('beta', 4)).toBe('/beta-promotions?business=4');
    expect(paths.promotions('pioneer', 4, { welcome: true })).toBe('/pioneer-promotions?businessId=4&welcome=true');
  });

  it('names the business and the code on the Redeem screen', () => {
    expect(paths.redeem()).toBe('/promotions/redeem');
    expect(paths.redeem({ businessId: 4 })).toBe('/promotions/redeem?businessId=4');
    expect(paths.redeem({ businessId: 4, code: '7KQ4-M9XT' })).toBe('/promotions/redeem?businessId=4&code=7KQ4-M9XT');
  });
});
