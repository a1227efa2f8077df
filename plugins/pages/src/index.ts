import { asFunction } from 'awilix';
import { definePlugin, type Cradle } from '@tapin/core';
import { pagesMigrations } from './migrations/index.js';
import { pageRoutes } from './page-routes.js';
import { PublicPageService, type PageClaims, type PageOffers } from './page-service.js';


declare module '@tapin/core' {
  interface PluginNames {
    pages: true;
  }
  interface Cradle {
    publicPages: PublicPageService;
  }
}

/** Public business pages (`/b/{slug}`), their sitemap and robots.txt: a surface outside the app. */
export const pagesPlugin = definePlugin({
  name: 'pages',
  flag: 'publicPages',
  description: 'Public business pages for customers: /b/{slug}, the sitemap and robots.txt',
  publicServices: ['publicPages'],
  // The public pages and claims, the sitemap and robots.txt: never the owner app, even with the flag off.
  paths: ['/b', '/c', '/sitemap.xml', '/robots.txt'],
  migrations: pagesMigrations,
  register({ container }) {
    container.register({
      publicPages: asFunction(
        ({ db, businesses, audit, events, clock, flags, config, log, calendar, storage, workers }: Cradle) =>
          // The live promotions and their claims come from the promotions plugin, when it is installed.
          new PublicPageService({
            ...{ db, businesses, audit, events, clock, flags, config, log, calendar, storage, workers },
            promotions: container.hasRegistration('promotions') ? container.resolve<PageOffers>('promotions') : null,
            claims: container.hasRegistration('promotionClaims') ? container.resolve<PageClaims>('promotionClaims') : null,
          }),
      ).singleton(),
    });
  },
  routes: pageRoutes,
});

export { PublicPageService } from './page-service.js';
