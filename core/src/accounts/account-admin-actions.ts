import type { Config } from '@tapin/config';
import type { Knex } from 'knex';
import type { AuditService } from '../audit/audit-service.js';
import type { Caller } from '../auth/caller.js';
import type { RequestOrigin } from '../contracts/audit.js';
import { ConflictError, NotFoundError } from '../errors.js';
import type { Mailer } from '../mail/mailer.js';
import type { Outbox } from '../mail/outbox.js';
import { instantAccessEmail, type EmailTemplate } from '../mail/templates.js';
import type { EmailConfirmationService } from './email-confirmation-service.js';
import { UserModel } from './models.js';
import type { SignInService } from './sign-in-service.js';

/** What a console action that sends an e-mail answers: what happened, and the outbox row it wrote. */
export interface SentEmail {
  message: string;
  emailId: number;
}

/** The placeholder the outbox keeps instead of a sign-in link or code (mail/templates.ts, `hideSecrets`). */
const HIDDEN = '[hidden]';

/** E-mails whose hidden link is replaced by a fresh sign-in link when resent. */
const SIGN_IN_TEMPLATES: ReadonlySet<EmailTemplate> = new Set(['instant_access', 'spot_opened']);
/** E-mails whose hidden link is replaced by a fresh confirmation link when resent. */
const CONFIRMATION_TEMPLATES: ReadonlySet<EmailTemplate> = new Set(['welcome', 'confirm_email', 'seat_released']);

interface Deps {
  db: Knex;
  config: Config;
  mailer: Mailer;
  outbox: Outbox;
  audit: AuditService;
  signIn: SignInService;
  emailConfirmations: EmailConfirmationService;
}

/**
 * The console's actions on accounts and the outbox that send e-mail: a sign-in link for a user, and an
 * outbox e-mail sent again. Links go to the account's own address, never to the admin: the console
 * gives no way to sign in as someone else. Each action is written to the audit trail.
 */
export class AccountAdminActions {
  private readonly d: Deps;

  constructor({ db, config, mailer, outbox, audit, signIn, emailConfirmations }: Deps) {
    this.d = { db, config, mailer, outbox, audit, signIn, emailConfirmations };
  }

  /** E-mails a single-use sign-in link to the account's address (as `tapin users sign-in-link` prints one). */
  async sendSignInLink(actor: Caller, userId: number, origin?: RequestOrigin): Promise<SentEmail> {
    const user = await UserModel.bindKnex(this.d.db).query().findById(userId);
    if (!user) throw new NotFoundError('User not found');
    const emailId = await this.mailSignInLink(user);
    const details = { email: user.email, emailId };
    await this.d.audit.record({ actor, action: 'user.sign_in_link_sent', subject: { type: 'user', id: userId }, details, origin });
    return { message: `A sign-in link was e-mailed to ${user.email}.`, emailId };
  }

  /**
   * Sends an outbox e-mail again. One without a hidden secret goes out as it was. The outbox never keeps
   * a link or code, so one that had a sign-in link gets a fresh one, one that had a confirmation link a
   * fresh confirmation (while the address is unconfirmed); a sign-in code is never sent again (the
   * person asks for a new one by signing in).
   */
  async resendEmail(actor: Caller, emailId: number, origin?: RequestOrigin): Promise<SentEmail> {
    const original = await this.d.outbox.get(emailId);
    const template = original.template as EmailTemplate;
    const hasSecret = original.body.includes(HIDDEN) || original.subject.includes(HIDDEN);
    let sentId: number;
    if (!hasSecret) {
      sentId = await this.d.mailer.send({
        to: original.recipient,
        userId: original.userId,
        email: { template, subject: original.subject, text: original.body },
      });
    } else {
      const user = original.userId === null ? undefined : await UserModel.bindKnex(this.d.db).query().findById(original.userId);
      if (!user) throw new ConflictError('This e-mail held a link for an account that no longer exists, so it cannot be sent again.');
      if (user.email !== original.recipient) {
        throw new ConflictError(`The account's address is now ${user.email}: send it a sign-in link from the user instead.`);
      }
      if (SIGN_IN_TEMPLATES.has(template)) {
        sentId = await this.mailSignInLink(user);
      } else if (CONFIRMATION_TEMPLATES.has(template)) {
        if (user.emailConfirmedAt) throw new ConflictError(`${user.email} is already confirmed: there is nothing to confirm again.`);
        sentId = (await this.d.emailConfirmations.resend(user.id)).emailId;
      } else {
        throw new ConflictError('This e-mail held a one-time code or link that cannot be sent again; the person asks for a new one.');
      }
    }
    const details = { to: original.recipient, template, emailId: sentId };
    await this.d.audit.record({ actor, action: 'email.resent', subject: { type: 'email', id: emailId }, details, origin });
    return { message: `The e-mail was sent again to ${original.recipient}.`, emailId: sentId };
  }

  private async mailSignInLink(user: UserModel): Promise<number> {
    const link = await this.d.signIn.createInstantLink(user.id);
    return this.d.mailer.send({ to: user.email, userId: user.id, email: instantAccessEmail(user.name, link, this.d.config.auth.instantAccessHours) });
  }
}
