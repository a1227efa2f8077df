import { asClass } from 'awilix';
import type { CoreModule } from '../plugins/define-plugin.js';
import { businessAdminRoutes, businessRoutes } from './business-routes.js';
import { BusinessService } from './business-service.js';
import { SampleSeeder } from './sample-seeder.js';

/** Business profiles, publishing, completion, and the console's businesses resource. */
export const businessesModule: CoreModule = {
  name: 'businesses',
  register({ container }) {
    container.register({
      businesses: asClass(BusinessService).singleton(),
      samples: asClass(SampleSeeder).singleton(),
    });
  },
  routes(routes) {
    businessRoutes(routes);
    businessAdminRoutes(routes);
  },
};
