import { asClass } from 'awilix';
import { definePlugin } from '@tapin/core';
import { directoryRoutes } from './directory-routes.js';
import { DirectoryService } from './directory-service.js';
import {
  createListedFts,
  createSearchIndex,
  createSortIndexes,
  dropLegacyIndexes,
  dropListedFts,
  dropSearchIndex,
  dropSortIndexes,
  restoreLegacyIndexes,
} from './migrations/legacy-business-indexes.js';
import { createListingTables, dropListingTables } from './migrations/listing-tables.js';
import { createTrigramSearch, dropTrigramSearch } from './migrations/trigram-search.js';

declare module '@tapin/core' {
  interface PluginNames {
    directory: true;
  }
  interface Cradle {
    directory: DirectoryService;
  }
}

/** The public directory of published businesses, with server-side search. */
export const directoryPlugin = definePlugin({
  name: 'directory',
  flag: 'directory',
  description: 'The Tampa business directory: published profiles, search, industries',
  migrations: [
    { name: '001_search_index', up: createSearchIndex, down: dropSearchIndex },
    { name: '002_sort_indexes', up: createSortIndexes, down: dropSortIndexes },
    { name: '003_listed_fts', up: createListedFts, down: dropListedFts },
    { name: '004_listing', up: createListingTables, down: dropListingTables },
    { name: '005_off_businesses', up: dropLegacyIndexes, down: restoreLegacyIndexes },
    { name: '006_trigram_search', up: createTrigramSearch, down: dropTrigramSearch },
  ],
  register({ container }) {
    container.register({ directory: asClass(DirectoryService).singleton() });
  },
  // The server keeps the listing current; a CLI session only feeds it the changes it makes itself.
  serve: ({ directory }) => directory.start(),
  destroy: ({ directory }) => directory.stop(),
  routes: directoryRoutes,
});

export { DirectoryService } from './directory-service.js';
export type { DirectoryPage, DirectoryQuery } from './listing-reader.js';
