import { createTestApp, TestClock, type TestApp } from '@tapin/core/testing';
import { promotionsPlugin } from '@tapin/plugin-promotions';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagesPlugin } from './index.js';

const DAY = 24 * 60 * 60_000;

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

    const analytics = (await api(owner).get(`/api/businesses/${businessId}/promotions/analytics`).expect(200)).body;
    // The first test's claim and this one: two customers asked, one redeemed, after one counted view.
    expect(analytics.current).toMatchObject({ views: 1, claims: 2, redemptions: 1, revenue: 4.5, conversionRate: 100 });
    expect(analytics.promotions[0]).toMatchObject({ id: promotionId, views: 1, claims: 2, redemptions: 1 });
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
});
