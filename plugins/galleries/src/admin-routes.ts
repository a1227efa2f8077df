import type { RouteBuilder } from '@tapin/core';

/**
 * The console's scraped-sites, generated-series and generated-posters resources (ra-data-simple-rest
 * dialect). Each deletion writes its audit record in the deletion's transaction.
 */
export function galleryAdminRoutes(routes: RouteBuilder): void {
  routes
    .adminResource('scraped-sites', {
      list: ({ scope, query }) => scope.galleries.adminSites(query),
      get: async ({ id, caller, scope }) => {
        const { site, images } = await scope.galleries.site(caller, id);
        return { ...site, images };
      },
      remove: async ({ id, caller, scope, origin }) => {
        await scope.galleries.removeSite(caller, id, (trx, { userId, title }) =>
          scope.audit.recordForOwner(userId, { actor: caller, action: 'scraped_site.deleted', subject: { type: 'scraped_site', id }, details: { title }, origin }, trx, { always: true }),
        );
      },
    })
    .adminResource('generated-series', {
      list: ({ scope, query }) => scope.galleries.adminSeries(query),
      get: ({ id, caller, scope }) => scope.galleries.series(caller, id),
      remove: async ({ id, caller, scope, origin }) => {
        await scope.galleries.removeSeries(caller, id, (trx, { userId, title }) =>
          scope.audit.recordForOwner(userId, { actor: caller, action: 'generated_series.deleted', subject: { type: 'generated_series', id }, details: { title }, origin }, trx, { always: true }),
        );
      },
    })
    .adminResource('generated-posters', {
      list: ({ scope, query }) => scope.galleries.adminPosters(query),
      get: ({ id, caller, scope }) => scope.galleries.poster(caller, id),
      remove: async ({ id, caller, scope, origin }) => {
        await scope.galleries.removePoster(caller, id, (trx, { userId, title }) =>
          scope.audit.recordForOwner(userId, { actor: caller, action: 'generated_poster.deleted', subject: { type: 'generated_poster', id }, details: { title }, origin }, trx, { always: true }),
        );
      },
    });
}
