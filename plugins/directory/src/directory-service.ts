import { isAdmin, type Caller, type Knex } from '@tapin/core';
import { ftsQuery, isPostgres, pgDocument, searchTerms, tsQuery } from './search-index.js';

/** A business as the directory shows it: only the fields its cards use. */
export interface DirectoryBusiness {
  id: number;
  name: string;
  description: string | null;
  industry: string | null;
  location: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  website: string | null;
  services: string[];
  valueProposition: string | null;
  isTestData: boolean;
  createdAt: string;
}

export type DirectorySort = 'name' | 'industry' | 'newest';

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
 * The Tampa Business Directory: published businesses that moderation has not rejected. Search uses the
 * full-text index (FTS5 or tsvector), never a LIKE scan over the whole table; counting stops at a cap,
 * because ranking and counting every match of a common word is what makes search slow.
 */
export class DirectoryService {
  private readonly db: Knex;
  readonly countCap: number;

  constructor({ db }: { db: Knex }) {
    this.db = db;
    this.countCap = 1000;
  }

  private listed(query: Knex.QueryBuilder, table = 'businesses'): Knex.QueryBuilder {
    return query.where(`${table}.published`, true).whereNot(`${table}.status`, 'rejected');
  }

  /** Who may browse the directory: admins, and owners with a published business of their own. */
  async canView(caller: Caller): Promise<boolean> {
    if (isAdmin(caller)) return true;
    const own = await this.db('businesses').where({ userId: caller.id, published: true, isTestData: false }).first('id');
    return Boolean(own);
  }

  /** Everything listed, by name (the specification's client loads the whole directory). */
  async all(): Promise<DirectoryBusiness[]> {
    const rows = await this.listed(this.db('businesses').select(columns)).orderBy('name').orderBy('id');
    return rows.map(toDirectoryBusiness);
  }

  async search(query: DirectoryQuery): Promise<DirectoryPage> {
    const terms = query.q ? searchTerms(query.q) : [];
    const base = this.db('businesses as b');
    this.listed(base, 'b');
    if (query.industry) base.where('b.industry', query.industry);
    if (terms.length) this.matching(base, terms);

    const counted = await this.db.count({ count: '*' }).from(base.clone().select(this.db.raw('1')).limit(this.countCap + 1).as('m')).first();
    const matches = Number(counted?.count ?? 0);

    const page = base.clone().select(columns.map((c) => `b.${c}`));
    if (query.sort === 'industry') page.orderBy([{ column: 'b.industry', order: 'asc' }, { column: 'b.name', order: 'asc' }]);
    else if (query.sort === 'newest') page.orderBy([{ column: 'b.createdAt', order: 'desc' }, { column: 'b.id', order: 'desc' }]);
    else if (query.sort === 'name' || !terms.length) page.orderBy([{ column: 'b.name', order: 'asc' }, { column: 'b.id', order: 'asc' }]);
    else this.byRelevance(page, terms);
    const rows = await page.limit(query.limit).offset(query.offset);
    return { items: rows.map(toDirectoryBusiness), total: Math.min(matches, this.countCap), capped: matches > this.countCap };
  }

  /** Restricts to businesses whose name, industry or description contain every word (as word prefixes). */
  private matching(query: Knex.QueryBuilder, terms: string[]): void {
    if (isPostgres(this.db)) {
      const name = `%${terms.join(' ')}%`;
      query.where((w) =>
        w.whereRaw(`${pgDocument('b')} @@ to_tsquery('english', ?)`, [tsQuery(terms)]).orWhereRaw(
          'lower(b.name) like ?',
          [name],
        ),
      );
    } else {
      query.join('directory_fts', 'directory_fts.rowid', 'b.id').whereRaw('directory_fts match ?', [ftsQuery(terms)]);
    }
  }

  /** Best matches first: a match in the name counts most, then the industry, then the description. */
  private byRelevance(query: Knex.QueryBuilder, terms: string[]): void {
    if (isPostgres(this.db)) {
      query.orderByRaw(`ts_rank(${pgDocument('b')}, to_tsquery('english', ?)) desc, b.name asc`, [tsQuery(terms)]);
    } else {
      query.orderByRaw('bm25(directory_fts, 10.0, 5.0, 1.0), b.name');
    }
  }

  /** The industries in the directory, with how many businesses each has. */
  async industries(): Promise<Array<{ industry: string; count: number }>> {
    const rows = await this.listed(this.db('businesses'))
      .whereNotNull('industry')
      .whereNot('industry', '')
      .select('industry')
      .count({ count: '*' })
      .groupBy('industry')
      .orderBy('industry');
    return rows.map((r: Record<string, unknown>) => ({ industry: String(r.industry), count: Number(r.count) }));
  }
}
