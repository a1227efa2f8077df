import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { loadConfig, type Config, type ConfigOverrides } from '@tapin/config';
import type { AwilixContainer } from 'awilix';
import knexFactory from 'knex';
import { pino } from 'pino';
import { createApp, type TapinApp } from '../app.js';
import type { Clock } from '../clock.js';
import type { Cradle } from '../cradle.js';
import type { PluginDefinition } from '../plugins/define-plugin.js';

export interface TestAppOptions {
  plugins?: readonly PluginDefinition[];
  /** Config values for this app (the environment is not read, except DATABASE_URL). */
  config?: ConfigOverrides;
  clock?: Clock;
  override?(container: AwilixContainer<Cradle>): void;
}

export interface TestApp extends TapinApp {
  config: Config;
  /** Every log line the app wrote, parsed. */
  logs: Array<Record<string, unknown> & { msg?: string; level: number }>;
  /** The temporary data folder (removed on close). */
  dataDir: string;
}

/** Registrations one address may make in a test app unless the test sets its own limit. */
const TEST_REGISTRATIONS_PER_ADDRESS = 100_000;
/** The per-address connection cap in tests: every test client is 127.0.0.1 (test/security/http-connections.test.ts tests the cap). */
const TEST_CONNECTIONS_PER_ADDRESS = 100_000;

/** A throwaway PostgreSQL schema, so parallel tests never see each other's rows. */
async function createSchema(url: string): Promise<{ schema: string; drop(): Promise<void> }> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
  await admin.raw('create schema ??', [schema]);
  await admin.destroy();
  return {
    schema,
    async drop() {
      const again = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
      // pg-boss's tables beside it, where the app queued jobs (core/src/jobs/pg-boss-queue.ts).
      await again.raw('drop schema if exists ??, ?? cascade', [schema, `${schema}_pgboss`]);
      await again.destroy();
    },
  };
}

/**
 * A complete app for one test: in-memory SQLite (or a fresh schema on PostgreSQL when DATABASE_URL is
 * set), local flags, a temporary data folder, and a logger that records into `logs`.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tapin-test-'));
  const databaseUrl = process.env.DATABASE_URL;
  const { auth, accounts, server, ...rest } = options.config ?? {};
  const config = loadConfig({
    env: databaseUrl ? { DATABASE_URL: databaseUrl } : {},
    envFile: false,
    cwd: dataDir,
    overrides: {
      env: 'test',
      paths: { dataDir, webDist: path.join(dataDir, 'no-web'), adminDist: path.join(dataDir, 'no-admin') },
      database: { sqliteFile: ':memory:' },
      log: { level: 'info', toFiles: false, pretty: false },
      // Sign-in slow-down is covered by its own unit test; here it would only make tests slow.
      ...rest,
      auth: { ...auth, throttle: { slowdownMs: 0, ...auth?.throttle } },
      // Every test request comes from 127.0.0.1; the per-address registration limit has its own tests.
      accounts: { registrationsPerAddress: TEST_REGISTRATIONS_PER_ADDRESS, ...accounts },
      // Likewise for open connections (a test's 100 simultaneous requests stand for 100 people); the cap has its own test.
      server: { connectionsPerAddress: TEST_CONNECTIONS_PER_ADDRESS, ...server },
    },
  });

  const logs: TestApp['logs'] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) logs.push(JSON.parse(line) as TestApp['logs'][number]);
      done();
    },
  });
  const log = pino({ level: config.log.level }, sink);

  const pg = config.database.client === 'postgres' ? await createSchema(config.database.url!) : undefined;
  let app: TapinApp;
  try {
    app = await createApp({
      config,
      plugins: options.plugins ?? [],
      log,
      ...(options.clock ? { clock: options.clock } : {}),
      ...(pg ? { database: { schema: pg.schema } } : {}),
      ...(options.override ? { override: options.override } : {}),
    });
  } catch (err) {
    await pg?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }

  return {
    ...app,
    config,
    logs,
    dataDir,
    async close() {
      await app.close();
      await pg?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
