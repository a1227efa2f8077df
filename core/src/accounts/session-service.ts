import { defaultSessionTimeout, type Config, type SessionTimeout } from '@tapin/config';
import type { Knex } from 'knex';
import type { Authenticator } from '../auth/authenticator.js';
import type { Caller } from '../auth/caller.js';
import type { Clock } from '../clock.js';
import { countOf } from '../db/rows.js';
import { ForbiddenError } from '../errors.js';
import type { ClusterSignals } from '../events/cluster-signals.js';
import { SessionModel } from './models.js';
import { hashSecret, randomToken } from './secrets.js';
import type { SignInThrottle } from './sign-in-throttle.js';
import type { TrustedDevices } from './trusted-devices.js';

const MINUTE = 60_000;
/** Sliding the expiry costs a write; do it at most once a minute per session. */
const SLIDE_EVERY_MS = MINUTE;
/**
 * A session read from the database is reused for a few seconds: most requests then need no query at
 * all. Logging out, password and role changes evict it here; another server process sees them within
 * this time.
 */
const CACHE_MS = 10_000;
const CACHE_MAX = 20_000;

interface CachedSession {
  caller: Caller;
  sessionId: number;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
  timeout: SessionTimeout;
  cachedAt: number;
}

export interface SessionOrigin {
  ip?: string | null;
  userAgent?: string | null;
}

interface Deps {
  db: Knex;
  clock: Clock;
  config: Config;
  devices: TrustedDevices;
  throttle: SignInThrottle;
  signals: ClusterSignals;
}

/**
 * Sign-in sessions: random bearer tokens stored only as hashes. Each session expires after the user's
 * chosen idle time (`sessionTimeout` 15/30/60/120 minutes, sliding on use) or, for `never`, a fixed
 * number of days after sign-in (docs/decisions.md#accounts-seats-and-the-waitlist). It is also the
 * request authenticator.
 */
export class SessionService implements Authenticator {
  private readonly d: Deps;
  private readonly neverDays: number;
  private readonly cache = new Map<string, CachedSession>();

  constructor({ db, clock, config, devices, throttle, signals }: Deps) {
    this.d = { db, clock, config, devices, throttle, signals };
    this.neverDays = config.auth.neverExpiresDays;
    // Another server process ended a session or changed a user's: this one's cache forgets it at once.
    signals.on('sessions.forget', ({ tokenHash, userId }) => {
      if (typeof tokenHash === 'string') this.cache.delete(tokenHash);
      if (typeof userId === 'number') this.dropUser(userId);
    });
    signals.onReset(() => this.cache.clear());
  }

  private sessions() {
    return SessionModel.bindKnex(this.d.db);
  }

  private async timeoutOf(userId: number): Promise<SessionTimeout> {
    const row = await this.d.db('user_settings').where({ userId }).first('sessionTimeout');
    return (row?.sessionTimeout as SessionTimeout | undefined) ?? defaultSessionTimeout;
  }

  private expiry(from: Date, timeout: SessionTimeout, createdAt: Date): Date {
    if (timeout === 'never') return new Date(createdAt.getTime() + this.neverDays * 24 * 60 * MINUTE);
    return new Date(from.getTime() + Number(timeout) * MINUTE);
  }

  /**
   * A 403 telling its place to an account waiting in line for its seat again; the ways in ask this before
   * they spend anything (a code e-mailed, a link used up), and `create` asks it again.
   */
  async refuseWaiting(userId: number): Promise<void> {
    const waiting = await this.d.db('waitlist_entries').where({ userId }).first('id');
    if (!waiting) return;
    const position = countOf(await this.d.db('waitlist_entries').where('id', '<=', waiting.id).count({ count: '*' }).first());
    throw new ForbiddenError(`You're #${position} on the waitlist.`, { position });
  }

  /**
   * Starts a session and returns its bearer token (the only time it exists in clear). Every way in ends
   * here, so an account waiting in line for its seat again is told its place instead
   * (docs/decisions.md#accounts-seats-and-the-waitlist).
   */
  async create(userId: number, origin: SessionOrigin = {}): Promise<string> {
    await this.refuseWaiting(userId);
    const token = randomToken();
    const now = this.d.clock.now();
    const timeout = await this.timeoutOf(userId);
    await this.sessions().query().insert({
      userId,
      tokenHash: hashSecret(token),
      ip: origin.ip?.slice(0, 64) ?? null,
      userAgent: origin.userAgent?.slice(0, 255) ?? null,
      createdAt: now.toISOString(),
      lastSeenAt: now.toISOString(),
      expiresAt: this.expiry(now, timeout, now).toISOString(),
    });
    return token;
  }

  async authenticate(token: string | null): Promise<Caller | null> {
    if (!token || token.length > 200) return null;
    const now = this.d.clock.now().getTime();
    const tokenHash = hashSecret(token);
    let session = this.cache.get(tokenHash);
    if (!session || now - session.cachedAt >= CACHE_MS) {
      const loaded = await this.load(tokenHash, now);
      if (!loaded) {
        this.cache.delete(tokenHash);
        return null;
      }
      session = loaded;
      this.remember(tokenHash, session);
    }
    if (session.expiresAt <= now) {
      this.cache.delete(tokenHash);
      await this.d.db('sessions').where({ id: session.sessionId }).delete();
      return null;
    }
    if (now - session.lastSeenAt >= SLIDE_EVERY_MS) {
      const next = this.expiry(new Date(now), session.timeout, new Date(session.createdAt));
      await this.d.db('sessions').where({ id: session.sessionId }).update({ lastSeenAt: new Date(now).toISOString(), expiresAt: next.toISOString() });
      session.lastSeenAt = now;
      session.expiresAt = next.getTime();
    }
    return session.caller;
  }

  private async load(tokenHash: string, now: number): Promise<CachedSession | null> {
    const row = await this.d.db('sessions as s')
      .join('users as u', 'u.id', 's.userId')
      .leftJoin('user_settings as us', 'us.userId', 'u.id')
      .leftJoin('waitlist_entries as w', 'w.userId', 'u.id')
      .where('s.tokenHash', tokenHash)
      // An account that lost its seat has no session, even one started in the instant it was released.
      .whereNull('w.id')
      .first('s.id', 's.createdAt', 's.lastSeenAt', 's.expiresAt', 'u.id as userId', 'u.email', 'u.name', 'u.role', 'us.sessionTimeout');
    if (!row) return null;
    return {
      caller: { id: Number(row.userId), email: row.email, name: row.name, role: row.role },
      sessionId: Number(row.id),
      createdAt: new Date(row.createdAt).getTime(),
      lastSeenAt: new Date(row.lastSeenAt).getTime(),
      expiresAt: new Date(row.expiresAt).getTime(),
      timeout: (row.sessionTimeout as SessionTimeout | null) ?? defaultSessionTimeout,
      cachedAt: now,
    };
  }

  private remember(tokenHash: string, session: CachedSession): void {
    if (this.cache.size >= CACHE_MAX) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(tokenHash, session);
  }

  /** Drops a user's cached sessions (role, password or session settings changed), here and in the other server processes. */
  forgetUser(userId: number): void {
    this.dropUser(userId);
    this.d.signals.tell('sessions.forget', { userId });
  }

  private dropUser(userId: number): void {
    for (const [key, session] of this.cache) if (session.caller.id === userId) this.cache.delete(key);
  }

  /**
   * A new session timeout applies to the user's open sessions at once, not only to the next sign-in:
   * each one now ends `timeout` after it was last used ('never': 30 days after it began), so shortening
   * it on a shared computer and walking away signs that computer out.
   */
  async applyTimeout(userId: number, timeout: SessionTimeout): Promise<void> {
    this.forgetUser(userId);
    const open = await this.d.db('sessions').where({ userId }).select('id', 'createdAt', 'lastSeenAt');
    for (const row of open as Array<{ id: number; createdAt: string | Date; lastSeenAt: string | Date }>) {
      const expiresAt = this.expiry(new Date(row.lastSeenAt), timeout, new Date(row.createdAt));
      await this.d.db('sessions').where({ id: row.id }).update({ expiresAt: expiresAt.toISOString() });
    }
    this.forgetUser(userId);
  }

  /** Ends the session of this token (logout). */
  async revoke(token: string | null): Promise<void> {
    if (!token) return;
    const tokenHash = hashSecret(token);
    this.cache.delete(tokenHash);
    await this.d.db('sessions').where({ tokenHash }).delete();
    this.d.signals.tell('sessions.forget', { tokenHash });
  }

  /** Ends every session of a user, except the one making the request (password change, role change). */
  async revokeAllFor(userId: number, keepToken?: string | null): Promise<void> {
    const query = this.d.db('sessions').where({ userId });
    if (keepToken) query.whereNot({ tokenHash: hashSecret(keepToken) });
    await query.delete();
    // After the delete, so no process can cache them again from rows still there.
    this.forgetUser(userId);
  }

  /** Deletes expired sessions, and with them expired known devices and sign-in counters that ended. */
  async purgeExpired(): Promise<number> {
    const now = this.d.clock.now().getTime();
    for (const [key, session] of this.cache) if (session.expiresAt <= now) this.cache.delete(key);
    await this.d.devices.purgeExpired();
    await this.d.throttle.purgeStale();
    return this.d.db('sessions').where('expiresAt', '<=', this.d.clock.now().toISOString()).delete();
  }
}
