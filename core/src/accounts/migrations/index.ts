import type { Migration } from '../../db/migrations.js';
import { accountsMigration } from './001-accounts.js';
import { analyticsUsersMigration } from './004-analytics-users.js';
import { emailConfirmationMigration } from './007-accounts-email-confirmation.js';
import { signInTrustedDevicesMigration } from './008-signin-trusted-devices.js';

/** The accounts module's migrations, in order; tracked with the kernel's and the other core modules' in `core_migrations`. */
export const accountsMigrations: readonly Migration[] = [accountsMigration, analyticsUsersMigration, emailConfirmationMigration, signInTrustedDevicesMigration];
