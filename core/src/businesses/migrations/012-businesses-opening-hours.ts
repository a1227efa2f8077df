import type { Knex } from 'knex';
import type { Migration } from '../../db/migrations.js';

/** A business's opening hours (docs/decisions.md#opening-hours): the week and its exceptions, as JSON; null until given. */
export const openingHoursMigration: Migration = {
  name: '012_businesses_opening_hours',
  async up(db: Knex) {
    await db.schema.alterTable('businesses', (t) => {
      t.json('opening_hours').nullable();
    });
  },
  async down(db: Knex) {
    await db.schema.alterTable('businesses', (t) => {
      t.dropColumn('opening_hours');
    });
  },
};
