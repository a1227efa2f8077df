import { defaultSessionTimeout, type Config, type SessionTimeout } from '@tapin/config';
import type { Knex } from 'knex';
import type { Authenticator } from '../auth/authenticator.js';
import type { Caller } from '../auth/caller.js';
import type { Clock } from '../clock.js';
import { SessionModel } from './models.js';
import { hashSecret, randomToken } from './secrets.js';

const MINUTE = 60_000;
/** Sliding the expiry costs a write; do it at most once a minute per session. */
const SLIDE_EVERY_MS = MINUTE;

export interface SessionOrigin {
  ip?: string | null;
  userAgent?: string | null;
}

/**
 * Sign-in sessions: random bearer tokens stored only as hashes. Each session expires after the user's
 * chosen idle time (`sessionTimeout` 15/30/60/120 minutes, sliding on use) or, for `never`, a fixed
 * number of days after sign-in. It is also the request authenticator.
 */
export class SessionService implements Authenticator {
  private readonly db: Knex;
  private readonly clock: Clock;
  private readonly neverDays: number;

  constructor({ db, clock, config }: { db: Knex; clock: Clock; config: Config }) {
    this.db = db;
    this.clock = clock;
    this.neverDays = config.auth.neverExpiresDays;
  }

  private sessions() {
    return SessionModel.bindKnex(this.db);
  }

  private async timeoutOf(userId: number): Promise<SessionTimeout> {
    const row = await this.db('user_settings').where({ userId }).first('sessionTimeout');
    return (row?.sessionTimeout as SessionTimeout | undefined) ?? defaultSessionTimeout;
  }

  private expiry(from: Date, timeout: SessionTimeout, createdAt: Date): Date {
    if (timeout === 'never') return new Date(createdAt.getTime() + this.neverDays * 24 * 60 * MINUTE);
    return new Date(from.getTime() + Number(timeout) * MINUTE);
  }

  /** Starts a session and returns its bearer token (the only time it exists in clear). */
  async create(userId: number, origin: SessionOrigin = {}): Promise<string> {
    const token = randomToken();
    const now = this.clock.now();
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
    const now = this.clock.now();
    const row = await this.db('sessions as s')
      .join('users as u', 'u.id', 's.userId')
      .leftJoin('user_settings as us', 'us.userId', 'u.id')
      .where('s.tokenHash', hashSecret(token))
      .first('s.id', 's.createdAt', 's.lastSeenAt', 's.expiresAt', 'u.id as userId', 'u.email', 'u.name', 'u.role', 'us.sessionTimeout');
    if (!row) return null;
    const expiresAt = new Date(row.expiresAt);
    if (expiresAt <= now) {
      await this.db('sessions').where({ id: row.id }).delete();
      return null;
    }
    const timeout = (row.sessionTimeout as SessionTimeout | null) ?? defaultSessionTimeout;
    if (now.getTime() - new Date(row.lastSeenAt).getTime() >= SLIDE_EVERY_MS) {
      const next = this.expiry(now, timeout, new Date(row.createdAt));
      await this.db('sessions')
        .where({ id: row.id })
        .update({ lastSeenAt: now.toISOString(), expiresAt: next.toISOString() });
    }
    return { id: Number(row.userId), email: row.email, name: row.name, role: row.role };
  }

  /** Ends the session of this token (logout). */
  async revoke(token: string | null): Promise<void> {
    if (token) await this.db('sessions').where({ tokenHash: hashSecret(token) }).delete();
  }

  /** Ends every session of a user, except the one making the request (password change, role change). */
  async revokeAllFor(userId: number, keepToken?: string | null): Promise<void> {
    const query = this.db('sessions').where({ userId });
    if (keepToken) query.whereNot({ tokenHash: hashSecret(keepToken) });
    await query.delete();
  }

  /** Deletes expired sessions. */
  async purgeExpired(): Promise<number> {
    return this.db('sessions').where('expiresAt', '<=', this.clock.now().toISOString()).delete();
  }

  private purgeTimer: NodeJS.Timeout | undefined;

  /** Purges now and then hourly, until `stopPurging`. */
  async startPurging(): Promise<void> {
    await this.purgeExpired();
    this.purgeTimer = setInterval(() => void this.purgeExpired().catch(() => undefined), 60 * MINUTE).unref();
  }

  stopPurging(): void {
    clearInterval(this.purgeTimer);
  }
}
