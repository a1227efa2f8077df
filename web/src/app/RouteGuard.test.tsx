import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { owner } from '../../test/fixtures';
import { FakeApi, renderScreen } from '../../test/render';
import { RouteGuard } from './RouteGuard';

describe('the signed-in routes’ guard', () => {
  it('says the user could not be fetched (not a sign-out) on a failure other than 401, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    new FakeApi()
      .on('GET /api/user', () => (fail ? { status: 500, body: { message: 'Something went wrong' } } : { body: owner }))
      .on('GET /api/flags', { body: { flags: {} } })
      .install();
    renderScreen(
      <RouteGuard>
        <p>The dashboard</p>
      </RouteGuard>,
      { route: '/dashboard' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch user');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The dashboard')).toBeInTheDocument();
  });

  it('sends a 401 home, signed out', async () => {
    new FakeApi().on('GET /api/user', { status: 401, body: { message: 'Authentication required' } }).install();
    renderScreen(
      <RouteGuard>
        <p>The dashboard</p>
      </RouteGuard>,
      { route: '/dashboard' },
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(screen.queryByText('Failed to fetch user')).toBeNull();
  });
});
