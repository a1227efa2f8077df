import type { BusinessWithPromotions, PublicPageView } from '@tapin/core/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aBusiness } from '../../../test/fixtures';
import { showOwnerProfile } from '../../../test/owner-profile';
import { FakeApi } from '../../../test/render';

const showProfile = (business: BusinessWithPromotions, api: FakeApi, flags: Record<string, boolean> = { publicPages: true }) => showOwnerProfile(business, api, flags);

const page = (overrides: Partial<PublicPageView> = {}): PublicPageView => ({
  businessId: 12,
  enabled: false,
  slug: 'sol-coffee-roasters',
  path: '/b/sol-coffee-roasters',
  live: false,
  waiting: null,
  ...overrides,
});


const approved = () => aBusiness({ published: true, status: 'approved', postPublishChoice: 'skip_to_directory' });

describe('the public page switch', () => {
  it('is off until the owner turns it on, then says why the page does not show yet', async () => {
    const user = userEvent.setup();
    const api = new FakeApi()
      .on('GET /api/businesses/12/public-page', { body: page() })
      .on('PUT /api/businesses/12/public-page', ({ body }) => ({ body: page({ enabled: (body as { enabled: boolean }).enabled, waiting: 'unpublished' }) }));
    showProfile(aBusiness(), api);

    const toggle = await screen.findByRole('switch', { name: 'Public page' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription("Customers can see this business's page without signing in: name, services, contact details and live promotions.");
    expect(screen.getByText('Off: only signed-in Pioneers see this business.')).toBeInTheDocument();

    await user.click(toggle);
    expect(await screen.findByText('Publish your business to show its page.')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(api.callsTo('PUT /api/businesses/12/public-page').map((c) => c.body)).toEqual([{ enabled: true }]);
    expect(screen.queryByRole('link', { name: /\/b\/sol-coffee-roasters/ })).toBeNull();
  });

  it('shows the page’s address when it is live, and turns it off', async () => {
    const user = userEvent.setup();
    const api = new FakeApi()
      .on('GET /api/businesses/12/public-page', { body: page({ enabled: true, live: true }) })
      .on('PUT /api/businesses/12/public-page', { body: page({ enabled: false }) });
    showProfile(approved(), api);

    const link = await screen.findByRole('link', { name: /\/b\/sol-coffee-roasters$/ });
    expect(link).toHaveAttribute('href', '/b/sol-coffee-roasters');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    const toggle = screen.getByRole('switch', { name: 'Public page' });
    expect(toggle).toBeChecked();

    await user.click(toggle);
    expect(await screen.findByText('Off: only signed-in Pioneers see this business.')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(screen.queryByRole('link', { name: /\/b\/sol-coffee-roasters/ })).toBeNull();
    expect(api.callsTo('PUT /api/businesses/12/public-page').map((c) => c.body)).toEqual([{ enabled: false }]);
  });

  it.each([
    ['unpublished', 'Publish your business to show its page.'],
    ['pending', 'It will show once an admin approves your business.'],
    ['rejected', 'It will not show while your business is rejected.'],
  ] as const)('says why a switched-on page does not show while the business is %s', async (waiting, note) => {
    showProfile(aBusiness(), new FakeApi().on('GET /api/businesses/12/public-page', { body: page({ enabled: true, waiting }) }));
    expect(await screen.findByText(note)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Public page' })).toBeChecked();
    expect(screen.queryByText('Off: only signed-in Pioneers see this business.')).toBeNull();
  });

  it('works from the keyboard and waits for the server before taking another change', async () => {
    const user = userEvent.setup();
    let answer!: () => void;
    const api = new FakeApi()
      .on('GET /api/businesses/12/public-page', { body: page() })
      .on('PUT /api/businesses/12/public-page', () => new Promise((resolve) => (answer = () => resolve({ body: page({ enabled: true, live: true }) }))));
    showProfile(approved(), api);

    const toggle = await screen.findByRole('switch', { name: 'Public page' });
    toggle.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-disabled', 'true'));
    await user.keyboard(' '); // ignored while saving
    expect(toggle).toHaveFocus();
    answer();

    expect(await screen.findByRole('link', { name: /\/b\/sol-coffee-roasters$/ })).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(toggle).not.toHaveAttribute('aria-disabled');
    expect(api.callsTo('PUT /api/businesses/12/public-page').map((c) => c.body)).toEqual([{ enabled: true }]);
  });

  it('tells the owner when the server refuses the change and keeps the switch as it was', async () => {
    const user = userEvent.setup();
    const api = new FakeApi()
      .on('GET /api/businesses/12/public-page', { body: page() })
      .on('PUT /api/businesses/12/public-page', { status: 403, body: { message: 'Only the owner can change this page' } });
    showProfile(approved(), api);

    const toggle = await screen.findByRole('switch', { name: 'Public page' });
    await user.click(toggle);
    expect(await screen.findByText('Public page not changed')).toBeInTheDocument();
    expect(screen.getByText('Only the owner can change this page')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(toggle).not.toHaveAttribute('aria-disabled');
  });

  it('is not there, and asks nothing, while the publicPages flag is off', async () => {
    const api = showProfile(approved(), new FakeApi().on('GET /api/businesses/12/public-page', { body: page() }), { publicPages: false });
    expect(await screen.findByText('Business Information')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/flags')).toHaveLength(1));
    expect(screen.queryByRole('switch', { name: 'Public page' })).toBeNull();
    expect(api.callsTo('GET /api/businesses/12/public-page')).toHaveLength(0);
  });
});

describe('the post-publish dialog', () => {
  const publishing = (api: FakeApi) =>
    api
      .on('POST /api/businesses/12/publish', { body: aBusiness({ published: true }) })
      .on('POST /api/businesses/12/generate-poster-preview', { body: { posterUrl: '/uploads/posters/sol.png' } });
  const line = "Want customers to find you? Turn on Public page in your profile's details.";

  it('points to the public page switch while the page is off, and the page’s answer is read again', async () => {
    const user = userEvent.setup();
    const api = publishing(new FakeApi().on('GET /api/businesses/12/public-page', { body: page() }));
    showProfile(aBusiness(), api);

    await user.click(await screen.findByRole('button', { name: /Publish to Directory/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Great! Your business is now published!' });
    expect(within(dialog).getByText(line)).toBeInTheDocument();
    // Publishing changes why the page waits: it is asked for again.
    await waitFor(() => expect(api.callsTo('GET /api/businesses/12/public-page')).toHaveLength(2));
  });

  it('says nothing of it when the page is already on', async () => {
    const user = userEvent.setup();
    showProfile(aBusiness(), publishing(new FakeApi().on('GET /api/businesses/12/public-page', { body: page({ enabled: true, waiting: 'unpublished' }) })));
    await screen.findByText('Publish your business to show its page.');
    await user.click(screen.getByRole('button', { name: /Publish to Directory/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Great! Your business is now published!' });
    expect(within(dialog).queryByText(line)).toBeNull();
  });

  it('says nothing of it while the publicPages flag is off', async () => {
    const user = userEvent.setup();
    showProfile(aBusiness(), publishing(new FakeApi()), { publicPages: false });
    await user.click(await screen.findByRole('button', { name: /Publish to Directory/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Great! Your business is now published!' });
    expect(within(dialog).queryByText(line)).toBeNull();
  });
});
