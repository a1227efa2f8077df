import type { Knex } from '@tapin/core';
import { directoryPaging, type DirectoryBusiness, type DirectorySort, type DirectorySummary, type IndustryCount } from '@tapin/core/contracts';
import { PageCursors, type CursorKey } from './page-cursor.js';
import { WORDS_FTS, WORDS_TABLE } from './migrations/009-word-search.js';
import { ftsQuery, isPostgres, prefixEnd, searchPlan, type SearchPlan } from './search-terms.js';

export interface DirectoryQuery {
  q?: string;
  industry?: string;
  sort?: DirectorySort;
  limit: number;
  /** Where the page before ended (its `next`); a first page has none. */
  cursor?: string;
  /** Older clients' paging, at most directoryPaging.maxOffset (the contract refuses more). */
  offset?: number;
}

export interface DirectoryPage {
  items: DirectoryBusiness[];
  /** How many match, up to the cap; counted on a first page (or an offset page) only. */
  total: number | null;
  /** The count stopped at the cap: there are at least `total` matches. */
  capped: boolean;
  /** The cursor of the page after this one; null on the last page. */
  next: string | null;
}

const columns = ['id', 'name', 'description', 'industry', 'location', 'contactPhone', 'contactEmail', 'website', 'services', 'valueProposition', 'isTestData', 'createdAt'];

function toDirectoryBusiness(row: Record<string, unknown>): DirectoryBusiness {
  const services = typeof row.services === 'string' ? (JSON.parse(row.services) as string[]) : ((row.services as string[] | null) ?? []);
  const business = Object.fromEntries(columns.map((c) => [c, row[c]])) as unknown as DirectoryBusiness;
  return { ...business, id: Number(row.id), services, isTestData: Boolean(row.isTestData) };
}

/** A part of an order's key: the SQL it sorts by, what a page reads of it, and what a cursor holds of it. */
interface KeyPart {
  sql: string;
  /** The value a cursor keeps (the column, without the collation it is compared in). */
  column: string;
  /** How a cursor's value is compared with `sql`. */
  param: string;
  type: 'string' | 'number';
}

/** An order of the listing: its key (ending in the id, so no two listings tie) and its direction. */
interface Order {
  name: string;
  keys: KeyPart[];
  descending: boolean;
}

/** What a search leaves of the listing: every listing, none, a few ids (all of them), or a condition to check row by row. */
type Matches = { all: true } | { none: true } | { ids: number[] } | { where: (query: Knex.QueryBuilder) => void };

/** A word typed, as the listing's words hold it: the words it begins (most common first), or too many to list. */
interface WordFound {
  typed: string;
  words: string[];
  /** More than WORDS_LISTED words begin with it: the index looks for the prefix itself. */
  many: boolean;
  /** How many listings hold the most common of its words. */
  most: number;
}

/** A word typed is looked up as the words it begins, up to this many; beyond, as a prefix (slower). */
const WORDS_LISTED = 64;

/**
 * Answers from the directory's listing (which holds only listed businesses), a page at a time by key:
 * each page ends with a cursor holding the last listing's sort key, and the next page is the index
 * range after it, so the thousandth page costs what the first does (docs/decisions.md#the-directory).
 * A search is read in the order asked for (by name unless told otherwise). Counting stops at a cap.
 */
export class ListingReader {
  constructor(
    private readonly db: Knex,
    readonly countCap: number,
  ) {}

  async find(query: DirectoryQuery): Promise<DirectoryPage> {
    const plan = searchPlan(query.q);
    const order = this.order(query.sort ?? 'name', query.industry);
    const cursors = new PageCursors([order.name, plan, query.industry ?? null]);
    const after = query.cursor ? cursors.decode(query.cursor, order.keys.map((k) => k.type)) : null;

    const found = await this.matches(plan, query.industry);
    if ('none' in found.matches) return { items: [], total: after ? null : 0, capped: false, next: null };
    // The total is told on a first page only. When finding the matches did not count them, the page's
    // own statement does (a column computed once), so a first page is one round trip, not two.
    const counted = after || found.total !== null ? null : this.db.count('*').from(this.countable(found.matches, query.industry).limit(this.countCap + 1).as('m'));
    const rows = await this.inOrder(order, found.matches, query, after, counted);
    let [total, capped] = after ? [null, false] : [found.total, found.capped];
    if (counted) {
      // No row to carry the count: none matches, or an offset page went past them all (count apart).
      const matches = rows.length ? Number(rows[0]!.matchCount) : query.offset ? Number((await counted.first())?.count ?? 0) : 0;
      [total, capped] = [Math.min(matches, this.countCap), matches > this.countCap];
    }
    const more = rows.length > query.limit;
    const page = rows.slice(0, query.limit);
    const last = page[page.length - 1];
    const next = more && last ? cursors.encode(order.keys.map((k, i) => (k.type === 'number' ? Number(last[`k${i}`]) : String(last[`k${i}`])))) : null;
    return { items: page.map(toDirectoryBusiness), total, capped, next };
  }

  /**
   * Which listings a search leaves, and their count when finding them told it. On PostgreSQL the words
   * typed are looked up first (pgWords); on SQLite the FTS5 table finds them.
   */
  private async matches(plan: SearchPlan, industry: string | undefined): Promise<{ matches: Matches; total: number | null; capped: boolean }> {
    if (plan === null) return { matches: { all: true }, total: null, capped: false };
    if ('prefix' in plan) {
      const name = isPostgres(this.db) ? 'l.search_name collate "C"' : 'l.search_name';
      return { matches: { where: (q) => q.whereRaw(`${name} >= ? and ${name} < ?`, [plan.prefix, prefixEnd(plan.prefix)]) }, total: null, capped: false };
    }
    if (isPostgres(this.db)) return this.pgWords(plan.words, industry);
    return this.ftsWords(plan.words, industry);
  }

  /**
   * SQLite: the FTS5 table finds the matches, up to one past the cap. Up to the cap, the page is read
   * from those ids (sorting a thousand rows is quick; walking the sort index for a rare word is not).
   * Past it, the sort index is walked and each row looked up in the matches, which SQLite gathers once
   * (the `+` keeps it from looking every match up by id and sorting them all: 40–50 ms for "yoga" or
   * "salon" at 100,000, against 4–15 ms walking, "sunny", the first word of many names, included).
   */
  private async ftsWords(words: string[], industry: string | undefined): Promise<{ matches: Matches; total: number | null; capped: boolean }> {
    const query = ftsQuery(words);
    const rows: Array<{ id: number }> = await this.db(WORDS_FTS).whereRaw(`${WORDS_FTS} match ?`, [query]).select(`${WORDS_FTS}.rowid as id`).limit(this.countCap + 1);
    if (rows.length > this.countCap) {
      const where = (q: Knex.QueryBuilder) => q.whereRaw(`+l.id in (select rowid from ${WORDS_FTS} where ${WORDS_FTS} match ?)`, [query]);
      return { matches: { where }, total: industry ? null : this.countCap, capped: !industry };
    }
    if (!rows.length) return { matches: { none: true }, total: 0, capped: false };
    // Within an industry the page's statement counts those of the ids in it.
    return { matches: { ids: rows.map((r) => Number(r.id)) }, total: industry ? null : rows.length, capped: false };
  }

  /**
   * PostgreSQL: each word typed becomes the words of the listing it begins (`directory_words`, with how
   * many listings hold each), so a word that begins nothing answers at once, and the GIN index is asked
   * for whole words (it skips through the rarest word's listings) rather than every word with a prefix.
   * A single word held by more listings than the cap is dense: its count is the cap, and the sort index
   * is walked for a page of it (found in the first rows when its listings are spread through the order;
   * not when they sit together late in it, docs/decisions.md#the-directory). Anything else is found
   * through the GIN index, up to one past the cap: up to the cap, the page is read from those ids
   * alone; past it, the sort index is walked as for a dense word.
   */
  private async pgWords(typed: string[], industry: string | undefined): Promise<{ matches: Matches; total: number | null; capped: boolean }> {
    const found = await this.lookUp(typed);
    if (found.some((w) => !w.words.length)) return { matches: { none: true }, total: 0, capped: false };
    const query = found.map((w) => (w.many ? `'${w.typed}':*` : `(${w.words.map((word) => `'${word}'`).join(' | ')})`)).join(' & ');
    const where = (q: Knex.QueryBuilder) => q.whereRaw('l.search_vector @@ ?::tsquery', [query]);
    if (found.length === 1 && !industry && found[0]!.most > this.countCap) return { matches: { where }, total: this.countCap, capped: true };
    const rows: Array<{ id: number }> = await this.filtered(industry).modify(where).select('l.id').limit(this.countCap + 1);
    if (rows.length > this.countCap) return { matches: { where }, total: this.countCap, capped: true };
    return { matches: rows.length ? { ids: rows.map((r) => Number(r.id)) } : { none: true }, total: rows.length, capped: false };
  }

  /** The listing's words each typed word begins, most common first, in one query. */
  private async lookUp(typed: string[]): Promise<WordFound[]> {
    const { rows } = (await this.db.raw(
      `select q.i, w.word, w.count from unnest(?::text[]) with ordinality as q(typed, i)
       cross join lateral (
         select word, count from ${WORDS_TABLE}
         where word >= (q.typed collate "C") and word < ((q.typed || ?) collate "C") and count > 0
         order by count desc limit ${WORDS_LISTED + 1}
       ) as w`,
      [typed, prefixEnd('')],
    )) as { rows: Array<{ i: string | number; word: string; count: number }> };
    return typed.map((word, index) => {
      const mine = rows.filter((r) => Number(r.i) === index + 1);
      return {
        typed: word,
        words: mine.slice(0, WORDS_LISTED).map((r) => r.word),
        many: mine.length > WORDS_LISTED,
        most: Math.max(0, ...mine.map((r) => Number(r.count))),
      };
    });
  }

  /** What to count: the matches, within the industry. */
  private countable(matches: Matches, industry: string | undefined): Knex.QueryBuilder {
    return this.restrict(this.filtered(industry), matches).select(this.db.raw('1'));
  }

  /** The sort `sort`; within one industry, "industry" is the order by name. */
  private order(sort: DirectorySort, industry: string | undefined): Order {
    const pg = isPostgres(this.db);
    const text = (column: string): KeyPart => ({ column: `l.${column}`, sql: pg ? `l.${column} collate "C"` : `l.${column}`, param: '?', type: 'string' });
    const id: KeyPart = { column: 'l.id', sql: 'l.id', param: '?', type: 'number' };
    if (sort === 'newest') {
      const createdAt: KeyPart = pg
        ? { column: 'cast(l.created_at as text)', sql: 'l.created_at', param: 'cast(? as timestamptz)', type: 'string' }
        : { column: 'l.created_at', sql: 'l.created_at', param: '?', type: 'string' };
      return { name: 'newest', descending: true, keys: [createdAt, id] };
    }
    if (sort === 'industry' && !industry) return { name: 'industry', descending: false, keys: [text('search_industry'), text('search_name'), id] };
    return { name: 'name', descending: false, keys: [text('search_name'), id] };
  }

  /** Listings `industry` narrows to. */
  private filtered(industry: string | undefined): Knex.QueryBuilder {
    const base = this.db('directory_listings as l');
    if (industry) base.where('l.industry', industry);
    return base;
  }

  /** Restricts listings (`l`) to a search's matches. */
  private restrict(query: Knex.QueryBuilder, matches: Matches): Knex.QueryBuilder {
    if ('ids' in matches) query.whereIn('l.id', matches.ids);
    else if ('where' in matches) matches.where(query);
    return query;
  }

  /**
   * A page in a sort order: the index range after the cursor (or past the offset), one row more to see
   * if a page follows. Each row carries its sort key (k0, k1, …) for the next cursor, and with `counted`
   * the number of matches up to one past the cap (matchCount).
   */
  private inOrder(order: Order, matches: Matches, query: DirectoryQuery, after: CursorKey | null, counted: Knex.QueryBuilder | null): Promise<Array<Record<string, unknown>>> {
    const page = this.restrict(this.filtered(query.industry), matches).select([
      ...columns.map((c) => `l.${c}`),
      ...order.keys.map((k, i) => this.db.raw(`${k.column} as k${i}`)),
    ]);
    if (counted) page.select(counted.clone().as('matchCount'));
    if (after) {
      page.whereRaw(`(${order.keys.map((k) => k.sql).join(', ')}) ${order.descending ? '<' : '>'} (${order.keys.map((k) => k.param).join(', ')})`, after);
    }
    page.orderByRaw(order.keys.map((k) => `${k.sql} ${order.descending ? 'desc' : 'asc'}`).join(', '));
    return page.limit(query.limit + 1).offset(query.offset ?? 0);
  }

  /**
   * How many businesses are listed (the sum of the counts kept on write, migration 007) and when the
   * newest listed change was (the last entry of the index on `updated_at`).
   */
  async summary(): Promise<DirectorySummary> {
    const counted = (await this.db('directory_industry_counts').sum({ total: 'count' }).first()) as { total: number | string | null } | undefined;
    const newest = (await this.db('directory_listings').max({ lastUpdated: 'updatedAt' }).first()) as { lastUpdated: string | Date | null } | undefined;
    const last = newest?.lastUpdated ?? null;
    return { total: Number(counted?.total ?? 0), lastUpdated: last === null ? null : new Date(last).toISOString() };
  }

  /** The industries listed, with how many businesses each has (kept on write, migration 007). */
  async industries(): Promise<IndustryCount[]> {
    const rows = await this.db('directory_industry_counts')
      .where('count', '>', 0)
      .whereNot('industry', '')
      .select('industry', 'count')
      .orderBy([{ column: 'count', order: 'desc' }, { column: 'industry' }])
      .limit(directoryPaging.industriesMax);
    return rows.map((r: Record<string, unknown>) => ({ industry: String(r.industry), count: Number(r.count) })).sort((a, b) => (a.industry < b.industry ? -1 : a.industry > b.industry ? 1 : 0));
  }
}
