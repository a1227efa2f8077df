import { accountsModule } from './accounts/index.js';
import { analyticsModule } from './analytics/index.js';
import { auditModule } from './audit/index.js';
import { businessesModule } from './businesses/index.js';
import { notificationsModule } from './notifications/index.js';
import type { CoreModule } from './plugins/define-plugin.js';

/**
 * The core's own features, registered before the plugins and never switched off. Their migrations are
 * tracked together in `core_migrations` and run in the order of their names (numbered across modules).
 */
export const coreModules: readonly CoreModule[] = [accountsModule, businessesModule, auditModule, analyticsModule, notificationsModule];
