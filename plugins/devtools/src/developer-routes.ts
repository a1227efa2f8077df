import { pageRules } from '@tapin/config/rules';
import { idParam, requestOrigin, sendPage, type RouteBuilder } from '@tapin/core';
import { developerConfirmationInput, pageQuery } from '@tapin/core/contracts';
import { z } from 'zod';

const exportParam = z.object({ name: z.string().max(100) });
const exportPage = pageQuery(pageRules.developerExports);

/** Developer mode's routes: admins only, behind `developerMode` (off = 404). */
export function developerRoutes(routes: RouteBuilder): void {
  const options = { access: 'admin', flag: 'developerMode' } as const;
  routes
    .delete('/api/developer/businesses/:id', { ...options, params: idParam, body: developerConfirmationInput }, ({ params, body, caller, scope, ctx }) =>
      scope.developer.deleteBusiness({ actor: caller, origin: requestOrigin(ctx) }, params.id, body.confirmation),
    )
    .delete('/api/developer/clear-all', { ...options, body: developerConfirmationInput }, ({ body, caller, scope, ctx }) =>
      scope.developer.clearAll({ actor: caller, origin: requestOrigin(ctx) }, body.confirmation),
    )
    // Newest first, a page at a time: one export is written per deletion and they are never pruned.
    .get('/api/developer/exports', { ...options, query: exportPage }, async ({ query, scope, ctx }) => {
      const all = await scope.developerExports.list();
      return sendPage(ctx, { items: all.slice(query.offset, query.offset + query.limit), total: all.length });
    })
    .get('/api/developer/exports/:name', { ...options, params: exportParam }, async ({ params, scope, ctx }) => {
      const found = await scope.developerExports.open(params.name);
      ctx.type = 'application/json';
      ctx.attachment(params.name);
      ctx.length = found.size;
      ctx.body = found.body;
    });
}
