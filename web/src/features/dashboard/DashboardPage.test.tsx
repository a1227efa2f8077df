import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { owner } from '../../../test/fixtures';
import { FakeApi, renderScreen } from '../../../test/render';
import DashboardPage from './DashboardPage';

describe('/dashboard', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = new FakeApi();
    api.on('GET /api/user', { body: owner });
    api.install();
    // The address bar, as the browser router keeps it.
    window.history.replaceState(null, '', '/dashboard');
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('sends an owner without a business to the intake', async () => {
    api.on('GET /api/businesses', { body: [] });
    renderScreen(<DashboardPage />, { route: '/dashboard' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/intake'));
  });

  it('leaves alone someone who followed a link while their businesses were loading', async () => {
    // The router keeps this page on screen while the next page's code arrives; the address has moved on.
    let answer!: () => void;
    api.on('GET /api/businesses', () => new Promise((resolve) => (answer = () => resolve({ body: [] }))));
    renderScreen(<DashboardPage />, { route: '/dashboard' });
    await screen.findByText('Loading your business dashboard...');
    window.history.pushState(null, '', '/promotion-examples');
    answer();
    await waitFor(() => expect(api.callsTo('GET /api/businesses')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });
});
