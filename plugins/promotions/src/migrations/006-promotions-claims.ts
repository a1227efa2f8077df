import type { Knex, Migration } from '@tapin/core';

/**
 * Offers a customer claims from a business's public page, and the redemptions the owner confirms at the
 * counter (docs/decisions.md#claims-and-redemptions). A claim has a short code (unique, not guessable),
 * its state and, once redeemed, the amount; it keeps hashes of the visitor and the address it came
 * from, for the limits, never the address itself. A redemption event carries the amount taken.
 */
export const claimsMigration: Migration = {
  name: '006_promotions_claims',
  async up(db: Knex) {
    const tz = { useTz: true };
    await db.schema.createTable('promotions_claims', (t) => {
      t.increments('id').primary();
      t.integer('promotion_id').notNullable().references('promotions_items.id').onDelete('CASCADE');
      t.integer('business_id').notNullable().references('businesses.id').onDelete('CASCADE');
      t.string('code', 8).notNullable().unique();
      t.string('email', 254);
      t.string('visitor_key', 32).notNullable();
      t.string('address_key', 32).notNullable();
      t.string('status', 12).notNullable();
      t.decimal('amount', 10, 2);
      t.timestamp('expires_at', tz).notNullable();
      t.timestamp('created_at', tz).notNullable();
      t.timestamp('redeemed_at', tz);
      t.integer('redeemed_by').references('users.id').onDelete('SET NULL');
      t.timestamp('voided_at', tz);
      t.index(['business_id', 'created_at'], 'promotions_claims_by_business');
      t.index(['promotion_id', 'visitor_key'], 'promotions_claims_by_visitor');
      t.index(['address_key', 'created_at'], 'promotions_claims_by_address');
    });
    await db.schema.alterTable('promotions_events', (t) => {
      t.decimal('amount', 10, 2);
    });
  },
  async down(db: Knex) {
    await db.schema.alterTable('promotions_events', (t) => {
      t.dropColumn('amount');
    });
    await db.schema.dropTableIfExists('promotions_claims');
  },
};
