import { asClass } from 'awilix';
import { definePlugin } from '@tapin/core';
import { directoryRoutes } from './directory-routes.js';
import { DirectoryService } from './directory-service.js';
import { directoryMigrations } from './migrations/index.js';

declare module '@tapin/core' {
  interface PluginNames {
    directory: true;
  }
  interface Cradle {
    directory: DirectoryService;
  }
}

/** The public directory of published businesses, with server-side search. */
export const directoryPlugin = definePlugin({
  name: 'directory',
  flag: 'directory',
  description: 'The Tampa business directory: published profiles, search, industries',
  publicServices: ['directory'],
  migrations: directoryMigrations,
  register({ container }) {
    container.register({ directory: asClass(DirectoryService).singleton() });
  },
  // The server keeps the listing current; a CLI session only feeds it the changes it makes itself.
  serve: ({ directory }) => directory.start(),
  destroy: ({ directory }) => directory.stop(),
  routes: directoryRoutes,
});

export { DirectoryService } from './directory-service.js';
export type { DirectoryPage, DirectoryQuery } from './listing-reader.js';
