import type { Migration } from '../../db/migrations.js';
import { businessesMigration } from './002-businesses.js';
import { businessesUpdatedAtMigration } from './003-businesses-updated-at.js';
import { analyticsBusinessesMigration } from './005-analytics-businesses.js';
import { intakeAddressMigration } from './010-intake-address.js';
import { approvedProfileMigration } from './011-businesses-approved-profile.js';
import { openingHoursMigration } from './012-businesses-opening-hours.js';

/** The businesses module's migrations, in order; tracked with the kernel's and the other core modules' in `core_migrations`. */
export const businessesMigrations: readonly Migration[] = [businessesMigration, businessesUpdatedAtMigration, analyticsBusinessesMigration, intakeAddressMigration, approvedProfileMigration, openingHoursMigration];
