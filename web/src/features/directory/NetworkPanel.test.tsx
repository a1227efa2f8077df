import type { BlockView, ConnectionView, NetworkOverview, ReferralView } from '@tapin/core/contracts';
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
    .on('GET /api/network/referrals', { body: { received: [], sent: [] } })
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

/** What the server answers a referral sent to Harbour Florist (connection 3). */
const sentReferral: ReferralView = {
  id: 40,
  direction: 'sent',
  status: 'new',
  need: 'Flowers for a wedding on 12 June, about 80 guests.',
  from: mine,
  to: full.connected[0]!.other,
  customer: null,
  contactDeleted: false,
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  closedAt: null,
};

describe('Refer a customer', () => {
  const dialogName = 'Refer a customer to Harbour Florist';

  async function openDialog(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await within(await screen.findByRole('region', { name: 'Connected' })).findByRole('button', { name: 'Refer a customer to Harbour Florist' }));
    return screen.findByRole('dialog', { name: dialogName });
  }

  it('sends the customer, what they need and their agreement from the business the connection joins, then lists it under Referrals you sent', async () => {
    const user = userEvent.setup();
    let sent: ReferralView[] = [];
    const api = serve(full)
      .on('GET /api/network/referrals', () => ({ body: { received: [], sent } }))
      .on('POST /api/network/referrals', () => {
        sent = [sentReferral];
        return { status: 201, body: sentReferral };
      });
    api.install();
    renderScreen(<NetworkPanel />);
    const dialog = await openDialog(user);
    expect(within(dialog).getByText('A phone number or an e-mail address: at least one of the two.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Customer's name"), 'Maria Lopez');
    await user.type(within(dialog).getByLabelText('Phone'), '(813) 555-0142');
    await user.type(within(dialog).getByLabelText('What they need'), sentReferral.need);
    expect(within(dialog).getByText(`${sentReferral.need.length}/1000`)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('What they need')).toHaveAttribute('maxLength', '1000');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Maria Lopez agreed to be contacted by Harbour Florist' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send referral' }));

    expect(await screen.findByText('Referral sent to Harbour Florist')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/network/referrals')[0]?.body).toEqual({
      toBusinessId: 103,
      fromBusinessId: 12,
      customerName: 'Maria Lopez',
      customerPhone: '(813) 555-0142',
      need: sentReferral.need,
      consent: true,
    });
    const referrals = section('Referrals you sent');
    expect(await within(referrals).findByRole('heading', { name: 'Harbour Florist' })).toBeInTheDocument();
    expect(within(referrals).getByText(sentReferral.need)).toBeInTheDocument();
  });

  it('says by each field what is missing, sending nothing, and keeps the Send button on', async () => {
    const user = userEvent.setup();
    const api = serve(full);
    api.install();
    renderScreen(<NetworkPanel />);
    const dialog = await openDialog(user);
    const send = within(dialog).getByRole('button', { name: 'Send referral' });
    expect(send).toBeEnabled();
    await user.click(send);
    expect(within(dialog).getByText("Enter the customer's name")).toBeInTheDocument();
    expect(within(dialog).getByText("Give the customer's phone number or e-mail address")).toBeInTheDocument();
    expect(within(dialog).getByText('Say what the customer needs')).toBeInTheDocument();
    expect(within(dialog).getByText('The customer must agree to be contacted before you refer them')).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Customer's name")).toHaveFocus();
    expect(within(dialog).getByLabelText("Customer's name")).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(dialog).getByLabelText("Customer's name"), 'Maria Lopez');
    await user.type(within(dialog).getByLabelText('E-mail'), 'maria@');
    await user.type(within(dialog).getByLabelText('What they need'), 'A bouquet');
    await user.click(send);
    expect(within(dialog).queryByText("Enter the customer's name")).not.toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('E-mail')).toHaveFocus();
    // Without the customer's agreement, nothing leaves the browser.
    await user.clear(within(dialog).getByLabelText('E-mail'));
    await user.type(within(dialog).getByLabelText('E-mail'), 'maria@example.com');
    await user.click(send);
    expect(within(dialog).getByText('The customer must agree to be contacted before you refer them')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: /agreed to be contacted by Harbour Florist/ })).toHaveFocus();
    expect(api.callsTo('POST /api/network/referrals')).toHaveLength(0);
  });

  it('shows the server’s refusal in the dialog and loses nothing typed', async () => {
    const user = userEvent.setup();
    const api = serve(full).on('POST /api/network/referrals', { status: 429, body: { message: 'You can send 50 referrals a day. Try again tomorrow.' } });
    api.install();
    renderScreen(<NetworkPanel />);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText("Customer's name"), 'Maria Lopez');
    await user.type(within(dialog).getByLabelText('E-mail'), 'maria@example.com');
    await user.type(within(dialog).getByLabelText('What they need'), 'A bouquet on Friday');
    await user.click(within(dialog).getByRole('checkbox', { name: /agreed to be contacted/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send referral' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You can send 50 referrals a day. Try again tomorrow.');
    expect(within(dialog).getByLabelText("Customer's name")).toHaveValue('Maria Lopez');
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue('maria@example.com');
    expect(within(dialog).getByLabelText('What they need')).toHaveValue('A bouquet on Friday');
    expect(within(dialog).getByRole('checkbox', { name: /agreed to be contacted/ })).toBeChecked();
    expect(api.callsTo('POST /api/network/referrals')[0]?.body).toMatchObject({ customerEmail: 'maria@example.com', consent: true });
    expect(api.callsTo('POST /api/network/referrals')[0]?.body).not.toHaveProperty('customerPhone');
  });
});
