import { isAdmin, NotFoundError, ValidationError, type Caller, type Clock, type Knex } from '@tapin/core';
import type { CampaignStatus } from '@tapin/core/contracts';
import type { CampaignInput } from './promotion-contracts.js';
import type { PromotionService } from './promotion-service.js';

export interface CampaignView {
  id: number;
  businessId: number;
  name: string;
  description: string | null;
  status: CampaignStatus;
  startDate: string;
  endDate: string;
  promotionIds: number[];
  promotions: Array<{ id: number; title: string; tier: string }>;
  createdAt: string;
  updatedAt: string;
}

/** A calendar date as stored: PostgreSQL returns dates as timestamps, SQLite as the text written. */
function dateOnly(value: unknown): string {
  return String(value).slice(0, 10);
}

/** Seasonal campaigns of a business: a name, a status, a date range and the promotions they include. */
export class CampaignService {
  constructor(private readonly d: { db: Knex; clock: Clock; promotions: PromotionService }) {}

  private async views(rows: Array<Record<string, unknown>>): Promise<CampaignView[]> {
    const ids = rows.map((r) => Number(r.id));
    const links = ids.length
      ? ((await this.d.db('promotions_campaign_items as ci')
          .join('promotions_items as p', 'p.id', 'ci.promotionId')
          .whereIn('ci.campaignId', ids)
          .select('ci.campaignId', 'p.id', 'p.title', 'p.tier')
          .orderBy('p.id')) as Array<{ campaignId: number; id: number; title: string; tier: string }>)
      : [];
    return rows.map((r) => {
      const promotions = links.filter((l) => Number(l.campaignId) === Number(r.id)).map(({ id, title, tier }) => ({ id: Number(id), title, tier }));
      return {
        id: Number(r.id),
        businessId: Number(r.businessId),
        name: String(r.name),
        description: (r.description as string | null) ?? null,
        status: r.status as CampaignStatus,
        startDate: dateOnly(r.startDate),
        endDate: dateOnly(r.endDate),
        promotionIds: promotions.map((p) => p.id),
        promotions,
        createdAt: String(r.createdAt),
        updatedAt: String(r.updatedAt),
      };
    });
  }

  async view(id: number): Promise<CampaignView> {
    const row = await this.d.db('promotions_campaigns').where({ id }).first();
    if (!row) throw new NotFoundError('Campaign not found');
    return (await this.views([row]))[0]!;
  }

  async list(caller: Caller, businessId: number): Promise<CampaignView[]> {
    await this.d.promotions.promotableBusiness(caller, businessId);
    return this.views(await this.d.db('promotions_campaigns').where({ businessId }).orderBy('startDate').orderBy('id'));
  }

  /** A campaign the caller may manage (moderation: an admin from the console, whatever the business's state). */
  private async campaignFor(caller: Caller, id: number, moderation = false): Promise<Record<string, unknown>> {
    const row = await this.d.db('promotions_campaigns').where({ id }).first();
    if (!row) throw new NotFoundError('Campaign not found');
    if (moderation && isAdmin(caller)) return row;
    try {
      await this.d.promotions.promotableBusiness(caller, Number(row.businessId));
    } catch (err) {
      if (err instanceof NotFoundError) throw new NotFoundError('Campaign not found');
      throw err;
    }
    return row;
  }

  /** The campaign's promotions must be this business's own. */
  private async assertOwnPromotions(trx: Knex, businessId: number, ids: number[]): Promise<void> {
    if (!ids.length) return;
    const own = new Set(((await trx('promotions_items').where({ businessId }).whereIn('id', ids).pluck('id')) as number[]).map(Number));
    const stranger = ids.find((id) => !own.has(id));
    if (stranger !== undefined) throw new ValidationError(`Promotion ${stranger} is not one of this business's promotions`, { field: 'promotionIds' });
  }

  async create(caller: Caller, businessId: number, input: CampaignInput): Promise<CampaignView> {
    await this.d.promotions.promotableBusiness(caller, businessId);
    const now = this.d.clock.now().toISOString();
    const id = await this.d.db.transaction(async (trx) => {
      await this.assertOwnPromotions(trx, businessId, input.promotionIds);
      const [row] = await trx('promotions_campaigns')
        .insert({ businessId, name: input.name, description: input.description, status: input.status, startDate: input.startDate, endDate: input.endDate, createdAt: now, updatedAt: now })
        .returning('id');
      const campaignId = Number((row as { id: number }).id);
      if (input.promotionIds.length) await trx('promotions_campaign_items').insert([...new Set(input.promotionIds)].map((promotionId) => ({ campaignId, promotionId })));
      return campaignId;
    });
    return this.view(id);
  }

  async update(caller: Caller, id: number, input: Partial<CampaignInput>, { moderation = false } = {}): Promise<CampaignView> {
    const row = await this.campaignFor(caller, id, moderation);
    const startDate = input.startDate ?? dateOnly(row.startDate);
    const endDate = input.endDate ?? dateOnly(row.endDate);
    if (endDate <= startDate) throw new ValidationError('End date must be after the start date', { field: 'endDate' });
    const { promotionIds, ...fields } = input;
    await this.d.db.transaction(async (trx) => {
      await trx('promotions_campaigns').where({ id }).update({ ...fields, updatedAt: this.d.clock.now().toISOString() });
      if (promotionIds) {
        await this.assertOwnPromotions(trx, Number(row.businessId), promotionIds);
        await trx('promotions_campaign_items').where({ campaignId: id }).delete();
        if (promotionIds.length) await trx('promotions_campaign_items').insert([...new Set(promotionIds)].map((promotionId) => ({ campaignId: id, promotionId })));
      }
    });
    return this.view(id);
  }

  async remove(caller: Caller, id: number, { moderation = false } = {}): Promise<void> {
    await this.campaignFor(caller, id, moderation);
    await this.d.db('promotions_campaigns').where({ id }).delete();
  }
}
