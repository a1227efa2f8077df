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
    // Weekly Reports: one row per person and Monday, claimed before the e-mail goes, so it goes once.
    await db.schema.createTable('weekly_reports_sent', (t) => {
      t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
      t.string('send_date', 10).notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.primary(['user_id', 'send_date']);
    });
  },
  async down(db: Knex) {
    await db.schema.dropTableIfExists('weekly_reports_sent');
    await db.schema.dropTableIfExists('notification_unsubscribes');
    await db.schema.dropTableIfExists('notifications');
  },
};
