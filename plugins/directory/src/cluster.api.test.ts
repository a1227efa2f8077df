import { createApp, type TapinApp } from '@tapin/core';
import { createTestApp, type TestApp } from '@tapin/core/testing';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { directoryPlugin } from './index.js';

/**
 * Two server processes on one PostgreSQL database agree within a second (issue 29): a logout through one
 * is refused by the other, and a business published through one shows in the other's directory, although
 * each caches sessions (10 s) and directory answers (here 60 s). Each app has its own pool, caches and
 * listener, as a process would.
 */
describe.runIf(process.env.DATABASE_URL)('two server processes on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TapinApp;
  const http = (app: TapinApp) => request(app.callback());

  beforeAll(async () => {
    a = await createTestApp({ plugins: [directoryPlugin], config: { directory: { cacheSeconds: 60 } } });
    const schema = (a.kernel.cradle.db.client.config.searchPath as string[])[0]!;
    b = await createApp({ config: a.config, plugins: [directoryPlugin], log: pino({ level: 'silent' }), database: { schema } });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('refuses on one a token logged out on the other, at once', async () => {
    const { token } = (await http(a).post('/api/auth/register').send({ name: 'Pat Owner', email: 'pat@cluster.test', password: 'secret-1' }).expect(201)).body;
    // B has the session in its cache now.
    await http(b).get('/api/user').set('Authorization', `Bearer ${token}`).expect(200);
    await http(a).post('/api/auth/logout').set('Authorization', `Bearer ${token}`).expect(204);
    await vi.waitFor(() => http(b).get('/api/user').set('Authorization', `Bearer ${token}`).expect(401), { timeout: 1_000, interval: 50 });
  });

  it('hears again after its listening connection is cut, and forgets what it cached meanwhile', async () => {
    const { db } = a.kernel.cradle;
    const channel = `tapin:${(db.client.config.searchPath as string[])[0]}`;
    const listeners = async () =>
      ((await db.raw('select pid from pg_stat_activity where query = ?', [`listen "${channel}"`])) as { rows: Array<{ pid: number }> }).rows.map((r) => r.pid);
    const before = await listeners();
    expect(before).toHaveLength(2);
    const { token } = (await http(a).post('/api/auth/register').send({ name: 'Lee Owner', email: 'lee@cluster.test', password: 'secret-1' }).expect(201)).body;
    await http(b).get('/api/user').set('Authorization', `Bearer ${token}`).expect(200);
    // Every listener's connection is cut (a restarted database, a proxy's timeout); a logout is told meanwhile.
    await db.raw('select pg_terminate_backend(pid) from pg_stat_activity where pid = any(?)', [before]);
    await http(a).post('/api/auth/logout').set('Authorization', `Bearer ${token}`).expect(204);
    await vi.waitFor(async () => expect((await listeners()).filter((pid) => !before.includes(pid))).toHaveLength(2), { timeout: 5_000, interval: 100 });
    // B missed the message, and started over when it listened again.
    await http(b).get('/api/user').set('Authorization', `Bearer ${token}`).expect(401);
  });

  it('shows on one a business published through the other within a second, whatever its cache holds', async () => {
    const { accounts, sessions } = a.kernel.cradle;
    const admin = await sessions.create((await accounts.createAdmin({ email: 'boss@cluster.test', name: 'Boss', password: null })).id);
    const names = async () => (await http(b).get('/api/businesses/directory').set('Authorization', `Bearer ${admin}`).expect(200)).body.map((l: { name: string }) => l.name);
    expect(await names()).not.toContain('Cluster Coffee');
    const owner = (await http(a).post('/api/auth/register').send({ name: 'Cleo Owner', email: 'cleo@cluster.test', password: 'secret-1' }).expect(201)).body.token;
    const created = await http(a)
      .post('/api/businesses')
      .set('Authorization', `Bearer ${owner}`)
      .send({ name: 'Cluster Coffee', description: 'Coffee on two servers.', industry: 'Restaurant & Food Service', location: 'Tampa, FL', contactEmail: 'hi@cluster.example', services: ['Coffee'] })
      .expect(201);
    await http(a).post(`/api/businesses/${created.body.id}/publish`).set('Authorization', `Bearer ${owner}`).expect(200);
    await vi.waitFor(async () => expect(await names()).toContain('Cluster Coffee'), { timeout: 1_000, interval: 50 });
  });
});
