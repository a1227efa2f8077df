import type { Knex, Migration } from '@tapin/core';

/**
 * A person's views (and clicks) of a promotion count once a day: the event carries its dedupe key
 * (the person and the UTC day), unique per promotion and type, so repeated or parallel requests add
 * nothing. Redemptions, recorded by the business, carry none and each counts.
 */
export const eventDedupeMigration: Migration = {
  name: '004_promotions_event_dedupe',
  async up(db: Knex) {
    await db.schema.alterTable('promotions_events', (t) => {
      t.string('dedupe_key', 40);
      t.unique(['promotion_id', 'type', 'dedupe_key'], { indexName: 'promotions_events_dedupe' });
    });
  },
  async down(db: Knex) {
    await db.schema.alterTable('promotions_events', (t) => {
      t.dropUnique(['promotion_id', 'type', 'dedupe_key'], 'promotions_events_dedupe');
      t.dropColumn('dedupe_key');
    });
  },
};
