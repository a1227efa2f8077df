import type { Knex, Migration } from '@tapin/core';

/**
 * The browsers a business owner's app marked as theirs (a random cookie, kept here as its hash): their
 * own visits to their page and their own claims are not counted in the figures (docs/decisions.md#public-pages).
 */
export const ownerDevicesMigration: Migration = {
  name: '002_public_page_owner_devices',
  async up(db: Knex) {
    await db.schema.createTable('public_page_owner_devices', (t) => {
      t.string('token_hash', 64).primary();
      t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE').index();
      t.timestamp('created_at', { useTz: true }).notNullable();
    });
  },
  async down(db: Knex) {
    await db.schema.dropTableIfExists('public_page_owner_devices');
  },
};
