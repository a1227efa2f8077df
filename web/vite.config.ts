import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The owner app. In development the API is proxied to the TAPin server on :3000. */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' } },
  // The manifest maps each route's module to its chunks, for the JavaScript budget (scripts/check-js-budget.mjs).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      // The shared contracts build their zod schemas at module level; declaring zod's builders pure lets a
      // screen that needs one constant from a contract leave the schemas (and zod) out.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // One cacheable chunk for the framework every screen runs on, instead of pieces spread over the pages.
        codeSplitting: {
          groups: [{ name: 'framework', test: /node_modules[\\/](?:react|react-dom|scheduler|react-router|@tanstack|tailwind-merge)[\\/]/ }],
        },
      },
    },
  },
});
