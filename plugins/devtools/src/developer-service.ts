import path from 'node:path';
import {
  ConflictError,
  NotFoundError,
  ValidationError,
  type AuditService,
  type BusinessArchive,
  type BusinessSnapshot,
  type Caller,
  type Knex,
  type Logger,
  type StorageService,
} from '@tapin/core';
import { developerConfirmations, RESTORE_PREVIEW_BUSINESSES, type ClearAllResult, type DeveloperDeleteResult, type RequestOrigin, type RestorePreview, type RestoreResult } from '@tapin/core/contracts';
import type { ClearAllExport, ExportStore } from './export-store.js';

interface Deps {
  audit: AuditService;
  businessArchive: BusinessArchive;
  storage: StorageService;
  developerExports: ExportStore;
  log: Logger;
}

/** Where an export is read from: a listed name (the API), or also a file path (operators at the command line). */
export interface ExportSource {
  name: string;
  paths?: boolean;
}

/** A restore's rehearsal ends its transaction with this, so nothing it wrote stays. */
class Rehearsed extends Error {}

/** Who acts: an admin through the API (with where from), or an operator at the command line (null). */
interface Actor {
  actor: Caller | null;
  origin?: RequestOrigin;
}

/**
 * Developer mode (docs/decisions.md, "Developer mode and the audit trail"): deleting one business or
 * all business data, each only with its typed confirmation, each written to the audit trail; clear-all
 * writes a complete export first, and `restore` puts an export back.
 */
export class DeveloperService {
  private readonly d: Deps;

  constructor({ audit, businessArchive, storage, developerExports, log }: Deps) {
    this.d = { audit, businessArchive, storage, developerExports, log };
  }

  /**
   * Deletes a business with its promotions, campaigns, events and files, in one transaction, after
   * writing its export: like clear-all, it can be put back with `restore`.
   */
  async deleteBusiness({ actor, origin }: Actor, id: number, confirmation: string | undefined): Promise<DeveloperDeleteResult> {
    confirm(confirmation, developerConfirmations.deleteBusiness);
    const { audit, businessArchive, developerExports } = this.d;
    const snapshot = await businessArchive.snapshot([id]);
    const business = snapshot.businesses[0];
    if (!business) throw new NotFoundError('Business not found');
    const removed = businessArchive.counts(snapshot);
    const name = String(business.name);
    const exported = await developerExports.write({ ...snapshot, counts: removed, fileData: await this.fileData(snapshot) }, `business-${id}`);
    await businessArchive.remove(snapshot, (trx) =>
      audit.record({ actor, action: 'developer.business_deleted', subject: { type: 'business', id }, details: { name, removed, files: snapshot.files.length, export: exported }, origin }, trx),
    );
    return { message: 'Business profile deleted successfully', business: { id, name }, export: exported, removed, files: snapshot.files.length };
  }

  /** Writes the export of every business with everything kept for it, then deletes it all; accounts stay. */
  async clearAll({ actor, origin }: Actor, confirmation: string | undefined): Promise<ClearAllResult> {
    confirm(confirmation, developerConfirmations.clearAll);
    const { audit, businessArchive, developerExports } = this.d;
    const snapshot = await businessArchive.snapshot();
    const removed = businessArchive.counts(snapshot);
    const name = await developerExports.write({ ...snapshot, counts: removed, fileData: await this.fileData(snapshot) });
    await businessArchive.remove(snapshot, (trx) =>
      audit.record({ actor, action: 'developer.clear_all', subject: { type: 'export', id: name }, details: { removed, files: snapshot.files.length }, origin }, trx),
    );
    return { message: 'All business data cleared successfully', export: name, removed, files: snapshot.files.length };
  }

  /**
   * What a restore of this export would put back, and whether it can now: the restore itself, rehearsed
   * in a transaction that is then rolled back, with no file written. A refusal (a business that exists
   * again, an id that now belongs to something else, an owner whose account is gone, a row the API would
   * refuse) comes back as `refusal`, in the words the restore would use.
   */
  async previewRestore(source: ExportSource): Promise<RestorePreview> {
    const archived = await this.d.developerExports.read(source.name, { paths: source.paths ?? false });
    const businesses = archived.businesses.slice(0, RESTORE_PREVIEW_BUSINESSES).map((b) => ({ id: b.id, name: String(b.name) }));
    let refusal: string | null = null;
    let outcome: Omit<RestoreResult, 'export'> = { restored: archived.counts, files: archived.fileData.length, notes: [] };
    try {
      outcome = await this.put(archived, { rehearse: true });
    } catch (err) {
      if (!(err instanceof ValidationError || err instanceof ConflictError)) throw err;
      refusal = err.message;
    }
    return { export: source.name, createdAt: archived.createdAt, businesses, ...outcome, refusal };
  }

  /**
   * Puts a clear-all or deletion export back: the same ids, the same files. Every row is checked first,
   * as the API checks what it stores (`BusinessArchive.check`): anything refused stops the restore,
   * naming the row and the field, before a file or a row is written; the rows then go in one
   * transaction, with the audit record.
   */
  async restore({ actor, origin }: Actor, source: ExportSource): Promise<RestoreResult> {
    const archived = await this.d.developerExports.read(source.name, { paths: source.paths ?? false });
    const outcome = await this.put(archived, {
      audit: (details, trx) => this.d.audit.record({ actor, action: 'developer.restored', subject: { type: 'export', id: path.basename(source.name) }, details, origin }, trx),
    });
    for (const note of outcome.notes) this.d.log.warn({ note }, 'restore: a row was put to what the rules allow');
    return { export: path.basename(source.name), ...outcome };
  }

  /** The restore, or its rehearsal: the files that are missing, then every row in one transaction. */
  private async put(
    archived: ClearAllExport,
    { rehearse = false, audit }: { rehearse?: boolean; audit?: (details: Record<string, unknown>, trx: Knex) => Promise<unknown> },
  ): Promise<Omit<RestoreResult, 'export'>> {
    const { businessArchive, storage } = this.d;
    const { notes, ...checked } = businessArchive.check(archived);
    const referenced = new Set(checked.files);
    for (const { key } of archived.fileData) {
      if (storage.keyOf(storage.urlOf(key)) !== key) throw new ValidationError(`Not a storage key: ${key}`);
      if (!referenced.has(key)) throw new ValidationError(`Restore refused, nothing was restored: the export holds the file ${key}, which none of its rows uses`);
    }
    const restored = businessArchive.counts(checked);
    const files = archived.fileData.length;
    const written: string[] = [];
    try {
      // Only files that are missing: a refused restore then takes back exactly what it wrote.
      for (const { key, base64 } of rehearse ? [] : archived.fileData) {
        if (await storage.read(key)) continue;
        await storage.write(key, Buffer.from(base64, 'base64'));
        written.push(key);
      }
      await businessArchive.restore(checked, async (trx) => {
        if (rehearse) throw new Rehearsed();
        await audit?.({ restored, files, notes }, trx);
      });
    } catch (err) {
      await Promise.all(written.map((key) => storage.remove(key)));
      if (!(err instanceof Rehearsed)) throw err;
    }
    return { restored, files, notes };
  }

  private async fileData(snapshot: BusinessSnapshot): Promise<Array<{ key: string; base64: string }>> {
    const data: Array<{ key: string; base64: string }> = [];
    for (const key of snapshot.files) {
      const bytes = await this.d.storage.read(key);
      if (bytes) data.push({ key, base64: bytes.toString('base64') });
      else this.d.log.warn({ key }, 'clear-all: a referenced file is already missing');
    }
    return data;
  }
}

/** The typed confirmation, checked here on the server whatever the client did. */
function confirm(given: string | undefined, expected: { text: string; message: string }): void {
  if (given !== expected.text) throw new ValidationError(expected.message);
}
