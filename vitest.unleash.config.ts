import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

/** npm run test:unleash: the flag tests against a real Unleash server (needs PostgreSQL). */
export default defineConfig({
  resolve: base.resolve,
  ssr: base.ssr,
  test: {
    include: ['**/*.unleash.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    pool: 'forks',
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
