import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/index.js';

const WEBHOOK_TOKEN = 'an-unleash-webhook-token-of-32-chars';

/** An Unleash-shaped server whose `systemLogs` flag the test switches; it counts the fetches. */
async function fakeUnleash(): Promise<{ url: string; server: Server; state: { systemLogs: boolean; fetches: number } }> {
  const state = { systemLogs: false, fetches: 0 };
  const server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (!req.url?.startsWith('/api/client/features')) return res.end('{}');
    state.fetches++;
    res.end(JSON.stringify({ version: 2, features: [{ name: 'systemLogs', enabled: state.systemLogs, strategies: [{ name: 'default', parameters: {}, constraints: [] }] }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`, server, state };
}

/** POST /api/flags/refresh: Unleash's webhook (or an admin) has every process read the flags now. */
describe('POST /api/flags/refresh', () => {
  let app: TestApp;
  let local: TestApp;
  let unleash: Awaited<ReturnType<typeof fakeUnleash>>;
  const tokens: Record<string, string> = {};
  const refresh = (bearer?: string) => {
    const req = request(app.callback()).post('/api/flags/refresh');
    return bearer ? req.set('Authorization', `Bearer ${bearer}`) : req;
  };
  const systemLogs = async () => (await request(app.callback()).get('/api/flags').expect(200)).body.flags.systemLogs as boolean;

  beforeAll(async () => {
    unleash = await fakeUnleash();
    // Polled once an hour: only a refresh explains a change within the test.
    app = await createTestApp({ config: { flags: { unleashUrl: unleash.url, refreshIntervalMs: 3_600_000, webhookToken: WEBHOOK_TOKEN }, accounts: { adminEmails: [] } } });
    local = await createTestApp({ config: { accounts: { adminEmails: [] } } });
    tokens.owner = (await request(app.callback()).post('/api/auth/register').send({ name: 'Maria', email: 'maria@x.com', password: 'secret1' })).body.token;
    await app.kernel.cradle.accounts.createAdmin({ email: 'boss@tapin.example', name: 'Boss', password: 'boss-secret' });
    tokens.admin = (await request(app.callback()).post('/api/auth/login').send({ email: 'boss@tapin.example', password: 'boss-secret' })).body.token;
  });
  afterAll(async () => {
    await app?.close();
    await local?.close();
    unleash?.server.close();
  });

  it('answers the webhook with UNLEASH_WEBHOOK_TOKEN and a signed-in admin; nobody else', async () => {
    await refresh().expect(401);
    await refresh('not-the-token').expect(401);
    await refresh(tokens.owner).expect(403);
    expect((await refresh(WEBHOOK_TOKEN).expect(200)).body).toEqual({ message: 'Flags read again from Unleash on every server' });
    await refresh(tokens.admin).expect(200);
  });

  it('reads a flag switched in Unleash at once, not at the next poll', async () => {
    await refresh(WEBHOOK_TOKEN).expect(200);
    expect(await systemLogs()).toBe(false);
    unleash.state.systemLogs = true;
    expect(await systemLogs()).toBe(false);
    const fetches = unleash.state.fetches;
    await refresh(WEBHOOK_TOKEN).expect(200);
    expect(unleash.state.fetches).toBe(fetches + 1);
    expect(await systemLogs()).toBe(true);
  });

  it('keeps the flags it has when Unleash does not answer', async () => {
    expect(await systemLogs()).toBe(true);
    await new Promise<void>((resolve) => unleash.server.close(() => resolve()));
    unleash.server.closeAllConnections();
    await refresh(WEBHOOK_TOKEN).expect(200);
    expect(await systemLogs()).toBe(true);
    expect(app.logs.some((line) => line.msg === 'feature flags: Unleash did not answer the refresh; the flags stay as they were until the next poll')).toBe(true);
  });

  it('says there is nothing to read where the flags come from the server’s settings', async () => {
    const res = await request(local.callback()).post('/api/flags/refresh').set('Authorization', `Bearer ${await adminOf(local)}`).expect(409);
    expect(res.body.message).toBe("Flags come from this server's settings (no UNLEASH_URL): there is nothing to read again");
  });
});

async function adminOf(app: TestApp): Promise<string> {
  await app.kernel.cradle.accounts.createAdmin({ email: 'ops@tapin.example', name: 'Ops', password: 'ops-secret' });
  return (await request(app.callback()).post('/api/auth/login').send({ email: 'ops@tapin.example', password: 'ops-secret' })).body.token;
}
