import type { Config } from '@tapin/config';
import type { Knex } from 'knex';
import type { Clock } from '../clock.js';
import { hashSecret, randomToken } from './secrets.js';

const DAY = 24 * 60 * 60_000;

interface Deps {
  db: Knex;
  clock: Clock;
  config: Config;
}

/**
 * Known devices ("device cookies", as OWASP describes them): a browser that signed in to an account keeps
 * a random device token, stored here only as a hash and tied to that account. Sent with a later sign-in,
 * it lets the right password through while the account's e-mail address is throttled by someone else's
 * guesses (docs/decisions.md#accounts-seats-and-the-waitlist). The throttle counts the wrong passwords a
 * device sends and forgets the device at the limit.
 */
export class TrustedDevices {
  private readonly d: Deps;
  private readonly days: number;

  constructor({ db, clock, config }: Deps) {
    this.d = { db, clock, config };
    this.days = config.auth.trustedDeviceDays;
  }

  /** The id of the unexpired known device this token names for the account of `email`, if there is one. */
  async find(token: string | null | undefined, email: string): Promise<number | null> {
    if (!token) return null;
    const row = await this.d.db('trusted_devices as d')
      .join('users as u', 'u.id', 'd.userId')
      .where('d.tokenHash', hashSecret(token))
      .where('u.email', email)
      .where('d.expiresAt', '>', this.d.clock.now().toISOString())
      .first('d.id');
    return row ? Number(row.id) : null;
  }

  /**
   * After a sign-in: keeps the device the request named when it is this user's (for another `days` from
   * now), or else makes this a new known device. Returns the device token to keep.
   */
  async remember(userId: number, token: string | null | undefined): Promise<string> {
    const now = this.d.clock.now();
    const expiresAt = new Date(now.getTime() + this.days * DAY).toISOString();
    if (token) {
      const kept = await this.d.db('trusted_devices')
        .where({ tokenHash: hashSecret(token), userId })
        .where('expiresAt', '>', now.toISOString())
        .update({ lastUsedAt: now.toISOString(), expiresAt });
      if (kept === 1) return token;
    }
    const fresh = randomToken();
    await this.d.db('trusted_devices').insert({
      userId,
      tokenHash: hashSecret(fresh),
      failures: 0,
      createdAt: now.toISOString(),
      lastUsedAt: now.toISOString(),
      expiresAt,
    });
    return fresh;
  }

  /** Deletes expired devices. */
  async purgeExpired(): Promise<number> {
    return this.d.db('trusted_devices').where('expiresAt', '<=', this.d.clock.now().toISOString()).delete();
  }
}
