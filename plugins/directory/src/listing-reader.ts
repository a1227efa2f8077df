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

/** ORDER BY for `order`. */
const sortSql = (order: Order) => order.keys.map((k) => `${k.sql} ${order.descending ? 'desc' : 'asc'}`).join(', ');

/** Restricts a query of the listing (`l`) to what comes after the cursor in `order`. */
const fromCursor = (order: Order, after: CursorKey | null) => (query: Knex.QueryBuilder) => {
  if (after) query.whereRaw(`(${order.keys.map((k) => k.sql).join(', ')}) ${order.descending ? '<' : '>'} (${order.keys.map((k) => k.param).join(', ')})`, after);
};

type Where = (query: Knex.QueryBuilder) => void;

/**
 * A walk along the order: the search, how far to go, the listings it is over, the share expected to
 * match, and how many match at least (a single word's most common form, in the whole directory).
 */
interface Walk {
  where: Where;
  rows: number;
  scope: number;
  density: number;
  atLeast: number;
}

/**
 * What a search leaves of the listing: every listing, none, a few ids (all of them), a condition to
 * check row by row as the sort index is walked, or (PostgreSQL) a condition the word index finds:
 * - `walk`: matches are common enough that a page is expected within the first `rows` listings of the
 *   order; the walk stops there, and a page it did not fill is read through the word index instead;
 * - `indexed`: every match is found through the word index, then sorted (a page of rare matches, which
 *   walking the order would look for among many listings).
 */
type Matches =
  | { all: true }
  | { none: true }
  | { ids: number[] }
  | { where: Where }
  | { walk: Walk }
  | { indexed: Where };

/** A word typed, as the listing's words hold it: the words it begins (most common first), or too many to list. */
interface WordFound {
  typed: string;
  words: string[];
  /** More than WORDS_LISTED words begin with it: the index looks for the prefix itself. */
  many: boolean;
  /** How many listings hold the most common of its words (so at least this many match it). */
  most: number;
  /** How many listings hold any of its words, at most (the sum of their counts). */
  held: number;
}

/** The words typed, as found, and how many listings the industry searched within has (0 without one). */
interface WordsFound {
  found: WordFound[];
  scope: number;
}

/** A word typed is looked up as the words it begins, up to this many; beyond, as a prefix (slower). */
const WORDS_LISTED = 64;

/**
 * How a search of common words is read on PostgreSQL (pgWords). A page is expected within
 * (page + 1) / density listings of the order, the density estimated from each word's count as if the
 * words came independently. Expected within `expectedMax`, the order is walked, up to `factor` times
 * as far (at least `min`, at most `max` listings); otherwise, or when the walk comes back short, the
 * word index finds every match and they are sorted.
 */
export interface WalkRule {
  expectedMax: number;
  factor: number;
  min: number;
  max: number;
}
const WALK: WalkRule = { expectedMax: 2_000, factor: 4, min: 200, max: 8_000 };
/** A walk that filled its page tells the count as "1000+" without counting when it estimates this many times the cap. */
const ESTIMATE_MARGIN = 10;
/**
 * How long the number of listings, which chooses how a search is read (as a planner's statistics do),
 * is reused before it is read again (ms). Older, a plan may cost more, and an uncounted "1000+" rests
 * on a number up to this old; the page itself is the same.
 */
const LISTED_STAT_MS = 5_000;

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
    private readonly walkRule: WalkRule = WALK,
  ) {}

  private listedStat: { count: number; at: number } | null = null;

  /** How many listings there are, read at most every LISTED_STAT_MS. */
  private async listed(): Promise<number> {
    const now = Date.now();
    if (!this.listedStat || now - this.listedStat.at > LISTED_STAT_MS) {
      this.listedStat = { count: await this.countListed(), at: now };
    }
    return this.listedStat.count;
  }

  async find(query: DirectoryQuery): Promise<DirectoryPage> {
    const plan = searchPlan(query.q);
    const order = this.order(query.sort ?? 'name', query.industry);
    const cursors = new PageCursors([order.name, plan, query.industry ?? null]);
    const after = query.cursor ? cursors.decode(query.cursor, order.keys.map((k) => k.type)) : null;

    let found = await this.matches(plan, query.industry, (query.offset ?? 0) + query.limit);
    if ('none' in found.matches) return { items: [], total: after ? null : 0, capped: false, next: null };
    if ('walk' in found.matches) {
      const walked = await this.walked(order, found.matches.walk, query, after);
      if (walked) return this.page(walked.rows, query, order, cursors, after ? { total: null, capped: false } : walked);
      found = { matches: { indexed: found.matches.walk.where }, total: null, capped: false };
    }
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
    return this.page(rows, query, order, cursors, { total, capped });
  }

  /** The page of `rows` (one more than the page when a page follows), with its cursor. */
  private page(rows: Array<Record<string, unknown>>, query: DirectoryQuery, order: Order, cursors: PageCursors, count: { total: number | null; capped: boolean }): DirectoryPage {
    const { total, capped } = count;
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
  private async matches(plan: SearchPlan, industry: string | undefined, limit: number): Promise<{ matches: Matches; total: number | null; capped: boolean }> {
    if (plan === null) return { matches: { all: true }, total: null, capped: false };
    if ('prefix' in plan) {
      const name = isPostgres(this.db) ? 'l.search_name collate "C"' : 'l.search_name';
      return { matches: { where: (q) => q.whereRaw(`${name} >= ? and ${name} < ?`, [plan.prefix, prefixEnd(plan.prefix)]) }, total: null, capped: false };
    }
    if (isPostgres(this.db)) return this.pgWords(plan.words, industry, limit);
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
   * Then the cheaper of two ways to a page (docs/decisions.md#the-directory):
   * - common words (a page expected within WALK.expectedMax listings of the order, the density estimated
   *   from the words' counts): the sort index is walked, a bounded distance (`walk`);
   * - otherwise the GIN index finds the matches: all of them, counted and sorted in one statement, when
   *   the counts expect more than the cap (`indexed`); else up to one past the cap: up to the cap, the
   *   page is read from those ids alone; past it, as `indexed`. Never by walking the order for matches
   *   that may lie far along it.
   */
  private async pgWords(typed: string[], industry: string | undefined, limit: number): Promise<{ matches: Matches; total: number | null; capped: boolean }> {
    const [{ found, scope: inIndustry }, listed] = await Promise.all([this.lookUp(typed, industry), this.listed()]);
    const scope = industry ? inIndustry : listed;
    if (found.some((w) => !w.words.length)) return { matches: { none: true }, total: 0, capped: false };
    const query = found.map((w) => (w.many ? `'${w.typed}':*` : `(${w.words.map((word) => `'${word}'`).join(' | ')})`)).join(' & ');
    const where = (q: Knex.QueryBuilder) => q.whereRaw('l.search_vector @@ ?::tsquery', [query]);
    const density = found.reduce((d, w) => d * Math.min(1, (w.many ? listed : w.held) / Math.max(1, listed)), 1);
    const expected = (limit + 1) / Math.max(density, Number.EPSILON);
    if (expected <= this.walkRule.expectedMax) {
      const rows = Math.round(Math.min(this.walkRule.max, Math.max(this.walkRule.min, expected * this.walkRule.factor)));
      const atLeast = found.length === 1 && !industry ? found[0]!.most : 0;
      return { matches: { walk: { where, rows, scope, density, atLeast } }, total: null, capped: false };
    }
    // Many matches expected: found, counted and sorted in one statement rather than twice through the index.
    if (density * scope > this.countCap) return { matches: { indexed: where }, total: null, capped: false };
    const rows: Array<{ id: number }> = await this.filtered(industry).modify(where).select('l.id').limit(this.countCap + 1);
    if (rows.length > this.countCap) return { matches: { indexed: where }, total: this.countCap, capped: true };
    return { matches: rows.length ? { ids: rows.map((r) => Number(r.id)) } : { none: true }, total: rows.length, capped: false };
  }

  /** The listing's words each typed word begins, most common first, and how many listings `industry` has, in one query. */
  private async lookUp(typed: string[], industry: string | undefined): Promise<WordsFound> {
    const { rows } = (await this.db.raw(
      `select q.i, w.word, w.count${industry ? ', (select count from directory_industry_counts where industry = ?) as scope' : ''}
       from unnest(?::text[]) with ordinality as q(typed, i)
       cross join lateral (
         select word, count from ${WORDS_TABLE}
         where word >= (q.typed collate "C") and word < ((q.typed || ?) collate "C") and count > 0
         order by count desc limit ${WORDS_LISTED + 1}
       ) as w`,
      [...(industry ? [industry] : []), typed, prefixEnd('')],
    )) as { rows: Array<{ i: string | number; word: string; count: number; scope?: string | number | null }> };
    const found = typed.map((word, index) => {
      const mine = rows.filter((r) => Number(r.i) === index + 1);
      const words = mine.slice(0, WORDS_LISTED);
      return {
        typed: word,
        words: words.map((r) => r.word),
        many: mine.length > WORDS_LISTED,
        most: Math.max(0, ...mine.map((r) => Number(r.count))),
        held: words.reduce((sum, r) => sum + Number(r.count), 0),
      };
    });
    return { found, scope: Number(rows[0]?.scope ?? 0) };
  }

  /**
   * A page found by walking the sort index after the cursor, no further than `walk.rows` listings, with
   * the count on a first page; null when the walk did not fill the page. The count: "1000+", uncounted,
   * when one word's count says so, or how far the walk went and the words' counts both put it well past
   * the cap; otherwise counted by the word index.
   */
  private async walked(
    order: Order,
    walk: Walk,
    query: DirectoryQuery,
    after: CursorKey | null,
  ): Promise<{ rows: Array<Record<string, unknown>>; total: number | null; capped: boolean } | null> {
    const sort = sortSql(order);
    // How far along each match was (`walked`) is read only when a first page's count may need it:
    // numbering the rows costs a walk about a third more.
    const numbered = !after && walk.atLeast <= this.countCap;
    const along = this.filtered(query.industry)
      .select([...columns.map((c) => `l.${c}`), ...order.keys.map((k, i) => this.db.raw(`${k.column} as k${i}`)), 'l.search_vector'])
      .modify(fromCursor(order, after))
      .orderByRaw(sort)
      .limit(walk.rows);
    if (numbered) along.select(this.db.raw(`row_number() over (order by ${sort}) as walked`));
    // A filter over a scan in order keeps the order: the first matches come first.
    const found: Array<Record<string, unknown>> = await this.db
      .select([...columns.map((c) => `l.${c}`), ...order.keys.map((_, i) => `l.k${i}`), ...(numbered ? ['l.walked'] : [])])
      .from(along.as('l'))
      .modify(walk.where)
      .limit((query.offset ?? 0) + query.limit + 1);
    const rows = found.slice(query.offset ?? 0);
    if (rows.length <= query.limit) return null;
    if (after) return { rows, total: null, capped: false };
    if (!numbered) return { rows, total: this.countCap, capped: true };
    // Both the walk and the words' counts must point well past the cap: names that hold the words sitting
    // together early in the order would mislead the walk alone.
    const reached = Number(rows[rows.length - 1]!.walked);
    const estimate = Math.min(found.length / reached, walk.density) * walk.scope;
    if (estimate >= ESTIMATE_MARGIN * this.countCap) return { rows, total: this.countCap, capped: true };
    const counted = await this.db.count({ count: '*' }).from(this.countable({ indexed: walk.where }, query.industry).limit(this.countCap + 1).as('m')).first();
    const matches = Number(counted?.count ?? 0);
    return { rows, total: Math.min(matches, this.countCap), capped: matches > this.countCap };
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
    else if ('indexed' in matches) matches.indexed(query);
    else if ('walk' in matches) matches.walk.where(query);
    return query;
  }

  /**
   * A page in a sort order: the index range after the cursor (or past the offset), one row more to see
   * if a page follows. Each row carries its sort key (k0, k1, …) for the next cursor, and with `counted`
   * the number of matches up to one past the cap (matchCount).
   */
  private inOrder(order: Order, matches: Matches, query: DirectoryQuery, after: CursorKey | null, counted: Knex.QueryBuilder | null): Promise<Array<Record<string, unknown>>> {
    if ('indexed' in matches) return this.sorted(order, matches.indexed, query, after, counted !== null);
    const page = this.restrict(this.filtered(query.industry), matches).modify(fromCursor(order, after));
    if (counted) page.select(counted.clone().as('matchCount'));
    page.select([...columns.map((c) => `l.${c}`), ...order.keys.map((k, i) => this.db.raw(`${k.column} as k${i}`))]);
    return page.orderByRaw(sortSql(order)).limit(query.limit + 1).offset(query.offset ?? 0);
  }

  /**
   * A page of matches the word index finds: every match after the cursor (a materialised CTE of their
   * ids and sort keys, so the planner cannot walk the sort index instead, with their count when asked),
   * sorted, and the page's rows read by id.
   */
  private sorted(order: Order, where: Where, query: DirectoryQuery, after: CursorKey | null, count: boolean): Promise<Array<Record<string, unknown>>> {
    const found = this.filtered(query.industry)
      .modify(where)
      .modify(fromCursor(order, after))
      .select(['l.id', 'l.searchName', 'l.searchIndustry', 'l.createdAt', ...(count ? [this.db.raw('count(*) over () as match_count')] : [])]);
    const first = this.db.from('found as l').select('l.*').orderByRaw(sortSql(order)).limit(query.limit + 1).offset(query.offset ?? 0);
    return this.db
      .withMaterialized('found', found)
      .from(first.as('l'))
      .join('directory_listings as d', 'd.id', 'l.id')
      .select([...columns.map((c) => `d.${c}`), ...order.keys.map((k, i) => this.db.raw(`${k.column} as k${i}`)), ...(count ? ['l.matchCount'] : [])])
      .orderByRaw(sortSql(order));
  }

  /**
   * How many businesses are listed (the sum of the counts kept on write, migration 007) and when the
   * newest listed change was (the last entry of the index on `updated_at`).
   */
  async summary(): Promise<DirectorySummary> {
    const total = await this.countListed();
    const newest = (await this.db('directory_listings').max({ lastUpdated: 'updatedAt' }).first()) as { lastUpdated: string | Date | null } | undefined;
    const last = newest?.lastUpdated ?? null;
    return { total, lastUpdated: last === null ? null : new Date(last).toISOString() };
  }

  /** How many listings there are: the sum of the counts kept on write (migration 007). */
  private async countListed(): Promise<number> {
    const row = (await this.db('directory_industry_counts').sum({ total: 'count' }).first()) as { total: number | string | null } | undefined;
    return Number(row?.total ?? 0);
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
