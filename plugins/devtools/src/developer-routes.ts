import { createReadStream } from 'node:fs';
import { idParam, requestOrigin, type RouteBuilder } from '@tapin/core';
import { developerConfirmationInput } from '@tapin/core/contracts';
import { z } from 'zod';

const exportParam = z.object({ name: z.string().max(100) });

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
    .get('/api/developer/exports', options, ({ scope }) => scope.developerExports.list())
    .get('/api/developer/exports/:name', { ...options, params: exportParam }, async ({ params, scope, ctx }) => {
      const file = await scope.developerExports.pathOf(params.name);
      ctx.type = 'application/json';
      ctx.attachment(params.name);
      ctx.body = createReadStream(file);
    });
}
