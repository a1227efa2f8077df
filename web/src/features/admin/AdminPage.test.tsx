import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aBusiness, admin, owner } from '../../../test/fixtures';
import { FakeApi, renderScreen } from '../../../test/render';
import AdminPage from './AdminPage';
import { growthLabel, sizeLabel, uptimeLabel } from './admin-rules';

const period = (newUsers: number, emailsSent: number, newBusinesses: number) => ({ timeZone: 'America/New_York', start: '', end: '', newUsers, emailsSent, newBusinesses });

function serveDashboard(api = new FakeApi()) {
  return api
    .on('GET /api/user', { body: admin })
    .on('GET /api/flags', { body: { flags: { adminPanel: true, settings: true, businessProfile: true } } })
    .on('GET /api/admin/analytics/daily', {
      body: { period: 'daily', ...period(2, 5, 1), users: [{ ...owner, name: 'Newest Owner' }], businesses: [{ id: 44, userId: 7, name: 'Bayshore Bikes', industry: 'Retail', location: 'Tampa, FL', status: 'pending', published: false, createdAt: '' }] },
    })
    .on('GET /api/admin/analytics/weekly', { body: { period: 'weekly', ...period(9, 21, 4) } })
    .on('GET /api/admin/analytics/monthly', { body: { period: 'monthly', ...period(30, 80, 12) } })
    .on('GET /api/admin/user-details/daily', { body: { period: 'daily', ...period(2, 5, 1), users: [{ ...owner, name: 'Newest Owner' }] } })
    .on('GET /api/admin/user-details/weekly', { body: { period: 'weekly', ...period(9, 21, 4), users: [{ ...owner, id: 71, name: 'Monday Owner', email: 'monday@x.com' }] } })
    .on('GET /api/admin/analytics/summary', { body: { totalUsers: 41, activeBusinesses: 17, pendingApproval: 3, growthRate: 6.7, sampleData: { users: 8, activeBusinesses: 0, pendingApproval: 1 } } })
    .on('GET /api/admin/analytics/series', { body: [{ date: '2026-11-23', newUsers: 1, emailsSent: 2, newBusinesses: 0 }, { date: '2026-11-24', newUsers: 2, emailsSent: 5, newBusinesses: 1 }] });
}

describe('the admin dashboard', () => {
  it("tells anyone but an admin 'Access Denied' in the specification's words", async () => {
    new FakeApi().on('GET /api/user', { body: owner }).install();
    renderScreen(<AdminPage />, { route: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Access Denied: You need admin privileges to access this page.' })).toBeInTheDocument();
  });

  it('shows today’s figures with the week’s, the summary row and the chart; a card opens today, week and month with the newest', async () => {
    const user = userEvent.setup();
    serveDashboard().install();
    renderScreen(<AdminPage />, { route: '/admin' });
    const card = await screen.findByRole('button', { name: /New Users Today/ });
    expect(card).toHaveTextContent('2');
    expect(await within(card).findByText('9 this week')).toBeInTheDocument();
    expect(await screen.findByText('6.7%')).toBeInTheDocument();
    expect(screen.getByText('41')).toBeInTheDocument();
    // The summary says what it leaves out, which the businesses queue lists (marked SAMPLE).
    expect(screen.getByText('Not counted: 8 sample owners, 1 pending sample business (sample data).')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Last 2 days: 3 new users, 7 emails sent, 1 new businesses. Busiest day: 5.' })).toBeInTheDocument();

    await user.click(card);
    const dialog = await screen.findByRole('dialog', { name: 'New Users' });
    expect(within(dialog).getByText('Today').nextSibling).toHaveTextContent('2');
    expect(within(dialog).getByText('This Week').nextSibling).toHaveTextContent('9');
    expect(within(dialog).getByText('This Month').nextSibling).toHaveTextContent('30');
    expect(await within(dialog).findByText('Newest Owner')).toBeInTheDocument();
    // The week's newest, from the user details.
    await user.click(within(dialog).getByRole('button', { name: 'Week' }));
    expect(await within(dialog).findByText('Monday Owner')).toBeInTheDocument();
    expect(within(dialog).queryByText('Newest Owner')).toBeNull();
  });

  it('says which period’s figures could not be fetched, in the specification’s words', async () => {
    const user = userEvent.setup();
    serveDashboard()
      .on('GET /api/admin/analytics/weekly', { status: 500, body: { message: 'Something went wrong' } })
      .on('GET /api/admin/analytics/monthly', { status: 500, body: { message: 'Something went wrong' } })
      .install();
    renderScreen(<AdminPage />, { route: '/admin' });
    const card = await screen.findByRole('button', { name: /New Users Today/ });
    expect(await within(card).findByText('Failed to fetch weekly analytics')).toBeInTheDocument();
    await user.click(card);
    const dialog = await screen.findByRole('dialog', { name: 'New Users' });
    expect(within(dialog).getAllByRole('alert')[0]).toHaveTextContent('Failed to fetch weekly analytics. Failed to fetch monthly analytics');
  });

  it("says when the newest users could not be fetched, in the specification's words, and tries again", async () => {
    const user = userEvent.setup();
    let failing = true;
    const api = serveDashboard().on('GET /api/admin/user-details/daily', () => (failing ? { status: 500, body: { message: 'Something went wrong' } } : { body: { period: 'daily', ...period(2, 5, 1), users: [{ ...owner, name: 'Newest Owner' }] } }));
    api.install();
    renderScreen(<AdminPage />, { route: '/admin' });
    await user.click(await screen.findByRole('button', { name: /New Users Today/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New Users' });
    expect(await within(dialog).findByText('Failed to fetch user details')).toBeInTheDocument();
    failing = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Newest Owner')).toBeInTheDocument();
  });

  it('approves a pending business from the queue and says so', async () => {
    const user = userEvent.setup();
    const pending = { ...aBusiness({ id: 44, name: 'Bayshore Bikes', status: 'pending' }), approvedAt: null, reviewChanges: null };
    const api = serveDashboard()
      .on('GET /api/admin/businesses', { body: [pending] })
      .on('PUT /api/admin/businesses/44', { body: { ...pending, status: 'approved' } });
    api.install();
    renderScreen(<AdminPage />, { route: '/admin?tab=businesses' });
    expect(await screen.findByRole('heading', { name: 'Pending Approval (1)' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/businesses')[0]?.query.get('filter')).toBe('{"status":"pending"}');
    await user.click(screen.getByRole('button', { name: 'Approve Bayshore Bikes' }));
    expect(await screen.findByText('Bayshore Bikes approved')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/businesses/44')[0]?.body).toEqual({ status: 'approved' });
  });

  it('asks before a rejection, with what will happen and the reason the owner is told, and undoes it from the toast', async () => {
    const user = userEvent.setup();
    const pending = { ...aBusiness({ id: 44, name: 'Bayshore Bikes', status: 'pending', published: true }), approvedAt: null, reviewChanges: null };
    const api = serveDashboard()
      .on('GET /api/admin/businesses', { body: [pending] })
      .on('PUT /api/admin/businesses/44', (call) => ({ body: { ...pending, status: (call.body as { status: string }).status } }));
    api.install();
    renderScreen(<AdminPage />, { route: '/admin?tab=businesses' });
    await user.click(await screen.findByRole('button', { name: 'Reject Bayshore Bikes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Bayshore Bikes?' });
    expect(dialog).toHaveTextContent('Bayshore Bikes will be taken out of the directory, and its owner is told by e-mail with your reason. You can undo this right after.');
    // Nothing happens on one tap: the reason is asked first.
    const confirm = within(dialog).getByRole('button', { name: 'Reject Bayshore Bikes' });
    expect(confirm).toBeDisabled();
    expect(api.callsTo('PUT /api/admin/businesses/44')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'The website belongs to another shop.');
    await user.click(confirm);
    expect(await screen.findByText('Bayshore Bikes rejected')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/businesses/44')[0]?.body).toEqual({ status: 'rejected', reason: 'The website belongs to another shop.' });
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Bayshore Bikes is pending again')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/businesses/44')[1]?.body).toEqual({ status: 'pending' });
  });

  it('shows what changed since the last approval, and a first review as such', async () => {
    const changed = {
      ...aBusiness({ id: 44, name: 'Bayshore Bikes', status: 'pending' }),
      approvedAt: '2026-11-02T15:00:00.000Z',
      reviewChanges: [
        { field: 'description', label: 'Description', before: 'Bikes.', after: 'Bikes and repairs.' },
        { field: 'services', label: 'Services', before: [], after: ['Repairs', 'Rentals'] },
      ],
    };
    const fresh = { ...aBusiness({ id: 45, name: 'Seminole Heights Tea', status: 'pending' }), approvedAt: null, reviewChanges: null };
    serveDashboard().on('GET /api/admin/businesses', { body: [changed, fresh] }).install();
    renderScreen(<AdminPage />, { route: '/admin?tab=businesses' });
    const bikes = (await screen.findByRole('heading', { name: 'Bayshore Bikes' })).closest('li')!;
    expect(within(bikes).getByText(/Changed since its approval on/)).toBeInTheDocument();
    expect(within(bikes).getByText('Description:').nextSibling).toHaveTextContent('Bikes. → Bikes and repairs.');
    expect(within(bikes).getByText('Services:').nextSibling).toHaveTextContent('— → Repairs, Rentals');
    const tea = screen.getByRole('heading', { name: 'Seminole Heights Tea' }).closest('li')!;
    expect(within(tea).getByText('First review: not approved before.')).toBeInTheDocument();
  });
});

describe('the dashboard when the server fails', () => {
  it("says 'Failed to fetch daily analytics' and offers a retry", async () => {
    new FakeApi().on('GET /api/user', { body: admin }).on('GET /api/admin/analytics/daily', { status: 500, body: { message: 'boom' } }).install();
    renderScreen(<AdminPage />, { route: '/admin' });
    expect(await screen.findByText('Failed to fetch daily analytics')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try again/ })).toBeInTheDocument();
  });
});

describe('the dashboard’s formats', () => {
  it('writes uptime, sizes and the growth rate as shown', () => {
    expect(uptimeLabel(59)).toBe('0m');
    expect(uptimeLabel(3 * 3600 + 4 * 60)).toBe('3h 4m');
    expect(uptimeLabel(2 * 86_400 + 3 * 3600 + 4 * 60)).toBe('2d 3h 4m');
    expect(sizeLabel(1536)).toBe('1.5 KB');
    expect(sizeLabel(3.25 * 1024 * 1024)).toBe('3.3 MB');
    expect(growthLabel(6.7)).toBe('6.7%');
    expect(growthLabel(0)).toBe('0.0%');
  });
});
