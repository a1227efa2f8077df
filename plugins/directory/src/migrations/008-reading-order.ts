import type { Knex, Migration } from '@tapin/core';
import { isPostgres } from '../search-terms.js';

/**
 * 008: the directory reads names as people do, and every page is found by a key, not by counting rows
 * (docs/decisions.md#the-directory). The sorts order by the folded name and industry the listing keeps
 * for search (lower case, accents removed: "ávila" beside "Avila", "bayside" before "Cypress"),
 * compared character by character (the `C` collation on PostgreSQL, SQLite's BINARY), so both databases
 * give the same order. One index per order the screen offers, each ending in the id that breaks ties,
 * so a page after a cursor is one index range: by name, by industry, and within one industry by name
 * and by newest. The name index also serves the prefix search of one- and two-character words.
 */
const indexes: Array<[name: string, columns: string[]]> = [
  ['directory_listings_by_sort_name', ['search_name', 'id']],
  ['directory_listings_by_sort_industry', ['search_industry', 'search_name', 'id']],
  ['directory_listings_in_industry_by_name', ['industry', 'search_name', 'id']],
  ['directory_listings_in_industry_by_newest', ['industry', 'created_at desc', 'id desc']],
];
/** 004's indexes on the names as written, which sorted "bayside" after "Zest". */
const replaced = ['directory_listings_by_name', 'directory_listings_by_industry'];

function column(db: Knex, definition: string): string {
  return isPostgres(db) && definition.startsWith('search_') ? `${definition} collate "C"` : definition;
}

async function createReadingOrder(db: Knex): Promise<void> {
  for (const [name, columns] of indexes) {
    await db.raw(`create index ${name} on directory_listings (${columns.map((c) => column(db, c)).join(', ')})`);
  }
  for (const name of replaced) await db.raw(`drop index if exists ${name}`);
}

async function dropReadingOrder(db: Knex): Promise<void> {
  for (const [name] of indexes) await db.raw(`drop index if exists ${name}`);
  await db.raw('create index directory_listings_by_name on directory_listings (name, id)');
  await db.raw('create index directory_listings_by_industry on directory_listings (industry, name, id)');
}

export const readingOrderMigration: Migration = { name: '008_reading_order', up: createReadingOrder, down: dropReadingOrder };
