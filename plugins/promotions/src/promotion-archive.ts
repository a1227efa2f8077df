import { assertOwned, checkTables, resetIdSequence, restoreRefused, rowColumn, rowPlace, storageKeyColumn, type BusinessDataPart, type Knex, type StorageService } from '@tapin/core';
import type { Config } from '@tapin/config';
import { CLAIM_CODE_ALPHABET, CLAIM_CODE_LENGTH, claimStatuses, createCampaignInput, createPromotionInput, eventInput, postPublishChoices } from '@tapin/core/contracts';
import { z } from 'zod';
import { SETTINGS_TABLE } from './promotion-settings.js';

type Row = Record<string, unknown>;

const promotion = createPromotionInput.shape;
const campaign = createCampaignInput.shape;
/** A campaign's date as the API takes it (PostgreSQL reads a date column back as a whole timestamp). */
const day = (schema: typeof campaign.startDate) => z.preprocess((v) => (typeof v === 'string' ? v.slice(0, 10) : v), schema);

/**
 * The promotions' rows of an export, every column: what the API checks through its own schemas
 * (title, description, price, tier, category, season, status, campaign names and dates, event types),
 * the rest by type. An unknown column is refused.
 */
function rowSchemas(isKey: (key: string) => boolean) {
  return {
    settings: z.strictObject({
      businessId: rowColumn.id,
      promotionsEnabled: rowColumn.boolean,
      postPublishChoice: z.enum(postPublishChoices, { error: 'must be add_promotions, skip_to_directory or null' }).nullable(),
      aiGenerationsUsed: rowColumn.count,
      updatedAt: rowColumn.time,
    }),
    items: z.strictObject({
      id: rowColumn.id,
      businessId: rowColumn.id,
      title: promotion.title,
      description: promotion.description,
      price: promotion.price,
      tier: promotion.tier.unwrap(),
      category: promotion.category.unwrap(),
      season: promotion.season,
      status: promotion.status.unwrap(),
      isActive: rowColumn.boolean,
      imageKey: storageKeyColumn(isKey, ['promotions']).nullable(),
      origin: z.enum(['ai', 'manual'], { error: 'must be ai or manual' }),
      editedByHand: rowColumn.boolean,
      createdAt: rowColumn.time,
      updatedAt: rowColumn.time,
    }),
    campaigns: z
      .strictObject({
        id: rowColumn.id,
        businessId: rowColumn.id,
        name: campaign.name,
        description: campaign.description,
        status: campaign.status,
        startDate: day(campaign.startDate),
        endDate: day(campaign.endDate),
        createdAt: rowColumn.time,
        updatedAt: rowColumn.time,
      })
      .refine((c) => c.endDate > c.startDate, { error: 'End date must be after the start date', path: ['endDate'] }),
    campaignItems: z.strictObject({ campaignId: rowColumn.id, promotionId: rowColumn.id }),
    events: z
      .strictObject({
        id: rowColumn.id,
        promotionId: rowColumn.id,
        type: eventInput.shape.type,
        userId: rowColumn.id.nullable(),
        dedupeKey: z
          .string({ error: 'must be text' })
          .regex(/^(?:(?:\d+|p:[0-9a-f]{24}):\d{4}-\d{2}-\d{2}|claim:\d+)$/, { error: 'must be a person or visitor and a day (12:2025-12-01), or a claim (claim:7)' })
          .nullable(),
        // What a redemption took (exports made before claims have none).
        amount: z.number({ error: 'must be an amount' }).min(0, { error: 'must be 0 or more' }).nullable().optional(),
        createdAt: rowColumn.time,
      })
      // Views and clicks count once per person (or visitor) and day, by their key; a redemption carries
      // none, or its claim's.
      .refine((e) => (e.type === 'redemption' ? e.dedupeKey === null || e.dedupeKey.startsWith('claim:') : e.dedupeKey !== null && !e.dedupeKey.startsWith('claim:')), {
        error: 'a view or click has a person and a day as its key, a redemption none or its claim',
        path: ['dedupeKey'],
      }),
    claims: z.strictObject({
      id: rowColumn.id,
      promotionId: rowColumn.id,
      businessId: rowColumn.id,
      code: z.string({ error: 'must be a claim code' }).regex(new RegExp(`^[${CLAIM_CODE_ALPHABET}]{${CLAIM_CODE_LENGTH}}$`), { error: 'must be a claim code' }),
      email: z.string({ error: 'must be text' }).max(254, { error: 'must be at most 254 characters' }).nullable(),
      visitorKey: z.string({ error: 'must be text' }).max(32, { error: 'must be at most 32 characters' }),
      addressKey: z.string({ error: 'must be text' }).max(32, { error: 'must be at most 32 characters' }),
      status: z.enum(claimStatuses, { error: 'must be claimed, redeemed or void' }),
      amount: z.number({ error: 'must be an amount' }).min(0, { error: 'must be 0 or more' }).nullable(),
      // Exports made before these columns lack them: the owner's own claim is then none, and none was e-mailed.
      fromOwner: rowColumn.boolean.optional(),
      emailsSent: rowColumn.count.optional(),
      expiresAt: rowColumn.time,
      createdAt: rowColumn.time,
      redeemedAt: rowColumn.time.nullable(),
      redeemedBy: rowColumn.id.nullable(),
      voidedAt: rowColumn.time.nullable(),
    }),
    posters: z.strictObject({ businessId: rowColumn.id, imageKey: storageKeyColumn(isKey, ['posters']), createdAt: rowColumn.time }),
  };
}

/** The promotions' rows for some businesses, every column, as stored. */
export interface PromotionsSnapshot {
  settings: Row[];
  items: Row[];
  campaigns: Row[];
  campaignItems: Row[];
  events: Row[];
  posters: Row[];
  claims: Row[];
}

/** Tables in the order a restore inserts them (each after the ones it references). */
const tables = [
  ['settings', SETTINGS_TABLE],
  ['items', 'promotions_items'],
  ['campaigns', 'promotions_campaigns'],
  ['campaignItems', 'promotions_campaign_items'],
  ['events', 'promotions_events'],
  ['posters', 'promotions_posters'],
  ['claims', 'promotions_claims'],
] as const;

const serialTables = new Set(['promotions_items', 'promotions_campaigns', 'promotions_events', 'promotions_claims']);

/**
 * The promotions' part of a business's data (core `BusinessArchive`): what developer deletion and
 * clear-all export and `tapin restore` puts back. Rows leave with their business by the foreign keys
 * this plugin's migration declares; this says which rows and files they were.
 */
export class PromotionArchive implements BusinessDataPart<PromotionsSnapshot> {
  readonly name = 'promotions';
  private readonly d: { db: Knex; storage: StorageService; config: Config };

  constructor({ db, storage, config }: { db: Knex; storage: StorageService; config: Config }) {
    this.d = { db, storage, config };
  }

  async snapshot(businessIds: number[]): Promise<PromotionsSnapshot> {
    const { db } = this.d;
    const byBusiness = (table: string) => db(table).whereIn('businessId', businessIds);
    const itemIds = byBusiness('promotions_items').select('id');
    return {
      settings: normalized(await byBusiness(SETTINGS_TABLE).orderBy('businessId'), ['promotionsEnabled']),
      items: normalized(await byBusiness('promotions_items').orderBy('id'), ['isActive', 'editedByHand']),
      campaigns: await byBusiness('promotions_campaigns').orderBy('id'),
      campaignItems: await db('promotions_campaign_items').whereIn('promotionId', itemIds).orderBy(['campaignId', 'promotionId']),
      events: numbers(await db('promotions_events').whereIn('promotionId', itemIds).orderBy('id'), ['amount']),
      posters: await byBusiness('promotions_posters').orderBy('businessId'),
      claims: normalized(numbers(await byBusiness('promotions_claims').orderBy('id'), ['amount']), ['fromOwner']),
    };
  }

  counts(snapshot: PromotionsSnapshot): Record<string, number> {
    return Object.fromEntries(tables.map(([key, table]) => [table, snapshot[key].length]));
  }

  files(snapshot: PromotionsSnapshot): string[] {
    return [...snapshot.items, ...snapshot.posters].map((r) => r.imageKey).filter((key): key is string => typeof key === 'string');
  }

  /**
   * Checks an export's promotions rows as the API checks them; each row must belong to one of the export's
   * businesses (and its promotions and campaigns), so a restore never adds rows to another business. The
   * AI generations used are put to at most the configured allowance (`AI_GENERATION_LIMIT`).
   */
  /** The settings were columns of `businesses` until migration 005: an export made before holds them there. */
  readonly formerBusinessColumns = ['promotionsEnabled', 'postPublishChoice', 'aiGenerationsUsed'];

  /** An export made before migration 005: its businesses' settings as this part's `settings` rows (checked as they are). */
  adoptColumns(data: unknown, rows: ReadonlyArray<Record<string, unknown>>): unknown {
    if (data !== undefined && (!data || typeof data !== 'object' || Array.isArray(data))) return data;
    const given = (data ?? {}) as Record<string, unknown>;
    if (given.settings !== undefined) return data;
    const settings = rows.map((r) => ({ businessId: r.id, promotionsEnabled: r.promotionsEnabled, postPublishChoice: r.postPublishChoice ?? null, aiGenerationsUsed: r.aiGenerationsUsed, updatedAt: r.updatedAt }));
    return { ...given, settings };
  }

  check(data: unknown, { businessIds, note }: { businessIds: ReadonlySet<number>; note(what: string): void }): PromotionsSnapshot {
    const { storage } = this.d;
    const schemas = rowSchemas((key) => storage.keyOf(storage.urlOf(key)) === key);
    const checked = checkTables('promotions', data, tables, schemas) as unknown as PromotionsSnapshot;
    const limit = this.d.config.promotions.aiGenerationLimit;
    checked.settings = checked.settings.map((row, index) => {
      const used = Number(row.aiGenerationsUsed);
      if (used <= limit) return row;
      note(`${rowPlace(SETTINGS_TABLE, index, row)}: ${used} AI generations used, restored as the allowance of ${limit}`);
      return { ...row, aiGenerationsUsed: limit };
    });
    const promotionIds = new Set(checked.items.map((r) => Number(r.id)));
    const campaignIds = new Set(checked.campaigns.map((r) => Number(r.id)));
    const belongs = (key: keyof PromotionsSnapshot, table: string, column: string, ids: ReadonlySet<number>, what: string) =>
      checked[key].forEach((row, index) => {
        if (!ids.has(Number(row[column]))) throw restoreRefused(`${rowPlace(table, index, row, column)}: ${String(row[column])} is not one of the export's ${what}`);
      });
    belongs('settings', SETTINGS_TABLE, 'businessId', businessIds, 'businesses');
    belongs('items', 'promotions_items', 'businessId', businessIds, 'businesses');
    belongs('campaigns', 'promotions_campaigns', 'businessId', businessIds, 'businesses');
    belongs('posters', 'promotions_posters', 'businessId', businessIds, 'businesses');
    belongs('campaignItems', 'promotions_campaign_items', 'campaignId', campaignIds, 'campaigns');
    belongs('campaignItems', 'promotions_campaign_items', 'promotionId', promotionIds, 'promotions');
    belongs('events', 'promotions_events', 'promotionId', promotionIds, 'promotions');
    belongs('claims', 'promotions_claims', 'businessId', businessIds, 'businesses');
    belongs('claims', 'promotions_claims', 'promotionId', promotionIds, 'promotions');
    return checked;
  }

  async restore(snapshot: PromotionsSnapshot, trx: Knex): Promise<void> {
    // An event's person whose account is gone is no one, as deleting the account leaves it (SET NULL).
    const people = [...new Set(snapshot.events.map((e) => e.userId).filter((id): id is number => typeof id === 'number'))];
    const accounts = new Set<number>();
    for (let i = 0; i < people.length; i += 500) for (const id of await trx('users').whereIn('id', people.slice(i, i + 500)).pluck('id')) accounts.add(Number(id));
    const redeemers = [...new Set(snapshot.claims.map((c) => c.redeemedBy).filter((id): id is number => typeof id === 'number'))];
    for (let i = 0; i < redeemers.length; i += 500) for (const id of await trx('users').whereIn('id', redeemers.slice(i, i + 500)).pluck('id')) accounts.add(Number(id));
    snapshot = {
      ...snapshot,
      events: snapshot.events.map((e) => (typeof e.userId === 'number' && !accounts.has(e.userId) ? { ...e, userId: null } : e)),
      claims: snapshot.claims.map((c) => (typeof c.redeemedBy === 'number' && !accounts.has(c.redeemedBy) ? { ...c, redeemedBy: null } : c)),
    };
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
    await this.d.storage.claim(files, trx);
    await assertOwned(trx, 'promotions_items', snapshot.items, (r) => [r.imageKey as string | null], (r) => owners.get(Number(r.businessId)));
    await assertOwned(trx, 'promotions_posters', snapshot.posters, (r) => [r.imageKey as string | null], (r) => owners.get(Number(r.businessId)));
  }
}

/** Booleans as booleans (SQLite stores 0/1), so an export reads the same from either database. */
function normalized(rows: Row[], booleans: string[]): Row[] {
  return rows.map((row) => ({ ...row, ...Object.fromEntries(booleans.map((b) => [b, Boolean(row[b])])) }));
}

/** Amounts as numbers (PostgreSQL's driver gives decimals as text), so an export reads the same from either database. */
function numbers(rows: Row[], columns: string[]): Row[] {
  return rows.map((row) => ({ ...row, ...Object.fromEntries(columns.map((c) => [c, row[c] === null || row[c] === undefined ? row[c] : Number(row[c])])) }));
}
