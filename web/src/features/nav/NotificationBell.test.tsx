import { focusManager } from '@tanstack/react-query';
import type { NotificationList } from '@tapin/core/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FakeApi, renderScreen } from '../../../test/render';
import { NotificationBell } from './NotificationBell';

function notifications(): NotificationList {
  return {
    unread: 2,
    items: [
      { id: 12, kind: 'connection.requested', title: 'Sol Coffee Roasters wants to connect with Glow Beauty Studio', body: 'We roast next door.', link: '/directory?tab=network', createdAt: new Date(Date.now() - 5 * 60_000).toISOString(), readAt: null },
      { id: 11, kind: 'business.approved', title: 'Glow Beauty Studio was approved', body: 'It is listed in the directory.', link: '/pioneer-profile/12', createdAt: new Date(Date.now() - 2 * 3600_000).toISOString(), readAt: null },
      { id: 10, kind: 'connection.accepted', title: 'Harbour Florist accepted your request', body: '', link: null, createdAt: new Date(Date.now() - 3 * 86400_000).toISOString(), readAt: new Date().toISOString() },
    ],
  };
}

/** A fake of the notification centre: reading marks them read as the server does. */
function serve() {
  let list = notifications();
  return new FakeApi().on('GET /api/notifications', () => ({ body: list })).on('POST /api/notifications/read', ({ body }) => {
    const ids = (body as { ids?: number[] }).ids;
    const items = list.items.map((n) => (ids === undefined || ids.includes(n.id) ? { ...n, readAt: n.readAt ?? new Date().toISOString() } : n));
    list = { unread: items.filter((n) => n.readAt === null).length, items };
    return { body: list };
  });
}

describe('the notifications bell', () => {
  it('says how many are unread, and lists them newest first with the unread ones marked', async () => {
    const user = userEvent.setup();
    serve().install();
    renderScreen(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell).toHaveTextContent('2');
    expect(bell).toHaveAttribute('aria-expanded', 'false');

    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(screen.getByRole('heading', { name: 'Notifications' })).toHaveFocus();
    // The panel's code arrives apart from the bar's (at idle, or at the first press).
    await within(panel).findByRole('button', { name: 'Mark all read' });
    const items = within(panel).getAllByRole('button').filter((b) => b.textContent !== 'Mark all read');
    expect(items.map((b) => b.querySelector('span span')?.textContent)).toEqual([
      'Unread: Sol Coffee Roasters wants to connect with Glow Beauty Studio',
      'Unread: Glow Beauty Studio was approved',
      'Harbour Florist accepted your request',
    ]);
    expect(within(panel).getByText('We roast next door.')).toBeInTheDocument();
    expect(within(panel).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(panel).getByText('3 days ago')).toBeInTheDocument();
  });

  it('marks one read and goes where it leads', async () => {
    const user = userEvent.setup();
    const api = serve();
    api.install();
    renderScreen(<NotificationBell />, { route: '/dashboard' });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(await screen.findByRole('button', { name: /Sol Coffee Roasters wants to connect/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/directory?tab=network');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST /api/notifications/read')).toHaveLength(1));
    expect(api.callsTo('POST /api/notifications/read')[0]?.body).toEqual({ ids: [12] });
  });

  it('marks all read, and the count goes', async () => {
    const user = userEvent.setup();
    const api = serve();
    api.install();
    renderScreen(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).not.toHaveTextContent(/\d/);
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    await waitFor(() => expect(api.callsTo('POST /api/notifications/read')).toHaveLength(1));
    expect(api.callsTo('POST /api/notifications/read')[0]?.body).toEqual({});
  });

  it('closes on Escape, focus back on the bell', async () => {
    const user = userEvent.setup();
    serve().install();
    renderScreen(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await user.click(bell);
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });

  it('says so when there is nothing', async () => {
    const user = userEvent.setup();
    new FakeApi().on('GET /api/notifications', { body: { unread: 0, items: [] } }).install();
    renderScreen(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText(/^No notifications yet\./)).toBeInTheDocument();
  });

  it('asks for news every minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const api = serve();
      api.install();
      renderScreen(<NotificationBell />);
      await screen.findByRole('button', { name: 'Notifications, 2 unread' });
      await act(() => vi.advanceTimersByTimeAsync(59_000));
      expect(api.callsTo('GET /api/notifications')).toHaveLength(1);
      await act(() => vi.advanceTimersByTimeAsync(2_000));
      await waitFor(() => expect(api.callsTo('GET /api/notifications')).toHaveLength(2));
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads the list again when the window comes back into focus', async () => {
    const api = serve();
    api.install();
    renderScreen(<NotificationBell />);
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(api.callsTo('GET /api/notifications')).toHaveLength(1);
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(api.callsTo('GET /api/notifications')).toHaveLength(2));
    focusManager.setFocused(undefined);
  });
});
