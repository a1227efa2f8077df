import type { Cradle } from '@tapin/core';
import type { DemoBusinessView, EpisodeView } from '@tapin/core/contracts';

/** A sample as the seed stores it: what the screens are sent, less its row id, with its three episodes. */
export type DemoBusiness = Omit<DemoBusinessView, 'id' | 'episodes'> & { episodes: [EpisodeView, EpisodeView, EpisodeView] };

/**
 * The Netflix demo's three sample businesses (specification section 3, Sample businesses): a coffee
 * house (food and beverage, 0/25/75), a boutique (fashion, 0/65/150) and a fitness studio (health,
 * 0/85/200), each with its three episodes.
 */
export const sampleDemoBusinesses: readonly DemoBusiness[] = [
  {
    slug: 'coffee-house',
    name: 'Seminole Heights Coffee House',
    industry: 'Food & Beverage',
    location: 'Tampa, FL',
    rating: 4.8,
    heroImage: null,
    tapinPrice: 25,
    activePromotions: 3,
    seasonalCampaign: 'Winter Warmers',
    valueProposition: 'Small-batch roasts and pastries baked at dawn, two blocks from the river.',
    episodes: [
      { id: 'S1E1', title: 'The First Pour', description: 'Meet our roasters and taste the house espresso — your first cup is on us.', price: 0, tier: 'lead_magnet' },
      { id: 'S1E2', title: 'Regulars Only', description: 'A week of morning lattes with a reserved seat at the bar and the barista’s pick of pastry.', price: 25, tier: 'core_product' },
      { id: 'S1E3', title: 'Master Class', description: 'A hands-on latte-art session behind the bar, with a bag of this month’s single origin to take home.', price: 75, tier: 'upsell' },
    ],
  },
  {
    slug: 'boutique',
    name: 'Hyde Park Boutique',
    industry: 'Fashion',
    location: 'Tampa, FL',
    rating: 4.7,
    heroImage: null,
    tapinPrice: 65,
    activePromotions: 2,
    seasonalCampaign: 'Holiday Edit',
    valueProposition: 'Independent labels and a stylist who remembers your size.',
    episodes: [
      { id: 'S1E1', title: 'The Style Consultation', description: 'A free one-on-one to find your colours and the cuts made for you.', price: 0, tier: 'lead_magnet' },
      { id: 'S1E2', title: 'The Capsule Edit', description: 'Five pieces pulled for your wardrobe and fitted in store.', price: 65, tier: 'core_product' },
      { id: 'S1E3', title: 'The VIP Wardrobe', description: 'A private after-hours session: a complete seasonal wardrobe, styled head to toe.', price: 150, tier: 'upsell' },
    ],
  },
  {
    slug: 'fitness-studio',
    name: 'Channelside Fitness Studio',
    industry: 'Health & Fitness',
    location: 'Tampa, FL',
    rating: 4.9,
    heroImage: null,
    tapinPrice: 85,
    activePromotions: 4,
    seasonalCampaign: 'New Year Reset',
    valueProposition: 'Small classes, real coaching, and a plan that fits your week.',
    episodes: [
      { id: 'S1E1', title: 'Day One', description: 'A free first class with a coach who learns your goals.', price: 0, tier: 'lead_magnet' },
      { id: 'S1E2', title: 'The Four-Week Build', description: 'Four weeks of small-group strength and conditioning with a plan that grows with you.', price: 85, tier: 'core_product' },
      { id: 'S1E3', title: 'The Elite Program', description: 'Three months of one-on-one coaching and a nutrition plan built for your results.', price: 200, tier: 'upsell' },
    ],
  },
];

/** `tapin seed`: the three sample demo businesses, each once (found again by slug). */
export async function seedDemoBusinesses({ db, clock }: Cradle): Promise<string> {
  const now = clock.now().toISOString();
  let created = 0;
  for (const { episodes, ...business } of sampleDemoBusinesses) {
    const inserted = await db('galleries_demo_businesses')
      .insert({ ...business, episodes: JSON.stringify(episodes), createdAt: now })
      .onConflict('slug')
      .ignore()
      .returning('id');
    created += inserted.length;
  }
  return `Sample demo businesses: ${created} created (${sampleDemoBusinesses.length - created} already there).`;
}
