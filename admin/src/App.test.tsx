import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';

/**
 * The console's menu holds exactly the resources the server lists for the admin (`GET
 * /api/admin/resources`), labelled as the modules declare them. `fetch` answers as the server does.
 */
describe('the console', () => {
  let root: Root | undefined;
  let container: HTMLDivElement;
  let listed: Array<{ name: string; label: string }>;
  const admin = { id: 1, email: 'boss@tapin.example', name: 'Boss', role: 'admin', createdAt: '2026-11-24T00:00:00Z' };

  beforeEach(() => {
    // react-admin's layout asks the window how wide it is.
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, onchange: null, dispatchEvent: () => false }));
    localStorage.setItem('auth_token', 'admin-token');
    window.history.replaceState(null, '', '/console/');
    vi.stubGlobal('fetch', async (url: string) => {
      const path = new URL(url, 'http://console.test').pathname;
      if (path === '/api/user') return Response.json(admin);
      if (path === '/api/admin/resources') return Response.json({ resources: listed });
      return Response.json({ message: 'Not found' }, { status: 404 });
    });
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    root?.unmount();
    container.remove();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  async function menu(): Promise<string[]> {
    root = createRoot(container);
    root.render(<App />);
    await vi.waitFor(() => expect(container.querySelector('a[href="/console/flags"]')).not.toBeNull(), { timeout: 10_000 });
    return [...container.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent?.trim() ?? '');
  }

  it('shows exactly the listed resources, with their declared labels, and no screen of a plugin that is off', async () => {
    listed = [
      { name: 'users', label: 'Users' },
      { name: 'waitlist', label: 'Waitlist' },
      { name: 'emails', label: 'Outbox' },
      { name: 'businesses', label: 'Businesses' },
      { name: 'audit', label: 'Audit trail' },
      { name: 'scraped-sites', label: 'Scraped sites' },
    ];
    expect(await menu()).toEqual(['Dashboard', 'Users', 'Waitlist', 'Businesses', 'Outbox', 'Audit trail', 'Scraped sites', 'Flags', 'Announcements']);
  });

  it('takes in every resource the server lists', async () => {
    listed = [
      { name: 'businesses', label: 'Businesses' },
      { name: 'promotions', label: 'Promotions' },
      { name: 'campaigns', label: 'Campaigns' },
      { name: 'generated-posters', label: 'Generated posters' },
    ];
    expect(await menu()).toEqual(['Dashboard', 'Businesses', 'Promotions', 'Campaigns', 'Generated posters', 'Flags', 'Announcements']);
  });
});
