import type { Knex } from 'knex';
import type { Migration } from '../db/migrations.js';

/**
 * Work an owner waits for (a card read, a website read, a poster), done as a job by whichever process does
 * jobs: its input until it is done, the steps so far, then its answer or its refusal (`tasks/tasks.ts`).
 * A task goes with its account.
 */
export const tasksMigration: Migration = {
  name: '014_kernel_tasks',
  async up(db: Knex) {
    await db.schema.createTable('tasks', (t) => {
      t.string('id', 36).primary();
      t.string('kind', 64).notNullable();
      t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE').index();
      t.string('state', 16).notNullable();
      t.text('input');
      t.text('steps').notNullable();
      t.text('result');
      t.text('error');
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable().index();
    });
  },
  async down(db: Knex) {
    await db.schema.dropTableIfExists('tasks');
  },
};
