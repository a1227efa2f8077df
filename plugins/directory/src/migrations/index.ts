import type { Migration } from '@tapin/core';
import { searchIndexMigration } from './001-search-index.js';
import { sortIndexesMigration } from './002-sort-indexes.js';
import { listedFtsMigration } from './003-listed-fts.js';
import { listingMigration } from './004-listing.js';
import { offBusinessesMigration } from './005-off-businesses.js';
import { trigramSearchMigration } from './006-trigram-search.js';
import { listingCountsMigration } from './007-listing-counts.js';
import { readingOrderMigration } from './008-reading-order.js';
import { wordSearchMigration } from './009-word-search.js';

/** The directory's migrations, in order; tracked in `directory_migrations`. */
export const directoryMigrations: readonly Migration[] = [
  searchIndexMigration,
  sortIndexesMigration,
  listedFtsMigration,
  listingMigration,
  offBusinessesMigration,
  trigramSearchMigration,
  listingCountsMigration,
  readingOrderMigration,
  wordSearchMigration,
];
