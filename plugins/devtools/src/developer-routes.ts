import { pageRules } from '@tapin/config/rules';
import { adminListOf, idParam, requestOrigin, sendAdminList, sendPage, type RouteBuilder } from '@tapin/core';
import { developerConfirmationInput, pageQuery } from '@tapin/core/contracts';
import { z } from 'zod';
import { exportName } from './export-store.js';

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
    // The console's developer-exports resource (ra-data-simple-rest dialect): the same exports, the name as the id.
    .get('/api/admin/developer-exports', options, async ({ scope, ctx }) => {
      const exports = (await scope.developerExports.list()).map((x) => ({ id: x.name, ...x }));
      return sendAdminList(
        ctx,
        adminListOf(exports, ctx.query, { resource: 'developer-exports', sortable: ['name', 'createdAt', 'size'], searchText: (x) => x.name, defaultSort: ['createdAt', 'DESC'], ids: { pattern: exportName, what: 'an export name' } }),
      );
    })
    // What a restore would put back, rehearsed and rolled back; then the restore itself (audited).
    .get('/api/developer/exports/:name/preview', { ...options, params: exportParam }, ({ params, scope }) => scope.developer.previewRestore({ name: params.name }))
    .post('/api/developer/exports/:name/restore', { ...options, params: exportParam }, ({ params, caller, scope, ctx }) =>
      scope.developer.restore({ actor: caller, origin: requestOrigin(ctx) }, { name: params.name }),
    )
    .get('/api/developer/exports/:name', { ...options, params: exportParam }, async ({ params, scope, ctx }) => {
      const found = await scope.developerExports.open(params.name);
      ctx.type = 'application/json';
      ctx.attachment(params.name);
      ctx.length = found.size;
      ctx.body = found.body;
    });
}
