import type { RouteBuilder } from '@tapin/core';
import { updateCampaignInput, updatePromotionInput } from '@tapin/core/contracts';

/** The console's promotions and campaigns resources (ra-data-simple-rest dialect). */
export function promotionAdminRoutes(routes: RouteBuilder): void {
  routes
    .adminResource('promotions', {
      list: ({ scope, query }) => scope.promotions.adminList(query),
      get: ({ id, scope }) => scope.promotions.view(id),
      update: { body: updatePromotionInput, handler: ({ id, body, caller, scope }) => scope.promotions.update(caller, id, body, { moderation: true }) },
      remove: ({ id, caller, scope }) => scope.promotions.remove(caller, id, { moderation: true }),
    })
    .adminResource('campaigns', {
      list: ({ scope, query }) => scope.campaigns.adminList(query),
      get: ({ id, scope }) => scope.campaigns.view(id),
      update: { body: updateCampaignInput, handler: ({ id, body, caller, scope }) => scope.campaigns.update(caller, id, body, { moderation: true }) },
      remove: ({ id, caller, scope }) => scope.campaigns.remove(caller, id, { moderation: true }),
    });
}
