import type { Cradle } from '@tapin/core';
import { seasonOf } from '@tapin/core/contracts';
import { suiteRows } from './generation-service.js';

/** The four campaigns the specification shows, as sample data for the first sample business. */
export const sampleCampaigns = [
  { name: 'Winter Special', status: 'active', startDate: '2024-12-01', endDate: '2025-02-28' },
  { name: 'Spring Launch', status: 'scheduled', startDate: '2025-03-01', endDate: '2025-05-31' },
  { name: 'Summer Boost', status: 'draft', startDate: '2025-06-01', endDate: '2025-08-31' },
  { name: 'Fall Harvest', status: 'draft', startDate: '2025-09-01', endDate: '2025-11-30' },
] as const;

/**
 * Sample promotions for the sample businesses that have promotions enabled (written by the offline
 * writer from each one's own profile), and the four documented campaigns. Idempotent: a sample business
 * that already has promotions, or a campaign that already exists, is left as it is.
 */
export async function seedPromotions(cradle: Cradle): Promise<string> {
  const { db, businesses, promotionWriter, clock } = cradle;
  const now = clock.now().toISOString();
  const samples = await businesses.samplesWithPromotions();
  let created = 0;
  for (const b of samples) {
    if (await db('promotions_items').where({ businessId: b.id }).first('id')) continue;
    const suite = await promotionWriter.writeSuite({
      business: { name: b.name, industry: b.industry, location: b.location, description: b.description, valueProposition: b.valueProposition, services: b.services },
      season: seasonOf(clock.now()),
      existingTitles: [],
      variation: 0,
    });
    await db('promotions_items').insert(suiteRows(b.id, suite, now));
    created += suite.length;
  }

  let campaigns = 0;
  const first = samples[0];
  if (first) {
    const promotionIds = (await db('promotions_items').where({ businessId: first.id }).orderBy('id').pluck('id')) as number[];
    for (const [i, campaign] of sampleCampaigns.entries()) {
      if (await db('promotions_campaigns').where({ businessId: first.id, name: campaign.name }).first('id')) continue;
      const [row] = await db('promotions_campaigns').insert({ businessId: first.id, ...campaign, description: null, createdAt: now, updatedAt: now }).returning('id');
      const campaignId = Number((row as { id: number }).id);
      const linked = promotionIds.slice(i % 2, (i % 2) + 2);
      if (linked.length) await db('promotions_campaign_items').insert(linked.map((promotionId) => ({ campaignId, promotionId })));
      campaigns++;
    }
  }
  return `Sample promotions: ${created} created for ${samples.length} sample businesses; ${campaigns} sample campaign(s) created.`;
}
