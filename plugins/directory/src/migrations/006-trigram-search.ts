import type { Knex, Migration } from '@tapin/core';
import { isPostgres, searchColumn, searchColumns, searchFields } from '../search-terms.js';
import { trigramOps } from './001-search-index.js';
import { createFts, createPgSearch } from './004-listing.js';

/** Listings folded per statement while filling the search columns. */
const FILL_BATCH = 500;

const columns = searchFields.map(searchColumn);
/** The fields 006's search ranked by, each with its own trigram index. */
type RankedField = 'name' | 'industry';
const rankedFields: RankedField[] = ['name', 'industry'];
/** SQLite: the FTS5 table of one ranked field, or of every field. */
const ftsTable = (field?: RankedField): string => (field ? `directory_listings_${field}_fts` : 'directory_listings_fts');
/** Every searched field in one text, a space between them: PostgreSQL's trigram index over every field is on it. */
const searchText = (): string => `(${columns.join(" || ' ' || ")})`;
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
  await createTrigramIndexes(db);
}

/** 006's trigram indexes over the folded columns (and 009's rollback to them). */
export async function createTrigramIndexes(db: Knex): Promise<void> {
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

type Folded = ReturnType<typeof searchColumns>;
const foldedFields: Array<[column: string, key: keyof Folded]> = [
  ['search_name', 'searchName'],
  ['search_industry', 'searchIndustry'],
  ['search_description', 'searchDescription'],
];

/**
 * Writes what search keeps of each listing (searchColumns: `fields`, as column and key) for the
 * listings already there, a batch at a time.
 */
export async function fillSearchColumns(db: Knex, fields: Array<[column: string, key: keyof Folded]> = foldedFields): Promise<void> {
  const pg = isPostgres(db);
  const names = fields.map(([column]) => column);
  for (let after = 0; ; ) {
    const rows: Array<{ id: number; name: string; industry: string | null; description: string | null }> = await db('directory_listings')
      .where('id', '>', after)
      .orderBy('id')
      .limit(FILL_BATCH)
      .select('id', 'name', 'industry', 'description');
    if (!rows.length) return;
    const row = `(${pg ? '?::integer' : '?'}${', ?'.repeat(fields.length)})`;
    const values = rows.map(() => row).join(', ');
    const bindings = rows.flatMap((r) => {
      const folded = searchColumns(r);
      return [r.id, ...fields.map(([, key]) => folded[key])];
    });
    if (pg) {
      await db.raw(
        `update directory_listings as l set ${names.map((c) => `${c} = v.${c}`).join(', ')} ` +
          `from (values ${values}) as v(id, ${names.join(', ')}) where l.id = v.id`,
        bindings,
      );
    } else {
      await db.raw(
        `update directory_listings set ${names.map((c, i) => `${c} = v.column${i + 2}`).join(', ')} ` +
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

/** Drops 006's trigram indexes (and, on SQLite, their triggers). */
export async function dropTrigramIndexes(db: Knex): Promise<void> {
  if (isPostgres(db)) {
    for (const index of pgIndexes) await db.raw(`drop index if exists ${index}`);
  } else {
    await dropFts(db);
  }
}

/** Back to 004's word-prefix indexes over the listing's own columns. */
async function dropTrigramSearch(db: Knex): Promise<void> {
  await dropTrigramIndexes(db);
  for (const column of columns) await db.raw(`alter table directory_listings drop column ${column}`);
  if (isPostgres(db)) {
    await createPgSearch(db);
    return;
  }
  await createFts(db);
  await db.raw("insert into directory_listings_fts(directory_listings_fts) values ('rebuild')");
}

export const trigramSearchMigration: Migration = { name: '006_trigram_search', up: createTrigramSearch, down: dropTrigramSearch };
