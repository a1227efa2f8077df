import { defineConfig } from 'vitest/config';

/**
 * Server-side tests. Workspace packages resolve to their TypeScript sources through the `source`
 * export condition, so tests never need a build (except the CLI and server tests, which run the
 * built commands as a user would).
 */
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    include: ['{config,core,cli}/{src,test}/**/*.test.ts', 'plugins/*/{src,test}/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', '**/*.unleash.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
