import type { Config } from '@tapin/config';
import { isAdmin, type Caller, type EventBus, type Knex } from '@tapin/core';
import type { DirectoryBusiness, DirectorySort, DirectorySummary, IndustryCount } from '@tapin/core/contracts';
import { ftsQuery, isPostgres, pgDocument, searchTerms, tsQuery } from './search-index.js';

export type { DirectoryBusiness, DirectorySort };

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

const CACHE_MAX = 1_000;

const columns = ['id', 'name', 'description', 'industry', 'location', 'contactPhone', 'contactEmail', 'website', 'services', 'valueProposition', 'isTestData', 'createdAt'];

function toDirectoryBusiness(row: Record<string, unknown>): DirectoryBusiness {
  const services = typeof row.services === 'string' ? (JSON.parse(row.services) as string[]) : ((row.services as string[] | null) ?? []);
  return { ...(row as unknown as DirectoryBusiness), id: Number(row.id), services, isTestData: Boolean(row.isTestData) };
}

/**
 * The Tampa Business Directory: published businesses that moderation has not rejected. Search uses the
 * full-text index (FTS5 or tsvector), never a LIKE scan over the whole table; counting stops at a cap,
 * because ranking and counting every match of a common word is what makes search slow.
 */
export class DirectoryService {
  private readonly db: Knex;
  readonly countCap = 1000;
  /** Answers for the current directory; any business change starts a new version. */
  private version = 0;
  private readonly cache = new Map<string, { version: number; at: number; value: unknown }>();
  private readonly cacheMs: number;

  constructor({ db, events, config }: { db: Knex; events: EventBus; config: Config }) {
    this.db = db;
    this.cacheMs = config.directory.cacheSeconds * 1000;
    events.on('business.changed', () => {
      this.version++;
      this.cache.clear();
    });
  }

  /**
   * Most directory requests ask the same questions (page one, by name; a popular search), and the
   * answers change only when a business does. This process hears of every change and starts over;
   * changes made by another server process show within DIRECTORY_CACHE_SECONDS.
   */
  private async cached<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (!this.cacheMs) return compute();
    const hit = this.cache.get(key);
    if (hit && hit.version === this.version && Date.now() - hit.at < this.cacheMs) return hit.value as T;
    const version = this.version;
    const value = await compute();
    if (version === this.version) {
      if (this.cache.size >= CACHE_MAX) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(key, { version, at: Date.now(), value });
    }
    return value;
  }

  /**
   * Published and not rejected. Written as constants (not bound values) so PostgreSQL can use the
   * partial indexes whose predicate says the same.
   */
  private listed(query: Knex.QueryBuilder, table = 'businesses'): Knex.QueryBuilder {
    const yes = isPostgres(this.db) ? 'true' : '1';
    return query.whereRaw(`${table}.published = ${yes} and ${table}.status <> 'rejected'`);
  }

  /** Who may browse the directory: admins, and owners with a published business of their own. */
  async canView(caller: Caller): Promise<boolean> {
    if (isAdmin(caller)) return true;
    return this.cached(`viewer:${caller.id}`, async () =>
      Boolean(await this.db('businesses').where({ userId: caller.id, published: true, isTestData: false }).first('id')),
    );
  }

  /** Everything listed, by name (the specification's client loads the whole directory). */
  async all(): Promise<DirectoryBusiness[]> {
    return this.cached('all', async () => {
      const rows = await this.listed(this.db('businesses').select(columns)).orderBy('name').orderBy('id');
      return rows.map(toDirectoryBusiness);
    });
  }

  search(query: DirectoryQuery): Promise<DirectoryPage> {
    const terms = query.q ? searchTerms(query.q) : [];
    const key = JSON.stringify([terms, query.industry ?? null, query.sort ?? null, query.limit, query.offset]);
    return this.cached(`search:${key}`, () => this.find(query));
  }

  private async find(query: DirectoryQuery): Promise<DirectoryPage> {
    const terms = query.q ? searchTerms(query.q) : [];
    const filtered = () => {
      const base = this.listed(this.db('businesses as b'), 'b');
      if (query.industry) base.where('b.industry', query.industry);
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
      const ordered = filtered().select(columns.map((c) => `b.${c}`));
      if (terms.length) this.matching(ordered, terms);
      if (query.sort === 'industry') ordered.orderBy([{ column: 'b.industry', order: 'asc' }, { column: 'b.name', order: 'asc' }, { column: 'b.id', order: 'asc' }]);
      else if (query.sort === 'newest') ordered.orderBy([{ column: 'b.createdAt', order: 'desc' }, { column: 'b.id', order: 'desc' }]);
      else ordered.orderBy([{ column: 'b.name', order: 'asc' }, { column: 'b.id', order: 'asc' }]);
      rows = await ordered.limit(query.limit).offset(query.offset);
    }
    return { items: rows.map(toDirectoryBusiness), ...page };
  }

  /** What to count: the listed businesses, the industry's, or those matching the search. */
  private countable(filtered: () => Knex.QueryBuilder, terms: string[], industry: string | undefined): Knex.QueryBuilder {
    if (terms.length && !isPostgres(this.db)) {
      // The SQLite index holds only listed businesses: without an industry, it answers alone.
      const matches = this.sqliteMatches(ftsQuery(terms), industry);
      return matches.clearSelect().select(this.db.raw('1'));
    }
    const query = filtered().select(this.db.raw('1'));
    if (terms.length) this.matching(query, terms);
    return query;
  }

  /** Listed businesses matching an FTS5 query, from the index (joined to rows only for an industry). */
  private sqliteMatches(match: string, industry: string | undefined): Knex.QueryBuilder {
    const query = this.db('directory_fts').select('directory_fts.rowid as id').whereRaw('directory_fts match ?', [match]);
    if (industry) query.join('businesses as b', 'b.id', 'directory_fts.rowid').where('b.industry', industry);
    return query;
  }

  /**
   * Restricts to businesses whose name, industry or description contain every word (as word prefixes).
   * On SQLite a sorted page is driven from the sort index, checking each row against the matches, so
   * it stops after one page.
   */
  private matching(query: Knex.QueryBuilder, terms: string[]): void {
    if (isPostgres(this.db)) {
      query.where((w) =>
        w.whereRaw(`${pgDocument('b')} @@ to_tsquery('english', ?)`, [tsQuery(terms)]).orWhereRaw('lower(b.name) like ?', [`%${terms.join(' ')}%`]),
      );
    } else {
      query.whereRaw('b.id in (select rowid from directory_fts where directory_fts match ?)', [ftsQuery(terms)]);
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
    const need = offset + limit;
    const db = this.db;
    const ids: number[] = [];
    if (isPostgres(db)) {
      const q = tsQuery(terms);
      const rows = await filtered()
        .select('b.id')
        .where((w) => w.whereRaw(`${pgDocument('b')} @@ to_tsquery('english', ?)`, [q]).orWhereRaw('lower(b.name) like ?', [`%${terms.join(' ')}%`]))
        .orderByRaw(`ts_rank(${pgDocument('b')}, to_tsquery('english', ?)) desc, b.name, b.id`, [q])
        .limit(limit)
        .offset(offset);
      ids.push(...rows.map((r: { id: number }) => Number(r.id)));
    } else {
      const query = ftsQuery(terms);
      for (const match of [`name : (${query})`, `industry : (${query})`, query]) {
        if (ids.length >= need) break;
        const rows = await this.sqliteMatches(match, industry)
          .whereNotIn('directory_fts.rowid', ids)
          .limit(need - ids.length);
        ids.push(...rows.map((r: { id: number }) => Number(r.id)));
      }
      ids.splice(0, offset);
    }
    if (!ids.length) return [];
    const rows = await db('businesses as b').select(columns.map((c) => `b.${c}`)).whereIn('b.id', ids);
    const byId = new Map(rows.map((r: Record<string, unknown>) => [Number(r.id), r]));
    return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  }

  /** The header of the directory page: how many businesses are listed and when the newest change was. */
  async summary(): Promise<DirectorySummary> {
    return this.cached('summary', async () => {
      const row = (await this.listed(this.db('businesses')).count({ total: '*' }).max({ lastUpdated: 'updatedAt' }).first()) as
        | { total: number | string; lastUpdated: string | Date | null }
        | undefined;
      const last = row?.lastUpdated ?? null;
      return { total: Number(row?.total ?? 0), lastUpdated: last === null ? null : new Date(last).toISOString() };
    });
  }

  /** The industries in the directory, with how many businesses each has. */
  async industries(): Promise<IndustryCount[]> {
    return this.cached('industries', async () => {
      const rows = await this.listed(this.db('businesses'))
        .whereNotNull('industry')
        .whereNot('industry', '')
        .select('industry')
        .count({ count: '*' })
        .groupBy('industry')
        .orderBy('industry');
      return rows.map((r: Record<string, unknown>) => ({ industry: String(r.industry), count: Number(r.count) }));
    });
  }
}
