import { definePlugin } from '@tapin/core';

declare module '@tapin/core' {
  interface PluginNames {
    devtools: true;
  }
}

/**
 * Operator tools. The plugin as a whole follows `developerPortal`; each tool also has its own, narrower
 * flag (`systemLogs`, `developerMode`, `testScraping`, `testingTools`), so ops can open one at a time.
 */
export const devtoolsPlugin = definePlugin({
  name: 'devtools',
  flag: 'developerPortal',
  description: 'Developer and operator tools: logs, developer mode, scraping and image tests',
});
