import type { RouteBuilder } from '@tapin/core';

/**
 * The console's scraped-sites, generated-series and generated-posters resources (ra-data-simple-rest
 * dialect). HTTP only: `GalleryService` holds the rules, and writes each deletion's audit record in its transaction.
 */
export function galleryAdminRoutes(routes: RouteBuilder): void {
  routes
    .adminResource('scraped-sites', {
      list: ({ scope, query }) => scope.galleries.adminSites(query),
      get: async ({ id, caller, scope }) => {
        const { site, images } = await scope.galleries.site(caller, id);
        return { ...site, images };
      },
      remove: ({ id, caller, scope, origin }) => scope.galleries.removeSite(caller, id, origin),
    })
    .adminResource('generated-series', {
      list: ({ scope, query }) => scope.galleries.adminSeries(query),
      get: ({ id, caller, scope }) => scope.galleries.series(caller, id),
      remove: ({ id, caller, scope, origin }) => scope.galleries.removeSeries(caller, id, origin),
    })
    .adminResource('generated-posters', {
      list: ({ scope, query }) => scope.galleries.adminPosters(query),
      get: ({ id, caller, scope }) => scope.galleries.poster(caller, id),
      remove: async ({ id, caller, scope, origin }) => {
        await scope.galleries.removePosterInConsole(caller, id, origin);
      },
    });
}
