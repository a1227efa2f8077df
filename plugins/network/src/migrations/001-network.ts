import type { Knex, Migration } from '@tapin/core';

/**
 * The Pioneer network (docs/decisions.md#the-pioneer-network): businesses a person saved; one row per
 * pair of businesses that asked to connect (`pair_key`, the two ids in order, is unique, so two requests
 * at once make one); the requests each owner sent, for the daily limit; and blocks between owners.
 */
export const networkMigration: Migration = {
  name: '001_network',
  async up(db: Knex) {
    const tz = { useTz: true };
    await db.schema.createTable('network_saved', (t) => {
      t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
      t.integer('business_id').notNullable().references('businesses.id').onDelete('CASCADE');
      t.timestamp('created_at', tz).notNullable();
      t.primary(['user_id', 'business_id']);
    });
    await db.schema.createTable('network_connections', (t) => {
      t.increments('id').primary();
      t.string('pair_key', 24).notNullable().unique();
      t.integer('from_business_id').notNullable().references('businesses.id').onDelete('CASCADE');
      t.integer('to_business_id').notNullable().references('businesses.id').onDelete('CASCADE');
      t.string('note', 500).notNullable();
      t.string('status', 10).notNullable();
      t.timestamp('created_at', tz).notNullable();
      t.timestamp('answered_at', tz);
      t.index(['from_business_id']);
      t.index(['to_business_id']);
    });
    await db.schema.createTable('network_requests', (t) => {
      t.increments('id').primary();
      t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
      t.timestamp('created_at', tz).notNullable();
      t.index(['user_id', 'created_at']);
    });
    await db.schema.createTable('network_blocks', (t) => {
      t.increments('id').primary();
      t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
      t.integer('blocked_user_id').notNullable().references('users.id').onDelete('CASCADE');
      /** The business the owner was blocked from: how the blocking owner knows them (the block outlives it). */
      t.integer('business_id').references('businesses.id').onDelete('SET NULL');
      t.timestamp('created_at', tz).notNullable();
      t.unique(['user_id', 'blocked_user_id']);
      t.index(['blocked_user_id']);
    });
  },
  async down(db: Knex) {
    for (const table of ['network_blocks', 'network_requests', 'network_connections', 'network_saved']) await db.schema.dropTableIfExists(table);
  },
};
