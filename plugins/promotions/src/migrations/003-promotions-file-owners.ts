import type { Knex, Migration } from '@tapin/core';

/**
 * Promotion images and posters stored before files had owners (core `stored_files`) are their
 * business owner's, so deleting the business deletes them (docs/decisions.md#businesses).
 */
export const fileOwnersMigration: Migration = {
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
};
