import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The admin console, served by the core at /console (core/src/http/static.ts). In development the API is
 * proxied to the TAPin server on :3000.
 */
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' } },
  // The manifest maps each screen's module to its chunks, for the console's budget (scripts/check-js-budget.mjs admin).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are written for reading a production stack trace here, but never named in the files nor served (core/src/http/static.ts).
    sourcemap: 'hidden',
    manifest: true,
    rolldownOptions: {
      // As in the owner app: the shared contracts build zod schemas at module level; declaring zod's
      // builders pure lets the console take a constant (statuses, industries) without zod.
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
});
