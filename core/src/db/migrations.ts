import type { Knex } from 'knex';
import { holdingAdvisoryLock } from './database.js';

/**
 * One schema change. Every migration must run on SQLite and PostgreSQL alike: use the schema builder,
 * and raw SQL only behind `db.client.config.client` checks.
 */
export interface Migration {
  name: string;
  up(db: Knex): Promise<void>;
  down(db: Knex): Promise<void>;
}

/** A set of migrations with its own tracking table (the core's, or one plugin's). */
export interface MigrationSet {
  /** `core` or the plugin name. */
  owner: string;
  migrations: readonly Migration[];
}

export interface MigrationStatus {
  owner: string;
  table: string;
  completed: string[];
  pending: string[];
}

export function migrationTable(owner: string): string {
  return `${owner.replaceAll('-', '_')}_migrations`;
}

function options(set: MigrationSet): Knex.MigratorConfig {
  const source: Knex.MigrationSource<Migration> = {
    getMigrations: async () => [...set.migrations],
    getMigrationName: (migration) => migration.name,
    getMigration: async (migration) => migration,
  };
  return { migrationSource: source, tableName: migrationTable(set.owner) };
}

function assertUniqueNames(set: MigrationSet): void {
  const seen = new Set<string>();
  for (const { name } of set.migrations) {
    if (seen.has(name)) throw new Error(`Migration "${name}" of ${set.owner} is listed twice`);
    seen.add(name);
  }
}

/**
 * Runs `task` holding PostgreSQL's advisory lock on migrating this schema (holdingAdvisoryLock): processes
 * started together on one database take turns, the first migrating and the others finding nothing left to
 * do. Knex's own lock table only refuses a second migrator (it exits with "Migration table is already
 * locked", or races creating the tracking tables); an advisory lock makes it wait, and is let go if its
 * holder dies.
 */
function holdingMigrationLock<T>(db: Knex, task: () => Promise<T>): Promise<T> {
  return holdingAdvisoryLock(db, 'migrations', task);
}

/** Applies every pending migration of each set, in order. Returns what ran, per owner. */
export function migrateLatest(db: Knex, sets: readonly MigrationSet[]): Promise<Map<string, string[]>> {
  return holdingMigrationLock(db, async () => {
    const applied = new Map<string, string[]>();
    for (const set of sets) {
      assertUniqueNames(set);
      const [, names] = (await db.migrate.latest(options(set))) as [number, string[]];
      applied.set(set.owner, names);
    }
    return applied;
  });
}

/** Undoes the last batch of each set, in reverse order. Returns what was undone, per owner. */
export function rollbackLast(db: Knex, sets: readonly MigrationSet[]): Promise<Map<string, string[]>> {
  return holdingMigrationLock(db, async () => {
    const undone = new Map<string, string[]>();
    for (const set of [...sets].reverse()) {
      const [, names] = (await db.migrate.rollback(options(set))) as [number, string[]];
      undone.set(set.owner, names);
    }
    return undone;
  });
}

/** The migration applied last of all the sets (by when it ran; of two at once, the later set's), or null. */
export async function lastApplied(db: Knex, sets: readonly MigrationSet[]): Promise<{ owner: string; name: string } | null> {
  let last: { owner: string; name: string; at: number; id: number } | null = null;
  for (const set of sets) {
    const table = migrationTable(set.owner);
    if (!(await db.schema.hasTable(table))) continue;
    const row = (await db(table).orderBy('id', 'desc').first('id', 'name', 'migration_time')) as { id: number; name: string; migration_time: string | Date } | undefined;
    if (!row) continue;
    const at = new Date(row.migration_time).getTime();
    if (!last || at >= last.at) last = { owner: set.owner, name: row.name, at, id: row.id };
  }
  return last && { owner: last.owner, name: last.name };
}

/** Undoes one migration: the one applied last of all the sets. Returns what was undone, per owner. */
export function rollbackOne(db: Knex, sets: readonly MigrationSet[]): Promise<Map<string, string[]>> {
  return holdingMigrationLock(db, async () => {
    const last = await lastApplied(db, sets);
    if (!last) return new Map();
    const set = sets.find((s) => s.owner === last.owner)!;
    const [, names] = (await db.migrate.down(options(set))) as [number, string[]];
    return new Map([[set.owner, names]]);
  });
}

export async function migrationStatus(db: Knex, sets: readonly MigrationSet[]): Promise<MigrationStatus[]> {
  const result: MigrationStatus[] = [];
  for (const set of sets) {
    const [completed, pending] = (await db.migrate.list(options(set))) as [
      Array<{ name: string }>,
      Migration[],
    ];
    result.push({
      owner: set.owner,
      table: migrationTable(set.owner),
      completed: completed.map((m) => m.name),
      pending: pending.map((m) => m.name),
    });
  }
  return result;
}
