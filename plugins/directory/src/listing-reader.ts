import type { Knex } from '@tapin/core';
import type { DirectoryBusiness, DirectorySort, DirectorySummary, IndustryCount } from '@tapin/core/contracts';
import { ftsQuery, isPostgres, pgDocument, searchTerms, tsQuery } from './search-terms.js';

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
 * Answers from the directory's listing (which holds only listed businesses). Search uses the listing's
 * full-text index (FTS5 or tsvector), never a LIKE scan over every row; counting stops at a cap,
 * because ranking and counting every match of a common word is what makes search slow.
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
      if (terms.length) this.matching(ordered, terms);
      if (query.sort === 'industry') ordered.orderBy([{ column: 'l.industry', order: 'asc' }, { column: 'l.name', order: 'asc' }, { column: 'l.id', order: 'asc' }]);
      else if (query.sort === 'newest') ordered.orderBy([{ column: 'l.createdAt', order: 'desc' }, { column: 'l.id', order: 'desc' }]);
      else ordered.orderBy([{ column: 'l.name', order: 'asc' }, { column: 'l.id', order: 'asc' }]);
      rows = await ordered.limit(query.limit).offset(query.offset);
    }
    return { items: rows.map(toDirectoryBusiness), ...page };
  }

  /** What to count: every listing, the industry's, or those matching the search. */
  private countable(filtered: () => Knex.QueryBuilder, terms: string[], industry: string | undefined): Knex.QueryBuilder {
    if (terms.length && !isPostgres(this.db)) {
      // Without an industry, the full-text index answers alone.
      return this.sqliteMatches(ftsQuery(terms), industry).clearSelect().select(this.db.raw('1'));
    }
    const query = filtered().select(this.db.raw('1'));
    if (terms.length) this.matching(query, terms);
    return query;
  }

  /** Listings matching an FTS5 query, from the index (joined to rows only for an industry). */
  private sqliteMatches(match: string, industry: string | undefined): Knex.QueryBuilder {
    const query = this.db('directory_listings_fts').select('directory_listings_fts.rowid as id').whereRaw('directory_listings_fts match ?', [match]);
    if (industry) query.join('directory_listings as l', 'l.id', 'directory_listings_fts.rowid').where('l.industry', industry);
    return query;
  }

  /**
   * Restricts to listings whose name, industry or description contain every word (as word prefixes).
   * On SQLite a sorted page is driven from the sort index, checking each row against the matches, so
   * it stops after one page.
   */
  private matching(query: Knex.QueryBuilder, terms: string[]): void {
    if (isPostgres(this.db)) {
      query.where((w) =>
        w.whereRaw(`${pgDocument('l')} @@ to_tsquery('english', ?)`, [tsQuery(terms)]).orWhereRaw('lower(l.name) like ?', [`%${terms.join(' ')}%`]),
      );
    } else {
      query.whereRaw('l.id in (select rowid from directory_listings_fts where directory_listings_fts match ?)', [ftsQuery(terms)]);
    }
  }

  /**
   * Best matches first, ranking only what the page needs. A match in the name counts most, then in
   * the industry, then in the description. Ranking every match of a common word is what makes search
   * slow; here each tier is read from the index only until the page is full.
   */
  private async byRelevance(
    filtered: () => Knex.QueryBuilder,
    terms: string[],
    industry: string | undefined,
    limit: number,
    offset: number,
  ): Promise<Array<Record<string, unknown>>> {
    const ids: number[] = [];
    if (isPostgres(this.db)) {
      const q = tsQuery(terms);
      const rows = await filtered()
        .select('l.id')
        .where((w) => w.whereRaw(`${pgDocument('l')} @@ to_tsquery('english', ?)`, [q]).orWhereRaw('lower(l.name) like ?', [`%${terms.join(' ')}%`]))
        .orderByRaw(`ts_rank(${pgDocument('l')}, to_tsquery('english', ?)) desc, l.name, l.id`, [q])
        .limit(limit)
        .offset(offset);
      ids.push(...rows.map((r: { id: number }) => Number(r.id)));
    } else {
      const need = offset + limit;
      const query = ftsQuery(terms);
      for (const match of [`name : (${query})`, `industry : (${query})`, query]) {
        if (ids.length >= need) break;
        const rows = await this.sqliteMatches(match, industry).whereNotIn('directory_listings_fts.rowid', ids).limit(need - ids.length);
        ids.push(...rows.map((r: { id: number }) => Number(r.id)));
      }
      ids.splice(0, offset);
    }
    if (!ids.length) return [];
    const rows = await this.db('directory_listings').select(columns).whereIn('id', ids);
    const byId = new Map(rows.map((r: Record<string, unknown>) => [Number(r.id), r]));
    return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  }

  /** How many businesses are listed and when the newest listed change was. */
  async summary(): Promise<DirectorySummary> {
    const row = (await this.db('directory_listings').count({ total: '*' }).max({ lastUpdated: 'updatedAt' }).first()) as
      | { total: number | string; lastUpdated: string | Date | null }
      | undefined;
    const last = row?.lastUpdated ?? null;
    return { total: Number(row?.total ?? 0), lastUpdated: last === null ? null : new Date(last).toISOString() };
  }

  /** The industries listed, with how many businesses each has. */
  async industries(): Promise<IndustryCount[]> {
    const rows = await this.db('directory_listings')
      .whereNotNull('industry')
      .whereNot('industry', '')
      .select('industry')
      .count({ count: '*' })
      .groupBy('industry')
      .orderBy('industry');
    return rows.map((r: Record<string, unknown>) => ({ industry: String(r.industry), count: Number(r.count) }));
  }
}
