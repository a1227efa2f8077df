import { definePlugin } from '@tapin/core';

declare module '@tapin/core' {
  interface PluginNames {
    galleries: true;
  }
}

/** Saved scraped sites, generated series and posters. */
export const galleriesPlugin = definePlugin({
  name: 'galleries',
  flag: 'galleries',
  description: 'Persistent galleries of scraped sites, generated series and posters',
});
