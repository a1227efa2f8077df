import type { KnipConfig } from 'knip';

/**
 * npm run check:unused: no unused files, exports or dependencies (issue 27: dead code goes, and stays gone).
 * Knip finds each workspace's entries itself: its package.json `exports` and `bin`, the Vite apps' pages,
 * the vitest and playwright configs and their tests. Named here only what it cannot see.
 */
const config: KnipConfig = {
  // An export used in its own module is not dead code; only an export nobody uses is.
  ignoreExportsUsedInFile: true,
  // Unused things only. Imports of a dependency another workspace declares (the tests' pino, knex and sharp,
  // hoisted to the root) and system commands (taskset, script) are not what this check is about.
  exclude: ['unlisted', 'binaries'],
  workspaces: {
    '.': {
      // The benchmarks start their servers as child processes, by path.
      entry: ['scripts/*.mjs', 'scripts/bench/*.mjs'],
    },
    'plugins/intake': {
      // Started by path in a worker thread (core's workerModule).
      entry: ['src/intake-worker.ts'],
      // The offline OCR's English data, found on disk through its package.json (card/card-ocr.ts).
      ignoreDependencies: ['@tesseract.js-data/eng'],
    },
    'plugins/pages': {
      // Started by path in a worker thread (core's workerModule).
      entry: ['src/pages-worker.ts'],
      // The sitemaps.org schema its package ships, read from disk beside its main entry (json-ld.test.ts).
      ignoreDependencies: ['sitemap'],
    },
    'plugins/galleries': {
      entry: ['src/galleries-worker.ts'],
    },
    web: {
      // The environment of the web and admin test projects in the root vitest.config.ts.
      ignoreDependencies: ['jsdom'],
      // The service worker: served as it is (web/public), registered by its address, imported by nothing.
      ignore: ['public/sw.js'],
    },
  },
};

export default config;
