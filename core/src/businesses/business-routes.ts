import { adminList, sendAdminList } from '../admin/admin-list.js';
import { adminBusinessUpdateInput, createBusinessInput, trackChoiceInput, updateBusinessInput } from '../contracts/businesses.js';
import type { RouteBuilder } from '../http/routes.js';
import { idParam } from '../http/validation.js';
import type { BusinessView } from './business-service.js';

/** Lists leave out the intake's raw extraction (it can be large); the single-business calls keep it. */
function summary(view: BusinessView): Omit<BusinessView, 'extractedData'> {
  const { extractedData: _omitted, ...rest } = view;
  return rest;
}

/** The owners' business API, at the paths the specification fixes. */
export function businessRoutes(routes: RouteBuilder): void {
  routes
    .get('/api/businesses', { access: 'user' }, async ({ caller, scope }) => (await scope.businesses.list(caller)).map(summary))
    .post('/api/businesses', { access: 'user', body: createBusinessInput }, async ({ body, caller, scope, ctx }) => {
      ctx.status = 201;
      return scope.businesses.create(caller, body);
    })
    .get('/api/businesses/:id', { access: 'user', params: idParam }, ({ params, caller, scope }) => scope.businesses.get(caller, params.id))
    .put('/api/businesses/:id', { access: 'user', params: idParam, body: updateBusinessInput }, ({ params, body, caller, scope }) =>
      scope.businesses.update(caller, params.id, body),
    )
    .post('/api/businesses/:id/publish', { access: 'user', params: idParam }, ({ params, caller, scope }) => scope.businesses.publish(caller, params.id))
    .post('/api/businesses/:id/unpublish', { access: 'user', params: idParam }, ({ params, caller, scope }) =>
      scope.businesses.unpublish(caller, params.id),
    )
    .post('/api/businesses/:id/set-primary', { access: 'user', params: idParam }, ({ params, caller, scope }) =>
      scope.businesses.setPrimary(caller, params.id),
    )
    .post('/api/businesses/:id/enable-promotions', { access: 'user', params: idParam }, ({ params, caller, scope }) =>
      scope.businesses.enablePromotions(caller, params.id),
    )
    .post('/api/businesses/:id/track-choice', { access: 'user', params: idParam, body: trackChoiceInput }, ({ params, body, caller, scope }) =>
      scope.businesses.trackChoice(caller, params.id, body.choice),
    );
}

/** The console's businesses resource (ra-data-simple-rest dialect). */
export function businessAdminRoutes(routes: RouteBuilder): void {
  routes
    .get('/api/admin/businesses', { access: 'admin' }, async ({ scope, ctx }) => {
      const result = await adminList<Record<string, unknown>>(
        {
          resource: 'businesses',
          db: scope.db,
          query: () => scope.db('businesses').select('id'),
          sortable: { id: 'id', name: 'name', industry: 'industry', status: 'status', published: 'published', createdAt: 'createdAt', userId: 'userId' },
          filters: {
            q: { column: ['name', 'industry', 'location'], op: 'contains' },
            status: { column: 'status' },
            published: { column: 'published', op: 'boolean' },
            promotionsEnabled: { column: 'promotionsEnabled', op: 'boolean' },
            isTestData: { column: 'isTestData', op: 'boolean' },
            industry: { column: 'industry' },
            userId: { column: 'userId' },
          },
          defaultSort: ['createdAt', 'DESC'],
        },
        ctx.query,
      );
      const views = await scope.businesses.viewsOf(result.rows.map((r) => Number(r.id)));
      return sendAdminList(ctx, { ...result, rows: views.map(summary) });
    })
    .get('/api/admin/businesses/:id', { access: 'admin', params: idParam }, ({ params, caller, scope }) => scope.businesses.get(caller, params.id))
    .put('/api/admin/businesses/:id', { access: 'admin', params: idParam, body: adminBusinessUpdateInput }, async ({ params, body, caller, scope }) => {
      const { status, ...fields } = body;
      if (Object.keys(fields).length) await scope.businesses.update(caller, params.id, fields);
      if (status) await scope.businesses.setStatus(params.id, status);
      return scope.businesses.get(caller, params.id);
    })
    .delete('/api/admin/businesses/:id', { access: 'admin', params: idParam }, async ({ params, caller, scope }) =>
      summary(await scope.businesses.remove(caller, params.id)),
    );
}
