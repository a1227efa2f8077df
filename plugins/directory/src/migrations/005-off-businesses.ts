import type { Knex, Migration } from '@tapin/core';
import { isPostgres } from '../search-terms.js';
import { createSearchIndex } from './001-search-index.js';
import { createSortIndexes, sortIndexes } from './002-sort-indexes.js';
import { createListedFts, dropFts } from './003-listed-fts.js';

/** 005: nothing of the directory's is left on `businesses`. */
async function dropLegacyIndexes(db: Knex): Promise<void> {
  if (!isPostgres(db)) await dropFts(db);
  for (const index of [...sortIndexes, 'directory_businesses_listed', 'directory_businesses_document', 'directory_businesses_name_trgm']) {
    await db.raw(`drop index if exists ${index}`);
  }
}

/** Back to what 001-003 left. */
async function restoreLegacyIndexes(db: Knex): Promise<void> {
  await createSearchIndex(db);
  await createSortIndexes(db);
  await createListedFts(db);
}

export const offBusinessesMigration: Migration = { name: '005_off_businesses', up: dropLegacyIndexes, down: restoreLegacyIndexes };
