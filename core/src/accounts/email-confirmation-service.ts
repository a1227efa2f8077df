import type { Config } from '@tapin/config';
import type { Knex } from 'knex';
import type { AuditService } from '../audit/audit-service.js';
import type { Clock } from '../clock.js';
import type { EmailConfirmationStatus } from '../contracts/accounts.js';
import { ConflictError, LimitError, UnauthorizedError, ValidationError } from '../errors.js';
import type { Logger } from '../logging/logger.js';
import type { Mailer } from '../mail/mailer.js';
import { confirmEmail } from '../mail/templates.js';
import type { ConfirmationLinks } from './confirmation-links.js';
import { UserModel, type OneTimePurpose } from './models.js';
import type { Seats } from './seats.js';
import type { SessionService } from './session-service.js';

export const LINK_USED = 'This confirmation link has expired or was already used.';
export const CONFIRMED = 'Your e-mail address is confirmed.';
export const ANOTHER_ACCOUNT = 'Another account already uses this email';

/** The one-time secrets e-mailed to the account's sign-in address, ended when the address changes. */
const SENT_TO_THE_ADDRESS: OneTimePurpose[] = ['instant_access', 'sign_in_code'];

interface Deps {
  db: Knex;
  clock: Clock;
  config: Config;
  log: Logger;
  mailer: Mailer;
  audit: AuditService;
  sessions: SessionService;
  seats: Seats;
  confirmationLinks: ConfirmationLinks;
}

/**
 * Confirming e-mail addresses (docs/decisions.md#accounts-seats-and-the-waitlist): an account's own, which
 * keeps its seat past the deadline and is the only way an `ADMIN_EMAILS` address gets admin rights on an
 * existing account; and the new address of an e-mail change, which takes effect only then.
 */
export class EmailConfirmationService {
  private readonly d: Deps;

  constructor({ db, clock, config, log, mailer, audit, sessions, seats, confirmationLinks }: Deps) {
    this.d = { db, clock, config, log, mailer, audit, sessions, seats, confirmationLinks };
  }

  /** Where the caller's address stands, for the owner app's notice. */
  async status(userId: number): Promise<EmailConfirmationStatus> {
    const user = await UserModel.bindKnex(this.d.db).query().findById(userId);
    if (!user) throw new UnauthorizedError();
    const pending = await this.d.db('one_time_tokens')
      .where({ userId, purpose: 'email_change' })
      .whereNull('usedAt')
      .where('expiresAt', '>', this.d.clock.now().toISOString())
      .orderBy('id', 'desc')
      .first('email');
    return {
      email: user.email,
      confirmed: user.emailConfirmedAt !== null,
      confirmBy: user.emailConfirmedAt ? null : user.confirmBy,
      pendingEmail: pending ? String(pending.email) : null,
    };
  }

  /** E-mails a new confirmation link for the account's address; a few per hour (`CONFIRMATION_MAILS_PER_HOUR`). */
  async resend(userId: number): Promise<{ message: string; emailId: number }> {
    const { config, clock, confirmationLinks } = this.d;
    const user = await UserModel.bindKnex(this.d.db).query().findById(userId);
    if (!user) throw new UnauthorizedError();
    if (user.emailConfirmedAt) throw new ConflictError('Your e-mail address is already confirmed.');
    // Counted and created under the registration lock, so parallel requests cannot pass the limit together.
    const link = await this.d.seats.run(async ({ trx }) => {
      const since = new Date(clock.now().getTime() - 3_600_000);
      if ((await confirmationLinks.countSince(trx, userId, 'email_confirmation', since)) >= config.accounts.confirmationMailsPerHour) {
        throw new LimitError("We've already sent you several confirmation e-mails. Please check your inbox, or try again in an hour.");
      }
      return confirmationLinks.create(userId, user.email, 'email_confirmation', trx);
    });
    const emailId = await this.d.mailer.send({ to: user.email, userId, email: confirmEmail(user.name, link, confirmationLinks.hours) });
    return { message: "We've e-mailed you a new confirmation link.", emailId };
  }

  /**
   * Uses a confirmation link, once. The account's own address becomes confirmed (its seat keeps no
   * deadline; a configured admin address makes it admin); a changed address replaces the old one.
   */
  async confirm(token: string): Promise<{ message: string; email: string }> {
    const { config, clock, audit, sessions, confirmationLinks } = this.d;
    const outcome = await this.d.seats.run(async ({ trx }) => {
      const claimed = await confirmationLinks.claim(trx, token);
      if (!claimed) throw new ValidationError(LINK_USED, { field: 'token' });
      const users = UserModel.bindKnex(trx);
      const user = await users.query().findById(claimed.userId);
      // A link for an address the account no longer has (changed since) confirms nothing.
      if (!user || (claimed.purpose === 'email_confirmation' && user.email !== claimed.email)) {
        throw new ValidationError(LINK_USED, { field: 'token' });
      }
      const now = clock.now().toISOString();
      if (claimed.purpose === 'email_change') {
        const otherUser = await trx('users').where({ email: claimed.email }).whereNot({ id: user.id }).first('id');
        const otherEntry = await trx('waitlist_entries')
          .where({ email: claimed.email })
          .where((q) => q.whereNull('userId').orWhereNot('userId', user.id))
          .first('id');
        const taken = otherUser ?? otherEntry;
        if (taken) throw new ConflictError(ANOTHER_ACCOUNT);
        await trx('waitlist_entries').where({ userId: user.id }).update({ email: claimed.email });
        await confirmationLinks.retire(trx, user.id, 'email_change');
        await confirmationLinks.retire(trx, user.id, 'email_confirmation');
        // Sign-in links and two-step codes went to the old address: none of them works any more.
        await trx('one_time_tokens')
          .where({ userId: user.id })
          .whereIn('purpose', SENT_TO_THE_ADDRESS)
          .whereNull('usedAt')
          .update({ usedAt: now });
        await audit.record(
          { actor: null, action: 'user.email_changed', subject: { type: 'user', id: user.id }, details: { from: user.email, to: claimed.email } },
          trx,
        );
      }
      await users.query().findById(user.id).patch({ email: claimed.email, emailConfirmedAt: now, confirmBy: null, updatedAt: now });
      // Admin rights from configuration go only to an address its owner has just proved to read.
      const promoted = user.role === 'business_owner' && config.accounts.adminEmails.includes(claimed.email);
      if (promoted) {
        await users.query().findById(user.id).patch({ role: 'admin' });
        await trx('waitlist_entries').where({ userId: user.id }).delete();
        await audit.record(
          { actor: null, action: 'user.role_changed', subject: { type: 'user', id: user.id }, details: { email: claimed.email, from: user.role, to: 'admin', reason: 'ADMIN_EMAILS' } },
          trx,
        );
      }
      return { userId: user.id, email: claimed.email, changed: claimed.purpose === 'email_change', promoted };
    });
    sessions.forgetUser(outcome.userId);
    this.d.log.info({ userId: outcome.userId, changed: outcome.changed, promoted: outcome.promoted }, 'e-mail address confirmed');
    return { message: CONFIRMED, email: outcome.email };
  }
}
