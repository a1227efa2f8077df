import type { Knex } from 'knex';
import type { Migration } from '../db/migrations.js';

const tz = { useTz: true };

/**
 * Whose each stored file is (docs/decisions.md#businesses): a business may reference only its owner's
 * files, and deleting it deletes only its own. Files stored before this are given to the account that
 * referenced them first: a profile logo to its user, a business's logo and card to the business's owner.
 */
export const storedFilesMigration: Migration = {
  name: '009_content_stored_files',
  async up(db: Knex) {
    await db.schema.createTable('stored_files', (t) => {
      /** `<folder>/<uuid>.<ext>`, as in the rows that reference it. */
      t.string('key', 200).primary();
      t.integer('owner_id').notNullable().references('users.id').onDelete('CASCADE').index();
      t.timestamp('created_at', tz).notNullable();
    });
    // Queries go through the app's camelCase mappers, like every other.
    const now = new Date().toISOString();
    const claim = async (key: string | null | undefined, ownerId: number) => {
      if (key && /^(logos|promotions|posters|cards|images)\/[0-9a-f-]{36}\.(png|jpg|webp|gif)$/.test(key)) {
        await db('storedFiles').insert({ key, ownerId, createdAt: now }).onConflict('key').ignore();
      }
    };
    const logos: Array<{ logoKey: string; userId: number }> = await db('userSettings').whereNotNull('logoKey').orderBy('userId').select('logoKey', 'userId');
    for (const { logoKey, userId } of logos) await claim(logoKey, userId);
    const businesses: Array<{ userId: number; logoUrl: string | null; cardImageKey: string | null }> = await db('businesses')
      .orderBy('id')
      .select('userId', 'logoUrl', 'cardImageKey');
    for (const b of businesses) {
      await claim(b.cardImageKey, b.userId);
      if (b.logoUrl?.startsWith('/uploads/')) await claim(b.logoUrl.slice('/uploads/'.length), b.userId);
    }
  },
  async down(db: Knex) {
    await db.schema.dropTableIfExists('stored_files');
  },
};
