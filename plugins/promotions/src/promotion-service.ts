import type { Config } from '@tapin/config';
import { imageRules, pageRules } from '@tapin/config/rules';
import {
  adminList,
  ForbiddenError,
  insertedId,
  isAdmin,
  NotFoundError,
  type AdminListResult,
  type AuditService,
  type BusinessService,
  type BusinessView,
  type Caller,
  type Clock,
  type ImageRules,
  type Knex,
  type StorageService,
} from '@tapin/core';
import {
  conversionRate,
  type CreatePromotionInput,
  type Page,
  type PageInput,
  type PromotionCategory,
  type PromotionSeason,
  type PromotionStatus,
  type PromotionTier,
  type PromotionView,
  type RequestOrigin,
  type UpdatePromotionInput,
} from '@tapin/core/contracts';

import { promotionImageRendition } from './promotion-image.js';
import { SETTINGS_TABLE, type PromotionSettingsService } from './promotion-settings.js';

export type { PromotionView };

export interface PromotionRow {
  id: number;
  businessId: number;
  title: string;
  description: string;
  price: number | string;
  tier: PromotionTier;
  category: PromotionCategory;
  season: PromotionSeason;
  status: PromotionStatus;
  isActive: boolean | number;
  imageKey: string | null;
  origin: 'ai' | 'manual';
  editedByHand: boolean | number;
  createdAt: string;
  updatedAt: string;
}

interface Deps {
  db: Knex;
  clock: Clock;
  config: Config;
  businesses: BusinessService;
  storage: StorageService;
  audit: AuditService;
  promotionSettings: PromotionSettingsService;
}

/**
 * Who changes a promotion or a campaign, for the audit trail: where the request came from, and whether it
 * is the console's moderation (recorded always; through the owners' routes only an admin's change to
 * another owner's business is).
 */
export interface ChangeOptions {
  origin?: RequestOrigin;
  moderation?: boolean;
}

/** The promotion image rules and the specification's messages ('Invalid file type' / 'File too large'). */
export function promotionImageRules(config: Config): ImageRules & { titles: { wrongType: string; tooLarge: string } } {
  const wrongTypeMessage = 'Please upload a JPEG, PNG, or WebP image file.';
  return {
    types: imageRules.types,
    maxBytes: config.limits.promotionImageBytes,
    wrongTypeMessage,
    // Stored at a documented size, whatever the client sent (docs/decisions.md#promotions).
    render: (bytes) => promotionImageRendition(bytes, wrongTypeMessage),
    tooLargeMessage: `Please upload an image smaller than ${Math.round(config.limits.promotionImageBytes / 1024 / 1024)}MB.`,
    titles: { wrongType: 'Invalid file type', tooLarge: 'File too large' },
  };
}

/**
 * Promotions of a business: who may manage them, their views, manual ones and their images. Only the
 * business's owner or an admin, and only once the business is published with promotions enabled.
 */
export class PromotionService {
  private readonly d: Deps;

  constructor({ db, clock, config, businesses, storage, audit, promotionSettings }: Deps) {
    this.d = { db, clock, config, businesses, storage, audit, promotionSettings };
  }

  /** Writes a change to the audit trail in its transaction, as `options` say (see ChangeOptions). */
  audited(trx: Knex, caller: Caller, business: Pick<BusinessView, 'id' | 'userId'>, event: { action: string; subject: { type: string; id: number }; details?: Record<string, unknown> }, options: ChangeOptions = {}): Promise<void> {
    const details = { businessId: business.id, ...event.details };
    return this.d.audit.recordForOwner(business.userId, { actor: caller, ...event, details, origin: options.origin }, trx, { always: options.moderation === true });
  }

  private table(db: Knex = this.d.db) {
    return db('promotions_items');
  }

  private now(): string {
    return this.d.clock.now().toISOString();
  }

  /**
   * A business's live promotions as a customer sees them on its public page (no caller: the page is
   * public, and nothing is counted here): active, switched on, with promotions enabled for the business,
   * cheapest first, at most `limit` (only `promotionId`, when given); each with the last day of the
   * campaign that runs it on `today` (the city's date), if one does.
   */
  async publicOffers(businessId: number, today: string, limit: number, promotionId?: number): Promise<Array<{ id: number; title: string; description: string; price: number; validThrough: string | null }>> {
    const { db } = this.d;
    const running = db('promotions_campaign_items as ci')
      .join('promotions_campaigns as c', 'c.id', 'ci.campaignId')
      .whereRaw('?? = ??', ['ci.promotionId', 'p.id'])
      .whereNot('c.status', 'draft')
      .where('c.startDate', '<=', today)
      .where('c.endDate', '>=', today)
      .max('c.endDate');
    const rows = (await db('promotions_items as p')
      .join(`${SETTINGS_TABLE} as s`, 's.businessId', 'p.businessId')
      .where({ 'p.businessId': businessId, 'p.status': 'active', 'p.isActive': true, 's.promotionsEnabled': true })
      .modify((q) => (promotionId === undefined ? q : q.where('p.id', promotionId)))
      .select('p.id', 'p.title', 'p.description', 'p.price', running.as('validThrough'))
      .orderBy('p.price')
      .orderBy('p.id')
      .limit(limit)) as Array<{ id: number; title: string; description: string; price: number | string; validThrough: string | null }>;
    return rows.map((r) => ({ id: Number(r.id), title: r.title, description: r.description, price: Number(r.price), validThrough: r.validThrough === null ? null : String(r.validThrough).slice(0, 10) }));
  }

  /** Whether `promotionId` is one of the business's promotions, in whatever state (a page's check, no caller). */
  async hasPromotion(businessId: number, promotionId: number): Promise<boolean> {
    return (await this.d.db('promotions_items').where({ id: promotionId, businessId }).first('id')) !== undefined;
  }

  /** The business, if the caller may manage its promotions: 404 when not theirs, 403 when not enabled. */
  async promotableBusiness(caller: Caller, businessId: number): Promise<BusinessView> {
    const business = await this.d.businesses.get(caller, businessId);
    if (!business.published || !(await this.d.promotionSettings.enabled(businessId))) {
      throw new ForbiddenError('Promotions are not enabled for this business', {
        title: 'Promotions Not Enabled',
        detail: 'Promotions are an optional beta feature: publish the business and enable promotions from its profile.',
      });
    }
    return business;
  }

  /**
   * A promotion the caller may manage, with its business. Moderation (the admin console) skips the
   * published-and-enabled rule that owners' screens follow.
   */
  async promotionFor(caller: Caller, id: number, { moderation = false } = {}): Promise<{ row: PromotionRow; business: BusinessView }> {
    const row = (await this.table().where({ id }).first()) as PromotionRow | undefined;
    if (!row) throw new NotFoundError('Promotion not found');
    try {
      if (moderation && isAdmin(caller)) return { row, business: await this.d.businesses.get(caller, row.businessId) };
      return { row, business: await this.promotableBusiness(caller, row.businessId) };
    } catch (err) {
      // Someone else's promotion is as unknown as a missing one.
      if (err instanceof NotFoundError) throw new NotFoundError('Promotion not found');
      throw err;
    }
  }

  private async conversionRates(ids: number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    const rows = (await this.d.db('promotions_events')
      .whereIn('promotionId', ids)
      .select('promotionId', 'type')
      .count({ count: '*' })
      .groupBy('promotionId', 'type')) as Array<{ promotionId: number; type: string; count: string | number }>;
    const tally = new Map<number, { views: number; redemptions: number }>();
    for (const r of rows) {
      const entry = tally.get(Number(r.promotionId)) ?? { views: 0, redemptions: 0 };
      if (r.type === 'view') entry.views = Number(r.count);
      if (r.type === 'redemption') entry.redemptions = Number(r.count);
      tally.set(Number(r.promotionId), entry);
    }
    return new Map([...tally].map(([id, t]) => [id, conversionRate(t.redemptions, t.views)]));
  }

  private async views(rows: PromotionRow[]): Promise<PromotionView[]> {
    const rates = await this.conversionRates(rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id,
      businessId: r.businessId,
      title: r.title,
      description: r.description,
      price: Number(r.price),
      tier: r.tier,
      category: r.category,
      season: r.season,
      status: r.status,
      isActive: Boolean(r.isActive),
      imageUrl: this.d.storage.urlOrNull(r.imageKey),
      conversionRate: rates.get(r.id) ?? 0,
      origin: r.origin,
      handWritten: isHandWritten(r),
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
    }));
  }

  /** Views of the promotions with these ids, by id. */
  async viewsOf(ids: number[]): Promise<PromotionView[]> {
    return this.views((await this.table().whereIn('id', ids).orderBy('id')) as PromotionRow[]);
  }

  async view(id: number): Promise<PromotionView> {
    const row = (await this.table().where({ id }).first()) as PromotionRow | undefined;
    if (!row) throw new NotFoundError('Promotion not found');
    return (await this.views([row]))[0]!;
  }

  /** A page of a business's promotions, newest first, and how many it has (`pageRules.promotions`). */
  async list(caller: Caller, businessId: number, { offset, limit }: PageInput = { offset: 0, limit: pageRules.promotions.default }): Promise<Page<PromotionView>> {
    await this.promotableBusiness(caller, businessId);
    const [counted, rows] = await Promise.all([
      this.table().where({ businessId }).count({ total: '*' }).first(),
      this.table().where({ businessId }).orderBy('createdAt', 'desc').orderBy('id', 'desc').offset(offset).limit(limit),
    ]);
    return { items: await this.views(rows as PromotionRow[]), total: Number(counted?.total ?? 0) };
  }

  /**
   * Stores a data-URL image as the business owner's; our own URL is kept as is only when it is the
   * promotion's current image (another file's URL is refused like any non-image).
   */
  private async imageKeyFrom(value: string | null | undefined, current: string | null, ownerId: number): Promise<string | null | undefined> {
    if (value === undefined) return undefined;
    if (value === null || value === '') return null;
    if (this.d.storage.keyOf(value) === current && current) return current;
    const rules = promotionImageRules(this.d.config);
    try {
      return (await this.d.storage.saveDataUrl(value, 'promotions', rules, { ownerId })).key;
    } catch (err) {
      throw withTitle(err, rules.titles);
    }
  }

  /** Manual creation: never limited. */
  async create(caller: Caller, businessId: number, input: CreatePromotionInput, options: ChangeOptions = {}): Promise<PromotionView> {
    const business = await this.promotableBusiness(caller, businessId);
    const imageKey = (await this.imageKeyFrom(input.imageUrl ?? input.image, null, business.userId)) ?? null;
    const now = this.now();
    const row = {
      businessId,
      title: input.title,
      description: input.description,
      price: input.price,
      tier: input.tier,
      category: input.category,
      season: input.season,
      status: input.status,
      isActive: input.isActive,
      imageKey,
      origin: 'manual',
      createdAt: now,
      updatedAt: now,
    };
    let id: number;
    try {
      id = await this.d.db.transaction(async (trx) => {
        const id = insertedId(await this.table(trx).insert(row).returning('id'));
        await this.audited(trx, caller, business, { action: 'promotion.created', subject: { type: 'promotion', id }, details: { title: input.title } }, options);
        return id;
      });
    } catch (err) {
      // The image stored for a promotion that was not created.
      await this.d.storage.remove(imageKey);
      throw err;
    }
    return this.view(id);
  }

  async update(caller: Caller, id: number, input: UpdatePromotionInput, options: ChangeOptions = {}): Promise<PromotionView> {
    const { row, business } = await this.promotionFor(caller, id, options);
    const { imageUrl, image, ...fields } = input;
    const imageKey = await this.imageKeyFrom(imageUrl !== undefined ? imageUrl : image, row.imageKey, business.userId);
    const editedByHand = wordsChanged(row, fields) ? { editedByHand: true } : {};
    // Archiving takes a promotion off the directory: it is named as such in the audit trail.
    const action = fields.status === 'archived' && row.status !== 'archived' ? 'promotion.archived' : 'promotion.updated';
    try {
      await this.d.db.transaction(async (trx) => {
        await this.table(trx)
          .where({ id })
          .update({ ...fields, ...editedByHand, ...(imageKey !== undefined ? { imageKey } : {}), updatedAt: this.now() });
        const details = { title: row.title, fields: Object.keys(input), ...(fields.status !== undefined ? { from: row.status, to: fields.status } : {}) };
        await this.audited(trx, caller, business, { action, subject: { type: 'promotion', id }, details }, options);
      });
    } catch (err) {
      // The image stored for a change that did not happen.
      if (imageKey && imageKey !== row.imageKey) await this.d.storage.remove(imageKey);
      throw err;
    }
    if (imageKey !== undefined && imageKey !== row.imageKey) await this.d.storage.remove(row.imageKey);
    return this.view(id);
  }

  /** Replaces the image with an uploaded file (the business owner's, whoever uploads it). */
  async setImage(caller: Caller, id: number, tempPath: string, options: ChangeOptions = {}): Promise<PromotionView> {
    const { row, business } = await this.promotionFor(caller, id);
    const rules = promotionImageRules(this.d.config);
    let key: string;
    try {
      key = (await this.d.storage.saveUploadedImage(tempPath, 'promotions', rules, { ownerId: business.userId })).key;
    } catch (err) {
      throw withTitle(err, rules.titles);
    }
    try {
      await this.d.db.transaction(async (trx) => {
        await this.table(trx).where({ id }).update({ imageKey: key, updatedAt: this.now() });
        await this.audited(trx, caller, business, { action: 'promotion.image_replaced', subject: { type: 'promotion', id }, details: { title: row.title } }, options);
      });
    } catch (err) {
      await this.d.storage.remove(key);
      throw err;
    }
    await this.d.storage.remove(row.imageKey);
    return this.view(id);
  }

  /** Deletes a promotion and its image; returns it as it was. */
  async remove(caller: Caller, id: number, options: ChangeOptions = {}): Promise<PromotionView> {
    const { row, business } = await this.promotionFor(caller, id, options);
    const [before] = await this.views([row]);
    await this.d.db.transaction(async (trx) => {
      if (!(await this.table(trx).where({ id }).delete())) throw new NotFoundError('Promotion not found');
      await this.audited(trx, caller, business, { action: 'promotion.deleted', subject: { type: 'promotion', id }, details: { title: row.title, status: row.status } }, options);
    });
    await this.d.storage.remove(row.imageKey);
    return before!;
  }

  /** The console's promotions resource. */
  async adminList(rawQuery: unknown): Promise<AdminListResult<PromotionView>> {
    const result = await adminList<{ id: number }>(
      {
        resource: 'promotions',
        db: this.d.db,
        query: () => this.table().select('id'),
        sortable: { id: 'id', title: 'title', price: 'price', tier: 'tier', status: 'status', businessId: 'businessId', createdAt: 'createdAt' },
        filters: {
          q: { column: ['title', 'description'], op: 'contains' },
          businessId: { column: 'businessId', op: 'id' },
          tier: { column: 'tier' },
          status: { column: 'status' },
          category: { column: 'category' },
          isActive: { column: 'isActive', op: 'boolean' },
        },
        defaultSort: ['createdAt', 'DESC'],
      },
      rawQuery,
    );
    const byId = new Map((await this.viewsOf(result.rows.map((r) => r.id))).map((v) => [v.id, v]));
    return { ...result, rows: result.rows.flatMap((r) => (byId.has(r.id) ? [byId.get(r.id)!] : [])) };
  }
}

/** What the AI writes for a promotion: a person changing any of them makes the words theirs. */
export const writtenFields = ['title', 'description', 'price', 'category', 'season'] as const;

/** Created by hand, or generated and then edited by hand: regenerating it must not rewrite it. */
export function isHandWritten(row: Pick<PromotionRow, 'origin' | 'editedByHand'>): boolean {
  return row.origin === 'manual' || Boolean(row.editedByHand);
}

function wordsChanged(row: PromotionRow, input: Partial<Record<(typeof writtenFields)[number], unknown>>): boolean {
  return writtenFields.some((field) => {
    const next = input[field];
    if (next === undefined) return false;
    return field === 'price' ? Number(next) !== Number(row.price) : next !== row[field];
  });
}

/** Adds the specification's toast title to a storage error ('Invalid file type', 'File too large'). */
function withTitle(err: unknown, titles: { wrongType: string; tooLarge: string }): unknown {
  const e = err as { status?: number; details?: Record<string, unknown> };
  if (e?.details && e.status === 415) e.details.title = titles.wrongType;
  if (e?.details && e.status === 413) e.details.title = titles.tooLarge;
  return err;
}
