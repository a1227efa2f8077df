import type { Knex } from 'knex';
import type { Migration } from '../../db/migrations.js';

/**
 * Businesses in order of their last change: read models kept by other owners (the directory's
 * listing) ask `BusinessService.changedSince` every few seconds, which must not read every business.
 */
export const businessesUpdatedAtMigration: Migration = {
  name: '003_businesses_updated_at',
  async up(db: Knex) {
    await db.schema.alterTable('businesses', (t) => t.index(['updated_at', 'id'], 'businesses_updated_at_index'));
  },
  async down(db: Knex) {
    await db.schema.alterTable('businesses', (t) => t.dropIndex(['updated_at', 'id'], 'businesses_updated_at_index'));
  },
};
