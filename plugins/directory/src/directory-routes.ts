import type { RouteBuilder } from '@tapin/core';
import { directoryQuery } from '@tapin/core/contracts';

export function directoryRoutes(routes: RouteBuilder): void {
  routes
    .get('/api/businesses/directory', { access: 'user', query: directoryQuery }, async ({ query, caller, scope, ctx }) => {
      const { items, total } = await scope.directory.browse(caller, query);
      if (total !== null) {
        ctx.set('X-Total-Count', total);
        ctx.set('Access-Control-Expose-Headers', 'X-Total-Count');
      }
      return items;
    })
    .get('/api/businesses/directory/industries', { access: 'user' }, ({ caller, scope }) => scope.directory.industriesFor(caller))
    .get('/api/businesses/directory/summary', { access: 'user' }, ({ caller, scope }) => scope.directory.summaryFor(caller));
}
