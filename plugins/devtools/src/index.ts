import { asClass } from 'awilix';
import { definePlugin } from '@tapin/core';
import { developerCommands } from './developer-cli.js';
import { developerRoutes } from './developer-routes.js';
import { DeveloperService } from './developer-service.js';
import { ExportStore } from './export-store.js';

declare module '@tapin/core' {
  interface PluginNames {
    devtools: true;
  }
  interface Cradle {
    developer: DeveloperService;
    developerExports: ExportStore;
  }
}

/**
 * Operator tools. Each tool is switched by its own flag (`systemLogs`, `developerMode`, `developerPortal`,
 * `testScraping`, `testingTools`), so ops can open one at a time: the plugin has no flag of its own.
 */
export const devtoolsPlugin = definePlugin({
  name: 'devtools',
  flag: null,
  description: 'Developer and operator tools: logs, developer mode, scraping and image tests',
  register({ container }) {
    container.register({
      developer: asClass(DeveloperService).singleton(),
      developerExports: asClass(ExportStore).singleton(),
    });
  },
  routes(routes) {
    developerRoutes(routes);
  },
  cli: developerCommands,
});
