import type { BusinessWithPromotions, PromotionAnalytics, PromotionView } from '@tapin/core/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aBusiness, owner } from '../../../test/fixtures';
import { FakeApi, renderScreen } from '../../../test/render';
import PromotionsPage from './PromotionsPage';

const promotion = (id: number, tier: PromotionView['tier'], title: string): PromotionView => ({
  id,
  businessId: 12,
  title,
  description: `${title}, for a limited time.`,
  price: tier === 'lead_magnet' ? 29 : tier === 'core_product' ? 89 : 249.5,
  tier,
  category: 'seasonal',
  season: 'winter',
  status: 'active',
  isActive: true,
  imageUrl: null,
  conversionRate: 0,
  origin: 'ai',
  handWritten: false,
  createdAt: '2026-11-21T00:00:00.000Z',
  updatedAt: '2026-11-21T00:00:00.000Z',
});

function servePromotions(business: BusinessWithPromotions, promotions: PromotionView[], api = new FakeApi()) {
  return api
    .on('GET /api/user', { body: owner })
    .on('GET /api/businesses', { body: [business] })
    .on(`GET /api/businesses/${business.id}`, { body: business })
    .on('GET /api/beta', { body: { betaLimit: 40, seatsRemaining: 3, aiGenerationLimit: 3 } })
    .on(`GET /api/businesses/${business.id}/promotions`, { body: promotions });
}

const enabled = aBusiness({ published: true, promotionsEnabled: true, aiGenerationsUsed: 1 });

describe('the pioneer promotions screen', () => {
  it('offers promotions as a choice while they are not enabled, and turns them on from there', async () => {
    const user = userEvent.setup();
    let business = aBusiness({ published: true });
    const api = servePromotions(business, []);
    api.on(`GET /api/businesses/${business.id}`, () => ({ body: business })).on(`POST /api/businesses/${business.id}/enable-promotions`, () => {
      business = { ...business, promotionsEnabled: true };
      return { body: business };
    });
    api.install();
    renderScreen(<PromotionsPage variant="pioneer" />, { route: '/pioneer-promotions?businessId=12' });
    expect(await screen.findByText('Promotions Not Enabled')).toBeInTheDocument();
    expect(screen.getByText(/the AI writes a free lead magnet, a core product and a premium upsell/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Business Profile' })).toHaveAttribute('href', '/pioneer-profile/12');
    await user.click(screen.getByRole('button', { name: 'Enable AI Promotions' }));
    expect(await screen.findByText('No Promotions Yet')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/businesses/${business.id}/enable-promotions`)).toHaveLength(1);
  });

  it('asks for the business to be published before promotions can be turned on', async () => {
    servePromotions(aBusiness({ published: false }), []).install();
    renderScreen(<PromotionsPage variant="pioneer" />, { route: '/pioneer-promotions?businessId=12' });
    expect(await screen.findByText('Promotions Not Enabled')).toBeInTheDocument();
    expect(screen.getByText(/to the directory first; then you can turn promotions on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enable AI Promotions' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Business Profile' })).toHaveAttribute('href', '/pioneer-profile/12');
  });

  it('filters by tier with counts and shows the generation allowance', async () => {
    const user = userEvent.setup();
    servePromotions(enabled, [promotion(1, 'lead_magnet', 'Free cupping'), promotion(2, 'core_product', 'Bean subscription'), promotion(3, 'lead_magnet', 'Latte half price')]).install();
    renderScreen(<PromotionsPage variant="pioneer" />, { route: '/pioneer-promotions?businessId=12&welcome=true' });

    expect(await screen.findByText('3 of 3 showing')).toBeInTheDocument();
    expect(screen.getByText(/Welcome to AI Promotions!/)).toBeInTheDocument();
    expect(await screen.findByText('1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lead Magnets (2)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upsells (0)' }));
    expect(screen.getByText('No Premium Upsell promotions found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Core Products (1)' }));
    expect(screen.getByText('1 of 3 showing')).toBeInTheDocument();
    const card = screen.getByRole('heading', { name: 'Bean subscription' }).closest('li')!;
    expect(within(card).getByText('$89')).toBeInTheDocument();
    expect(within(card).getByText('Pioneer')).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
  });

  it('keeps a manual promotion the server refused, with its reason', async () => {
    const user = userEvent.setup();
    const api = servePromotions(enabled, []).on('POST /api/businesses/12/promotions', { status: 400, body: { message: 'Price must be a number' } });
    api.install();
    renderScreen(<PromotionsPage variant="pioneer" />, { route: '/pioneer-promotions?businessId=12' });
    expect(await screen.findByText('No Promotions Yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Create Manual Promotion/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Manual Promotion' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Promotion' }));
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(api.callsTo('POST /api/businesses/12/promotions')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Title/), 'Free cupping');
    await user.type(within(dialog).getByLabelText(/Description/), 'Saturday mornings');
    await user.type(within(dialog).getByLabelText(/Price/), '29');
    await user.click(within(dialog).getByRole('button', { name: 'Create Promotion' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Price must be a number');
    expect(within(dialog).getByLabelText(/Title/)).toHaveValue('Free cupping');
    expect(api.callsTo('POST /api/businesses/12/promotions')[0]?.body).toMatchObject({ title: 'Free cupping', price: '29', tier: 'lead_magnet', isActive: true });
  });

  it('regenerates the owner’s own words into a draft beside them, and says so', async () => {
    const user = userEvent.setup();
    const mine = { ...promotion(1, 'lead_magnet', 'Free cupping'), origin: 'manual' as const, handWritten: true };
    const draft = { ...promotion(2, 'lead_magnet', 'Tasting flight'), status: 'draft' as const, isActive: false };
    const api = servePromotions(enabled, [mine]).on('POST /api/promotions/1/regenerate', { status: 201, body: draft });
    api.install();
    renderScreen(<PromotionsPage variant="pioneer" />, { route: '/pioneer-promotions?businessId=12' });
    const regenerate = await screen.findByRole('button', { name: /Regenerate/ });
    expect(regenerate).toHaveAttribute('title', expect.stringMatching(/as a draft beside this one; yours stays as it is/));
    await user.click(regenerate);
    expect(await screen.findByText('Promotion regenerated successfully. Your "Free cupping" is unchanged; the new version was saved as a draft.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/promotions/1/regenerate')).toHaveLength(1);
  });

  it('regenerates an untouched AI promotion in place with the specification’s toast', async () => {
    const user = userEvent.setup();
    const api = servePromotions(enabled, [promotion(1, 'lead_magnet', 'Free cupping')]).on('POST /api/promotions/1/regenerate', { body: promotion(1, 'lead_magnet', 'Tasting flight') });
    api.install();
    renderScreen(<PromotionsPage variant="pioneer" />, { route: '/pioneer-promotions?businessId=12' });
    await user.click(await screen.findByRole('button', { name: /Regenerate/ }));
    expect(await screen.findByText('Promotion regenerated successfully')).toBeInTheDocument();
  });

  it('stops offering AI generation at the limit', async () => {
    servePromotions({ ...enabled, aiGenerationsUsed: 3 }, [promotion(1, 'upsell', 'Private roasting class')]).install();
    renderScreen(<PromotionsPage variant="pioneer" />, { route: '/pioneer-promotions?businessId=12' });
    expect(await screen.findByText('3 of 3')).toBeInTheDocument();
    expect(screen.getByText(/0 left/)).toBeInTheDocument();
    expect(screen.getByText('Upgrading gives unlimited AI generations, once TAPin opens beyond the beta.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Generate AI Promotions/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Regenerate/ })).toBeDisabled();
  });
});

describe('the way to Redeem', () => {
  it('offers Redeem a code at the top, for this business', async () => {
    servePromotions(enabled, []).on('GET /api/flags', { body: { flags: { promotionManagement: true } } }).install();
    renderScreen(<PromotionsPage variant="management" />, { route: '/promotions?businessId=12' });
    expect(await screen.findByRole('link', { name: 'Redeem a code' })).toHaveAttribute('href', '/promotions/redeem?businessId=12');
  });
});

describe('the promotions management screen', () => {
  const mixed = [
    promotion(1, 'lead_magnet', 'Free cupping'),
    { ...promotion(2, 'core_product', 'Bean subscription'), category: 'general' as const, season: 'none' as const },
    { ...promotion(3, 'upsell', 'Private roasting class'), status: 'archived' as const },
  ];

  it('opens on the Promotions tab with the filter panel, Quick Stats, counts and insights', async () => {
    const user = userEvent.setup();
    servePromotions(enabled, mixed).install();
    renderScreen(<PromotionsPage variant="management" />, { route: '/promotions?businessId=12' });
    expect(await screen.findByRole('tab', { name: 'Promotions', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Analytics' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Seasonal Campaigns' })).toBeInTheDocument();
    expect(await screen.findByText('3 of 3 showing')).toBeInTheDocument();
    const stats = screen.getByRole('heading', { name: 'Quick Stats' }).closest('div')!.parentElement!;
    expect(within(stats).getByText('Total').nextSibling).toHaveTextContent('3');
    expect(within(stats).getByText('Active').nextSibling).toHaveTextContent('2');
    expect(within(stats).getByText('Seasonal').nextSibling).toHaveTextContent('2');

    await user.click(screen.getByRole('button', { name: 'Seasonal (2)' }));
    expect(screen.getByText('2 of 3 showing')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Core Products (0)' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bean subscription' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'By Season' }));
    await user.click(screen.getByRole('button', { name: 'Winter (2)' }));
    await user.click(screen.getByRole('button', { name: 'Upsells (1)' }));
    expect(screen.getByText('1 of 3 showing')).toBeInTheDocument();
    const insights = screen.getByRole('heading', { name: 'Performance Insights' }).closest('div')!.parentElement!;
    expect(within(insights).getByText('$249.50')).toBeInTheDocument();
    expect(within(insights).getByText('0 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /AI Generate/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Add Promotion/ })).toBeEnabled();
  });

  it('says the list could not be fetched instead of showing an empty one', async () => {
    servePromotions(enabled, []).on('GET /api/businesses/12/promotions', { status: 500, body: { message: 'Something went wrong' } }).install();
    renderScreen(<PromotionsPage variant="management" />, { route: '/promotions?businessId=12' });
    expect(await screen.findByText('Failed to fetch promotions')).toBeInTheDocument();
    expect(screen.queryByText('Ready to Create Promotions?')).not.toBeInTheDocument();
  });

  it('invites a first suite when there are none, and shows Limit Reached at the limit', async () => {
    servePromotions({ ...enabled, aiGenerationsUsed: 3 }, []).install();
    renderScreen(<PromotionsPage variant="management" />, { route: '/promotions?businessId=12' });
    expect(await screen.findByText('Ready to Create Promotions?')).toBeInTheDocument();
    expect(screen.getByText('Limit Reached')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /AI Generate Complete Suite/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Create Custom Promotion/ })).toBeEnabled();
  });

  it('creates a promotion with the specification’s words', async () => {
    const user = userEvent.setup();
    const api = servePromotions(enabled, []).on('POST /api/businesses/12/promotions', { status: 201, body: promotion(9, 'lead_magnet', 'Free cupping') });
    api.install();
    renderScreen(<PromotionsPage variant="management" />, { route: '/promotions?businessId=12' });
    await user.click(await screen.findByRole('button', { name: /Create Custom Promotion/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Promotion' });
    expect(within(dialog).getByLabelText(/Price/)).toHaveAttribute('placeholder', '29.99');
    await user.type(within(dialog).getByLabelText(/Title/), 'Free cupping');
    await user.type(within(dialog).getByLabelText(/Description/), 'Saturday mornings');
    await user.type(within(dialog).getByLabelText(/Price/), '29.99');
    await user.click(within(dialog).getByRole('button', { name: 'Create Promotion' }));
    expect(await screen.findByText('Promotion created successfully')).toBeInTheDocument();
  });
});

describe('Use this example', () => {
  it('opens the create dialog pre-filled from ?example=, keeps it through the business rewrite, and uses it once', async () => {
    const user = userEvent.setup();
    const api = servePromotions(enabled, []).on('POST /api/businesses/12/promotions', { status: 201, body: promotion(9, 'core_product', 'Keratin Smoothing Treatment') });
    api.install();
    renderScreen(<PromotionsPage variant="management" />, { route: '/promotions?example=beauty-summer-core_product', path: '/promotions' });

    const dialog = await screen.findByRole('dialog', { name: 'Add Promotion' });
    expect(within(dialog).getByLabelText(/Title/)).toHaveValue('Keratin Smoothing Treatment');
    expect(within(dialog).getByLabelText(/Description/)).toHaveValue('Frizz-free hair for the humid Tampa summer, up to 12 weeks.');
    expect(within(dialog).getByLabelText(/Price/)).toHaveValue('199');
    expect(within(dialog).getByLabelText('Tier')).toHaveValue('core_product');
    expect(within(dialog).getByLabelText('Category')).toHaveValue('seasonal');
    expect(within(dialog).getByLabelText('Season')).toHaveValue('summer');
    // The only business was filled in, and the example read once: a reload does not open it again.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/promotions\?businessId=12$/));

    await user.click(within(dialog).getByRole('button', { name: 'Create Promotion' }));
    expect(await screen.findByText('Promotion created successfully')).toBeInTheDocument();
    expect(api.callsTo('POST /api/businesses/12/promotions')[0]?.body).toMatchObject({
      title: 'Keratin Smoothing Treatment',
      price: '199',
      tier: 'core_product',
      category: 'seasonal',
      season: 'summer',
    });
  });

  it('opens nothing for an example that does not exist', async () => {
    servePromotions(enabled, [promotion(1, 'lead_magnet', 'Free cupping')]).install();
    renderScreen(<PromotionsPage variant="pioneer" />, { route: '/pioneer-promotions?businessId=12&example=nope', path: '/pioneer-promotions' });
    expect(await screen.findByText('1 of 1 showing')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/pioneer-promotions\?businessId=12$/));
  });

  it('refuses an image of the wrong type with the documented toast, in the create dialog', async () => {
    const user = userEvent.setup({ applyAccept: false });
    servePromotions(enabled, []).install();
    renderScreen(<PromotionsPage variant="management" />, { route: '/promotions?businessId=12' });
    await user.click(await screen.findByRole('button', { name: /Create Custom Promotion/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Promotion' });
    expect(within(dialog).getByRole('button', { name: /Choose Image/ })).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Promotion image file'), new File(['GIF89a'], 'spin.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Please upload a JPEG, PNG, or WebP image file.')).toBeInTheDocument();
  });

  it('checks a card’s own image like the dialog’s, and sends nothing it refused', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const api = servePromotions(enabled, [promotion(1, 'lead_magnet', 'Free cupping')]);
    api.install();
    renderScreen(<PromotionsPage variant="management" />, { route: '/promotions?businessId=12' });
    await user.upload(await screen.findByLabelText('Image file for Free cupping'), new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    expect(await screen.findByText('Please upload an image smaller than 5MB.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/promotions/1')).toHaveLength(0);
  });
});

describe('the generation limit in each screen’s words', () => {
  it('says Pioneer users on the pioneer screen', async () => {
    const user = userEvent.setup();
    servePromotions(enabled, [])
      .on('POST /api/businesses/12/promotions/generate', { status: 429, body: { message: 'Beta users are limited to 3 AI generations per business.', title: 'Generation limit reached', aiGenerationLimit: 3 } })
      .install();
    renderScreen(<PromotionsPage variant="pioneer" />, { route: '/pioneer-promotions?businessId=12' });
    await user.click(await screen.findByRole('button', { name: /Generate AI Promotions/ }));
    expect(await screen.findByText('Generation limit reached')).toBeInTheDocument();
    expect(screen.getAllByText(/Pioneer users are limited to 3 AI generations per business\./).length).toBeGreaterThan(0);
  });
});

describe('the Analytics tab', () => {
  const figures = (views: number, clicks: number, claims = 0, redemptions = 0, revenue = 0): PromotionAnalytics => ({
    current: { views, clicks, claims, redemptions, revenue, conversionRate: views ? Math.min(100, Math.round((redemptions / views) * 1000) / 10) : 0 },
    previous: { views: 0, clicks: 0, claims: 0, redemptions: 0, revenue: 0, conversionRate: 0 },
    change: { revenue: null, conversions: null, conversionRate: null },
    topPerformer: null,
    daily: Array.from({ length: 30 }, (_, i) => ({ date: `2026-11-${String(i + 1).padStart(2, '0')}`, views: i === 29 ? views : 0, clicks: i === 29 ? clicks : 0, redemptions: i === 29 ? redemptions : 0 })),
    tiers: [
      { tier: 'lead_magnet', promotions: 1, views, claims, redemptions, revenue, claimRate: views ? Math.min(100, Math.round((claims / views) * 1000) / 10) : 0, conversionRate: views ? Math.round((redemptions / views) * 1000) / 10 : 0 },
      { tier: 'core_product', promotions: 0, views: 0, claims: 0, redemptions: 0, revenue: 0, claimRate: 0, conversionRate: 0 },
      { tier: 'upsell', promotions: 0, views: 0, claims: 0, redemptions: 0, revenue: 0, claimRate: 0, conversionRate: 0 },
    ],
    promotions: [{ id: 1, title: 'Free cupping', tier: 'lead_magnet', price: 29, views, clicks, claims, redemptions, revenue, conversionRate: views ? Math.round((redemptions / views) * 1000) / 10 : 0 }],
  });

  it('shows the recorded views and clicks, over time and per promotion; a click alone is activity', async () => {
    const user = userEvent.setup();
    servePromotions(enabled, [promotion(1, 'lead_magnet', 'Free cupping')]).on('GET /api/businesses/12/promotions/analytics', { body: figures(0, 1) }).install();
    renderScreen(<PromotionsPage variant="management" />, { route: '/promotions?businessId=12' });
    await user.click(await screen.findByRole('tab', { name: 'Analytics' }));
    expect(await screen.findByRole('img', { name: /Last 30 days: 0 views, 1 clicks, 0 redemptions/ })).toBeInTheDocument();
    const row = screen.getByRole('cell', { name: 'Free cupping' }).closest('tr')!;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Free cupping', 'Lead Magnet', '$29', '0', '1', '0', '0', '$0', '0%']);
  });

  it('shows the funnel from views to claims to redemptions, and each tier\'s rates', async () => {
    const user = userEvent.setup();
    servePromotions(enabled, [promotion(1, 'lead_magnet', 'Free cupping')]).on('GET /api/businesses/12/promotions/analytics', { body: figures(40, 3, 10, 4, 116) }).install();
    renderScreen(<PromotionsPage variant="management" />, { route: '/promotions?businessId=12' });
    await user.click(await screen.findByRole('tab', { name: 'Analytics' }));
    const funnel = await screen.findByRole('list', { name: 'Views, claims and redemptions' });
    const steps = within(funnel).getAllByRole('listitem').map((li) => li.textContent);
    expect(steps).toEqual(['Views40 · public page and directory', 'Claims10 · 25% of views', 'Redemptions4 · 40% of claims']);
    const tier = screen.getByRole('rowheader', { name: /Lead Magnet/ }).closest('tr')!;
    expect(within(tier).getAllByRole('cell').map((c) => c.textContent)).toEqual(['40', '10', '4', '$116', '25%', '10%']);
    expect(screen.getByText('Claims (30 days)')).toBeInTheDocument();
  });
});
