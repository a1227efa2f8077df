import type { Knex } from 'knex';
import type { Migration } from '../../db/migrations.js';

/**
 * New users per local day and period are counted over `created_at` ranges without sample owners: with
 * the role in the index the count never reads the table (docs/decisions.md#admin-analytics).
 */
export const analyticsUsersMigration: Migration = {
  name: '004_analytics_users',
  async up(db: Knex) {
    await db.schema.alterTable('users', (t) => t.index(['created_at', 'role'], 'users_created_at_role_index'));
  },
  async down(db: Knex) {
    await db.schema.alterTable('users', (t) => t.dropIndex(['created_at', 'role'], 'users_created_at_role_index'));
  },
};
