import type { Knex } from 'knex';
import { SAMPLE_OWNER_ROLE } from '../businesses/sample-data.js';
import type { AnalyticsBusiness, AnalyticsFigures, AnalyticsUser } from '../contracts/analytics.js';
import { readTime } from '../db/model.js';
import { countOf } from '../db/rows.js';

/** A span of time: `start` inclusive, `end` exclusive. */
export interface Span {
  start: Date;
  end: Date;
}

type Figure = keyof AnalyticsFigures;

/**
 * The analytics' reads of the core's own tables (users, businesses, the e-mail outbox). Every figure is a
 * count over an indexed range, so no call reads a table. Sample owners and sample businesses are not the
 * product's users and businesses: a figure is the range's count less theirs, each side from an index of
 * its own (`created_at`; `role, created_at`; `is_test_data, created_at`: migrations 004 and 005), which
 * keeps the large count on the narrowest index.
 */
export class AnalyticsStore {
  constructor(private readonly db: Knex) {}

  private created(table: string, { start, end }: Span) {
    return this.db(table).where('createdAt', '>=', start.toISOString()).andWhere('createdAt', '<', end.toISOString());
  }

  private users(span: Span) {
    return this.created('users', span).whereNot('role', SAMPLE_OWNER_ROLE);
  }

  private businesses(span: Span) {
    return this.created('businesses', span).where('isTestData', false);
  }

  private count(figure: Figure, span: Span): Knex.Raw {
    const all = (table: string) => this.created(table, span).count('*');
    if (figure === 'emailsSent') return this.db.raw('(?)', [all('emails')]);
    const samples = figure === 'newUsers' ? this.created('users', span).where('role', SAMPLE_OWNER_ROLE) : this.created('businesses', span).where('isTestData', true);
    return this.db.raw('(?) - (?)', [all(figure === 'newUsers' ? 'users' : 'businesses'), samples.count('*')]);
  }

  /** The three figures of one span, in one statement. */
  async figures(span: Span): Promise<AnalyticsFigures> {
    const row = await this.db
      .select({
        newUsers: this.count('newUsers', span),
        emailsSent: this.count('emailsSent', span),
        newBusinesses: this.count('newBusinesses', span),
      })
      .first();
    return { newUsers: countOf(row, 'newUsers'), emailsSent: countOf(row, 'emailsSent'), newBusinesses: countOf(row, 'newBusinesses') };
  }

  /** One figure for each span, in one statement (each span an index range count). */
  async perSpan(figure: Figure, spans: readonly Span[]): Promise<number[]> {
    const columns = Object.fromEntries(spans.map((span, i) => [`s${i}`, this.count(figure, span)]));
    const row = await this.db.select(columns).first();
    return spans.map((_, i) => countOf(row, `s${i}`));
  }

  async recentUsers(span: Span, limit: number): Promise<AnalyticsUser[]> {
    const rows = await this.users(span)
      .select('id', 'email', 'name', 'role', 'createdAt')
      .orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'id', order: 'desc' }])
      .limit(limit);
    return rows.map((r: AnalyticsUser) => ({ ...r, createdAt: readTime(r.createdAt)! }));
  }

  async recentBusinesses(span: Span, limit: number): Promise<AnalyticsBusiness[]> {
    const rows = await this.businesses(span)
      .select('id', 'userId', 'name', 'industry', 'location', 'status', 'published', 'createdAt')
      .orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'id', order: 'desc' }])
      .limit(limit);
    return rows.map((r: AnalyticsBusiness) => ({ ...r, published: Boolean(r.published), createdAt: readTime(r.createdAt)! }));
  }

  async totalUsers(): Promise<number> {
    const row = await this.db
      .select({ count: this.db.raw('(?) - (?)', [this.db('users').count('*'), this.db('users').where('role', SAMPLE_OWNER_ROLE).count('*')]) })
      .first();
    return countOf(row);
  }

  /** The sample owners (left out of totalUsers). */
  async sampleUsers(): Promise<number> {
    return countOf(await this.db('users').where('role', SAMPLE_OWNER_ROLE).count({ count: '*' }).first());
  }

  /** Businesses per moderation status (approved, pending): the real ones, or the sample ones. */
  async businessesByStatus(samples = false): Promise<Record<'approved' | 'pending', number>> {
    const rows: Array<{ status: string; count: number | string }> = await this.db('businesses')
      .where('isTestData', samples)
      .whereIn('status', ['approved', 'pending'])
      .groupBy('status')
      .select('status')
      .count('*', { as: 'count' });
    const of = (status: string) => countOf(rows.find((r) => r.status === status));
    return { approved: of('approved'), pending: of('pending') };
  }
}
