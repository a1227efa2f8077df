import type { Knex, Migration } from '@tapin/core';
import { createTestApp, type TestApp } from '@tapin/core/testing';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotionsPlugin } from '../index.js';

const tz = { useTz: true };

/**
 * `002_businesses` as it was before the promotions took their settings: the same table with
 * `promotions_enabled`, `post_publish_choice` and `ai_generations_used` (a database made then has them).
 */
const oldBusinesses: Migration = {
  name: '002_businesses',
  async up(db: Knex) {
    await db.schema.createTable('businesses', (t) => {
      t.increments('id');
      t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
      t.string('name', 200).notNullable();
      t.text('description');
      t.string('website', 300);
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
      t.boolean('promotions_enabled').notNullable();
      t.boolean('is_primary').notNullable();
      t.boolean('is_test_data').notNullable();
      t.string('post_publish_choice', 32);
      t.integer('ai_generations_used').notNullable();
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

/** Applies `migrations`, tracked in `table`, as the kernel does. */
function migrate(db: Knex, table: string, migrations: readonly Migration[]) {
  return db.migrate.latest({
    tableName: table,
    migrationSource: { getMigrations: async () => [...migrations], getMigrationName: (m: Migration) => m.name, getMigration: async (m: Migration) => m },
  });
}

/**
 * The promotions' settings leave the core's `businesses` table (005_promotions_business_settings): on a
 * database made before, every business's settings arrive in `promotions_business_settings`, the columns
 * leave `businesses`, and the rows that reference a business (and their foreign keys) stay.
 */
describe('005_promotions_business_settings on a database made before it', () => {
  let app: TestApp;
  let db: Knex;
  const ids: number[] = [];
  let promotionId: number;

  beforeAll(async () => {
    app = await createTestApp({ plugins: [promotionsPlugin] });
    const { kernel } = app;
    db = kernel.cradle.db;
    await kernel.rollback({ batch: true });
    const [core, promotions] = kernel.migrationSets();
    expect(promotions!.owner).toBe('promotions');
    await migrate(db, 'core_migrations', core!.migrations.map((m) => (m.name === oldBusinesses.name ? oldBusinesses : m)));
    await migrate(db, 'promotions_migrations', promotions!.migrations.filter((m) => m.name !== '005_promotions_business_settings'));
    expect(await db.schema.hasColumn('businesses', 'promotions_enabled')).toBe(true);

    await request(app.callback()).post('/api/auth/register').send({ name: 'Kim', email: 'kim@x.com', password: 'secret1' }).expect(201);
    const userId = Number((await db('users').where({ email: 'kim@x.com' }).first('id')).id);
    const now = '2026-11-01T10:00:00.000Z';
    const business = (name: string, settings: object) => ({
      userId,
      name,
      brandColors: '[]',
      services: '[]',
      socialProfiles: '[]',
      status: 'pending',
      published: true,
      isPrimary: false,
      isTestData: false,
      createdAt: now,
      updatedAt: now,
      ...settings,
    });
    for (const [name, settings] of [
      ['Glow Beauty Studio', { promotionsEnabled: true, postPublishChoice: 'add_promotions', aiGenerationsUsed: 2 }],
      ['Sol Café', { promotionsEnabled: false, postPublishChoice: 'skip_to_directory', aiGenerationsUsed: 0 }],
      ['Bayshore Bikes', { promotionsEnabled: false, postPublishChoice: null, aiGenerationsUsed: 0 }],
    ] as const) {
      const [row] = (await db('businesses').insert(business(name, settings)).returning('id')) as Array<{ id: number } | number>;
      ids.push(Number(typeof row === 'object' ? row.id : row));
    }
    const [item] = (await db('promotions_items')
      .insert({ businessId: ids[0], title: 'Free bang trim', description: 'With any color.', price: 15, tier: 'entry', category: 'service', season: 'all', status: 'active', isActive: true, origin: 'manual', createdAt: now, updatedAt: now })
      .returning('id')) as Array<{ id: number } | number>;
    promotionId = Number(typeof item === 'object' ? item.id : item);

    const applied = await kernel.migrate();
    expect(applied.get('core')).toEqual([]);
    expect(applied.get('promotions')).toEqual(['005_promotions_business_settings']);
  });
  afterAll(() => app?.close());

  it('carries every business’s settings over and drops the columns from businesses', async () => {
    const settings = await db('promotions_business_settings').orderBy('businessId').select('businessId', 'promotionsEnabled', 'postPublishChoice', 'aiGenerationsUsed');
    expect(settings.map((s) => ({ ...s, promotionsEnabled: Boolean(s.promotionsEnabled), businessId: Number(s.businessId) }))).toEqual([
      { businessId: ids[0], promotionsEnabled: true, postPublishChoice: 'add_promotions', aiGenerationsUsed: 2 },
      { businessId: ids[1], promotionsEnabled: false, postPublishChoice: 'skip_to_directory', aiGenerationsUsed: 0 },
      { businessId: ids[2], promotionsEnabled: false, postPublishChoice: null, aiGenerationsUsed: 0 },
    ]);
    for (const column of ['promotions_enabled', 'post_publish_choice', 'ai_generations_used']) expect(await db.schema.hasColumn('businesses', column)).toBe(false);
    expect((await db('businesses').orderBy('id').pluck('name')) as string[]).toEqual(['Glow Beauty Studio', 'Sol Café', 'Bayshore Bikes']);
  });

  it('keeps the rows that reference a business and their foreign keys', async () => {
    expect(Number((await db('promotions_items').where({ id: promotionId }).first('businessId')).businessId)).toBe(ids[0]);
    if (db.client.config.client !== 'pg') expect(await db.raw('PRAGMA foreign_key_check')).toEqual([]);
    const now = new Date().toISOString();
    await expect(
      db('promotions_items').insert({ businessId: 999_999, title: 'x', description: 'y', price: 1, tier: 'entry', category: 'service', season: 'all', status: 'active', isActive: true, origin: 'manual', createdAt: now, updatedAt: now }),
    ).rejects.toThrow(/foreign key/i);
    // A business's deletion still takes its promotions and now its settings with it.
    await db('businesses').where({ id: ids[2] }).delete();
    expect(await db('promotions_business_settings').where({ businessId: ids[2] }).first()).toBeUndefined();
  });

  it('answers with the settings carried over, and the core still creates businesses', async () => {
    const token = (await request(app.callback()).post('/api/auth/login').send({ email: 'kim@x.com', password: 'secret1' }).expect(200)).body.token as string;
    const as = (req: request.Test) => req.set('Authorization', `Bearer ${token}`);
    expect((await as(request(app.callback()).get(`/api/businesses/${ids[0]}`)).expect(200)).body).toMatchObject({ name: 'Glow Beauty Studio', promotionsEnabled: true, postPublishChoice: 'add_promotions', aiGenerationsUsed: 2 });
    const created = (await as(request(app.callback()).post('/api/businesses')).send({ name: 'Harbor Books', website: 'harbor-books.example' }).expect(201)).body;
    expect(created).toMatchObject({ name: 'Harbor Books', promotionsEnabled: false, postPublishChoice: null, aiGenerationsUsed: 0 });
    expect((await as(request(app.callback()).get(`/api/businesses/${ids[0]}/promotions`)).expect(200)).body.map((p: { id: number }) => p.id)).toEqual([promotionId]);
  });

  it('goes back: the columns return to businesses with the settings', async () => {
    const { kernel } = app;
    const [, promotions] = kernel.migrationSets();
    const last = promotions!.migrations.find((m) => m.name === '005_promotions_business_settings')!;
    await last.down(db);
    expect(await db.schema.hasTable('promotions_business_settings')).toBe(false);
    const row = await db('businesses').where({ id: ids[0] }).first('promotionsEnabled', 'postPublishChoice', 'aiGenerationsUsed');
    expect({ ...row, promotionsEnabled: Boolean(row.promotionsEnabled) }).toEqual({ promotionsEnabled: true, postPublishChoice: 'add_promotions', aiGenerationsUsed: 2 });
    await last.up(db);
    expect(await db.schema.hasColumn('businesses', 'promotions_enabled')).toBe(false);
    expect(Number((await db('promotions_business_settings').where({ businessId: ids[0] }).first('aiGenerationsUsed')).aiGenerationsUsed)).toBe(2);
  });
});
