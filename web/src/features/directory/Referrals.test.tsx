import type { ReferralLists, ReferralView } from '@tapin/core/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeApi, renderScreen } from '../../../test/render';
import { Referrals } from './Referrals';

const glow = { id: 12, name: 'Glow Beauty Studio', industry: 'Beauty & Salon', location: 'Tampa, FL' };
const sol = { id: 101, name: 'Sol Coffee Roasters', industry: 'Restaurant & Food Service', location: 'Ybor City, Tampa' };
const harbour = { id: 103, name: 'Harbour Florist', industry: 'Retail & E-commerce', location: 'Hyde Park, Tampa' };

function referral(id: number, extra: Partial<ReferralView> = {}): ReferralView {
  return {
    id,
    direction: 'received',
    status: 'new',
    need: 'A colour and cut before her wedding on 12 June.',
    from: sol,
    to: glow,
    customer: { name: 'Maria Lopez', phone: '(813) 555-0142', email: 'maria@example.com' },
    contactDeleted: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    closedAt: null,
    ...extra,
  };
}

const lists: ReferralLists = {
  received: [
    referral(1),
    referral(2, { status: 'won', need: 'Highlights.', customer: null, contactDeleted: true, closedAt: '2026-05-02T10:00:00.000Z', createdAt: '2026-04-20T10:00:00.000Z' }),
  ],
  sent: [referral(3, { direction: 'sent', from: glow, to: harbour, customer: null, need: 'Flowers for the same wedding.', status: 'contacted' })],
};

function serve(answer: ReferralLists) {
  let current = answer;
  // The first referral for the owner moves on as the fake server is told.
  return new FakeApi().on('GET /api/network/referrals', () => ({ body: current })).on('POST /api/network/referrals/1/status', ({ body }) => {
    const { status } = body as { status: 'contacted' | 'won' | 'lost' };
    const next: ReferralView = { ...current.received[0]!, status, closedAt: status === 'contacted' ? null : '2026-11-23T10:00:00.000Z' };
    current = { ...current, received: [next, ...current.received.slice(1)] };
    return { body: next };
  });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('My Network’s referrals', () => {
  it('lists the referrals for the owner with the customer’s details, and those they sent without them', async () => {
    serve(lists).install();
    renderScreen(<Referrals />);
    const received = await screen.findByRole('region', { name: 'Referrals for you' });
    const open = within(received).getAllByRole('listitem')[0]!;
    expect(within(open).getByRole('heading', { name: 'Sol Coffee Roasters' })).toBeInTheDocument();
    expect(within(open).getByText('Restaurant & Food Service · Ybor City, Tampa')).toBeInTheDocument();
    expect(within(open).getByText('A colour and cut before her wedding on 12 June.')).toBeInTheDocument();
    expect(within(open).getByText('Referred Nov 20, 2026')).toBeInTheDocument();
    expect(within(open).getByText('Maria Lopez')).toBeInTheDocument();
    expect(within(open).getByRole('link', { name: 'Call (813) 555-0142' })).toHaveAttribute('href', 'tel:8135550142');
    expect(within(open).getByRole('link', { name: 'E-mail maria@example.com' })).toHaveAttribute('href', 'mailto:maria@example.com');
    expect(within(open).getByText('New')).toBeInTheDocument();
    expect(within(open).getByRole('button', { name: 'Mark contacted: Maria Lopez' })).toBeInTheDocument();

    const closed = within(received).getAllByRole('listitem')[1]!;
    expect(within(closed).getByText('Won')).toBeInTheDocument();
    expect(within(closed).getByText(/Referred Apr 20, 2026 · Won May 2, 2026/)).toBeInTheDocument();
    expect(within(closed).getByText("Customer's details deleted 180 days after it closed")).toBeInTheDocument();
    expect(within(closed).queryByRole('button')).not.toBeInTheDocument();

    const sent = section('Referrals you sent');
    expect(within(sent).getByRole('heading', { name: 'Harbour Florist' })).toBeInTheDocument();
    expect(within(sent).getByText('Flowers for the same wedding.')).toBeInTheDocument();
    expect(within(sent).getByText('Contacted')).toBeInTheDocument();
    expect(within(sent).queryByRole('link')).not.toBeInTheDocument();
    expect(within(sent).queryByRole('button')).not.toBeInTheDocument();
    // One business of the owner's: which one a referral concerns goes unsaid.
    expect(screen.queryByText('To Glow Beauty Studio')).not.toBeInTheDocument();
  });

  it('says plainly when there are none', async () => {
    serve({ received: [], sent: [] }).install();
    renderScreen(<Referrals />);
    expect(await screen.findByText('No referrals for you yet. When a business you are connected with sends you a customer, they show here.')).toBeInTheDocument();
    expect(screen.getByText('You have not referred anyone yet. Press Refer a customer on a business you are connected with.')).toBeInTheDocument();
  });

  it('marks a referral contacted at once, and won only once the owner confirms, which closes it', async () => {
    const user = userEvent.setup();
    const api = serve(lists);
    api.install();
    renderScreen(<Referrals />);
    await user.click(await screen.findByRole('button', { name: 'Mark contacted: Maria Lopez' }));
    expect(await screen.findByText('Referral marked contacted')).toBeInTheDocument();
    expect(api.callsTo('POST /api/network/referrals/1/status')[0]?.body).toEqual({ status: 'contacted' });
    const item = within(section('Referrals for you')).getAllByRole('listitem')[0]!;
    expect(await within(item).findByText('Contacted')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /Mark contacted/ })).not.toBeInTheDocument();
    await waitFor(() => expect(within(item).getByRole('heading', { name: 'Sol Coffee Roasters' })).toHaveFocus());

    await user.click(within(item).getByRole('button', { name: 'Won: Maria Lopez' }));
    let dialog = await screen.findByRole('dialog', { name: 'Mark the referral of Maria Lopez won?' });
    expect(dialog).toHaveTextContent('This closes it for good');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/network/referrals/1/status')).toHaveLength(1);

    await user.click(within(item).getByRole('button', { name: 'Won: Maria Lopez' }));
    dialog = await screen.findByRole('dialog', { name: 'Mark the referral of Maria Lopez won?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark won' }));
    expect(await screen.findByText('Referral marked won')).toBeInTheDocument();
    expect(api.callsTo('POST /api/network/referrals/1/status')[1]?.body).toEqual({ status: 'won' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const won = within(section('Referrals for you')).getAllByRole('listitem')[0]!;
    expect(within(won).getByText('Won')).toBeInTheDocument();
    expect(within(won).queryByRole('button')).not.toBeInTheDocument();
    // The Won button is gone: focus goes to the referral rather than to the page's start.
    await waitFor(() => expect(within(won).getByRole('heading', { name: 'Sol Coffee Roasters' })).toHaveFocus());
  });

  it('marks a referral lost after asking, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    const api = serve(lists).on('POST /api/network/referrals/1/status', { status: 409, body: { message: 'This referral is closed: it was marked won' } });
    api.install();
    renderScreen(<Referrals />);
    await user.click(await screen.findByRole('button', { name: 'Lost: Maria Lopez' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Mark the referral of Maria Lopez lost?' })).getByRole('button', { name: 'Mark lost' }));
    expect(await screen.findByText('The referral could not be updated')).toBeInTheDocument();
    expect(screen.getByText('This referral is closed: it was marked won')).toBeInTheDocument();
    expect(api.callsTo('POST /api/network/referrals/1/status')[0]?.body).toEqual({ status: 'lost' });
    // Read again: what is on screen may be out of date.
    await waitFor(() => expect(api.callsTo('GET /api/network/referrals')).toHaveLength(2));
  });

  it('says which of the owner’s businesses a referral concerns when they have several', async () => {
    const other = { id: 13, name: 'Glow Nails', industry: 'Beauty & Salon', location: 'Tampa, FL' };
    serve({ received: [referral(1)], sent: [referral(3, { direction: 'sent', from: other, to: harbour, customer: null })] }).install();
    renderScreen(<Referrals />);
    expect(await screen.findByText('To Glow Beauty Studio')).toBeInTheDocument();
    expect(screen.getByText('From Glow Nails')).toBeInTheDocument();
  });

  it('comes into view and takes focus when a notification leads to it', async () => {
    serve(lists).install();
    renderScreen(<Referrals />, { route: '/directory?tab=network#referrals' });
    await screen.findByRole('region', { name: 'Referrals for you' });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Referrals', level: 2 })).toHaveFocus());
  });

  it('offers to try again when the referrals cannot be read', async () => {
    new FakeApi().on('GET /api/network/referrals', { status: 500, body: { message: 'Internal error' } }).install();
    renderScreen(<Referrals />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your referrals could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
