import type { Knex } from 'knex';

/** Named locks taken inside a transaction: rows of `core_locks`, created by migrations. */
export type LockName = 'registration';

/**
 * Serialises a critical section across connections and processes: updating the lock's row makes
 * PostgreSQL hold a row lock, and SQLite take its write lock, until the transaction ends.
 */
export async function acquireLock(trx: Knex.Transaction, name: LockName, now: Date): Promise<void> {
  const updated = await trx('core_locks').where({ name }).update({ heldAt: now.toISOString() });
  if (updated !== 1) throw new Error(`Lock "${name}" is missing: run the migrations`);
}
