import { createApp, type Knex, type Migration } from '@tapin/core';
import { createTestApp } from '@tapin/core/testing';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { directoryPlugin } from '../index.js';

/** Undoes the directory's last migration, as `tapin db rollback` would for its batch. */
function undoLast(db: Knex): Promise<unknown> {
  const source: Knex.MigrationSource<Migration> = {
    getMigrations: async () => [...directoryPlugin.migrations],
    getMigrationName: (m) => m.name,
    getMigration: async (m) => m,
  };
  return db.migrate.down({ migrationSource: source, tableName: 'directory_migrations' });
}

/** The directory's indexes and triggers on the core's businesses table. */
async function onBusinesses(db: Knex): Promise<string[]> {
  if (db.client.config.client === 'pg') {
    const { rows } = await db.raw("select indexname as name from pg_indexes where tablename = 'businesses' and indexname like 'directory%' and schemaname = current_schema()");
    return rows.map((r: { name: string }) => r.name).sort();
  }
  const rows = await db('sqlite_master').where({ tblName: 'businesses' }).where('name', 'like', 'directory%').select('name');
  return rows.map((r: { name: string }) => r.name).sort();
}

describe('the directory migrations', () => {
  it('move a database indexed on businesses (001-003) to the directory listing, filled at start', async () => {
    const first = await createTestApp({ plugins: [directoryPlugin], config: { database: { sqliteFile: 'tapin.sqlite' } } });
    try {
      const { db, samples, directory } = first.kernel.cradle;
      await samples.seed();
      const listed = (await directory.all()).map((b) => b.name);
      expect(listed).toHaveLength(6);
      await undoLast(db);
      await undoLast(db);
      expect(await db.schema.hasTable('directory_listings')).toBe(false);
      expect(await onBusinesses(db)).toContain('directory_businesses_by_name');

      // As a server of this version starting on a database the previous version left.
      const schema = (db.client.config.searchPath as string[] | undefined)?.[0];
      const next = await createApp({ config: first.config, plugins: [directoryPlugin], log: pino({ level: 'silent' }), ...(schema ? { database: { schema } } : {}) });
      try {
        expect(await onBusinesses(next.kernel.cradle.db)).toEqual([]);
        expect((await next.kernel.cradle.directory.all()).map((b) => b.name)).toEqual(listed);
      } finally {
        await next.close();
      }
    } finally {
      await first.close();
    }
  });
});
