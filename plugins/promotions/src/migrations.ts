import type { Knex, Migration } from '@tapin/core';

const tz = { useTz: true };

/** Promotions, campaigns and what happens to them (views, clicks, redemptions), per business. */
export const promotionsMigrations: Migration[] = [
  {
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
  },
  {
    /**
     * Whether a person changed a generated promotion's words (title, description, price, category,
     * season): such a promotion, like a manual one, is regenerated into a new draft beside it
     * (docs/decisions.md#promotions).
     */
    name: '002_promotions_edited_by_hand',
    async up(db: Knex) {
      await db.schema.alterTable('promotions_items', (t) => t.boolean('edited_by_hand').notNullable().defaultTo(false));
    },
    async down(db: Knex) {
      await db.schema.alterTable('promotions_items', (t) => t.dropColumn('edited_by_hand'));
    },
  },
  {
    /**
     * Promotion images and posters stored before files had owners (core `stored_files`) are their
     * business owner's, so deleting the business deletes them (docs/decisions.md#businesses).
     */
    name: '003_promotions_file_owners',
    async up(db: Knex) {
      const now = new Date().toISOString();
      const rows = (await db('promotions_items')
        .join('businesses', 'businesses.id', 'promotions_items.businessId')
        .whereNotNull('promotions_items.imageKey')
        .select({ key: 'promotions_items.imageKey', ownerId: 'businesses.userId' })
        .union((q) => q.from('promotions_posters').join('businesses', 'businesses.id', 'promotions_posters.businessId').select({ key: 'promotions_posters.imageKey', ownerId: 'businesses.userId' }))) as Array<{
        key: string;
        ownerId: number;
      }>;
      for (const { key, ownerId } of rows) await db('storedFiles').insert({ key, ownerId, createdAt: now }).onConflict('key').ignore();
    },
    async down() {
      // The owner records stay with the core's table.
    },
  },
  {
    /**
     * A person's views (and clicks) of a promotion count once a day: the event carries its dedupe key
     * (the person and the UTC day), unique per promotion and type, so repeated or parallel requests add
     * nothing. Redemptions, recorded by the business, carry none and each counts.
     */
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
  },
];
