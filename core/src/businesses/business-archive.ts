import type { Knex } from 'knex';
import { ConflictError, ValidationError } from '../errors.js';
import type { EventBus } from '../events/event-bus.js';
import type { Logger } from '../logging/logger.js';
import type { StorageService } from '../storage/storage-service.js';
import { resetIdSequence } from '../db/rows.js';
import { BusinessModel } from './business-model.js';

/** A business row as it is stored, every column, JSON-safe. */
export type BusinessRecord = Record<string, unknown> & { id: number };

/**
 * What another owner keeps for businesses (promotions, campaigns, galleries). Its rows go with the
 * business by their own foreign keys (ON DELETE CASCADE); the part says what it holds, which files, and
 * how to put a snapshot back, so the business archive never touches another owner's tables.
 */
export interface BusinessDataPart<S = unknown> {
  /** The owner's name: the key of its data in a snapshot. */
  readonly name: string;
  /** Everything it holds for these businesses, JSON-safe. */
  snapshot(businessIds: number[]): Promise<S>;
  /** Rows per table in a snapshot (for the summary and the restore check). */
  counts(snapshot: S): Record<string, number>;
  /** The storage keys of the files a snapshot refers to. */
  files(snapshot: S): string[];
  /** Puts a snapshot back, with the same ids, inside the restore's transaction. */
  restore(snapshot: S, trx: Knex): Promise<void>;
  /**
   * `business` (the default): rows kept for businesses, in the snapshot of any of them, leaving with
   * them by their foreign keys. `all`: business data that belongs to no one business (the galleries'
   * scraped sites, series and posters): only in a snapshot of every business (clear-all), deleted by
   * `remove`, its files its own `owners`'.
   */
  readonly scope?: 'business' | 'all';
  /** An `all` part: deletes the snapshot's rows, inside the removal's transaction. */
  remove?(snapshot: S, trx: Knex): Promise<void>;
  /** An `all` part: whose files its files are (business data parts' files are their businesses' owners'). */
  owners?(snapshot: S): number[];
}

/** Businesses with everything every owner keeps for them: what a deletion removes and a restore puts back. */
export interface BusinessSnapshot {
  businesses: BusinessRecord[];
  parts: Record<string, unknown>;
  /** Storage keys of every file the businesses and the parts refer to. */
  files: string[];
}

type Within = (trx: Knex) => Promise<void>;

/**
 * Whole businesses as data (docs/decisions.md, "Developer mode and the audit trail"): a snapshot of
 * businesses with every owner's part, their removal in one transaction, and a restore with the same ids.
 */
export class BusinessArchive {
  private readonly d: { db: Knex; storage: StorageService; events: EventBus; log: Logger };
  private readonly parts = new Map<string, BusinessDataPart>();

  constructor({ db, storage, events, log }: { db: Knex; storage: StorageService; events: EventBus; log: Logger }) {
    this.d = { db, storage, events, log };
  }

  /** Called by an owner of business data in its `bootstrap`. */
  addPart<S>(part: BusinessDataPart<S>): void {
    if (this.parts.has(part.name)) throw new Error(`Business data part "${part.name}" is added twice`);
    this.parts.set(part.name, part as BusinessDataPart);
  }

  /** The businesses with these ids (all when none are given, with the `all` parts), with every part's data. */
  async snapshot(ids?: number[]): Promise<BusinessSnapshot> {
    const query = BusinessModel.query(this.d.db).orderBy('id');
    if (ids) query.whereIn('id', ids);
    const businesses = (await query).map((b) => b.toJSON() as BusinessRecord);
    const businessIds = businesses.map((b) => b.id);
    const parts: Record<string, unknown> = {};
    const files = businesses.flatMap((b) => [b.cardImageKey as string | null, this.d.storage.keyOf(b.logoUrl as string | null)]);
    for (const part of this.parts.values()) {
      if (part.scope === 'all' && ids) continue;
      parts[part.name] = await part.snapshot(businessIds);
      files.push(...part.files(parts[part.name]));
    }
    return { businesses, parts, files: [...new Set(files.filter((key): key is string => Boolean(key)))] };
  }

  /** Rows per table in a snapshot: `businesses`, then each part's tables. */
  counts(snapshot: BusinessSnapshot): Record<string, number> {
    const counts: Record<string, number> = { businesses: snapshot.businesses.length };
    for (const [name, data] of Object.entries(snapshot.parts)) Object.assign(counts, this.part(name).counts(data));
    return counts;
  }

  /**
   * Deletes the snapshot's businesses and, by their foreign keys, every part's rows, in one transaction
   * (with `within`, e.g. the audit record); then their own files: those of their owners that nothing else
   * still uses (docs/decisions.md#businesses).
   */
  async remove(snapshot: BusinessSnapshot, within?: Within): Promise<void> {
    const ids = snapshot.businesses.map((b) => b.id);
    const owners = new Set(snapshot.businesses.map((b) => Number(b.userId)));
    await this.d.db.transaction(async (trx) => {
      for (const chunk of chunks(ids)) await trx('businesses').whereIn('id', chunk).delete();
      for (const [name, data] of Object.entries(snapshot.parts)) {
        const part = this.part(name);
        await part.remove?.(data, trx);
        for (const owner of part.owners?.(data) ?? []) owners.add(owner);
      }
      await within?.(trx);
    });
    const removed = await this.d.storage.removeUnused(snapshot.files, [...owners]);
    this.d.log.info({ businesses: ids.length, files: removed.length }, 'businesses removed with their data');
    this.d.events.emit('business.changed', { businessId: ids.length === 1 ? ids[0]! : null });
  }

  /**
   * Puts a snapshot back with the same ids, in one transaction. Refused when one of its businesses
   * exists again, or when it holds data of an owner this build does not install. Files are the caller's.
   */
  async restore(snapshot: BusinessSnapshot, within?: Within): Promise<void> {
    for (const name of Object.keys(snapshot.parts)) this.part(name);
    const ids = snapshot.businesses.map((b) => b.id);
    await this.d.db.transaction(async (trx) => {
      for (const chunk of chunks(ids)) {
        const existing = await trx('businesses').whereIn('id', chunk).first('id');
        if (existing) throw new ConflictError(`Business ${existing.id} exists: a restore only puts back businesses that are gone`);
      }
      for (const record of snapshot.businesses) await BusinessModel.query(trx).insert(record);
      await resetIdSequence(trx, 'businesses');
      // Their files are their owners' again (parts claim theirs in their own restore).
      const files = snapshot.businesses.flatMap((b) => [b.cardImageKey as string | null, this.d.storage.keyOf(b.logoUrl as string | null)].map((key) => ({ key, ownerId: Number(b.userId) })));
      await this.d.storage.claim(files, trx);
      for (const [name, data] of Object.entries(snapshot.parts)) await this.part(name).restore(data, trx);
      await within?.(trx);
    });
    this.d.log.info({ businesses: ids.length }, 'businesses restored with their data');
    this.d.events.emit('business.changed', { businessId: null });
  }

  private part(name: string): BusinessDataPart {
    const part = this.parts.get(name);
    if (!part) throw new ValidationError(`The export holds ${name} data, which this installation does not have`);
    return part;
  }
}

/** Ids in groups small enough for one `IN (…)` on either database. */
function chunks(ids: number[], size = 500): number[][] {
  const groups: number[][] = [];
  for (let i = 0; i < ids.length; i += size) groups.push(ids.slice(i, i + size));
  return groups;
}
