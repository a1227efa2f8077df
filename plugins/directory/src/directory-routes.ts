import type { RouteBuilder } from '@tapin/core';
import { directoryQuery } from '@tapin/core/contracts';

export function directoryRoutes(routes: RouteBuilder): void {
  routes
    .get('/api/businesses/directory', { access: 'user', query: directoryQuery }, async ({ query, caller, scope, ctx }) => {
      const { items, total, next } = await scope.directory.browse(caller, query);
      // The total is counted on a first page; a page after a cursor goes on from it (docs/decisions.md#the-directory).
      if (total !== null) ctx.set('X-Total-Count', total);
      if (next !== null) {
        const params = new URLSearchParams(ctx.querystring);
        params.delete('offset');
        params.set('cursor', next);
        ctx.set('X-Next-Cursor', next);
        ctx.set('Link', `<${ctx.path}?${params.toString()}>; rel="next"`);
      }
      ctx.set('Access-Control-Expose-Headers', 'X-Total-Count, X-Next-Cursor, Link');
      return items;
    })
    .get('/api/businesses/directory/industries', { access: 'user' }, ({ caller, scope }) => scope.directory.industriesFor(caller))
    .get('/api/businesses/directory/summary', { access: 'user' }, ({ caller, scope }) => scope.directory.summaryFor(caller));
}
