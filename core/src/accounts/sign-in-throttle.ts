import type { Config } from '@tapin/config';
import type { Knex } from 'knex';
import type { Clock } from '../clock.js';
import { readTime } from '../db/model.js';
import { LimitError } from '../errors.js';

const MINUTE = 60_000;

interface Rule {
  key: string;
  max: number;
}

/**
 * Slows down and then stops repeated failed sign-ins, per e-mail address and per client address. Counts
 * live in the database (so every server process and restarts agree), in a window; a block always ends,
 * so the real owner is never locked out for good (docs/decisions.md#accounts-seats-and-the-waitlist).
 */
export class SignInThrottle {
  private readonly db: Knex;
  private readonly clock: Clock;
  private readonly policy: Config['auth']['throttle'];

  constructor({ db, clock, config }: { db: Knex; clock: Clock; config: Config }) {
    this.db = db;
    this.clock = clock;
    this.policy = config.auth.throttle;
  }

  private rules(email: string, address: string | null): Rule[] {
    const rules = [{ key: `email:${email}`, max: this.policy.maxFailuresPerEmail }];
    if (address) rules.push({ key: `ip:${address}`, max: this.policy.maxFailuresPerAddress });
    return rules;
  }

  /** Throws 429 while either the e-mail or the address is blocked. */
  async assertAllowed(email: string, address: string | null): Promise<void> {
    const now = this.clock.now();
    const keys = this.rules(email, address).map((r) => r.key);
    const row = await this.db('sign_in_failures')
      .whereIn('key', keys)
      .where('blockedUntil', '>', now.toISOString())
      .max({ until: 'blockedUntil' })
      .first();
    const until = readTime(row?.until);
    if (until) throw this.tooMany(new Date(until), now);
  }

  /**
   * Counts a failure against both keys. Returns how long to hold the answer (the slow-down), or throws
   * 429 when this failure reaches a limit.
   */
  async recordFailure(email: string, address: string | null): Promise<number> {
    const now = this.clock.now();
    const windowStart = new Date(now.getTime() - this.policy.windowMinutes * MINUTE).toISOString();
    let worst = 0;
    let blockedUntil: Date | null = null;
    for (const rule of this.rules(email, address)) {
      const failures = await this.db.transaction(async (trx) => {
        const row = await trx('sign_in_failures').where({ key: rule.key }).first();
        const fresh = !row || readTime(row.windowStartedAt)! < windowStart;
        const count = fresh ? 1 : Number(row.failures) + 1;
        const blocked = count >= rule.max ? new Date(now.getTime() + this.policy.blockMinutes * MINUTE) : null;
        const values = {
          failures: blocked ? 0 : count,
          windowStartedAt: fresh ? now.toISOString() : readTime(row.windowStartedAt),
          blockedUntil: blocked?.toISOString() ?? null,
        };
        if (row) await trx('sign_in_failures').where({ key: rule.key }).update(values);
        else await trx('sign_in_failures').insert({ key: rule.key, ...values }).onConflict('key').merge();
        if (blocked) blockedUntil = blocked;
        return count;
      });
      worst = Math.max(worst, failures);
    }
    if (blockedUntil) throw this.tooMany(blockedUntil, now);
    return slowdownFor(worst, this.policy.slowdownMs);
  }

  /** A correct password clears the e-mail's count (the address keeps its own). */
  async recordSuccess(email: string): Promise<void> {
    await this.db('sign_in_failures').where({ key: `email:${email}` }).delete();
  }

  /**
   * Counts a request for a sign-in link; true while under the hourly limit. Uses its own key so link
   * requests never block password sign-in.
   */
  async allowLinkRequest(email: string): Promise<boolean> {
    const now = this.clock.now();
    const key = `link:${email}`;
    const hourAgo = new Date(now.getTime() - 60 * MINUTE).toISOString();
    return this.db.transaction(async (trx) => {
      const row = await trx('sign_in_failures').where({ key }).first();
      const fresh = !row || readTime(row.windowStartedAt)! < hourAgo;
      const count = fresh ? 1 : Number(row.failures) + 1;
      const values = { failures: count, windowStartedAt: fresh ? now.toISOString() : readTime(row.windowStartedAt), blockedUntil: null };
      if (row) await trx('sign_in_failures').where({ key }).update(values);
      else await trx('sign_in_failures').insert({ key, ...values }).onConflict('key').merge();
      return count <= this.policy.linkRequestsPerHour;
    });
  }

  private tooMany(until: Date, now: Date): LimitError {
    const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / MINUTE));
    return new LimitError(`Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
      retryAfterSeconds: minutes * 60,
    });
  }
}

/** No wait for the first three failures, then `step` ms more for each one, up to five seconds. */
export function slowdownFor(failures: number, step: number): number {
  return Math.min(5000, Math.max(0, failures - 3) * step);
}
