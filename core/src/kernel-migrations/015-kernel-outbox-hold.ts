import type { Knex } from 'knex';
import type { Migration } from '../db/migrations.js';

/**
 * An e-mail held back for a while before it goes out (a rejection, which the admin may still undo): when
 * it may go (`send_after`), and the business it is about, so undoing the rejection withdraws it.
 */
export const outboxHoldMigration: Migration = {
  name: '015_kernel_outbox_hold',
  async up(db: Knex) {
    await db.schema.alterTable('emails', (t) => {
      t.timestamp('send_after', { useTz: true });
      t.integer('business_id').references('businesses.id').onDelete('SET NULL');
      t.index(['status', 'send_after']);
    });
  },
  async down(db: Knex) {
    await db.schema.alterTable('emails', (t) => {
      t.dropIndex(['status', 'send_after']);
      t.dropForeign(['business_id']);
      t.dropColumn('send_after');
      t.dropColumn('business_id');
    });
  },
};
