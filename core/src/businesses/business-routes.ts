import { adminBusinessUpdateInput, bulkApproveInput, createBusinessInput, updateBusinessInput } from '../contracts/businesses.js';
import { pageRules } from '@tapin/config/rules';
import { pageQuery } from '../contracts/paging.js';
import { requestOrigin } from '../http/context.js';
import { sendPage } from '../http/paging.js';
import type { RouteBuilder } from '../http/routes.js';
import { idParam } from '../http/validation.js';
import { businessSummary } from './business-admin-service.js';

/** `GET /api/businesses`: a page of the caller's businesses (an admin's: everyone's). */
const businessPageQuery = pageQuery(pageRules.businesses);

/** The owners' business API (docs/decisions.md#businesses). */
export function businessRoutes(routes: RouteBuilder): void {
  routes
    .get('/api/businesses', { access: 'user', query: businessPageQuery }, async ({ query, caller, scope, ctx }) => {
      const page = await scope.businesses.page(caller, query);
      return sendPage(ctx, { items: page.items.map(businessSummary), total: page.total });
    })
    .post('/api/businesses', { access: 'user', body: createBusinessInput }, async ({ body, caller, scope, ctx }) => {
      ctx.status = 201;
      return scope.businesses.create(caller, body);
    })
    .get('/api/businesses/:id', { access: 'user', params: idParam }, ({ params, caller, scope }) => scope.businesses.get(caller, params.id))
    .put('/api/businesses/:id', { access: 'user', params: idParam, body: updateBusinessInput }, ({ params, body, caller, scope, ctx }) =>
      scope.businesses.update(caller, params.id, body, { origin: requestOrigin(ctx) }),
    )
    .post('/api/businesses/:id/publish', { access: 'user', params: idParam }, ({ params, caller, scope, ctx }) =>
      scope.businesses.publish(caller, params.id, { origin: requestOrigin(ctx) }),
    )
    .post('/api/businesses/:id/unpublish', { access: 'user', params: idParam }, ({ params, caller, scope, ctx }) =>
      scope.businesses.unpublish(caller, params.id, { origin: requestOrigin(ctx) }),
    )
    .post('/api/businesses/:id/set-primary', { access: 'user', params: idParam }, ({ params, caller, scope, ctx }) =>
      scope.businesses.setPrimary(caller, params.id, { origin: requestOrigin(ctx) }),
    );
}

/** The console's businesses resource (ra-data-simple-rest dialect). */
export function businessAdminRoutes(routes: RouteBuilder): void {
  routes.adminResource('businesses', {
    list: ({ scope, query }) => scope.businessAdmin.adminList(query),
    get: ({ id, caller, scope }) => scope.businessAdmin.get(caller, id),
    update: { body: adminBusinessUpdateInput, handler: ({ id, body, caller, scope, origin }) => scope.businessAdmin.update(caller, id, body, origin) },
    remove: ({ id, caller, scope, origin }) => scope.businessAdmin.remove(caller, id, origin),
  });
  routes.post('/api/admin/businesses/approve', { access: 'admin', body: bulkApproveInput }, ({ body, caller, scope, ctx }) =>
    scope.businessAdmin.approveMany(caller, body.ids, requestOrigin(ctx)),
  );
}
