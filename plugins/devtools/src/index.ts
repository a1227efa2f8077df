import { definePlugin } from '@tapin/core';

declare module '@tapin/core' {
  interface PluginNames {
    devtools: true;
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
});
