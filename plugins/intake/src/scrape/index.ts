export { scrapeWebsite, type ScrapedSite } from './site-scraper.js';
export type { ScrapeLimits } from './safe-fetch.js';
export { assertFetchable, isPublicAddress, normalizeWebsiteUrl, PRIVATE_ADDRESS_MESSAGE } from './url-guard.js';
