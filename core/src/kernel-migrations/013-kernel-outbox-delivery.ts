import type { Knex } from 'knex';
import type { Migration } from '../db/migrations.js';

/**
 * An e-mail as it goes out (its links and codes, which the outbox's subject and body hide), kept only until
 * it is delivered or fails for good: the job that delivers it carries its id alone, so its secrets are never
 * copied into the job queue (whose finished jobs are kept for days), and a process that starts again finds
 * what was still to be sent.
 */
export const outboxDeliveryMigration: Migration = {
  name: '013_kernel_outbox_delivery',
  async up(db: Knex) {
    await db.schema.alterTable('emails', (t) => {
      t.text('outgoing_subject');
      t.text('outgoing_text');
      t.integer('attempts').notNullable().defaultTo(0);
    });
  },
  async down(db: Knex) {
    await db.schema.alterTable('emails', (t) => {
      t.dropColumn('outgoing_subject');
      t.dropColumn('outgoing_text');
      t.dropColumn('attempts');
    });
  },
};
