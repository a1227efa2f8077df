import type { AdminResourcesAnswer } from '../contracts/admin-resources.js';
import { unleashUiUrl, type AdminFlagsAnswer, type FlagsAnswer, type FlagsRefreshed } from '../contracts/flags.js';
import { databaseIsReachable } from '../db/database.js';
import { ConflictError } from '../errors.js';
import { z } from 'zod';
import type { ModuleDefinition, PluginDefinition } from '../plugins/define-plugin.js';
import type { RouteBuilder } from './routes.js';

/**
 * The platform's own routes: liveness, readiness, metrics, the flags evaluated for the caller, and the admin
 * resources of the modules (the core's, then the plugins') that are on for the admin.
 */
export function coreRoutes(routes: RouteBuilder, isShuttingDown: () => boolean, modules: readonly (ModuleDefinition | PluginDefinition)[]): void {
  routes.get('/healthz', { access: 'public' }, () => ({ status: 'ok' }));

  routes.get('/readyz', { access: 'public' }, async ({ scope, ctx }) => {
    const database = await databaseIsReachable(scope.db);
    const flags = scope.flags.ready;
    const jobs = scope.jobs.ready;
    const ready = database && flags && jobs && !isShuttingDown();
    ctx.status = ready ? 200 : 503;
    return {
      status: ready ? 'ready' : 'not ready',
      checks: {
        database: database ? 'ok' : 'unreachable',
        flags: flags ? 'ok' : 'not loaded',
        jobs: jobs ? 'ok' : 'not started',
        ...(isShuttingDown() ? { server: 'shutting down' } : {}),
      },
    };
  });

  // Prometheus scrapes it with METRICS_TOKEN as its bearer token; an admin signed in reads the same page.
  routes.get('/metrics', { access: 'admin', machineToken: (scope) => scope.config.server.metricsToken }, async ({ scope, ctx }) => {
    const { contentType, body } = await scope.metrics.scrape();
    ctx.type = contentType;
    ctx.body = body;
  });

  routes.get('/api/flags', { access: 'public' }, ({ scope, caller }): FlagsAnswer => ({
    flags: scope.flags.evaluateAll(caller),
  }));

  // Unleash's webhook (UNLEASH_WEBHOOK_TOKEN as its bearer token) or an admin: every server process reads
  // the flags from Unleash now, not at its next poll.
  routes.post('/api/flags/refresh', { access: 'admin', machineToken: (scope) => scope.config.flags.webhookToken }, async ({ scope }): Promise<FlagsRefreshed> => {
    if (!(await scope.flags.refreshEverywhere())) {
      throw new ConflictError("Flags come from this server's settings (no UNLEASH_URL): there is nothing to read again");
    }
    return { message: 'Flags read again from Unleash on every server' };
  });

  // A task the caller asked for with `Prefer: respond-async`: its steps so far, then its answer or refusal.
  routes.get('/api/tasks/:id', { access: 'user', params: z.object({ id: z.uuid() }) }, ({ params, caller, scope }) => scope.tasks.view(params.id, caller.id));

  // The console's flags page: each value with where it came from, and the Unleash interface to change it in.
  routes.get('/api/admin/flags', { access: 'admin' }, ({ scope, caller }): AdminFlagsAnswer => ({
    mode: scope.config.flags.unleashUrl ? 'unleash' : 'local',
    unleashUiUrl: unleashUiUrl(scope.config.flags.unleashUrl),
    flags: scope.flags.describe(caller),
  }));

  // The console's resources: what each module declares, without those of a plugin that is off for the admin.
  routes.get('/api/admin/resources', { access: 'admin' }, ({ scope, caller }): AdminResourcesAnswer => ({
    resources: modules
      .filter((module) => !('flag' in module) || module.flag === null || scope.flags.isEnabled(module.flag, caller))
      .flatMap((module) => (module.admin?.resources ?? []).filter((r) => !r.flag || scope.flags.isEnabled(r.flag, caller)).map(({ name, label }) => ({ name, label }))),
  }));
}
