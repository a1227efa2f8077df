import type { Knex } from 'knex';
import type { Migration } from '../../db/migrations.js';

/**
 * How each notice went out (its e-mail in the outbox, the browsers a push reached), for the console's
 * "Notifications sent". Web Push: the server's VAPID key pair (one row, made at first start and kept, so every process signs
 * with the same key and browsers' subscriptions outlive a restart), and each person's browsers.
 */
export const pushMigration: Migration = {
  name: '018_push',
  async up(db: Knex) {
    await db.schema.alterTable('notifications', (t) => {
      t.integer('email_id').references('emails.id').onDelete('SET NULL');
      t.integer('pushed').notNullable().defaultTo(0);
    });
    await db.schema.createTable('push_keys', (t) => {
      t.integer('id').primary();
      t.string('public_key', 100).notNullable();
      t.string('private_key', 100).notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable();
    });
    await db.schema.createTable('push_subscriptions', (t) => {
      t.increments('id');
      t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
      // A push service's address names one browser's subscription: it belongs to whoever subscribed last.
      t.string('endpoint', 1000).notNullable().unique();
      t.string('p256dh', 100).notNullable();
      t.string('auth', 40).notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.timestamp('last_sent_at', { useTz: true });
      t.integer('failures').notNullable().defaultTo(0);
      t.index(['user_id']);
    });
  },
  async down(db: Knex) {
    await db.schema.dropTableIfExists('push_subscriptions');
    await db.schema.dropTableIfExists('push_keys');
    await db.schema.alterTable('notifications', (t) => {
      t.dropColumn('pushed');
      t.dropColumn('email_id');
    });
  },
};
