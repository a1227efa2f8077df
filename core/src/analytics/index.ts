import { asClass } from 'awilix';
import { defineCoreModule } from '../plugins/define-plugin.js';
import { analyticsCommands } from './analytics-cli.js';
import { analyticsRoutes } from './analytics-routes.js';
import { AnalyticsService } from './analytics-service.js';
import { SystemHealthService } from './system-health.js';

declare module '../cradle.js' {
  interface Cradle {
    analytics: AnalyticsService;
    systemHealth: SystemHealthService;
  }
}

/**
 * Admin analytics: figures counted from the core's own records over the city's days, weeks and months.
 * Its indexes are migrations of the tables' owners (accounts 004, businesses 005).
 */
export const analyticsModule = defineCoreModule({
  name: 'analytics',
  description: "The admin dashboard's figures: new users, e-mails sent and new businesses per local day, week and month",
  register({ container }) {
    container.register({ analytics: asClass(AnalyticsService).singleton(), systemHealth: asClass(SystemHealthService).singleton() });
  },
  routes: analyticsRoutes,
  cli: analyticsCommands,
});
