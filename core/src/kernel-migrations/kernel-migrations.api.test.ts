import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateLatest, type Migration } from '../db/migrations.js';
import { createTestApp, type TestApp } from '../testing/index.js';
import { locksOutboxMigration } from './001-kernel-locks-outbox.js';

/** Every table's columns, keys and indexes (not the rows), as the database itself describes them. */
async function schemaOf(db: Knex): Promise<unknown> {
  if (db.client.config.client !== 'pg') {
    return db.raw(`select type, name, tbl_name, sql from sqlite_master order by type, name`);
  }
  const rows = async (sql: string) => ((await db.raw(sql)) as { rows: unknown[] }).rows;
  return {
    columns: await rows(`select table_name, column_name, ordinal_position, data_type, character_maximum_length, is_nullable, column_default
      from information_schema.columns where table_schema = current_schema() order by table_name, ordinal_position`),
    constraints: await rows(`select c.conrelid::regclass::text as table_name, c.conname, pg_get_constraintdef(c.oid) as definition
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname = current_schema() order by 1, 2`),
    indexes: await rows(`select tablename, indexname, replace(indexdef, current_schema() || '.', '') as definition
      from pg_indexes where schemaname = current_schema() order by 1, 2`),
  };
}

const completed = async (db: Knex) => (await db('core_migrations').orderBy('name').select('name')).map((r: { name: string }) => r.name);

/** The kernel's tables: `core_locks` and the `emails` outbox (001), `stored_files` (009). */
describe('the kernel’s own migrations', () => {
  let fresh: TestApp;
  let upgraded: TestApp;

  beforeAll(async () => {
    fresh = await createTestApp();
    upgraded = await createTestApp();
  });
  afterAll(async () => {
    await fresh?.close();
    await upgraded?.close();
  });

  it('are tracked with the core modules’, the locks and the outbox right after the accounts', async () => {
    const [core] = fresh.kernel.migrationSets();
    const names = core!.migrations.map((m) => m.name);
    expect(core!.owner).toBe('core');
    expect(names.slice(0, 2)).toEqual(['001_accounts', '001_kernel_locks_outbox']);
    expect(names).toContain('009_content_stored_files');
    expect(await completed(fresh.kernel.cradle.db)).toEqual([...names].sort());
  });

  it('leave a database migrated when 001_accounts made the locks and the outbox as a fresh one, its e-mails kept', async () => {
    const { kernel } = upgraded;
    const { db } = kernel.cradle;
    const [core] = kernel.migrationSets();
    // Back to an empty database, then the layout before: 001_accounts made the locks and the outbox too.
    await kernel.rollback({ batch: true });
    expect(await completed(db)).toEqual([]);
    const accounts = core!.migrations.find((m) => m.name === '001_accounts')!;
    const before: Migration[] = core!.migrations
      .filter((m) => m !== locksOutboxMigration)
      .map((m) =>
        m === accounts
          ? {
              name: m.name,
              up: async (k: Knex) => {
                await accounts.up(k);
                await locksOutboxMigration.up(k);
              },
              down: async (k: Knex) => {
                await locksOutboxMigration.down(k);
                await accounts.down(k);
              },
            }
          : m,
      );
    await migrateLatest(db, [{ owner: 'core', migrations: before }]);
    const [sent] = (await db('emails')
      .insert({ recipient: 'pat@example.com', template: 'welcome', subject: 'Hello', body: 'Hi', status: 'recorded', createdAt: new Date().toISOString() })
      .returning('id')) as Array<{ id: number } | number>;
    expect(sent).toBeDefined();

    const applied = await kernel.migrate();
    expect(applied.get('core')).toEqual(['001_kernel_locks_outbox']);
    expect(await completed(db)).toEqual(await completed(fresh.kernel.cradle.db));
    expect(await schemaOf(db)).toEqual(await schemaOf(fresh.kernel.cradle.db));
    expect(await db('coreLocks').pluck('name')).toEqual(['registration']);
    expect(await db('emails').pluck('recipient')).toEqual(['pat@example.com']);
  });
});

/** `tapin db rollback` takes one step: the migration applied last, whichever set it belongs to. */
describe('a one-step rollback', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  it('undoes the migration applied last, and only it', async () => {
    const { kernel } = app;
    const { db } = kernel.cradle;
    const before = await completed(db);
    const last = await kernel.lastMigration();
    expect(last).toEqual({ owner: 'core', name: before.at(-1) });
    expect(await kernel.rollback()).toEqual(new Map([['core', [last!.name]]]));
    expect(await completed(db)).toEqual(before.slice(0, -1));
    expect((await kernel.migrate()).get('core')).toEqual([last!.name]);
  });
});
