export { installedPlugins } from './installed-plugins.js';
export { startServer } from './main.js';
