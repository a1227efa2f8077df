import { asClass } from 'awilix';
import { defineCoreModule } from '../plugins/define-plugin.js';
import { AuditService } from './audit-service.js';
import { auditMigrations } from './migrations/index.js';

declare module '../cradle.js' {
  interface Cradle {
    audit: AuditService;
  }
}

/** The audit trail every module writes its destructive admin actions to, and the console's `audit` resource. */
export const auditModule = defineCoreModule({
  name: 'audit',
  description: 'The audit trail of destructive admin actions: who, when, what and from where',
  migrations: auditMigrations,
  register({ container }) {
    container.register({ audit: asClass(AuditService).singleton() });
  },
  routes(routes) {
    routes.adminResource('audit', {
      list: ({ scope, query }) => scope.audit.adminList(query),
      get: ({ id, scope }) => scope.audit.get(id),
    });
  },
  admin: { resources: [{ name: 'audit', label: 'Audit trail' }] },
});
