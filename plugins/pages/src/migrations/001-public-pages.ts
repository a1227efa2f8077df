import type { Knex, Migration } from '@tapin/core';

/**
 * Each business's public page: the owner's switch and its slug now, and every slug it has had, so a
 * renamed business answers its old addresses with a permanent redirect (docs/decisions.md#public-pages).
 */
async function up(db: Knex): Promise<void> {
  const tz = { useTz: true };
  await db.schema.createTable('public_pages', (t) => {
    t.integer('business_id').primary().references('businesses.id').onDelete('CASCADE');
    t.boolean('enabled').notNullable().defaultTo(false);
    t.string('slug', 120).notNullable().unique();
    t.timestamp('updated_at', tz).notNullable();
  });
  await db.schema.createTable('public_page_slugs', (t) => {
    t.string('slug', 120).primary();
    t.integer('business_id').notNullable().references('businesses.id').onDelete('CASCADE').index();
    t.timestamp('created_at', tz).notNullable();
  });
}

async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('public_page_slugs');
  await db.schema.dropTableIfExists('public_pages');
}

export const publicPagesMigration: Migration = { name: '001_public_pages', up, down };
