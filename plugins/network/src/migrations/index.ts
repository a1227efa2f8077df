import type { Migration } from '@tapin/core';
import { networkMigration } from './001-network.js';
import { referralsMigration } from './002-referrals.js';
import { exclusionsMigration } from './003-exclusions.js';

/** The network plugin's migrations, in order. */
export const networkMigrations: readonly Migration[] = [networkMigration, referralsMigration, exclusionsMigration];
