import type { BlockView, ConnectionView, NetworkOverview } from '@tapin/core/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeApi, renderScreen } from '../../../test/render';
import { useNetworkMarks } from './network-api';
import { NetworkPanel } from './NetworkPanel';

/** The directory's cards read the marks while My Network is open (the tab's badge). */
function WithMarks() {
  useNetworkMarks(true);
  return <NetworkPanel />;
}

const mine = { id: 12, name: 'Glow Beauty Studio', industry: 'Beauty & Salon', location: 'Tampa, FL' };

function connection(id: number, otherName: string, extra: Partial<ConnectionView> = {}): ConnectionView {
  return {
    id,
    status: 'pending',
    direction: 'incoming',
    note: '',
    createdAt: '2026-11-20T10:00:00.000Z',
    answeredAt: null,
    mine,
    other: { id: 100 + id, name: otherName, industry: 'Restaurant & Food Service', location: 'Ybor City, Tampa' },
    ...extra,
  };
}

const block: BlockView = { id: 9, ownerName: 'Sam Spammer', business: { id: 300, name: 'Spam Deals' }, createdAt: '2026-11-18T10:00:00.000Z' };

const full: NetworkOverview = {
  incoming: [connection(1, 'Sol Coffee Roasters', { note: 'We would love to stock your salon with coffee.' })],
  outgoing: [connection(2, 'Ybor Sunrise Café', { direction: 'outgoing' })],
  connected: [connection(3, 'Harbour Florist', { status: 'accepted', direction: 'outgoing', answeredAt: '2026-11-21T10:00:00.000Z' })],
  blocked: [block],
};

function serve(overview: NetworkOverview) {
  return new FakeApi()
    .on('GET /api/network', { body: overview })
    .on('GET /api/network/marks', { body: { saved: [], states: {}, requestsLeft: 20 } })
    .on('POST /api/network/connections/1/accept', { body: { ...full.incoming[0], status: 'accepted' } })
    .on('POST /api/network/connections/1/decline', { body: full.incoming[0] })
    .on('DELETE /api/network/connections/2', { status: 204 })
    .on('DELETE /api/network/connections/3', { status: 204 })
    .on('POST /api/network/blocks', { status: 201, body: block })
    .on('DELETE /api/network/blocks/9', { status: 204 });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('My Network', () => {
  it('lists requests for the owner, requests they sent, connections and blocks', async () => {
    serve(full).install();
    renderScreen(<NetworkPanel />);
    expect(await screen.findByRole('heading', { name: 'Requests for you' })).toBeInTheDocument();
    const incoming = section('Requests for you');
    expect(within(incoming).getByRole('heading', { name: 'Sol Coffee Roasters' })).toBeInTheDocument();
    expect(within(incoming).getByText('Restaurant & Food Service · Ybor City, Tampa')).toBeInTheDocument();
    expect(within(incoming).getByText('We would love to stock your salon with coffee.')).toBeInTheDocument();
    expect(within(incoming).getByText('Asked Nov 20, 2026')).toBeInTheDocument();
    expect(within(incoming).getByRole('button', { name: 'Accept Sol Coffee Roasters' })).toBeInTheDocument();
    expect(within(incoming).getByRole('button', { name: 'Decline Sol Coffee Roasters' })).toBeInTheDocument();
    expect(within(section('Requests you sent')).getByRole('button', { name: 'Withdraw request to Ybor Sunrise Café' })).toBeInTheDocument();
    expect(within(section('Connected')).getByText('Connected Nov 21, 2026')).toBeInTheDocument();
    expect(within(section('Blocked')).getByText(/Owner: Sam Spammer · Blocked Nov 18, 2026/)).toBeInTheDocument();
  });

  it('says plainly when each list is empty', async () => {
    serve({ incoming: [], outgoing: [], connected: [], blocked: [] }).install();
    renderScreen(<NetworkPanel />);
    expect(await screen.findByText('No requests waiting. When another business asks to connect, it shows here.')).toBeInTheDocument();
    expect(screen.getByText('No requests waiting for an answer. Press Connect on a business in the directory to ask.')).toBeInTheDocument();
    expect(screen.getByText('You are not connected with any business yet.')).toBeInTheDocument();
    expect(screen.getByText('You have not blocked anyone.')).toBeInTheDocument();
  });

  it('accepts and declines a request, reading the network and the marks again after each', async () => {
    const user = userEvent.setup();
    const api = serve(full);
    api.install();
    renderScreen(<WithMarks />);
    await user.click(await screen.findByRole('button', { name: 'Accept Sol Coffee Roasters' }));
    expect(await screen.findByText('You are connected with Sol Coffee Roasters')).toBeInTheDocument();
    expect(api.callsTo('POST /api/network/connections/1/accept')).toHaveLength(1);
    expect(api.callsTo('GET /api/network')).toHaveLength(2);
    expect(api.callsTo('GET /api/network/marks')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Decline Sol Coffee Roasters' }));
    expect(await screen.findByText('Request from Sol Coffee Roasters declined')).toBeInTheDocument();
    expect(api.callsTo('POST /api/network/connections/1/decline')).toHaveLength(1);
    expect(api.callsTo('GET /api/network')).toHaveLength(3);
    expect(api.callsTo('GET /api/network/marks')).toHaveLength(3);
  });

  it('blocks only once the owner confirms', async () => {
    const user = userEvent.setup();
    const api = serve(full);
    api.install();
    renderScreen(<NetworkPanel />);
    await user.click(await screen.findByRole('button', { name: 'Block Sol Coffee Roasters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Sol Coffee Roasters?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/network/blocks')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Block Sol Coffee Roasters' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Block Sol Coffee Roasters?' })).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Sol Coffee Roasters blocked')).toBeInTheDocument();
    expect(api.callsTo('POST /api/network/blocks')[0]?.body).toEqual({ businessId: 101 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('withdraws a request, removes a connection after asking, and unblocks', async () => {
    const user = userEvent.setup();
    const api = serve(full);
    api.install();
    renderScreen(<NetworkPanel />);
    await user.click(await screen.findByRole('button', { name: 'Withdraw request to Ybor Sunrise Café' }));
    expect(await screen.findByText('Request to Ybor Sunrise Café withdrawn')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/network/connections/2')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Remove Harbour Florist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Harbour Florist from your connections?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Harbour Florist removed from your connections')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/network/connections/3')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Unblock Spam Deals' }));
    expect(await screen.findByText('Spam Deals unblocked')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/network/blocks/9')).toHaveLength(1);
  });

  it('shows the server’s refusal', async () => {
    const user = userEvent.setup();
    const api = serve(full).on('POST /api/network/connections/1/accept', { status: 409, body: { message: 'This request was already declined' } });
    api.install();
    renderScreen(<NetworkPanel />);
    await user.click(await screen.findByRole('button', { name: 'Accept Sol Coffee Roasters' }));
    expect(await screen.findByText('The request could not be accepted')).toBeInTheDocument();
    expect(screen.getByText('This request was already declined')).toBeInTheDocument();
  });

  it('offers to try again when the network cannot be read', async () => {
    new FakeApi().on('GET /api/network', { status: 500, body: { message: 'Internal error' } }).install();
    renderScreen(<NetworkPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your network could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
