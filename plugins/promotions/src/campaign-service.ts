import { adminList, isAdmin, NotFoundError, ValidationError, type AdminListResult, type Caller, type Clock, type Knex, type LocalCalendar } from '@tapin/core';
import { pageRules } from '@tapin/config/rules';
import { campaignState, type CampaignInput, type CampaignStatus, type CampaignView, type Page, type PageInput } from '@tapin/core/contracts';
import type { ChangeOptions, PromotionService } from './promotion-service.js';

/** A calendar date as stored: PostgreSQL returns dates as timestamps, SQLite as the text written. */
function dateOnly(value: unknown): string {
  return String(value).slice(0, 10);
}

interface Deps {
  db: Knex;
  clock: Clock;
  calendar: LocalCalendar;
  promotions: PromotionService;
}

/** Seasonal campaigns of a business: a name, a status, a date range and the promotions they include. */
export class CampaignService {
  private readonly d: Deps;

  constructor({ db, clock, calendar, promotions }: Deps) {
    this.d = { db, clock, calendar, promotions };
  }

  private async views(rows: Array<Record<string, unknown>>): Promise<CampaignView[]> {
    const ids = rows.map((r) => Number(r.id));
    const links = ids.length
      ? ((await this.d.db('promotions_campaign_items as ci')
          .join('promotions_items as p', 'p.id', 'ci.promotionId')
          .whereIn('ci.campaignId', ids)
          .select('ci.campaignId', 'p.id', 'p.title', 'p.tier')
          .orderBy('p.id')) as Array<{ campaignId: number; id: number; title: string; tier: string }>)
      : [];
    // Today in the city (TIME_ZONE): a campaign starts and ends on the city's days, not UTC's.
    const today = this.d.calendar.dateOf(this.d.clock.now());
    return rows.map((r) => {
      const promotions = links.filter((l) => Number(l.campaignId) === Number(r.id)).map(({ id, title, tier }) => ({ id: Number(id), title, tier }));
      return {
        id: Number(r.id),
        businessId: Number(r.businessId),
        name: String(r.name),
        description: (r.description as string | null) ?? null,
        // What the dates make of it today: a stored 'scheduled' or 'active' is only a wish until its dates say so.
        status: campaignState(r.status as CampaignStatus, dateOnly(r.startDate), dateOnly(r.endDate), today),
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

  /** A page of a business's campaigns, by start date, and how many it has (`pageRules.campaigns`). */
  async list(caller: Caller, businessId: number, { offset, limit }: PageInput = { offset: 0, limit: pageRules.campaigns.default }): Promise<Page<CampaignView>> {
    await this.d.promotions.promotableBusiness(caller, businessId);
    const mine = () => this.d.db('promotions_campaigns').where({ businessId });
    const [counted, rows] = await Promise.all([mine().count({ total: '*' }).first(), mine().orderBy('startDate').orderBy('id').offset(offset).limit(limit)]);
    return { items: await this.views(rows), total: Number(counted?.total ?? 0) };
  }

  /**
   * A campaign the caller may manage (moderation: an admin from the console, whatever the business's
   * state), with its business's id and owner.
   */
  private async campaignFor(caller: Caller, id: number, moderation = false): Promise<{ row: Record<string, unknown>; business: { id: number; userId: number } }> {
    const row = await this.d.db('promotions_campaigns').where({ id }).first();
    if (!row) throw new NotFoundError('Campaign not found');
    if (moderation && isAdmin(caller)) {
      const owner = await this.d.db('businesses').where({ id: row.businessId }).first('userId');
      return { row, business: { id: Number(row.businessId), userId: Number(owner?.userId) } };
    }
    try {
      return { row, business: await this.d.promotions.promotableBusiness(caller, Number(row.businessId)) };
    } catch (err) {
      if (err instanceof NotFoundError) throw new NotFoundError('Campaign not found');
      throw err;
    }
  }

  /** The campaign's promotions must be this business's own. */
  private async assertOwnPromotions(trx: Knex, businessId: number, ids: number[]): Promise<void> {
    if (!ids.length) return;
    const own = new Set(((await trx('promotions_items').where({ businessId }).whereIn('id', ids).pluck('id')) as number[]).map(Number));
    const stranger = ids.find((id) => !own.has(id));
    if (stranger !== undefined) throw new ValidationError(`Promotion ${stranger} is not one of this business's promotions`, { field: 'promotionIds' });
  }

  async create(caller: Caller, businessId: number, input: CampaignInput, options: ChangeOptions = {}): Promise<CampaignView> {
    const business = await this.d.promotions.promotableBusiness(caller, businessId);
    const now = this.d.clock.now().toISOString();
    const id = await this.d.db.transaction(async (trx) => {
      await this.assertOwnPromotions(trx, businessId, input.promotionIds);
      const [row] = await trx('promotions_campaigns')
        .insert({ businessId, name: input.name, description: input.description, status: input.status, startDate: input.startDate, endDate: input.endDate, createdAt: now, updatedAt: now })
        .returning('id');
      const campaignId = Number((row as { id: number }).id);
      if (input.promotionIds.length) await trx('promotions_campaign_items').insert([...new Set(input.promotionIds)].map((promotionId) => ({ campaignId, promotionId })));
      await this.d.promotions.audited(trx, caller, business, { action: 'campaign.created', subject: { type: 'campaign', id: campaignId }, details: { name: input.name } }, options);
      return campaignId;
    });
    return this.view(id);
  }

  async update(caller: Caller, id: number, input: Partial<CampaignInput>, options: ChangeOptions = {}): Promise<CampaignView> {
    const { row, business } = await this.campaignFor(caller, id, options.moderation);
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
      await this.d.promotions.audited(trx, caller, business, { action: 'campaign.updated', subject: { type: 'campaign', id }, details: { name: row.name, fields: Object.keys(input) } }, options);
    });
    return this.view(id);
  }

  /** Deletes a campaign; returns it as it was. */
  async remove(caller: Caller, id: number, options: ChangeOptions = {}): Promise<CampaignView> {
    const { row, business } = await this.campaignFor(caller, id, options.moderation);
    const [before] = await this.views([row]);
    await this.d.db.transaction(async (trx) => {
      if (!(await trx('promotions_campaigns').where({ id }).delete())) throw new NotFoundError('Campaign not found');
      await this.d.promotions.audited(trx, caller, business, { action: 'campaign.deleted', subject: { type: 'campaign', id }, details: { name: row.name } }, options);
    });
    return before!;
  }

  /** The console's campaigns resource. */
  async adminList(rawQuery: unknown): Promise<AdminListResult<CampaignView>> {
    const result = await adminList<Record<string, unknown>>(
      {
        resource: 'campaigns',
        db: this.d.db,
        query: () => this.d.db('promotions_campaigns').select('*'),
        sortable: { id: 'id', name: 'name', status: 'status', startDate: 'startDate', endDate: 'endDate', businessId: 'businessId' },
        filters: { q: { column: 'name', op: 'contains' }, businessId: { column: 'businessId', op: 'id' }, status: { column: 'status' } },
        defaultSort: ['startDate', 'ASC'],
      },
      rawQuery,
    );
    return { ...result, rows: await this.views(result.rows) };
  }
}
