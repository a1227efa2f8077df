import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { owner } from '../../../test/fixtures';
import { FakeApi, renderScreen } from '../../../test/render';
import { NavBar } from './NavBar';

describe('the navigation bar', () => {
  it('shows a signed-in owner the notifications bell, whatever the flags', async () => {
    new FakeApi()
      .on('GET /api/user', { body: owner })
      .on('GET /api/flags', { body: { flags: { network: false } } })
      .on('GET /api/businesses', { body: [] })
      .on('GET /api/notifications', { body: { unread: 3, items: [] } })
      .install();
    renderScreen(<NavBar />, { route: '/dashboard' });
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toContainElement(screen.getByRole('button', { name: 'Open menu' }));
  });

  it('has no bell for someone signed out', () => {
    new FakeApi().install();
    renderScreen(<NavBar />, { route: '/dashboard', signedIn: false });
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
  });
});
