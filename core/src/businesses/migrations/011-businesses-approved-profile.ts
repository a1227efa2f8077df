import type { Knex } from 'knex';
import type { Migration } from '../../db/migrations.js';

/**
 * What an admin approved (docs/decisions.md#moderation): the reviewed profile fields as they stood at the
 * last approval, and when, so the moderation queue can show what changed since.
 */
export const approvedProfileMigration: Migration = {
  name: '011_businesses_approved_profile',
  async up(db: Knex) {
    await db.schema.alterTable('businesses', (t) => {
      t.json('approved_profile').nullable();
      t.timestamp('approved_at', { useTz: true }).nullable();
    });
  },
  async down(db: Knex) {
    await db.schema.alterTable('businesses', (t) => {
      t.dropColumns('approved_profile', 'approved_at');
    });
  },
};
