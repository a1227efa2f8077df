import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '@tapin/config';
import type { Knex } from 'knex';
import type { Caller, Role } from '../auth/caller.js';
import type { Clock } from '../clock.js';
import type { LoginInput, RegisterInput, RegistrationResult, SignInResult } from '../contracts/accounts.js';
import { countOf, insertedId } from '../db/rows.js';
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../errors.js';
import type { Logger } from '../logging/logger.js';
import type { Mailer } from '../mail/mailer.js';
import { instantAccessEmail, loginAlertEmail, signInCodeEmail, waitlistEmail, welcomeEmail } from '../mail/templates.js';
import { OneTimeTokenModel, publicUser, UserModel, type PublicUser } from './models.js';
import type { PasswordHasher } from './password-hasher.js';
import type { RegistrationLock } from './registration-lock.js';
import { hashSecret, randomCode, randomToken } from './secrets.js';
import type { SessionOrigin, SessionService } from './session-service.js';
import type { SettingsService } from './settings-service.js';
import type { SignInThrottle } from './sign-in-throttle.js';

const INVALID_CREDENTIALS = 'Invalid email or password';
const LINK_REQUESTED = "If there is an account for that address, we've e-mailed it a sign-in link.";

interface Deps {
  db: Knex;
  clock: Clock;
  config: Config;
  log: Logger;
  passwords: PasswordHasher;
  sessions: SessionService;
  throttle: SignInThrottle;
  mailer: Mailer;
  settings: SettingsService;
  registrationLock: RegistrationLock;
}

/**
 * Registration with the beta seats and the waitlist, sign-in (with the optional e-mailed code),
 * instant access links, passwords and roles.
 */
export class AccountService {
  private readonly d: Deps;

  constructor(deps: Deps) {
    this.d = deps;
  }

  private users(trx?: Knex) {
    return UserModel.bindKnex(trx ?? this.d.db);
  }

  private now(): Date {
    return this.d.clock.now();
  }

  isAdminEmail(email: string): boolean {
    return this.d.config.accounts.adminEmails.includes(email);
  }

  /** A seat is an account with role business_owner; admins take none. */
  async seatsTaken(trx: Knex = this.d.db): Promise<number> {
    return countOf(await trx('users').where({ role: 'business_owner' }).count({ count: '*' }).first());
  }

  /** Inserts a user inside a transaction that holds the registration lock. */
  async insertUser(trx: Knex, values: { email: string; name: string; role: Role; passwordHash: string | null }): Promise<UserModel> {
    const now = this.now().toISOString();
    const id = insertedId(
      await trx('users')
        .insert({
          email: values.email,
          name: values.name,
          role: values.role,
          passwordHash: values.passwordHash,
          passwordChangedAt: values.passwordHash ? now : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning('id'),
    );
    return (await this.users(trx).query().findById(id))!;
  }

  async register(input: RegisterInput, origin: SessionOrigin = {}): Promise<RegistrationResult> {
    // Hash before taking the lock: registrations queue on the lock, not on each other's hashing.
    const passwordHash = await this.d.passwords.hash(input.password);
    const outcome = await this.d.registrationLock.run(async (trx) => {
      await this.d.registrationLock.assertEmailFree(trx, input.email);
      const admin = this.isAdminEmail(input.email);
      if (admin || (await this.seatsTaken(trx)) < this.d.config.accounts.betaLimit) {
        const user = await this.insertUser(trx, { ...input, role: admin ? 'admin' : 'business_owner', passwordHash });
        return { kind: 'accepted', user } as const;
      }
      const id = insertedId(
        await trx('waitlist_entries')
          .insert({ email: input.email, name: input.name, passwordHash, createdAt: this.now().toISOString() })
          .returning('id'),
      );
      const position = countOf(await trx('waitlist_entries').where('id', '<=', id).count({ count: '*' }).first());
      return { kind: 'waitlist', position } as const;
    });

    if (outcome.kind === 'accepted') {
      const { user } = outcome;
      await this.d.mailer.send({ to: user.email, userId: user.id, email: welcomeEmail(user.name, this.d.config.server.publicUrl) });
      this.d.log.info({ userId: user.id, role: user.role }, 'registration accepted');
      return { status: 'accepted', token: await this.d.sessions.create(user.id, origin), user: publicUser(user) };
    }
    await this.d.mailer.send({ to: input.email, email: waitlistEmail(input.name, outcome.position) });
    this.d.log.info({ position: outcome.position }, 'registration waitlisted');
    return { status: 'waitlist', position: outcome.position, message: `You're #${outcome.position} on the waitlist.` };
  }

  async signIn(input: LoginInput, origin: SessionOrigin = {}): Promise<SignInResult> {
    const { email, password } = input;
    const address = origin.ip ?? null;
    await this.d.throttle.assertAllowed(email, address);

    const user = await this.users().query().findOne({ email });
    if (await this.d.passwords.verify(user?.passwordHash ?? null, password)) {
      await this.d.throttle.recordSuccess(email);
      return this.secondStepOrSession(user!, origin);
    }
    if (!user) {
      const entry = await this.d.db('waitlist_entries').where({ email }).first('id', 'passwordHash');
      if (entry && (await this.d.passwords.verify(entry.passwordHash, password))) {
        const position = countOf(await this.d.db('waitlist_entries').where('id', '<=', entry.id).count({ count: '*' }).first());
        throw new ForbiddenError(`You're #${position} on the waitlist.`, { position });
      }
    }
    const wait = await this.d.throttle.recordFailure(email, address);
    if (wait) await sleep(wait);
    throw new UnauthorizedError(INVALID_CREDENTIALS);
  }

  private async secondStepOrSession(user: UserModel, origin: SessionOrigin): Promise<SignInResult> {
    const settings = await this.d.settings.get(user.id);
    if (!settings.twoFactorEnabled) return this.startSession(user, origin);

    const challenge = randomToken();
    const code = randomCode();
    const now = this.now();
    await OneTimeTokenModel.bindKnex(this.d.db).query().insert({
      userId: user.id,
      purpose: 'sign_in_code',
      tokenHash: hashSecret(challenge),
      codeHash: hashSecret(`${challenge}:${code}`),
      attempts: 0,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + this.d.config.auth.signInCodeMinutes * 60_000).toISOString(),
      usedAt: null,
    });
    await this.d.mailer.send({ to: user.email, userId: user.id, email: signInCodeEmail(user.name, code, this.d.config.auth.signInCodeMinutes) });
    return { status: 'code_required', challenge, message: 'Enter the 6-digit code we e-mailed to you.' };
  }

  /** Second step of a two-step sign-in. */
  async verifySignInCode(challenge: string, code: string, origin: SessionOrigin = {}): Promise<SignInResult> {
    const expired = new UnauthorizedError('This code has expired. Please sign in again.');
    const tokens = OneTimeTokenModel.bindKnex(this.d.db);
    const now = this.now().toISOString();
    const row = await tokens.query().findOne({ tokenHash: hashSecret(challenge), purpose: 'sign_in_code' });
    if (!row || row.usedAt || row.expiresAt <= now || row.attempts >= this.d.config.auth.signInCodeAttempts) throw expired;
    if (row.codeHash !== hashSecret(`${challenge}:${code}`)) {
      await tokens.query().findById(row.id).increment('attempts', 1);
      throw new UnauthorizedError('That code is not right. Check the e-mail and try again.');
    }
    const claimed = await tokens.query().findById(row.id).whereNull('usedAt').patch({ usedAt: now });
    if (claimed !== 1) throw expired;
    const user = await this.users().query().findById(row.userId);
    if (!user) throw expired;
    return this.startSession(user, origin);
  }

  private async startSession(user: UserModel, origin: SessionOrigin): Promise<SignInResult> {
    const token = await this.d.sessions.create(user.id, origin);
    const settings = await this.d.settings.get(user.id);
    if (settings.loginAlerts) {
      await this.d.mailer.send({
        to: user.email,
        userId: user.id,
        email: loginAlertEmail(user.name, this.now(), origin.ip ?? null, origin.userAgent ?? null),
      });
    }
    return { status: 'signed_in', token, user: publicUser(user) };
  }

  /** Creates a single-use sign-in link for a user. The token exists in clear only in the returned URL. */
  async createInstantLink(userId: number): Promise<string> {
    const token = randomToken();
    const now = this.now();
    await OneTimeTokenModel.bindKnex(this.d.db).query().insert({
      userId,
      purpose: 'instant_access',
      tokenHash: hashSecret(token),
      codeHash: null,
      attempts: 0,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + this.d.config.auth.instantAccessHours * 3_600_000).toISOString(),
      usedAt: null,
    });
    return `${this.d.config.server.publicUrl}/auth/instant?token=${encodeURIComponent(token)}`;
  }

  /** Signs in with an instant access token: once, before it expires. */
  async redeemInstantLink(token: string, origin: SessionOrigin = {}): Promise<SignInResult> {
    const now = this.now().toISOString();
    const tokens = OneTimeTokenModel.bindKnex(this.d.db);
    const claimed = await tokens
      .query()
      .where({ tokenHash: hashSecret(token), purpose: 'instant_access' })
      .whereNull('usedAt')
      .where('expiresAt', '>', now)
      .patch({ usedAt: now });
    if (claimed !== 1) throw new UnauthorizedError('This sign-in link has expired or was already used.');
    const row = await tokens.query().findOne({ tokenHash: hashSecret(token) });
    const user = row && (await this.users().query().findById(row.userId));
    if (!user) throw new UnauthorizedError('This sign-in link has expired or was already used.');
    return this.startSession(user, origin);
  }

  /** E-mails a sign-in link when the address has an account. The answer never says whether it has. */
  async requestInstantLink(email: string): Promise<{ message: string }> {
    const user = await this.users().query().findOne({ email });
    if (user && (await this.d.throttle.allowLinkRequest(email))) {
      const link = await this.createInstantLink(user.id);
      await this.d.mailer.send({
        to: user.email,
        userId: user.id,
        email: instantAccessEmail(user.name, link, this.d.config.auth.instantAccessHours),
      });
    }
    return { message: LINK_REQUESTED };
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
    if (user.passwordHash && !(await this.d.passwords.verify(user.passwordHash, currentPassword ?? ''))) {
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

  /** Changes a user's role. An admin cannot change their own (so the last admin cannot lock everyone out). */
  async setRole(actor: Caller | null, userId: number, role: Role): Promise<PublicUser> {
    if (actor && actor.id === userId) throw new ForbiddenError('You cannot change your own role');
    const user = await this.users().query().findById(userId);
    if (!user) throw new NotFoundError('User not found');
    if (user.role !== role) {
      await this.users().query().findById(userId).patch({ role, updatedAt: this.now().toISOString() });
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
      return this.insertUser(trx, { email: input.email, name: input.name, role: 'admin', passwordHash });
    });
    this.d.log.info({ userId: user.id }, 'admin created');
    return publicUser(user);
  }
}
