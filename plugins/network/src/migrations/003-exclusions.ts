import type { Knex, Migration } from '@tapin/core';

/** Accounts an admin shut out of the network (docs/decisions.md#the-pioneer-network), with who and why. */
export const exclusionsMigration: Migration = {
  name: '003_network_exclusions',
  async up(db: Knex) {
    await db.schema.createTable('network_exclusions', (t) => {
      t.integer('id').primary().references('users.id').onDelete('CASCADE');
      t.integer('excluded_by').references('users.id').onDelete('SET NULL');
      t.string('reason', 500).notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable();
    });
  },
  async down(db: Knex) {
    await db.schema.dropTableIfExists('network_exclusions');
  },
};
