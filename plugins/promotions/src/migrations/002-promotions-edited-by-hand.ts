import type { Knex, Migration } from '@tapin/core';

/**
 * Whether a person changed a generated promotion's words (title, description, price, category,
 * season): such a promotion, like a manual one, is regenerated into a new draft beside it
 * (docs/decisions.md#promotions).
 */
export const editedByHandMigration: Migration = {
  name: '002_promotions_edited_by_hand',
  async up(db: Knex) {
    await db.schema.alterTable('promotions_items', (t) => t.boolean('edited_by_hand').notNullable().defaultTo(false));
  },
  async down(db: Knex) {
    await db.schema.alterTable('promotions_items', (t) => t.dropColumn('edited_by_hand'));
  },
};
