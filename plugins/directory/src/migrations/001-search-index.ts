import type { Knex, Migration } from '@tapin/core';
import { isPostgres } from '../search-terms.js';

/**
 * The weighted tsvector the PostgreSQL indexes of 001 and 004 were built on (006 replaced them with
 * trigram indexes). Kept for those migrations and their rollbacks.
 */
export function pgDocument(): string {
  const column = (name: string) => `coalesce(${name}, '')`;
  return (
    `(setweight(to_tsvector('english', ${column('name')}), 'A') || ` +
    `setweight(to_tsvector('english', ${column('industry')}), 'B') || ` +
    `setweight(to_tsvector('english', ${column('description')}), 'C'))`
  );
}

/**
 * The trigram operator class, named with the schema pg_trgm lives in. The extension is installed once
 * per database, in `public` when this creates it: in the schema a migration happens to work in, it
 * would go with that schema, and other schemas (each test's own) would not see it. Migrations run in
 * a transaction: the lock makes a concurrent one (another schema's) wait for this one's extension.
 */
export async function trigramOps(db: Knex): Promise<string> {
  await db.raw("select pg_advisory_xact_lock(hashtext('tapin:pg_trgm'))");
  try {
    await db.raw('create extension if not exists pg_trgm schema public');
  } catch (error) {
    throw new Error(
      'Directory search needs the PostgreSQL extension pg_trgm, which could not be created ' +
        `(${error instanceof Error ? error.message : String(error)}). It ships with PostgreSQL's contrib modules and is trusted ` +
        "from PostgreSQL 13: the app's database role needs the CREATE privilege on the database, or an administrator runs " +
        '"create extension pg_trgm schema public" in it once.',
      { cause: error },
    );
  }
  const { rows } = (await db.raw("select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'")) as {
    rows: Array<{ schema: string }>;
  };
  return `"${rows[0]!.schema.replaceAll('"', '""')}".gin_trgm_ops`;
}

export async function createSearchIndex(db: Knex): Promise<void> {
  if (isPostgres(db)) {
    await db.raw(`create index directory_businesses_document on businesses using gin (${pgDocument()})`);
    await db.raw(`create index directory_businesses_name_trgm on businesses using gin (lower(name) ${await trigramOps(db)})`);
    await db.raw('create index directory_businesses_listed on businesses (name) where published and status <> \'rejected\'');
    return;
  }
  await createFtsTable(db);
  await db.raw("create index directory_businesses_listed on businesses (published, status, name)");
}

/** 001's FTS5 table over every business and the triggers that keep it in step with every write. */
export async function createFtsTable(db: Knex): Promise<void> {
  await db.raw(`create virtual table directory_fts using fts5(
    name, industry, description,
    content = 'businesses', content_rowid = 'id',
    tokenize = 'unicode61 remove_diacritics 2'
  )`);
  const values = (row: 'new' | 'old') =>
    `${row}.id, coalesce(${row}.name, ''), coalesce(${row}.industry, ''), coalesce(${row}.description, '')`;
  await db.raw(`create trigger directory_fts_insert after insert on businesses begin
    insert into directory_fts(rowid, name, industry, description) values (${values('new')});
  end`);
  await db.raw(`create trigger directory_fts_delete after delete on businesses begin
    insert into directory_fts(directory_fts, rowid, name, industry, description) values ('delete', ${values('old')});
  end`);
  await db.raw(`create trigger directory_fts_update after update of name, industry, description on businesses begin
    insert into directory_fts(directory_fts, rowid, name, industry, description) values ('delete', ${values('old')});
    insert into directory_fts(rowid, name, industry, description) values (${values('new')});
  end`);
  await db.raw("insert into directory_fts(directory_fts) values ('rebuild')");
}

async function dropSearchIndex(db: Knex): Promise<void> {
  if (isPostgres(db)) {
    await db.raw('drop index if exists directory_businesses_document');
    await db.raw('drop index if exists directory_businesses_name_trgm');
    await db.raw('drop index if exists directory_businesses_listed');
    return;
  }
  for (const trigger of ['directory_fts_insert', 'directory_fts_delete', 'directory_fts_update']) {
    await db.raw(`drop trigger if exists ${trigger}`);
  }
  await db.raw('drop table if exists directory_fts');
  await db.raw('drop index if exists directory_businesses_listed');
}

/**
 * 001-003, as deployed databases recorded them: the directory's first full-text and sort indexes, built
 * on the core's `businesses` table (an FTS5 table kept in step by triggers on SQLite, a tsvector GIN and
 * a trigram index on PostgreSQL). 005 removes them all: the directory now keeps its own listing. A fresh
 * database still runs 001-003 then 005, so the recorded history and its rollbacks stay what they were.
 */
export const searchIndexMigration: Migration = { name: '001_search_index', up: createSearchIndex, down: dropSearchIndex };
