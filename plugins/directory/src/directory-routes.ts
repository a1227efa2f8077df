import { ForbiddenError, type RouteBuilder } from '@tapin/core';
import { directoryQuery } from '@tapin/core/contracts';

const DEFAULT_PAGE = 24;

export function directoryRoutes(routes: RouteBuilder): void {
  routes
    .get('/api/businesses/directory', { access: 'user', query: directoryQuery }, async ({ query, caller, scope, ctx }) => {
      if (!(await scope.directory.canView(caller))) throw new ForbiddenError('Publish your business to see the directory');
      // No parameters: the whole directory, as the specification's client loads it.
      if (Object.values(query).every((v) => v === undefined || v === '')) return scope.directory.all();
      const page = await scope.directory.search({ ...query, limit: query.limit ?? DEFAULT_PAGE, offset: query.offset ?? 0 });
      ctx.set('X-Total-Count', page.capped ? `${page.total}+` : String(page.total));
      ctx.set('Access-Control-Expose-Headers', 'X-Total-Count');
      return page.items;
    })
    .get('/api/businesses/directory/industries', { access: 'user' }, async ({ caller, scope }) => {
      if (!(await scope.directory.canView(caller))) throw new ForbiddenError('Publish your business to see the directory');
      return scope.directory.industries();
    })
    .get('/api/businesses/directory/summary', { access: 'user' }, async ({ caller, scope }) => {
      if (!(await scope.directory.canView(caller))) throw new ForbiddenError('Publish your business to see the directory');
      return scope.directory.summary();
    });
}
