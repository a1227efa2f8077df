import type { Cradle } from '@tapin/core';
import { seasonOf, type PromotionTier } from '@tapin/core/contracts';
import { suiteRows } from './generation-service.js';

/**
 * The specification's sample promotion prices (0, 99, 299, 149, 199, 179), by tier: every sample lead
 * magnet is the free offer (0), every upsell 299, and the core products take 99, 149, 199 and 179 in turn.
 */
export const SAMPLE_PROMOTION_PRICES = [0, 99, 299, 149, 199, 179] as const;
const CORE_SAMPLE_PRICES = [99, 149, 199, 179] as const;

function samplePrice(tier: PromotionTier, core: number): number {
  if (tier === 'lead_magnet') return 0;
  if (tier === 'upsell') return 299;
  return CORE_SAMPLE_PRICES[core % CORE_SAMPLE_PRICES.length]!;
}

/**
 * The four campaigns the specification shows, as sample data for the first sample business. The
 * specification dates them 2024-12-01 to 2025-11-30, a year long gone; the sample keeps their order and
 * states and dates them around the day of seeding: the first began two weeks ago (so it is running),
 * the next follows it, the two drafts after that. Each runs for `days` days.
 */
export const sampleCampaigns = [
  { name: 'Winter Special', status: 'active', days: 60 },
  { name: 'Spring Launch', status: 'scheduled', days: 90 },
  { name: 'Summer Boost', status: 'draft', days: 90 },
  { name: 'Fall Harvest', status: 'draft', days: 90 },
] as const;

/** How many days before the day of seeding the first sample campaign began. */
export const SAMPLE_CAMPAIGN_LEAD_DAYS = 14;

const DAY_MS = 86_400_000;

/** The sample campaigns' dates (YYYY-MM-DD), back to back from SAMPLE_CAMPAIGN_LEAD_DAYS before today. */
export function sampleCampaignDates(today: Date): Array<{ startDate: string; endDate: string }> {
  const day = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
  let start = Math.floor(today.getTime() / DAY_MS) - SAMPLE_CAMPAIGN_LEAD_DAYS;
  return sampleCampaigns.map((c) => {
    const dates = { startDate: day(start), endDate: day(start + c.days - 1) };
    start += c.days;
    return dates;
  });
}

/**
 * Promotions on for the published sample businesses as they are created, then sample promotions for
 * the sample businesses that have promotions enabled (written by the offline writer from each one's own
 * profile, at the specification's sample prices), and the four documented campaigns. Idempotent: a sample business
 * that already has promotions, or a campaign that already exists, is left as it is.
 */
export async function seedPromotions(cradle: Cradle): Promise<string> {
  const { db, businesses, promotionSettings, promotionWriter, clock } = cradle;
  const now = clock.now().toISOString();
  // A sample business is made with promotions on when it is published; one seeded before keeps its settings.
  const sampleBusinesses = await businesses.samples();
  await promotionSettings.enableNew(sampleBusinesses.filter((b) => b.published).map((b) => b.id));
  const settings = await promotionSettings.fieldsOf(sampleBusinesses.map((b) => b.id));
  const samples = sampleBusinesses.filter((b) => settings.get(b.id)?.promotionsEnabled);
  let created = 0;
  let core = 0;
  for (const b of samples) {
    if (await db('promotions_items').where({ businessId: b.id }).first('id')) continue;
    const suite = await promotionWriter.writeSuite({
      business: { name: b.name, industry: b.industry, location: b.location, description: b.description, valueProposition: b.valueProposition, services: b.services },
      season: seasonOf(clock.now()),
      existingTitles: [],
      variation: 0,
    });
    const priced = suite.map((p) => ({ ...p, price: samplePrice(p.tier, p.tier === 'core_product' ? core++ : 0) }));
    await db('promotions_items').insert(suiteRows(b.id, priced, now));
    created += suite.length;
  }

  let campaigns = 0;
  const first = samples[0];
  if (first) {
    const promotionIds = (await db('promotions_items').where({ businessId: first.id }).orderBy('id').pluck('id')) as number[];
    const dates = sampleCampaignDates(clock.now());
    for (const [i, { name, status }] of sampleCampaigns.entries()) {
      if (await db('promotions_campaigns').where({ businessId: first.id, name }).first('id')) continue;
      const [row] = await db('promotions_campaigns').insert({ businessId: first.id, name, status, ...dates[i], description: null, createdAt: now, updatedAt: now }).returning('id');
      const campaignId = Number((row as { id: number }).id);
      const linked = promotionIds.slice(i % 2, (i % 2) + 2);
      if (linked.length) await db('promotions_campaign_items').insert(linked.map((promotionId) => ({ campaignId, promotionId })));
      campaigns++;
    }
  }
  return `Sample promotions: ${created} created for ${samples.length} sample businesses; ${campaigns} sample campaign(s) created.`;
}
