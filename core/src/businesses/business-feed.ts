import type { Knex } from 'knex';
import type { BusinessView } from '../contracts/businesses.js';
import { BusinessModel } from './business-model.js';

/** What read models kept by other owners (the directory's listing) may know of a business. */
export type BusinessListingSource = Pick<
  BusinessView,
  | 'id' | 'userId' | 'name' | 'description' | 'industry' | 'location' | 'contactPhone' | 'contactEmail' | 'website'
  | 'services' | 'valueProposition' | 'status' | 'published' | 'isTestData' | 'createdAt' | 'updatedAt'
>;

const listingSourceColumns = [
  'id', 'userId', 'name', 'description', 'industry', 'location', 'contactPhone', 'contactEmail', 'website',
  'services', 'valueProposition', 'status', 'published', 'isTestData', 'createdAt', 'updatedAt',
] as const;

interface Deps {
  db: Knex;
}

/**
 * The businesses as other owners' read models read them: by id, in order of their last change (to catch
 * up with writes they did not hear of), and which still exist. Every write also emits
 * `business.changed`; this is how a read model recovers what the events alone cannot promise.
 */
export class BusinessFeed {
  private readonly d: Deps;

  constructor({ db }: Deps) {
    this.d = { db };
  }

  private query() {
    return BusinessModel.bindKnex(this.d.db).query().select(listingSourceColumns).castTo<BusinessListingSource[]>();
  }

  /** The listing source of these businesses; a business that no longer exists is absent. */
  async listingSource(ids: number[]): Promise<BusinessListingSource[]> {
    if (!ids.length) return [];
    return this.query().whereIn('id', ids);
  }

  /**
   * Businesses written at or after `since` (every one when null), in order of their last change, a
   * page at a time (`after`: the last of the previous page).
   */
  async changedSince(since: string | null, after: Pick<BusinessView, 'updatedAt' | 'id'> | null, limit: number): Promise<BusinessListingSource[]> {
    const query = this.query().orderBy([{ column: 'updatedAt' }, { column: 'id' }]).limit(limit);
    if (since !== null) query.where('updatedAt', '>=', since);
    if (after) query.whereRaw('(??, ??) > (?, ?)', ['updatedAt', 'id', after.updatedAt, after.id]);
    return query;
  }

  /** Of these ids, those whose business still exists (deletions a read model may have missed). */
  async existing(ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    const rows = await this.d.db('businesses').whereIn('id', ids).select('id');
    return rows.map((r: { id: number }) => Number(r.id));
  }
}
