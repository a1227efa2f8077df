import type { Knex } from 'knex';
import type { Migration } from '../../db/migrations.js';

/**
 * New users per local day and period are counted over `created_at` ranges without sample owners: the
 * sample owners of a range are found by this index, so neither count reads the table
 * (docs/decisions.md#admin-analytics).
 */
export const analyticsUsersMigration: Migration = {
  name: '004_analytics_users',
  async up(db: Knex) {
    await db.schema.alterTable('users', (t) => t.index(['role', 'created_at'], 'users_role_created_at_index'));
  },
  async down(db: Knex) {
    await db.schema.alterTable('users', (t) => t.dropIndex(['role', 'created_at'], 'users_role_created_at_index'));
  },
};
