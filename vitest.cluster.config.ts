import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

/**
 * npm run test:cluster: TAPin as several real server processes (the built server) on one PostgreSQL
 * database (needs DATABASE_URL, where it creates a database of its own and drops it after).
 */
export default defineConfig({
  resolve: base.resolve,
  ssr: base.ssr,
  test: {
    include: ['test/cluster/**/*.cluster.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
