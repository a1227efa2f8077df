import type { Migration } from './db/migrations.js';
import { accountsMigration } from './migrations/001-accounts.js';
import { businessesMigration } from './migrations/002-businesses.js';
import { businessesUpdatedAtMigration } from './migrations/003-businesses-updated-at.js';

/** The core's own schema changes, in order. Plugins keep theirs in their own folders. */
export const coreMigrations: readonly Migration[] = [accountsMigration, businessesMigration, businessesUpdatedAtMigration];
