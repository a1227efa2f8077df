import type { Config } from '@tapin/config';
import type { Knex } from 'knex';
import { adminList, type AdminListResult } from '../admin/admin-list.js';
import type { Caller, Role } from '../auth/caller.js';
import type { AuditService } from '../audit/audit-service.js';
import type { Clock } from '../clock.js';
import type { RequestOrigin } from '../contracts/audit.js';
import type { BetaFacts, RegisterInput, RegistrationResult } from '../contracts/accounts.js';
import { readTime } from '../db/model.js';
import { countOf, insertedId } from '../db/rows.js';
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../errors.js';
import type { Logger } from '../logging/logger.js';
import type { Mailer } from '../mail/mailer.js';
import { waitlistEmail, welcomeEmail } from '../mail/templates.js';
import { publicUser, UserModel, type PublicUser } from './models.js';
import type { PasswordHasher } from './password-hasher.js';
import type { ConfirmationLinks } from './confirmation-links.js';
import type { RegistrationLock } from './registration-lock.js';
import type { RegistrationThrottle } from './registration-throttle.js';
import { insertUser, type Seats } from './seats.js';
import type { SessionOrigin, SessionService } from './session-service.js';
import type { SignInThrottle } from './sign-in-throttle.js';

/** A user as the console lists them. */
export type UserRow = Pick<PublicUser, 'id' | 'email' | 'name' | 'role'> & {
  createdAt: string;
  /** When the address was confirmed; null = not yet. */
  emailConfirmedAt: string | null;
  /** An unconfirmed seat may go to the next in line after this time. */
  confirmBy: string | null;
};

const userColumns = ['id', 'email', 'name', 'role', 'emailConfirmedAt', 'confirmBy', 'createdAt'] as const;

function userRow(row: Record<string, unknown>): UserRow {
  return { ...row, createdAt: readTime(row.createdAt), emailConfirmedAt: readTime(row.emailConfirmedAt), confirmBy: readTime(row.confirmBy) } as UserRow;
}

interface Deps {
  db: Knex;
  clock: Clock;
  config: Config;
  log: Logger;
  passwords: PasswordHasher;
  sessions: SessionService;
  mailer: Mailer;
  registrationLock: RegistrationLock;
  audit: AuditService;
  throttle: SignInThrottle;
  seats: Seats;
  registrationThrottle: RegistrationThrottle;
  confirmationLinks: ConfirmationLinks;
}

/**
 * Accounts: registration with the beta seats and the waitlist (docs/decisions.md, "Accounts, seats and
 * the waitlist"), passwords, roles and the console's users. Signing in is `SignInService`'s.
 */
export class AccountService {
  private readonly d: Deps;

  constructor({ db, clock, config, log, passwords, sessions, mailer, registrationLock, audit, throttle, seats, registrationThrottle, confirmationLinks }: Deps) {
    this.d = { db, clock, config, log, passwords, sessions, mailer, registrationLock, audit, throttle, seats, registrationThrottle, confirmationLinks };
  }

  private users(trx?: Knex) {
    return UserModel.bindKnex(trx ?? this.d.db);
  }

  private now(): Date {
    return this.d.clock.now();
  }

  /** A seat is an owner account not waiting in line; admins take none. */
  async seatsTaken(trx: Knex = this.d.db): Promise<number> {
    return this.d.seats.taken(trx);
  }

  /** What the sign-up page says about the beta: its size, the seats left, the AI allowance. */
  async betaFacts(): Promise<BetaFacts> {
    const { accounts, promotions } = this.d.config;
    return {
      betaLimit: accounts.betaLimit,
      seatsRemaining: Math.max(0, accounts.betaLimit - (await this.seatsTaken())),
      aiGenerationLimit: promotions.aiGenerationLimit,
    };
  }

  /** Every account, optionally of one role, oldest first (the CLI's listing). */
  async list(role?: Role): Promise<UserRow[]> {
    const query = this.d.db('users').select(...userColumns).orderBy('id');
    if (role) query.where({ role });
    return (await query).map(userRow);
  }

  /** The console's users resource. */
  async adminList(rawQuery: unknown): Promise<AdminListResult<UserRow>> {
    const result = await adminList<Record<string, unknown>>(
      {
        resource: 'users',
        db: this.d.db,
        query: () => this.d.db('users').select(...userColumns),
        sortable: { id: 'id', email: 'email', name: 'name', role: 'role', createdAt: 'createdAt' },
        filters: {
          q: { column: ['email', 'name'], op: 'contains' },
          role: { column: 'role' },
          email: { column: 'email', op: 'contains' },
        },
        defaultSort: ['createdAt', 'DESC'],
      },
      rawQuery,
    );
    return { ...result, rows: result.rows.map(userRow) };
  }

  /**
   * Registers: counted per client address first; then, under the registration lock, a seat when one is
   * free and nobody who may have it is waiting, else a place at the end of the line. ADMIN_EMAILS give no
   * rights here: an address becomes admin only once its owner confirms it.
   */
  async register(input: RegisterInput, origin: SessionOrigin = {}): Promise<RegistrationResult> {
    await this.d.registrationThrottle.hit(origin.ip ?? null);
    // Hash before taking the lock: registrations queue on the lock, not on each other's hashing.
    const passwordHash = await this.d.passwords.hash(input.password);
    const { seats, config } = this.d;
    const outcome = await seats.run(
      async ({ trx, settle }) => {
        await this.d.registrationLock.assertEmailFree(trx, input.email);
        // Seats held past their confirmation deadline go back if this registration needs one; the next in
        // line get the free seats first.
        const { free, eligibleWaiting } = await settle(1);
        if (!eligibleWaiting && free > 0) {
          const now = this.now();
          const confirmBy = new Date(now.getTime() + config.accounts.confirmEmailHours * 3_600_000);
          const user = await insertUser(trx, now, { ...input, role: 'business_owner', passwordHash, confirmBy });
          return { kind: 'accepted', user } as const;
        }
        const id = insertedId(
          await trx('waitlist_entries')
            .insert({ email: input.email, name: input.name, passwordHash, createdAt: this.now().toISOString() })
            .returning('id'),
        );
        const position = countOf(await trx('waitlist_entries').where('id', '<=', id).count({ count: '*' }).first());
        return { kind: 'waitlist', position } as const;
      },
      // Settled already: this took a free seat only when nobody who may have it was waiting.
      { settleAfter: false },
    );

    if (outcome.kind === 'accepted') {
      const { user } = outcome;
      const confirmLink = await this.d.confirmationLinks.create(user.id, user.email, 'email_confirmation');
      await this.d.mailer.send({
        to: user.email,
        userId: user.id,
        email: welcomeEmail(user.name, config.server.publicUrl, confirmLink, this.d.confirmationLinks.hours),
      });
      this.d.log.info({ userId: user.id, role: user.role }, 'registration accepted');
      return { status: 'accepted', token: await this.d.sessions.create(user.id, origin), user: publicUser(user) };
    }
    await this.d.mailer.send({ to: input.email, email: waitlistEmail(input.name, outcome.position) });
    this.d.log.info({ position: outcome.position }, 'registration waitlisted');
    return { status: 'waitlist', position: outcome.position, message: `You're #${outcome.position} on the waitlist.` };
  }

  async getUser(id: number): Promise<PublicUser> {
    const user = await this.users().query().findById(id);
    if (!user) throw new NotFoundError('User not found');
    return publicUser(user);
  }

  async findByEmail(email: string): Promise<UserModel | undefined> {
    return this.users().query().findOne({ email: email.trim().toLowerCase() });
  }

  /** Changes the caller's password; other sessions end. Accounts made without one may set one. */
  async changePassword(caller: Caller, currentPassword: string | undefined, newPassword: string, keepToken: string | null) {
    const user = await this.users().query().findById(caller.id);
    if (!user) throw new UnauthorizedError();
    const hash = user.passwordHash;
    if (hash && !(await this.d.throttle.checkCurrentPassword(user.id, () => this.d.passwords.verify(hash, currentPassword ?? '')))) {
      throw new ValidationError('Current password is incorrect', { field: 'currentPassword' });
    }
    const now = this.now().toISOString();
    await this.users().query().findById(user.id).patch({
      passwordHash: await this.d.passwords.hash(newPassword),
      passwordChangedAt: now,
      updatedAt: now,
    });
    await this.d.sessions.revokeAllFor(user.id, keepToken);
  }

  /** Sets a password without the old one (operators, through the CLI). */
  async setPassword(userId: number, newPassword: string): Promise<void> {
    const now = this.now().toISOString();
    await this.users().query().findById(userId).patch({
      passwordHash: await this.d.passwords.hash(newPassword),
      passwordChangedAt: now,
      updatedAt: now,
    });
    await this.d.sessions.revokeAllFor(userId);
  }

  /**
   * Changes a user's role. An admin cannot change their own (so the last admin cannot lock everyone out).
   * A change is written to the audit trail; `origin` absent = the command line.
   */
  async setRole(actor: Caller | null, userId: number, role: Role, origin?: RequestOrigin): Promise<PublicUser> {
    if (actor && actor.id === userId) throw new ForbiddenError('You cannot change your own role');
    const user = await this.users().query().findById(userId);
    if (!user) throw new NotFoundError('User not found');
    if (user.role !== role) {
      // Under the seats' lock: a seat this frees goes to the next in line in the same transaction.
      await this.d.seats.run(async ({ trx }) => {
        await this.users(trx).query().findById(userId).patch({ role, updatedAt: this.now().toISOString() });
        const details = { email: user.email, from: user.role, to: role };
        await this.d.audit.record({ actor, action: 'user.role_changed', subject: { type: 'user', id: userId }, details, origin }, trx);
        // An admin takes no seat, so one waiting in line (a lost seat) leaves the line.
        if (role === 'admin') await trx('waitlist_entries').where({ userId }).delete();
      });
      this.d.sessions.forgetUser(userId);
      this.d.log.info({ userId, from: user.role, to: role, by: actor?.id ?? 'cli' }, 'role changed');
    }
    return publicUser({ ...user, role });
  }

  /** Creates an admin directly (CLI, first start). Takes no seat. */
  async createAdmin(input: { email: string; name: string; password: string | null }): Promise<PublicUser> {
    const passwordHash = input.password ? await this.d.passwords.hash(input.password) : null;
    const user = await this.d.registrationLock.run(async (trx) => {
      await this.d.registrationLock.assertEmailFree(trx, input.email);
      return insertUser(trx, this.now(), { email: input.email, name: input.name, role: 'admin', passwordHash });
    });
    this.d.log.info({ userId: user.id }, 'admin created');
    return publicUser(user);
  }
}
