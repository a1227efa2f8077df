import { asClass } from 'awilix';
import { definePlugin } from '@tapin/core';
import { logCommands } from './logs/log-cli.js';
import { logRoutes } from './logs/log-routes.js';
import { LogService } from './logs/log-service.js';
import { developerCommands } from './developer-cli.js';
import { developerRoutes } from './developer-routes.js';
import { DeveloperService } from './developer-service.js';
import { ExportStore } from './export-store.js';

declare module '@tapin/core' {
  interface PluginNames {
    devtools: true;
  }
  interface Cradle {
    logs: LogService;
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
  publicServices: [],
  register({ container }) {
    container.register({
      logs: asClass(LogService).singleton(),
      developer: asClass(DeveloperService).singleton(),
      developerExports: asClass(ExportStore).singleton(),
    });
  },
  routes(routes) {
    logRoutes(routes);
    developerRoutes(routes);
  },
  admin: { resources: [{ name: 'developer-exports', label: 'Exports', flag: 'developerMode' }] },
  cli(program, context) {
    logCommands(program, context);
    developerCommands(program, context);
  },
});

export { LogService } from './logs/log-service.js';
