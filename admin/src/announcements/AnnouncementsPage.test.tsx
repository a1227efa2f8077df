import { createRoot, type Root } from 'react-dom/client';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';

/** The console's announcements: a test to the admin (the preview), then the sending after a confirmation. */
describe('announcements in the console', () => {
  let root: Root | undefined;
  let container: HTMLDivElement;
  const posted: Array<{ path: string; body: unknown }> = [];

  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, onchange: null, dispatchEvent: () => false }));
    localStorage.setItem('auth_token', 'admin-token');
    window.history.replaceState(null, '', '/console/announcements');
    posted.length = 0;
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://console.test').pathname;
      if (path === '/api/user') return Response.json({ id: 1, email: 'boss@tapin.example', name: 'Boss', role: 'admin', createdAt: '2026-11-24T00:00:00Z' });
      if (path === '/api/admin/resources') return Response.json({ resources: [] });
      if (init?.method === 'POST') posted.push({ path, body: JSON.parse(String(init.body)) });
      if (path === '/api/admin/announcements/test') return Response.json({ subject: 'Meet-up', text: 'Hi Boss,\n\nCome on Thursday.', recipients: 3 });
      if (path === '/api/admin/announcements') return Response.json({ sent: 3 });
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

  const type = (label: string, value: string) => {
    const field = [...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].find((el) => el.labels?.[0]?.textContent?.startsWith(label));
    if (!field) throw new Error(`no field ${label}`);
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!;
    act(() => {
      setter.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
  };
  const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);

  it('sends only after a test, and says how many got it', async () => {
    root = createRoot(container);
    act(() => root!.render(<App />));
    await vi.waitFor(() => expect(button('Send me a test')).toBeDefined(), { timeout: 10_000 });
    expect(button('Send to everyone who opted in')!.disabled).toBe(true);
    type('Subject', 'Meet-up');
    type('Announcement', 'Come on Thursday.');
    act(() => button('Send me a test')!.click());
    await vi.waitFor(() => expect(container.textContent).toContain('It would go to 3 people'));
    expect(posted).toEqual([{ path: '/api/admin/announcements/test', body: { subject: 'Meet-up', body: 'Come on Thursday.' } }]);
    act(() => button('Send to everyone who opted in')!.click());
    await vi.waitFor(() => expect(document.body.textContent).toContain('“Meet-up” goes to 3 people now.'));
    act(() => button('Send')!.click());
    await vi.waitFor(() => expect(container.textContent).toContain('Sent to 3 people.'));
    expect(posted.at(-1)).toEqual({ path: '/api/admin/announcements', body: { subject: 'Meet-up', body: 'Come on Thursday.' } });
  });
});
