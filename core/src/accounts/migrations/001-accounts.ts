import type { Knex } from 'knex';
import type { Migration } from '../../db/migrations.js';

const tz = { useTz: true };

/**
 * Accounts: users, the waitlist, sessions, one-time tokens, sign-in throttling, settings. Until the kernel
 * took them over (`001_kernel_locks_outbox`, which runs right after this), it also created `core_locks`
 * and the `emails` outbox: a database migrated then has them from here.
 */
export const accountsMigration: Migration = {
  name: '001_accounts',
  async up(db: Knex) {
    await db.schema.createTable('users', (t) => {
      t.increments('id');
      t.string('email', 254).notNullable().unique();
      t.string('name', 100).notNullable();
      t.string('role', 32).notNullable().index();
      t.string('password_hash', 255);
      t.timestamp('password_changed_at', tz);
      t.timestamp('created_at', tz).notNullable().index();
      t.timestamp('updated_at', tz).notNullable();
    });

    await db.schema.createTable('waitlist_entries', (t) => {
      t.increments('id');
      t.string('email', 254).notNullable().unique();
      t.string('name', 100).notNullable();
      t.string('password_hash', 255).notNullable();
      t.timestamp('created_at', tz).notNullable();
    });

    await db.schema.createTable('sessions', (t) => {
      t.increments('id');
      t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE').index();
      t.string('token_hash', 64).notNullable().unique();
      t.string('ip', 64);
      t.string('user_agent', 255);
      t.timestamp('created_at', tz).notNullable();
      t.timestamp('last_seen_at', tz).notNullable();
      t.timestamp('expires_at', tz).notNullable().index();
    });

    await db.schema.createTable('one_time_tokens', (t) => {
      t.increments('id');
      t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE').index();
      t.string('purpose', 32).notNullable();
      t.string('token_hash', 64).notNullable().unique();
      /** Two-step sign-in: the hash of the e-mailed code (the token is the challenge). */
      t.string('code_hash', 64);
      t.integer('attempts').notNullable().defaultTo(0);
      t.timestamp('created_at', tz).notNullable();
      t.timestamp('expires_at', tz).notNullable();
      t.timestamp('used_at', tz);
    });

    await db.schema.createTable('sign_in_failures', (t) => {
      t.string('key', 320).primary();
      t.integer('failures').notNullable();
      t.timestamp('window_started_at', tz).notNullable();
      t.timestamp('blocked_until', tz);
    });

    await db.schema.createTable('user_settings', (t) => {
      t.integer('user_id').primary().references('users.id').onDelete('CASCADE');
      t.string('phone', 40);
      t.string('company', 120);
      t.string('website', 300);
      t.string('logo_key', 200);
      t.boolean('email_notifications').notNullable();
      t.boolean('push_notifications').notNullable();
      t.boolean('marketing_emails').notNullable();
      t.boolean('weekly_reports').notNullable();
      t.boolean('profile_views').notNullable();
      t.boolean('new_conversions').notNullable();
      t.boolean('two_factor_enabled').notNullable();
      t.boolean('login_alerts').notNullable();
      t.string('session_timeout', 8).notNullable();
      t.timestamp('updated_at', tz).notNullable();
    });
  },
  async down(db: Knex) {
    for (const table of ['user_settings', 'sign_in_failures', 'one_time_tokens', 'sessions', 'waitlist_entries', 'users']) {
      await db.schema.dropTableIfExists(table);
    }
  },
};
