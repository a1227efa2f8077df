import type { Migration } from '../../db/migrations.js';
import { notificationsMigration } from './016-notifications.js';
import { pushMigration } from './018-push.js';

/** The notification centre's migrations; tracked with the other core modules' in `core_migrations`. */
export const notificationMigrations: readonly Migration[] = [notificationsMigration, pushMigration];
