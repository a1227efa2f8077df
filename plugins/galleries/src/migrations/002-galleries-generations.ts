import type { Knex, Migration } from '@tapin/core';

const tz = { useTz: true };

/**
 * The generation allowance's own ledger: one row per series or poster generation, written before the
 * work starts, so generations in flight count and deleting a poster gives nothing back. Filled with
 * the last hour's series and posters so the allowance carries over.
 */
export const generationsMigration: Migration = {
  name: '002_galleries_generations',
  async up(db: Knex) {
    await db.schema.createTable('galleries_generations', (t) => {
      t.increments('id');
      t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
      t.timestamp('created_at', tz).notNullable();
      t.index(['user_id', 'created_at']);
    });
    const since = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    for (const table of ['galleries_series', 'galleries_posters']) {
      await db.raw('insert into galleries_generations (user_id, created_at) select user_id, created_at from ?? where created_at >= ?', [table, since]);
    }
  },
  async down(db: Knex) {
    await db.schema.dropTableIfExists('galleries_generations');
  },
};
