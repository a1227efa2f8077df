import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import knexFactory from 'knex';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notesPlugin } from '../fixtures/notes-plugin.js';
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
});
