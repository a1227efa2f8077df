import type { RouteBuilder } from '@tapin/core';
import { updateCampaignInput, updatePromotionInput } from '@tapin/core/contracts';

/** The console's promotions and campaigns resources (ra-data-simple-rest dialect). */
export function promotionAdminRoutes(routes: RouteBuilder): void {
  routes
    .adminResource('promotions', {
      list: ({ scope, query }) => scope.promotions.adminList(query),
      get: ({ id, scope }) => scope.promotions.view(id),
      update: { body: updatePromotionInput, handler: ({ id, body, caller, scope, origin }) => scope.promotions.update(caller, id, body, { moderation: true, origin }) },
      remove: ({ id, caller, scope, origin }) => scope.promotions.remove(caller, id, { moderation: true, origin }),
    })
    // Read-only: an owner redeems or voids a claim at the counter (POST /api/claims/:code/…), an admin too.
    .adminResource('claims', {
      list: ({ scope, query }) => scope.promotionClaims.adminList(query),
      get: ({ id, scope }) => scope.promotionClaims.adminView(id),
    })
    .adminResource('campaigns', {
      list: ({ scope, query }) => scope.campaigns.adminList(query),
      get: ({ id, scope }) => scope.campaigns.view(id),
      update: { body: updateCampaignInput, handler: ({ id, body, caller, scope, origin }) => scope.campaigns.update(caller, id, body, { moderation: true, origin }) },
      remove: ({ id, caller, scope, origin }) => scope.campaigns.remove(caller, id, { moderation: true, origin }),
    });
}
