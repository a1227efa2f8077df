import type { Knex } from 'knex';
import type { FilterRule } from '../admin/admin-list.js';
import { columnFields, jsonFields, type BusinessProfile, type BusinessView, type ExistingBusiness } from '../contracts/businesses.js';
import { businessCompletion } from '../contracts/completion.js';
import type { PostalAddress } from '../contracts/postal-address.js';
import type { StorageService } from '../storage/storage-service.js';
import type { BusinessModel } from './business-model.js';

/**
 * Fields a feature adds to every business the API answers with, kept in its own tables (the promotions'
 * settings): the core's view knows nothing of them. A plugin adds its extension in its `bootstrap`; the
 * clients read the fields through the feature's contract type (e.g. `BusinessWithPromotions`).
 */
export interface BusinessViewExtension {
  /** The feature's name (one extension each). */
  readonly name: string;
  /**
   * Its fields for each of these businesses: every id given, a business it holds nothing for with its
   * defaults. Read through `db` (inside a transaction, the transaction).
   */
  fieldsOf(businessIds: readonly number[], db: Knex): Promise<ReadonlyMap<number, object>>;
  /** Those of its fields a short answer naming a business carries too (`existingBusiness` of a duplicate website). */
  readonly briefFields?: readonly string[];
  /** Filters of the console's business list on its fields, each over the `businesses` query (`adminList`). */
  readonly adminFilters?: Readonly<Record<string, FilterRule>>;
}

interface Deps {
  db: Knex;
  storage: StorageService;
}

/** The business's street address as structured fields, or null when it has none. */
function postalAddressOf(b: BusinessModel): PostalAddress | null {
  const a = { street: b.addressStreet ?? null, city: b.addressCity ?? null, region: b.addressRegion ?? null, postalCode: b.addressPostalCode ?? null };
  return Object.values(a).some(Boolean) ? a : null;
}

/** The profile as the API shows it, every field of the list: its column (a list never null), the street address from its four. */
function profileOf(b: BusinessModel): BusinessProfile {
  const columns = Object.fromEntries(columnFields.map((f) => [f, b[f] ?? (jsonFields.some((j) => j === f) ? [] : null)]));
  return { ...columns, postalAddress: postalAddressOf(b) } as BusinessProfile;
}

/** Businesses as the API answers with them: the core's fields, then each feature's (`BusinessViewExtension`). */
export class BusinessViews {
  private readonly d: Deps;
  private readonly extensions = new Map<string, BusinessViewExtension>();

  constructor({ db, storage }: Deps) {
    this.d = { db, storage };
  }

  /** Called by a feature in its `bootstrap`. */
  extend(extension: BusinessViewExtension): void {
    if (this.extensions.has(extension.name)) throw new Error(`Business view extension "${extension.name}" is added twice`);
    this.extensions.set(extension.name, extension);
  }

  /** The core's own fields of a business (what the audit trail and the feeds need; no feature's). */
  core(b: BusinessModel): BusinessView {
    return {
      id: b.id,
      userId: b.userId,
      ...profileOf(b),
      // Only ever one of our stored files: an outside address saved before that rule is not shown to anyone.
      logoUrl: this.d.storage.keyOf(b.logoUrl) ? b.logoUrl : null,
      cardImageUrl: this.d.storage.urlOrNull(b.cardImageKey),
      status: b.status,
      published: b.published,
      isPrimary: b.isPrimary,
      isTestData: b.isTestData,
      createdAt: b.createdAt,
      updatedAt: b.updatedAt,
      publishedAt: b.publishedAt,
      extractedData: b.extractedData,
      completion: businessCompletion(b),
    };
  }

  /** Full views, in the order given: the core's fields and every feature's. */
  async of(businesses: readonly BusinessModel[], db: Knex = this.d.db): Promise<BusinessView[]> {
    const extra = await this.extraFields(businesses.map((b) => b.id), db);
    return businesses.map((b) => ({ ...this.core(b), ...extra.get(b.id) }));
  }

  async one(business: BusinessModel, db?: Knex): Promise<BusinessView> {
    return (await this.of([business], db))[0]!;
  }

  /** The short answer naming a business (`existingBusiness`), with each feature's brief fields. */
  async brief(b: BusinessModel, db: Knex = this.d.db): Promise<ExistingBusiness> {
    const brief: Record<string, unknown> = { id: b.id, name: b.name, website: b.website, createdAt: b.createdAt, published: b.published };
    for (const extension of this.extensions.values()) {
      if (!extension.briefFields?.length) continue;
      const fields = ((await extension.fieldsOf([b.id], db)).get(b.id) ?? {}) as Record<string, unknown>;
      for (const field of extension.briefFields) brief[field] = fields[field];
    }
    return brief as unknown as ExistingBusiness;
  }

  /** Every feature's filters of the console's business list. */
  adminFilters(): Record<string, FilterRule> {
    return Object.assign({}, ...[...this.extensions.values()].map((e) => e.adminFilters ?? {})) as Record<string, FilterRule>;
  }

  private async extraFields(ids: number[], db: Knex): Promise<Map<number, Record<string, unknown>>> {
    const extra = new Map<number, Record<string, unknown>>(ids.map((id) => [id, {}]));
    if (!ids.length) return extra;
    for (const extension of this.extensions.values()) {
      for (const [id, fields] of await extension.fieldsOf(ids, db)) Object.assign(extra.get(id) ?? {}, fields);
    }
    return extra;
  }
}
