import type { Knex } from 'knex';
import type { Migration } from '../../db/migrations.js';

const tz = { useTz: true };

/**
 * Business profiles: one owner each; the directory, promotions and intake build on them. Until the promotions
 * plugin took its settings into its own table, this also made `promotions_enabled`, `post_publish_choice` and
 * `ai_generations_used` here; its migration `005_promotions_business_settings` moves them from a database that
 * has them.
 */
export const businessesMigration: Migration = {
  name: '002_businesses',
  async up(db: Knex) {
    await db.schema.createTable('businesses', (t) => {
      t.increments('id');
      t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
      t.string('name', 200).notNullable();
      t.text('description');
      t.string('website', 300);
      /** The website as compared for duplicates: host without www, path without trailing slash, lower case. */
      t.string('website_key', 300);
      t.string('industry', 100);
      t.string('location', 150);
      t.string('contact_email', 254);
      t.string('contact_phone', 40);
      t.text('value_proposition');
      t.json('brand_colors').notNullable();
      t.json('services').notNullable();
      t.json('social_profiles').notNullable();
      t.string('logo_url', 500);
      t.string('card_image_key', 200);
      t.string('status', 16).notNullable();
      t.boolean('published').notNullable();
      t.boolean('is_primary').notNullable();
      t.boolean('is_test_data').notNullable();
      t.json('extracted_data');
      t.timestamp('created_at', tz).notNullable();
      t.timestamp('updated_at', tz).notNullable();
      t.timestamp('published_at', tz);
      t.index(['user_id', 'website_key']);
      t.index(['published', 'status']);
      t.index(['created_at']);
    });
  },
  async down(db: Knex) {
    await db.schema.dropTableIfExists('businesses');
  },
};
