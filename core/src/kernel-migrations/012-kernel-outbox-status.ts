import type { Knex } from 'knex';
import type { Migration } from '../db/migrations.js';

/** The outbox's backlog by status (`/metrics`: e-mails queued and failed, the oldest queued), read by an index. */
export const outboxStatusMigration: Migration = {
  name: '012_kernel_outbox_status',
  async up(db: Knex) {
    await db.schema.alterTable('emails', (t) => t.index(['status', 'created_at'], 'emails_by_status'));
  },
  async down(db: Knex) {
    await db.schema.alterTable('emails', (t) => t.dropIndex(['status', 'created_at'], 'emails_by_status'));
  },
};
