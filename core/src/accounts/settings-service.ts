import { defaultSessionTimeout, logoRules, type Config } from '@tapin/config';
import type { Knex } from 'knex';
import type { Caller } from '../auth/caller.js';
import type { Clock } from '../clock.js';
import type { NotificationSettings, ProfileSettings, ProfileSettingsInput, SecuritySettings, SecuritySettingsInput } from '../contracts/accounts.js';
import { AppError, UnauthorizedError, UnsupportedMediaTypeError, ValidationError } from '../errors.js';
import type { Logger } from '../logging/logger.js';
import type { Mailer } from '../mail/mailer.js';
import { emailChangeConfirmEmail, emailChangeRequestedEmail } from '../mail/templates.js';
import { logoRendition } from '../storage/image-input.js';
import type { ImageRules, StorageService } from '../storage/storage-service.js';
import type { ConfirmationLinks } from './confirmation-links.js';
import { UserModel, UserSettingsModel } from './models.js';
import type { PasswordHasher } from './password-hasher.js';
import type { RegistrationLock } from './registration-lock.js';
import type { SessionService } from './session-service.js';
import type { SignInThrottle } from './sign-in-throttle.js';

const defaults = {
  phone: null,
  company: null,
  website: null,
  logoKey: null,
  emailNotifications: true,
  pushNotifications: false,
  marketingEmails: false,
  weeklyReports: true,
  profileViews: true,
  newConversions: true,
  twoFactorEnabled: false,
  loginAlerts: false,
  sessionTimeout: defaultSessionTimeout,
} as const;

/**
 * Settings → Profile logo: 'PNG or JPG, max 2MB' (the size from config), within the pixel limit, stored
 * decoded and re-encoded at most `pixelRules.logoMaxSide` px a side (docs/decisions.md#images).
 */
export function logoImageRules(config: Config): ImageRules {
  const megabytes = Math.round((config.limits.logoBytes / 1024 / 1024) * 10) / 10;
  const wrongTypeMessage = 'Logo must be a PNG or JPG image';
  return {
    types: logoRules.types,
    maxBytes: config.limits.logoBytes,
    wrongTypeMessage,
    tooLargeMessage: `Logo must be at most ${megabytes}MB`,
    render: (bytes, mime) =>
      logoRendition(bytes, mime).catch((err: unknown) => {
        // A header that reads but pixels that do not decode: not an image we can show.
        throw err instanceof AppError ? err : new UnsupportedMediaTypeError(wrongTypeMessage);
      }),
  };
}

interface Deps {
  db: Knex;
  clock: Clock;
  storage: StorageService;
  passwords: PasswordHasher;
  config: Config;
  registrationLock: RegistrationLock;
  sessions: SessionService;
  throttle: SignInThrottle;
  confirmationLinks: ConfirmationLinks;
  mailer: Mailer;
  log: Logger;
}

/** Settings → Profile, Notifications and Security, stored per user. */
export class SettingsService {
  private readonly d: Deps;
  private readonly logo: ImageRules;

  constructor({ db, clock, storage, passwords, config, registrationLock, sessions, throttle, confirmationLinks, mailer, log }: Deps) {
    this.d = { db, clock, storage, passwords, config, registrationLock, sessions, throttle, confirmationLinks, mailer, log };
    this.logo = logoImageRules(config);
  }

  private rows(trx?: Knex) {
    return UserSettingsModel.bindKnex(trx ?? this.d.db);
  }

  /** The user's settings, created with the defaults on first use. */
  async get(userId: number): Promise<UserSettingsModel> {
    const found = await this.rows().query().findById(userId);
    if (found) return found;
    await this.d.db('user_settings')
      .insert({ userId, ...defaults, updatedAt: this.d.clock.now().toISOString() })
      .onConflict('userId')
      .ignore();
    return (await this.rows().query().findById(userId))!;
  }

  private async patch(userId: number, values: Partial<UserSettingsModel>): Promise<UserSettingsModel> {
    await this.get(userId);
    await this.rows().query().findById(userId).patch({ ...values, updatedAt: this.d.clock.now().toISOString() });
    return (await this.rows().query().findById(userId))!;
  }

  async profile(userId: number): Promise<ProfileSettings> {
    const user = await UserModel.bindKnex(this.d.db).query().findById(userId);
    if (!user) throw new UnauthorizedError();
    const s = await this.get(userId);
    const pending = await this.d.db('one_time_tokens')
      .where({ userId, purpose: 'email_change' })
      .whereNull('usedAt')
      .where('expiresAt', '>', this.d.clock.now().toISOString())
      .orderBy('id', 'desc')
      .first('email');
    return {
      name: user.name,
      email: user.email,
      pendingEmail: pending ? String(pending.email) : null,
      phone: s.phone,
      company: s.company,
      website: s.website,
      logoUrl: this.d.storage.urlOrNull(s.logoKey),
    };
  }

  /**
   * Saves the profile. Changing the sign-in e-mail needs the current password and an address no one
   * else uses (checked under the registration lock), and happens only when the link e-mailed to the new
   * address is used; the old address is told (docs/decisions.md#accounts-seats-and-the-waitlist). Until
   * then `pendingEmail` shows the new address, and the account keeps signing in with the old one.
   */
  async updateProfile(caller: Caller, input: ProfileSettingsInput): Promise<ProfileSettings> {
    const user = await UserModel.bindKnex(this.d.db).query().findById(caller.id);
    if (!user) throw new UnauthorizedError();
    const now = this.d.clock.now().toISOString();
    if (input.name !== user.name) {
      await this.d.db('users').where({ id: user.id }).update({ name: input.name, updatedAt: now });
    }
    if (input.email !== user.email) {
      const hash = user.passwordHash;
      if (hash && !(await this.d.throttle.checkCurrentPassword(user.id, () => this.d.passwords.verify(hash, input.currentPassword ?? '')))) {
        throw new ValidationError('Enter your current password to change your e-mail address', { field: 'currentPassword' });
      }
      const link = await this.d.registrationLock.run(async (trx) => {
        await this.d.registrationLock.assertEmailFree(trx, input.email, user.id, 'Another account already uses this email');
        // A newer change replaces an older one still waiting.
        await this.d.confirmationLinks.retire(trx, user.id, 'email_change');
        return this.d.confirmationLinks.create(user.id, input.email, 'email_change', trx);
      });
      await this.d.mailer.send({ to: input.email, userId: user.id, email: emailChangeConfirmEmail(input.name, link, this.d.confirmationLinks.hours) });
      await this.d.mailer.send({ to: user.email, userId: user.id, email: emailChangeRequestedEmail(input.name, input.email) });
      this.d.log.info({ userId: user.id }, 'e-mail change waiting for confirmation');
    }
    await this.patch(user.id, { phone: input.phone, company: input.company, website: input.website });
    this.d.sessions.forgetUser(user.id);
    return this.profile(user.id);
  }

  /** Stores a new logo (PNG or JPG, 2 MB), the user's, and removes the old file unless a business uses it. */
  async setLogo(userId: number, tempPath: string): Promise<ProfileSettings> {
    const stored = await this.d.storage.saveUploadedImage(tempPath, 'logos', this.logo, { ownerId: userId });
    const previous = (await this.get(userId)).logoKey;
    await this.patch(userId, { logoKey: stored.key });
    await this.d.storage.removeUnused([previous], [userId]);
    return this.profile(userId);
  }

  async removeLogo(userId: number): Promise<ProfileSettings> {
    const previous = (await this.get(userId)).logoKey;
    await this.patch(userId, { logoKey: null });
    await this.d.storage.removeUnused([previous], [userId]);
    return this.profile(userId);
  }

  async notifications(userId: number): Promise<NotificationSettings> {
    const s = await this.get(userId);
    return {
      emailNotifications: s.emailNotifications,
      pushNotifications: s.pushNotifications,
      marketingEmails: s.marketingEmails,
      weeklyReports: s.weeklyReports,
      profileViews: s.profileViews,
      newConversions: s.newConversions,
    };
  }

  async updateNotifications(userId: number, input: NotificationSettings): Promise<NotificationSettings> {
    await this.patch(userId, input);
    return this.notifications(userId);
  }

  async security(userId: number): Promise<SecuritySettings> {
    const s = await this.get(userId);
    const user = await UserModel.bindKnex(this.d.db).query().findById(userId);
    return {
      twoFactorEnabled: s.twoFactorEnabled,
      loginAlerts: s.loginAlerts,
      sessionTimeout: s.sessionTimeout,
      passwordLastChanged: user?.passwordChangedAt ?? null,
    };
  }

  async updateSecurity(userId: number, input: SecuritySettingsInput): Promise<SecuritySettings> {
    await this.patch(userId, input);
    await this.d.sessions.applyTimeout(userId, input.sessionTimeout);
    return this.security(userId);
  }
}
