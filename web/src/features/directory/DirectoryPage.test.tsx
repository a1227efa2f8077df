import type { ConnectionView, DirectoryBusiness, NetworkMarks, NetworkOverview } from '@tapin/core/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aBusiness, owner } from '../../../test/fixtures';
import { FakeApi, renderScreen } from '../../../test/render';
import DirectoryPage from './DirectoryPage';

const listing = (id: number, name: string, industry: string, extra: Partial<DirectoryBusiness> = {}): DirectoryBusiness => ({
  id,
  name,
  description: `${name} in Tampa.`,
  industry,
  location: 'Tampa, FL',
  contactPhone: null,
  contactEmail: null,
  website: null,
  services: [],
  valueProposition: null,
  isTestData: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...extra,
});

const directory = [
  listing(1, 'Glow Beauty Studio', 'Beauty & Salon', { isTestData: true, services: ['Cuts', 'Color', 'Nails', 'Brows', 'Lashes'], valueProposition: 'Look like you.' }),
  listing(2, 'Sol Coffee Roasters', 'Restaurant & Food Service', { contactEmail: 'hi@solcoffee.example', contactPhone: '(813) 555-0100' }),
  listing(3, 'Ybor Sunrise Café', 'Restaurant & Food Service'),
];

/** A stand-in for the server's search: case-insensitive over name, description and industry; exact industry. */
function serveDirectory(api: FakeApi) {
  return api
    .on('GET /api/user', { body: owner })
    .on('GET /api/businesses/directory/summary', { body: { total: 3, lastUpdated: '2026-11-20T12:00:00.000Z' } })
    .on('GET /api/businesses/directory/industries', {
      body: [
        { industry: 'Beauty & Salon', count: 1 },
        { industry: 'Restaurant & Food Service', count: 2 },
      ],
    })
    .on('GET /api/businesses/directory', ({ query }) => {
      const q = (query.get('q') ?? '').toLowerCase();
      const industry = query.get('industry');
      const found = directory.filter(
        (b) => (!q || [b.name, b.description, b.industry].some((v) => v?.toLowerCase().includes(q))) && (!industry || b.industry === industry),
      );
      return { body: found, headers: { 'X-Total-Count': String(found.length) } };
    });
}

const cardNames = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('the directory page', () => {
  it('lists the published businesses with their cards as specified', async () => {
    serveDirectory(new FakeApi()).install();
    renderScreen(<DirectoryPage />, { route: '/directory' });
    expect(await screen.findByText('Showing 3 of 3 businesses')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tampa Business Directory' })).toBeInTheDocument();
    expect(await screen.findByText(/3 businesses · Last updated/)).toBeInTheDocument();

    const sample = screen.getByRole('heading', { name: 'Glow Beauty Studio' }).closest('li')!;
    expect(within(sample).getByText('SAMPLE')).toBeInTheDocument();
    expect(within(sample).getByText('4.8')).toBeInTheDocument();
    expect(within(sample).getByText('+2 more')).toBeInTheDocument();
    expect(within(sample).getByText('"Look like you."')).toBeInTheDocument();
    expect(within(sample).getByRole('button', { name: 'Connect' })).toBeDisabled();

    const pioneer = screen.getByRole('heading', { name: 'Sol Coffee Roasters' }).closest('li')!;
    expect(within(pioneer).getByText('Pioneer')).toBeInTheDocument();
    expect(within(pioneer).queryByText('SAMPLE')).not.toBeInTheDocument();
    expect(within(pioneer).getByRole('link', { name: 'Connect' })).toHaveAttribute('href', expect.stringMatching(/^mailto:hi@solcoffee\.example\?subject=/));
  });

  it('searches on the server as the owner types, and offers to clear an empty search', async () => {
    const user = userEvent.setup();
    const api = serveDirectory(new FakeApi());
    api.install();
    renderScreen(<DirectoryPage />, { route: '/directory' });
    await screen.findByText('Showing 3 of 3 businesses');

    await user.type(screen.getByPlaceholderText('Search businesses...'), 'COFFEE');
    expect(await screen.findByText('Showing 1 of 1 businesses')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Sol Coffee Roasters']);
    expect(api.callsTo('GET /api/businesses/directory').at(-1)?.query.get('q')).toBe('COFFEE');
    expect(screen.getByTestId('location')).toHaveTextContent('/directory?q=COFFEE');

    await user.type(screen.getByPlaceholderText('Search businesses...'), 'zz');
    expect(await screen.findByText('No businesses found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(await screen.findByText('Showing 3 of 3 businesses')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search businesses...')).toHaveValue('');
  });

  it('filters by one industry exactly', async () => {
    const user = userEvent.setup();
    const api = serveDirectory(new FakeApi());
    api.install();
    renderScreen(<DirectoryPage />, { route: '/directory' });
    await screen.findByText('Showing 3 of 3 businesses');
    await screen.findByRole('option', { name: 'Restaurant & Food Service (2)' });

    await user.selectOptions(screen.getByLabelText('Industry'), 'Restaurant & Food Service');
    await waitFor(() => expect(cardNames()).toEqual(['Sol Coffee Roasters', 'Ybor Sunrise Café']));
    expect(screen.getByText('Showing 2 of 2 businesses')).toBeInTheDocument();
    expect(api.callsTo('GET /api/businesses/directory').at(-1)?.query.get('industry')).toBe('Restaurant & Food Service');

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Newest First');
    await waitFor(() => expect(api.callsTo('GET /api/businesses/directory').at(-1)?.query.get('sort')).toBe('newest'));
  });

  it('says when nothing is published yet', async () => {
    new FakeApi()
      .on('GET /api/user', { body: owner })
      .on('GET /api/businesses/directory', { body: [], headers: { 'X-Total-Count': '0' } })
      .install();
    renderScreen(<DirectoryPage />, { route: '/directory' });
    expect(await screen.findByText('No businesses have been published to the directory yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Search' })).not.toBeInTheDocument();
  });

  it('with the network off, keeps stars per person in this browser', async () => {
    const user = userEvent.setup();
    serveDirectory(new FakeApi()).install();
    renderScreen(<DirectoryPage />, { route: '/directory' });
    const star = await screen.findByRole('button', { name: 'Star Sol Coffee Roasters' });
    await user.click(star);
    expect(screen.getByRole('button', { name: 'Unstar Sol Coffee Roasters' })).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem(`tapin_starred:${owner.id}`) ?? '[]')).toEqual([2]);
  });
});

/**
 * A stand-in for the server's paging (CONTRACT28): pages of `limit` by name, each but the last with an
 * X-Next-Cursor that names where the next starts; `offset` past 1,000 is refused as the server does.
 */
function serveManyByCursor(api: FakeApi, count: number) {
  const names = (n: number) => `Listing ${String(n).padStart(4, '0')}`;
  const all = Array.from({ length: count }, (_, i) => listing(i + 1, names(i + 1), 'Retail'));
  return api
    .on('GET /api/user', { body: owner })
    .on('GET /api/businesses/directory/summary', { body: { total: count, lastUpdated: null } })
    .on('GET /api/businesses/directory/industries', { body: [{ industry: 'Retail', count }] })
    .on('GET /api/businesses/directory', ({ query }) => {
      if (query.has('offset')) return { status: 400, body: { message: 'offset must be 0 to 1000; to read further, follow the X-Next-Cursor header' } };
      const limit = Number(query.get('limit') ?? 24);
      const cursor = query.get('cursor');
      const start = cursor === null ? 0 : Number(atob(cursor).replace(/^after:/, ''));
      const page = all.slice(start, start + limit);
      const end = start + page.length;
      const headers: Record<string, string> = { 'X-Total-Count': count > 1000 ? '1000+' : String(count) };
      if (end < all.length) headers['X-Next-Cursor'] = btoa(`after:${end}`);
      return { body: page, headers };
    });
}

describe('the directory, page after page', () => {
  // 1,100 cards drawn in jsdom: about 40 s on a busy two-core machine, so a generous ceiling (no assertion on time).
  it('reaches every listing by following the server’s cursor, past the 1,000 an offset could reach', { timeout: 300_000 }, async () => {
    const api = serveManyByCursor(new FakeApi(), 1100);
    api.install();
    renderScreen(<DirectoryPage />, { route: '/directory' });
    expect(await screen.findByText('Showing 24 of 1,000+ businesses')).toBeInTheDocument();

    // Testing Library's queries walk every card's text; with 1,100 cards on screen, these direct looks keep each page quick.
    const showing = () => document.querySelector('p[aria-live="polite"]')?.textContent;
    const moreButton = () => Array.from(document.querySelectorAll('button')).find((b) => /^(Show more businesses|Loading\.\.\.)$/.test(b.textContent ?? ''));
    let pages = 1;
    for (let more = moreButton(); more; more = moreButton()) {
      await waitFor(() => expect(more).toBeEnabled());
      fireEvent.click(more);
      pages += 1;
      const count = Math.min(pages * 24, 1100);
      // Past the count's cap, the least there are is what is shown.
      const shown = `Showing ${count.toLocaleString()} of ${Math.max(count, 1000).toLocaleString()}+ businesses`;
      await waitFor(() => expect(showing()).toBe(shown));
    }

    expect(pages).toBe(46);
    const names = Array.from(document.querySelectorAll('li h2'), (h) => h.textContent);
    expect(names.filter((n) => n === 'Listing 1001')).toHaveLength(1);
    expect(names.filter((n) => n === 'Listing 1100')).toHaveLength(1);
    expect(names).toHaveLength(1100);
    expect(new Set(names).size).toBe(1100);

    const calls = api.callsTo('GET /api/businesses/directory');
    expect(calls).toHaveLength(46);
    expect(calls[0]?.query.has('cursor')).toBe(false);
    expect(calls.every((c) => !c.query.has('offset'))).toBe(true);
    expect(calls.at(-1)?.query.get('cursor')).toBe(btoa('after:1080'));
  });
});

describe('promotions on the directory cards', () => {
  it('shows each business’s live offers and records following one, or Connect, as a click', async () => {
    const user = userEvent.setup();
    const api = serveDirectory(new FakeApi())
      .on('GET /api/flags', { body: { flags: { promotionManagement: true } } })
      .on('GET /api/promotions/live', {
        body: [
          { id: 7, businessId: 2, title: 'Free cupping', tier: 'lead_magnet', price: 0 },
          { id: 8, businessId: 2, title: 'Bean subscription', tier: 'core_product', price: 89 },
        ],
      })
      .on('POST /api/promotions/7/events', { status: 202, body: { recorded: 'click' } })
      .on('POST /api/promotions/8/events', { status: 202, body: { recorded: 'click' } });
    api.install();
    renderScreen(<DirectoryPage />, { route: '/directory' });
    const card = (await screen.findByRole('heading', { name: 'Sol Coffee Roasters' })).closest('li')!;
    const offers = await within(card).findByRole('list', { name: 'Offers' });
    expect(within(offers).getByText('FREE')).toBeInTheDocument();
    expect(within(offers).getByText('$89')).toBeInTheDocument();
    expect(api.callsTo('GET /api/promotions/live')[0]?.query.get('businessIds')).toBe('1,2,3');

    await user.click(within(offers).getByRole('link', { name: 'Free cupping' }));
    await waitFor(() => expect(api.callsTo('POST /api/promotions/7/events')).toHaveLength(1));
    expect(api.callsTo('POST /api/promotions/7/events')[0]?.body).toEqual({ type: 'click' });
    await user.click(within(card).getByRole('link', { name: 'Connect' }));
    await waitFor(() => expect(api.callsTo('POST /api/promotions/8/events')).toHaveLength(1));
  });

  it('with the network on, still records following an offer as a click, while Connect asks to connect', async () => {
    const user = userEvent.setup();
    const api = serveNetwork(serveDirectory(new FakeApi()))
      .on('GET /api/flags', { body: { flags: { promotionManagement: true, network: true } } })
      .on('GET /api/promotions/live', { body: [{ id: 7, businessId: 2, title: 'Free cupping', tier: 'lead_magnet', price: 0 }] })
      .on('POST /api/promotions/7/events', { status: 202, body: { recorded: 'click' } });
    api.install();
    renderScreen(<DirectoryPage />, { route: '/directory' });
    const sol = (await screen.findByRole('heading', { name: 'Sol Coffee Roasters' })).closest('li')!;
    const offer = await within(sol).findByRole('link', { name: 'Free cupping' });
    expect(offer).toHaveAttribute('href', expect.stringMatching(/^mailto:hi@solcoffee\.example/));
    await user.click(offer);
    await waitFor(() => expect(api.callsTo('POST /api/promotions/7/events')).toHaveLength(1));
    await user.click(within(sol).getByRole('button', { name: 'Connect' }));
    expect(await screen.findByRole('dialog', { name: 'Connect with Sol Coffee Roasters' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/promotions/7/events')).toHaveLength(1);
  });
});

/** The network's side of the server (the `network` flag on): marks, the saved list, My Network and its referrals, and what the tests send. */
function serveNetwork(api: FakeApi, { marks = {}, saved = [] as DirectoryBusiness[], overview }: { marks?: Partial<NetworkMarks>; saved?: DirectoryBusiness[]; overview?: NetworkOverview } = {}) {
  // Changed in place as the fake server takes stars, imports and requests.
  const state = Object.assign(marks, { saved: marks.saved ?? [], states: marks.states ?? {}, requestsLeft: marks.requestsLeft ?? 20 });
  return api
    .on('GET /api/flags', { body: { flags: { network: true } } })
    .on('GET /api/network/marks', () => ({ body: state }))
    .on('GET /api/network/saved', () => ({ body: saved }))
    .on('GET /api/network', { body: overview ?? { incoming: [], outgoing: [], connected: [], blocked: [] } })
    .on('GET /api/network/referrals', { body: { received: [], sent: [] } })
    .on('PUT /api/network/saved/2', () => {
      state.saved = [...state.saved, 2];
      return { status: 204 };
    })
    .on('DELETE /api/network/saved/2', () => {
      state.saved = state.saved.filter((id) => id !== 2);
      return { status: 204 };
    })
    .on('POST /api/network/saved/import', ({ body }) => {
      state.saved = [...new Set([...state.saved, ...(body as { businessIds: number[] }).businessIds])];
      return { body: { saved: state.saved } };
    })
    .on('POST /api/network/connections', ({ body }) => {
      state.states = { ...state.states, [(body as { businessId: number }).businessId]: 'requested' };
      return { status: 201, body: {} };
    });
}

const card = async (name: string) => (await screen.findByRole('heading', { name })).closest('li')!;

describe('the directory with the network on', () => {
  it('keeps stars on the server: starred at once, unstarred at once', async () => {
    const user = userEvent.setup();
    const api = serveNetwork(serveDirectory(new FakeApi()));
    api.install();
    renderScreen(<DirectoryPage />, { route: '/directory' });
    await waitFor(() => expect(api.callsTo('GET /api/network/marks')).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'Star Sol Coffee Roasters' }));
    expect(screen.getByRole('button', { name: 'Unstar Sol Coffee Roasters' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(api.callsTo('PUT /api/network/saved/2')).toHaveLength(1));
    expect(localStorage.getItem(`tapin_starred:${owner.id}`)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Unstar Sol Coffee Roasters' }));
    expect(screen.getByRole('button', { name: 'Star Sol Coffee Roasters' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(api.callsTo('DELETE /api/network/saved/2')).toHaveLength(1));
  });

  it('puts a star back and says so when the server refuses it', async () => {
    const user = userEvent.setup();
    const api = serveNetwork(serveDirectory(new FakeApi())).on('PUT /api/network/saved/2', { status: 429, body: { message: 'You can save up to 500 businesses' } });
    api.install();
    renderScreen(<DirectoryPage />, { route: '/directory' });
    await waitFor(() => expect(api.callsTo('GET /api/network/marks')).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'Star Sol Coffee Roasters' }));
    expect(await screen.findByText('Sol Coffee Roasters was not starred')).toBeInTheDocument();
    expect(screen.getByText('You can save up to 500 businesses')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Star Sol Coffee Roasters' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('carries the stars this browser kept over to the server once, and forgets them only when the server has them', async () => {
    localStorage.setItem(`tapin_starred:${owner.id}`, JSON.stringify([1, 3]));
    const api = serveNetwork(serveDirectory(new FakeApi()));
    api.install();
    renderScreen(<DirectoryPage />, { route: '/directory' });
    await waitFor(() => expect(api.callsTo('POST /api/network/saved/import')).toHaveLength(1));
    expect(api.callsTo('POST /api/network/saved/import')[0]?.body).toEqual({ businessIds: [1, 3] });
    await waitFor(() => expect(localStorage.getItem(`tapin_starred:${owner.id}`)).toBeNull());
    expect(await screen.findByRole('button', { name: 'Unstar Glow Beauty Studio' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps the browser’s stars for another visit when carrying them over fails', async () => {
    localStorage.setItem(`tapin_starred:${owner.id}`, JSON.stringify([1]));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = serveNetwork(serveDirectory(new FakeApi())).on('POST /api/network/saved/import', { status: 500, body: { message: 'Internal error' } });
    api.install();
    renderScreen(<DirectoryPage />, { route: '/directory' });
    await waitFor(() => expect(api.callsTo('POST /api/network/saved/import')).toHaveLength(1));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(localStorage.getItem(`tapin_starred:${owner.id}`)).toBe('[1]');
    warn.mockRestore();
  });

  it('shows the saved businesses under Saved, through the same filters as the search', async () => {
    const user = userEvent.setup();
    const api = serveNetwork(serveDirectory(new FakeApi()), { marks: { saved: [3] }, saved: [directory[2]!] });
    api.install();
    renderScreen(<DirectoryPage />, { route: '/directory' });
    await screen.findByText('Showing 3 of 3 businesses');
    const saved = await screen.findByRole('button', { name: 'Saved' });
    expect(saved).toHaveAttribute('aria-pressed', 'false');
    await user.click(saved);
    expect(await screen.findByText('Showing 1 of 1 saved business')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Ybor Sunrise Café']);
    expect(screen.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('/directory?saved=1');

    // The search box filters the saved ones too.
    await user.type(screen.getByPlaceholderText('Search businesses...'), 'coffee');
    expect(await screen.findByText('None of your saved businesses match these filters.')).toBeInTheDocument();
  });

  it('keeps Saved on when it is pressed while the search box is still catching up', async () => {
    const user = userEvent.setup();
    serveNetwork(serveDirectory(new FakeApi()), { marks: { saved: [2] }, saved: [directory[1]!] }).install();
    renderScreen(<DirectoryPage />, { route: '/directory?q=coffee' });
    await screen.findByText('Showing 1 of 1 businesses');
    await user.clear(screen.getByPlaceholderText('Search businesses...'));
    await user.click(screen.getByRole('button', { name: 'Saved' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/directory\?saved=1$/));
    expect(screen.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Showing 1 of 1 saved business')).toBeInTheDocument();
  });

  it('says how to save a business when none is saved', async () => {
    serveNetwork(serveDirectory(new FakeApi())).install();
    renderScreen(<DirectoryPage />, { route: '/directory?saved=1' });
    expect(await screen.findByText('No saved businesses yet. Star a business to keep it here.')).toBeInTheDocument();
  });

  it('asks a business to connect with a note, keeps the note when the server refuses, and shows Requested once sent', async () => {
    const user = userEvent.setup();
    const marks: Partial<NetworkMarks> = {};
    let refuse = true;
    const api = serveNetwork(serveDirectory(new FakeApi()), { marks }).on('POST /api/network/connections', () => {
      if (refuse) return { status: 409, body: { message: 'You already asked to connect with Sol Coffee Roasters' } };
      marks.states = { 2: 'requested' };
      return { status: 201, body: {} };
    });
    api.install();
    renderScreen(<DirectoryPage />, { route: '/directory' });
    const sol = await card('Sol Coffee Roasters');
    // The website and the offers stay links of their own; Connect now asks.
    expect(within(sol).queryByRole('link', { name: 'Connect' })).not.toBeInTheDocument();
    await user.click(within(sol).getByRole('button', { name: 'Connect' }));

    const dialog = await screen.findByRole('dialog', { name: 'Connect with Sol Coffee Roasters' });
    const note = within(dialog).getByLabelText('Note (optional)');
    expect(note).toHaveAttribute('maxLength', '500');
    expect(within(dialog).getByText('0/500')).toBeInTheDocument();
    await user.type(note, 'We roast next door.');
    expect(within(dialog).getByText('19/500')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You already asked to connect with Sol Coffee Roasters');
    expect(note).toHaveValue('We roast next door.');
    expect(api.callsTo('POST /api/network/connections')[0]?.body).toEqual({ businessId: 2, note: 'We roast next door.' });

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Request sent')).toBeInTheDocument();
    expect(within(sol).getByRole('button', { name: 'Requested' })).toBeDisabled();
  });

  it('shows where each business stands, and no Connect on the caller’s own', async () => {
    serveNetwork(serveDirectory(new FakeApi()), { marks: { states: { 2: 'connected', 1: 'requested' } } })
      .on('GET /api/businesses', { body: [aBusiness({ id: 3, name: 'Ybor Sunrise Café', published: true })] })
      .install();
    renderScreen(<DirectoryPage />, { route: '/directory' });
    const sol = await card('Sol Coffee Roasters');
    expect(await within(sol).findByRole('link', { name: 'Connected' })).toHaveAttribute('href', '/directory?tab=network');
    expect(within(await card('Glow Beauty Studio')).getByRole('button', { name: 'Requested' })).toBeDisabled();
    const mine = await card('Ybor Sunrise Café');
    await waitFor(() => expect(within(mine).queryByRole('button', { name: 'Connect' })).not.toBeInTheDocument());
    expect(within(mine).getByText('Your business')).toBeInTheDocument();
  });

  it('offers Respond on a business that asked, leading to My Network', async () => {
    const user = userEvent.setup();
    const overview: NetworkOverview = { incoming: [connection({ id: 5, direction: 'incoming', note: 'Coffee for your salon?' })], outgoing: [], connected: [], blocked: [] };
    serveNetwork(serveDirectory(new FakeApi()), { marks: { states: { 2: 'incoming' } }, overview }).install();
    renderScreen(<DirectoryPage />, { route: '/directory' });
    const tab = await screen.findByRole('tab', { name: 'My Network, 1 request for you' });
    expect(tab).toHaveAttribute('aria-selected', 'false');
    await user.click(within(await card('Sol Coffee Roasters')).getByRole('link', { name: 'Respond' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/directory?tab=network');
    expect(await screen.findByRole('heading', { name: 'Requests for you' })).toBeInTheDocument();
    expect(screen.getByText('Coffee for your salon?')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^My Network/ })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Directory' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/directory$/);
    expect(await screen.findByText('Showing 3 of 3 businesses')).toBeInTheDocument();
  });

  it('keeps the directory as it was while the network is off: no tabs, no Saved, Connect reaches out', async () => {
    serveDirectory(new FakeApi()).install();
    renderScreen(<DirectoryPage />, { route: '/directory?tab=network' });
    const sol = await card('Sol Coffee Roasters');
    expect(within(sol).getByRole('link', { name: 'Connect' })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Saved' })).not.toBeInTheDocument();
  });
});

function connection(extra: Partial<ConnectionView> = {}): ConnectionView {
  return {
    id: 1,
    status: 'pending',
    direction: 'incoming',
    note: '',
    createdAt: '2026-11-20T10:00:00.000Z',
    answeredAt: null,
    mine: { id: 12, name: 'Glow Beauty Studio', industry: 'Beauty & Salon', location: 'Tampa, FL' },
    other: { id: 2, name: 'Sol Coffee Roasters', industry: 'Restaurant & Food Service', location: 'Tampa, FL' },
    ...extra,
  };
}
