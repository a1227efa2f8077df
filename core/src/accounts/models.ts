import type { SessionTimeout } from '@tapin/config';
import { BaseModel } from '../db/model.js';
import type { Role } from '../auth/caller.js';
import type { PublicUser } from '../contracts/accounts.js';

export class UserModel extends BaseModel {
  static override tableName = 'users';
  id!: number;
  email!: string;
  name!: string;
  role!: Role;
  passwordHash!: string | null;
  passwordChangedAt!: string | null;
  /** When the owner of the address proved they read its mail; null = not yet. */
  emailConfirmedAt!: string | null;
  /** An unconfirmed seat may go to the next in line after this time; null = no deadline. */
  confirmBy!: string | null;
  createdAt!: string;
  updatedAt!: string;
}

export class SessionModel extends BaseModel {
  static override tableName = 'sessions';
  id!: number;
  userId!: number;
  tokenHash!: string;
  ip!: string | null;
  userAgent!: string | null;
  createdAt!: string;
  lastSeenAt!: string;
  expiresAt!: string;
}

export type OneTimePurpose = 'instant_access' | 'sign_in_code' | 'email_confirmation' | 'email_change';

export class OneTimeTokenModel extends BaseModel {
  static override tableName = 'one_time_tokens';
  id!: number;
  userId!: number;
  purpose!: OneTimePurpose;
  tokenHash!: string;
  codeHash!: string | null;
  /** Confirmation links: the address the link confirms. */
  email!: string | null;
  attempts!: number;
  createdAt!: string;
  expiresAt!: string;
  usedAt!: string | null;
}

export class UserSettingsModel extends BaseModel {
  static override tableName = 'user_settings';
  static override idColumn = 'userId';
  static override booleanProperties = [
    'emailNotifications',
    'pushNotifications',
    'marketingEmails',
    'weeklyReports',
    'profileViews',
    'newConversions',
    'twoFactorEnabled',
    'loginAlerts',
  ];
  userId!: number;
  phone!: string | null;
  company!: string | null;
  website!: string | null;
  logoKey!: string | null;
  emailNotifications!: boolean;
  pushNotifications!: boolean;
  marketingEmails!: boolean;
  weeklyReports!: boolean;
  profileViews!: boolean;
  newConversions!: boolean;
  twoFactorEnabled!: boolean;
  loginAlerts!: boolean;
  sessionTimeout!: SessionTimeout;
  updatedAt!: string;
}

export type { PublicUser };

export function publicUser(user: Pick<UserModel, 'id' | 'email' | 'name' | 'role' | 'createdAt'>): PublicUser {
  return { id: user.id, email: user.email, name: user.name, role: user.role, createdAt: user.createdAt };
}
