import type { Config } from '@tapin/config';
import { idParam, requestOrigin, type RouteBuilder } from '@tapin/core';
import { galleryQuery, generateContentInput, generatePosterInput, scrapeInput } from './gallery-inputs.js';
import { galleryRules } from './gallery-rules.js';
import { posterTestCases } from './poster-test-cases.js';

/**
 * The galleries and the scraping and generation demos (specification section 7). The Netflix demo's
 * routes are admin routes behind `adminPanel`; the poster routes also serve the testing tools, so they
 * are open to signed-in users and `galleryAccess` decides (docs/decisions.md#galleries).
 */
export function galleryRoutes(routes: RouteBuilder, _config: Config): void {
  const demo = { access: 'admin', flag: 'adminPanel' } as const;
  // Room for a source image sent as a data URL (base64 is 4/3 of the bytes), so its own 5 MB check answers.
  const withImage = Math.ceil(galleryRules.sourceImageBytes * 1.4) + 64 * 1024;
  routes
    .post('/api/scrape-website-phased', { ...demo, body: scrapeInput }, async ({ body, caller, scope, ctx }) => {
      ctx.status = 201;
      return { scrapedData: await scope.galleryScrape.scrape(caller, body.url) };
    })
    .post('/api/generate-promotional-content', { ...demo, body: generateContentInput, jsonLimitBytes: withImage }, async ({ body, caller, scope, ctx }) => {
      ctx.status = 201;
      return scope.gallerySeries.generate(caller, body);
    })
    .get('/api/scraped-sites-gallery', { ...demo, query: galleryQuery }, ({ query, caller, scope }) => scope.galleries.sites(caller, query.limit))
    .get('/api/scraped-site/:id', { ...demo, params: idParam }, ({ params, caller, scope }) => scope.galleries.site(caller, params.id))
    .get('/api/generated-series-gallery', { ...demo, query: galleryQuery }, ({ query, caller, scope }) => scope.galleries.seriesList(caller, query.limit))
    .get('/api/generated-series/:id', { ...demo, params: idParam }, ({ params, caller, scope }) => scope.galleries.series(caller, params.id))
    // The Business Series tab's and the simple demo's three sample businesses.
    .get('/api/demo-businesses', demo, ({ scope }) => scope.galleries.demoBusinesses());

  routes
    // The testing hub's predefined tests: the ones `tapin posters test` runs.
    .get('/api/poster-test-cases', { access: 'user' }, ({ caller, scope }) => {
      scope.galleryAccess.assertPosterTools(caller);
      return posterTestCases;
    })
    .post('/api/generate-netflix-poster', { access: 'user', body: generatePosterInput, jsonLimitBytes: withImage }, async ({ body, caller, scope, ctx }) => {
      scope.galleryAccess.assertPosterTools(caller);
      const poster = await scope.galleryPosters.generate(caller, body);
      ctx.status = 201;
      return poster;
    })
    .get('/api/generated-posters-gallery', { access: 'user', query: galleryQuery }, ({ query, caller, scope }) => {
      scope.galleryAccess.assertPosterTools(caller);
      return scope.galleries.posters(caller, query.limit);
    })
    // The testing hub's and the image test's results: the caller's own, an admin's too (everyone's are in the console).
    .get('/api/generated-posters-testing', { access: 'user', query: galleryQuery }, ({ query, caller, scope }) => {
      scope.galleryAccess.assertPosterTools(caller);
      return scope.galleries.posters(caller, query.limit, { own: true });
    })
    .get('/api/generated-posters/:id', { access: 'user', params: idParam }, ({ params, caller, scope }) => {
      scope.galleryAccess.assertPosterTools(caller);
      return scope.galleries.poster(caller, params.id);
    })
    .delete('/api/generated-posters/:id', { access: 'user', params: idParam }, async ({ params, caller, scope, ctx }) => {
      scope.galleryAccess.assertPosterTools(caller);
      // An admin deleting someone else's poster is a destructive admin action: it goes to the audit trail, in the deletion's transaction.
      await scope.galleries.removePoster(caller, params.id, (trx, { userId, title }) =>
        scope.audit.recordForOwner(userId, { actor: caller, action: 'generated_poster.deleted', subject: { type: 'generated_poster', id: params.id }, details: { title, userId }, origin: requestOrigin(ctx) }, trx),
      );
    })
    .post('/api/poster-download/:id', { access: 'user', params: idParam }, ({ params, caller, scope }) => {
      scope.galleryAccess.assertPosterTools(caller);
      return scope.galleries.countDownload(caller, params.id);
    });
}
