import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The module main.ts loads once it has started the first screen's reads: React and the app. */
const APP_MODULE = 'src/app/start.tsx';

/**
 * Preloads the app's module and everything it imports (React, the router, the app's shell) from the
 * HTML, so they download while main.ts — small, React-free — starts the screen's data and code, all in
 * the first round of requests after the page (issue "Fast on a phone": no request chains).
 */
function preloadApp(): Plugin {
  return {
    name: 'tapin:preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((item) => item.type === 'chunk');
        const app = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(APP_MODULE));
        if (!app) throw new Error(`${APP_MODULE} is not a chunk of the build: nothing to preload`);
        const files = new Set<string>();
        const add = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          for (const imported of chunks.find((chunk) => chunk.fileName === file)?.imports ?? []) add(imported);
        };
        add(app.fileName);
        // What Vite already preloads (the first module's own imports) is not listed twice.
        return [...files]
          .filter((file) => !html.includes(`/${file}"`)).map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}

/** The owner app. In development the API is proxied to the TAPin server on :3000. */
export default defineConfig({
  plugins: [react(), tailwindcss(), preloadApp()],
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
        codeSplitting: {
          groups: [
            // One cacheable chunk for the framework every screen runs on, instead of pieces spread over the
            // pages. React Query's core stays out of it: main.ts runs it before React arrives.
            { name: 'framework', test: /node_modules[\\/](?:react|react-dom|scheduler|react-router|@tanstack[\\/]react-query|tailwind-merge|lucide-react[\\/]dist[\\/]esm[\\/](?:shared|Icon|context|createLucideIcon))[\\/.]/ },
            { name: 'query-core', test: /node_modules[\\/]@tanstack[\\/]query-core[\\/]/, priority: 1 },
            // The app's small building blocks that the app module and nearly every screen use: one copy, loaded
            // with the app, instead of one inside each screen's chunk.
            {
              name: 'ui',
              test: /[\\/]web[\\/]src[\\/](?:ui[\\/](?:button|card|cn|spinner|toast|toast-store|message-page|form|tabs|roving)|app[\\/](?:auth|flags|beta|drafts|known-device))\.tsx?$/,
            },
          ],
          // A screen's small shared pieces (an icon, a badge, a form field) travel inside the screen's own
          // chunk instead of as requests of their own: on a phone each request costs a round trip, and
          // /promotions loaded 34 scripts, now 10 before its first paint. Lighthouse's figures: README, benchmarks.
          experimentalInlineCommonChunks: { maxSize: 8_000 },
        },
      },
    },
  },
});
