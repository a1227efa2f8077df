import type { Knex, Migration } from '@tapin/core';

/**
 * A claim the business's owner made of their own offer, from a browser their app marked as theirs
 * (docs/decisions.md#claims-and-redemptions): kept and redeemable, but not counted in the figures. And
 * how many times the customer had the claim e-mailed to them (a few at most; the address is not kept).
 */
export const claimsOwnerAndEmailsMigration: Migration = {
  name: '007_promotions_claims_owner_and_emails',
  async up(db: Knex) {
    await db.schema.alterTable('promotions_claims', (t) => {
      t.boolean('from_owner').notNullable().defaultTo(false);
      t.integer('emails_sent').notNullable().defaultTo(0);
    });
  },
  async down(db: Knex) {
    await db.schema.alterTable('promotions_claims', (t) => {
      t.dropColumns('from_owner', 'emails_sent');
    });
  },
};
