import type { RouteBuilder } from '@tapin/core';

/** The console's scraped-sites, generated-series and generated-posters resources (ra-data-simple-rest dialect). */
export function galleryAdminRoutes(routes: RouteBuilder): void {
  routes
    .adminResource('scraped-sites', {
      list: ({ scope, query }) => scope.galleries.adminSites(query),
      get: async ({ id, caller, scope }) => {
        const { site, images } = await scope.galleries.site(caller, id);
        return { ...site, images };
      },
      remove: async ({ id, caller, scope, origin }) => {
        await scope.galleries.removeSite(caller, id);
        await scope.audit.record({ actor: caller, action: 'scraped_site.deleted', subject: { type: 'scraped_site', id }, origin });
      },
    })
    .adminResource('generated-series', {
      list: ({ scope, query }) => scope.galleries.adminSeries(query),
      get: ({ id, caller, scope }) => scope.galleries.series(caller, id),
      remove: async ({ id, caller, scope, origin }) => {
        await scope.galleries.removeSeries(caller, id);
        await scope.audit.record({ actor: caller, action: 'generated_series.deleted', subject: { type: 'generated_series', id }, origin });
      },
    })
    .adminResource('generated-posters', {
      list: ({ scope, query }) => scope.galleries.adminPosters(query),
      get: ({ id, caller, scope }) => scope.galleries.poster(caller, id),
      remove: async ({ id, caller, scope, origin }) => {
        await scope.galleries.removePoster(caller, id);
        await scope.audit.record({ actor: caller, action: 'generated_poster.deleted', subject: { type: 'generated_poster', id }, origin });
      },
    });
}
