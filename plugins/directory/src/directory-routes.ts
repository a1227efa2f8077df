import { ForbiddenError, type RouteBuilder } from '@tapin/core';
import { z } from 'zod';

export const directoryQuery = z.object({
  q: z.string().trim().max(100, { error: 'q must be at most 100 characters' }).optional(),
  industry: z.string().trim().max(100, { error: 'industry must be at most 100 characters' }).optional(),
  sort: z.enum(['name', 'industry', 'newest'], { error: 'sort must be name, industry or newest' }).optional(),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1, { error: 'limit must be 1 to 100' }).max(100, { error: 'limit must be 1 to 100' }).optional(),
  offset: z.coerce.number({ error: 'offset must be a number' }).int().min(0, { error: 'offset must be 0 or more' }).max(1_000_000).optional(),
});

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
