import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * What each page's small first module loads once it has started its reads: for the app (index.html,
 * src/main.ts), React and the app; for the sign-in screen (auth.html, src/sign-in.ts), React and that
 * screen.
 */
const PAGE_MODULES: Record<string, string> = { '/index.html': 'src/app/start.tsx', '/auth.html': 'src/app/start-signed-out.tsx' };

/**
 * Preloads that module and everything it imports from the HTML, so they download while the first
 * module — small, React-free — starts the screen's data and code, all in the first round of requests
 * after the page (issue "Fast on a phone": no request chains). The first module loads it rather than
 * imports it, so that code which cannot be fetched still leaves a message (app/load-failure.ts).
 */
function preloadPageModule(): Plugin {
  return {
    name: 'tapin:preload-page-module',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, path }) {
        const module = PAGE_MODULES[path];
        if (!module) throw new Error(`${path} is a page without a module to preload: name it in PAGE_MODULES`);
        const chunks = Object.values(bundle ?? {}).filter((item) => item.type === 'chunk');
        const app = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module));
        if (!app) throw new Error(`${module} is not a chunk of the build: nothing to preload`);
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
  plugins: [react(), tailwindcss(), preloadPageModule()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' } },
  // The manifest maps each route's module to its chunks, for the JavaScript budget (scripts/check-js-budget.mjs).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are written for reading a production stack trace here, but never named in the files nor served (core/src/http/static.ts).
    sourcemap: 'hidden',
    manifest: true,
    rolldownOptions: {
      // Two pages: the app (index.html, every address) and the sign-in screen for a visitor without a
      // session (auth.html, which the server sends for / and /auth: src/sign-in.ts).
      input: { app: 'index.html', signIn: 'auth.html' },
      // The shared contracts build their zod schemas at module level; declaring zod's builders pure lets a
      // screen that needs one constant from a contract leave the schemas (and zod) out.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          groups: [
            // The API client, the session and Vite's loader of lazy chunks, which both first modules run before
            // React has arrived: free of React, so the first reads never wait for it. First: a group also takes what its
            // modules import, and the groups below import these.
            { name: 'client', test: /(?:[\\/]web[\\/]src[\\/]app[\\/](?:api|session|known-device|paths|load-failure)\.ts|vite[\\/]preload-helper\.js)$/ },
            // One chunk for what every screen draws with, the sign-in screen included: React, tailwind-merge,
            // the icons' runtime and the app's small building blocks (one copy, instead of one inside each
            // screen's chunk); and one for the router and React Query's hooks, which the app runs on and the
            // sign-in screen does without. React Query's core is apart: the app's first module runs it
            // before React arrives. Few chunks on purpose: on a phone each request costs a round trip.
            {
              name: 'ui',
              test: /node_modules[\\/](?:react|react-dom|scheduler|tailwind-merge|lucide-react[\\/]dist[\\/]esm[\\/](?:shared|Icon|context|createLucideIcon))[\\/.]|[\\/]web[\\/]src[\\/](?:ui[\\/](?:button|card|cn|spinner|toast|toast-store|message-page|form|tabs|roving|idle|dialog|badge)|app[\\/]PageErrorBoundary)\.tsx?$/,
            },
            // With the app's own hooks on them (the session, the flags, the beta's facts, the drafts, the
            // caller's businesses, which the navigation bar reads) and links: one copy for the app and every screen.
            {
              name: 'framework',
              test: /node_modules[\\/](?:react-router|@tanstack[\\/]react-query)[\\/]|[\\/]web[\\/]src[\\/](?:app[\\/](?:auth|flags|beta|drafts)|features[\\/]businesses[\\/]business-api|ui[\\/]button-link)\.tsx?$/,
            },
            { name: 'query-core', test: /node_modules[\\/]@tanstack[\\/]query-core[\\/]/, priority: 1 },
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
