import type { Knex } from 'knex';
import type { Migration } from '../../db/migrations.js';

const tz = { useTz: true };

/**
 * Confirmed e-mail addresses, seats that wait for a confirmation, accounts waiting in line, and the
 * registrations counted per client address (docs/decisions.md#accounts-seats-and-the-waitlist).
 *
 * Accounts made before this migration keep their seats with no deadline; their addresses count as
 * unconfirmed until their owners confirm them, so no configured admin address is granted on trust.
 */
export const emailConfirmationMigration: Migration = {
  name: '007_accounts_email_confirmation',
  async up(db: Knex) {
    await db.schema.alterTable('users', (t) => {
      /** When the owner of the address proved they read its mail; null = not yet. */
      t.timestamp('email_confirmed_at', tz);
      /** An unconfirmed seat may go to the next in line after this time; null = no deadline. */
      t.timestamp('confirm_by', tz).index();
    });

    await db.schema.alterTable('waitlist_entries', (t) => {
      /** An account that lost its seat and waits in line again (its registration is the account). */
      t.integer('user_id').references('users.id').onDelete('CASCADE').unique();
    });
    // An account's entry keeps no password of its own: signing in uses the account's.
    await db.schema.alterTable('waitlist_entries', (t) => {
      t.string('password_hash', 255).nullable().alter();
    });

    await db.schema.alterTable('one_time_tokens', (t) => {
      /** The address a confirmation link confirms (the account's, or the one it changes to). */
      t.string('email', 254);
    });

    await db.schema.createTable('registration_counts', (t) => {
      t.string('address', 64).primary();
      t.integer('count').notNullable();
      t.timestamp('window_started_at', tz).notNullable();
    });
  },
  async down(db: Knex) {
    await db.schema.dropTableIfExists('registration_counts');
    await db.schema.alterTable('one_time_tokens', (t) => t.dropColumn('email'));
    await db('waitlist_entries').whereNotNull('user_id').delete();
    await db.schema.alterTable('waitlist_entries', (t) => {
      t.dropUnique(['user_id']);
      t.dropForeign(['user_id']);
    });
    await db.schema.alterTable('waitlist_entries', (t) => t.dropColumn('user_id'));
    await db.schema.alterTable('users', (t) => {
      t.dropIndex(['confirm_by']);
      t.dropColumn('confirm_by');
      t.dropColumn('email_confirmed_at');
    });
  },
};
