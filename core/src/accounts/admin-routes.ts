import { z } from 'zod';
import { roleInput } from '../contracts/accounts.js';
import { requestOrigin } from '../http/context.js';
import type { RouteBuilder } from '../http/routes.js';
import { idParam } from '../http/validation.js';

/** An admission: `force` admits past the beta limit (the console asks the admin first). */
const admitInput = z.object({ force: z.boolean({ error: 'force must be true or false' }).optional() });

/** The console's users, waitlist and e-mail outbox, in the ra-data-simple-rest dialect. */
export function accountAdminRoutes(routes: RouteBuilder): void {
  routes
    .adminResource('users', {
      list: ({ scope, query }) => scope.accounts.adminList(query),
      get: ({ id, scope }) => scope.accounts.getUser(id),
      update: { body: roleInput, handler: ({ id, body, caller, scope, origin }) => scope.accounts.setRole(caller, id, body.role, origin) },
    })
    // A single-use sign-in link, e-mailed to the account's own address (never shown to the admin).
    .post('/api/admin/users/:id/sign-in-link', { access: 'admin', params: idParam }, async ({ params, caller, scope, ctx }) => {
      ctx.status = 201;
      return scope.accountAdmin.sendSignInLink(caller, params.id, requestOrigin(ctx));
    })
    .adminResource('waitlist', {
      list: ({ scope, query }) => scope.waitlist.adminList(query),
      get: ({ id, scope }) => scope.waitlist.get(id),
      remove: ({ id, caller, scope, origin }) => scope.waitlist.remove({ id }, caller, origin),
    })
    .post(
      '/api/admin/waitlist/:id/admit',
      { access: 'admin', params: idParam, body: admitInput },
      async ({ params, body, caller, scope, ctx }) => {
        const admission = await scope.waitlist.admit({ id: params.id }, { force: body.force ?? false, actor: caller, origin: requestOrigin(ctx) });
        ctx.status = 201;
        return admission;
      },
    )
    // The next in line who may have a seat (the server picks, as `tapin waitlist admit --next` does).
    .post('/api/admin/waitlist/admit-next', { access: 'admin', body: admitInput }, async ({ body, caller, scope, ctx }) => {
      const admission = await scope.waitlist.admit({ next: true }, { force: body.force ?? false, actor: caller, origin: requestOrigin(ctx) });
      ctx.status = 201;
      return admission;
    })
    .adminResource('emails', {
      list: ({ scope, query }) => scope.outbox.adminList(query),
      get: ({ id, scope }) => scope.outbox.get(id),
    })
    .post('/api/admin/emails/:id/resend', { access: 'admin', params: idParam }, async ({ params, caller, scope, ctx }) => {
      ctx.status = 201;
      return scope.accountAdmin.resendEmail(caller, params.id, requestOrigin(ctx));
    });
}
