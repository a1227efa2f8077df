import { asClass, asFunction } from 'awilix';
import { definePlugin } from '@tapin/core';
import { galleryAdminRoutes } from './admin-routes.js';
import { seedDemoBusinesses } from './demo/sample-demo-businesses.js';
import { galleriesCommands } from './galleries-cli.js';
import { GalleryAccess } from './gallery-access.js';
import { GalleryArchive } from './gallery-archive.js';
import { galleryRoutes } from './gallery-routes.js';
import { GalleryService } from './gallery-service.js';
import type { PosterProvider } from './imaging/index.js';
import { galleriesMigrations } from './migrations/index.js';
import { PosterTools } from './poster-tools.js';
import { createPosterProvider, ImagingThreads } from './imaging/index.js';
import { PosterService } from './posters/poster-service.js';
import { GalleryScrapeService } from './scrape/scrape-service.js';
import { SeriesService } from './series/series-service.js';
import { createSeriesWriter, type SeriesWriter } from './series/series-writer.js';
import { SourceImages } from './source-images.js';

declare module '@tapin/core' {
  interface PluginNames {
    galleries: true;
  }
  interface Cradle {
    galleryAccess: GalleryAccess;
    galleryArchive: GalleryArchive;
    galleryScrape: GalleryScrapeService;
    galleries: GalleryService;
    gallerySeries: SeriesService;
    seriesWriter: SeriesWriter;
    sourceImages: SourceImages;
    galleryPosters: PosterService;
    posterTools: PosterTools;
    posterProvider: PosterProvider;
    galleryImaging: ImagingThreads;
  }
}

/** Saved scraped sites, generated series and posters: the Netflix demos' and the testing tools' server. */
export const galleriesPlugin = definePlugin({
  name: 'galleries',
  flag: 'galleries',
  description: 'Persistent galleries of scraped sites, generated series and posters',
  dependsOn: ['intake'],
  publicServices: ['galleries'],
  migrations: galleriesMigrations,
  register({ container }) {
    container.register({
      galleryAccess: asClass(GalleryAccess).singleton(),
      galleryArchive: asClass(GalleryArchive).singleton(),
      galleryScrape: asClass(GalleryScrapeService).singleton(),
      galleries: asClass(GalleryService).singleton(),
      gallerySeries: asClass(SeriesService).singleton(),
      seriesWriter: asFunction(createSeriesWriter).singleton(),
      sourceImages: asClass(SourceImages).singleton(),
      galleryPosters: asClass(PosterService).singleton(),
      posterTools: asClass(PosterTools).singleton(),
      posterProvider: asFunction(createPosterProvider).singleton(),
      galleryImaging: asClass(ImagingThreads).singleton(),
    });
  },
  bootstrap({ businessArchive, galleryArchive, storage }) {
    // Clear-all and `tapin restore` take the galleries with the rest of the business data.
    businessArchive.addPart(galleryArchive);
    // Candidate images, posters and their sources, the sample pictures: a file a gallery row names is never deleted with something else.
    storage.addReferrer('galleries', async (db, key) =>
      Boolean(
        (await db('galleries_images').where({ imageKey: key }).first('id')) ??
          (await db('galleries_posters').where({ imageKey: key }).orWhere({ sourceKey: key }).first('id')) ??
          (await db('galleries_demo_businesses').where({ heroImage: key }).orWhere('episodes', 'like', `%"${key}"%`).first('id')),
      ),
    );
  },
  serve: ({ galleryImaging }) => galleryImaging.warm(),
  routes(routes, config) {
    galleryRoutes(routes, config);
    galleryAdminRoutes(routes);
  },
  admin: {
    resources: [
      { name: 'scraped-sites', label: 'Scraped sites' },
      { name: 'generated-series', label: 'Generated series' },
      { name: 'generated-posters', label: 'Generated posters' },
    ],
  },
  seed: (cradle) => seedDemoBusinesses(cradle),
  cli: galleriesCommands,
});

export { galleryRules } from './gallery-rules.js';
export { posterTestCases } from './poster-test-cases.js';
export { sampleDemoBusinesses } from './demo/sample-demo-businesses.js';
