import { describe, expect, it } from 'vitest';
import { aBusiness, admin, owner } from '../../../test/fixtures';
import { landingPath } from './dashboard-rules';

describe('the dashboard', () => {
  it('sends someone without a business of their own to the intake', () => {
    expect(landingPath(owner, [])).toBe('/intake');
    expect(landingPath(owner, [aBusiness({ isTestData: true })])).toBe('/intake');
  });

  it('sends owners to the pioneer profile of their newest business, admins to its business page', () => {
    const older = aBusiness({ id: 3, createdAt: '2026-11-01T00:00:00.000Z' });
    const newer = aBusiness({ id: 8, createdAt: '2026-11-10T00:00:00.000Z' });
    expect(landingPath(owner, [newer, older])).toBe('/pioneer-profile/8');
    expect(landingPath(admin, [older, newer])).toBe('/businesses/8');
  });
});
