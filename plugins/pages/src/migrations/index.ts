import type { Migration } from '@tapin/core';
import { publicPagesMigration } from './001-public-pages.js';
import { ownerDevicesMigration } from './002-public-page-owner-devices.js';

/** The pages plugin's migrations, in order. */
export const pagesMigrations: readonly Migration[] = [publicPagesMigration, ownerDevicesMigration];
