/**
 * The GPT-image testing hub's predefined tests (specification section 2), defined once: `tapin posters
 * test` runs them and the hub's screen reads them from `GET /api/poster-test-cases` (no Node imports:
 * `@tapin/plugin-galleries/test-cases`). Each is the hub's body for `POST /api/generate-netflix-poster`. Run All runs them one after
 * another with `galleryRules.testPauseMs` between them.
 */
import type { PosterTestCase } from '@tapin/core/contracts';

export const posterTestCases: readonly PosterTestCase[] = [
  {
    name: 'coffee-house',
    label: 'Coffee house',
    businessName: 'Seminole Heights Coffee House',
    businessUrl: 'https://coffee-house.example',
    prompt: 'A cinematic series poster for a neighbourhood coffee house at dawn: warm window light, steam over an espresso cup, regulars at the counter.',
  },
  {
    name: 'boutique',
    label: 'Fashion boutique',
    businessName: 'Hyde Park Boutique',
    businessUrl: 'https://hyde-park-boutique.example',
    prompt: 'A glossy drama poster for an independent fashion boutique: a stylist among racks of colour, golden-hour street outside.',
  },
  {
    name: 'fitness-studio',
    label: 'Fitness studio',
    businessName: 'Channelside Fitness Studio',
    businessUrl: 'https://channelside-fitness.example',
    prompt: 'An intense sports-documentary poster for a small fitness studio: chalk dust, a coach and a client mid-lift, hard side light.',
  },
  {
    name: 'restaurant',
    label: 'Family restaurant',
    businessName: 'Ybor Sunrise Café',
    businessUrl: 'https://ybor-sunrise.example',
    prompt: 'A family saga poster for a Cuban café in Ybor City: three generations behind a pressed-sandwich counter, neon sign glowing.',
  },
  {
    name: 'salon',
    label: 'Beauty salon',
    businessName: 'Glow Beauty Studio',
    businessUrl: 'https://glow-beauty.example',
    prompt: 'A stylish makeover-series poster for a beauty salon: mirror reflections, soft pink light, a finished look revealed.',
  },
];
