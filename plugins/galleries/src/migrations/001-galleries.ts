import type { Knex, Migration } from '@tapin/core';

const tz = { useTz: true };

/**
 * The galleries: scraped websites with their measured image candidates, generated series with their
 * episodes, generated posters, and the demo's sample businesses. Files (candidates, posters) are in the
 * storage service; rows hold their keys.
 */
export const galleriesMigration: Migration = {
  name: '001_galleries',
  async up(db: Knex) {
    await db.schema.createTable('galleries_sites', (t) => {
      t.increments('id');
      /** Who ran the scrape (created_by): they and admins see it. */
      t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
      t.string('url', 2048).notNullable();
      t.string('final_url', 2048);
      t.string('title', 300);
      t.string('business_name', 200);
      t.string('industry', 120);
      t.string('location', 200);
      t.text('description');
      /** JSON list of the services the website names. */
      t.text('services').notNullable();
      /** completed or failed */
      t.string('status', 16).notNullable();
      t.integer('processing_time').notNullable();
      t.integer('image_count').notNullable();
      t.text('error');
      t.timestamp('created_at', tz).notNullable();
      t.timestamp('updated_at', tz).notNullable();
      t.index(['user_id', 'created_at']);
      t.index(['created_at']);
    });
    await db.schema.createTable('galleries_images', (t) => {
      t.increments('id');
      t.integer('site_id').notNullable().references('galleries_sites.id').onDelete('CASCADE');
      t.string('image_key', 200).notNullable();
      t.string('source_url', 2048).notNullable();
      t.integer('width').notNullable();
      t.integer('height').notNullable();
      t.integer('bytes').notNullable();
      t.string('format', 16).notNullable();
      t.string('alt', 500);
      /** Where on the page it was found: og:image, json-ld, hero-css, img, srcset. */
      t.string('origin', 16).notNullable();
      /** Order of appearance on the page, from 0. */
      t.integer('position').notNullable();
      /** photo, logo or icon */
      t.string('kind', 8).notNullable();
      t.integer('relevance_score').notNullable();
      t.integer('quality_score').notNullable();
      t.index(['site_id', 'relevance_score']);
    });
    await db.schema.createTable('galleries_series', (t) => {
      t.increments('id');
      t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
      t.integer('site_id').references('galleries_sites.id').onDelete('SET NULL');
      t.integer('image_id').references('galleries_images.id').onDelete('SET NULL');
      /** The image the series was written for, as the caller chose it (a candidate's URL, usually). */
      t.string('image_url', 2048);
      t.string('business_name', 200).notNullable();
      t.string('title', 300).notNullable();
      t.text('description').notNullable();
      t.string('subtitle', 300).notNullable();
      /** top, center or bottom: where the image is calm enough for text. */
      t.string('text_placement', 8).notNullable();
      /** JSON list of hex colours, dominant first. */
      t.text('brand_colors').notNullable();
      t.string('writer', 16).notNullable();
      t.timestamp('created_at', tz).notNullable();
      t.index(['user_id', 'created_at']);
      t.index(['created_at']);
    });
    await db.schema.createTable('galleries_episodes', (t) => {
      t.increments('id');
      t.integer('series_id').notNullable().references('galleries_series.id').onDelete('CASCADE');
      /** S1E1, S1E2, S1E3 */
      t.string('code', 8).notNullable();
      t.string('title', 300).notNullable();
      t.text('description').notNullable();
      t.string('tier', 16).notNullable();
      t.decimal('price', 10, 2).notNullable();
      t.unique(['series_id', 'code']);
    });
    await db.schema.createTable('galleries_posters', (t) => {
      t.increments('id');
      t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
      t.integer('site_id').references('galleries_sites.id').onDelete('SET NULL');
      /** The rendered poster; null when the generation failed. */
      t.string('image_key', 200);
      /** The source image as stored (uploads and data URLs) or fetched. */
      t.string('source_key', 200);
      t.string('source_url', 2048);
      /** scraping-demo, testing-hub or image-test: which of the documented bodies asked for it. */
      t.string('origin', 16).notNullable();
      t.string('business_name', 200);
      t.string('business_url', 2048);
      t.string('title', 300).notNullable();
      t.string('subtitle', 300).notNullable();
      t.text('description').notNullable();
      t.text('cinematic_analysis').notNullable();
      t.text('prompt');
      t.text('actual_prompt').notNullable();
      t.string('model_used', 60).notNullable();
      t.integer('generation_time').notNullable();
      /** completed or failed */
      t.string('status', 16).notNullable();
      t.text('error');
      t.integer('downloads').notNullable().defaultTo(0);
      t.timestamp('created_at', tz).notNullable();
      t.timestamp('updated_at', tz).notNullable();
      t.index(['user_id', 'created_at']);
      t.index(['created_at']);
    });
    await db.schema.createTable('galleries_demo_businesses', (t) => {
      t.increments('id');
      /** coffee-house, boutique, fitness-studio: what `tapin seed` finds them again by. */
      t.string('slug', 60).notNullable().unique();
      t.string('name', 200).notNullable();
      t.string('industry', 120).notNullable();
      t.string('location', 200).notNullable();
      t.decimal('rating', 3, 1).notNullable();
      t.string('hero_image', 2048);
      t.decimal('tapin_price', 10, 2).notNullable();
      t.integer('active_promotions').notNullable();
      t.string('seasonal_campaign', 200).notNullable();
      t.text('value_proposition').notNullable();
      /** JSON list of the three episodes (id, title, description, price, tier). */
      t.text('episodes').notNullable();
      t.timestamp('created_at', tz).notNullable();
    });
  },
  async down(db: Knex) {
    for (const table of ['galleries_demo_businesses', 'galleries_posters', 'galleries_episodes', 'galleries_series', 'galleries_images', 'galleries_sites']) {
      await db.schema.dropTableIfExists(table);
    }
  },
};
