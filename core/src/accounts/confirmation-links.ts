import type { Config } from '@tapin/config';
import type { Knex } from 'knex';
import type { Clock } from '../clock.js';
import { OneTimeTokenModel } from './models.js';
import { hashSecret, randomToken } from './secrets.js';

/** What a confirmation link confirms: the account's own address, or the address it changes to. */
export type ConfirmationPurpose = 'email_confirmation' | 'email_change';

/** A confirmation link claimed by `claim`: used now, never again. */
export interface ClaimedConfirmation {
  userId: number;
  purpose: ConfirmationPurpose;
  email: string;
}

interface Deps {
  db: Knex;
  clock: Clock;
  config: Config;
}

/**
 * Single-use e-mail confirmation links, kept like every other one-time token: only the hash of the
 * token is stored, and it works once, for `CONFIRM_EMAIL_HOURS` (docs/decisions.md#accounts-seats-and-the-waitlist).
 */
export class ConfirmationLinks {
  private readonly d: Deps;

  constructor({ db, clock, config }: Deps) {
    this.d = { db, clock, config };
  }

  get hours(): number {
    return this.d.config.accounts.confirmEmailHours;
  }

  /** Creates a link confirming `email` for the user. The token exists in clear only in the returned URL. */
  async create(userId: number, email: string, purpose: ConfirmationPurpose, db: Knex = this.d.db): Promise<string> {
    const token = randomToken();
    const now = this.d.clock.now();
    await OneTimeTokenModel.bindKnex(db).query().insert({
      userId,
      purpose,
      tokenHash: hashSecret(token),
      codeHash: null,
      email,
      attempts: 0,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + this.hours * 3_600_000).toISOString(),
      usedAt: null,
    });
    return `${this.d.config.server.publicUrl}/auth/confirm-email?token=${encodeURIComponent(token)}`;
  }

  /** Marks the link used, once: of parallel claims of one token exactly one gets it. */
  async claim(trx: Knex, token: string): Promise<ClaimedConfirmation | null> {
    const now = this.d.clock.now().toISOString();
    const tokenHash = hashSecret(token);
    const purposes: ConfirmationPurpose[] = ['email_confirmation', 'email_change'];
    const claimed = await trx('one_time_tokens')
      .where({ tokenHash })
      .whereIn('purpose', purposes)
      .whereNull('usedAt')
      .where('expiresAt', '>', now)
      .update({ usedAt: now });
    if (claimed !== 1) return null;
    const row = await trx('one_time_tokens').where({ tokenHash }).first('userId', 'purpose', 'email');
    return { userId: Number(row.userId), purpose: row.purpose as ConfirmationPurpose, email: String(row.email) };
  }

  /** Links of this purpose created for the user since `since` (the resend limit). */
  async countSince(trx: Knex, userId: number, purpose: ConfirmationPurpose, since: Date): Promise<number> {
    const row = await trx('one_time_tokens').where({ userId, purpose }).where('createdAt', '>', since.toISOString()).count({ n: '*' }).first();
    return Number(row?.n ?? 0);
  }

  /** Ends the user's unused links of this purpose (a newer change replaces an older one). */
  async retire(trx: Knex, userId: number, purpose: ConfirmationPurpose): Promise<void> {
    await trx('one_time_tokens').where({ userId, purpose }).whereNull('usedAt').update({ usedAt: this.d.clock.now().toISOString() });
  }
}
