import type { Migration } from '../db/migrations.js';
import { locksOutboxMigration } from './001-kernel-locks-outbox.js';
import { storedFilesMigration } from './009-content-stored-files.js';
import { outboxStatusMigration } from './012-kernel-outbox-status.js';
import { outboxDeliveryMigration } from './013-kernel-outbox-delivery.js';
import { tasksMigration } from './014-kernel-tasks.js';
import { outboxHoldMigration } from './015-kernel-outbox-hold.js';
import { outboxHeadersMigration } from './017-kernel-outbox-headers.js';

/**
 * The kernel's own tables (`core_locks`, the `emails` outbox, `stored_files`, `tasks`), numbered with the core
 * modules' migrations and tracked with them in `core_migrations`.
 */
export const kernelMigrations: readonly Migration[] = [locksOutboxMigration, storedFilesMigration, outboxStatusMigration, outboxDeliveryMigration, tasksMigration, outboxHoldMigration, outboxHeadersMigration];
