import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import knexFactory from 'knex';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notesPlugin } from '../fixtures/notes-plugin.js';
import { createApp, type TapinApp } from '../../src/app.js';
import { createTestApp, type TestApp } from '../../src/testing/index.js';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `unleash_${randomBytes(4).toString('hex')}`;
const adminToken = '*:*.tapin-admin-secret';
const clientToken = 'default:development.tapin-client-secret';
const refreshIntervalMs = 1000;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check().catch((err: Error) => (err.message.startsWith('Unleash exited') ? Promise.reject(err) : false))) {
      return Date.now() - started;
    }
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('feature flags from a real Unleash server', () => {
  let unleash: ChildProcess;
  let base: string;
  let app: TestApp;
  let log = '';

  const admin = (path: string, body?: unknown) =>
    fetch(`${base}/api/admin${path}`, {
      method: 'POST',
      headers: { Authorization: adminToken, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then(async (res) => {
      if (!res.ok) throw new Error(`Unleash ${path}: ${res.status} ${await res.text()}`);
    });

  beforeAll(async () => {
    const root = knexFactory({ client: 'pg', connection: serverUrl });
    await root.raw('create database ??', [database]);
    await root.destroy();
    const dbUrl = new URL(serverUrl);
    dbUrl.pathname = `/${database}`;

    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    unleash = spawn(process.execPath, [fileURLToPath(new URL('./start-unleash.mjs', import.meta.url))], {
      env: {
        ...process.env,
        UNLEASH_PORT: String(port),
        UNLEASH_DATABASE_URL: dbUrl.toString(),
        UNLEASH_ADMIN_TOKEN: adminToken,
        UNLEASH_CLIENT_TOKEN: clientToken,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    unleash.stdout!.on('data', (c: Buffer) => (log += c.toString()));
    unleash.stderr!.on('data', (c: Buffer) => (log += c.toString()));
    let exited = false;
    unleash.once('exit', () => (exited = true));
    await waitFor(
      async () => {
        if (exited) throw new Error(`Unleash exited:\n${log}`);
        return (await fetch(`${base}/health`)).ok;
      },
      150_000,
      'Unleash to start',
    ).catch((err: Error) => {
      throw new Error(`${err.message}\n${log}`);
    });

    app = await createTestApp({
      plugins: [notesPlugin],
      config: { flags: { unleashUrl: `${base}/api`, unleashApiToken: clientToken, refreshIntervalMs } },
    });
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    unleash?.kill('SIGTERM');
    await new Promise((r) => (unleash?.exitCode === null ? unleash.once('exit', r) : r(null)));
    const root = knexFactory({ client: 'pg', connection: serverUrl });
    await root.raw('drop database if exists ?? with (force)', [database]);
    await root.destroy();
  });

  it('adds and removes a plugin’s routes as the flag is switched, with the server running throughout', async () => {
    const { flags } = app.kernel.cradle;
    expect(flags.mode).toBe('unleash');
    const status = async () => (await request(app.callback()).get('/api/notes')).status;

    // Off by default, and still off once the flag exists in Unleash but is disabled.
    expect(await status()).toBe(404);
    await admin('/projects/default/features', { name: 'testingTools', type: 'operational' });
    await admin('/projects/default/features/testingTools/environments/development/strategies', {
      name: 'flexibleRollout',
      parameters: { rollout: '100', stickiness: 'default', groupId: 'testingTools' },
      constraints: [],
    });
    await waitFor(async () => flags.describe().find((f) => f.name === 'testingTools')?.source === 'unleash', 15_000, 'the first sync');
    expect(await status()).toBe(404);

    await admin('/projects/default/features/testingTools/environments/development/on');
    await waitFor(async () => (await status()) === 200, 15_000, 'the route to appear');

    await admin('/projects/default/features/testingTools/environments/development/off');
    await waitFor(async () => (await status()) === 404, 15_000, 'the route to disappear');

    // Flags Unleash does not define keep their documented defaults.
    expect(flags.describe().find((f) => f.name === 'businessIntake')).toEqual({ name: 'businessIntake', enabled: true, source: 'default' });
  });
  it('reaches every server process at once when Unleash’s webhook says a flag changed', async () => {
    // Two processes on one database that poll Unleash once an hour: only the webhook explains a change.
    const webhookToken = 'an-unleash-webhook-token-of-32-chars';
    const flags = { unleashUrl: `${base}/api`, unleashApiToken: clientToken, refreshIntervalMs: 3_600_000, webhookToken };
    const a = await createTestApp({ plugins: [notesPlugin], config: { flags } });
    let b: TapinApp | undefined;
    try {
      const schema = (a.kernel.cradle.db.client.config.searchPath as string[])[0]!;
      b = await createApp({ config: a.config, plugins: [notesPlugin], log: pino({ level: 'silent' }), database: { schema } });
      const server = await a.listen(0, '127.0.0.1');
      const { port } = server.address() as { port: number };
      const status = async (app: TapinApp) => (await request(app.callback()).get('/api/notes')).status;
      expect([await status(a), await status(b)]).toEqual([404, 404]);

      // Unleash's own webhook integration, as docs/deploy.md sets it up.
      await admin('/addons', {
        provider: 'webhook',
        enabled: true,
        parameters: { url: `http://127.0.0.1:${port}/api/flags/refresh`, authorization: `Bearer ${webhookToken}` },
        events: ['feature-environment-enabled', 'feature-environment-disabled', 'feature-strategy-update'],
        projects: ['*'],
        environments: ['*'],
      });
      // Unleash announces its events every second and reads its integrations' settings at most once a
      // minute, when an event comes: the flag is switched until a call reaches TAPin.
      const called = () => a.logs.filter((line) => line.path === '/api/flags/refresh' && line.status === 200).length;
      const started = Date.now();
      for (let on = true; called() === 0; on = !on) {
        if (Date.now() - started > 150_000) throw new Error(`Unleash never called the webhook:\n${log}`);
        await admin(`/projects/default/features/testingTools/environments/development/${on ? 'on' : 'off'}`);
        await new Promise((resolve) => setTimeout(resolve, 3_000));
      }
      // The calls under way done, one switch more, timed.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const before = await status(a);
      expect(await status(b)).toBe(before);
      const calls = called();
      await admin(`/projects/default/features/testingTools/environments/development/${before === 200 ? 'off' : 'on'}`);
      await waitFor(async () => called() > calls, 15_000, 'Unleash to call the webhook');
      expect(await status(a)).not.toBe(before);
      const other = await waitFor(async () => (await status(b!)) !== before, 1_000, 'the other process to hear of it');
      expect(other).toBeLessThan(1_000);
    } finally {
      await b?.close();
      await a.close();
    }
  }, 240_000);
});
