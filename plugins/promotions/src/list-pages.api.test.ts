import { pageRules } from '@tapin/config/rules';
import { promotionEventRules } from '@tapin/core/contracts';
import { createTestApp, type TestApp } from '@tapin/core/testing';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotionsPlugin } from './index.js';

/** Issue 28: the owners' lists answer a page at a time, with the whole count, and refuse a page past the most. */
describe('lists answer a page', () => {
  let app: TestApp;
  const tokens: Record<string, string> = {};
  let businessId: number;
  const PROMOTIONS = promotionEventRules.livePerBusinessMax + 3;
  const as = (who: string) => ({
    get: (path: string) => request(app.callback()).get(path).set('Authorization', `Bearer ${tokens[who]}`),
    post: (path: string, body?: object) => request(app.callback()).post(path).set('Authorization', `Bearer ${tokens[who]}`).send(body),
  });

  beforeAll(async () => {
    app = await createTestApp({ plugins: [promotionsPlugin], config: { flags: { overrides: { seasonalPromotions: true } } } });
    for (const who of ['kim', 'dev']) {
      tokens[who] = (await request(app.callback()).post('/api/auth/register').send({ name: who, email: `${who}@pages.example`, password: 'secret1' })).body.token;
    }
    await app.kernel.cradle.accounts.createAdmin({ email: 'boss@pages.example', name: 'Boss', password: 'boss-secret' });
    tokens.admin = (await request(app.callback()).post('/api/auth/login').send({ email: 'boss@pages.example', password: 'boss-secret' })).body.token;
    const created = await as('kim')
      .post('/api/businesses', { name: 'Glow Beauty Studio', description: 'South Tampa salon.', industry: 'Beauty & Salon', location: 'Tampa, FL', contactEmail: 'book@glow.example', valueProposition: 'Lived-in color.', services: ['Balayage', 'Haircuts', 'Lashes'] })
      .expect(201);
    businessId = created.body.id;
    await as('kim').post(`/api/businesses/${businessId}/publish`).expect(200);
    await as('kim').post(`/api/businesses/${businessId}/enable-promotions`).expect(200);
    for (let i = 1; i <= 4; i++) await as('kim').post('/api/businesses', { name: `Kim draft ${i}` }).expect(201);
    await as('dev').post('/api/businesses', { name: 'Dev Repairs' }).expect(201);
    // Prices PROMOTIONS..1: the cheapest are the newest.
    for (let i = 0; i < PROMOTIONS; i++) {
      await as('kim').post(`/api/businesses/${businessId}/promotions`, { title: `Offer ${i}`, description: 'Half price.', price: PROMOTIONS - i, status: 'active' }).expect(201);
    }
  });
  afterAll(() => app?.close());

  it('GET /api/businesses: the caller’s own by default (an admin’s: everyone’s), newest first, a page with X-Total-Count', async () => {
    const mine = await as('kim').get('/api/businesses').expect(200);
    expect([mine.body.length, mine.headers['x-total-count']]).toEqual([5, '5']);
    const page = await as('kim').get('/api/businesses?limit=2&offset=1').expect(200);
    expect(page.body.map((b: { name: string }) => b.name)).toEqual(['Kim draft 3', 'Kim draft 2']);
    expect(page.headers['x-total-count']).toBe('5');
    const all = await as('admin').get('/api/businesses?limit=3').expect(200);
    expect([all.body.length, all.headers['x-total-count']]).toEqual([3, '6']);
    const tooMany = await as('admin').get(`/api/businesses?limit=${pageRules.businesses.max + 1}`).expect(400);
    expect(tooMany.body.message).toBe(`limit must be a whole number from 1 to ${pageRules.businesses.max}`);
    await as('kim').get('/api/businesses?offset=-1').expect(400);
  });

  it('GET /api/businesses/:id/promotions: a page, newest first, with the whole count; past the most is a 400', async () => {
    const first = await as('kim').get(`/api/businesses/${businessId}/promotions`).expect(200);
    expect([first.body.length, first.headers['x-total-count']]).toEqual([PROMOTIONS, String(PROMOTIONS)]);
    const page = await as('kim').get(`/api/businesses/${businessId}/promotions?limit=2&offset=2`).expect(200);
    expect(page.body.map((p: { title: string }) => p.title)).toEqual([`Offer ${PROMOTIONS - 3}`, `Offer ${PROMOTIONS - 4}`]);
    const over = await as('kim').get(`/api/businesses/${businessId}/promotions?limit=${pageRules.promotions.max + 1}`).expect(400);
    expect(over.body.message).toBe(`limit must be a whole number from 1 to ${pageRules.promotions.max}`);
    await as('dev').get(`/api/businesses/${businessId}/promotions?limit=1`).expect(404);
  });

  it('GET /api/businesses/:id/campaigns: a page by start date, with the whole count', async () => {
    const [promotion] = (await as('kim').get(`/api/businesses/${businessId}/promotions?limit=1`).expect(200)).body;
    for (const month of ['03', '01', '02']) {
      await as('kim').post(`/api/businesses/${businessId}/campaigns`, { name: `Month ${month}`, status: 'draft', startDate: `2027-${month}-01`, endDate: `2027-${month}-20`, promotionIds: [promotion.id] }).expect(201);
    }
    const page = await as('kim').get(`/api/businesses/${businessId}/campaigns?limit=2`).expect(200);
    expect(page.body.map((c: { name: string }) => c.name)).toEqual(['Month 01', 'Month 02']);
    expect(page.headers['x-total-count']).toBe('3');
    expect((await as('kim').get(`/api/businesses/${businessId}/campaigns?offset=2`).expect(200)).body.map((c: { name: string }) => c.name)).toEqual(['Month 03']);
    await as('kim').get(`/api/businesses/${businessId}/campaigns?limit=${pageRules.campaigns.max + 1}`).expect(400);
  });

  it('GET /api/businesses/:id/promotions/analytics: its table holds at most a list’s largest page, its figures every promotion', async () => {
    const { db } = app.kernel.cradle;
    const template = await db('promotions_items').where({ businessId }).orderBy('id').first();
    const { id: _id, ...copy } = template;
    const extra = pageRules.promotions.max + 1 - PROMOTIONS;
    for (let i = 0; i < extra; i += 100) {
      await db('promotions_items').insert(Array.from({ length: Math.min(100, extra - i) }, (_, j) => ({ ...copy, title: `Bulk ${i + j}` })));
    }
    expect((await as('kim').get(`/api/businesses/${businessId}/promotions?limit=1`).expect(200)).headers['x-total-count']).toBe(String(pageRules.promotions.max + 1));
    const analytics = await as('kim').get(`/api/businesses/${businessId}/promotions/analytics`).expect(200);
    expect(analytics.body.promotions).toHaveLength(pageRules.promotions.max);
    expect(analytics.body.promotions[0].title).toBe('Offer 0');
    await db('promotions_items').where({ businessId }).where('title', 'like', 'Bulk %').delete();
  });

  it('GET /api/promotions/live: each business’s cheapest livePerBusinessMax, however many it has', async () => {
    const live = await as('dev').get(`/api/promotions/live?businessIds=${businessId}`).expect(200);
    expect(live.body.map((p: { price: number }) => p.price)).toEqual(Array.from({ length: promotionEventRules.livePerBusinessMax }, (_, i) => i + 1));
  });
});
