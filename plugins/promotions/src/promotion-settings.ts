import type { Config } from '@tapin/config';
import {
  ConflictError,
  isAdmin,
  LimitError,
  ValidationError,
  type AuditService,
  type BusinessService,
  type BusinessViewExtension,
  type Caller,
  type Clock,
  type Knex,
} from '@tapin/core';
import type { BusinessPromotionFields, BusinessWithPromotions, PostPublishChoice, RequestOrigin } from '@tapin/core/contracts';

/** The promotions' settings of each business (migration 005): one row per business that has changed one. */
export const SETTINGS_TABLE = 'promotions_business_settings';

/** A business without a row: promotions off, no choice made, no AI generation used. */
const defaults: BusinessPromotionFields = { promotionsEnabled: false, postPublishChoice: null, aiGenerationsUsed: 0 };

/** Ids per `IN (…)`, small enough for either database. */
const CHUNK = 500;

interface Deps {
  db: Knex;
  clock: Clock;
  config: Config;
  businesses: BusinessService;
  audit: AuditService;
}

interface WriteOptions {
  origin?: RequestOrigin;
}

/**
 * A business's promotions settings and their rules (docs/decisions.md#promotions, #ai-content): turning
 * promotions on (published businesses only; one-way), the post-publish choice, and the AI-generation
 * allowance. Its fields are in every business the API answers with (`extension`, added to the core's
 * `BusinessViews` at bootstrap).
 */
export class PromotionSettingsService {
  private readonly d: Deps;

  constructor({ db, clock, config, businesses, audit }: Deps) {
    this.d = { db, clock, config, businesses, audit };
  }

  /** The settings of these businesses, each id given (defaults for a business without a row). */
  async fieldsOf(businessIds: readonly number[], db: Knex = this.d.db): Promise<Map<number, BusinessPromotionFields>> {
    const fields = new Map<number, BusinessPromotionFields>(businessIds.map((id) => [id, { ...defaults }]));
    for (let i = 0; i < businessIds.length; i += CHUNK) {
      const rows = (await db(SETTINGS_TABLE)
        .whereIn('businessId', businessIds.slice(i, i + CHUNK))
        .select('businessId', 'promotionsEnabled', 'postPublishChoice', 'aiGenerationsUsed')) as Array<{
        businessId: number;
        promotionsEnabled: boolean | number;
        postPublishChoice: PostPublishChoice | null;
        aiGenerationsUsed: number | string;
      }>;
      for (const r of rows) {
        fields.set(Number(r.businessId), { promotionsEnabled: Boolean(r.promotionsEnabled), postPublishChoice: r.postPublishChoice, aiGenerationsUsed: Number(r.aiGenerationsUsed) });
      }
    }
    return fields;
  }

  /** Whether this business has promotions on. */
  async enabled(businessId: number, db: Knex = this.d.db): Promise<boolean> {
    return (await this.fieldsOf([businessId], db)).get(businessId)!.promotionsEnabled;
  }

  /** The promotions' fields of the core's business views, and the console list's filter on them. */
  extension(): BusinessViewExtension {
    return {
      name: 'promotions',
      fieldsOf: (ids, db) => this.fieldsOf(ids, db),
      briefFields: ['promotionsEnabled'],
      adminFilters: {
        promotionsEnabled: (query, value) => {
          if (typeof value !== 'boolean' && value !== 'true' && value !== 'false') {
            throw new ValidationError('filter.promotionsEnabled has an unusable value', { field: 'filter.promotionsEnabled' });
          }
          const enabled = this.d.db(SETTINGS_TABLE).where({ promotionsEnabled: true }).select('businessId');
          if (value === true || value === 'true') query.whereIn('id', enabled);
          else query.whereNotIn('id', enabled);
        },
      },
    };
  }

  /** Turns promotions on for a published business (a 409 before it is published). One-way. */
  async enable(caller: Caller, id: number, { origin }: WriteOptions = {}): Promise<BusinessWithPromotions> {
    await this.d.db.transaction(async (trx) => {
      const business = await this.d.businesses.get(caller, id, { trx });
      if (!business.published) throw new ConflictError('Publish your business to the directory before enabling promotions');
      if (await this.enabled(id, trx)) return;
      await this.audited(trx, caller, business, 'business.promotions_enabled', origin);
      await this.save(trx, id, { promotionsEnabled: true });
    });
    return (await this.d.businesses.get(caller, id)) as BusinessWithPromotions;
  }

  /** Records what the owner chose in the post-publish dialog. */
  async trackChoice(caller: Caller, id: number, choice: PostPublishChoice, { origin }: WriteOptions = {}): Promise<BusinessWithPromotions> {
    await this.d.db.transaction(async (trx) => {
      const business = await this.d.businesses.get(caller, id, { trx });
      await this.audited(trx, caller, business, 'business.choice_tracked', origin, { choice });
      await this.save(trx, id, { postPublishChoice: choice });
    });
    return (await this.d.businesses.get(caller, id)) as BusinessWithPromotions;
  }

  /**
   * Counts one AI generation against the business's allowance (`AI_GENERATION_LIMIT`), atomically: the
   * update only happens while the count is under the limit, so parallel requests can never exceed it (a
   * 429 beyond it). An admin's generation is neither limited nor counted: the allowance is the owner's
   * (docs/decisions.md#ai-content). Returns the business's count after it, and whether this generation
   * was counted (what a refund gives back).
   */
  async spendAiGeneration(caller: Caller, businessId: number): Promise<{ used: number; counted: boolean }> {
    const limit = this.d.config.promotions.aiGenerationLimit;
    const counted = !isAdmin(caller);
    if (counted) {
      await this.d.db(SETTINGS_TABLE).insert(this.row(businessId)).onConflict('businessId').ignore();
      const updated = await this.d.db(SETTINGS_TABLE).where({ businessId }).where('aiGenerationsUsed', '<', limit).increment('aiGenerationsUsed', 1);
      if (updated !== 1) {
        throw new LimitError(`Beta users are limited to ${limit} AI generations per business.`, {
          title: 'Generation limit reached',
          aiGenerationLimit: limit,
        });
      }
    }
    const row = await this.d.db(SETTINGS_TABLE).where({ businessId }).first('aiGenerationsUsed');
    return { used: Number(row?.aiGenerationsUsed ?? 0), counted };
  }

  /** Gives back a counted generation whose work then failed. */
  async refundAiGeneration(businessId: number): Promise<void> {
    await this.d.db(SETTINGS_TABLE).where({ businessId }).where('aiGenerationsUsed', '>', 0).decrement('aiGenerationsUsed', 1);
  }

  /**
   * Whose business this is and whether the public sees its promotions (published, promotions enabled),
   * whoever asks: for what serves everyone, such as counting views. Undefined when there is none.
   */
  async visibility(businessId: number): Promise<{ userId: number; showsPromotions: boolean } | undefined> {
    const standing = await this.d.businesses.standing(businessId);
    return standing && { userId: standing.userId, showsPromotions: standing.published && (await this.enabled(businessId)) };
  }

  /** Turns promotions on for these businesses that have no settings yet (sample businesses as they are created). */
  async enableNew(businessIds: readonly number[]): Promise<void> {
    for (const id of businessIds) await this.d.db(SETTINGS_TABLE).insert(this.row(id, { promotionsEnabled: true })).onConflict('businessId').ignore();
  }

  private row(businessId: number, fields: Partial<BusinessPromotionFields> = {}) {
    return { businessId, ...defaults, ...fields, updatedAt: this.d.clock.now().toISOString() };
  }

  private async save(trx: Knex, businessId: number, fields: Partial<BusinessPromotionFields>): Promise<void> {
    const row = this.row(businessId, fields);
    await trx(SETTINGS_TABLE).insert(row).onConflict('businessId').merge({ ...fields, updatedAt: row.updatedAt });
  }

  /** An admin's change to another owner's business goes to the audit trail, in the change's transaction. */
  private audited(trx: Knex, caller: Caller, business: { id: number; userId: number; name: string }, action: string, origin?: RequestOrigin, details: Record<string, unknown> = {}) {
    const event = { actor: caller, action, subject: { type: 'business', id: business.id }, details: { name: business.name, ...details }, origin };
    return this.d.audit.recordForOwner(business.userId, event, trx);
  }
}
