import type { Knex, Migration } from '@tapin/core';
import { isPostgres } from '../search-terms.js';
import { pgDocument, trigramOps } from './001-search-index.js';

const tz = { useTz: true };

/**
 * 004: the directory's own read model. `directory_listings` holds one row per listed business (the
 * columns the directory answers with), fed by `business.changed` and the catch-up; `directory_state`
 * remembers how far the catch-up has read. Each sort order has its index, so a page is read in order.
 * Full text: an FTS5 table kept in step by triggers on the listing (no stemmer: prefix queries such as
 * "balay*" must meet the words as written; prefix indexes for two to four letters, as searches are
 * typed word by word), or on PostgreSQL a GIN index on a weighted tsvector and a trigram index on names.
 */
async function createListingTables(db: Knex): Promise<void> {
  await db.schema.createTable('directory_listings', (t) => {
    t.integer('id').primary();
    t.string('name', 200).notNullable();
    t.text('description');
    t.string('industry', 100);
    t.string('location', 150);
    t.string('contact_phone', 40);
    t.string('contact_email', 254);
    t.string('website', 300);
    t.json('services').notNullable();
    t.text('value_proposition');
    t.boolean('is_test_data').notNullable();
    t.timestamp('created_at', tz).notNullable();
    t.timestamp('updated_at', tz).notNullable();
    t.index(['name', 'id'], 'directory_listings_by_name');
    t.index(['industry', 'name', 'id'], 'directory_listings_by_industry');
    t.index(['updated_at'], 'directory_listings_by_update');
  });
  await db.raw('create index directory_listings_by_newest on directory_listings (created_at desc, id desc)');
  await db.schema.createTable('directory_state', (t) => {
    t.string('name', 40).primary();
    t.string('value', 100).notNullable();
  });
  if (isPostgres(db)) await createPgSearch(db);
  else await createFts(db);
}

export async function createPgSearch(db: Knex): Promise<void> {
  await db.raw(`create index directory_listings_document on directory_listings using gin (${pgDocument()})`);
  await db.raw(`create index directory_listings_name_trgm on directory_listings using gin (lower(name) ${await trigramOps(db)})`);
}

export async function createFts(db: Knex): Promise<void> {
  await db.raw(`create virtual table directory_listings_fts using fts5(
    name, industry, description,
    content = 'directory_listings', content_rowid = 'id', prefix = '2 3 4',
    tokenize = 'unicode61 remove_diacritics 2'
  )`);
  const values = (row: 'new' | 'old') =>
    `${row}.id, coalesce(${row}.name, ''), coalesce(${row}.industry, ''), coalesce(${row}.description, '')`;
  const remove = `insert into directory_listings_fts(directory_listings_fts, rowid, name, industry, description) values ('delete', ${values('old')});`;
  const add = `insert into directory_listings_fts(rowid, name, industry, description) values (${values('new')});`;
  await db.raw(`create trigger directory_listings_fts_insert after insert on directory_listings begin ${add} end`);
  await db.raw(`create trigger directory_listings_fts_delete after delete on directory_listings begin ${remove} end`);
  await db.raw(`create trigger directory_listings_fts_update after update of name, industry, description on directory_listings begin ${remove} ${add} end`);
}

async function dropListingTables(db: Knex): Promise<void> {
  if (!isPostgres(db)) {
    for (const trigger of ['directory_listings_fts_insert', 'directory_listings_fts_delete', 'directory_listings_fts_update']) {
      await db.raw(`drop trigger if exists ${trigger}`);
    }
    await db.raw('drop table if exists directory_listings_fts');
  }
  await db.schema.dropTableIfExists('directory_state');
  await db.schema.dropTableIfExists('directory_listings');
}

export const listingMigration: Migration = { name: '004_listing', up: createListingTables, down: dropListingTables };
