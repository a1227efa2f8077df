import type { Cradle } from '@tapin/core';
import type { DemoBusinessView, EpisodeView, PromotionTier } from '@tapin/core/contracts';
import { composeScene } from '@tapin/imaging';
import { sourceImageRules } from '../source-images.js';

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

/** The sample pictures' sizes: the card's (3:2) and an episode's thumbnail (16:9). */
const HERO_SIZE = { width: 600, height: 400 } as const;
const EPISODE_SIZE = { width: 640, height: 360 } as const;

/** The light each episode of a season is drawn in: a bright pilot, a golden core offer, a dramatic finale. */
const EPISODE_LIGHT: Record<PromotionTier, string> = {
  lead_magnet: 'bright morning, welcoming',
  core_product: 'golden hour, warm',
  upsell: 'night, dramatic, cinematic',
};

/** The words a sample business's picture is drawn from. */
export function heroPrompt(business: DemoBusiness): string {
  return `${business.name}, ${business.industry} in ${business.location}: ${business.valueProposition} ${business.seasonalCampaign}.`;
}

/** The words an episode's picture is drawn from: the business, the episode and the light of its place in the season. */
export function episodePrompt(business: DemoBusiness, episode: EpisodeView): string {
  return `${business.name}, ${business.industry}: ${episode.title}. ${episode.description} ${EPISODE_LIGHT[episode.tier]}.`;
}

/** A demo episode as stored and served: the episode, with the key (stored) or address (served) of its picture. */
export type DemoEpisode = EpisodeView & { image: string | null };

/**
 * The picture for `prompt`, drawn offline by the poster composer's scene renderer and stored like an
 * uploaded image (owned by `ownerId`); `key` is kept when its file is still there.
 */
async function picture({ storage }: Cradle, key: string | null, prompt: string, size: { width: number; height: number }, ownerId: number): Promise<{ key: string; drawn: boolean }> {
  // An address that is not one of our files (set by hand) is left as it is.
  if (key && storage.keyOf(storage.urlOf(key)) !== key) return { key, drawn: false };
  if (key && (await storage.read(key))) {
    // A reset removes the sample owners and their file records; the files stay, so they are claimed again.
    await storage.claim([{ key, ownerId }]);
    return { key, drawn: false };
  }
  const png = await composeScene(prompt, size);
  return { key: (await storage.saveImage(png, 'images', sourceImageRules, { ownerId })).key, drawn: true };
}

/**
 * `tapin seed`: the three sample demo businesses, each once (found again by slug), each with a picture
 * of itself and of each of its episodes. The pictures are owned by the first sample owner (the core's
 * seed, which runs first, makes them); without one the samples are stored without pictures.
 */
export async function seedDemoBusinesses(cradle: Cradle): Promise<string> {
  const { db, clock, businesses } = cradle;
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
  const ownerId = (await businesses.samples())[0]?.userId;
  if (ownerId === undefined) return `Sample demo businesses: ${created} created (${sampleDemoBusinesses.length - created} already there), without pictures (no sample owner).`;

  let drawn = 0;
  for (const sample of sampleDemoBusinesses) {
    const row = (await db('galleries_demo_businesses').where({ slug: sample.slug }).first('id', 'heroImage', 'episodes')) as { id: number; heroImage: string | null; episodes: unknown };
    const stored = storedEpisodes(row.episodes);
    const hero = await picture(cradle, row.heroImage, heroPrompt(sample), HERO_SIZE, ownerId);
    const withImages: DemoEpisode[] = [];
    for (const episode of stored.length ? stored : sample.episodes.map((e) => ({ ...e, image: null }))) {
      const image = await picture(cradle, episode.image, episodePrompt(sample, episode), EPISODE_SIZE, ownerId);
      withImages.push({ ...episode, image: image.key });
      drawn += Number(image.drawn);
    }
    drawn += Number(hero.drawn);
    await db('galleries_demo_businesses').where({ id: row.id }).update({ heroImage: hero.key, episodes: JSON.stringify(withImages) });
  }
  return `Sample demo businesses: ${created} created (${sampleDemoBusinesses.length - created} already there); ${drawn} picture(s) drawn.`;
}

/** The episodes as stored, with their picture keys (none before pictures were seeded). */
function storedEpisodes(value: unknown): DemoEpisode[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed.map((e: DemoEpisode) => ({ ...e, image: typeof e.image === 'string' ? e.image : null })) : [];
}
