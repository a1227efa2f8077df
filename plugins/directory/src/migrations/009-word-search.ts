import type { Knex, Migration } from '@tapin/core';
import { isPostgres } from '../search-terms.js';
import { createTrigramIndexes, dropTrigramIndexes, fillSearchColumns } from './006-trigram-search.js';
import { createStatementTriggers } from './007-listing-counts.js';

/** SQLite: the FTS5 table of the listing's words (kept in step by triggers). */
export const WORDS_FTS = 'directory_listings_fts';
/** PostgreSQL: each word of the listing, with how many listings hold it (kept on write). */
export const WORDS_TABLE = 'directory_words';
const ftsTriggers = ['directory_listings_fts_insert', 'directory_listings_fts_delete', 'directory_listings_fts_update'];
const countTriggers = ['directory_words_count_insert', 'directory_words_count_delete', 'directory_words_count_update'];
const PG_FUNCTION = 'directory_count_words';

/**
 * 009: search finds words by how they begin, not any part of them (docs/decisions.md#the-directory):
 * at a million listings a trigram index reads every listing holding "off" to find "coffee", and no
 * ranking or count of a common word could stay fast. The listing keeps its distinct words
 * (`search_words`, written by ListingStore, filled here for the listings already there).
 * - SQLite: an FTS5 table over them (the words are cut already; FTS5 answers `"bak"*`), replacing
 *   006's trigram tables.
 * - PostgreSQL: a tsvector of them (a stored generated column, so no writer can forget it) under a GIN
 *   index, replacing 006's trigram indexes, and `directory_words`, every word with how many listings
 *   hold it, kept exact by statement triggers as 007 keeps the industries: a search looks up which
 *   words begin with what was typed and how common each is before it touches the listing.
 */
async function createWordSearch(db: Knex): Promise<void> {
  const pg = isPostgres(db);
  // Writers wait until the words, their counts and their triggers commit together.
  if (pg) await db.raw('lock table directory_listings in share row exclusive mode');
  await dropTrigramIndexes(db);
  await db.schema.alterTable('directory_listings', (t) => t.text('search_words').notNullable().defaultTo(''));
  if (pg) {
    await db.raw(
      "alter table directory_listings add column search_vector tsvector generated always as (array_to_tsvector(string_to_array(search_words, ' '))) stored",
    );
  }
  await fillSearchColumns(db, [['search_words', 'searchWords']]);
  if (!pg) {
    await createFts(db);
    return;
  }
  await db.raw('create index directory_listings_words on directory_listings using gin (search_vector)');
  await db.schema.createTable(WORDS_TABLE, (t) => {
    t.specificType('word', 'text collate "C"').primary();
    t.integer('count').notNullable();
  });
  await createPgTriggers(db);
  await db.raw(`insert into ${WORDS_TABLE} (word, count) select w, count(*) from directory_listings as l, unnest(string_to_array(l.search_words, ' ')) as w group by w`);
}

async function createFts(db: Knex): Promise<void> {
  // The words are folded and cut already: unicode61 cuts them at the same places and changes nothing else.
  await db.raw(`create virtual table ${WORDS_FTS} using fts5(search_words, content = 'directory_listings', content_rowid = 'id', tokenize = 'unicode61 remove_diacritics 0')`);
  const add = `insert into ${WORDS_FTS}(rowid, search_words) values (new.id, new.search_words);`;
  const remove = `insert into ${WORDS_FTS}(${WORDS_FTS}, rowid, search_words) values ('delete', old.id, old.search_words);`;
  await db.raw(`create trigger ${ftsTriggers[0]} after insert on directory_listings begin ${add} end`);
  await db.raw(`create trigger ${ftsTriggers[1]} after delete on directory_listings begin ${remove} end`);
  await db.raw(`create trigger ${ftsTriggers[2]} after update of search_words on directory_listings begin ${remove} ${add} end`);
  await db.raw(`insert into ${WORDS_FTS}(${WORDS_FTS}) values ('rebuild')`);
}

async function createPgTriggers(db: Knex): Promise<void> {
  // Words in (+1) and out (-1) of listings, one upsert per statement in word order (two writers lock
  // the rows in the same order); an update that keeps a word adds nothing.
  const words = (rows: string, delta: 1 | -1) => `select unnest(string_to_array(${rows}.search_words, ' ')) as word, ${delta} as delta from ${rows}`;
  const upsert = (rows: string) =>
    `insert into ${WORDS_TABLE} as c (word, count) ` +
    `select word, sum(delta) from (${rows}) as d group by word having sum(delta) <> 0 order by word ` +
    `on conflict (word) do update set count = c.count + excluded.count;`;
  await createStatementTriggers(db, PG_FUNCTION, countTriggers, {
    insert: upsert(words('new_rows', 1)),
    delete: upsert(words('old_rows', -1)),
    update: upsert(`${words('new_rows', 1)} union all ${words('old_rows', -1)}`),
  });
}

/** Back to 006's trigram indexes. */
async function dropWordSearch(db: Knex): Promise<void> {
  if (isPostgres(db)) {
    for (const trigger of countTriggers) await db.raw(`drop trigger if exists ${trigger} on directory_listings`);
    await db.raw(`drop function if exists ${PG_FUNCTION}()`);
    await db.schema.dropTableIfExists(WORDS_TABLE);
    await db.raw('drop index if exists directory_listings_words');
    await db.raw('alter table directory_listings drop column search_vector');
  } else {
    for (const trigger of ftsTriggers) await db.raw(`drop trigger if exists ${trigger}`);
    await db.raw(`drop table if exists ${WORDS_FTS}`);
  }
  await db.raw('alter table directory_listings drop column search_words');
  await createTrigramIndexes(db);
}

export const wordSearchMigration: Migration = { name: '009_word_search', up: createWordSearch, down: dropWordSearch };
