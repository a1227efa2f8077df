/** Small helpers for reading what knex returns the same way on SQLite and PostgreSQL. */
import type { Knex } from 'knex';

/** The id of a row inserted with `.returning('id')`. */
export function insertedId(rows: unknown[]): number {
  const [row] = rows;
  return typeof row === 'object' && row !== null ? Number((row as { id: unknown }).id) : Number(row);
}

/** A count as a number (PostgreSQL returns bigint counts as strings). */
export function countOf(row: unknown, key = 'count'): number {
  return Number((row as Record<string, unknown> | undefined)?.[key] ?? 0);
}

/** True for a unique-constraint violation on SQLite or PostgreSQL. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  return e?.code === '23505' || (e?.code === 'SQLITE_CONSTRAINT' && /UNIQUE/i.test(e.message ?? ''));
}

/**
 * After rows were inserted with their own ids (a restore), moves a PostgreSQL serial past them so the
 * next insert does not collide. SQLite's autoincrement follows the largest id by itself.
 */
export async function resetIdSequence(db: Knex, table: string): Promise<void> {
  if (db.client.config.client !== 'pg') return;
  await db.raw(`select setval(pg_get_serial_sequence(?, 'id'), coalesce((select max(id) from ??), 0) + 1, false)`, [table, table]);
}
