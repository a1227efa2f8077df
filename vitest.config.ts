import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Three projects. `server`: the platform's tests in Node; workspace packages resolve to their TypeScript
 * sources through the `source` export condition, so tests never need a build (except the CLI and
 * server tests, which run the built commands as a user would). `web`: the owner app's component tests
 * in jsdom with Testing Library. `admin`: the console's providers in jsdom.
 */
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['{config,core,imaging,server,cli}/{src,test}/**/*.test.ts', 'plugins/*/{src,test}/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**', '**/*.unleash.test.ts', '**/*.cluster.test.ts', 'test/security/**'],
        },
      },
      {
        extends: true,
        plugins: [react()],
        resolve: { conditions: ['source', 'browser'] },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/test/setup.ts'],
        },
      },
      {
        extends: true,
        resolve: { conditions: ['source', 'browser'] },
        test: {
          name: 'admin',
          environment: 'jsdom',
          include: ['admin/src/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
