import type { IndustryKey, PromotionTier } from '@tapin/core/contracts';

/**
 * The offline series writer's data: per trade, the three episodes of a first season (a free pilot, a
 * core offer, a premium finale) with their prices, and the season's title and tagline. `{name}`,
 * `{service}`, `{service2}` and `{place}` are filled in with the business's own words. Prices follow the
 * specification's sample businesses (coffee house 0/25/75, boutique 0/65/150, fitness studio 0/85/200).
 */
export type Trade = IndustryKey | 'general';

export interface EpisodePlan {
  tier: PromotionTier;
  price: number;
  title: string;
  description: string;
}

export interface SeriesPlaybook {
  title: string;
  tagline: string;
  description: string;
  episodes: [EpisodePlan, EpisodePlan, EpisodePlan];
  /** What the business sells when it names nothing itself. */
  services: [string, string];
}

export const seriesPlaybooks: Record<Trade, SeriesPlaybook> = {
  restaurant: {
    title: '{name}: The Daily Grind',
    tagline: 'Every cup has a story',
    description: 'Behind the counter at {name}{place}: the people, the craft and the {service} regulars line up for.',
    services: ['signature drinks', 'fresh pastries'],
    episodes: [
      { tier: 'lead_magnet', price: 0, title: 'The First Pour', description: 'Meet the team and taste the {service} that started it all — your first one is on the house.' },
      { tier: 'core_product', price: 25, title: 'Regulars Only', description: 'A week of {service} and {service2} with a reserved spot at the counter and the barista’s pick each morning.' },
      { tier: 'upsell', price: 75, title: 'Master Class', description: 'A hands-on session behind the bar: learn the craft of {service}, then take home a tasting kit.' },
    ],
  },
  retail: {
    title: '{name}: Style Season',
    tagline: 'Your look, your story',
    description: 'A season inside {name}{place}: new arrivals, styling secrets and the pieces that define {service}.',
    services: ['new arrivals', 'personal styling'],
    episodes: [
      { tier: 'lead_magnet', price: 0, title: 'The Style Consultation', description: 'A free one-on-one to find your colours, cuts and the {service} made for you.' },
      { tier: 'core_product', price: 65, title: 'The Capsule Edit', description: 'A curated set of {service} and {service2} pulled for your wardrobe, fitted in store.' },
      { tier: 'upsell', price: 150, title: 'The VIP Wardrobe', description: 'A private after-hours session: a complete seasonal wardrobe of {service}, styled head to toe.' },
    ],
  },
  fitness: {
    title: '{name}: Transformation',
    tagline: 'Stronger every episode',
    description: 'The journey at {name}{place}: real coaching, real progress, and the {service} that changes routines.',
    services: ['group classes', 'personal training'],
    episodes: [
      { tier: 'lead_magnet', price: 0, title: 'Day One', description: 'A free first session of {service} with a coach who learns your goals.' },
      { tier: 'core_product', price: 85, title: 'The Four-Week Build', description: 'Four weeks of {service} and {service2} with a plan that grows with you.' },
      { tier: 'upsell', price: 200, title: 'The Elite Program', description: 'Three months of one-on-one coaching, {service} and a nutrition plan built for your results.' },
    ],
  },
  beauty: {
    title: '{name}: The Glow Up',
    tagline: 'Made to be seen',
    description: 'In the chair at {name}{place}: the artistry behind {service} and the transformations clients talk about.',
    services: ['signature treatments', 'styling'],
    episodes: [
      { tier: 'lead_magnet', price: 0, title: 'The Consultation', description: 'A free consultation to plan your {service}, with a take-home care guide.' },
      { tier: 'core_product', price: 75, title: 'The Signature Session', description: 'Our signature {service} with {service2}, finished by a senior artist.' },
      { tier: 'upsell', price: 220, title: 'The Full Transformation', description: 'A half-day of {service}, {service2} and aftercare: the complete look, start to finish.' },
    ],
  },
  professional: {
    title: '{name}: The Case Files',
    tagline: 'Clear answers, start to finish',
    description: 'Inside {name}{place}: how {service} is done right, one client story at a time.',
    services: ['consultations', 'planning'],
    episodes: [
      { tier: 'lead_magnet', price: 0, title: 'The First Meeting', description: 'A free first conversation about your {service}, with a clear next step.' },
      { tier: 'core_product', price: 149, title: 'The Plan', description: 'A written plan for your {service} and {service2}, reviewed with you in person.' },
      { tier: 'upsell', price: 399, title: 'Full Representation', description: 'We handle your {service} from start to finish, with a direct line to your advisor.' },
    ],
  },
  general: {
    title: '{name}: Season One',
    tagline: 'The story starts here',
    description: 'Meet {name}{place}: the people and the craft behind {service}.',
    services: ['our services', 'local favourites'],
    episodes: [
      { tier: 'lead_magnet', price: 0, title: 'The Pilot', description: 'A free first look at {service}: meet the team and see what we do best.' },
      { tier: 'core_product', price: 49, title: 'The Regular', description: 'Our most popular {service}, with {service2} included.' },
      { tier: 'upsell', price: 149, title: 'The Finale', description: 'The complete {name} experience: {service}, {service2} and a personal touch.' },
    ],
  },
};
