import type { Knex, Migration } from '@tapin/core';
import { ftsTable, isPostgres, searchColumn, searchColumns, searchFields, searchText, type RankedField } from '../search-terms.js';
import { trigramOps } from './001-search-index.js';
import { createFts, createPgSearch } from './004-listing.js';

/** Listings folded per statement while filling the search columns. */
const FILL_BATCH = 500;

const columns = searchFields.map(searchColumn);
const rankedFields: RankedField[] = ['name', 'industry'];
/** PostgreSQL's trigram indexes: every field, then each ranked field. */
const pgIndexes = ['directory_listings_search_trgm', ...rankedFields.map((f) => `directory_listings_${searchColumn(f)}_trgm`)];

/**
 * 006: search finds any part of a word (docs/decisions.md#the-directory). The listing keeps each
 * searched field folded (lower case, no accents: `search_name`, `search_industry`,
 * `search_description`, written by ListingStore), filled here for the listings already there. On
 * SQLite, FTS5 tables with the `trigram` tokenizer replace 004's word index: one over every field and
 * one each for name and industry (case-sensitive, as the text is already folded, so the index and a
 * row-by-row LIKE agree), kept in step by triggers. On PostgreSQL, pg_trgm GIN indexes, which serve
 * `like '%…%'`: one over every field (`searchText`), one each for name and industry, replacing 004's
 * tsvector and name indexes.
 */
async function createTrigramSearch(db: Knex): Promise<void> {
  if (!isPostgres(db)) await dropFts(db);
  await db.schema.alterTable('directory_listings', (t) => {
    for (const column of columns) t.text(column).notNullable().defaultTo('');
  });
  await fillSearchColumns(db);
  if (isPostgres(db)) {
    const ops = await trigramOps(db);
    await db.raw('drop index if exists directory_listings_document');
    await db.raw('drop index if exists directory_listings_name_trgm');
    await db.raw(`create index ${pgIndexes[0]} on directory_listings using gin (${searchText()} ${ops})`);
    for (const field of rankedFields) {
      await db.raw(`create index directory_listings_${searchColumn(field)}_trgm on directory_listings using gin (${searchColumn(field)} ${ops})`);
    }
    return;
  }
  // Every field in one table (to find each word in any field), and the ranked fields each alone.
  const tables: Array<[string, string[]]> = [
    [ftsTable(), columns],
    [ftsTable('name'), [searchColumn('name')]],
    [ftsTable('industry'), [searchColumn('industry')]],
  ];
  const remove: string[] = [];
  const add: string[] = [];
  for (const [table, indexed] of tables) {
    await db.raw(`create virtual table ${table} using fts5(
      ${indexed.join(', ')},
      content = 'directory_listings', content_rowid = 'id',
      tokenize = 'trigram case_sensitive 1'
    )`);
    const values = (row: 'new' | 'old') => [`${row}.id`, ...indexed.map((c) => `${row}.${c}`)].join(', ');
    remove.push(`insert into ${table}(${table}, rowid, ${indexed.join(', ')}) values ('delete', ${values('old')});`);
    add.push(`insert into ${table}(rowid, ${indexed.join(', ')}) values (${values('new')});`);
    await db.raw(`insert into ${table}(${table}) values ('rebuild')`);
  }
  await db.raw(`create trigger directory_listings_fts_insert after insert on directory_listings begin ${add.join(' ')} end`);
  await db.raw(`create trigger directory_listings_fts_delete after delete on directory_listings begin ${remove.join(' ')} end`);
  await db.raw(`create trigger directory_listings_fts_update after update of ${columns.join(', ')} on directory_listings begin ${remove.join(' ')} ${add.join(' ')} end`);
}

/** Folds every listing's searched fields into its search columns, a batch at a time. */
async function fillSearchColumns(db: Knex): Promise<void> {
  const pg = isPostgres(db);
  for (let after = 0; ; ) {
    const rows: Array<{ id: number; name: string; industry: string | null; description: string | null }> = await db('directory_listings')
      .where('id', '>', after)
      .orderBy('id')
      .limit(FILL_BATCH)
      .select('id', 'name', 'industry', 'description');
    if (!rows.length) return;
    const values = rows.map(() => (pg ? '(?::integer, ?, ?, ?)' : '(?, ?, ?, ?)')).join(', ');
    const bindings = rows.flatMap((r) => {
      const folded = searchColumns(r);
      return [r.id, folded.searchName, folded.searchIndustry, folded.searchDescription];
    });
    if (pg) {
      await db.raw(
        `update directory_listings as l set ${columns.map((c) => `${c} = v.${c}`).join(', ')} ` +
          `from (values ${values}) as v(id, ${columns.join(', ')}) where l.id = v.id`,
        bindings,
      );
    } else {
      await db.raw(
        `update directory_listings set ${columns.map((c, i) => `${c} = v.column${i + 2}`).join(', ')} ` +
          `from (values ${values}) as v where directory_listings.id = v.column1`,
        bindings,
      );
    }
    after = Number(rows.at(-1)!.id);
  }
}

async function dropFts(db: Knex): Promise<void> {
  for (const trigger of ['directory_listings_fts_insert', 'directory_listings_fts_delete', 'directory_listings_fts_update']) await db.raw(`drop trigger if exists ${trigger}`);
  for (const table of [ftsTable(), ftsTable('name'), ftsTable('industry')]) await db.raw(`drop table if exists ${table}`);
}

/** Back to 004's word-prefix indexes over the listing's own columns. */
async function dropTrigramSearch(db: Knex): Promise<void> {
  if (isPostgres(db)) {
    for (const index of pgIndexes) await db.raw(`drop index if exists ${index}`);
  } else {
    await dropFts(db);
  }
  for (const column of columns) await db.raw(`alter table directory_listings drop column ${column}`);
  if (isPostgres(db)) {
    await createPgSearch(db);
    return;
  }
  await createFts(db);
  await db.raw("insert into directory_listings_fts(directory_listings_fts) values ('rebuild')");
}

export const trigramSearchMigration: Migration = { name: '006_trigram_search', up: createTrigramSearch, down: dropTrigramSearch };
