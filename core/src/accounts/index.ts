import { asClass, asFunction } from 'awilix';
import { EMAIL_RELEASE_SECONDS } from '../mail/mailer.js';
import { defineCoreModule } from '../plugins/define-plugin.js';
import { accountCommands } from './accounts-cli.js';
import { AccountAdminActions } from './account-admin-actions.js';
import { AccountService } from './account-service.js';
import { ensureAdminAccess } from './admin-access.js';
import { accountAdminRoutes } from './admin-routes.js';
import { accountRoutes } from './account-routes.js';
import { ConfirmationLinks } from './confirmation-links.js';
import { EmailConfirmationService } from './email-confirmation-service.js';
import { accountsMigrations } from './migrations/index.js';
import { PasswordHasher } from './password-hasher.js';
import { RegistrationLock } from './registration-lock.js';
import { RegistrationThrottle } from './registration-throttle.js';
import { Seats } from './seats.js';
import { SessionService } from './session-service.js';
import { SettingsService } from './settings-service.js';
import { SignInService } from './sign-in-service.js';
import { SignInThrottle } from './sign-in-throttle.js';
import { TrustedDevices } from './trusted-devices.js';
import { WaitlistService } from './waitlist-service.js';

/** Expired sessions, devices and sign-in counters are deleted this often. */
const SESSION_PURGE_SECONDS = 60 * 60;

declare module '../cradle.js' {
  interface Cradle {
    passwords: PasswordHasher;
    registrationLock: RegistrationLock;
    registrationThrottle: RegistrationThrottle;
    confirmationLinks: ConfirmationLinks;
    seats: Seats;
    emailConfirmations: EmailConfirmationService;
    throttle: SignInThrottle;
    devices: TrustedDevices;
    sessions: SessionService;
    settings: SettingsService;
    accounts: AccountService;
    signIn: SignInService;
    waitlist: WaitlistService;
    accountAdmin: AccountAdminActions;
  }
}

/** Accounts: registration with beta seats and the waitlist, sign-in and sessions, settings, the outbox. */
export const accountsModule = defineCoreModule({
  name: 'accounts',
  description: 'Registration with the beta seats and the waitlist, sign-in, sessions, settings and the e-mail outbox',
  migrations: accountsMigrations,
  register({ container }) {
    container.register({
      passwords: asClass(PasswordHasher).singleton(),
      registrationLock: asClass(RegistrationLock).singleton(),
      registrationThrottle: asClass(RegistrationThrottle).singleton(),
      confirmationLinks: asClass(ConfirmationLinks).singleton(),
      seats: asClass(Seats).singleton(),
      emailConfirmations: asClass(EmailConfirmationService).singleton(),
      throttle: asClass(SignInThrottle).singleton(),
      devices: asClass(TrustedDevices).singleton(),
      sessions: asClass(SessionService).singleton(),
      authenticator: asFunction(({ sessions }: { sessions: SessionService }) => sessions).singleton(),
      settings: asClass(SettingsService).singleton(),
      accounts: asClass(AccountService).singleton(),
      signIn: asClass(SignInService).singleton(),
      waitlist: asClass(WaitlistService).singleton(),
      accountAdmin: asClass(AccountAdminActions).singleton(),
    });
  },
  bootstrap({ storage }) {
    // The profile logo: a business deleted with its files never takes its owner's logo along.
    storage.addReferrer('profile-logos', async (db, key) => Boolean(await db('userSettings').where({ logoKey: key }).first('userId')));
  },
  routes(routes, config) {
    accountRoutes(routes, config);
    accountAdminRoutes(routes);
  },
  async serve(cradle) {
    await ensureAdminAccess(cradle);
    // Ready before the first sign-in for an unknown address, which verifies it.
    await cradle.passwords.dummyHash();
    // Timed jobs: once per interval across the processes that do jobs (core/src/jobs).
    const { jobs, sessions, seats, registrationThrottle, config, mailer } = cradle;
    jobs.every('sessions.purge', SESSION_PURGE_SECONDS, () => sessions.purgeExpired());
    // Seats are settled whenever they change; this also frees an overdue one while nobody registers.
    jobs.every('seats.sweep', config.accounts.seatSweepSeconds, () => seats.sweep());
    jobs.every('registrations.purge', registrationThrottle.purgeEverySeconds, () => registrationThrottle.purge());
    // Held e-mails (a rejection the admin could still undo) go out once their time has come.
    jobs.every('emails.release-held', EMAIL_RELEASE_SECONDS, () => mailer.releaseHeld());
  },
  admin: {
    resources: [
      { name: 'users', label: 'Users' },
      { name: 'waitlist', label: 'Waitlist' },
      { name: 'emails', label: 'Outbox' },
    ],
  },
  cli: accountCommands,
});
