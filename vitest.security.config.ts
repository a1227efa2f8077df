import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

/**
 * npm run test:security: the attacks the product must withstand (test/security), on in-memory SQLite, or
 * on PostgreSQL when DATABASE_URL is set. CI runs it on both.
 */
export default defineConfig({
  resolve: base.resolve,
  ssr: base.ssr,
  test: {
    include: ['test/security/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    passWithNoTests: true,
  },
});
