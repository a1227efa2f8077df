import { ConflictError, ForbiddenError, isAdmin, NotFoundError, type Caller, type Clock, type Knex, type LocalCalendar } from '@tapin/core';
import { pageRules } from '@tapin/config/rules';
import { conversionRate, promotionEventRules, promotionTiers, type LivePromotion, type PromotionAnalytics, type PromotionFigures, type PromotionTier } from '@tapin/core/contracts';
import type { PromotionService } from './promotion-service.js';
import { SETTINGS_TABLE, type PromotionSettingsService } from './promotion-settings.js';

export type EventType = 'view' | 'click' | 'redemption';

export type { PromotionAnalytics };

const DAY = 86_400_000;

const rate = conversionRate;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function percentChange(now: number, before: number): number | null {
  return before ? Math.round(((now - before) / before) * 1000) / 10 : null;
}

interface Deps {
  db: Knex;
  clock: Clock;
  calendar: LocalCalendar;
  promotionSettings: PromotionSettingsService;
  promotions: PromotionService;
}

/**
 * What happens to promotions: views and clicks (recorded when people see and open them) and
 * redemptions (recorded by the business). The figures are computed from these events, nothing else.
 */
export class PromotionAnalyticsService {
  private readonly d: Deps;

  constructor({ db, clock, calendar, promotionSettings, promotions }: Deps) {
    this.d = { db, clock, calendar, promotionSettings, promotions };
  }

  /**
   * Records an event. Views and clicks come from any signed-in person, for active promotions only, and
   * count once a day each; the business owner's and an admin's own are accepted and not counted (the
   * owner app sends a click whoever opens a card). Redemptions come only from the business's owner or an
   * admin, within what `recordRedemption` allows.
   */
  async record(caller: Caller, promotionId: number, type: EventType): Promise<void> {
    const promotion = await this.d.db('promotions_items').where({ id: promotionId }).first('status', 'isActive', 'businessId');
    const business = promotion && (await this.d.promotionSettings.visibility(Number(promotion.businessId)));
    const owner = business && (isAdmin(caller) || business.userId === caller.id);
    const live = business && promotion.status === 'active' && Boolean(promotion.isActive) && business.showsPromotions;
    if (!business || (!live && !owner)) throw new NotFoundError('Promotion not found');
    if (type === 'redemption') {
      if (!owner) throw new ForbiddenError('Only the business can record a redemption');
      await this.recordRedemption(caller, promotionId);
      return;
    }
    if (!owner) await this.insert(caller, [promotionId], type);
  }

  /**
   * A redemption is a customer who saw the promotion and opened it: within the figures' window
   * (`promotionEventRules.windowDays`), a promotion's redemptions cannot outnumber its counted views nor
   * its counted clicks, so its conversion rate cannot pass 100% (a 409 beyond; docs/decisions.md#promotions).
   * The check and the write hold the promotion's row, so parallel requests cannot pass it together.
   */
  private async recordRedemption(caller: Caller, promotionId: number): Promise<void> {
    const now = this.d.clock.now();
    const since = new Date(now.getTime() - promotionEventRules.windowDays * DAY).toISOString();
    await this.d.db.transaction(async (trx) => {
      // A write to the promotion's row: PostgreSQL's row lock, SQLite's write lock, until the end.
      await trx('promotions_items').where({ id: promotionId }).update({ updatedAt: trx.ref('updatedAt') });
      const rows = (await trx('promotions_events').where({ promotionId }).where('createdAt', '>=', since).select('type').count({ count: '*' }).groupBy('type')) as Array<{
        type: EventType;
        count: number | string;
      }>;
      const n = (type: EventType) => Number(rows.find((r) => r.type === type)?.count ?? 0);
      const [views, clicks, redemptions] = [n('view'), n('click'), n('redemption')];
      if (redemptions >= Math.min(views, clicks)) {
        throw new ConflictError(
          `A redemption needs a customer who viewed and opened this promotion: in the last ${promotionEventRules.windowDays} days it had ${plural(views, 'view')} and ${plural(clicks, 'click')}, and ${plural(redemptions, 'redemption')} ${redemptions === 1 ? 'is' : 'are'} recorded`,
          { views, clicks, redemptions },
        );
      }
      await trx('promotions_events').insert({ promotionId, type: 'redemption', userId: caller.id, dedupeKey: null, createdAt: now.toISOString() });
    });
  }

  /**
   * Stores views or clicks. One counts once per person, promotion and city day: a repeat (or a parallel
   * duplicate) meets the unique dedupe key and adds nothing, so a script cannot inflate the figures.
   */
  private async insert(caller: Caller, promotionIds: number[], type: 'view' | 'click'): Promise<void> {
    if (!promotionIds.length) return;
    const at = this.d.clock.now();
    const now = at.toISOString();
    const dedupeKey = `${caller.id}:${this.d.calendar.dateOf(at)}`;
    const rows = promotionIds.map((promotionId) => ({ promotionId, type, userId: caller.id, dedupeKey, createdAt: now }));
    await this.d.db('promotions_events').insert(rows).onConflict(['promotionId', 'type', 'dedupeKey']).ignore();
  }

  /**
   * The live promotions of these businesses (published, not rejected, promotions enabled; active and
   * switched on), as a directory page shows them; each one served counts as a view by the caller. A
   * business's own promotions shown to its owner, and any shown to an admin, are not counted.
   */
  async live(caller: Caller, businessIds: number[]): Promise<LivePromotion[]> {
    if (!businessIds.length) return [];
    // Each business's cheapest `livePerBusinessMax`: a business may have any number of live promotions.
    const ranked = this.d
      .db('promotions_items as p')
      .join('businesses as b', 'b.id', 'p.businessId')
      .join(`${SETTINGS_TABLE} as s`, 's.businessId', 'p.businessId')
      .whereIn('p.businessId', businessIds)
      .where({ 'p.status': 'active', 'p.isActive': true, 'b.published': true, 's.promotionsEnabled': true })
      .whereNot('b.status', 'rejected')
      .select('p.id', 'p.businessId', 'p.title', 'p.tier', 'p.price', 'b.userId', this.d.db.raw('row_number() over (partition by ?? order by ??, ??) as place', ['p.businessId', 'p.price', 'p.id']));
    const rows = (await this.d
      .db.from(ranked.as('r'))
      .where('r.place', '<=', promotionEventRules.livePerBusinessMax)
      .select('r.id', 'r.businessId', 'r.title', 'r.tier', 'r.price', 'r.userId')
      .orderBy('r.businessId')
      .orderBy('r.price')
      .orderBy('r.id')) as Array<{ id: number; businessId: number; title: string; tier: PromotionTier; price: number | string; userId: number }>;
    if (!isAdmin(caller)) {
      await this.insert(
        caller,
        rows.filter((r) => Number(r.userId) !== caller.id).map((r) => Number(r.id)),
        'view',
      );
    }
    return rows.map((r) => ({ id: Number(r.id), businessId: Number(r.businessId), title: r.title, tier: r.tier, price: Number(r.price) }));
  }

  async forBusiness(caller: Caller, businessId: number): Promise<PromotionAnalytics> {
    await this.d.promotions.promotableBusiness(caller, businessId);
    const now = this.d.clock.now().getTime();
    const window = promotionEventRules.windowDays;
    const start = new Date(now - window * DAY).toISOString();
    const before = new Date(now - 2 * window * DAY).toISOString();
    const promotions = (await this.d.db('promotions_items').where({ businessId }).select('id', 'title', 'tier', 'price').orderBy('id')) as Array<{
      id: number;
      title: string;
      tier: PromotionTier;
      price: number | string;
    }>;
    const counts = (await this.d.db('promotions_events as e')
      .join('promotions_items as p', 'p.id', 'e.promotionId')
      .where('p.businessId', businessId)
      .where('e.createdAt', '>=', before)
      .select('e.promotionId', 'e.type', this.d.db.raw(`case when e.created_at >= ? then 'current' else 'previous' end as period`, [start]))
      .count({ count: '*' })
      // What redemptions took: the amount a claim's redemption recorded, else the offer's price.
      .select(this.d.db.raw('sum(coalesce(e.amount, p.price)) as taken'))
      .groupBy('e.promotionId', 'e.type', 'period')) as Array<{ promotionId: number; type: EventType; period: 'current' | 'previous'; count: number | string; taken: number | string | null }>;

    const empty = (): PromotionFigures => ({ views: 0, clicks: 0, claims: 0, redemptions: 0, revenue: 0, conversionRate: 0 });
    const periods = { current: empty(), previous: empty() };
    const perPromotion = new Map(promotions.map((p) => [Number(p.id), { views: 0, clicks: 0, claims: 0, redemptions: 0, revenue: 0 }]));
    // Claims customers made on the public page (voided ones too: each was a customer asking; the owner's own are not).
    const claimed = (await this.d.db('promotions_claims')
      .where({ businessId, fromOwner: false })
      .where('createdAt', '>=', before)
      .select('promotionId', this.d.db.raw(`case when created_at >= ? then 'current' else 'previous' end as period`, [start]))
      .count({ count: '*' })
      .groupBy('promotionId', 'period')) as Array<{ promotionId: number; period: 'current' | 'previous'; count: number | string }>;
    for (const c of claimed) {
      periods[c.period].claims += Number(c.count);
      if (c.period === 'current') {
        const row = perPromotion.get(Number(c.promotionId));
        if (row) row.claims += Number(c.count);
      }
    }
    for (const c of counts) {
      const n = Number(c.count);
      const figures = periods[c.period];
      const key = c.type === 'view' ? 'views' : c.type === 'click' ? 'clicks' : 'redemptions';
      figures[key] += n;
      if (c.type === 'redemption') figures.revenue += Number(c.taken ?? 0);
      if (c.period === 'current') {
        const row = perPromotion.get(Number(c.promotionId))!;
        row[key] += n;
        if (c.type === 'redemption') row.revenue += Number(c.taken ?? 0);
      }
    }
    // The chart: each of the city's days of the window, oldest first, today last.
    const { calendar } = this.d;
    const days = calendar.lastDays(new Date(now), window);
    const byDay = new Map(days.map(({ date }) => [date, { date, views: 0, clicks: 0, redemptions: 0 }]));
    const daily = (await this.d.db('promotions_events as e')
      .join('promotions_items as p', 'p.id', 'e.promotionId')
      .where('p.businessId', businessId)
      .where('e.createdAt', '>=', days[0]!.start.toISOString())
      .select('e.type', 'e.createdAt')) as Array<{ type: EventType; createdAt: string | Date }>;
    for (const e of daily) {
      const day = byDay.get(calendar.dateOf(new Date(e.createdAt)));
      if (day) day[e.type === 'view' ? 'views' : e.type === 'click' ? 'clicks' : 'redemptions']++;
    }
    for (const f of Object.values(periods)) {
      f.conversionRate = rate(f.redemptions, f.views);
      f.revenue = Math.round(f.revenue * 100) / 100;
    }
    const rows = promotions.map((p) => {
      const t = perPromotion.get(Number(p.id))!;
      return { id: Number(p.id), title: p.title, tier: p.tier, price: Number(p.price), ...t, revenue: Math.round(t.revenue * 100) / 100, conversionRate: rate(t.redemptions, t.views) };
    });
    // Each tier's funnel over every promotion of the business (the table below lists a page of them).
    const tiers = promotionTiers.map((tier) => {
      const of = rows.filter((r) => r.tier === tier);
      const sum = (key: 'views' | 'claims' | 'redemptions' | 'revenue') => of.reduce((total, r) => total + r[key], 0);
      const [views, claims, redemptions] = [sum('views'), sum('claims'), sum('redemptions')];
      return { tier, promotions: of.length, views, claims, redemptions, revenue: Math.round(sum('revenue') * 100) / 100, claimRate: rate(claims, views), conversionRate: rate(redemptions, views) };
    });
    const top = [...rows].filter((r) => r.redemptions > 0).sort((a, b) => b.redemptions - a.redemptions || b.conversionRate - a.conversionRate)[0];
    return {
      current: periods.current,
      previous: periods.previous,
      change: {
        revenue: percentChange(periods.current.revenue, periods.previous.revenue),
        conversions: percentChange(periods.current.redemptions, periods.previous.redemptions),
        conversionRate: periods.previous.views ? Math.round((periods.current.conversionRate - periods.previous.conversionRate) * 10) / 10 : null,
      },
      topPerformer: top ? { promotionId: top.id, title: top.title, tier: top.tier, redemptions: top.redemptions } : null,
      daily: [...byDay.values()],
      tiers,
      // The table: the business's first promotions, as many as its list's largest page; the figures above count them all.
      promotions: rows.slice(0, pageRules.promotions.max),
    };
  }
}
