import type { Knex } from 'knex';
import type { Migration } from '../db/migrations.js';

const tz = { useTz: true };

/**
 * The kernel's named locks (`db/locks.ts`) and the `mailer`'s e-mail outbox. It runs right after
 * `001_accounts`, whose users an e-mail may name. Databases migrated before the kernel took these tables
 * over got them from `001_accounts` (the same tables, the same `registration` row): there it finds them
 * and leaves them as they are.
 */
export const locksOutboxMigration: Migration = {
  name: '001_kernel_locks_outbox',
  async up(db: Knex) {
    if (!(await db.schema.hasTable('core_locks'))) {
      await db.schema.createTable('core_locks', (t) => {
        t.string('name', 64).primary();
        t.timestamp('held_at', tz);
      });
      await db('core_locks').insert({ name: 'registration', held_at: null });
    }

    if (!(await db.schema.hasTable('emails'))) {
      await db.schema.createTable('emails', (t) => {
        t.increments('id');
        t.integer('user_id').references('users.id').onDelete('SET NULL').index();
        t.string('recipient', 254).notNullable().index();
        t.string('template', 40).notNullable();
        t.string('subject', 200).notNullable();
        t.text('body').notNullable();
        t.string('status', 16).notNullable();
        t.string('error', 500);
        t.timestamp('created_at', tz).notNullable().index();
        t.timestamp('sent_at', tz);
      });
    }
  },
  async down(db: Knex) {
    await db.schema.dropTableIfExists('emails');
    await db.schema.dropTableIfExists('core_locks');
  },
};
