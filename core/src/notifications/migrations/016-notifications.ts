import type { Knex } from 'knex';
import type { Migration } from '../../db/migrations.js';

/** The in-app notification centre: one row per notice to one person, read or not; and unsubscribe links. */
export const notificationsMigration: Migration = {
  name: '016_notifications',
  async up(db: Knex) {
    await db.schema.createTable('notifications', (t) => {
      t.increments('id');
      t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
      t.string('kind', 40).notNullable();
      t.string('title', 200).notNullable();
      t.string('body', 1000).notNullable();
      t.string('link', 200);
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.timestamp('read_at', { useTz: true });
      t.index(['user_id', 'id']);
      t.index(['user_id', 'read_at']);
    });
    // One-click unsubscribe links (RFC 8058): each switches off one notification setting of one person,
    // without signing in. Kept only as a hash of the token.
    await db.schema.createTable('notification_unsubscribes', (t) => {
      t.increments('id');
      t.string('token_hash', 64).notNullable().unique();
      t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
      t.string('setting', 40).notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.timestamp('used_at', { useTz: true });
      t.index(['created_at']);
    });
    // Scheduled reports (weekly, profile views): one row per report, person and send date, claimed
    // before the e-mail goes, so it goes once.
    await db.schema.createTable('reports_sent', (t) => {
      t.string('report', 20).notNullable();
      t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
      t.string('send_date', 10).notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.primary(['report', 'user_id', 'send_date']);
    });
  },
  async down(db: Knex) {
    await db.schema.dropTableIfExists('reports_sent');
    await db.schema.dropTableIfExists('notification_unsubscribes');
    await db.schema.dropTableIfExists('notifications');
  },
};
