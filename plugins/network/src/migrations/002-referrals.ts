import type { Knex, Migration } from '@tapin/core';

/**
 * Customers one connected business refers to another (docs/decisions.md#referrals). The customer's
 * name, phone and e-mail are kept only until `referralContactDays` after the referral closes: then they
 * are blanked and `contact_deleted_at` says when.
 */
export const referralsMigration: Migration = {
  name: '002_network_referrals',
  async up(db: Knex) {
    const tz = { useTz: true };
    await db.schema.createTable('network_referrals', (t) => {
      t.increments('id').primary();
      t.integer('from_business_id').notNullable().references('businesses.id').onDelete('CASCADE');
      t.integer('to_business_id').notNullable().references('businesses.id').onDelete('CASCADE');
      /** Who sent it, for the daily limit (the business's owner when it was sent). */
      t.integer('sent_by').references('users.id').onDelete('SET NULL');
      t.string('customer_name', 100).notNullable();
      t.string('customer_phone', 40);
      t.string('customer_email', 254);
      t.string('need', 1000).notNullable();
      t.timestamp('consent_at', tz).notNullable();
      t.string('status', 10).notNullable();
      t.timestamp('created_at', tz).notNullable();
      t.timestamp('updated_at', tz).notNullable();
      t.timestamp('closed_at', tz);
      t.timestamp('contact_deleted_at', tz);
      t.index(['from_business_id', 'created_at']);
      t.index(['to_business_id', 'created_at']);
      t.index(['sent_by', 'created_at']);
      t.index(['closed_at']);
    });
  },
  async down(db: Knex) {
    await db.schema.dropTableIfExists('network_referrals');
  },
};
