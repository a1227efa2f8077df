import type { Knex } from 'knex';
import type { Clock } from '../clock.js';
import { acquireLock } from '../db/locks.js';
import { isUniqueViolation } from '../db/rows.js';
import { ConflictError } from '../errors.js';

export const DUPLICATE_EMAIL = 'An account with this email already exists';

interface Deps {
  db: Knex;
  clock: Clock;
}

/**
 * Everything that creates an account or claims an e-mail address (registration, admitting from the
 * waitlist, creating an admin, changing an address) runs under this lock, so seats are never
 * oversold and an address is never taken twice, on SQLite and PostgreSQL alike
 * (docs/decisions.md#accounts-seats-and-the-waitlist).
 */
export class RegistrationLock {
  private readonly d: Deps;

  constructor({ db, clock }: Deps) {
    this.d = { db, clock };
  }

  /** Runs `work` in a transaction holding the lock; a unique-index race becomes the documented 409. */
  async run<T>(work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
    try {
      return await this.d.db.transaction(async (trx) => {
        await acquireLock(trx, 'registration', this.d.clock.now());
        return work(trx);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new ConflictError(DUPLICATE_EMAIL);
      throw err;
    }
  }

  /** 409 when the address has an account (other than `exceptUserId`) or a waitlist entry. */
  async assertEmailFree(trx: Knex, email: string, exceptUserId?: number, message = DUPLICATE_EMAIL): Promise<void> {
    const user = await trx('users').where({ email }).first('id');
    const waiting = await trx('waitlist_entries').where({ email }).first('id');
    if ((user && user.id !== exceptUserId) || waiting) throw new ConflictError(message);
  }
}
