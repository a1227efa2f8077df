import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '@tapin/config';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from './database.js';
import { migrateLatest, migrationStatus, rollbackLast } from './migrations.js';

describe('the SQLite database', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('lives under DATA_DIR with WAL and foreign keys on', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'tapin-db-'));
    const config = loadConfig({ cwd: dir, envFile: false, env: { DATA_DIR: path.join(dir, 'nested', 'data') } });
    const db = createDatabase(config, pino({ level: 'silent' }));
    try {
      const [mode] = (await db.raw('PRAGMA journal_mode')) as Array<{ journalMode: string }>;
      const [fk] = (await db.raw('PRAGMA foreign_keys')) as Array<{ foreignKeys: number }>;
      expect(mode?.journalMode).toBe('wal');
      expect(fk?.foreignKeys).toBe(1);
      expect(config.database.sqlitePath).toBe(path.join(dir, 'nested', 'data', 'tapin.sqlite'));
    } finally {
      await db.destroy();
    }
  });

  it('migrates each owner from its own table, reports status and rolls back the last batch', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'tapin-db-'));
    const config = loadConfig({ cwd: dir, envFile: false, env: { DATA_DIR: dir } });
    const db = createDatabase(config, pino({ level: 'silent' }));
    const table = (name: string) => ({
      name: `001_${name}`,
      up: (k: typeof db) => k.schema.createTable(name, (t) => t.increments('id')),
      down: (k: typeof db) => k.schema.dropTable(name),
    });
    const sets = [
      { owner: 'core', migrations: [table('core_things')] },
      { owner: 'shop-front', migrations: [table('shop_front_items')] },
    ];
    try {
      const applied = await migrateLatest(db, sets);
      expect([...applied]).toEqual([['core', ['001_core_things']], ['shop-front', ['001_shop_front_items']]]);
      expect(await db.schema.hasTable('shop_front_migrations')).toBe(true);
      const status = await migrationStatus(db, sets);
      expect(status.map((s) => [s.owner, s.completed, s.pending])).toEqual([
        ['core', ['001_core_things'], []],
        ['shop-front', ['001_shop_front_items'], []],
      ]);
      await rollbackLast(db, sets);
      expect(await db.schema.hasTable('core_things')).toBe(false);
      expect(await db.schema.hasTable('shop_front_items')).toBe(false);
      expect((await migrationStatus(db, sets)).every((s) => s.pending.length === 1)).toBe(true);
    } finally {
      await db.destroy();
    }
  });
});
