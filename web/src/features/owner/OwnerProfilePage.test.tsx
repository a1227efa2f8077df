import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aBusiness, owner } from '../../../test/fixtures';
import { showOwnerProfile as showProfile } from '../../../test/owner-profile';
import { FakeApi, renderScreen } from '../../../test/render';
import OwnerProfilePage from './OwnerProfilePage';


describe('the owner profile page', () => {
  it('counts what is missing and will not publish an incomplete profile', async () => {
    const user = userEvent.setup();
    const api = showProfile(aBusiness({ description: '', location: null }));

    expect(await screen.findByText('Complete 2 more fields to publish')).toBeInTheDocument();
    expect(screen.getAllByText('60%')).toHaveLength(2); // the completion card and the stats
    expect(screen.getByText('3 of 5 complete')).toBeInTheDocument();
    const missing = screen.getByLabelText('Missing fields');
    expect(within(missing).getByText('Description')).toBeInTheDocument();
    expect(within(missing).getByText('Location')).toBeInTheDocument();
    expect(screen.getByText('Complete Profile First')).toBeInTheDocument();
    expect(screen.getByText('Missing: Description, Location')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Publish to Directory/ })).toBeDisabled();

    // 'Complete Profile' opens the form on the information card.
    await user.click(screen.getByRole('button', { name: 'Complete Profile' }));
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/businesses/12/publish')).toHaveLength(0);
  });

  it('keeps the owner’s input and names the field when a published profile would lose a required one', async () => {
    const user = userEvent.setup();
    const api = new FakeApi().on('PUT /api/businesses/12', {
      status: 400,
      body: { message: 'Please complete: Description', missingFields: [{ field: 'description', label: 'Description' }] },
    });
    showProfile(aBusiness({ published: true }), api);
    await user.click(await screen.findByRole('button', { name: /Edit Profile/ }));
    await user.clear(screen.getByLabelText(/Description/));
    await user.clear(screen.getByLabelText(/Location/));
    await user.type(screen.getByLabelText(/Location/), 'St. Petersburg, FL');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Please complete: Description')).toBeInTheDocument();
    expect(screen.getByText('Required while the business is published')).toBeInTheDocument();
    expect(screen.getByText(/Nothing was saved\. A published business needs its required fields/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Location/)).toHaveValue('St. Petersburg, FL');
    expect(screen.getByLabelText(/Description/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT /api/businesses/12')[0]?.body).toMatchObject({ description: null, location: 'St. Petersburg, FL' });
  });

  it('shows the business’s status in the header until it is published, then Published', async () => {
    showProfile(aBusiness({ published: false, status: 'pending' }));
    const header = (await screen.findByRole('heading', { level: 1, name: 'Sol Coffee Roasters' })).closest('div')!.parentElement!;
    expect(within(header).getByText('Awaiting review')).toBeInTheDocument();
    expect(within(header).queryByText('Not published')).toBeNull();
  });

  it('says one field in the singular', async () => {
    showProfile(aBusiness({ contactEmail: '' }));
    expect(await screen.findByText('Complete 1 more field to publish')).toBeInTheDocument();
  });

  it('publishes a complete profile and offers promotions with a poster preview', async () => {
    const user = userEvent.setup();
    const api = new FakeApi()
      .on('POST /api/businesses/12/publish', { body: aBusiness({ published: true, publishedAt: '2026-11-22T10:00:00.000Z' }) })
      .on('POST /api/businesses/12/generate-poster-preview', { body: { posterUrl: '/uploads/posters/sol.png' } })
      .on('POST /api/businesses/12/enable-promotions', { body: aBusiness({ published: true, promotionsEnabled: true }) })
      .on('POST /api/businesses/12/track-choice', ({ body }) => ({ body: aBusiness({ published: true, promotionsEnabled: true, postPublishChoice: (body as { choice: 'add_promotions' }).choice }) }));
    showProfile(aBusiness(), api);

    expect(await screen.findByText('Profile complete! Ready to publish to Tampa Directory')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Publish to Directory/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Great! Your business is now published!' });
    expect(await within(dialog).findByRole('img', { name: 'AI poster preview of your business' })).toHaveAttribute('src', '/uploads/posters/sol.png');
    expect(within(dialog).getByRole('button', { name: 'Skip for Now - Go to Directory' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add AI Promotions Now' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/pioneer-promotions?businessId=12&welcome=true'));
    expect(api.callsTo('POST /api/businesses/12/enable-promotions')).toHaveLength(1);
    expect(api.callsTo('POST /api/businesses/12/track-choice')[0]?.body).toEqual({ choice: 'add_promotions' });
  });

  it('shows a placeholder when the poster cannot be made, and the directory choice still works', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = new FakeApi()
      .on('POST /api/businesses/12/publish', { body: aBusiness({ published: true }) })
      .on('POST /api/businesses/12/generate-poster-preview', { status: 500, body: { message: 'Something went wrong' } })
      .on('POST /api/businesses/12/track-choice', { status: 500, body: { message: 'Something went wrong' } });
    showProfile(aBusiness(), api);

    await user.click(await screen.findByRole('button', { name: 'Publish Now' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Preview Coming Soon...')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Skip for Now - Go to Directory' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/directory'));
    // A choice that could not be recorded is only logged.
    expect(warn).toHaveBeenCalledWith('post-publish choice not recorded', expect.anything());
    warn.mockRestore();
  });

  it('tells the owner when the server refuses to publish', async () => {
    const user = userEvent.setup();
    const api = new FakeApi().on('POST /api/businesses/12/publish', { status: 400, body: { message: 'Please complete: Location' } });
    showProfile(aBusiness(), api);
    await user.click(await screen.findByRole('button', { name: /Publish to Directory/ }));
    expect(await screen.findByText('Publishing failed')).toBeInTheDocument();
    expect(screen.getByText('Please complete: Location')).toBeInTheDocument();
  });

  it('offers promotions once published, and a way to the directory', async () => {
    showProfile(aBusiness({ published: true, postPublishChoice: 'skip_to_directory' }));
    expect(await screen.findByText('Enable AI Promotions (Pioneer)')).toBeInTheDocument();
    expect(screen.getByText('Published to Directory')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View in Directory' })).toHaveAttribute('href', '/directory');
    expect(await screen.findByText(/Pioneers get 3 AI generations per business/)).toBeInTheDocument();
  });

  it('answers an unknown or foreign business with a way back', async () => {
    const api = new FakeApi().on('GET /api/user', { body: owner }).on('GET /api/beta', { body: { betaLimit: 40, seatsRemaining: 1, aiGenerationLimit: 3 } });
    api.install();
    renderScreen(<OwnerProfilePage variant="pioneer" />, { route: '/pioneer-profile/99', path: '/pioneer-profile/:id' });
    expect(await screen.findByText("This business doesn't exist or you don't have access to it.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
