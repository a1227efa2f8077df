import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PNG_1PX, TestClock, type TestApp } from '../testing/index.js';

/**
 * The admin dashboard's figures against hand-built rows around New York's midnight and its two
 * daylight-saving changes of 2026 (March 8: a 23-hour day; November 1: a 25-hour day).
 */
describe('admin analytics', () => {
  let app: TestApp;
  const clock = new TestClock('2025-01-01T12:00:00Z');
  const ids: Record<'admin' | 'owner' | 'sample', number> = { admin: 0, owner: 0, sample: 0 };

  const setNow = (iso: string) => clock.advance(Date.parse(iso) - clock.now().getTime());
  const get = async (path: string, who: 'admin' | 'owner' | null = 'admin') => {
    const call = request(app.callback()).get(path);
    if (who) call.set('Authorization', `Bearer ${await app.kernel.cradle.sessions.create(ids[who])}`);
    return call;
  };

  const db = () => app.kernel.cradle.db;
  let serial = 0;
  const addUser = async (createdAt: string, role = 'business_owner') => {
    serial += 1;
    await db()('users').insert({ email: `u${serial}@x.com`, name: `User ${serial}`, role, createdAt, updatedAt: createdAt });
  };
  const addBusiness = async (createdAt: string, extra: { status?: string; isTestData?: boolean; userId?: number } = {}) => {
    serial += 1;
    await db()('businesses').insert({
      userId: extra.userId ?? ids.owner,
      name: `Business ${serial}`,
      industry: 'Beauty & Salon',
      location: 'Tampa, FL',
      brandColors: '[]',
      services: '[]',
      socialProfiles: '[]',
      status: extra.status ?? 'pending',
      published: false,
      isPrimary: false,
      isTestData: extra.isTestData ?? false,
      createdAt,
      updatedAt: createdAt,
    });
  };
  const addEmail = (createdAt: string) =>
    db()('emails').insert({ recipient: 'a@x.com', template: 'welcome', subject: 'Hi', body: 'Hi', status: 'recorded', createdAt });

  beforeAll(async () => {
    app = await createTestApp({ clock });
    const { accounts } = app.kernel.cradle;
    ids.admin = (await accounts.createAdmin({ email: 'boss@tapin.example', name: 'Boss', password: null })).id;
    await request(app.callback()).post('/api/auth/register').send({ name: 'Olive', email: 'olive@shop.com', password: 'secret1' }).expect(201);
    ids.owner = (await accounts.findByEmail('olive@shop.com'))!.id;
    await addUser('2025-01-01T12:00:00.000Z', 'sample_owner');
    ids.sample = ids.owner + 1;
    app.kernel.cradle.flags.override('adminPanel', true);

    // Around the fall-back change: each comment is the New York wall clock.
    for (const at of [
      '2026-10-31T23:00:00.000Z', // Oct 31 19:00 EDT
      '2026-11-01T03:59:59.000Z', // Oct 31 23:59:59 EDT
      '2026-11-01T04:00:00.000Z', // Nov 1 00:00 EDT
      '2026-11-02T04:59:59.000Z', // Nov 1 23:59:59 EST
      '2026-11-02T05:00:00.000Z', // Nov 2 00:00 EST
      '2026-11-03T04:29:00.000Z', // Nov 2 23:29 EST
    ]) {
      await addUser(at);
    }
    await addUser('2026-11-02T16:00:00.000Z', 'sample_owner');
    await addBusiness('2026-11-02T04:59:59.000Z', { status: 'approved' }); // Nov 1
    await addBusiness('2026-11-02T05:00:00.000Z', { status: 'approved' }); // Nov 2
    await addBusiness('2026-11-02T17:00:00.000Z', { status: 'approved', isTestData: true, userId: ids.sample });
    await addEmail('2026-11-02T04:59:59.000Z'); // Nov 1
    await addEmail('2026-11-03T04:00:00.000Z'); // Nov 2 23:00 EST

    // Around the spring-forward change.
    for (const at of [
      '2026-03-08T04:59:59.000Z', // Mar 7 23:59:59 EST
      '2026-03-08T05:00:00.000Z', // Mar 8 00:00 EST
      '2026-03-09T03:59:59.000Z', // Mar 8 23:59:59 EDT
      '2026-03-09T04:00:00.000Z', // Mar 9 00:00 EDT
    ]) {
      await addUser(at);
    }

    // A busy day: twelve of each, one minute apart.
    for (let i = 0; i < 12; i++) {
      const at = new Date(Date.parse('2026-06-15T13:00:00.000Z') + i * 60_000).toISOString();
      await addUser(at);
      await addBusiness(at);
    }
  });
  afterAll(() => app.close());

  it('is for admins only, and absent while adminPanel is off', async () => {
    setNow('2026-11-03T04:30:00.000Z');
    for (const path of ['/api/admin/analytics/daily', '/api/admin/analytics/summary', '/api/admin/analytics/series', '/api/admin/user-details/weekly', '/api/admin/system']) {
      expect((await get(path, null)).status).toBe(401);
      expect((await get(path, 'owner')).status).toBe(403);
      expect((await get(path)).status).toBe(200);
    }
    app.kernel.cradle.flags.override('adminPanel', false);
    try {
      expect((await get('/api/admin/analytics/daily')).status).toBe(404);
      expect((await get('/api/admin/user-details/daily', null)).status).toBe(404);
    } finally {
      app.kernel.cradle.flags.override('adminPanel', true);
    }
  });

  it("counts the city's day up to its midnight, not the server's or UTC's", async () => {
    setNow('2026-11-03T04:30:00.000Z'); // Nov 2 23:30 EST; already Nov 3 in UTC
    const daily = (await get('/api/admin/analytics/daily')).body;
    expect(daily).toMatchObject({
      period: 'daily',
      timeZone: 'America/New_York',
      start: '2026-11-02T05:00:00.000Z',
      end: '2026-11-03T05:00:00.000Z',
      newUsers: 2,
      emailsSent: 1,
      newBusinesses: 1,
    });
    expect(daily.users.map((u: { createdAt: string }) => u.createdAt)).toEqual(['2026-11-03T04:29:00.000Z', '2026-11-02T05:00:00.000Z']);
    expect(daily.users[0]).toEqual({ id: expect.any(Number), email: expect.any(String), name: expect.any(String), role: 'business_owner', createdAt: expect.any(String) });
    expect(daily.businesses).toEqual([expect.objectContaining({ status: 'approved', published: false, createdAt: '2026-11-02T05:00:00.000Z' })]);

    setNow('2026-11-03T05:00:00.000Z'); // Nov 3 00:00 EST
    expect((await get('/api/admin/analytics/daily')).body).toMatchObject({ newUsers: 0, emailsSent: 0, newBusinesses: 0, users: [], businesses: [] });
  });

  it('counts the week as today and the six days before, and the month from the 1st', async () => {
    setNow('2026-11-03T04:30:00.000Z');
    expect((await get('/api/admin/analytics/weekly')).body).toMatchObject({
      period: 'weekly',
      start: '2026-10-27T04:00:00.000Z',
      end: '2026-11-03T05:00:00.000Z',
      newUsers: 6,
      emailsSent: 2,
      newBusinesses: 2,
    });
    expect((await get('/api/admin/analytics/monthly')).body).toMatchObject({
      start: '2026-11-01T04:00:00.000Z',
      newUsers: 4,
      emailsSent: 2,
      newBusinesses: 2,
    });
  });

  it('gives a series of local days, the 25-hour and the 23-hour one included, every day present', async () => {
    setNow('2026-11-02T12:00:00.000Z');
    expect((await get('/api/admin/analytics/series?days=3')).body).toEqual([
      { date: '2026-10-31', newUsers: 2, emailsSent: 0, newBusinesses: 0 },
      { date: '2026-11-01', newUsers: 2, emailsSent: 1, newBusinesses: 1 },
      // The whole day, as the daily figure counts it.
      { date: '2026-11-02', newUsers: 2, emailsSent: 1, newBusinesses: 1 },
    ]);
    setNow('2026-03-09T12:00:00.000Z');
    const march = (await get('/api/admin/analytics/series')).body as Array<{ date: string; newUsers: number }>;
    expect(march).toHaveLength(30);
    expect(march[0]!.date).toBe('2026-02-08');
    expect(march.slice(-3)).toEqual([
      { date: '2026-03-07', newUsers: 1, emailsSent: 0, newBusinesses: 0 },
      { date: '2026-03-08', newUsers: 2, emailsSent: 0, newBusinesses: 0 },
      { date: '2026-03-09', newUsers: 1, emailsSent: 0, newBusinesses: 0 },
    ]);
    expect(march.slice(0, -3).every((d) => d.newUsers === 0)).toBe(true);
    for (const bad of ['0', '367', 'abc', '1.5']) {
      const res = await get(`/api/admin/analytics/series?days=${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^days must be/);
    }
  });

  it('lists the 10 newest users and businesses, newest first', async () => {
    setNow('2026-06-15T20:00:00.000Z');
    const daily = (await get('/api/admin/analytics/daily')).body;
    expect(daily).toMatchObject({ newUsers: 12, newBusinesses: 12 });
    expect(daily.users).toHaveLength(10);
    expect(daily.businesses).toHaveLength(10);
    expect(daily.users[0].createdAt).toBe('2026-06-15T13:11:00.000Z');
    expect(daily.businesses[9].createdAt).toBe('2026-06-15T13:02:00.000Z');

    for (const period of ['daily', 'weekly', 'monthly', 'day', 'month']) {
      const details = (await get(`/api/admin/user-details/${period}`)).body;
      expect(details).toMatchObject({ newUsers: 12, timeZone: 'America/New_York' });
      expect(details.users).toHaveLength(10);
    }
    expect((await get('/api/admin/user-details/yearly')).status).toBe(404);
  });

  it('summarises users, approved and pending businesses, and the growth rate with a divisor of at least 1', async () => {
    setNow('2026-11-03T04:30:00.000Z');
    // Users: admin, owner and the 22 built ones (sample owners left out). Businesses: 2 approved, 12 pending.
    // Left out, and said so: the 2 sample owners and their approved sample business.
    expect((await get('/api/admin/analytics/summary')).body).toEqual({
      totalUsers: 24,
      activeBusinesses: 2,
      pendingApproval: 12,
      growthRate: 50,
      sampleData: { users: 2, activeBusinesses: 1, pendingApproval: 0 },
    });
    setNow('2026-12-01T17:00:00.000Z'); // nobody yet in December
    expect((await get('/api/admin/analytics/summary')).body).toMatchObject({ growthRate: 0 });
  });

  it('measures the system: database, flags, outbox, the uploads and logs folders', async () => {
    const { storage, config } = app.kernel.cradle;
    await mkdir(config.paths.logDir, { recursive: true });
    await writeFile(path.join(config.paths.logDir, 'tapin-2026-11-03.log'), 'x'.repeat(1500));
    await storage.saveImage(PNG_1PX, 'images', { types: ['image/png'], maxBytes: 1024, wrongTypeMessage: 'x', tooLargeMessage: 'y' }, { ownerId: ids.owner });
    const now = new Date().toISOString();
    await db()('emails').insert([
      { recipient: 'a@x.example', template: 'welcome', subject: 'Hi', body: 'Hi', status: 'queued', createdAt: now },
      { recipient: 'b@x.example', template: 'welcome', subject: 'Hi', body: 'Hi', status: 'failed', error: 'refused', createdAt: now },
      { recipient: 'c@x.example', template: 'welcome', subject: 'Hi', body: 'Hi', status: 'sent', createdAt: now, sentAt: now },
    ]);
    const res = await get('/api/admin/system');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      uptimeSeconds: expect.any(Number),
      database: { client: process.env.DATABASE_URL ? 'postgresql' : 'sqlite', reachable: true, latencyMs: expect.any(Number) },
      flags: { mode: 'local', ready: true },
      outbox: { queued: 1, failed: 1 },
    });
    expect(res.body.disk.logs.files).toBeGreaterThanOrEqual(1);
    expect(res.body.disk.logs.bytes).toBeGreaterThanOrEqual(1500);
    expect(res.body.disk.uploads).toEqual({ bytes: expect.any(Number), files: expect.any(Number) });
    expect(res.body.disk.uploads.files).toBeGreaterThanOrEqual(1);
  });
});
