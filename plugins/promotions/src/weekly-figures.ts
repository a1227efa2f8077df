import type { Knex, WeeklyFigureSource } from '@tapin/core';

const labels = { view: 'Views', click: 'Clicks', claims: 'Claims', redemption: 'Redemptions' } as const;

/**
 * The promotions' part of Weekly Reports: each business's counted views and clicks of its promotions,
 * customers' claims (not the owner's own tries) and redemptions, in the week.
 */
export function promotionWeeklyFigures(db: Knex): WeeklyFigureSource {
  return {
    labels: [labels.view, labels.click, labels.claims, labels.redemption],
    async figures(ids, from, to) {
      const [start, end] = [from.toISOString(), to.toISOString()];
      const events = (await db('promotions_events as e')
        .join('promotions_items as p', 'p.id', 'e.promotionId')
        .whereIn('p.businessId', ids)
        .whereIn('e.type', ['view', 'click', 'redemption'])
        .where('e.createdAt', '>=', start)
        .where('e.createdAt', '<', end)
        .groupBy('p.businessId', 'e.type')
        .select('p.businessId', 'e.type')
        .count({ n: '*' })) as Array<{ businessId: number; type: 'view' | 'click' | 'redemption'; n: number | string }>;
      const claims = (await db('promotions_claims')
        .whereIn('businessId', ids)
        .where({ fromOwner: false })
        .where('createdAt', '>=', start)
        .where('createdAt', '<', end)
        .groupBy('businessId')
        .select('businessId')
        .count({ n: '*' })) as Array<{ businessId: number; n: number | string }>;
      const out = new Map<number, Record<string, number>>();
      const add = (id: number, label: string, n: number | string) => out.set(Number(id), { ...out.get(Number(id)), [label]: Number(n) });
      for (const e of events) add(e.businessId, labels[e.type], e.n);
      for (const c of claims) add(c.businessId, labels.claims, c.n);
      return out;
    },
  };
}
