import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/index.js';

/** The audit trail: role changes, moderation, business and waitlist deletions, read as the `audit` resource. */
describe('audit trail', () => {
  let app: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const as = (who: string) => ({
    get: (path: string) => request(app.callback()).get(path).set('Authorization', `Bearer ${tokens[who]}`),
    post: (path: string, body?: object) => request(app.callback()).post(path).set('Authorization', `Bearer ${tokens[who]}`).send(body),
    put: (path: string, body: object) =>
      request(app.callback()).put(path).set('Authorization', `Bearer ${tokens[who]}`).set('User-Agent', 'console-test').send(body),
    delete: (path: string) => request(app.callback()).delete(path).set('Authorization', `Bearer ${tokens[who]}`),
  });
  const audit = async (filter: object = {}) =>
    (await as('admin').get(`/api/admin/audit?filter=${encodeURIComponent(JSON.stringify(filter))}`).expect(200)).body as Array<Record<string, unknown>>;

  beforeAll(async () => {
    app = await createTestApp({ config: { accounts: { betaLimit: 2, adminEmails: [] } } });
    for (const who of ['maria', 'dev', 'wes']) {
      const res = await request(app.callback()).post('/api/auth/register').send({ name: who, email: `${who}@x.com`, password: 'secret1' });
      tokens[who] = res.body.token;
      ids[who] = res.body.user?.id;
    }
    const boss = await app.kernel.cradle.accounts.createAdmin({ email: 'boss@tapin.example', name: 'Boss', password: 'boss-secret' });
    ids.admin = boss.id;
    tokens.admin = (await request(app.callback()).post('/api/auth/login').send({ email: 'boss@tapin.example', password: 'boss-secret' })).body.token;
  });
  afterAll(() => app.close());

  it('records a role change with who, what and from where', async () => {
    await as('admin').put(`/api/admin/users/${ids.dev}`, { role: 'admin' }).expect(200);
    await as('admin').put(`/api/admin/users/${ids.dev}`, { role: 'admin' }).expect(200);
    const [event, ...rest] = await audit({ action: 'user.role_changed' });
    expect(rest).toEqual([]);
    expect(event).toMatchObject({
      actorId: ids.admin,
      actorEmail: 'boss@tapin.example',
      subjectType: 'user',
      subjectId: String(ids.dev),
      details: { email: 'dev@x.com', from: 'business_owner', to: 'admin' },
      origin: 'http',
      userAgent: 'console-test',
      ip: expect.any(String),
    });
  });

  it('records moderation when the state changes, edits and deletions', async () => {
    const business = (await as('maria').post('/api/businesses', { name: 'Sol Café' }).expect(201)).body;
    await as('admin').put(`/api/admin/businesses/${business.id}`, { status: 'approved' }).expect(200);
    await as('admin').put(`/api/admin/businesses/${business.id}`, { status: 'approved', name: 'Sol Café Ybor' }).expect(200);
    await as('admin').delete(`/api/admin/businesses/${business.id}`).expect(200);
    const events = await audit({ subjectType: 'business' });
    expect(events.map((e) => [e.action, e.details])).toEqual([
      ['business.deleted', { name: 'Sol Café Ybor', userId: ids.maria }],
      // The admin's rewrite of an approved business: recorded, and approved with it (no change of state).
      ['business.updated', { ownerId: ids.maria, name: 'Sol Café', fields: ['name'] }],
      ['business.moderated', { ownerId: ids.maria, name: 'Sol Café', from: 'pending', to: 'approved' }],
    ]);
  });

  it('records waitlist removals, and actions taken at the command line', async () => {
    // Promoting dev freed a seat that went to wes, the next in line; someone else waits now.
    await request(app.callback()).post('/api/auth/register').send({ name: 'wes', email: 'wes2@x.com', password: 'secret1' }).expect(200);
    const [entry] = await app.kernel.cradle.waitlist.list();
    await as('admin').delete(`/api/admin/waitlist/${entry!.id}`).expect(200);
    await app.kernel.cradle.accounts.setRole(null, ids.maria!, 'admin');
    expect((await audit({ action: 'waitlist.removed' }))[0]).toMatchObject({ details: { email: 'wes2@x.com', position: 1 }, origin: 'http' });
    const [cli] = await audit({ action: 'user.role_changed' });
    expect(cli).toMatchObject({ actorId: null, actorEmail: null, origin: 'cli', ip: null, subjectId: String(ids.maria) });
  });

  it('is an admin-only, read-only resource with its range', async () => {
    const res = await as('admin').get('/api/admin/audit?sort=["createdAt","ASC"]&range=[0,1]').expect(200);
    expect(res.headers['content-range']).toMatch(/^audit 0-1\/\d+$/);
    expect(res.body[0].action).toBe('user.role_changed');
    expect((await as('admin').get(`/api/admin/audit/${res.body[0].id}`).expect(200)).body.id).toBe(res.body[0].id);
    await as('dev').get('/api/admin/audit').expect(200);
    await as('wes').get('/api/admin/audit').expect(401);
    await request(app.callback()).get('/api/admin/audit').expect(401);
    await as('admin').delete(`/api/admin/audit/${res.body[0].id}`).expect(404);
  });
});
