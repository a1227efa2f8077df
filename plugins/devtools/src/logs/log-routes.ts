import { requestOrigin, type RouteBuilder } from '@tapin/core';
import { logHeaders, logReadQuery } from '@tapin/core/contracts';
import { z } from 'zod';

const nameParam = z.object({ name: z.string() });

/** The log viewer's routes: admins only, behind `systemLogs` (docs/decisions.md#logs-and-developer-tools). */
export function logRoutes(routes: RouteBuilder): void {
  const options = { access: 'admin', flag: 'systemLogs' } as const;
  routes
    .get('/api/logs', options, ({ scope }) => scope.logs.list())
    .get('/api/logs/:name', { ...options, params: nameParam, query: logReadQuery }, async ({ params, query, scope, ctx }) => {
      // Always plain text: a log line must never be taken for HTML by a browser.
      ctx.set('X-Content-Type-Options', 'nosniff');
      if (query.download) {
        const file = await scope.logs.download(params.name);
        ctx.attachment(file.name, { type: 'attachment' });
        ctx.type = 'text/plain; charset=utf-8';
        ctx.length = file.size;
        return file.stream;
      }
      const log = await scope.logs.read(params.name);
      ctx.type = 'text/plain; charset=utf-8';
      ctx.set(logHeaders.size, String(log.size));
      if (log.truncated) ctx.set(logHeaders.truncated, 'true');
      ctx.set('Access-Control-Expose-Headers', `${logHeaders.size}, ${logHeaders.truncated}`);
      return log.text;
    })
    .delete('/api/logs/:name', { ...options, params: nameParam }, ({ params, caller, scope, ctx }) =>
      scope.logs.remove(params.name, caller, requestOrigin(ctx)),
    );
}
