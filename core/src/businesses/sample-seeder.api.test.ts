import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/index.js';
import { sampleBusinesses } from './sample-data.js';

describe('sample data', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ config: { accounts: { betaLimit: 1 } } });
  });
  afterAll(() => app.close());
  const count = async (table: string, where: object = {}) => Number((await app.kernel.cradle.db(table).where(where).count({ n: '*' }).first())?.n);

  it('creates realistic Tampa businesses across the five industries, some published, all marked as samples', async () => {
    const report = await app.kernel.cradle.samples.seed();
    expect(report).toEqual({ owners: 8, businesses: 8, published: 6, removed: 0 });
    const rows = await app.kernel.cradle.db('businesses').select('name', 'industry', 'published', 'isTestData', 'location');
    expect(new Set(rows.map((r) => r.industry))).toEqual(
      new Set(['Restaurant & Food Service', 'Beauty & Salon', 'Professional Services', 'Fitness & Wellness', 'Retail & E-commerce']),
    );
    expect(rows.every((r) => Boolean(r.isTestData) && r.location === 'Tampa, FL')).toBe(true);
    expect(rows.filter((r) => Boolean(r.published))).toHaveLength(6);
  });

  it('seeds the approved samples as approved as they are: the console shows no changes since approval', async () => {
    const ids = await app.kernel.cradle.db('businesses').where({ status: 'approved' }).pluck('id');
    expect(ids.length).toBeGreaterThan(0);
    const admin = { id: 0, email: 'boss@tapin.example', name: 'Boss', role: 'admin' } as const;
    for (const id of ids) {
      expect(await app.kernel.cradle.businessAdmin.get(admin, Number(id))).toMatchObject({ approvedAt: expect.any(String), reviewChanges: [] });
    }
  });

  it('is idempotent, and the sample owners take no seat and cannot sign in', async () => {
    await app.kernel.cradle.samples.seed();
    expect(await count('businesses')).toBe(sampleBusinesses.length);
    expect(await count('users')).toBe(sampleBusinesses.length);
    // The one seat is still free.
    const owner = await request(app.callback()).post('/api/auth/register').send({ name: 'Real Owner', email: 'real@shop.com', password: 'secret1' });
    expect(owner.body.status).toBe('accepted');
    await request(app.callback()).post('/api/auth/login').send({ email: sampleBusinesses[0]!.owner.email, password: 'anything' }).expect(401);
  });

  it('resets: removes every sample and re-creates them, leaving real data alone', async () => {
    const token = (await request(app.callback()).post('/api/auth/login').send({ email: 'real@shop.com', password: 'secret1' })).body.token;
    await request(app.callback()).post('/api/businesses').set('Authorization', `Bearer ${token}`).send({ name: 'Real Shop' }).expect(201);
    const report = await app.kernel.cradle.samples.seed({ reset: true });
    expect(report.removed).toBe(8);
    expect(await count('businesses')).toBe(sampleBusinesses.length + 1);
    expect(await count('businesses', { name: 'Real Shop' })).toBe(1);
  });
});
