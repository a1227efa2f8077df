import type { Knex, Migration } from '@tapin/core';

const columns = ['promotions_enabled', 'post_publish_choice', 'ai_generations_used'] as const;

/** Rows copied per statement (well under SQLite's and PostgreSQL's bound-parameter limits). */
const BATCH = 200;

/**
 * The promotions' own settings of each business (docs/decisions.md#promotions): whether promotions are on,
 * what the owner chose after publishing, and the AI generations used of the allowance. They lived on the
 * core's `businesses` table; this carries them over and drops those columns there (checked, so it is safe
 * on a database that never had them). SQLite drops a column in place (`ALTER TABLE … DROP COLUMN`, none of
 * the three is indexed), so `businesses` is never rebuilt and the rows that reference it stay as they are.
 */
export const businessSettingsMigration: Migration = {
  name: '005_promotions_business_settings',
  async up(db: Knex) {
    await db.schema.createTable('promotions_business_settings', (t) => {
      t.integer('business_id').primary().references('businesses.id').onDelete('CASCADE');
      t.boolean('promotions_enabled').notNullable().defaultTo(false);
      t.string('post_publish_choice', 32);
      t.integer('ai_generations_used').notNullable().defaultTo(0);
      t.timestamp('updated_at', { useTz: true }).notNullable();
    });
    if (!(await db.schema.hasColumn('businesses', 'promotions_enabled'))) return;
    let after = 0;
    for (;;) {
      const rows = (await db('businesses').where('id', '>', after).orderBy('id').limit(BATCH).select('id', 'promotionsEnabled', 'postPublishChoice', 'aiGenerationsUsed', 'updatedAt')) as Array<{
        id: number;
        promotionsEnabled: boolean | number;
        postPublishChoice: string | null;
        aiGenerationsUsed: number | null;
        updatedAt: string;
      }>;
      if (!rows.length) break;
      await db('promotions_business_settings').insert(
        rows.map((r) => ({
          businessId: r.id,
          promotionsEnabled: Boolean(r.promotionsEnabled),
          postPublishChoice: r.postPublishChoice ?? null,
          aiGenerationsUsed: Number(r.aiGenerationsUsed ?? 0),
          updatedAt: r.updatedAt,
        })),
      );
      after = Number(rows.at(-1)!.id);
    }
    await dropBusinessColumns(db);
  },
  async down(db: Knex) {
    if (!(await db.schema.hasColumn('businesses', 'promotions_enabled'))) {
      await db.schema.alterTable('businesses', (t) => {
        t.boolean('promotions_enabled').notNullable().defaultTo(false);
        t.string('post_publish_choice', 32);
        t.integer('ai_generations_used').notNullable().defaultTo(0);
      });
      const rows = (await db('promotions_business_settings').select('businessId', 'promotionsEnabled', 'postPublishChoice', 'aiGenerationsUsed')) as Array<{
        businessId: number;
        promotionsEnabled: boolean | number;
        postPublishChoice: string | null;
        aiGenerationsUsed: number;
      }>;
      for (const r of rows) {
        await db('businesses')
          .where({ id: r.businessId })
          .update({ promotionsEnabled: Boolean(r.promotionsEnabled), postPublishChoice: r.postPublishChoice, aiGenerationsUsed: Number(r.aiGenerationsUsed) });
      }
    }
    await db.schema.dropTableIfExists('promotions_business_settings');
  },
};

async function dropBusinessColumns(db: Knex): Promise<void> {
  if (db.client.config.client === 'pg') {
    await db.schema.alterTable('businesses', (t) => t.dropColumns(...columns));
    return;
  }
  // SQLite (3.35 and later) drops a plain column in place; knex's own dropColumn would rebuild the table.
  for (const column of columns) await db.raw(`alter table businesses drop column ${column}`);
}
