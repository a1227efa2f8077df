import { createTestApp, TestClock, type TestApp } from '@tapin/core/testing';
import { promotionsPlugin } from '@tapin/plugin-promotions';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import jsqr from 'jsqr';
import sharp from 'sharp';
import { pagesPlugin } from './index.js';
import { binaryBody } from './testing/binary-body.js';

const DAY = 24 * 60 * 60_000;
/** jsqr is CommonJS whose types declare an ES default: the function is the module and its `default`. */
const jsQR = jsqr.default;

/** A customer claims an offer on a public page; the owner redeems it at the counter (SQLite, or PostgreSQL with DATABASE_URL). */
describe('offers a customer claims, redemptions the owner confirms', () => {
  let app: TestApp;
  const clock = new TestClock('2026-12-01T15:00:00.000Z');
  let owner: string;
  let rival: string;
  let businessId: number;
  let promotionId: number;
  let slug: string;
  const api = (token: string) => ({
    get: (path: string) => request(app.callback()).get(path).set('Authorization', `Bearer ${token}`),
    put: (path: string, body: unknown) => request(app.callback()).put(path).set('Authorization', `Bearer ${token}`).send(body as object),
    post: (path: string, body: unknown = {}) => request(app.callback()).post(path).set('Authorization', `Bearer ${token}`).send(body as object),
  });
  /** A customer's phone: one address and browser (the app trusts no proxy, so the address is the socket's). */
  const claim = (path: string, userAgent = 'Mozilla/5.0 (iPhone) Safari') => request(app.callback()).post(path).set('User-Agent', userAgent).set('Accept', 'text/html').type('form').send('').redirects(0);
  const codeOf = (res: { headers: Record<string, string> }) => res.headers.location!.replace('/c/', '');

  const publishedBusiness = async (token: string, name: string) => {
    const id = (
      await api(token)
        .post('/api/businesses', {
          name,
          description: 'Cuban coffee and breakfast in Ybor City.',
          website: `https://${name.toLowerCase().replace(/[^a-z]+/g, '')}.example`,
          industry: 'Restaurant & Food Service',
          location: 'Ybor City',
          contactEmail: 'hola@cafe.example',
          contactPhone: '(813) 555-0100',
          valueProposition: 'Cafecito since 1998',
          services: ['Coffee'],
        })
        .expect(201)
    ).body.id as number;
    await api(token).post(`/api/businesses/${id}/publish`).expect(200);
    await app.kernel.cradle.db('businesses').where({ id }).update({ status: 'approved', approvedAt: clock.now().toISOString() });
    await api(token).post(`/api/businesses/${id}/enable-promotions`).expect(200);
    await api(token).put(`/api/businesses/${id}/public-page`, { enabled: true }).expect(200);
    return id;
  };

  beforeAll(async () => {
    app = await createTestApp({ plugins: [promotionsPlugin, pagesPlugin], clock });
    const signUp = async (email: string) => (await request(app.callback()).post('/api/auth/register').send({ name: 'Some One', email, password: 'secret1' })).body.token as string;
    owner = await signUp('owner@cafe.example');
    rival = await signUp('owner@rival.example');
    businessId = await publishedBusiness(owner, 'Ybor Sunrise Cafe');
    promotionId = (await api(owner).post(`/api/businesses/${businessId}/promotions`, { title: 'Two cafecitos for $3', description: 'Any weekday morning, one per visit.', price: 3, status: 'active' }).expect(201)).body.id;
    slug = (await api(owner).get(`/api/businesses/${businessId}/public-page`).expect(200)).body.slug;
  });
  afterAll(() => app.close());

  it('shows each live offer with "Get this offer", which works without script and leads to the claim', async () => {
    const page = (await request(app.callback()).get(`/b/${slug}`).expect(200)).text;
    expect(page).toContain('Two cafecitos for $3');
    expect(page).toContain(`<form method="post" action="/b/${slug}/offers/${promotionId}/claim"><button type="submit">Get this offer</button></form>`);
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page)![1]!);
    expect(ld.makesOffer).toEqual([expect.objectContaining({ '@type': 'Offer', name: 'Two cafecitos for $3', price: '3.00', priceCurrency: 'USD' })]);

    const claimed = await claim(`/b/${slug}/offers/${promotionId}/claim`).expect(303);
    const code = codeOf(claimed);
    expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
    // The same phone asking again gets the same claim, not another.
    expect(codeOf(await claim(`/b/${slug}/offers/${promotionId}/claim`).expect(303))).toBe(code);

    const shown = await request(app.callback()).get(`/c/${code}`).set('Accept', 'text/html').expect(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.headers['referrer-policy']).toBe('no-referrer');
    expect(shown.text).toContain(`${code.slice(0, 4)}-${code.slice(4)}`);
    expect(shown.text).toContain('Valid until December 31, 2026');
    expect(shown.text).toContain('<svg');
    expect(shown.text).toContain('Any weekday morning, one per visit.');
  });

  it('lets the owner look a code up, redeem it once for the amount taken, and counts it in the analytics', async () => {
    // The customer's phone opens the page (twice today: one view); a crawler's visit is no view.
    for (const agent of ['Pixel 9 Chrome', 'Pixel 9 Chrome', 'Mozilla/5.0 (compatible; Googlebot/2.1)']) await request(app.callback()).get(`/b/${slug}`).set('User-Agent', agent).expect(200);
    const code = codeOf(await claim(`/b/${slug}/offers/${promotionId}/claim`, 'Pixel 9 Chrome').expect(303));
    const looked = await api(owner).get(`/api/claims/${code.toLowerCase().slice(0, 4)}-${code.slice(4).toLowerCase()}`).expect(200);
    expect(looked.body).toMatchObject({ code, status: 'claimed', expired: false, promotion: { id: promotionId, title: 'Two cafecitos for $3', price: 3 }, business: { id: businessId, name: 'Ybor Sunrise Cafe' } });

    const redeemed = await api(owner).post(`/api/claims/${code}/redeem`, { amount: 4.5 }).expect(200);
    expect(redeemed.body).toMatchObject({ status: 'redeemed', amount: 4.5 });
    const again = await api(owner).post(`/api/claims/${code}/redeem`, {}).expect(409);
    expect(again.body.message).toBe(`${code.slice(0, 4)}-${code.slice(4)} was already redeemed on 2026-12-01`);
    expect((await request(app.callback()).get(`/c/${code}`).set('Accept', 'text/html').expect(200)).text).toContain('Redeemed on December 1, 2026');
    // A conversion in the owner's notification centre; its e-mail goes under New Conversions, as a won referral's (notification-emails.api.test.ts).
    expect((await api(owner).get('/api/notifications').expect(200)).body.items[0]).toMatchObject({
      kind: 'claim.redeemed',
      title: 'Two cafecitos for $3 was redeemed',
      body: `${code.slice(0, 4)}-${code.slice(4)} was redeemed at Ybor Sunrise Cafe for $4.50.`,
      link: `/promotions/redeem?businessId=${businessId}`,
    });

    const analytics = (await api(owner).get(`/api/businesses/${businessId}/promotions/analytics`).expect(200)).body;
    // The first test's claim and this one: two customers asked, one redeemed, after one counted view.
    expect(analytics.current).toMatchObject({ views: 1, claims: 2, redemptions: 1, revenue: 4.5, conversionRate: 100 });
    expect(analytics.promotions[0]).toMatchObject({ id: promotionId, views: 1, claims: 2, redemptions: 1, revenue: 4.5 });
    // Its tier's funnel: two claims after one counted view is still at most 100%.
    const tier = analytics.promotions[0].tier;
    expect(analytics.tiers.map((t: { tier: string }) => t.tier)).toEqual(['lead_magnet', 'core_product', 'upsell']);
    expect(analytics.tiers.find((t: { tier: string }) => t.tier === tier)).toEqual({ tier, promotions: 1, views: 1, claims: 2, redemptions: 1, revenue: 4.5, claimRate: 100, conversionRate: 100 });
    expect(analytics.tiers.filter((t: { tier: string }) => t.tier !== tier).every((t: { views: number; claimRate: number }) => t.views === 0 && t.claimRate === 0)).toBe(true);
  });

  it('refuses a code of another business, a voided or expired claim, and bad amounts, each with a clear message', async () => {
    const code = codeOf(await claim(`/b/${slug}/offers/${promotionId}/claim`, 'Firefox Android').expect(303));
    const foreign = await api(rival).get(`/api/claims/${code}`).expect(404);
    expect(foreign.body.message).toBe(`No offer of your businesses has the code ${code.slice(0, 4)}-${code.slice(4)}`);
    await api(rival).post(`/api/claims/${code}/redeem`, {}).expect(404);
    expect((await api(owner).get('/api/claims/not-a-code').expect(400)).body.message).toBe('A code is 8 letters and digits, like 7KQ4-M9XT');
    expect((await api(owner).post(`/api/claims/${code}/redeem`, { amount: -1 }).expect(400)).body.message).toBe('amount must be 0 or more');
    expect((await api(owner).post(`/api/claims/${code}/redeem`, { amount: 1.234 }).expect(400)).body.message).toBe('amount must be in whole cents');

    await api(owner).post(`/api/claims/${code}/void`).expect(200);
    expect((await api(owner).post(`/api/claims/${code}/redeem`, {}).expect(409)).body.message).toBe(`${code.slice(0, 4)}-${code.slice(4)} was voided on 2026-12-01`);

    const later = codeOf(await claim(`/b/${slug}/offers/${promotionId}/claim`, 'Edge Windows').expect(303));
    // Valid until the city's midnight after December 31 (the offer's 30 days), here already past.
    const { db } = app.kernel.cradle;
    expect(new Date((await db('promotions_claims').where({ code: later }).first('expiresAt')).expiresAt).toISOString()).toBe(new Date(clock.now().getTime() + 30 * DAY).toISOString());
    await db('promotions_claims').where({ code: later }).update({ expiresAt: new Date(clock.now().getTime() - 60_000).toISOString() });
    const expired = await api(owner).post(`/api/claims/${later}/redeem`, {}).expect(409);
    expect(expired.body.message).toBe(`${later.slice(0, 4)}-${later.slice(4)} expired on 2026-12-01`);
    expect((await api(owner).get(`/api/claims/${later}`).expect(200)).body).toMatchObject({ status: 'claimed', expired: true });
  });

  it('limits claims per device and per address, and makes a guessed code cost the guesser', async () => {
    // A device may claim one offer three times in 30 days (a claim it still holds is given back).
    const fresh = 'Limits Phone';
    for (let i = 0; i < 3; i++) {
      const code = codeOf(await claim(`/b/${slug}/offers/${promotionId}/claim`, fresh).expect(303));
      await api(owner).post(`/api/claims/${code}/void`).expect(200);
    }
    expect((await claim(`/b/${slug}/offers/${promotionId}/claim`, fresh).expect(429)).text).toContain('This offer can be claimed 3 times in 30 days from one device');
    // One address: at most 10 claims an hour, whatever the browser says.
    let refused = 0;
    for (let i = 0; i < 12; i++) if ((await claim(`/b/${slug}/offers/${promotionId}/claim`, `Agent ${i}`)).status === 429) refused++;
    expect(refused).toBeGreaterThan(0);

    const guesser = api((await request(app.callback()).post('/api/auth/register').send({ name: 'Guess Er', email: 'guess@er.example', password: 'secret1' })).body.token as string);
    for (const code of ['ZZZZ2223', 'ZZZZ2224', 'ZZZZ2225', 'ZZZZ2226', 'ZZZZ2227', 'ZZZZ2228', 'ZZZZ2229', 'ZZZZ222A', 'ZZZZ222B', 'ZZZZ222C']) await guesser.get(`/api/claims/${code}`).expect(404);
    expect((await guesser.get('/api/claims/ZZZZ2222').expect(429)).body.message).toBe('Too many codes that match no claim: wait a few minutes and check the code with the customer');
    clock.advance(11 * 60_000);
    await guesser.get('/api/claims/ZZZZ2222').expect(404);
  });

  it('lists a business’s claims for its owner only, and has no claim for an offer or page that is not live', async () => {
    const list = await api(owner).get(`/api/businesses/${businessId}/claims`).expect(200);
    expect(Number(list.headers['x-total-count'])).toBeGreaterThanOrEqual(list.body.length);
    expect(list.body[0]).toMatchObject({ promotion: { id: promotionId } });
    await api(rival).get(`/api/businesses/${businessId}/claims`).expect(404);

    await claim(`/b/${slug}/offers/999999/claim`).expect(404);
    await claim(`/b/no-such-page/offers/${promotionId}/claim`).expect(404);
    await api(owner).put(`/api/businesses/${businessId}/public-page`, { enabled: false }).expect(200);
    await claim(`/b/${slug}/offers/${promotionId}/claim`, 'Another Phone').expect(404);
    await api(owner).put(`/api/businesses/${businessId}/public-page`, { enabled: true }).expect(200);
    await request(app.callback()).get('/c/ZZZZ2222').set('Accept', 'text/html').expect(404);
  });

  it('makes codes guessed at the public claim page cost the address asking', async () => {
    // A real claim (this address has used up its claims for the hour in the test before).
    const { code } = (await app.kernel.cradle.db('promotions_claims').orderBy('id', 'desc').first('code')) as { code: string };
    let refused: request.Response | undefined;
    for (let i = 0; i < 40 && !refused; i++) {
      const res = await request(app.callback()).get(`/c/ZZZZ${String(2222 + i).replace(/[01]/g, '2')}`);
      if (res.status === 429) refused = res;
      else expect(res.status).toBe(404);
    }
    expect(refused?.body.message).toBe('Too many codes that match no claim were asked for from your address: wait a few minutes and check the code');
    // The right code is refused too while it lasts (a guess that hits must not tell), then answers.
    await request(app.callback()).get(`/c/${code}`).expect(429);
    clock.advance(11 * 60_000);
    await request(app.callback()).get(`/c/${code}`).set('Accept', 'text/html').expect(200);
  });
  it('prints a counter card whose QR leads to the offer, as PNG and PDF, for a table tent or a window', async () => {
    const card = (query: string, token = owner) =>
      request(app.callback())
        .get(`/api/businesses/${businessId}/promotions/${promotionId}/counter-card${query}`)
        .set('Authorization', `Bearer ${token}`)
        .buffer(true)
        .parse(binaryBody);
    const png = await card('?format=png&size=tent').expect(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toBe(`attachment; filename="counter-card-${promotionId}-tent.png"`);
    const meta = await sharp(png.body as Buffer).metadata();
    expect([meta.width, meta.height, meta.density]).toEqual([1200, 1800, 300]);
    // What a customer's camera reads: the offer's own page, which shows it with "Get this offer".
    const { data, info } = await sharp(png.body as Buffer).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const qr = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
    expect(qr?.data).toMatch(new RegExp(`^https?://[^/]+/b/${slug}/offers/${promotionId}$`));
    const offerPage = (await request(app.callback()).get(new URL(qr!.data).pathname).expect(200)).text;
    expect(offerPage).toContain('<title>Two cafecitos for $3 · Ybor Sunrise Cafe</title>');
    expect(offerPage).toContain(`action="/b/${slug}/offers/${promotionId}/claim"`);

    const pdf = await card('?format=pdf&size=window').expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (pdf.body as Buffer).toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toMatch(/\/MediaBox \[0 0 612 792\]/); // 8.5 × 11 in
    expect((await card('').expect(200)).headers['content-type']).toBe('application/pdf');
  });

  it('refuses a card for someone else\'s offer, for bad options, and while it would lead nowhere', async () => {
    const card = (path: string, token = owner) => api(token).get(`/api/businesses/${businessId}/promotions/${path}/counter-card`);
    await card(`${promotionId}`, rival).expect(404);
    expect((await api(owner).get(`/api/businesses/${businessId}/promotions/${promotionId}/counter-card?format=gif`).expect(400)).body.message).toBe('format must be png or pdf');
    expect((await api(owner).get(`/api/businesses/${businessId}/promotions/${promotionId}/counter-card?size=huge`).expect(400)).body.message).toMatch(/^size must be tent/);
    await card('999999').expect(404);
    const paused = (await api(owner).post(`/api/businesses/${businessId}/promotions`, { title: 'Draft idea', description: 'Not yet.', price: 1, status: 'draft' }).expect(201)).body.id;
    expect((await card(`${paused}`).expect(409)).body.message).toMatch(/not live on the public page/);
    await api(owner).put(`/api/businesses/${businessId}/public-page`, { enabled: false }).expect(200);
    expect((await card(`${promotionId}`).expect(409)).body.message).toMatch(/Turn on the business's public page first/);
    await request(app.callback()).get(`/b/${slug}/offers/${promotionId}`).expect(404);
    await api(owner).put(`/api/businesses/${businessId}/public-page`, { enabled: true }).expect(200);
  });
  it('does not count the owner\'s own visits and claims, from a browser their app marked', async () => {
    // The earlier tests used this address's claims for the hour: let it pass, the sessions kept alive.
    for (const minutes of [25, 25, 15]) {
      clock.advance(minutes * 60_000);
      await api(owner).get('/api/user').expect(200);
      await api(rival).get('/api/user').expect(200);
    }
    const before = (await api(owner).get(`/api/businesses/${businessId}/promotions/analytics`).expect(200)).body.current;
    const settings = await api(owner).get(`/api/businesses/${businessId}/public-page`).expect(200);
    const cookie = settings.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(/^tapin_owner=[\w-]{43}; path=\/; expires=.+; samesite=lax; httponly$/);
    const mark = cookie.split(';')[0]!;
    // Asked again with its mark, the browser keeps it: no new cookie.
    expect((await api(owner).get(`/api/businesses/${businessId}/public-page`).set('Cookie', mark).expect(200)).headers['set-cookie']).toBeUndefined();

    const ownPhone = 'Owner Phone Safari';
    await request(app.callback()).get(`/b/${slug}`).set('User-Agent', ownPhone).set('Cookie', mark).expect(200);
    const own = codeOf(await claim(`/b/${slug}/offers/${promotionId}/claim`, ownPhone).set('Cookie', mark).expect(303));
    const looked = await api(owner).get(`/api/claims/${own}`).expect(200);
    expect(looked.body.fromOwner).toBe(true);
    await api(owner).post(`/api/claims/${own}/redeem`, {}).expect(200);
    const after = (await api(owner).get(`/api/businesses/${businessId}/promotions/analytics`).expect(200)).body.current;
    expect(after).toEqual(before);

    // Another owner's mark is a stranger's browser on this page: counted as anyone's.
    const rivalMark = (await api(rival).get(`/api/businesses/${businessId}/public-page`).expect(404)).headers['set-cookie'];
    expect(rivalMark).toBeUndefined();
    const strangerClaim = codeOf(await claim(`/b/${slug}/offers/${promotionId}/claim`, 'Stranger Phone').set('Cookie', 'tapin_owner=made-up').expect(303));
    expect((await api(owner).get(`/api/claims/${strangerClaim}`).expect(200)).body.fromOwner).toBe(false);
    expect((await api(owner).get(`/api/businesses/${businessId}/promotions/analytics`).expect(200)).body.current.claims).toBe(before.claims + 1);
  });
  it('e-mails a claim to the customer who asks on its page, a few times at most, keeping the code out of the outbox', async () => {
    const code = codeOf(await claim(`/b/${slug}/offers/${promotionId}/claim`, 'Mail Phone').expect(303));
    const send = (email: string) => request(app.callback()).post(`/c/${code}/email`).set('Accept', 'text/html').type('form').send({ email }).redirects(0);
    const page = (await request(app.callback()).get(`/c/${code}`).set('Accept', 'text/html').expect(200)).text;
    expect(page).toContain(`<form method="post" action="/c/${code}/email"><label for="email">E-mail me this code</label>`);

    const bad = await send('not an address').expect(400);
    expect(bad.headers['content-type']).toMatch(/^text\/html/);
    expect(bad.text).toContain('<p id="email-error" class="error" role="alert">Please enter a valid email address</p>');
    expect(bad.text).toContain('value="not an address"');

    const sent = await send(' Ana@Example.COM ').expect(303);
    expect(sent.headers.location).toBe(`/c/${code}?sent=1`);
    expect((await request(app.callback()).get(sent.headers.location!).set('Accept', 'text/html').expect(200)).text).toContain('Sent. Check your inbox');
    const [stored] = await app.kernel.cradle.db('emails').where({ template: 'claim' }).select('recipient', 'subject', 'body');
    expect(stored).toMatchObject({ recipient: 'ana@example.com', subject: 'Your offer from Ybor Sunrise Cafe: Two cafecitos for $3' });
    expect(stored.body).not.toContain(code);
    expect(stored.body).not.toContain(`${code.slice(0, 4)}-${code.slice(4)}`);

    await send('ana@example.com').expect(303);
    await send('ana@example.com').expect(303);
    expect((await send('ana@example.com').expect(429)).text).toContain('This claim was e-mailed 3 times already');
    await api(owner).post(`/api/claims/${code}/void`).expect(200);
    expect((await send('ana@example.com').expect(409)).text).toContain('This claim can no longer be used, so it was not e-mailed');
    await send('ana@example.com').set('Accept', 'text/html');
    expect((await request(app.callback()).post('/c/ZZZZ2222/email').set('Accept', 'text/html').type('form').send({ email: 'a@b.example' }).expect(404)).text).toContain('This claim was not found');

    // One address sends at most 10 claim e-mails an hour, whatever the claims: the form relays nothing.
    const codes = [];
    for (const phone of ['Relay A', 'Relay B', 'Relay C']) codes.push(codeOf(await claim(`/b/${slug}/offers/${promotionId}/claim`, phone).expect(303)));
    const statuses = [];
    for (const c of codes) for (let i = 0; i < 3; i++) statuses.push((await request(app.callback()).post(`/c/${c}/email`).set('Accept', 'text/html').type('form').send({ email: `victim${i}@example.com` })).status);
    // Three were sent above from this address: seven more, then refused.
    expect(statuses).toEqual([303, 303, 303, 303, 303, 303, 303, 429, 429]);
  });
});
