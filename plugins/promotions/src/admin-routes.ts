import { adminList, idParam, sendAdminList, type RouteBuilder } from '@tapin/core';
import { updateCampaignInput, updatePromotionInput } from '@tapin/core/contracts';

/** The console's promotions and campaigns resources (ra-data-simple-rest dialect). */
export function promotionAdminRoutes(routes: RouteBuilder): void {
  routes
    .get('/api/admin/promotions', { access: 'admin' }, async ({ scope, ctx }) => {
      const result = await adminList<{ id: number }>(
        {
          resource: 'promotions',
          db: scope.db,
          query: () => scope.db('promotions_items').select('id'),
          sortable: { id: 'id', title: 'title', price: 'price', tier: 'tier', status: 'status', businessId: 'businessId', createdAt: 'createdAt' },
          filters: {
            q: { column: ['title', 'description'], op: 'contains' },
            businessId: { column: 'businessId' },
            tier: { column: 'tier' },
            status: { column: 'status' },
            category: { column: 'category' },
            isActive: { column: 'isActive', op: 'boolean' },
          },
          defaultSort: ['createdAt', 'DESC'],
        },
        ctx.query,
      );
      return sendAdminList(ctx, { ...result, rows: await Promise.all(result.rows.map((r) => scope.promotions.view(r.id))) });
    })
    .get('/api/admin/promotions/:id', { access: 'admin', params: idParam }, ({ params, scope }) => scope.promotions.view(params.id))
    .put('/api/admin/promotions/:id', { access: 'admin', params: idParam, body: updatePromotionInput }, ({ params, body, caller, scope }) =>
      scope.promotions.update(caller, params.id, body, { moderation: true }),
    )
    .delete('/api/admin/promotions/:id', { access: 'admin', params: idParam }, async ({ params, caller, scope }) => {
      const before = await scope.promotions.view(params.id);
      await scope.promotions.remove(caller, params.id, { moderation: true });
      return before;
    });

  routes
    .get('/api/admin/campaigns', { access: 'admin' }, async ({ scope, ctx }) => {
      const result = await adminList<{ id: number }>(
        {
          resource: 'campaigns',
          db: scope.db,
          query: () => scope.db('promotions_campaigns').select('id'),
          sortable: { id: 'id', name: 'name', status: 'status', startDate: 'startDate', endDate: 'endDate', businessId: 'businessId' },
          filters: { q: { column: 'name', op: 'contains' }, businessId: { column: 'businessId' }, status: { column: 'status' } },
          defaultSort: ['startDate', 'ASC'],
        },
        ctx.query,
      );
      return sendAdminList(ctx, { ...result, rows: await Promise.all(result.rows.map((r) => scope.campaigns.view(r.id))) });
    })
    .get('/api/admin/campaigns/:id', { access: 'admin', params: idParam }, ({ params, scope }) => scope.campaigns.view(params.id))
    .put('/api/admin/campaigns/:id', { access: 'admin', params: idParam, body: updateCampaignInput }, ({ params, body, caller, scope }) =>
      scope.campaigns.update(caller, params.id, body, { moderation: true }),
    )
    .delete('/api/admin/campaigns/:id', { access: 'admin', params: idParam }, async ({ params, caller, scope }) => {
      const before = await scope.campaigns.view(params.id);
      await scope.campaigns.remove(caller, params.id, { moderation: true });
      return before;
    });
}
