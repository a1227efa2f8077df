import type { BusinessWithPromotions, ClaimView } from '@tapin/core/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aBusiness, owner } from '../../../test/fixtures';
import { FakeApi, renderScreen } from '../../../test/render';
import { claimDate } from './claim-rules';
import RedeemPage from './RedeemPage';

const business = aBusiness({ published: true, promotionsEnabled: true });

const aClaim = (overrides: Partial<ClaimView> = {}): ClaimView => ({
  id: 5,
  code: '7KQ4M9XT',
  status: 'claimed',
  expired: false,
  expiresAt: '2026-12-31T12:00:00.000Z',
  createdAt: '2026-12-01T12:00:00.000Z',
  redeemedAt: null,
  voidedAt: null,
  amount: null,
  fromOwner: false,
  promotion: { id: 3, title: 'Latte half price', description: 'Any size, once per visit.', price: 6 },
  business: { id: 12, name: 'Sol Coffee Roasters' },
  ...overrides,
});

function serveRedeem({ businesses = [business], claims = [], total }: { businesses?: BusinessWithPromotions[]; claims?: ClaimView[]; total?: number } = {}) {
  return new FakeApi()
    .on('GET /api/user', { body: owner })
    .on('GET /api/businesses', { body: businesses })
    .on('GET /api/businesses/12/claims', { body: claims, headers: { 'X-Total-Count': String(total ?? claims.length) } });
}

const codeInput = () => screen.getByLabelText('Claim code');

describe('the Redeem screen', () => {
  it('looks a typed code up on Enter and redeems it for the amount typed', async () => {
    const user = userEvent.setup();
    const claim = aClaim();
    const api = serveRedeem()
      .on('GET /api/claims/7KQ4M9XT', { body: claim })
      .on('POST /api/claims/7KQ4M9XT/redeem', ({ body }) => ({ body: { ...claim, status: 'redeemed', redeemedAt: '2026-12-02T15:00:00.000Z', amount: (body as { amount: number }).amount } }));
    api.install();
    renderScreen(<RedeemPage />, { route: '/promotions/redeem' });

    const input = codeInput();
    expect(input).toHaveAttribute('autocapitalize', 'characters');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAttribute('inputmode', 'text');
    await user.type(input, '7kq4-m9xt{Enter}');

    const card = (await screen.findByRole('heading', { name: 'Latte half price' })).closest('div.rounded-xl') as HTMLElement;
    expect(within(card).getByText('Sol Coffee Roasters')).toBeInTheDocument();
    expect(within(card).getByText('Any size, once per visit.')).toBeInTheDocument();
    expect(within(card).getByText('$6')).toBeInTheDocument();
    expect(within(card).getByText(`Valid until ${claimDate(claim.expiresAt)}`)).toBeInTheDocument();
    expect(input).toHaveValue('7KQ4-M9XT');

    const amount = within(card).getByLabelText('Amount');
    expect(amount).toHaveValue(6);
    expect(amount).toHaveAttribute('step', '0.01');
    expect(amount).toHaveAttribute('min', '0');
    await user.clear(amount);
    await user.type(amount, '4.5');
    await user.click(within(card).getByRole('button', { name: 'Mark redeemed' }));

    expect(await screen.findByText('Redeemed $4.50')).toBeInTheDocument();
    expect(api.callsTo('POST /api/claims/7KQ4M9XT/redeem')[0]?.body).toEqual({ amount: 4.5 });

    await user.click(screen.getByRole('button', { name: 'Redeem another' }));
    expect(codeInput()).toHaveValue('');
    expect(codeInput()).toHaveFocus();
    expect(screen.queryByText('Redeemed $4.50')).toBeNull();
  });

  it('shows the server’s 404 inline and keeps what was typed', async () => {
    const user = userEvent.setup();
    const api = serveRedeem().on('GET /api/claims/ABCDEFGH', { status: 404, body: { message: 'No offer of your businesses has the code ABCD-EFGH' } });
    api.install();
    renderScreen(<RedeemPage />, { route: '/promotions/redeem' });
    await user.type(codeInput(), 'abcd efgh');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No offer of your businesses has the code ABCD-EFGH');
    expect(codeInput()).toHaveValue('abcd efgh');
    expect(codeInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('says what a code is without asking the server when the text cannot be one', async () => {
    const user = userEvent.setup();
    const api = serveRedeem();
    api.install();
    renderScreen(<RedeemPage />, { route: '/promotions/redeem' });
    await user.type(codeInput(), 'OIL0{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('A code is 8 letters and digits, like 7KQ4-M9XT');
    expect(codeInput()).toHaveValue('OIL0');
    expect(api.calls.filter((c) => c.path.startsWith('/api/claims'))).toHaveLength(0);
  });

  it('shows a 409 from the redemption and the claim as it now is', async () => {
    const user = userEvent.setup();
    const open = aClaim();
    const redeemed = aClaim({ status: 'redeemed', redeemedAt: '2026-12-01T15:00:00.000Z', amount: 6 });
    let lookups = 0;
    const api = serveRedeem()
      .on('GET /api/claims/7KQ4M9XT', () => ({ body: lookups++ === 0 ? open : redeemed }))
      .on('POST /api/claims/7KQ4M9XT/redeem', { status: 409, body: { message: '7KQ4-M9XT was already redeemed on 2026-12-01' } });
    api.install();
    renderScreen(<RedeemPage />, { route: '/promotions/redeem' });
    await user.type(codeInput(), '7KQ4M9XT{Enter}');
    const amount = await screen.findByLabelText('Amount');
    await user.clear(amount);
    await user.type(amount, '5.25');
    await user.click(screen.getByRole('button', { name: 'Mark redeemed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('7KQ4-M9XT was already redeemed on 2026-12-01');
    expect(await screen.findByText(`Redeemed on ${claimDate(redeemed.redeemedAt!)} for $6`)).toBeInTheDocument();
    expect(api.callsTo('POST /api/claims/7KQ4M9XT/redeem')[0]?.body).toEqual({ amount: 5.25 });
    expect(screen.queryByRole('button', { name: 'Mark redeemed' })).toBeNull();
    expect(screen.queryByText(/^Redeemed \$/)).toBeNull();
  });

  it('keeps the amount typed when the server refuses it', async () => {
    const user = userEvent.setup();
    const api = serveRedeem()
      .on('GET /api/claims/7KQ4M9XT', { body: aClaim() })
      .on('POST /api/claims/7KQ4M9XT/redeem', { status: 400, body: { message: 'amount must be at most 100000' } });
    api.install();
    renderScreen(<RedeemPage />, { route: '/promotions/redeem' });
    await user.type(codeInput(), '7KQ4M9XT{Enter}');
    const amount = await screen.findByLabelText('Amount');
    await user.clear(amount);
    await user.type(amount, '12.75');
    await user.click(screen.getByRole('button', { name: 'Mark redeemed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('amount must be at most 100000');
    expect(amount).toHaveValue(12.75);
    expect(codeInput()).toHaveValue('7KQ4-M9XT');
    expect(screen.getByRole('button', { name: 'Mark redeemed' })).toBeEnabled();
  });

  it('refuses an amount in fractions of a cent without sending it', async () => {
    const user = userEvent.setup();
    const api = serveRedeem().on('GET /api/claims/7KQ4M9XT', { body: aClaim() });
    api.install();
    renderScreen(<RedeemPage />, { route: '/promotions/redeem' });
    await user.type(codeInput(), '7KQ4M9XT{Enter}');
    const amount = await screen.findByLabelText('Amount');
    await user.clear(amount);
    await user.type(amount, '4.555');
    await user.click(screen.getByRole('button', { name: 'Mark redeemed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The amount must be in whole cents');
    expect(amount).toHaveValue(4.555);
    expect(api.callsTo('POST /api/claims/7KQ4M9XT/redeem')).toHaveLength(0);
  });

  it('voids a claim only once confirmed', async () => {
    const user = userEvent.setup();
    const claim = aClaim();
    const api = serveRedeem()
      .on('GET /api/claims/7KQ4M9XT', { body: claim })
      .on('POST /api/claims/7KQ4M9XT/void', { body: { ...claim, status: 'void', voidedAt: '2026-12-03T15:00:00.000Z' } });
    api.install();
    renderScreen(<RedeemPage />, { route: '/promotions/redeem' });
    await user.type(codeInput(), '7KQ4M9XT{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Void claim' }));

    let dialog = await screen.findByRole('dialog', { name: 'Void this claim?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /api/claims/7KQ4M9XT/void')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Void claim' }));
    dialog = await screen.findByRole('dialog', { name: 'Void this claim?' });
    await user.click(within(dialog).getByRole('button', { name: 'Void claim' }));
    expect(await screen.findByText(`Voided on ${claimDate('2026-12-03T15:00:00.000Z')}`)).toBeInTheDocument();
    expect(api.callsTo('POST /api/claims/7KQ4M9XT/void')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Mark redeemed' })).toBeNull();
  });

  it('shows a 409 from voiding inline', async () => {
    const user = userEvent.setup();
    const api = serveRedeem()
      .on('GET /api/claims/7KQ4M9XT', { body: aClaim() })
      .on('POST /api/claims/7KQ4M9XT/void', { status: 409, body: { message: '7KQ4-M9XT expired on 2026-12-31' } });
    api.install();
    renderScreen(<RedeemPage />, { route: '/promotions/redeem' });
    await user.type(codeInput(), '7KQ4M9XT{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Void claim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void this claim?' });
    await user.click(within(dialog).getByRole('button', { name: 'Void claim' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('7KQ4-M9XT expired on 2026-12-31');
  });

  it('fills in and looks up ?code=', async () => {
    const api = serveRedeem().on('GET /api/claims/7KQ4M9XT', { body: aClaim({ expired: true }) });
    api.install();
    renderScreen(<RedeemPage />, { route: '/promotions/redeem?code=7kq4-m9xt' });
    expect(await screen.findByText(`Expired on ${claimDate('2026-12-31T12:00:00.000Z')}`)).toBeInTheDocument();
    expect(codeInput()).toHaveValue('7KQ4-M9XT');
    expect(api.callsTo('GET /api/claims/7KQ4M9XT')).toHaveLength(1);
    expect(screen.queryByLabelText('Amount')).toBeNull();
  });

  it('says when a claim is the owner’s own, which the figures leave out', async () => {
    serveRedeem().on('GET /api/claims/7KQ4M9XT', { body: aClaim({ fromOwner: true }) }).install();
    renderScreen(<RedeemPage />, { route: '/promotions/redeem?code=7KQ4M9XT' });
    expect(await screen.findByText(/You claimed this yourself.*not counted in your analytics/)).toBeInTheDocument();
  });

  it('lists the business’s recent claims, and tapping one looks it up', async () => {
    const user = userEvent.setup();
    const claims = [aClaim(), aClaim({ id: 4, code: 'ABCDEFGH', status: 'redeemed', redeemedAt: '2026-12-02T15:00:00.000Z', amount: 6, promotion: { id: 4, title: 'Free cupping', description: '', price: 0 } })];
    const api = serveRedeem({ claims, total: 31 }).on('GET /api/claims/ABCDEFGH', { body: claims[1] });
    api.install();
    renderScreen(<RedeemPage />, { route: '/promotions/redeem' });
    const list = (await screen.findByRole('heading', { name: 'Recent claims' })).closest('section')!;
    const pick = await within(list).findByRole('button', { name: /ABCD-EFGH/ });
    expect(pick).toHaveTextContent('Free cupping');
    expect(pick).toHaveTextContent('Redeemed');
    expect(pick).toHaveTextContent(claimDate('2026-12-02T15:00:00.000Z'));
    expect(within(list).getByText('The 2 newest of 31')).toBeInTheDocument();
    expect(api.callsTo('GET /api/businesses/12/claims')[0]?.query.get('limit')).toBe('20');

    await user.click(pick);
    expect(await screen.findByText(`Redeemed on ${claimDate('2026-12-02T15:00:00.000Z')} for $6`)).toBeInTheDocument();
    expect(codeInput()).toHaveValue('ABCD-EFGH');
  });

  it('lists the claims of the business named in the address', async () => {
    const other = aBusiness({ id: 13, name: 'Sol Bakery', isPrimary: false, published: true, promotionsEnabled: true });
    const api = serveRedeem({ businesses: [business, other] }).on('GET /api/businesses/13/claims', { body: [aClaim({ code: 'WXYZ2345', business: { id: 13, name: 'Sol Bakery' } })] });
    api.install();
    renderScreen(<RedeemPage />, { route: '/promotions/redeem?businessId=13' });
    expect(await screen.findByRole('button', { name: /WXYZ-2345/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Business')).toHaveValue('13');
    expect(api.callsTo('GET /api/businesses/12/claims')).toHaveLength(0);
  });
});

describe('scanning a claim’s QR', () => {
  const spies: Array<{ mockRestore(): void }> = [];
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'mediaDevices');
    for (const spy of spies.splice(0)) spy.mockRestore();
  });
  /** A video that plays and has frames (jsdom's has neither). */
  const playingVideo = () => spies.push(vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined), vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4));

  const camera = (getUserMedia: () => Promise<unknown>) => Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });

  it('offers no Scan QR where the browser cannot read codes', async () => {
    serveRedeem().install();
    camera(() => Promise.reject(new Error('unused')));
    renderScreen(<RedeemPage />, { route: '/promotions/redeem' });
    expect(await screen.findByRole('button', { name: 'Look up' })).toBeInTheDocument();
    expect('BarcodeDetector' in window).toBe(false);
    expect(screen.queryByRole('button', { name: 'Scan QR' })).toBeNull();
  });

  it('reads the claim’s page from the rear camera, stops it and looks the code up', async () => {
    const user = userEvent.setup();
    const stopTrack = vi.fn();
    const getUserMedia = vi.fn(() => Promise.resolve({ getTracks: () => [{ stop: stopTrack }] }));
    camera(getUserMedia);
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        detect() {
          return Promise.resolve([{ rawValue: 'https://tapin.example/c/7KQ4M9XT' }]);
        }
      },
    );
    playingVideo();
    const api = serveRedeem().on('GET /api/claims/7KQ4M9XT', { body: aClaim() });
    api.install();
    renderScreen(<RedeemPage />, { route: '/promotions/redeem' });

    await user.click(await screen.findByRole('button', { name: 'Scan QR' }));
    expect(await screen.findByRole('heading', { name: 'Latte half price' })).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
    expect(stopTrack).toHaveBeenCalled();
    expect(codeInput()).toHaveValue('7KQ4-M9XT');
    expect(screen.queryByRole('button', { name: 'Close camera' })).toBeNull();
  });

  it('says so when the camera is refused', async () => {
    const user = userEvent.setup();
    camera(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    vi.stubGlobal('BarcodeDetector', class {});
    serveRedeem().install();
    renderScreen(<RedeemPage />, { route: '/promotions/redeem' });
    await user.click(await screen.findByRole('button', { name: 'Scan QR' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Camera access was denied');
    await user.click(screen.getByRole('button', { name: 'Close camera' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stops the camera when closed', async () => {
    const user = userEvent.setup();
    const stopTrack = vi.fn();
    camera(() => Promise.resolve({ getTracks: () => [{ stop: stopTrack }] }));
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        detect() {
          return Promise.resolve([]);
        }
      },
    );
    playingVideo();
    serveRedeem().install();
    renderScreen(<RedeemPage />, { route: '/promotions/redeem' });
    await user.click(await screen.findByRole('button', { name: 'Scan QR' }));
    expect(await screen.findByText('Point the camera at the QR on the customer’s claim.')).toBeInTheDocument();
    expect(stopTrack).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close camera' }));
    expect(stopTrack).toHaveBeenCalled();
  });
});
