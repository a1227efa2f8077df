import { idParam, requestOrigin, type RouteBuilder } from '@tapin/core';
import { networkSummary } from './network-summary.js';
import { blockInput, connectInput, exclusionInput, referInput, referralStatusInput, savedImportInput } from '@tapin/core/contracts';

/** The Pioneer network's routes (docs/decisions.md#the-pioneer-network): every one the caller's own. */
export function networkRoutes(routes: RouteBuilder): void {
  routes
    .get('/api/network', { access: 'user' }, ({ caller, scope }) => scope.network.overview(caller))
    .get('/api/network/marks', { access: 'user' }, ({ caller, scope }) => scope.network.marks(caller))
    // Saved businesses (the star on a directory card), kept per person across browsers.
    .get('/api/network/saved', { access: 'user' }, ({ caller, scope }) => scope.network.saved(caller))
    .put('/api/network/saved/:id', { access: 'user', params: idParam }, async ({ params, caller, scope, ctx }) => {
      await scope.network.save(caller, params.id);
      ctx.status = 204;
    })
    .delete('/api/network/saved/:id', { access: 'user', params: idParam }, async ({ params, caller, scope, ctx }) => {
      await scope.network.unsave(caller, params.id);
      ctx.status = 204;
    })
    .post('/api/network/saved/import', { access: 'user', body: savedImportInput }, async ({ body, caller, scope }) => ({ saved: await scope.network.importSaved(caller, body.businessIds) }))
    // Connections between businesses.
    .post('/api/network/connections', { access: 'user', body: connectInput }, async ({ body, caller, scope, ctx }) => {
      ctx.status = 201;
      return scope.network.connect(caller, body);
    })
    .post('/api/network/connections/:id/accept', { access: 'user', params: idParam }, ({ params, caller, scope }) => scope.network.answer(caller, params.id, true))
    .post('/api/network/connections/:id/decline', { access: 'user', params: idParam }, ({ params, caller, scope }) => scope.network.answer(caller, params.id, false))
    .delete('/api/network/connections/:id', { access: 'user', params: idParam }, async ({ params, caller, scope, ctx }) => {
      await scope.network.remove(caller, params.id, requestOrigin(ctx));
      ctx.status = 204;
    })
    // Blocks between owners.
    .post('/api/network/blocks', { access: 'user', body: blockInput }, async ({ body, caller, scope, ctx }) => {
      ctx.status = 201;
      return scope.network.block(caller, body.businessId);
    })
    .delete('/api/network/blocks/:id', { access: 'user', params: idParam }, async ({ params, caller, scope, ctx }) => {
      await scope.network.unblock(caller, params.id);
      ctx.status = 204;
    })
    // Referrals of customers between connected businesses.
    .get('/api/network/referrals', { access: 'user' }, ({ caller, scope }) => scope.referrals.lists(caller))
    .post('/api/network/referrals', { access: 'user', body: referInput }, async ({ body, caller, scope, ctx }) => {
      ctx.status = 201;
      return scope.referrals.refer(caller, body);
    })
    .post('/api/network/referrals/:id/status', { access: 'user', params: idParam, body: referralStatusInput }, ({ params, body, caller, scope }) => scope.referrals.setStatus(caller, params.id, body.status))
    .get('/api/businesses/:id/referrals/summary', { access: 'user', params: idParam }, ({ params, caller, scope }) => scope.referrals.counts(caller, params.id))
    // The console: every referral, without the customer's details.
    .adminResource('referrals', {
      list: ({ scope, query }) => scope.referrals.adminList(query),
      get: ({ id, scope }) => scope.referrals.adminGet(id),
    })
    // The console's dashboard: the network in figures (as `tapin network stats`).
    .get('/api/admin/network-summary', { access: 'admin' }, ({ scope }) => networkSummary(scope))
    // The console: accounts shut out of the network (audited); removing one lets it back in.
    .adminResource('network-exclusions', {
      list: ({ scope, query }) => scope.networkExclusions.adminList(query),
      get: ({ id, scope }) => scope.networkExclusions.get(id),
      remove: ({ id, caller, scope, origin }) => scope.networkExclusions.include(caller, id, origin),
    })
    .post('/api/admin/network-exclusions', { access: 'admin', body: exclusionInput }, async ({ body, caller, scope, ctx }) => {
      ctx.status = 201;
      return scope.networkExclusions.exclude(caller, body.userId, body.reason, requestOrigin(ctx));
    })
    // The console: every connection and request; an admin removes an abusive one (audited).
    .adminResource('connections', {
      list: ({ scope, query }) => scope.network.adminList(query),
      get: ({ id, scope }) => scope.network.adminGet(id),
      // Answers the removed record, as react-admin's delete expects.
      remove: async ({ id, caller, scope, origin }) => {
        const removed = await scope.network.adminGet(id);
        await scope.network.remove(caller, id, origin);
        return removed;
      },
    });
}
