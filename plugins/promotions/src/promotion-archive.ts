import { resetIdSequence, type BusinessDataPart, type Knex, type StorageService } from '@tapin/core';

type Row = Record<string, unknown>;

/** The promotions' rows for some businesses, every column, as stored. */
export interface PromotionsSnapshot {
  items: Row[];
  campaigns: Row[];
  campaignItems: Row[];
  events: Row[];
  posters: Row[];
}

/** Tables in the order a restore inserts them (each after the ones it references). */
const tables = [
  ['items', 'promotions_items'],
  ['campaigns', 'promotions_campaigns'],
  ['campaignItems', 'promotions_campaign_items'],
  ['events', 'promotions_events'],
  ['posters', 'promotions_posters'],
] as const;

const serialTables = new Set(['promotions_items', 'promotions_campaigns', 'promotions_events']);

/**
 * The promotions' part of a business's data (core `BusinessArchive`): what developer deletion and
 * clear-all export and `tapin restore` puts back. Rows leave with their business by the foreign keys
 * this plugin's migration declares; this says which rows and files they were.
 */
export class PromotionArchive implements BusinessDataPart<PromotionsSnapshot> {
  readonly name = 'promotions';
  private readonly db: Knex;
  private readonly storage: StorageService;

  constructor({ db, storage }: { db: Knex; storage: StorageService }) {
    this.db = db;
    this.storage = storage;
  }

  async snapshot(businessIds: number[]): Promise<PromotionsSnapshot> {
    const { db } = this;
    const byBusiness = (table: string) => db(table).whereIn('businessId', businessIds);
    const itemIds = byBusiness('promotions_items').select('id');
    return {
      items: normalized(await byBusiness('promotions_items').orderBy('id'), ['isActive', 'editedByHand']),
      campaigns: await byBusiness('promotions_campaigns').orderBy('id'),
      campaignItems: await db('promotions_campaign_items').whereIn('promotionId', itemIds).orderBy(['campaignId', 'promotionId']),
      events: await db('promotions_events').whereIn('promotionId', itemIds).orderBy('id'),
      posters: await byBusiness('promotions_posters').orderBy('businessId'),
    };
  }

  counts(snapshot: PromotionsSnapshot): Record<string, number> {
    return Object.fromEntries(tables.map(([key, table]) => [table, snapshot[key].length]));
  }

  files(snapshot: PromotionsSnapshot): string[] {
    return [...snapshot.items, ...snapshot.posters].map((r) => r.imageKey).filter((key): key is string => typeof key === 'string');
  }

  async restore(snapshot: PromotionsSnapshot, trx: Knex): Promise<void> {
    for (const [key, table] of tables) {
      const rows = snapshot[key] ?? [];
      for (let i = 0; i < rows.length; i += 200) await trx(table).insert(rows.slice(i, i + 200));
      if (serialTables.has(table)) await resetIdSequence(trx, table);
    }
    // Images and posters are their business owner's again (the businesses are back in this transaction).
    const withFiles = trx('promotions_items').whereNotNull('imageKey').select('businessId').union(trx('promotions_posters').select('businessId'));
    const rows = (await trx('businesses').whereIn('id', withFiles).select('id', 'userId')) as Array<{ id: number; userId: number }>;
    const owners = new Map(rows.map((b) => [Number(b.id), Number(b.userId)]));
    const files = [...snapshot.items, ...snapshot.posters].flatMap((r) => {
      const ownerId = owners.get(Number(r.businessId));
      return ownerId === undefined ? [] : [{ key: r.imageKey as string | null, ownerId }];
    });
    await this.storage.claim(files, trx);
  }
}

/** Booleans as booleans (SQLite stores 0/1), so an export reads the same from either database. */
function normalized(rows: Row[], booleans: string[]): Row[] {
  return rows.map((row) => ({ ...row, ...Object.fromEntries(booleans.map((b) => [b, Boolean(row[b])])) }));
}
