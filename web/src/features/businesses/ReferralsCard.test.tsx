import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, aBusiness, owner } from '../../../test/fixtures';
import { FakeApi, renderScreen } from '../../../test/render';
import BusinessProfilePage from './BusinessProfilePage';

const business = aBusiness();

/** The business's Analytics tab, for `who`, with the `network` flag as given. */
function showAnalytics({ network, who = owner, summary = { status: 200, body: { given: 3, received: 5, won: 2 } } }: { network: boolean; who?: typeof owner; summary?: { status: number; body: unknown } }) {
  const api = new FakeApi()
    .on('GET /api/flags', { body: { flags: { network } } })
    .on('GET /api/user', { body: who })
    .on(`GET /api/businesses/${business.id}`, { body: business })
    .on(`GET /api/businesses/${business.id}/referrals/summary`, summary);
  api.install();
  renderScreen(<BusinessProfilePage />, { route: `/businesses/${business.id}?tab=analytics`, path: '/businesses/:id' });
  return api;
}

const card = async () => within((await screen.findByRole('heading', { name: 'Referrals' })).closest('.rounded-xl') as HTMLElement);

describe('the Analytics tab’s referrals', () => {
  it('shows how many customers the business referred, received and won, with a way to them for its owner', async () => {
    showAnalytics({ network: true });
    const referrals = await card();
    expect(await referrals.findByText('3')).toBeInTheDocument();
    const figures = Object.fromEntries(referrals.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(figures).toEqual({ Given: '3', Received: '5', Won: '2' });
    expect(referrals.getByRole('link', { name: 'See your referrals in My Network' })).toHaveAttribute('href', '/directory?tab=network#referrals');
  });

  it('shows an admin the figures without the link to My Network', async () => {
    showAnalytics({ network: true, who: admin });
    const referrals = await card();
    expect(await referrals.findByText('5')).toBeInTheDocument();
    expect(referrals.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says so when the figures cannot be read', async () => {
    showAnalytics({ network: true, summary: { status: 500, body: { message: 'Internal error' } } });
    const referrals = await card();
    expect(await referrals.findByRole('alert')).toHaveTextContent('The referral figures could not be loaded.');
    expect(referrals.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is not there, nor asked for, while the network is off', async () => {
    const api = showAnalytics({ network: false });
    expect(await screen.findByText('Analytics begin once the business is published and promotions are enabled.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Referrals' })).not.toBeInTheDocument();
    expect(api.callsTo(`GET /api/businesses/${business.id}/referrals/summary`)).toHaveLength(0);
  });
});
