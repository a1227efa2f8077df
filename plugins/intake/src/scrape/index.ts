export { pageReader, scrapeWebsite, warmPageReader, type PageReader, type ScrapedSite } from './site-scraper.js';
export { assertFetchable, isPublicAddress, normalizeWebsiteUrl, PRIVATE_ADDRESS_MESSAGE, type ScrapeLimits } from '@tapin/core';
