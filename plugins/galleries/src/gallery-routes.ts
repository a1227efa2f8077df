import type { Config } from '@tapin/config';
import { idParam, requestOrigin, type RouteBuilder } from '@tapin/core';
import { galleryQuery, generateContentInput, generatePosterInput, scrapeInput } from './gallery-inputs.js';
import { galleryRules } from './gallery-rules.js';

/**
 * The galleries and the scraping and generation demos (specification section 7). The Netflix demo's
 * routes are admin routes behind `adminPanel`; the poster routes also serve the testing tools, so they
 * are open to signed-in users and `PosterTools` decides (docs/decisions.md#galleries). Handlers are HTTP
 * only: the services hold who may do what.
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

  // The poster routes: `PosterTools` decides who may use them (docs/decisions.md#galleries).
  routes
    // The testing hub's predefined tests: the ones `tapin posters test` runs.
    .get('/api/poster-test-cases', { access: 'user' }, ({ caller, scope }) => scope.posterTools.testCases(caller))
    .post('/api/generate-netflix-poster', { access: 'user', body: generatePosterInput, jsonLimitBytes: withImage }, async ({ body, caller, scope, ctx }) => {
      const poster = await scope.posterTools.generate(caller, body);
      ctx.status = 201;
      return poster;
    })
    .get('/api/generated-posters-gallery', { access: 'user', query: galleryQuery }, ({ query, caller, scope }) => scope.posterTools.posters(caller, query.limit))
    // The testing hub's and the image test's results: the caller's own, an admin's too (everyone's are in the console).
    .get('/api/generated-posters-testing', { access: 'user', query: galleryQuery }, ({ query, caller, scope }) => scope.posterTools.posters(caller, query.limit, { own: true }))
    .get('/api/generated-posters/:id', { access: 'user', params: idParam }, ({ params, caller, scope }) => scope.posterTools.poster(caller, params.id))
    .delete('/api/generated-posters/:id', { access: 'user', params: idParam }, ({ params, caller, scope, ctx }) => scope.posterTools.remove(caller, params.id, requestOrigin(ctx)))
    .post('/api/poster-download/:id', { access: 'user', params: idParam }, ({ params, caller, scope }) => scope.posterTools.countDownload(caller, params.id));
}
