import type { Knex } from 'knex';

/**
 * The directory's full-text index, one per database:
 * - SQLite: an FTS5 table over businesses (name, description, industry), kept in sync by triggers on
 *   every insert, update and delete. No stemmer: prefix queries ("balay*") must meet the words as
 *   written, and a stemmer would rewrite the prefix itself.
 * - PostgreSQL: a GIN index on a weighted tsvector expression of the same columns (always in sync,
 *   being an index), and a trigram index on the name for partial words inside names.
 */

/**
 * The PostgreSQL document: queries must use this same expression (with or without a table alias) for
 * the index to apply.
 */
export function pgDocument(alias?: string): string {
  const column = (name: string) => `coalesce(${alias ? `${alias}.` : ''}${name}, '')`;
  return (
    `(setweight(to_tsvector('english', ${column('name')}), 'A') || ` +
    `setweight(to_tsvector('english', ${column('industry')}), 'B') || ` +
    `setweight(to_tsvector('english', ${column('description')}), 'C'))`
  );
}

export function isPostgres(db: Knex): boolean {
  return db.client.config.client === 'pg';
}

export async function createSearchIndex(db: Knex): Promise<void> {
  if (isPostgres(db)) {
    await db.raw('create extension if not exists pg_trgm');
    await db.raw(`create index directory_businesses_document on businesses using gin (${pgDocument()})`);
    await db.raw('create index directory_businesses_name_trgm on businesses using gin (lower(name) gin_trgm_ops)');
    await db.raw('create index directory_businesses_listed on businesses (name) where published and status <> \'rejected\'');
    return;
  }
  await createFtsTable(db);
  await db.raw("create index directory_businesses_listed on businesses (published, status, name)");
}

/** 001's FTS5 table over every business and the triggers that keep it in step with every write. */
async function createFtsTable(db: Knex): Promise<void> {
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

export async function dropSearchIndex(db: Knex): Promise<void> {
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

/** Words of a search, safe to put in a query: letters and digits only, at most 8. */
export function searchTerms(q: string): string[] {
  return (q.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/** FTS5 query: every word must match, each also as a prefix (the user may still be typing). */
export function ftsQuery(terms: string[]): string {
  return terms.map((t) => `"${t}"*`).join(' ');
}

/**
 * From 003 the SQLite index holds exactly what the directory lists (published, not rejected), so a
 * search counts and ranks from the index alone, never joining rows it will not show; and it has prefix
 * indexes for two to four letters, because searches are typed word by word. PostgreSQL needs neither.
 */
export async function createListedFts(db: Knex): Promise<void> {
  if (isPostgres(db)) return;
  await dropFts(db);
  await db.raw(`create virtual table directory_fts using fts5(
    name, industry, description,
    content = 'businesses', content_rowid = 'id', prefix = '2 3 4',
    tokenize = 'unicode61 remove_diacritics 2'
  )`);
  const values = (row: 'new' | 'old') =>
    `${row}.id, coalesce(${row}.name, ''), coalesce(${row}.industry, ''), coalesce(${row}.description, '')`;
  const listed = (row: 'new' | 'old') => `${row}.published = 1 and ${row}.status <> 'rejected'`;
  await db.raw(`create trigger directory_fts_insert after insert on businesses when ${listed('new')} begin
    insert into directory_fts(rowid, name, industry, description) values (${values('new')});
  end`);
  await db.raw(`create trigger directory_fts_delete after delete on businesses when ${listed('old')} begin
    insert into directory_fts(directory_fts, rowid, name, industry, description) values ('delete', ${values('old')});
  end`);
  await db.raw(`create trigger directory_fts_update after update of name, industry, description, published, status on businesses begin
    insert into directory_fts(directory_fts, rowid, name, industry, description) select 'delete', ${values('old')} where ${listed('old')};
    insert into directory_fts(rowid, name, industry, description) select ${values('new')} where ${listed('new')};
  end`);
  await db.raw(`insert into directory_fts(rowid, name, industry, description)
    select id, coalesce(name, ''), coalesce(industry, ''), coalesce(description, '') from businesses where published = 1 and status <> 'rejected'`);
}

/** Back to 001's index of every business. */
export async function dropListedFts(db: Knex): Promise<void> {
  if (isPostgres(db)) return;
  await dropFts(db);
  await createFtsTable(db);
}

async function dropFts(db: Knex): Promise<void> {
  for (const trigger of ['directory_fts_insert', 'directory_fts_delete', 'directory_fts_update']) await db.raw(`drop trigger if exists ${trigger}`);
  await db.raw('drop table if exists directory_fts');
}

const sortIndexes = ['directory_businesses_by_name', 'directory_businesses_by_industry', 'directory_businesses_by_newest'];

/**
 * One index per sort order of the listed businesses, so a page is read in order instead of sorting
 * everything listed (replaces the single index of 001).
 */
export async function createSortIndexes(db: Knex): Promise<void> {
  await db.raw('drop index if exists directory_businesses_listed');
  if (isPostgres(db)) {
    const listed = "where published and status <> 'rejected'";
    await db.raw(`create index directory_businesses_by_name on businesses (name, id) ${listed}`);
    await db.raw(`create index directory_businesses_by_industry on businesses (industry, name, id) ${listed}`);
    await db.raw(`create index directory_businesses_by_newest on businesses (created_at desc, id desc) ${listed}`);
    return;
  }
  await db.raw('create index directory_businesses_by_name on businesses (published, name, id)');
  await db.raw('create index directory_businesses_by_industry on businesses (published, industry, name, id)');
  await db.raw('create index directory_businesses_by_newest on businesses (published, created_at desc, id desc)');
}

export async function dropSortIndexes(db: Knex): Promise<void> {
  for (const index of sortIndexes) await db.raw(`drop index if exists ${index}`);
  if (isPostgres(db)) await db.raw("create index directory_businesses_listed on businesses (name) where published and status <> 'rejected'");
  else await db.raw('create index directory_businesses_listed on businesses (published, status, name)');
}

/** tsquery: every word must match, each also as a prefix. */
export function tsQuery(terms: string[]): string {
  return terms.map((t) => `${t}:*`).join(' & ');
}
