import type { Migration } from '../../db/migrations.js';
import { auditEventsMigration } from './006-audit-events.js';

/** The audit module's migrations, in order; tracked with the kernel's and the other core modules' in `core_migrations`. */
export const auditMigrations: readonly Migration[] = [auditEventsMigration];
