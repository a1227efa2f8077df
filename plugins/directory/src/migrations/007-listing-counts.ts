import type { Knex, Migration } from '@tapin/core';
import { isPostgres } from '../search-terms.js';

const TABLE = 'directory_industry_counts';
/** The industry of a listing as counted: a listing without one is counted under ''. */
const industryOf = (row: string) => `coalesce(${row}.industry, '')`;
const triggers = ['directory_listings_count_insert', 'directory_listings_count_delete', 'directory_listings_count_update'];
const PG_FUNCTION = 'directory_count_listings';

/**
 * 007: how many listings each industry has, kept on write, so the directory's summary and industries
 * read a handful of rows instead of counting the listing (docs/decisions.md#the-directory).
 * `directory_industry_counts` has a row per industry ('' for listings without one), so the total is
 * their sum. Triggers on `directory_listings` keep it exact with `count = count + delta` upserts, which
 * two processes writing at once add up correctly: row triggers on SQLite; on PostgreSQL statement
 * triggers over the transition tables, so a batch of 500 listings is one upsert per industry it
 * touches, in industry order (two writers lock the rows in the same order). The listings already there
 * are counted here, with the listing locked against writers until the migration commits.
 */
async function createListingCounts(db: Knex): Promise<void> {
  // Writers wait until the counts and their triggers commit together (SQLite's write lock does the same).
  if (isPostgres(db)) await db.raw('lock table directory_listings in share row exclusive mode');
  await db.schema.createTable(TABLE, (t) => {
    t.string('industry', 100).primary();
    t.integer('count').notNullable();
  });
  if (isPostgres(db)) await createPgTriggers(db);
  else await createSqliteTriggers(db);
  await db.raw(
    `insert into ${TABLE} (industry, count) select ${industryOf('l')}, count(*) from directory_listings as l group by ${industryOf('l')}`,
  );
}

async function createSqliteTriggers(db: Knex): Promise<void> {
  const add = (row: 'new' | 'old', delta: 1 | -1) =>
    `insert into ${TABLE} (industry, count) values (${industryOf(row)}, ${delta}) ` +
    `on conflict (industry) do update set count = ${TABLE}.count + excluded.count;`;
  await db.raw(`create trigger ${triggers[0]} after insert on directory_listings begin ${add('new', 1)} end`);
  await db.raw(`create trigger ${triggers[1]} after delete on directory_listings begin ${add('old', -1)} end`);
  await db.raw(
    `create trigger ${triggers[2]} after update of industry on directory_listings ` +
      `when ${industryOf('old')} <> ${industryOf('new')} begin ${add('old', -1)} ${add('new', 1)} end`,
  );
}

async function createPgTriggers(db: Knex): Promise<void> {
  // Rows in (+1) and out (-1) of each industry; an update that keeps the industry adds nothing.
  const upsert = (rows: string) =>
    `insert into ${TABLE} as c (industry, count) ` +
    `select industry, sum(delta) from (${rows}) as d group by industry having sum(delta) <> 0 order by industry ` +
    `on conflict (industry) do update set count = c.count + excluded.count;`;
  const added = `select ${industryOf('n')} as industry, 1 as delta from new_rows as n`;
  const removed = `select ${industryOf('o')} as industry, -1 as delta from old_rows as o`;
  await createStatementTriggers(db, PG_FUNCTION, triggers, { insert: upsert(added), delete: upsert(removed), update: upsert(`${added} union all ${removed}`) });
}

/**
 * PostgreSQL: `fn`, run once per statement that inserts, deletes or updates listings, doing that event's
 * SQL over the statement's transition tables (`new_rows`, `old_rows`), and its three triggers (named in
 * that order). Also 009's word counts.
 */
export async function createStatementTriggers(db: Knex, fn: string, names: readonly string[], sql: { insert: string; delete: string; update: string }): Promise<void> {
  await db.raw(`
    create function ${fn}() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then ${sql.insert}
      elsif tg_op = 'DELETE' then ${sql.delete}
      else ${sql.update}
      end if;
      return null;
    end $$`);
  // A trigger with transition tables has one event and no column list.
  const events: Array<[string, string]> = [
    ['insert', 'new table as new_rows'],
    ['delete', 'old table as old_rows'],
    ['update', 'old table as old_rows new table as new_rows'],
  ];
  for (const [i, [event, referencing]] of events.entries()) {
    await db.raw(`create trigger ${names[i]} after ${event} on directory_listings referencing ${referencing} for each statement execute function ${fn}()`);
  }
}

async function dropListingCounts(db: Knex): Promise<void> {
  if (isPostgres(db)) {
    for (const trigger of triggers) await db.raw(`drop trigger if exists ${trigger} on directory_listings`);
    await db.raw(`drop function if exists ${PG_FUNCTION}()`);
  } else {
    for (const trigger of triggers) await db.raw(`drop trigger if exists ${trigger}`);
  }
  await db.schema.dropTableIfExists(TABLE);
}

export const listingCountsMigration: Migration = { name: '007_listing_counts', up: createListingCounts, down: dropListingCounts };
