import type { Config } from '@tapin/config';
import type { Knex } from 'knex';
import type { Clock } from '../clock.js';
import type { LoginInput, SignInResult } from '../contracts/accounts.js';
import { countOf } from '../db/rows.js';
import { ForbiddenError, UnauthorizedError } from '../errors.js';
import type { Mailer } from '../mail/mailer.js';
import { instantAccessEmail, loginAlertEmail, signInCodeEmail } from '../mail/templates.js';
import { OneTimeTokenModel, publicUser, UserModel } from './models.js';
import type { PasswordHasher } from './password-hasher.js';
import { hashSecret, randomCode, randomToken } from './secrets.js';
import type { SessionOrigin, SessionService } from './session-service.js';
import type { SettingsService } from './settings-service.js';
import type { SignInThrottle } from './sign-in-throttle.js';
import type { TrustedDevices } from './trusted-devices.js';

const INVALID_CREDENTIALS = 'Invalid email or password';
const LINK_REQUESTED = "If there is an account for that address, we've e-mailed it a sign-in link.";

interface Deps {
  db: Knex;
  clock: Clock;
  config: Config;
  passwords: PasswordHasher;
  sessions: SessionService;
  throttle: SignInThrottle;
  devices: TrustedDevices;
  mailer: Mailer;
  settings: SettingsService;
}

/**
 * Signing in: password (throttled), the optional e-mailed code, and single-use instant access links.
 * Every way in ends in `startSession`, which keeps the browser as a known device and sends the login
 * alert when the user asked for one.
 */
export class SignInService {
  private readonly d: Deps;

  constructor({ db, clock, config, passwords, sessions, throttle, devices, mailer, settings }: Deps) {
    this.d = { db, clock, config, passwords, sessions, throttle, devices, mailer, settings };
  }

  /**
   * Password sign-in. One check is reserved with the throttle before the password is verified, and every
   * path verifies exactly one argon2 hash (the account's, the waitlist entry's, or a dummy for an address
   * nobody uses), so neither parallel requests nor timing tell more than the answer does.
   */
  async signIn(input: LoginInput, origin: SessionOrigin = {}): Promise<SignInResult> {
    const { email, password, device } = input;
    const deviceId = await this.d.devices.find(device, email);
    const attempt = await this.d.throttle.reserveSignIn(email, origin.ip ?? null, deviceId);

    const user = await UserModel.bindKnex(this.d.db).query().findOne({ email });
    const entry = user ? undefined : await this.d.db('waitlist_entries').where({ email }).first('id', 'passwordHash');
    const kept = user ? user.passwordHash : (entry?.passwordHash ?? null);
    const right = (await this.d.passwords.verify(kept ?? (await this.d.passwords.dummyHash()), password)) && kept !== null;
    if (!right) {
      await attempt.failed();
      throw new UnauthorizedError(INVALID_CREDENTIALS);
    }
    await attempt.succeeded();
    if (user) return this.secondStepOrSession(user, origin, device);
    const position = countOf(await this.d.db('waitlist_entries').where('id', '<=', entry!.id).count({ count: '*' }).first());
    throw new ForbiddenError(`You're #${position} on the waitlist.`, { position });
  }

  private async secondStepOrSession(user: UserModel, origin: SessionOrigin, device: string | undefined): Promise<SignInResult> {
    await this.d.sessions.refuseWaiting(user.id);
    const settings = await this.d.settings.get(user.id);
    if (!settings.twoFactorEnabled) return this.startSession(user, origin, device);

    const challenge = randomToken();
    const code = randomCode();
    const now = this.d.clock.now();
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

  /**
   * Second step of a two-step sign-in. Each try spends one of the challenge's attempts before the code is
   * compared (one conditional update), so parallel tries compare at most that many codes.
   */
  async verifySignInCode(challenge: string, code: string, origin: SessionOrigin = {}, device?: string): Promise<SignInResult> {
    const expired = new UnauthorizedError('This code has expired. Please sign in again.');
    const tokens = OneTimeTokenModel.bindKnex(this.d.db);
    const now = this.d.clock.now().toISOString();
    const tokenHash = hashSecret(challenge);
    const spent = await this.d
      .db('one_time_tokens')
      .where({ tokenHash, purpose: 'sign_in_code' })
      .whereNull('usedAt')
      .where('expiresAt', '>', now)
      .where('attempts', '<', this.d.config.auth.signInCodeAttempts)
      .increment('attempts', 1);
    if (spent !== 1) throw expired;
    const row = await tokens.query().findOne({ tokenHash, purpose: 'sign_in_code' });
    if (!row) throw expired;
    if (row.codeHash !== hashSecret(`${challenge}:${code}`)) {
      throw new UnauthorizedError('That code is not right. Check the e-mail and try again.');
    }
    const claimed = await tokens.query().findById(row.id).whereNull('usedAt').patch({ usedAt: now });
    if (claimed !== 1) throw expired;
    const user = await UserModel.bindKnex(this.d.db).query().findById(row.userId);
    if (!user) throw expired;
    return this.startSession(user, origin, device);
  }

  /** Every way in ends here: a session, the device kept as known, and the login alert when asked for. */
  private async startSession(user: UserModel, origin: SessionOrigin, device: string | undefined): Promise<SignInResult> {
    const token = await this.d.sessions.create(user.id, origin);
    const knownDevice = await this.d.devices.remember(user.id, device);
    const settings = await this.d.settings.get(user.id);
    if (settings.loginAlerts) {
      await this.d.mailer.send({
        to: user.email,
        userId: user.id,
        email: loginAlertEmail(user.name, this.d.clock.now(), origin.ip ?? null, origin.userAgent ?? null),
      });
    }
    return { status: 'signed_in', token, user: publicUser(user), device: knownDevice };
  }

  /** Creates a single-use sign-in link for a user. The token exists in clear only in the returned URL. */
  async createInstantLink(userId: number): Promise<string> {
    const token = randomToken();
    const now = this.d.clock.now();
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
  async redeemInstantLink(token: string, origin: SessionOrigin = {}, device?: string): Promise<SignInResult> {
    const used = new UnauthorizedError('This sign-in link has expired or was already used.');
    const now = this.d.clock.now().toISOString();
    const tokens = OneTimeTokenModel.bindKnex(this.d.db);
    const valid = () => tokens.query().where({ tokenHash: hashSecret(token), purpose: 'instant_access' }).whereNull('usedAt').where('expiresAt', '>', now);
    const row = await valid().first();
    if (!row) throw used;
    // An account back in line is told its place, and keeps its link for when its seat comes back.
    await this.d.sessions.refuseWaiting(row.userId);
    if ((await valid().patch({ usedAt: now })) !== 1) throw used;
    const user = await UserModel.bindKnex(this.d.db).query().findById(row.userId);
    if (!user) throw used;
    return this.startSession(user, origin, device);
  }

  /**
   * E-mails a sign-in link when the address has an account. The answer never says whether it has. Each
   * request counts against the requesting client address (429 past its hourly limit, whatever the
   * e-mail); an account's links are limited per requesting address, so another address's requests never
   * spend the owner's way back in (docs/decisions.md#accounts-seats-and-the-waitlist).
   */
  async requestInstantLink(email: string, origin: SessionOrigin = {}): Promise<{ message: string }> {
    await this.d.throttle.reserveLinkRequest(origin.ip ?? null);
    const user = await UserModel.bindKnex(this.d.db).query().findOne({ email });
    if (user && (await this.d.throttle.allowLinkRequest(email, origin.ip ?? null))) {
      const link = await this.createInstantLink(user.id);
      await this.d.mailer.send({
        to: user.email,
        userId: user.id,
        email: instantAccessEmail(user.name, link, this.d.config.auth.instantAccessHours),
      });
    }
    return { message: LINK_REQUESTED };
  }
}
