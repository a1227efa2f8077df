import type { Migration } from '@tapin/core';
import { promotionsMigration } from './001-promotions.js';
import { editedByHandMigration } from './002-promotions-edited-by-hand.js';
import { fileOwnersMigration } from './003-promotions-file-owners.js';
import { eventDedupeMigration } from './004-promotions-event-dedupe.js';
import { businessSettingsMigration } from './005-promotions-business-settings.js';
import { claimsMigration } from './006-promotions-claims.js';
import { claimsOwnerAndEmailsMigration } from './007-promotions-claims-owner-and-emails.js';

/** The promotions' migrations, in order (tracked in `promotions_migrations`). */
export const promotionsMigrations: Migration[] = [promotionsMigration, editedByHandMigration, fileOwnersMigration, eventDedupeMigration, businessSettingsMigration, claimsMigration, claimsOwnerAndEmailsMigration];
