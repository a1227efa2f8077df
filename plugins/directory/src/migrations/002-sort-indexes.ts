import type { Knex, Migration } from '@tapin/core';
import { isPostgres } from '../search-terms.js';

export const sortIndexes = ['directory_businesses_by_name', 'directory_businesses_by_industry', 'directory_businesses_by_newest'];

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

async function dropSortIndexes(db: Knex): Promise<void> {
  for (const index of sortIndexes) await db.raw(`drop index if exists ${index}`);
  if (isPostgres(db)) await db.raw("create index directory_businesses_listed on businesses (name) where published and status <> 'rejected'");
  else await db.raw('create index directory_businesses_listed on businesses (published, status, name)');
}


export const sortIndexesMigration: Migration = { name: '002_sort_indexes', up: createSortIndexes, down: dropSortIndexes };
