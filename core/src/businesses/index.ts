import { asClass } from 'awilix';
import { defineCoreModule } from '../plugins/define-plugin.js';
import { UPLOADS_PREFIX } from '../storage/storage-service.js';
import { BusinessAdminService } from './business-admin-service.js';
import { BusinessArchive } from './business-archive.js';
import { BusinessFeed } from './business-feed.js';
import { businessAdminRoutes, businessRoutes } from './business-routes.js';
import { BusinessService } from './business-service.js';
import { BusinessViews } from './business-views.js';
import { businessesMigrations } from './migrations/index.js';
import { SampleSeeder } from './sample-seeder.js';

declare module '../cradle.js' {
  interface Cradle {
    businesses: BusinessService;
    businessAdmin: BusinessAdminService;
    businessFeed: BusinessFeed;
    businessArchive: BusinessArchive;
    businessViews: BusinessViews;
    samples: SampleSeeder;
  }
}

/** Business profiles, publishing, completion, moderation, and the sample Tampa businesses. */
export const businessesModule = defineCoreModule({
  name: 'businesses',
  description: 'Business profiles: ownership, publishing, completion, moderation and the sample businesses',
  // Whose each stored file is: what businesses may reference (docs/decisions.md#businesses).
  migrations: businessesMigrations,
  register({ container }) {
    container.register({
      businesses: asClass(BusinessService).singleton(),
      businessAdmin: asClass(BusinessAdminService).singleton(),
      businessFeed: asClass(BusinessFeed).singleton(),
      businessArchive: asClass(BusinessArchive).singleton(),
      businessViews: asClass(BusinessViews).singleton(),
      samples: asClass(SampleSeeder).singleton(),
    });
  },
  bootstrap({ storage }) {
    // A business's logo and card image: a file one of them uses is never deleted with another.
    storage.addReferrer('businesses', async (db, key) =>
      Boolean(await db('businesses').where({ cardImageKey: key }).orWhere({ logoUrl: `${UPLOADS_PREFIX}/${key}` }).first('id')),
    );
  },
  routes(routes) {
    businessRoutes(routes);
    businessAdminRoutes(routes);
  },
  admin: { resources: [{ name: 'businesses', label: 'Businesses' }] },
  async seed({ samples }, { reset }) {
    const report = await samples.seed({ reset });
    const lines = [`Sample data: ${report.businesses} businesses (${report.published} published) for ${report.owners} sample owners.`];
    if (reset) lines.unshift(`Removed ${report.removed} sample owner(s) and their businesses.`);
    return lines.join('\n');
  },
});
