import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClock, type TestApp } from '@tapin/core/testing';
import { promotionsPlugin } from './index.js';

/**
 * Campaigns and promotion figures count the city's days (TIME_ZONE, America/New_York here), as admin
 * analytics does (issue 32): at 03:00 UTC on 1 December it is still 30 November in Tampa.
 */
describe("the city's days", () => {
  let app: TestApp;
  const clock = new TestClock('2026-12-01T03:00:00.000Z');
  const tokens: Record<string, string> = {};
  let businessId: number;
  const as = (who: string) => ({
    get: (path: string) => request(app.callback()).get(path).set('Authorization', `Bearer ${tokens[who]}`),
    post: (path: string, body?: object) => request(app.callback()).post(path).set('Authorization', `Bearer ${tokens[who]}`).send(body),
  });

  /** Moves the clock and signs both in again (a session idles out after 30 minutes). */
  const advance = async (minutes: number) => {
    clock.advanceMinutes(minutes);
    for (const who of ['kim', 'ana']) tokens[who] = (await request(app.callback()).post('/api/auth/login').send({ email: `${who}@x.com`, password: 'secret1' })).body.token;
  };

  beforeAll(async () => {
    app = await createTestApp({ plugins: [promotionsPlugin], clock, config: { city: { timeZone: 'America/New_York' } } });
    for (const who of ['kim', 'ana']) {
      tokens[who] = (await request(app.callback()).post('/api/auth/register').send({ name: who, email: `${who}@x.com`, password: 'secret1' })).body.token;
    }
    const created = await as('kim')
      .post('/api/businesses', { name: 'Glow Beauty Studio', description: 'Color and cuts.', industry: 'Beauty & Salon', location: 'Tampa, FL', contactEmail: 'book@glow.example', valueProposition: 'Lived-in color.', services: ['Balayage'] })
      .expect(201);
    businessId = created.body.id;
    await as('kim').post(`/api/businesses/${businessId}/publish`).expect(200);
    await as('kim').post(`/api/businesses/${businessId}/enable-promotions`).expect(200);
  });
  afterAll(() => app.close());

  it('starts a campaign on its first day in the city, not at UTC midnight', async () => {
    const campaign = await as('kim').post(`/api/businesses/${businessId}/campaigns`, { name: 'December Glow', status: 'active', startDate: '2026-12-01', endDate: '2026-12-31' }).expect(201);
    expect(campaign.body.status).toBe('scheduled');
    // 00:00 on 1 December in Tampa.
    await advance(2 * 60);
    const listed = await as('kim').get(`/api/businesses/${businessId}/campaigns`).expect(200);
    expect(listed.body.find((c: { id: number }) => c.id === campaign.body.id).status).toBe('active');
    await advance(-2 * 60);
  });

  it("counts a view on the city's day in the chart, and once per person per city day", async () => {
    const promotion = (await as('kim').post(`/api/businesses/${businessId}/promotions`, { title: 'Free Consultation', description: 'Meet your stylist.', price: 0 }).expect(201)).body.id;
    // 22:00 on 30 November in Tampa, then 23:59: the same city day, one view.
    await as('ana').post(`/api/promotions/${promotion}/events`, { type: 'view' }).expect(202);
    await advance(119);
    await as('ana').post(`/api/promotions/${promotion}/events`, { type: 'view' }).expect(202);
    // 00:01 on 1 December in Tampa: a new day, a second view.
    await advance(2);
    await as('ana').post(`/api/promotions/${promotion}/events`, { type: 'view' }).expect(202);
    const { daily } = (await as('kim').get(`/api/businesses/${businessId}/promotions/analytics`).expect(200)).body as { daily: Array<{ date: string; views: number }> };
    expect(daily.at(-1)).toMatchObject({ date: '2026-12-01', views: 1 });
    expect(daily.at(-2)).toMatchObject({ date: '2026-11-30', views: 1 });
  });
});
