import type { Knex } from 'knex';
import type { Migration } from '../../db/migrations.js';

/**
 * The admin dashboard counts businesses per moderation status and per `created_at` range, without
 * sample businesses: both from an index alone (docs/decisions.md#admin-analytics).
 */
export const analyticsBusinessesMigration: Migration = {
  name: '005_analytics_businesses',
  async up(db: Knex) {
    await db.schema.alterTable('businesses', (t) => {
      t.index(['status', 'is_test_data'], 'businesses_status_index');
      t.index(['is_test_data', 'created_at'], 'businesses_sample_created_at_index');
    });
  },
  async down(db: Knex) {
    await db.schema.alterTable('businesses', (t) => {
      t.dropIndex(['status', 'is_test_data'], 'businesses_status_index');
      t.dropIndex(['is_test_data', 'created_at'], 'businesses_sample_created_at_index');
    });
  },
};
