import type { Knex } from '@tapin/core';
import type { DirectoryBusiness } from '@tapin/core/contracts';
import { isPostgres, searchColumns } from './search-terms.js';

/** A row of the directory's read model: what the directory answers with, and when it last changed. */
export type Listing = DirectoryBusiness & { updatedAt: string };

const TABLE = 'directory_listings';
/** Rows per insert, well under SQLite's limit on bound values. */
const INSERT_BATCH = 500;

/** Persistence of the read model: the listing and how far the catch-up has read. */
export class ListingStore {
  constructor(private readonly db: Knex) {}

  /** False until the directory's migrations have run (a `tapin` session may bootstrap without them). */
  exists(): Promise<boolean> {
    return this.db.schema.hasTable(TABLE);
  }

  /** When each of these listings last changed (a business not listed is absent). */
  async versions(ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows = await this.db(TABLE).whereIn('id', ids).select('id', 'updatedAt');
    return new Map(rows.map((r: { id: number; updatedAt: string }) => [Number(r.id), r.updatedAt]));
  }

  /** Writes listings (with their fields folded for search) and removes others, in one transaction. */
  async apply(listings: Listing[], removals: number[]): Promise<void> {
    if (!listings.length && !removals.length) return;
    await this.db.transaction(async (trx) => {
      // Writers (one per process) take turns on PostgreSQL: the count triggers (migration 007) update the
      // rows of several industries in each statement, and two transactions doing so in different orders deadlock.
      if (isPostgres(trx)) await trx.raw("select pg_advisory_xact_lock(hashtext('tapin:directory_listings'))");
      if (removals.length) await trx(TABLE).whereIn('id', removals).delete();
      for (let i = 0; i < listings.length; i += INSERT_BATCH) {
        const rows = listings.slice(i, i + INSERT_BATCH).map((l) => ({ ...l, services: JSON.stringify(l.services), ...searchColumns(l) }));
        await trx(TABLE).insert(rows).onConflict('id').merge();
      }
    });
  }

  /** Listed ids after `afterId`, in order, a page at a time. */
  async ids(afterId: number, limit: number): Promise<number[]> {
    const rows = await this.db(TABLE).where('id', '>', afterId).orderBy('id').limit(limit).select('id');
    return rows.map((r: { id: number }) => Number(r.id));
  }

  async state(name: string): Promise<string | null> {
    const row = await this.db('directory_state').where({ name }).first('value');
    return (row?.value as string | undefined) ?? null;
  }

  async setState(name: string, value: string): Promise<void> {
    await this.db('directory_state').insert({ name, value }).onConflict('name').merge();
  }
}
