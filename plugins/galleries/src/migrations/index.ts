import type { Migration } from '@tapin/core';
import { galleriesMigration } from './001-galleries.js';
import { generationsMigration } from './002-galleries-generations.js';

/** The galleries' migrations, in order; tracked in `galleries_migrations`. */
export const galleriesMigrations: readonly Migration[] = [galleriesMigration, generationsMigration];
