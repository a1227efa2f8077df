import { isIPv4, isIPv6 } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '@tapin/config';
import type { Knex } from 'knex';
import type { Clock } from '../clock.js';
import { readTime } from '../db/model.js';
import { LimitError } from '../errors.js';
import { hashSecret } from './secrets.js';

const MINUTE = 60_000;
/** The longest a failed check is held back, whatever the count. */
const MAX_SLOWDOWN_MS = 5000;
/** Failures answered at once before the slow-down starts. */
const FREE_FAILURES = 3;
/** Sign-in link requests are counted per hour. */
const LINK_WINDOW_MS = 60 * MINUTE;
/** An IPv6 client is counted by its /64: one subscriber's network, which hands out the other 2^64 freely. */
const IPV6_PREFIX_GROUPS = 4;
/** The longest client key kept as it is (an IPv6 /64 key is at most 24 characters). */
const MAX_CLIENT_KEY = 45;

/** One counter of `sign_in_failures`: a key, its limit and the window it counts in. */
interface Rule {
  key: string;
  max: number;
  windowMs: number;
  /** Whether a right password clears the count (an account's), or only frees its own attempt (an address's). */
  clearedBySuccess: boolean;
}

/** A password check reserved before it runs: it counts from the start, so parallel requests cannot pass the limit. */
export interface Attempt {
  /** The password was right: the account's (or device's) count starts again; the address gets its attempt back. */
  succeeded(): Promise<void>;
  /** The password was wrong: it stays counted, a limit it reached blocks, and the answer is slowed down. */
  failed(): Promise<void>;
}

const SIGN_IN_LIMITED = 'Too many sign-in attempts';
const PASSWORD_LIMITED = 'Too many attempts';
const LINKS_LIMITED = 'Too many sign-in link requests from your network';

interface Deps {
  db: Knex;
  clock: Clock;
  config: Config;
}

/**
 * Slows down and then stops repeated wrong passwords (docs/decisions.md#accounts-seats-and-the-waitlist).
 *
 * Sign-in counts against the client address (a hard limit) and against the account: the account's
 * e-mail address for a device it does not know, or the known device the request names, which has its
 * own count. So someone guessing an owner's password stops themselves, and everyone without a known
 * device, for a while, but never the owner's own browser. The current-password checks of Settings count
 * per account apart from sign-in.
 *
 * Each check is reserved in one transaction before the password is verified (a conditional update that
 * only passes under the limit, row-locked on PostgreSQL and serialised on SQLite), so any number of
 * simultaneous requests checks at most the limit. Counts live in the database, so every server process
 * and restarts agree; a block always ends.
 */
export class SignInThrottle {
  private readonly d: Deps;
  private readonly policy: Config['auth']['throttle'];

  constructor({ db, clock, config }: Deps) {
    this.d = { db, clock, config };
    this.policy = config.auth.throttle;
  }

  private rule(key: string, max: number, clearedBySuccess: boolean): Rule {
    return { key, max, windowMs: this.policy.windowMinutes * MINUTE, clearedBySuccess };
  }

  /**
   * Reserves one password check for signing in to `email` from `address`, sent with the known device
   * `deviceId` (already matched to that account) or none. Throws 429 when the address, or the account
   * for a device it does not know, has no checks left. A known device whose own count is spent counts
   * as unknown.
   */
  async reserveSignIn(email: string, address: string | null, deviceId: number | null): Promise<Attempt> {
    return this.d.db.transaction(async (trx) => {
      const rules: Rule[] = [];
      if (address) rules.push(this.rule(`ip:${boundedKey(clientKey(address))}`, this.policy.maxFailuresPerAddress, false));
      for (const rule of rules) await this.take(trx, rule, SIGN_IN_LIMITED);
      const device = deviceId !== null && (await this.takeDevice(trx, deviceId)) ? deviceId : null;
      if (device === null) {
        const account = this.rule(`email:${email}`, this.policy.maxFailuresPerEmail, true);
        await this.take(trx, account, SIGN_IN_LIMITED);
        rules.push(account);
      }
      return this.attempt(rules, device);
    });
  }

  /** Reserves one check of a signed-in user's current password (changing the password or the e-mail). */
  async reserveCurrentPassword(userId: number): Promise<Attempt> {
    const rule = this.rule(`password:${userId}`, this.policy.maxFailuresPerEmail, true);
    await this.d.db.transaction((trx) => this.take(trx, rule, PASSWORD_LIMITED));
    return this.attempt([rule], null);
  }

  /** Checks a signed-in user's current password with `verify`, throttled per account; 429 past the limit. */
  async checkCurrentPassword(userId: number, verify: () => Promise<boolean>): Promise<boolean> {
    const attempt = await this.reserveCurrentPassword(userId);
    const right = await verify();
    await (right ? attempt.succeeded() : attempt.failed());
    return right;
  }

  /**
   * Counts a request for a sign-in link from `address`, whatever the e-mail address it names (known or
   * not, so the answer tells nothing): 429 past `linkRequestsPerAddress` an hour. One client cannot spray
   * the accounts it knows with link requests.
   */
  async reserveLinkRequest(address: string | null): Promise<void> {
    if (!address) return;
    const rule = { key: `link-ip:${boundedKey(clientKey(address))}`, max: this.policy.linkRequestsPerAddress, windowMs: LINK_WINDOW_MS, clearedBySuccess: false };
    await this.d.db.transaction((trx) => this.take(trx, rule, LINKS_LIMITED));
  }

  /**
   * Counts a sign-in link for the account of `email` requested from `address`; true while under the
   * hourly limit. The limit is kept per requesting address, so requests from elsewhere never spend the
   * owner's own (docs/decisions.md#accounts-seats-and-the-waitlist). Uses its own keys so link requests
   * never block password sign-in.
   */
  async allowLinkRequest(email: string, address: string | null = null): Promise<boolean> {
    const from = address ? ` from ${boundedKey(clientKey(address))}` : '';
    const rule = { key: `link:${email}${from}`, max: this.policy.linkRequestsPerHour, windowMs: LINK_WINDOW_MS, clearedBySuccess: false };
    return this.d.db.transaction((trx) => this.tryTake(trx, rule));
  }

  /**
   * Counts one attempt against `rule` if it has any left, in one statement: a window that ended, or a
   * block that ended, starts a new count; otherwise the count grows only while under the limit.
   *
   * The row may go between the insert and the update (a right password clears an account's count by
   * deleting it; the purge deletes stale ones): then there is no count to be under, and it starts again.
   * Found by `npm run bench:cluster` on PostgreSQL: right passwords sent together were answered 429.
   */
  private async tryTake(trx: Knex.Transaction, rule: Rule): Promise<boolean> {
    const now = this.d.clock.now();
    const nowIso = now.toISOString();
    const windowStart = new Date(now.getTime() - rule.windowMs).toISOString();
    const fresh = '((blocked_until is not null and blocked_until <= ?) or (blocked_until is null and window_started_at < ?))';
    const at = [nowIso, windowStart];
    for (let tries = 1; ; tries++) {
      await trx('sign_in_failures').insert({ key: rule.key, failures: 0, windowStartedAt: nowIso, blockedUntil: null }).onConflict('key').ignore();
      const taken = await trx('sign_in_failures')
        .where({ key: rule.key })
        .where((q) => q.whereRaw(fresh, at).orWhere((open) => open.whereNull('blockedUntil').where('failures', '<', rule.max)))
        .update({
          failures: trx.raw(`case when ${fresh} then 1 else failures + 1 end`, at),
          windowStartedAt: trx.raw(`case when ${fresh} then ? else window_started_at end`, [...at, nowIso]),
          blockedUntil: trx.raw(`case when ${fresh} then null else blocked_until end`, at),
        });
      if (taken === 1) return true;
      if (tries === 3 || (await trx('sign_in_failures').where({ key: rule.key }).first('key'))) return false;
    }
  }

  private async take(trx: Knex.Transaction, rule: Rule, message: string): Promise<void> {
    if (await this.tryTake(trx, rule)) return;
    const row = await trx('sign_in_failures').where({ key: rule.key }).first('windowStartedAt', 'blockedUntil');
    const blockedUntil = readTime(row?.blockedUntil);
    const until = blockedUntil
      ? new Date(blockedUntil)
      : new Date(new Date(readTime(row?.windowStartedAt) ?? this.d.clock.now().toISOString()).getTime() + rule.windowMs);
    throw this.tooMany(message, until);
  }

  /** A known device's own count: wrong passwords since its last right one. */
  private async takeDevice(trx: Knex.Transaction, deviceId: number): Promise<boolean> {
    const taken = await trx('trusted_devices').where({ id: deviceId }).where('failures', '<', this.policy.maxFailuresPerEmail).increment('failures', 1);
    return taken === 1;
  }

  private attempt(rules: Rule[], deviceId: number | null): Attempt {
    return {
      succeeded: async () => {
        for (const rule of rules) {
          if (rule.clearedBySuccess) await this.d.db('sign_in_failures').where({ key: rule.key }).delete();
          else await this.d.db('sign_in_failures').where({ key: rule.key }).whereNull('blockedUntil').where('failures', '>', 0).decrement('failures', 1);
        }
        if (deviceId !== null) await this.d.db('trusted_devices').where({ id: deviceId }).update({ failures: 0 });
      },
      failed: async () => {
        const now = this.d.clock.now();
        const blockedUntil = new Date(now.getTime() + this.policy.blockMinutes * MINUTE).toISOString();
        for (const rule of rules) {
          await this.d.db('sign_in_failures').where({ key: rule.key }).whereNull('blockedUntil').where('failures', '>=', rule.max).update({ blockedUntil });
        }
        let worst = 0;
        if (deviceId !== null) {
          // A device that sent as many wrong passwords as an account allows is no longer known.
          worst = Number((await this.d.db('trusted_devices').where({ id: deviceId }).first('failures'))?.failures ?? this.policy.maxFailuresPerEmail);
          await this.d.db('trusted_devices').where({ id: deviceId }).where('failures', '>=', this.policy.maxFailuresPerEmail).delete();
        }
        if (rules.length > 0) {
          const row = await this.d.db('sign_in_failures').whereIn('key', rules.map((r) => r.key)).max({ failures: 'failures' }).first();
          worst = Math.max(worst, Number(row?.failures ?? 0));
        }
        const wait = slowdownFor(worst, this.policy.slowdownMs);
        if (wait > 0) await sleep(wait);
      },
    };
  }

  /**
   * Deletes counters that no longer count: their window or their block has ended, so the next attempt
   * would start them again anyway. Keeps the table as small as the last hour's attempts.
   */
  async purgeStale(): Promise<number> {
    const now = this.d.clock.now();
    const oldestWindow = new Date(now.getTime() - Math.max(this.policy.windowMinutes * MINUTE, LINK_WINDOW_MS)).toISOString();
    return this.d.db('sign_in_failures')
      .where((q) => q.whereNull('blockedUntil').where('windowStartedAt', '<', oldestWindow))
      .orWhere('blockedUntil', '<=', now.toISOString())
      .delete();
  }

  private tooMany(message: string, until: Date): LimitError {
    const minutes = Math.max(1, Math.ceil((until.getTime() - this.d.clock.now().getTime()) / MINUTE));
    return new LimitError(`${message}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
      retryAfterSeconds: minutes * 60,
    });
  }
}

/** The key a client address is counted under: IPv4 as it is (also when IPv4-mapped), IPv6 by its /64. */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back] : front;
  return `${groups
    .slice(0, IPV6_PREFIX_GROUPS)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * A client key short enough for a counter's key whatever the client sent: behind a trusted proxy the
 * address comes from X-Forwarded-For, and an address no IP is that long is counted by its hash.
 */
function boundedKey(key: string): string {
  return key.length <= MAX_CLIENT_KEY ? key : `#${hashSecret(key).slice(0, 40)}`;
}

/** No wait for the first three failures, then `step` ms more for each one, up to five seconds. */
export function slowdownFor(failures: number, step: number): number {
  return Math.min(MAX_SLOWDOWN_MS, Math.max(0, failures - FREE_FAILURES) * step);
}
