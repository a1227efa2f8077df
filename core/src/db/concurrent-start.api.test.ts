import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '@tapin/config';
import knexFactory from 'knex';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createApp, type TapinApp } from '../app.js';

/**
 * Issue 29: two or more server processes started together on an empty PostgreSQL database all come up.
 * Before, one of them exited in 4 of 4 runs: knex's migration lock refused it ("Migration table is already
 * locked"), or it clashed creating the ADMIN_EMAILS account the other had just made. Each app here has
 * its own pool, as a process would; PostgreSQL only (the embedded SQLite default is one process).
 */
describe.runIf(process.env.DATABASE_URL)('several processes starting at once on an empty PostgreSQL database', () => {
  it('all come up: one migrates while the others wait, and the ADMIN_EMAILS account is made once', async () => {
    const url = process.env.DATABASE_URL!;
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
    await admin.raw('create schema ??', [schema]);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tapin-start-'));
    const config = loadConfig({
      env: { DATABASE_URL: url },
      envFile: false,
      cwd: dataDir,
      overrides: {
        env: 'test',
        paths: { dataDir, webDist: path.join(dataDir, 'no-web'), adminDist: path.join(dataDir, 'no-admin') },
        log: { level: 'silent', toFiles: false, pretty: false },
        accounts: { adminEmails: ['ops@tapin.example'] },
        // The smallest pool allowed: holding the migration lock must not take the connection migrating needs.
        database: { poolMax: 1 },
      },
    });
    const started = await Promise.allSettled([1, 2, 3, 4].map(() => createApp({ config, plugins: [], log: pino({ level: 'silent' }), database: { schema } })));
    const apps = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    try {
      expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'up'))).toEqual(['up', 'up', 'up', 'up']);
      const { db } = (apps[0] as TapinApp).kernel.cradle;
      const [core] = (apps[0] as TapinApp).kernel.migrationSets();
      const names = (await db('core_migrations').select('name')).map((r: { name: string }) => r.name);
      expect(names.sort()).toEqual(core!.migrations.map((m) => m.name).sort());
      const admins = await db('users').where({ email: 'ops@tapin.example' }).select('role');
      expect(admins).toEqual([{ role: 'admin' }]);
    } finally {
      for (const app of apps) await app.close();
      await admin.raw('drop schema if exists ??, ?? cascade', [schema, `${schema}_pgboss`]);
      await admin.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
