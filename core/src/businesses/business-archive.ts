import type { Knex } from 'knex';
import { ConflictError, ValidationError } from '../errors.js';
import type { EventBus } from '../events/event-bus.js';
import type { Logger } from '../logging/logger.js';
import type { StorageService } from '../storage/storage-service.js';
import { resetIdSequence } from '../db/rows.js';
import { BusinessModel } from './business-model.js';
import { checkBusinessRows, type BusinessRecord } from './business-rows.js';
import { restoreRefused, rowPlace, uniqueClash } from './restore-rows.js';

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
  /**
   * An export's data, checked before a restore writes anything: every row through the API's own schemas
   * (core `checkRows`), a business part's rows only for the export's `businessIds`. Throws the refusal
   * naming the row and field; returns the rows as they will be written, with `note` saying what the
   * product's rules changed in them (for the operator).
   */
  check(snapshot: unknown, context: { businessIds: ReadonlySet<number>; note(what: string): void }): S;
  /** Puts a checked snapshot back, with the same ids, inside the restore's transaction. */
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
  /**
   * Columns of `businesses` this owner's data lived in before it took them into its own tables: in an
   * export made then, a restore takes them off each business row and gives them to `adoptColumns`, which
   * returns the part's data with them (before the check, which then checks them as the part's rows).
   */
  readonly formerBusinessColumns?: readonly string[];
  adoptColumns?(data: unknown, rows: ReadonlyArray<Record<string, unknown>>): unknown;
}

/** Businesses with everything every owner keeps for them: what a deletion removes and a restore puts back. */
export interface BusinessSnapshot {
  businesses: BusinessRecord[];
  parts: Record<string, unknown>;
  /** Storage keys of every file the businesses and the parts refer to. */
  files: string[];
}

type Within = (trx: Knex) => Promise<void>;

/** A snapshot checked for a restore, with what the product's rules changed in it (for the operator). */
export interface CheckedSnapshot extends BusinessSnapshot {
  notes: string[];
}

interface Deps {
  db: Knex;
  storage: StorageService;
  events: EventBus;
  log: Logger;
}

/**
 * Whole businesses as data (docs/decisions.md, "Developer mode and the audit trail"): a snapshot of
 * businesses with every owner's part, their removal in one transaction, and a restore with the same ids.
 */
export class BusinessArchive {
  private readonly d: Deps;
  private readonly parts = new Map<string, BusinessDataPart>();

  constructor({ db, storage, events, log }: Deps) {
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
   * An export's businesses and every part's rows, checked as the API checks what it stores (wrong types,
   * unknown columns, values the API refuses: the refusal names the row and the field), with the
   * businesses' standing put to what the product's rules allow (docs/decisions.md, "Developer mode and
   * the audit trail"). Nothing is written.
   */
  check(exported: BusinessSnapshot): CheckedSnapshot {
    const snapshot = this.withFormerColumns(exported);
    const { rows: businesses, notes } = checkBusinessRows(snapshot.businesses, {
      isKey: (key) => this.d.storage.keyOf(this.d.storage.urlOf(key)) === key,
    });
    const businessIds = new Set(businesses.map((b) => b.id));
    if (businessIds.size !== businesses.length) throw restoreRefused('the businesses hold the same id twice');
    const parts: Record<string, unknown> = {};
    const note = (what: string) => notes.push(what);
    for (const [name, data] of Object.entries(snapshot.parts)) parts[name] = this.part(name).check(data, { businessIds, note });
    const checked = { businesses, parts, files: [] as string[] };
    return { ...checked, files: this.filesOf(checked), notes };
  }

  /**
   * Puts a snapshot back with the same ids, in one transaction, after checking it (`check`). Refused when
   * one of its businesses exists again, when an owner is not an account, when a row names a file that is
   * another owner's, or when it holds data of an owner this build does not install. Files are the caller's.
   */
  async restore(exported: BusinessSnapshot, within?: Within): Promise<void> {
    const snapshot = this.check(exported);
    const ids = snapshot.businesses.map((b) => b.id);
    try {
      await this.d.db.transaction(async (trx) => {
        for (const chunk of chunks(ids)) {
          const existing = await trx('businesses').whereIn('id', chunk).first('id');
          if (existing) throw new ConflictError(`Business ${existing.id} exists: a restore only puts back businesses that are gone`);
        }
        const owners = [...new Set(snapshot.businesses.map((b) => Number(b.userId)))];
        const accounts = new Set<number>();
        for (const chunk of chunks(owners)) for (const id of await trx('users').whereIn('id', chunk).pluck('id')) accounts.add(Number(id));
        snapshot.businesses.forEach((b, index) => {
          if (!accounts.has(Number(b.userId))) throw restoreRefused(`${rowPlace('businesses', index, b, 'userId')}: account ${b.userId} does not exist`);
        });
        for (const record of snapshot.businesses) await BusinessModel.query(trx).insert(record);
        await resetIdSequence(trx, 'businesses');
        // Their files are their owners' again (parts claim theirs in their own restore); a file another
        // owner holds stays theirs and is refused, as the API refuses it.
        const files = snapshot.businesses.flatMap((b) => [b.cardImageKey as string | null, this.d.storage.keyOf(b.logoUrl as string | null)].map((key) => ({ key, ownerId: Number(b.userId) })));
        await this.d.storage.claim(files, trx);
        await assertOwned(trx, 'businesses', snapshot.businesses, (b) => [b.cardImageKey as string | null, this.d.storage.keyOf(b.logoUrl as string | null)], (b) => Number(b.userId));
        for (const [name, data] of Object.entries(snapshot.parts)) await this.part(name).restore(data, trx);
        await within?.(trx);
      });
    } catch (err) {
      // An id (or other unique value) of the export now taken by a row made since: said as such, not as the database says it.
      throw uniqueClash(err) ?? err;
    }
    this.d.log.info({ businesses: ids.length }, 'businesses restored with their data');
    this.d.events.emit('business.changed', { businessId: null });
  }

  /** An export made before a part took its columns off `businesses`: those columns given to the part. */
  private withFormerColumns(snapshot: BusinessSnapshot): BusinessSnapshot {
    if (!Array.isArray(snapshot.businesses)) return snapshot;
    let businesses = snapshot.businesses;
    const parts = { ...snapshot.parts };
    for (const part of this.parts.values()) {
      const columns = part.formerBusinessColumns ?? [];
      const held = (b: unknown): b is Record<string, unknown> => Boolean(b) && typeof b === 'object' && columns.some((c) => Object.hasOwn(b as object, c));
      if (!part.adoptColumns || !businesses.some(held)) continue;
      const rows = businesses.filter(held).map((b) => ({ id: b.id, updatedAt: b.updatedAt, ...Object.fromEntries(columns.map((c) => [c, b[c]])) }));
      parts[part.name] = part.adoptColumns(parts[part.name], rows);
      businesses = businesses.map((b) => (held(b) ? (Object.fromEntries(Object.entries(b).filter(([key]) => !columns.includes(key))) as BusinessRecord) : b));
    }
    return { ...snapshot, businesses, parts };
  }

  /** Storage keys of every file the businesses and the parts refer to. */
  private filesOf(snapshot: BusinessSnapshot): string[] {
    const files = snapshot.businesses.flatMap((b) => [b.cardImageKey as string | null, this.d.storage.keyOf(b.logoUrl as string | null)]);
    for (const [name, data] of Object.entries(snapshot.parts)) files.push(...this.part(name).files(data));
    return [...new Set(files.filter((key): key is string => Boolean(key)))];
  }

  private part(name: string): BusinessDataPart {
    const part = this.parts.get(name);
    if (!part) throw new ValidationError(`The export holds ${name} data, which this installation does not have`);
    return part;
  }
}

/**
 * After a restore's `claim`: each row's files must be its owner's (a file already held by another owner
 * stays theirs, and the row naming it is refused, as the API refuses another owner's file).
 */
export async function assertOwned<R>(trx: Knex, table: string, rows: readonly R[], keysOf: (row: R) => Array<string | null | undefined>, ownerOf: (row: R) => number | undefined): Promise<void> {
  const wanted = rows.flatMap((row, index) => keysOf(row).flatMap((key) => (key ? [{ key, index, ownerId: ownerOf(row) }] : [])));
  const holders = new Map<string, number>();
  for (let i = 0; i < wanted.length; i += 500) {
    const found = (await trx('storedFiles').whereIn('key', wanted.slice(i, i + 500).map((w) => w.key)).select('key', 'ownerId')) as Array<{ key: string; ownerId: number }>;
    for (const { key, ownerId } of found) holders.set(key, Number(ownerId));
  }
  for (const { key, index, ownerId } of wanted) {
    if (holders.get(key) !== ownerId) throw restoreRefused(`${rowPlace(table, index, rows[index])}: the file ${key} belongs to another account`);
  }
}

/** Ids in groups small enough for one `IN (…)` on either database. */
function chunks(ids: number[], size = 500): number[][] {
  const groups: number[][] = [];
  for (let i = 0; i < ids.length; i += size) groups.push(ids.slice(i, i + size));
  return groups;
}
