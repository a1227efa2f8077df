import type { Knex, Migration } from '@tapin/core';

const tz = { useTz: true };

/** Promotions, campaigns and what happens to them (views, clicks, redemptions), per business. */
export const promotionsMigration: Migration = {
  name: '001_promotions',
  async up(db: Knex) {
    await db.schema.createTable('promotions_items', (t) => {
      t.increments('id');
      t.integer('business_id').notNullable().references('businesses.id').onDelete('CASCADE');
      t.string('title', 200).notNullable();
      t.text('description').notNullable();
      t.decimal('price', 10, 2).notNullable();
      t.string('tier', 16).notNullable();
      t.string('category', 16).notNullable();
      t.string('season', 8).notNullable();
      t.string('status', 16).notNullable();
      t.boolean('is_active').notNullable();
      t.string('image_key', 200);
      /** ai or manual */
      t.string('origin', 8).notNullable();
      t.timestamp('created_at', tz).notNullable();
      t.timestamp('updated_at', tz).notNullable();
      t.index(['business_id', 'status']);
    });
    await db.schema.createTable('promotions_campaigns', (t) => {
      t.increments('id');
      t.integer('business_id').notNullable().references('businesses.id').onDelete('CASCADE').index();
      t.string('name', 120).notNullable();
      t.text('description');
      t.string('status', 16).notNullable();
      t.date('start_date').notNullable();
      t.date('end_date').notNullable();
      t.timestamp('created_at', tz).notNullable();
      t.timestamp('updated_at', tz).notNullable();
    });
    await db.schema.createTable('promotions_campaign_items', (t) => {
      t.integer('campaign_id').notNullable().references('promotions_campaigns.id').onDelete('CASCADE');
      t.integer('promotion_id').notNullable().references('promotions_items.id').onDelete('CASCADE').index();
      t.primary(['campaign_id', 'promotion_id']);
    });
    await db.schema.createTable('promotions_events', (t) => {
      t.increments('id');
      t.integer('promotion_id').notNullable().references('promotions_items.id').onDelete('CASCADE');
      /** view, click or redemption */
      t.string('type', 16).notNullable();
      t.integer('user_id').references('users.id').onDelete('SET NULL');
      t.timestamp('created_at', tz).notNullable();
      t.index(['promotion_id', 'type', 'created_at']);
    });
    await db.schema.createTable('promotions_posters', (t) => {
      t.integer('business_id').primary().references('businesses.id').onDelete('CASCADE');
      t.string('image_key', 200).notNullable();
      t.timestamp('created_at', tz).notNullable();
    });
  },
  async down(db: Knex) {
    for (const table of ['promotions_posters', 'promotions_events', 'promotions_campaign_items', 'promotions_campaigns', 'promotions_items']) {
      await db.schema.dropTableIfExists(table);
    }
  },
};
