import { Model, type Pojo } from 'objection';

/**
 * Base for objection models. The knex instance maps snake_case columns to camelCase and returns
 * timestamps as ISO strings; this adds booleans as booleans (SQLite returns 0/1). Timestamps are
 * always written from the app clock as ISO strings, never from database defaults.
 */
export class BaseModel extends Model {
  /** Properties stored as booleans (SQLite returns them as 0/1). */
  static booleanProperties: readonly string[] = [];

  override $parseDatabaseJson(json: Pojo): Pojo {
    const parsed = super.$parseDatabaseJson(json);
    for (const key of (this.constructor as typeof BaseModel).booleanProperties) {
      if (key in parsed && parsed[key] !== null) parsed[key] = Boolean(parsed[key]);
    }
    return parsed;
  }
}

/** Normalises a timestamp read by plain knex (Date on PostgreSQL, string on SQLite). */
export function readTime(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : String(value);
}
