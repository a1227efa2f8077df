import { z } from 'zod';
import { isUniqueViolation } from '../db/rows.js';
import { ConflictError, ValidationError } from '../errors.js';

/**
 * Checking an export's rows before a restore writes any (docs/decisions.md, "Developer mode and the audit
 * trail"): each row goes through the API's own schemas (from `@tapin/core/contracts`) with the row-only
 * columns (ids, timestamps, states) beside them; a column the table does not have, a wrong type or a
 * value the API would refuse stops the whole restore with a message naming the table, the row and the
 * field, and nothing is written.
 */
export function restoreRefused(detail: string): ValidationError {
  return new ValidationError(`Restore refused, nothing was restored: ${detail}`);
}

/**
 * A row a restore puts back whose id (or other unique value) now belongs to a row made since the export:
 * the refusal names the table and, where the database says it (PostgreSQL), the value. Null for any other error.
 */
export function uniqueClash(err: unknown): ConflictError | null {
  if (!isUniqueViolation(err)) return null;
  const e = err as { table?: string; detail?: string; message?: string };
  // PostgreSQL: table and detail 'Key (id)=(5) already exists.'; SQLite: 'UNIQUE constraint failed: promotions_items.id'.
  const sqlite = /UNIQUE constraint failed: (\w+)\.(\w+)/.exec(e.message ?? '');
  const table = e.table ?? sqlite?.[1] ?? 'a table';
  const key = /Key \(([^)]+)\)=\(([^)]*)\)/.exec(e.detail ?? '');
  const what = key ? `${key[1]} ${key[2]}` : `the same ${sqlite?.[2] ?? 'key'}`;
  return new ConflictError(`Restore refused, nothing was restored: ${table} already has a row with ${what}, which now belongs to something made since the export`);
}

/** Where in an export a value is: `businesses row 2 (id 7), field website`. */
export function rowPlace(table: string, index: number, row: unknown, field?: PropertyKey): string {
  const id = row && typeof row === 'object' && 'id' in row && (typeof row.id === 'number' || typeof row.id === 'string') ? ` (id ${row.id})` : '';
  return `${table} row ${index + 1}${id}${field === undefined ? '' : `, field ${String(field)}`}`;
}

/** Every row of `table` through `schema`, or the refusal naming the first row and field that fails it. */
export function checkRows<S extends z.ZodType>(table: string, rows: unknown, schema: S): Array<z.output<S>> {
  if (rows === undefined) return [];
  if (!Array.isArray(rows)) throw restoreRefused(`${table} must be a list of rows`);
  return rows.map((row, index) => {
    const parsed = schema.safeParse(row);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0]!;
    if (issue.code === 'unrecognized_keys') {
      throw restoreRefused(`${rowPlace(table, index, row)}: unknown column${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`);
    }
    throw restoreRefused(`${rowPlace(table, index, row, issue.path[0])}: ${issue.message}`);
  });
}

/**
 * A feature's part of an export (`{ items: [...], campaigns: [...] }`), each table's rows through its
 * schema: `tables` pairs each key with its table's name; a key the feature does not have stops the restore.
 */
export function checkTables<K extends string, S extends Record<K, z.ZodType>>(
  part: string,
  data: unknown,
  tables: ReadonlyArray<readonly [K, string]>,
  schemas: S,
): { [T in K]: Array<z.output<S[T]>> } {
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw restoreRefused(`the ${part} data must be an object of tables`);
  const given = data as Record<string, unknown>;
  const unknown = Object.keys(given).filter((key) => !tables.some(([name]) => name === key));
  if (unknown.length) throw restoreRefused(`the ${part} data holds unknown tables: ${unknown.join(', ')}`);
  return Object.fromEntries(tables.map(([key, table]) => [key, checkRows(table, given[key], schemas[key])])) as { [T in K]: Array<z.output<S[T]>> };
}

/** The row-only columns' types, with messages a person reads. */
export const rowColumn = {
  id: z.number({ error: 'must be a whole number above 0' }).int({ error: 'must be a whole number above 0' }).positive({ error: 'must be a whole number above 0' }),
  count: z.number({ error: 'must be a whole number, 0 or more' }).int({ error: 'must be a whole number, 0 or more' }).min(0, { error: 'must be a whole number, 0 or more' }),
  boolean: z.boolean({ error: 'must be true or false' }),
  time: z.iso.datetime({ offset: true, error: 'must be a time like 2025-12-01T09:30:00.000Z' }),
};

/** A stored file's key (`promotions/<uuid>.jpg`), tested by `isKey` (the storage's own rule), in one of `folders`. */
export function storageKeyColumn(isKey: (key: string) => boolean, folders: readonly string[]) {
  return z
    .string({ error: 'must be a stored file' })
    .refine((key) => isKey(key) && folders.some((f) => key.startsWith(`${f}/`)), { error: `must be a stored file in ${folders.join(' or ')}` });
}
