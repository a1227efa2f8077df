import type { Knex } from 'knex';
import type { Migration } from '../db/migrations.js';

/** The headers an e-mail goes out with (List-Unsubscribe), kept with its message until it is delivered. */
export const outboxHeadersMigration: Migration = {
  name: '017_kernel_outbox_headers',
  async up(db: Knex) {
    await db.schema.alterTable('emails', (t) => {
      t.text('outgoing_headers');
    });
  },
  async down(db: Knex) {
    await db.schema.alterTable('emails', (t) => {
      t.dropColumn('outgoing_headers');
    });
  },
};
