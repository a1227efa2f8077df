import type { Config } from '@tapin/config';
import type { Knex } from 'knex';
import { isAdmin } from '../auth/caller.js';
import { ConflictError } from '../errors.js';
import type { Logger } from '../logging/logger.js';
import type { Mailer } from '../mail/mailer.js';
import { instantAccessEmail } from '../mail/templates.js';
import type { AccountService } from './account-service.js';
import type { SignInService } from './sign-in-service.js';

/**
 * Makes sure admins can get in, without any default password, and never on an unproved address
 * (docs/decisions.md#accounts-seats-and-the-waitlist). Each ADMIN_EMAILS address that has no account gets
 * a password-less admin account and a single-use sign-in link by e-mail (an operator can also print one
 * with the CLI): only the owner of the mailbox or someone at the server's shell can use it. An account
 * that has the address becomes admin only if its owner confirmed the address from its mailbox; an
 * unconfirmed one becomes admin when it is confirmed. So nobody gets admin rights by registering an
 * address, or by changing theirs to one that a later restart lists.
 * With no admin and no ADMIN_EMAILS, the log says how to create one. Processes starting together each run
 * this: the address's unique key lets one create the account, and the others leave it to that one.
 */
export async function ensureAdminAccess(d: { db: Knex; config: Config; log: Logger; accounts: AccountService; signIn: SignInService; mailer: Mailer }): Promise<void> {
  const { db, config, log, accounts } = d;
  for (const email of config.accounts.adminEmails) {
    const user = await accounts.findByEmail(email);
    if (user) {
      if (isAdmin(user)) continue;
      if (user.emailConfirmedAt) {
        await accounts.setRole(null, user.id, 'admin');
        continue;
      }
      log.warn(
        { email },
        'ADMIN_EMAILS address %s belongs to an account whose address is not confirmed: it becomes admin once its owner confirms it from the mailbox',
        email,
      );
      continue;
    }
    if (await db('waitlist_entries').where({ email }).first('id')) {
      log.warn(
        { email },
        'ADMIN_EMAILS address %s is on the waitlist: it becomes admin once its owner has a seat and confirms the address (`npx tapin waitlist admit --email %s`)',
        email,
        email,
      );
      continue;
    }
    const name = email.split('@')[0]!;
    let admin;
    try {
      admin = await accounts.createAdmin({ email, name, password: null });
    } catch (err) {
      // Another process starting at the same moment made it (and sent its link): nothing left to do.
      if (err instanceof ConflictError) continue;
      throw err;
    }
    const link = await d.signIn.createInstantLink(admin.id);
    await d.mailer.send({ to: email, userId: admin.id, email: instantAccessEmail(name, link, config.auth.instantAccessHours) });
    log.warn(
      { email },
      'Created the admin account %s. Sign in with the link e-mailed to it, or print one here with `npx tapin users sign-in-link --email %s`; then set a password in Settings.',
      email,
      email,
    );
  }
  if (!(await db('users').where({ role: 'admin' }).first('id'))) {
    log.warn('No admin account yet. Create one with `npx tapin users create-admin`, or list addresses in ADMIN_EMAILS.');
  }
}
