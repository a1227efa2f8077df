import type { AuditService } from '../../src/audit/audit-service.js';
import { AccountService } from '../../src/accounts/account-service.js';
import type { ConfirmationLinks } from '../../src/accounts/confirmation-links.js';
import type { PasswordHasher } from '../../src/accounts/password-hasher.js';
import { RegistrationLock } from '../../src/accounts/registration-lock.js';
import type { RegistrationThrottle } from '../../src/accounts/registration-throttle.js';
import { Seats } from '../../src/accounts/seats.js';
import type { SessionService } from '../../src/accounts/session-service.js';
import type { SignInService } from '../../src/accounts/sign-in-service.js';
import type { SignInThrottle } from '../../src/accounts/sign-in-throttle.js';
import { WaitlistService } from '../../src/accounts/waitlist-service.js';
import type { Mailer } from '../../src/mail/mailer.js';
import { fake, recordingAudit, recordingMailer, unitPlatform, type UnitPlatform } from './unit-platform.js';

/**
 * The accounts' seat rules without HTTP (docs/decisions.md#accounts-seats-and-the-waitlist): `Seats`,
 * `AccountService` and `WaitlistService` built directly on a real in-memory database, their ports (mail,
 * the audit trail, sessions, sign-in and confirmation links, password hashing) faked.
 */
export interface SeatsWorld {
  platform: UnitPlatform;
  accounts: AccountService;
  seats: Seats;
  waitlist: WaitlistService;
  mailer: ReturnType<typeof recordingMailer>;
  audit: ReturnType<typeof recordingAudit>;
  signedOut: number[];
  register(n: number, from?: number): Promise<Array<{ status: string; position?: number }>>;
  owners(): Promise<Array<{ id: number; email: string }>>;
  line(): Promise<string[]>;
}

export async function seatsWorld(): Promise<SeatsWorld> {
  const platform = await unitPlatform();
  const { db, clock, config, log } = platform;
  const mailer = recordingMailer();
  const audit = recordingAudit();
  const signedOut: number[] = [];
  const ports = {
    mailer: fake<Mailer>(mailer),
    audit: fake<AuditService>(audit),
    sessions: fake<SessionService>({ create: async (userId) => `session-${userId}`, forgetUser: (userId) => void signedOut.push(userId) }),
    signIn: fake<SignInService>({ createInstantLink: async (userId) => `https://tapin.example/instant/${userId}` }),
    confirmationLinks: fake<ConfirmationLinks>({ create: async (userId) => `https://tapin.example/confirm/${userId}`, hours: 48 }),
  };
  const registrationLock = new RegistrationLock({ db, clock });
  const seats = new Seats({ db, clock, config, log, registrationLock, ...ports });
  const accounts = new AccountService({
    db,
    clock,
    config,
    log,
    seats,
    registrationLock,
    ...ports,
    passwords: fake<PasswordHasher>({ hash: async (password) => `hashed:${password}` }),
    throttle: fake<SignInThrottle>({}),
    registrationThrottle: fake<RegistrationThrottle>({ hit: async () => undefined }),
  });
  const waitlist = new WaitlistService({ db, config, log, seats, audit: ports.audit });
  return {
    platform,
    accounts,
    seats,
    waitlist,
    mailer,
    audit,
    signedOut,
    async register(n, from = 1) {
      const results = [];
      for (let i = from; i < from + n; i += 1) {
        results.push(await accounts.register({ email: `owner${i}@tapin.example`, name: `Owner ${i}`, password: 'correct horse battery' }));
      }
      return results;
    },
    owners: () => db('users').where({ role: 'business_owner' }).orderBy('id').select('id', 'email'),
    line: async () => (await waitlist.list()).map((e) => `#${e.position} ${e.email}${e.eligible ? '' : ' (unconfirmed)'}`),
  };
}
