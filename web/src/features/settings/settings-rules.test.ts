import { flagDefaults } from '@tapin/config/flags';
import { describe, expect, it } from 'vitest';
import { adminTools, initialTab, logoProblem, sessionTimeoutOptions, settingsTabs } from './settings-rules';

describe('settings tabs', () => {
  it('shows the admin tab to admins only', () => {
    expect(settingsTabs({ role: 'business_owner' })).toEqual(['profile', 'notifications', 'security']);
    expect(settingsTabs({ role: 'admin' })).toEqual(['profile', 'notifications', 'security', 'admin']);
    expect(settingsTabs(null)).not.toContain('admin');
  });

  it('opens the tab the address names when the user has it', () => {
    expect(initialTab('security', settingsTabs({ role: 'business_owner' }))).toBe('security');
    expect(initialTab('admin', settingsTabs({ role: 'business_owner' }))).toBe('profile');
    expect(initialTab(null, settingsTabs({ role: 'admin' }))).toBe('profile');
  });
});

describe('admin tools', () => {
  it('lists the documented links and quick actions when their screens are on', () => {
    const all = Object.fromEntries(Object.keys(flagDefaults).map((k) => [k, true]));
    const { links, quickActions } = adminTools(all);
    // Document 2's links, in its order: every one of their screens exists now.
    expect(links.map((l) => l.to)).toEqual(['/admin', '/businesses', '/developer', '/design-system', '/netflix-business-demo', '/developer-mode']);
    expect(quickActions.map((l) => [l.to, Boolean(l.newWindow)])).toEqual([
      ['/logs', true],
      ['/gpt-image-testing', true],
      ['/admin', false],
    ]);
  });

  it('hides a link whose screen is behind a flag that is off', () => {
    const { links, quickActions } = adminTools(flagDefaults);
    expect(links.map((l) => l.to)).toEqual(['/businesses']);
    expect(quickActions).toEqual([]);
  });
});

describe('logo', () => {
  it('takes PNG and JPG up to 2MB', () => {
    expect(logoProblem({ type: 'image/png', size: 2 * 1024 * 1024 })).toBeNull();
    expect(logoProblem({ type: 'image/jpeg', size: 1 })).toBeNull();
  });
  it('names the rule it breaks', () => {
    expect(logoProblem({ type: 'image/gif', size: 1 })).toBe('Logo must be a PNG or JPG image');
    expect(logoProblem({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe('Logo must be at most 2MB');
  });
});

it('offers the documented session timeouts', () => {
  expect(sessionTimeoutOptions.map((o) => o.value)).toEqual(['15', '30', '60', '120', 'never']);
});
