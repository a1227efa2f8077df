import { idRules, pageRules } from '@tapin/config/rules';
import type { Knex } from 'knex';
import { z } from 'zod';
import { ValidationError } from '../errors.js';
import { parseInput } from '../http/validation.js';

/**
 * The ra-data-simple-rest list dialect: `sort=["field","ASC"]`, `range=[start,end]` (inclusive) and
 * `filter={"field":value}` as JSON query parameters; the answer is the page as a JSON array with
 * `Content-Range: <resource> <start>-<end>/<total>`.
 */
function jsonParam<S extends z.ZodType>(name: string, schema: S) {
  return z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `${name} must be JSON` });
        return z.NEVER;
      }
    })
    .pipe(schema)
    .optional();
}

export const adminListQuery = z.object({
  sort: jsonParam(
    'sort',
    z.tuple([z.string(), z.enum(['ASC', 'DESC', 'asc', 'desc'])], { error: 'sort must be ["field","ASC"|"DESC"]' }),
  ),
  range: jsonParam(
    'range',
    z.tuple([z.number().int().min(0), z.number().int().min(0)], { error: 'range must be [start,end]' }),
  ),
  filter: jsonParam('filter', z.record(z.string(), z.unknown(), { error: 'filter must be a JSON object' })),
});

type Scalar = string | number | boolean;

/** How one filter field narrows the query. */
export type FilterRule =
  | { column: string; op?: 'eq' | 'gte' | 'lte' | 'boolean' }
  /** A record id, or a list of them (react-admin's getMany): each a whole number from 1 to `idRules.max`. */
  | { column: string; op: 'id' }
  /** Case-insensitive substring match (wildcards in the value are literal); several columns = any of them. */
  | { column: string | readonly string[]; op: 'contains' }
  | ((query: Knex.QueryBuilder, value: unknown) => void);

export interface AdminListSpec {
  /** Name in Content-Range (the react-admin resource). */
  resource: string;
  db: Knex;
  /** The base query: FROM, joins and the selected columns; no order or limit. */
  query(): Knex.QueryBuilder;
  /** Sortable API fields and the column each one sorts by. */
  sortable: Record<string, string>;
  /** Filterable API fields. `id` (one, or an array: react-admin's getMany) is always understood; id columns use `op: 'id'`. */
  filters: Record<string, FilterRule>;
  /** The id column (default `id`). */
  idColumn?: string;
  defaultSort: readonly [string, 'ASC' | 'DESC'];
  /** Largest page, and the page when no range is asked (default `pageRules.adminMaxRange`). */
  maxRange?: number;
}

export interface AdminListResult<Row> {
  rows: Row[];
  total: number;
  contentRange: string;
}

function isScalar(value: unknown): value is Scalar {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** An id as JSON may carry it: a whole number in range, or its decimal digits as text; undefined otherwise. */
function recordId(value: unknown): number | undefined {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(id) && id >= 1 && id <= idRules.max ? id : undefined;
}

function applyFilter(query: Knex.QueryBuilder, field: string, rule: FilterRule, value: unknown): void {
  if (typeof rule === 'function') return rule(query, value);
  const op = rule.op ?? 'eq';
  const wrong = () => new ValidationError(`filter.${field} has an unusable value`, { field: `filter.${field}` });
  if (op === 'id') {
    // Checked before SQL: PostgreSQL refuses text or a number past its integer range in an id column (a 500 otherwise).
    const ids = (Array.isArray(value) ? value : [value]).map(recordId);
    if (ids.some((id) => id === undefined)) {
      throw new ValidationError(`filter.${field} must be a record id or a list of them (whole numbers from 1 to ${idRules.max})`, { field: `filter.${field}` });
    }
    query.whereIn(rule.column as string, ids as number[]);
  } else if (op === 'eq' && Array.isArray(value)) {
    if (!value.every(isScalar)) throw wrong();
    query.whereIn(rule.column as string, value);
  } else if (op === 'boolean') {
    if (typeof value !== 'boolean' && value !== 'true' && value !== 'false') throw wrong();
    query.where(rule.column as string, value === true || value === 'true');
  } else if (op === 'contains') {
    if (typeof value !== 'string' && typeof value !== 'number') throw wrong();
    const pattern = `%${escapeLike(String(value).toLowerCase())}%`;
    const columns = typeof rule.column === 'string' ? [rule.column] : rule.column;
    query.where((any) => {
      for (const column of columns) any.orWhereRaw(`lower(??) like ? escape '\\'`, [column, pattern]);
    });
  } else {
    if (!isScalar(value)) throw wrong();
    const sql = op === 'gte' ? '>=' : op === 'lte' ? '<=' : '=';
    query.where(rule.column as string, sql, value);
  }
}

/** Runs one ra-data-simple-rest list request against `spec`. */
/** The asked range (inclusive), or the first page; refused when backwards or longer than `maxRange`. */
function pageRange(range: [number, number] | undefined, maxRange: number): [number, number] {
  const [start, end] = range ?? [0, maxRange - 1];
  if (end < start) throw new ValidationError('range: end must not be before start', { field: 'range' });
  if (end - start + 1 > maxRange) throw new ValidationError(`range: at most ${maxRange} records per request`, { field: 'range' });
  return [start, end];
}

export async function adminList<Row>(spec: AdminListSpec, rawQuery: unknown): Promise<AdminListResult<Row>> {
  const { sort, range, filter } = parseInput(adminListQuery, rawQuery, 'query');
  const idColumn = spec.idColumn ?? 'id';
  const maxRange = spec.maxRange ?? pageRules.adminMaxRange;

  const query = spec.query();
  for (const [field, value] of Object.entries(filter ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    // Own properties only: `constructor` or `hasOwnProperty` name no field, whatever the prototype has.
    const rule = Object.hasOwn(spec.filters, field) ? spec.filters[field] : field === 'id' ? ({ column: idColumn, op: 'id' } as const) : undefined;
    if (!rule) throw new ValidationError(`filter: unknown field "${field}"`, { field: 'filter' });
    applyFilter(query, field, rule, value);
  }

  const [sortField, sortOrder] = sort ?? spec.defaultSort;
  const sortColumn = Object.hasOwn(spec.sortable, sortField) ? spec.sortable[sortField] : undefined;
  if (!sortColumn) throw new ValidationError(`sort: unknown field "${sortField}"`, { field: 'sort' });

  const [start, end] = pageRange(range, maxRange);

  const counted = await spec.db.count({ total: '*' }).from(query.clone().as('matching')).first();
  const total = Number(counted?.total ?? 0);
  const direction = sortOrder.toLowerCase() as 'asc' | 'desc';
  const rows = (await query
    .orderBy([{ column: sortColumn, order: direction }, ...(sortColumn === idColumn ? [] : [{ column: idColumn, order: direction }])])
    .offset(start)
    .limit(end - start + 1)) as Row[];

  const contentRange =
    rows.length === 0 ? `${spec.resource} */${total}` : `${spec.resource} ${start}-${start + rows.length - 1}/${total}`;
  return { rows, total, contentRange };
}

/**
 * The same dialect over records that are not rows of a table (the exports in the object store): `q`
 * searches `searchText`, `id` picks records (react-admin's getMany), and the sort and range are the
 * table lists' rules. The records are few enough to hold (one per developer-mode deletion).
 */
export function adminListOf<Row extends { id: string | number }>(
  records: readonly Row[],
  rawQuery: unknown,
  spec: {
    resource: string;
    sortable: ReadonlyArray<keyof Row & string>;
    searchText(row: Row): string;
    defaultSort: readonly [keyof Row & string, 'ASC' | 'DESC'];
    /** What an id looks like (`filter.id`, one or a list): anything else is refused with `what`, as the table lists refuse a bad id. */
    ids: { pattern: RegExp; what: string };
  },
): AdminListResult<Row> {
  const { sort, range, filter } = parseInput(adminListQuery, rawQuery, 'query');
  let rows = [...records];
  for (const [field, value] of Object.entries(filter ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (field === 'q') rows = rows.filter((row) => spec.searchText(row).toLowerCase().includes(String(value).toLowerCase()));
    else if (field === 'id') {
      const ids: unknown[] = Array.isArray(value) ? value : [value];
      if (!ids.length || !ids.every((id) => typeof id === 'string' && spec.ids.pattern.test(id))) {
        throw new ValidationError(`filter.id must be ${spec.ids.what} or a list of them`, { field: 'filter.id' });
      }
      rows = rows.filter((row) => ids.includes(String(row.id)));
    }
    else throw new ValidationError(`filter: unknown field "${field}"`, { field: 'filter' });
  }
  const [sortField, sortOrder] = sort ?? spec.defaultSort;
  if (!spec.sortable.includes(sortField as keyof Row & string)) throw new ValidationError(`sort: unknown field "${sortField}"`, { field: 'sort' });
  const direction = sortOrder.toUpperCase() === 'DESC' ? -1 : 1;
  const key = sortField as keyof Row;
  rows.sort((a, b) => (a[key] < b[key] ? -direction : a[key] > b[key] ? direction : 0));
  const [start, end] = pageRange(range, pageRules.adminMaxRange);
  const page = rows.slice(start, end + 1);
  const contentRange = page.length === 0 ? `${spec.resource} */${rows.length}` : `${spec.resource} ${start}-${start + page.length - 1}/${rows.length}`;
  return { rows: page, total: rows.length, contentRange };
}

/**
 * Answers a list request in the dialect: rows as the body, the range in an exposed header. It takes only
 * the response's header setter, so the lists need not know the request context (nor, through it, the cradle).
 */
export function sendAdminList<Row>(ctx: { set(field: string, value: string): void }, result: AdminListResult<Row>): Row[] {
  ctx.set('Content-Range', result.contentRange);
  ctx.set('Access-Control-Expose-Headers', 'Content-Range');
  return result.rows;
}
