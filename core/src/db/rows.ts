/** Small helpers for reading what knex returns the same way on SQLite and PostgreSQL. */

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
