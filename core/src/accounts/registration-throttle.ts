import type { Config } from '@tapin/config';
import type { Knex } from 'knex';
import type { Clock } from '../clock.js';
import { LimitError } from '../errors.js';

interface Deps {
  db: Knex;
  clock: Clock;
  config: Config;
}

/**
 * Registrations per client address: `REGISTRATIONS_PER_ADDRESS` per `REGISTRATION_WINDOW_MINUTES`, every
 * attempt counted (accepted, waitlisted or refused), before the password is hashed. One statement counts
 * and reads the count, so parallel requests can never pass the limit together
 * (docs/decisions.md#accounts-seats-and-the-waitlist).
 */
export class RegistrationThrottle {
  private readonly d: Deps;
  private readonly limit: number;
  private readonly windowMs: number;

  constructor({ db, clock, config }: Deps) {
    this.d = { db, clock, config };
    this.limit = config.accounts.registrationsPerAddress;
    this.windowMs = config.accounts.registrationWindowMinutes * 60_000;
  }

  /** Counts one registration from `address`; 429 once the window's limit is passed. */
  async hit(address: string | null): Promise<void> {
    const now = this.d.clock.now();
    const windowStart = new Date(now.getTime() - this.windowMs).toISOString();
    const key = (address ?? 'unknown').slice(0, 64);
    // A new window starts when the stored one is over; otherwise the count goes up by one.
    const { rows } = await this.raw(
      `insert into registration_counts (address, count, window_started_at) values (?, 1, ?)
       on conflict (address) do update set
         count = case when registration_counts.window_started_at <= ? then 1 else registration_counts.count + 1 end,
         window_started_at = case when registration_counts.window_started_at <= ? then excluded.window_started_at
                                  else registration_counts.window_started_at end
       returning count, window_started_at as started`,
      [key, now.toISOString(), windowStart, windowStart],
    );
    const row = rows[0]!;
    if (Number(row.count) > this.limit) {
      const endsAt = new Date(row.started as string | Date).getTime() + this.windowMs;
      const minutes = Math.max(1, Math.ceil((endsAt - now.getTime()) / 60_000));
      throw new LimitError(`Too many sign-ups from this network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
        retryAfterMinutes: minutes,
      });
    }
  }

  /** Both drivers' raw results as rows (knex's postProcessResponse does not map raw statements). */
  private async raw(sql: string, bindings: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }> {
    const result = (await this.d.db.raw(sql, bindings as Knex.RawBinding[])) as unknown;
    if (Array.isArray(result)) return { rows: result as Array<Record<string, unknown>> };
    return result as { rows: Array<Record<string, unknown>> };
  }

  /** Forgets windows that are over (they would start anew anyway). */
  async purge(): Promise<number> {
    const windowStart = new Date(this.d.clock.now().getTime() - this.windowMs).toISOString();
    return this.d.db('registration_counts').where('windowStartedAt', '<=', windowStart).delete();
  }

  /** How often `purge` runs (a timed job, core/src/accounts/index.ts): once a window, so the table holds only the current one's addresses. */
  get purgeEverySeconds(): number {
    return this.windowMs / 1000;
  }
}
