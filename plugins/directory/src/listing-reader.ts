import type { Knex } from '@tapin/core';
import { directoryPaging, type DirectoryBusiness, type DirectorySort, type DirectorySummary, type IndustryCount } from '@tapin/core/contracts';
import { PageCursors, type CursorKey } from './page-cursor.js';
import { ftsQuery, ftsTable, isPostgres, prefixEnd, searchColumn, searchPlan, searchText, containsPattern, type RankedField, type SearchPlan } from './search-terms.js';

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

/** A part of an order's key: the SQL it sorts by, and what a cursor holds of it. */
interface KeyPart {
  sql: string;
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

/** Relevance tiers: every word in the name, then in the industry, then anywhere. */
const tiers: Array<RankedField | undefined> = ['name', 'industry', undefined];

/**
 * Answers from the directory's listing (which holds only listed businesses), a page at a time by key:
 * each page ends with a cursor holding the last listing's sort key, and the next page is the index
 * range after it, so the thousandth page costs what the first does (docs/decisions.md#the-directory).
 * Search finds every word anywhere through the listing's trigram indexes (see search-terms.ts).
 * Counting stops at a cap, because ranking and counting every match of a common word is what makes
 * search slow.
 */
export class ListingReader {
  constructor(
    private readonly db: Knex,
    readonly countCap: number,
  ) {}

  async find(query: DirectoryQuery): Promise<DirectoryPage> {
    const plan = searchPlan(query.q);
    const relevance = plan !== null && 'words' in plan && !query.sort;
    const order = this.order(relevance ? null : (query.sort ?? 'name'), query.industry);
    const cursors = new PageCursors([order?.name ?? 'relevance', plan, query.industry ?? null]);
    const after = query.cursor ? cursors.decode(query.cursor, order ? order.keys.map((k) => k.type) : ['number', 'number']) : null;

    let total: number | null = null;
    let capped = false;
    // A search's matches, up to one past the cap: all of them when there are few, read through the
    // trigram index. On PostgreSQL a page of few matches is read from their ids alone, so no plan can
    // walk the whole listing in sort order looking for a rare pair; many matches are dense, and the sort
    // order finds a page of them in the first rows it reads. On SQLite the FTS5 tables drive every page
    // already (ranking a thousand matches here cost more than reading a page of each tier there).
    let few: number[] | null = null;
    if (plan && 'words' in plan && isPostgres(this.db)) {
      const ids = await this.matchIds(plan.words, query.industry);
      if (ids.length <= this.countCap) few = ids;
      if (!after) [total, capped] = [Math.min(ids.length, this.countCap), ids.length > this.countCap];
    } else if (!after) {
      const row = await this.db.count({ count: '*' }).from(this.countable(plan, query.industry).limit(this.countCap + 1).as('m')).first();
      const matches = Number(row?.count ?? 0);
      [total, capped] = [Math.min(matches, this.countCap), matches > this.countCap];
    }
    if (few?.length === 0 || (total !== null && !capped && (query.offset ?? 0) >= total)) return { items: [], total, capped, next: null };

    const read = order ? await this.inOrder(order, plan, query, after, few) : await this.byRelevance((plan as { words: string[] }).words, query, after, few);
    const more = read.rows.length > query.limit;
    const rows = read.rows.slice(0, query.limit);
    const next = more ? cursors.encode(read.keyOf(rows[rows.length - 1]!)) : null;
    return { items: rows.map(toDirectoryBusiness), total, capped, next };
  }

  /** Ids of listings with every word, at most one past the cap. */
  private async matchIds(words: string[], industry: string | undefined): Promise<number[]> {
    const rows: Array<{ id: number }> = await this.matching(this.filtered(industry), { words }).select('l.id').limit(this.countCap + 1);
    return rows.map((r) => Number(r.id));
  }

  /** What to count: every listing, the industry's, or those matching the search (on SQLite with no industry, from the FTS5 table alone). */
  private countable(plan: SearchPlan, industry: string | undefined): Knex.QueryBuilder {
    if (plan && 'words' in plan && this.ftsAlone(industry)) return this.ftsMatches(plan.words).clearSelect().select(this.db.raw('1'));
    return this.matching(this.filtered(industry), plan).select(this.db.raw('1'));
  }

  /** The sort `sort`; within one industry, "industry" is the order by name. Null: best match first. */
  private order(sort: DirectorySort | null, industry: string | undefined): Order | null {
    if (sort === null) return null;
    const pg = isPostgres(this.db);
    const text = (column: string): KeyPart => ({ sql: pg ? `l.${column} collate "C"` : `l.${column}`, param: '?', type: 'string' });
    const id: KeyPart = { sql: 'l.id', param: '?', type: 'number' };
    if (sort === 'newest') {
      return { name: 'newest', descending: true, keys: [{ sql: 'l.created_at', param: pg ? 'cast(? as timestamptz)' : '?', type: 'string' }, id] };
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
  private matching(query: Knex.QueryBuilder, plan: SearchPlan): Knex.QueryBuilder {
    if (plan === null) return query;
    if ('prefix' in plan) {
      const name = isPostgres(this.db) ? 'l.search_name collate "C"' : 'l.search_name';
      return query.whereRaw(`${name} >= ? and ${name} < ?`, [plan.prefix, prefixEnd(plan.prefix)]);
    }
    return query.where((w) => this.within(w, plan.words));
  }

  /** A page in a sort order: the index range after the cursor (or past the offset), one row more to see if a page follows. */
  private async inOrder(
    order: Order,
    plan: SearchPlan,
    query: DirectoryQuery,
    after: CursorKey | null,
    few: number[] | null,
  ): Promise<{ rows: Array<Record<string, unknown>>; keyOf: (row: Record<string, unknown>) => CursorKey }> {
    const pg = isPostgres(this.db);
    const keyColumns = order.keys.map((k, i) => (k.sql === 'l.created_at' && pg ? `cast(l.created_at as text) as k${i}` : `${k.sql.replace(' collate "C"', '')} as k${i}`));
    const page = (few ? this.filtered(query.industry).whereIn('l.id', few) : this.matching(this.filtered(query.industry), plan)).select([
      ...columns.map((c) => `l.${c}`),
      ...keyColumns.map((c) => this.db.raw(c)),
    ]);
    if (after) {
      page.whereRaw(`(${order.keys.map((k) => k.sql).join(', ')}) ${order.descending ? '<' : '>'} (${order.keys.map((k) => k.param).join(', ')})`, after);
    }
    page.orderByRaw(order.keys.map((k) => `${k.sql} ${order.descending ? 'desc' : 'asc'}`).join(', '));
    const rows: Array<Record<string, unknown>> = await page.limit(query.limit + 1).offset(query.offset ?? 0);
    return { rows, keyOf: (row) => order.keys.map((k, i) => (k.type === 'number' ? Number(row[`k${i}`]) : String(row[`k${i}`]))) };
  }

  /** On SQLite, with no industry: the FTS5 index alone. */
  private ftsAlone(industry: string | undefined): boolean {
    return !isPostgres(this.db) && !industry;
  }

  /** Ids of listings with every word in `field` (any field when undefined), from its FTS5 table alone, in id order. */
  private ftsMatches(terms: string[], field?: RankedField): Knex.QueryBuilder {
    const table = ftsTable(field);
    return this.db(table).select(`${table}.rowid as id`).whereRaw(`${table} match ?`, [ftsQuery(terms)]).orderBy(`${table}.rowid`);
  }

  /** SQL for the ids of listings with every word in `field` (any field when undefined), from its FTS5 table. */
  private ftsIds(field?: RankedField): string {
    const table = ftsTable(field);
    return `select rowid from ${table} where ${table} match ?`;
  }

  /**
   * Restricts listings (`l`) to those holding every word: in `field`, or each word in any field. Words
   * are looked up in the trigram indexes: FTS5 on SQLite; on PostgreSQL the GIN trigram indexes serve
   * the LIKE, on the field or on `searchText`. On SQLite a sorted page is driven from the sort index,
   * checking each row against the matches, so it stops after one page.
   */
  private within(w: Knex.QueryBuilder, terms: string[], field?: RankedField): void {
    if (!isPostgres(this.db)) {
      w.whereRaw(`l.id in (${this.ftsIds(field)})`, [ftsQuery(terms)]);
      return;
    }
    const text = field ? `l.${searchColumn(field)}` : searchText('l');
    for (const term of terms) w.whereRaw(`${text} like ? escape '\\'`, [containsPattern(term)]);
  }

  /**
   * Best matches first, reading only what the page needs. Listings with every word in the name come
   * first, then those with every word in the industry, then the rest; within each, the oldest business
   * (id) first. A cursor is (tier, id): the page goes on in that tier after that id, then on to the next
   * tiers. Ranking every match of a common word is what makes search slow: each tier is read in id order
   * only until the page is full.
   */
  private async byRelevance(
    terms: string[],
    query: DirectoryQuery,
    after: CursorKey | null,
    few: number[] | null,
  ): Promise<{ rows: Array<Record<string, unknown>>; keyOf: (row: Record<string, unknown>) => CursorKey }> {
    // An offset page (older clients, at most 1,000 deep) reads the tiers from the start and skips.
    const wanted = (query.offset ?? 0) + query.limit + 1;
    const [fromTier, afterId] = after ? (after as [number, number]) : [0, 0];
    if (fromTier < 0 || fromTier >= tiers.length) return { rows: [], keyOf: () => [] };
    const found = few ? await this.rankFew(terms, few, fromTier, afterId, wanted) : await this.rankByTiers(terms, query.industry, fromTier, afterId, wanted);
    return this.rowsOf(found.slice(query.offset ?? 0));
  }

  /** Few matches ranked here, from their folded name and industry (what the tiers' indexes hold). */
  private async rankFew(terms: string[], ids: number[], fromTier: number, afterId: number, wanted: number): Promise<Array<{ id: number; tier: number }>> {
    const rows: Array<{ id: number; searchName: string; searchIndustry: string }> = await this.db('directory_listings').whereIn('id', ids).select('id', 'searchName', 'searchIndustry');
    const tierOf = (r: { searchName: string; searchIndustry: string }) =>
      terms.every((t) => r.searchName.includes(t)) ? 0 : terms.every((t) => r.searchIndustry.includes(t)) ? 1 : 2;
    return rows
      .map((r) => ({ id: Number(r.id), tier: tierOf(r) }))
      .filter((r) => r.tier > fromTier || (r.tier === fromTier && r.id > afterId))
      .sort((a, b) => a.tier - b.tier || a.id - b.id)
      .slice(0, wanted);
  }

  /** Many matches: each tier read through its index in id order, only until the page is full. */
  private async rankByTiers(terms: string[], industry: string | undefined, fromTier: number, afterId: number, wanted: number): Promise<Array<{ id: number; tier: number }>> {
    const found: Array<{ id: number; tier: number }> = [];
    const better: RankedField[] = tiers.slice(0, fromTier).filter((f): f is RankedField => f !== undefined);
    for (let t = fromTier; t < tiers.length && found.length < wanted; t++) {
      const field = tiers[t];
      const tier = this.tier(terms, industry, field, [...better]);
      if (t === fromTier && afterId) tier.where(this.ftsAlone(industry) ? `${ftsTable(field)}.rowid` : 'l.id', '>', afterId);
      const ids: Array<{ id: number }> = await tier.limit(wanted - found.length);
      found.push(...ids.map((r) => ({ id: Number(r.id), tier: t })));
      if (field) better.push(field);
    }
    return found;
  }

  /** The listings of a ranked page, in its order, each keyed by (tier, id). */
  private async rowsOf(page: Array<{ id: number; tier: number }>): Promise<{ rows: Array<Record<string, unknown>>; keyOf: (row: Record<string, unknown>) => CursorKey }> {
    if (!page.length) return { rows: [], keyOf: () => [] };
    const rows: Array<Record<string, unknown>> = await this.db('directory_listings').select(columns).whereIn('id', page.map((p) => p.id));
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    const tierOf = new Map(page.map((p) => [p.id, p.tier]));
    return {
      rows: page.flatMap((p) => (byId.has(p.id) ? [byId.get(p.id)!] : [])),
      keyOf: (row) => [tierOf.get(Number(row.id))!, Number(row.id)],
    };
  }

  /**
   * Ids, in order, of listings with every word in `field` (any field when undefined) and not every
   * word in any of the `better` fields (those listings are in an earlier tier).
   */
  private tier(terms: string[], industry: string | undefined, field: RankedField | undefined, better: RankedField[]): Knex.QueryBuilder {
    if (this.ftsAlone(industry)) {
      const query = this.ftsMatches(terms, field);
      for (const f of better) query.whereRaw(`${ftsTable(field)}.rowid not in (${this.ftsIds(f)})`, [ftsQuery(terms)]);
      return query;
    }
    const query = this.filtered(industry).select('l.id').orderBy('l.id');
    query.where((w) => this.within(w, terms, field));
    for (const f of better) query.whereNot((w) => this.within(w, terms, f));
    return query;
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
