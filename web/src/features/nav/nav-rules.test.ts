import { describe, expect, it } from 'vitest';
import { admin, aBusiness, owner } from '../../../test/fixtures';
import { canSeeDirectory, isPromotionsPath, navLinks, promotionsLink, roleBadge } from './nav-rules';

const allOn = { dashboard: true, businessProfile: true, directory: true, promotionManagement: true, settings: true, adminPanel: true };
const labels = (links: Array<{ label: string }>) => links.map((l) => l.label);

describe('navigation rules', () => {
  it('gives a new owner the dashboard, the examples, the QR code and settings', () => {
    expect(labels(navLinks(owner, [aBusiness()], allOn))).toEqual(['Dashboard', 'Examples', 'QR Code', 'Settings']);
  });

  it('adds the directory once the owner has published a real business, never for sample data', () => {
    expect(canSeeDirectory(owner, [aBusiness({ published: true, isTestData: true })])).toBe(false);
    expect(canSeeDirectory(owner, [aBusiness({ published: true })])).toBe(true);
    expect(labels(navLinks(owner, [aBusiness({ published: true })], allOn))).toEqual(['Dashboard', 'Directory', 'Examples', 'QR Code', 'Settings']);
  });

  it('points an owner’s Promotions link at the first promotions-enabled real business', () => {
    const sample = aBusiness({ id: 3, published: true, promotionsEnabled: true, isTestData: true });
    const mine = aBusiness({ id: 9, published: true, promotionsEnabled: true });
    expect(promotionsLink(owner, [sample])).toBeNull();
    expect(promotionsLink(owner, [sample, mine])).toBe('/pioneer-promotions?businessId=9');
  });

  it('always shows admins everything, Analytics to /admin, with the management promotions screen', () => {
    expect(labels(navLinks(admin, [], allOn))).toEqual(['Dashboard', 'Businesses', 'Directory', 'Analytics', 'Promotions', 'Examples', 'QR Code', 'Settings']);
    expect(navLinks(admin, [], allOn).find((l) => l.label === 'Analytics')?.to).toBe('/admin');
    expect(labels(navLinks(owner, [], allOn))).not.toContain('Analytics');
    expect(navLinks(owner, [], allOn).find((l) => l.label === 'Examples')?.to).toBe('/promotion-examples');
    expect(promotionsLink(admin, [])).toBe('/promotions');
    expect(promotionsLink(admin, [aBusiness({ id: 4, promotionsEnabled: true })])).toBe('/promotions?businessId=4');
  });

  it('hides the links whose feature flag is off', () => {
    expect(labels(navLinks(admin, [], { ...allOn, directory: false, promotionManagement: false, adminPanel: false, settings: false }))).toEqual(['Dashboard', 'Businesses', 'QR Code']);
  });

  it('marks Promotions active on every promotions screen', () => {
    expect(isPromotionsPath('/promotions')).toBe(true);
    expect(isPromotionsPath('/pioneer-promotions')).toBe(true);
    expect(isPromotionsPath('/beta-promotions')).toBe(true);
    expect(isPromotionsPath('/directory')).toBe(false);
    expect(isPromotionsPath('/promotion-examples')).toBe(false);
  });

  it('marks Examples, Settings and Analytics active on their own screens', () => {
    const active = (label: string, path: string) => navLinks(admin, [], allOn).find((l) => l.label === label)!.active(path);
    expect(active('Examples', '/promotion-examples')).toBe(true);
    expect(active('Settings', '/settings')).toBe(true);
    expect(active('Analytics', '/admin')).toBe(true);
    expect(active('Analytics', '/administrator')).toBe(false);
  });

  it('labels roles with their badges', () => {
    expect(roleBadge('admin')).toEqual({ label: 'Admin', tone: 'amber', icon: 'crown' });
    expect(roleBadge('business_owner')).toEqual({ label: 'Pioneer', tone: 'brand', icon: 'zap' });
    expect(roleBadge('sample_owner')).toEqual({ label: 'sample owner', tone: 'neutral', icon: null });
  });
});
