import type { Knex } from 'knex';
import { isPostgres } from '../search-terms.js';
import { pgDocument, trigramOps } from './listing-tables.js';

/**
 * Migrations 001-003, as deployed databases recorded them: the directory's first full-text and sort
 * indexes, built on the core's `businesses` table (an FTS5 table kept in step by triggers on SQLite, a
 * tsvector GIN and a trigram index on PostgreSQL). 005 removes them all (`dropLegacyIndexes`): the
 * directory now keeps its own listing. A fresh database still runs 001-003 then 005, so the recorded
 * history and its rollbacks stay what they were.
 */

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

/** 005: nothing of the directory's is left on `businesses`. */
export async function dropLegacyIndexes(db: Knex): Promise<void> {
  if (!isPostgres(db)) await dropFts(db);
  for (const index of [...sortIndexes, 'directory_businesses_listed', 'directory_businesses_document', 'directory_businesses_name_trgm']) {
    await db.raw(`drop index if exists ${index}`);
  }
}

/** Back to what 001-003 left. */
export async function restoreLegacyIndexes(db: Knex): Promise<void> {
  await createSearchIndex(db);
  await createSortIndexes(db);
  await createListedFts(db);
}
