import { galleryRules } from '@tapin/config/rules';

/**
 * The galleries' query keys, apart from their hooks so the route loaders (in the app's first chunk) can
 * prefetch a screen's data without bringing the screen's code along.
 */
const limit = `?limit=${galleryRules.maxLimit}`;

/** A key's first element is the API path the default query GETs. */
export const galleryKeys = {
  sites: [`/api/scraped-sites-gallery${limit}`],
  series: [`/api/generated-series-gallery${limit}`],
  posters: [`/api/generated-posters-gallery${limit}`],
  testingPosters: ['/api/generated-posters-testing'],
  site: (id: number) => [`/api/scraped-site/${id}`],
  oneSeries: (id: number) => [`/api/generated-series/${id}`],
  poster: (id: number) => [`/api/generated-posters/${id}`],
  demoBusinesses: ['/api/demo-businesses'],
  testCases: ['/api/poster-test-cases'],
} as const;

