import type { Migration } from '@tapin/core';
import { networkMigration } from './001-network.js';
import { referralsMigration } from './002-referrals.js';

/** The network plugin's migrations, in order. */
export const networkMigrations: readonly Migration[] = [networkMigration, referralsMigration];
