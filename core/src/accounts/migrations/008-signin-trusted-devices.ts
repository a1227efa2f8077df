import type { Knex } from 'knex';
import type { Migration } from '../../db/migrations.js';

const tz = { useTz: true };

/**
 * Known devices: a browser that signed in to an account keeps a random device token (stored here only as
 * its hash), and its right password is accepted even while that account's e-mail address is throttled.
 * Wrong passwords sent with the token are counted on the device, which is forgotten at the limit
 * (docs/decisions.md#accounts-seats-and-the-waitlist).
 */
export const signInTrustedDevicesMigration: Migration = {
  name: '008_signin_trusted_devices',
  async up(db: Knex) {
    await db.schema.createTable('trusted_devices', (t) => {
      t.increments('id');
      t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE').index();
      t.string('token_hash', 64).notNullable().unique();
      /** Wrong passwords sent from this device since its last right one. */
      t.integer('failures').notNullable().defaultTo(0);
      t.timestamp('created_at', tz).notNullable();
      t.timestamp('last_used_at', tz).notNullable();
      t.timestamp('expires_at', tz).notNullable().index();
    });
  },
  async down(db: Knex) {
    await db.schema.dropTableIfExists('trusted_devices');
  },
};
