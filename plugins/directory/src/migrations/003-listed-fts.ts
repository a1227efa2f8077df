import type { Knex, Migration } from '@tapin/core';
import { isPostgres } from '../search-terms.js';
import { createFtsTable } from './001-search-index.js';

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
async function dropListedFts(db: Knex): Promise<void> {
  if (isPostgres(db)) return;
  await dropFts(db);
  await createFtsTable(db);
}

export async function dropFts(db: Knex): Promise<void> {
  for (const trigger of ['directory_fts_insert', 'directory_fts_delete', 'directory_fts_update']) await db.raw(`drop trigger if exists ${trigger}`);
  await db.raw('drop table if exists directory_fts');
}


export const listedFtsMigration: Migration = { name: '003_listed_fts', up: createListedFts, down: dropListedFts };
