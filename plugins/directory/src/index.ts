import { definePlugin } from '@tapin/core';

/** The public directory of published businesses, with server-side search. */
export const directoryPlugin = definePlugin({
  name: 'directory',
  flag: 'directory',
  description: 'The Tampa business directory: published profiles, search, industries',
});
