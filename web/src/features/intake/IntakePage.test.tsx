import type { ExtractedProfile } from '@tapin/core/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aBusiness, owner } from '../../../test/fixtures';
import { FakeApi, renderScreen } from '../../../test/render';
import IntakePage from './IntakePage';

const extracted: ExtractedProfile = {
  name: 'Sol Coffee Roasters',
  description: 'Small-batch coffee roasted in Seminole Heights.',
  website: 'https://solcoffee.example',
  industry: 'Restaurant & Food Service',
  category: 'Cafe',
  location: 'Tampa, FL',
  address: '4812 N Florida Ave, Tampa, FL 33603',
  postalAddress: { street: '4812 N Florida Ave', city: 'Tampa', region: 'FL', postalCode: '33603' },
  contactName: null,
  contactTitle: null,
  contactEmail: 'hi@solcoffee.example',
  contactPhone: null,
  valueProposition: null,
  services: ['Espresso', 'Beans'],
  brandColors: ['#7c2d12'],
  socialProfiles: [],
  logoUrl: null,
  openingHours: null,
  extractedData: {
    websiteUrl: 'https://solcoffee.example/',
    websiteContent: 'Sol Coffee Roasters. Small-batch coffee roasted in Seminole Heights.',
    businessCardText: '',
    socialData: { profiles: [] },
    extractedInfo: {
      name: 'Sol Coffee Roasters',
      description: 'Small-batch coffee roasted in Seminole Heights.',
      industry: 'Restaurant & Food Service',
      category: 'Cafe',
      location: 'Tampa, FL',
      address: '4812 N Florida Ave, Tampa, FL 33603',
      postalAddress: { street: '4812 N Florida Ave', city: 'Tampa', region: 'FL', postalCode: '33603' },
      contactName: null,
      contactTitle: null,
      contactEmail: 'hi@solcoffee.example',
      contactPhone: null,
      valueProposition: null,
      services: ['Espresso', 'Beans'],
      brandColors: ['#7c2d12'],
      socialProfiles: [],
      openingHours: null,
    },
    manualInfo: null,
    socialSources: { fromBusinessCard: 0, fromWebsite: 0, total: 0 },
    provenance: { name: { source: 'website', url: 'https://solcoffee.example/' }, contactEmail: { source: 'website', url: 'https://solcoffee.example/contact' } },
    pages: [{ url: 'https://solcoffee.example/', status: 200, title: 'Sol Coffee Roasters', truncated: false }],
    cardImageUrl: null,
  },
  steps: [{ key: 'website', label: 'Read your website', status: 'done', ms: 120, detail: '3 pages' }],
};

function start(api: FakeApi, route = '/intake') {
  api.on('GET /api/user', { body: owner }).install();
  return renderScreen(<IntakePage />, { route });
}

async function choose(user: ReturnType<typeof userEvent.setup>, method: string) {
  await user.click(screen.getByRole('radio', { name: new RegExp(method) }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

/** The review stage is on screen, with keyboard focus moved to its heading. */
async function reviewShown() {
  const heading = await screen.findByRole('heading', { name: 'Review your business profile' });
  await waitFor(() => expect(heading).toHaveFocus());
}

describe('intake', () => {
  it('needs a business name before a manual profile can be created, and fills in the description', async () => {
    const user = userEvent.setup();
    const api = new FakeApi().on('POST /api/businesses', { status: 201, body: aBusiness({ id: 31 }) });
    start(api);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await choose(user, 'Manual Entry');

    const create = screen.getByRole('button', { name: 'Create Business Profile' });
    expect(create).toBeDisabled();
    await user.type(screen.getByLabelText(/Business Name/), '   ');
    await user.tab();
    expect(screen.getByText('Please enter your business name')).toBeInTheDocument();
    expect(create).toBeDisabled();

    await user.type(screen.getByLabelText(/Business Name/), 'Sol Coffee Roasters ');
    await user.type(screen.getByLabelText('Contact Email'), 'hi@solcoffee.example');
    await user.click(create);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/pioneer-profile/31'));
    expect(api.callsTo('POST /api/businesses')[0]?.body).toMatchObject({
      name: 'Sol Coffee Roasters',
      description: 'Business profile created manually',
      contactEmail: 'hi@solcoffee.example',
      industry: null,
    });
  });

  it('reads a website, shows where each field came from, and keeps everything when the owner goes back', async () => {
    const user = userEvent.setup();
    const api = new FakeApi().on('POST /api/businesses/extract', { body: extracted });
    start(api);
    await choose(user, 'Website URL');

    await user.type(screen.getByLabelText('Website URL'), 'solcoffee.example');
    await user.type(screen.getByLabelText('Social profile 1'), 'https://instagram.com/solcoffee');
    await user.click(screen.getByRole('button', { name: 'Add profile' }));
    expect(screen.getByRole('button', { name: 'Remove social profile 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Extract Business Information' }));

    await reviewShown();
    expect(api.callsTo('POST /api/businesses/extract')[0]?.body).toMatchObject({ websiteUrl: 'https://solcoffee.example', socialProfiles: ['https://instagram.com/solcoffee'] });
    const name = screen.getByRole('textbox', { name: /Business Name/ });
    expect(name).toHaveValue('Sol Coffee Roasters');
    expect(within(name.closest('div')!.parentElement!).getByText('from your website')).toBeInTheDocument();
    expect(screen.getByText('from your website (/contact)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('textbox', { name: 'Website URL' })).toHaveValue('solcoffee.example');
    expect(screen.getByRole('textbox', { name: 'Social profile 1' })).toHaveValue('https://instagram.com/solcoffee');
  });

  it('shows the street address, category and job title with their sources, and creates the business with them', async () => {
    const user = userEvent.setup();
    const withCard = {
      ...extracted,
      contactName: 'Maria Lopez',
      contactTitle: 'Owner',
      extractedData: {
        ...extracted.extractedData,
        provenance: { ...extracted.extractedData.provenance, address: { source: 'website', url: 'https://solcoffee.example/visit', detail: 'JSON-LD CafeOrCoffeeShop address' }, contactTitle: { source: 'card', detail: 'business card' } },
      },
    };
    const api = new FakeApi().on('POST /api/businesses/extract', { body: withCard }).on('POST /api/businesses', { status: 201, body: aBusiness({ id: 32 }) });
    start(api);
    await choose(user, 'Website URL');
    await user.type(screen.getByLabelText('Website URL'), 'solcoffee.example');
    await user.click(screen.getByRole('button', { name: 'Extract Business Information' }));
    await reviewShown();

    expect(screen.getByRole('textbox', { name: 'Street' })).toHaveValue('4812 N Florida Ave');
    expect(screen.getByRole('textbox', { name: 'ZIP' })).toHaveValue('33603');
    expect(screen.getByText('from your website (/visit)')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Category/ })).toHaveValue('Cafe');
    const title = screen.getByRole('textbox', { name: 'Job Title' });
    expect(title).toHaveValue('Owner');
    expect(within(title.closest('div')!.parentElement!).getByText('from your card')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Street' }));
    await user.type(screen.getByRole('textbox', { name: 'Street' }), '4814 N Florida Ave');
    await user.click(screen.getByRole('button', { name: 'Create Business Profile' }));
    await waitFor(() => expect(api.callsTo('POST /api/businesses')).toHaveLength(1));
    expect(api.callsTo('POST /api/businesses')[0]?.body).toMatchObject({
      category: 'Cafe',
      contactName: 'Maria Lopez',
      contactTitle: 'Owner',
      address: '4814 N Florida Ave, Tampa, FL 33603',
      postalAddress: { street: '4814 N Florida Ave', city: 'Tampa', region: 'FL', postalCode: '33603' },
    });
  });

  it('shows the opening hours it found, where from, and creates the business with them', async () => {
    const user = userEvent.setup();
    const nineToFive = [{ opens: '09:00', closes: '17:00' }];
    const openingHours = { week: { mon: nineToFive, tue: nineToFive, wed: nineToFive, thu: nineToFive, fri: nineToFive, sat: [{ opens: '10:00', closes: '24:00' }], sun: [] }, exceptions: [{ date: '2026-12-25', ranges: [] }] };
    const withHours = {
      ...extracted,
      openingHours,
      extractedData: { ...extracted.extractedData, provenance: { ...extracted.extractedData.provenance, openingHours: { source: 'website', url: 'https://solcoffee.example/visit', detail: 'JSON-LD openingHoursSpecification' } } },
    };
    const api = new FakeApi().on('POST /api/businesses/extract', { body: withHours }).on('POST /api/businesses', { status: 201, body: aBusiness({ id: 33, openingHours }) });
    start(api);
    await choose(user, 'Website URL');
    await user.type(screen.getByLabelText('Website URL'), 'solcoffee.example');
    await user.click(screen.getByRole('button', { name: 'Extract Business Information' }));
    await reviewShown();

    const found = screen.getByText('Opening Hours').parentElement!;
    const lines = within(found).getAllByRole('term').map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    expect(lines).toEqual(['Monday – Friday: 9 AM – 5 PM', 'Saturday: 10 AM – midnight', 'Sunday: Closed', 'Fri, Dec 25, 2026: Closed']);
    expect(within(found).getByText('from your website (/visit)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Business Profile' }));
    await waitFor(() => expect(api.callsTo('POST /api/businesses')).toHaveLength(1));
    expect(api.callsTo('POST /api/businesses')[0]?.body).toMatchObject({ openingHours });
  });

  it('shows no opening hours when it found none', async () => {
    const user = userEvent.setup();
    start(new FakeApi().on('POST /api/businesses/extract', { body: extracted }));
    await choose(user, 'Website URL');
    await user.type(screen.getByLabelText('Website URL'), 'solcoffee.example');
    await user.click(screen.getByRole('button', { name: 'Extract Business Information' }));
    await reviewShown();
    expect(screen.queryByText('Opening Hours')).toBeNull();
  });

  it("credits the card's website to the card, and names what the card gave in a person's words", async () => {
    const user = userEvent.setup();
    const reading = {
      extractedText: 'Glow Beauty Studio\nglowbeautystudio.com',
      businessInfo: { name: 'Kim Nguyen', company: 'Glow Beauty Studio', website: 'glowbeautystudio.com', socialMedia: {} },
      cardImageUrl: '/uploads/cards/5f0c2a4e-8d3b-4f7a-9c1e-2b6d8e4f1a30.png',
    };
    const fromCard = { source: 'card', detail: 'business card' };
    const reviewed = {
      ...extracted,
      name: 'Glow Beauty Studio',
      website: 'https://glowbeautystudio.com',
      extractedData: {
        ...extracted.extractedData,
        cardImageUrl: reading.cardImageUrl,
        provenance: { name: fromCard, website: fromCard, address: fromCard, postalAddress: fromCard },
      },
    };
    const api = new FakeApi().on('POST /api/businesses/analyze-card', { body: reading }).on('POST /api/businesses/extract', { body: reviewed });
    start(api);
    await choose(user, 'Business Card');
    await user.upload(screen.getByTestId('card-input'), new File(['card'], 'card.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Analyze Card' }));
    // The card's website fills the field, and is sent as the card's, not as typed.
    expect(await screen.findByRole('textbox', { name: 'Website URL' })).toHaveValue('glowbeautystudio.com');
    await user.click(screen.getByRole('button', { name: 'Generate Enhanced AI Profile' }));
    await reviewShown();
    const sent = api.callsTo('POST /api/businesses/extract')[0]?.body as { websiteUrl?: string; businessCardData: { businessInfo: { website: string } } };
    expect(sent.websiteUrl).toBeUndefined();
    expect(sent.businessCardData.businessInfo.website).toBe('glowbeautystudio.com');
    expect(screen.getByText('It gave: Business Name, Website, Street Address.')).toBeInTheDocument();
  });

  it('says why a website could not be read, and clears that once a retry works', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const api = new FakeApi().on('POST /api/businesses/extract', () =>
      ++attempts === 1 ? { status: 400, body: { message: 'The website could not be reached.', field: 'websiteUrl' } } : { body: extracted },
    );
    start(api);
    await choose(user, 'Website URL');
    await user.type(screen.getByLabelText('Website URL'), 'solcoffee.example');
    await user.click(screen.getByRole('button', { name: 'Extract Business Information' }));
    expect(await screen.findByText('The website could not be reached.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Extract Business Information' }));
    await reviewShown();
    await waitFor(() => expect(screen.queryByText('The website could not be reached.')).toBeNull());
  });

  it('shows the website read step by step as the server does it, and a refusal in the words the request would have used', async () => {
    const user = userEvent.setup();
    const task = { id: '0b6a4c3e-1c1f-4d7e-9a57-2f4b1c0de001', kind: 'intake.extract' };
    let looks = 0;
    const api = new FakeApi()
      .on('POST /api/businesses/extract', () => ({ status: 202, headers: { Location: `/api/tasks/${task.id}` }, body: { ...task, state: 'queued', steps: [] } }))
      .on(`GET /api/tasks/${task.id}`, () =>
        ++looks < 3
          ? { body: { ...task, state: 'running', steps: [{ label: 'Reading solcoffee.example', state: 'active' }] } }
          : { body: { ...task, state: 'failed', steps: [{ label: 'Read solcoffee.example', state: 'failed' }], error: { status: 400, message: 'The website could not be reached.', details: { field: 'websiteUrl' } } } },
      );
    start(api);
    await choose(user, 'Website URL');
    await user.type(screen.getByLabelText('Website URL'), 'solcoffee.example');
    await user.click(screen.getByRole('button', { name: 'Extract Business Information' }));
    expect(await screen.findByText('Reading solcoffee.example')).toBeInTheDocument();
    expect(screen.getByLabelText('in progress')).toBeInTheDocument();
    expect(await screen.findByText('The website could not be reached.', undefined, { timeout: 3_000 })).toBeInTheDocument();
    expect(api.callsTo('POST /api/businesses/extract')).toHaveLength(1);

    api.on(`GET /api/tasks/${task.id}`, { body: { ...task, state: 'done', steps: [{ label: 'Read solcoffee.example', state: 'done' }], result: extracted } });
    await user.click(screen.getByRole('button', { name: 'Extract Business Information' }));
    await reviewShown();
  });

  it('comes back after a reload at the stage it was, with what was typed and extracted', async () => {
    const user = userEvent.setup();
    const api = new FakeApi().on('POST /api/businesses/extract', { body: extracted });
    const first = start(api);
    await choose(user, 'Website URL');
    await user.type(screen.getByLabelText('Website URL'), 'solcoffee.example');
    await user.click(screen.getByRole('button', { name: 'Extract Business Information' }));
    await reviewShown();
    const address = screen.getByTestId('location').textContent!;
    expect(address).toBe('/intake?method=website&step=review');

    first.unmount();
    start(api, address);
    expect(await screen.findByRole('textbox', { name: /Business Name/ })).toHaveValue('Sol Coffee Roasters');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('textbox', { name: 'Website URL' })).toHaveValue('solcoffee.example');
    expect(api.callsTo('POST /api/businesses/extract')).toHaveLength(1);
  });

  it('returns to the review with the owner’s corrections when creating fails, and offers the existing business on a duplicate', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const api = new FakeApi().on('POST /api/businesses/extract', { body: extracted }).on('POST /api/businesses', () =>
      ++attempts === 1
        ? { status: 500, body: { message: 'Something went wrong' } }
        : { status: 409, body: { message: 'A business with this website already exists in your account', existingBusiness: { id: 5, name: 'Sol Coffee', website: 'https://solcoffee.example', createdAt: '2026-11-02T00:00:00.000Z', published: true, promotionsEnabled: false } } },
    );
    start(api);
    await choose(user, 'Website URL');
    await user.type(screen.getByLabelText('Website URL'), 'solcoffee.example');
    await user.click(screen.getByRole('button', { name: 'Extract Business Information' }));
    await reviewShown();
    await user.clear(screen.getByRole('textbox', { name: /Business Name/ }));
    await user.type(screen.getByRole('textbox', { name: /Business Name/ }), 'Sol Coffee Roasters & Bar');
    await user.click(screen.getByRole('button', { name: 'Create Business Profile' }));

    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Business Name/ })).toHaveValue('Sol Coffee Roasters & Bar');

    await user.click(screen.getByRole('button', { name: 'Create Business Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'A business with this website already exists in your account' });
    // Its promotions are not enabled yet: the dialog says how, rather than offer what the server refuses.
    expect(within(dialog).queryByRole('button', { name: 'Generate new promotions' })).toBeNull();
    expect(within(dialog).getByText(/once it is published with promotions enabled\. Open it to enable promotions\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Use the existing business' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/pioneer-profile/5'));
  });
});
