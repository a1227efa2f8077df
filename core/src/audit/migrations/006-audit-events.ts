import type { Knex } from 'knex';
import type { Migration } from '../../db/migrations.js';

/**
 * The audit trail: one row per destructive admin action. The actor's e-mail is copied, and there is no
 * foreign key to users, so the record outlives the account that made it.
 */
export const auditEventsMigration: Migration = {
  name: '006_audit_events',
  async up(db: Knex) {
    await db.schema.createTable('audit_events', (t) => {
      t.increments('id');
      t.integer('actor_id');
      t.string('actor_email', 254);
      t.string('action', 64).notNullable();
      t.string('subject_type', 32).notNullable();
      t.string('subject_id', 64);
      t.text('details').notNullable();
      /** http or cli */
      t.string('origin', 8).notNullable();
      t.string('ip', 64);
      t.string('user_agent', 255);
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.index(['created_at', 'id']);
      t.index(['action', 'created_at']);
      t.index(['actor_id', 'created_at']);
      t.index(['subject_type', 'subject_id']);
    });
  },
  async down(db: Knex) {
    await db.schema.dropTableIfExists('audit_events');
  },
};
