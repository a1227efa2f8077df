import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentApp } from './support/content-world.js';

interface Figures {
  views: number;
  clicks: number;
  redemptions: number;
  revenue: number;
  conversionRate: number;
}

/**
 * Promotion figures an owner cannot inflate (docs/decisions.md#promotions): their own and an admin's
 * views and clicks are not counted, a person counts once a day, a redemption needs a customer who saw
 * and opened the promotion, and no conversion rate above 100% is ever answered.
 */
describe('data: promotion events an owner cannot inflate', () => {
  let t: Awaited<ReturnType<typeof contentApp>>;
  let businessId: number;

  const figures = async () => (await t.as('kim').get(`/api/businesses/${businessId}/promotions/analytics`).expect(200)).body as {
    current: Figures;
    promotions: Array<Figures & { id: number }>;
  };
  const newPromotion = async (title: string) =>
    (await t.as('kim').post(`/api/businesses/${businessId}/promotions`, { title, description: 'Wash, cut and style.', price: 40 }).expect(201)).body.id as number;
  const send = (who: string, promotionId: number, type: string) => t.as(who).post(`/api/promotions/${promotionId}/events`, { type });
  /** `n` requests, `batch` at a time in parallel. */
  async function burst(n: number, batch: number, request: () => PromiseLike<{ status: number }>): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < n; i += batch) statuses.push(...(await Promise.all(Array.from({ length: Math.min(batch, n - i) }, () => request()))).map((r) => r.status));
    return statuses;
  }

  beforeAll(async () => {
    t = await contentApp();
    businessId = await t.publishedBusiness('kim');
  });
  afterAll(() => t.app.close());

  it("leaves the figures unchanged by the owner's and an admin's own views and clicks", async () => {
    const promotion = await newPromotion('Blowout Tuesday');
    for (const who of ['kim', 'admin']) {
      await t.as(who).get(`/api/promotions/live?businessIds=${businessId}`).expect(200);
      await send(who, promotion, 'view').expect(202);
      await send(who, promotion, 'click').expect(202);
    }
    const { current, promotions } = await figures();
    expect(current).toMatchObject({ views: 0, clicks: 0 });
    expect(promotions.find((p) => p.id === promotion)).toMatchObject({ views: 0, clicks: 0 });
    // Someone else's look counts.
    await t.as('dev').get(`/api/promotions/live?businessIds=${businessId}`).expect(200);
    expect((await figures()).promotions.find((p) => p.id === promotion)).toMatchObject({ views: 1, clicks: 0 });
  });

  it('counts one view and one click a day of a viewer who sends 300 of each', async () => {
    const promotion = await newPromotion('Gloss Treatment');
    expect(new Set(await burst(300, 30, () => send('dev', promotion, 'click')))).toEqual(new Set([202]));
    expect(new Set(await burst(300, 30, () => send('dev', promotion, 'view')))).toEqual(new Set([202]));
    expect((await figures()).promotions.find((p) => p.id === promotion)).toMatchObject({ views: 1, clicks: 1 });
  });

  it('lets the owner record only the redemptions a customer stands behind: 300 at once give a rate of at most 100%', async () => {
    const promotion = await newPromotion('Free Bang Trim');
    await send('dev', promotion, 'view').expect(202);
    await send('dev', promotion, 'click').expect(202);
    const statuses = await burst(300, 30, () => send('kim', promotion, 'redemption'));
    expect(statuses.filter((s) => s === 202)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(299);
    const refused = await send('kim', promotion, 'redemption').expect(409);
    expect(refused.body.message).toBe('A redemption needs a customer who viewed and opened this promotion: in the last 30 days it had 1 view and 1 click, and 1 redemption is recorded');
    const row = (await figures()).promotions.find((p) => p.id === promotion)!;
    expect(row).toMatchObject({ views: 1, clicks: 1, redemptions: 1, conversionRate: 100 });
    // A promotion nobody opened takes no redemption at all.
    const unseen = await newPromotion('Quiet Monday');
    await send('kim', unseen, 'redemption').expect(409);
  });

  it('never answers a conversion rate above 100%, whatever the events table holds', async () => {
    const promotion = await newPromotion('Color Refresh');
    await send('dev', promotion, 'view').expect(202);
    // Redemptions recorded before these rules (or put back by a restore): 150 for one view.
    const now = t.app.kernel.cradle.clock.now().toISOString();
    await t.app.kernel.cradle
      .db('promotions_events')
      .insert(Array.from({ length: 150 }, () => ({ promotionId: promotion, type: 'redemption', userId: null, dedupeKey: null, createdAt: now })));
    const { current, promotions } = await figures();
    expect(current.conversionRate).toBeLessThanOrEqual(100);
    expect(promotions.find((p) => p.id === promotion)).toMatchObject({ views: 1, redemptions: 150, conversionRate: 100 });
    expect(promotions.every((p) => p.conversionRate <= 100)).toBe(true);
    const list = (await t.as('kim').get(`/api/businesses/${businessId}/promotions`).expect(200)).body as Array<{ id: number; conversionRate: number }>;
    expect(list.find((p) => p.id === promotion)!.conversionRate).toBe(100);
  });
});
