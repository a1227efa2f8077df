import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageRules } from '@tapin/config/rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aBusiness, admin } from '../../../test/fixtures';
import { FakeApi, renderScreen } from '../../../test/render';
import PortfolioPage from './PortfolioPage';

/** Issue 28: GET /api/businesses answers a page; the admins' portfolio asks for the next while there are more. */
describe('/businesses', () => {
  let api: FakeApi;
  // The fake server answers two at a time (fewer than asked for: cards are slow to draw in jsdom); the page follows its count.
  const SERVED = 2;
  const total = 3;
  const all = Array.from({ length: total }, (_, i) => aBusiness({ id: i + 1, name: `Shop ${i + 1}` }));

  beforeEach(() => {
    api = new FakeApi();
    api.on('GET /api/user', { body: admin });
    api.on('GET /api/businesses', ({ query }) => {
      const offset = Number(query.get('offset'));
      const limit = Math.min(Number(query.get('limit')), SERVED);
      return { body: all.slice(offset, offset + limit), headers: { 'X-Total-Count': String(total) } };
    });
    api.install();
  });
  afterEach(() => localStorage.clear());

  it('shows the first page, then the rest when asked, and no more button once all are shown', async () => {
    renderScreen(<PortfolioPage />, { route: '/businesses' });
    expect(await screen.findByText('Shop 2')).toBeInTheDocument();
    expect(screen.queryByText('Shop 3')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Show more (2 of ${total})` }));
    expect(await screen.findByText(`Shop ${total}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument());
    expect(api.callsTo('GET /api/businesses').map((c) => [c.query.get('offset'), c.query.get('limit')])).toEqual([
      ['0', String(pageRules.businesses.default)],
      ['2', String(pageRules.businesses.default)],
    ]);
  });
});
