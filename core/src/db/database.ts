import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '@tapin/config';
import knexFactory, { type Knex } from 'knex';
import { knexSnakeCaseMappers } from 'objection';
import type { Logger } from '../logging/logger.js';

export type { Knex } from 'knex';

/** SQLite's page cache for the one connection, in KiB. */
const SQLITE_CACHE_KIB = 32 * 1024;

export interface DatabaseOptions {
  /** PostgreSQL only: the schema every connection works in (tests use one schema each). */
  schema?: string;
}

/**
 * The knex instance for the configured database: the SQLite file under the data folder (WAL, foreign
 * keys on) or PostgreSQL from DATABASE_URL. Columns are snake_case in the database and camelCase in
 * code, for every query (knex and objection alike): `where({ userId })` reads `user_id`.
 */
export function createDatabase(config: Config, log: Logger, options: DatabaseOptions = {}): Knex {
  const db = config.database;
  if (db.client === 'postgres') {
    return knexFactory({
      ...mappers,
      client: 'pg',
      connection: db.url,
      pool: { min: 0, max: db.poolMax },
      ...(options.schema ? { searchPath: [options.schema] } : {}),
      log: knexLog(log),
    });
  }

  const inMemory = db.sqlitePath === ':memory:';
  if (!inMemory) mkdirSync(path.dirname(db.sqlitePath), { recursive: true });
  return knexFactory({
    ...mappers,
    client: 'sqlite3',
    connection: { filename: db.sqlitePath },
    useNullAsDefault: true,
    // One connection: SQLite has a single writer, and an in-memory database lives in its connection.
    pool: {
      min: 1,
      max: 1,
      idleTimeoutMillis: inMemory ? Number.MAX_SAFE_INTEGER : 30_000,
      afterCreate(conn: SqliteConnection, done: (err: Error | null, conn: SqliteConnection) => void) {
        const pragmas = ['PRAGMA foreign_keys = ON', 'PRAGMA busy_timeout = 5000'];
        // A 32 MB page cache (the default is 2 MB) keeps the indexes of 100,000-row tables in memory:
        // the admin analytics' counts at that size took a third less time (npm run bench:analytics).
        if (!inMemory) pragmas.push('PRAGMA journal_mode = WAL', 'PRAGMA synchronous = NORMAL', `PRAGMA cache_size = -${SQLITE_CACHE_KIB}`);
        conn.exec(pragmas.join(';'), (err) => done(err, conn));
      },
    },
    log: knexLog(log),
  });
}

/**
 * camelCase in code, snake_case in the database; and timestamps always as ISO strings (PostgreSQL's
 * driver returns Date objects, SQLite the strings we stored), so code never sees the difference.
 */
const snake = knexSnakeCaseMappers();
const mappers: Pick<Knex.Config, 'wrapIdentifier' | 'postProcessResponse'> = {
  wrapIdentifier: snake.wrapIdentifier,
  postProcessResponse: (result: unknown) => datesToIso(snake.postProcessResponse(result)),
};

function datesToIso(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(datesToIso);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) record[key] = datesToIso(record[key]);
  }
  return value;
}

interface SqliteConnection {
  exec(sql: string, callback: (err: Error | null) => void): void;
}

function knexLog(log: Logger): Knex.Config['log'] {
  return {
    warn: (message: unknown) => log.warn({ knex: message }, 'database warning'),
    error: (message: unknown) => log.error({ knex: message }, 'database error'),
    deprecate: (method: string, alternative: string) => log.warn({ method, alternative }, 'knex deprecation'),
    debug: (message: unknown) => log.debug({ knex: message }, 'database debug'),
  };
}

/** A PostgreSQL connection as the `pg` driver gives it. */
export interface PgConnection {
  connect(): Promise<unknown>;
  query(sql: string, values?: unknown[]): Promise<unknown>;
  end(): Promise<void>;
  on(event: 'notification', listener: (message: { payload?: string }) => void): unknown;
  on(event: 'error' | 'end', listener: (err?: Error) => void): unknown;
}

/**
 * A PostgreSQL connection of its own, outside the pool (which may hold a single connection), made with
 * knex's driver and connection settings; the caller connects and ends it. It does not set the pool's
 * search path.
 */
export function dedicatedConnection(db: Knex): PgConnection {
  const client = db.client as { driver: { Client: new (settings: unknown) => PgConnection }; connectionSettings: unknown };
  return new client.driver.Client(client.connectionSettings);
}

/**
 * Runs `task` holding PostgreSQL's advisory lock named `name` for this schema, on a connection of its own
 * outside the pool (a pool of one would leave the task none): processes doing the same set-up at once take
 * turns, and a holder that dies lets go. SQLite (the embedded default, one process) needs none.
 */
export async function holdingAdvisoryLock<T>(db: Knex, name: string, task: () => Promise<T>): Promise<T> {
  if (db.client.config.client !== 'pg') return task();
  const { rows } = (await db.raw('select current_schema() as schema')) as { rows: Array<{ schema: string }> };
  const key = `tapin:${name}:${rows[0]!.schema}`;
  const connection = dedicatedConnection(db);
  await connection.connect();
  try {
    await connection.query('select pg_advisory_lock(hashtext($1))', [key]);
    try {
      return await task();
    } finally {
      await connection.query('select pg_advisory_unlock(hashtext($1))', [key]);
    }
  } finally {
    await connection.end();
  }
}

/** True when the database answers a trivial query. */
export async function databaseIsReachable(db: Knex): Promise<boolean> {
  try {
    await db.raw('select 1');
    return true;
  } catch {
    return false;
  }
}
