import type { Knex } from '@tapin/core';
import type { DirectoryBusiness, DirectorySort, DirectorySummary, IndustryCount } from '@tapin/core/contracts';
import { containsPattern, ftsQuery, ftsTable, indexable, isPostgres, searchColumn, searchTerms, searchText, type RankedField } from './search-terms.js';

export interface DirectoryQuery {
  q?: string;
  industry?: string;
  sort?: DirectorySort;
  limit: number;
  offset: number;
}

export interface DirectoryPage {
  items: DirectoryBusiness[];
  total: number;
  /** The count stopped at the cap: there are at least `total` matches. */
  capped: boolean;
}

const columns = ['id', 'name', 'description', 'industry', 'location', 'contactPhone', 'contactEmail', 'website', 'services', 'valueProposition', 'isTestData', 'createdAt'];

function toDirectoryBusiness(row: Record<string, unknown>): DirectoryBusiness {
  const services = typeof row.services === 'string' ? (JSON.parse(row.services) as string[]) : ((row.services as string[] | null) ?? []);
  return { ...(row as unknown as DirectoryBusiness), id: Number(row.id), services, isTestData: Boolean(row.isTestData) };
}

/**
 * Answers from the directory's listing (which holds only listed businesses). Search finds any part of
 * a word through the listing's trigram indexes (see search-terms.ts); only words of one or two
 * characters are compared row by row. Counting stops at a cap, because ranking and counting every
 * match of a common word is what makes search slow.
 */
export class ListingReader {
  constructor(
    private readonly db: Knex,
    readonly countCap: number,
  ) {}

  /** Everything listed, by name. */
  async all(): Promise<DirectoryBusiness[]> {
    const rows = await this.db('directory_listings').select(columns).orderBy('name').orderBy('id');
    return rows.map(toDirectoryBusiness);
  }

  async find(query: DirectoryQuery): Promise<DirectoryPage> {
    const terms = query.q ? searchTerms(query.q) : [];
    const filtered = () => {
      const base = this.db('directory_listings as l');
      if (query.industry) base.where('l.industry', query.industry);
      return base;
    };

    const row = await this.db.count({ count: '*' }).from(this.countable(filtered, terms, query.industry).limit(this.countCap + 1).as('m')).first();
    const matches = Number(row?.count ?? 0);
    const page = { total: Math.min(matches, this.countCap), capped: matches > this.countCap };
    if (matches === 0 || query.offset >= matches) return { items: [], ...page };

    let rows: Array<Record<string, unknown>>;
    if (terms.length && !query.sort) {
      rows = await this.byRelevance(filtered, terms, query.industry, query.limit, query.offset);
    } else {
      const ordered = filtered().select(columns.map((c) => `l.${c}`));
      if (terms.length) ordered.where((w) => this.within(w, terms));
      if (query.sort === 'industry') ordered.orderBy([{ column: 'l.industry', order: 'asc' }, { column: 'l.name', order: 'asc' }, { column: 'l.id', order: 'asc' }]);
      else if (query.sort === 'newest') ordered.orderBy([{ column: 'l.createdAt', order: 'desc' }, { column: 'l.id', order: 'desc' }]);
      else ordered.orderBy([{ column: 'l.name', order: 'asc' }, { column: 'l.id', order: 'asc' }]);
      rows = await ordered.limit(query.limit).offset(query.offset);
    }
    return { items: rows.map(toDirectoryBusiness), ...page };
  }

  /** What to count: every listing, the industry's, or those matching the search. */
  private countable(filtered: () => Knex.QueryBuilder, terms: string[], industry: string | undefined): Knex.QueryBuilder {
    // The full-text index answers alone when it holds every word and no industry narrows the search.
    if (this.ftsAlone(terms, industry)) return this.ftsMatches(terms).clearSelect().select(this.db.raw('1'));
    const query = filtered().select(this.db.raw('1'));
    if (terms.length) query.where((w) => this.within(w, terms));
    return query;
  }

  /** On SQLite, with every word long enough for the trigram index and no industry: the index alone. */
  private ftsAlone(terms: string[], industry: string | undefined): boolean {
    return !isPostgres(this.db) && !industry && terms.length > 0 && terms.every(indexable);
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
   * the trigram index can hold are looked up in it (FTS5 on SQLite; on PostgreSQL the GIN trigram
   * indexes serve the LIKE, on the field or on `searchText`); shorter words are compared row by row. On SQLite a sorted page is driven
   * from the sort index, checking each row against the matches, so it stops after one page.
   */
  private within(w: Knex.QueryBuilder, terms: string[], field?: RankedField): void {
    const pg = isPostgres(this.db);
    const indexed = pg ? [] : terms.filter(indexable);
    if (indexed.length) w.whereRaw(`l.id in (${this.ftsIds(field)})`, [ftsQuery(indexed)]);
    const text = field ? `l.${searchColumn(field)}` : searchText('l');
    for (const term of pg ? terms : terms.filter((t) => !indexable(t))) w.whereRaw(`${text} like ? escape '\\'`, [containsPattern(term)]);
  }

  /**
   * Best matches first, reading only what the page needs. Listings with every word in the name come
   * first, then those with every word in the industry, then the rest; within each, the oldest business
   * (id) first. Ranking every match of a common word is what makes search slow: each tier is read in
   * id order only until the page is full, and a tier wholly before the page is only counted.
   */
  private async byRelevance(
    filtered: () => Knex.QueryBuilder,
    terms: string[],
    industry: string | undefined,
    limit: number,
    offset: number,
  ): Promise<Array<Record<string, unknown>>> {
    const ids: number[] = [];
    const better: RankedField[] = [];
    let skip = offset;
    for (const field of ['name', 'industry', undefined] as const) {
      if (ids.length >= limit) break;
      const tier = this.tier(filtered, terms, industry, field, [...better]);
      const found = await tier.clone().limit(limit - ids.length).offset(skip);
      ids.push(...found.map((r: { id: number }) => Number(r.id)));
      if (found.length) skip = 0;
      else if (skip) {
        // The whole tier lies before the page.
        const row = await this.db.count({ count: '*' }).from(tier.clone().clearOrder().limit(skip).as('t')).first();
        skip -= Number(row?.count ?? 0);
      }
      if (field) better.push(field);
    }
    if (!ids.length) return [];
    const rows = await this.db('directory_listings').select(columns).whereIn('id', ids);
    const byId = new Map(rows.map((r: Record<string, unknown>) => [Number(r.id), r]));
    return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  }

  /**
   * Ids, in order, of listings with every word in `field` (any field when undefined) and not every
   * word in any of the `better` fields (those listings are in an earlier tier). Only reached when the
   * earlier tiers are smaller than the page (or the offset), so excluding them stays cheap.
   */
  private tier(
    filtered: () => Knex.QueryBuilder,
    terms: string[],
    industry: string | undefined,
    field: RankedField | undefined,
    better: RankedField[],
  ): Knex.QueryBuilder {
    if (this.ftsAlone(terms, industry)) {
      const query = this.ftsMatches(terms, field);
      for (const f of better) query.whereRaw(`${ftsTable(field)}.rowid not in (${this.ftsIds(f)})`, [ftsQuery(terms)]);
      return query;
    }
    const query = filtered().select('l.id').orderBy('l.id');
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
    const rows = await this.db('directory_industry_counts').where('count', '>', 0).whereNot('industry', '').select('industry', 'count').orderBy('industry');
    return rows.map((r: Record<string, unknown>) => ({ industry: String(r.industry), count: Number(r.count) }));
  }
}
