import { z } from 'zod';
import { roleInput } from '../contracts/accounts.js';
import { requestOrigin } from '../http/context.js';
import type { RouteBuilder } from '../http/routes.js';
import { idParam } from '../http/validation.js';

/** The console's users, waitlist and e-mail outbox, in the ra-data-simple-rest dialect. */
export function accountAdminRoutes(routes: RouteBuilder): void {
  routes
    .adminResource('users', {
      list: ({ scope, query }) => scope.accounts.adminList(query),
      get: ({ id, scope }) => scope.accounts.getUser(id),
      update: { body: roleInput, handler: ({ id, body, caller, scope, origin }) => scope.accounts.setRole(caller, id, body.role, origin) },
    })
    .adminResource('waitlist', {
      list: ({ scope, query }) => scope.waitlist.adminList(query),
      get: ({ id, scope }) => scope.waitlist.get(id),
      remove: ({ id, caller, scope, origin }) => scope.waitlist.remove({ id }, caller, origin),
    })
    .post(
      '/api/admin/waitlist/:id/admit',
      { access: 'admin', params: idParam, body: z.object({ force: z.boolean({ error: 'force must be true or false' }).optional() }) },
      async ({ params, body, caller, scope, ctx }) => {
        const admission = await scope.waitlist.admit({ id: params.id }, { force: body.force ?? false, actor: caller, origin: requestOrigin(ctx) });
        ctx.status = 201;
        return admission;
      },
    )
    .adminResource('emails', {
      list: ({ scope, query }) => scope.mailer.adminList(query),
      get: ({ id, scope }) => scope.mailer.get(id),
    });
}
