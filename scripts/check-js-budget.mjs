// The JavaScript budgets of the browser apps, checked on their built files (after `npm run build:web` or
// `npm run build:admin`). Sizes are gzip at level 9 (what the build's .gz twins hold; brotli is smaller
// still). Any breach is named with its chunk and the script exits 1, so CI fails.
//
// The owner app (web/dist, `npm run check:budget`):
//   - the first screen, /auth, as a visitor without a session gets it: ≤ 100 kB gzipped in total (the
//     sign-in page auth.html — src/sign-in.ts —, the module it loads, src/app/start-signed-out.tsx —
//     React and the sign-in screen —, and everything they import);
//   - any other screen's first load (the app page index.html — src/main.ts —, the app module it loads,
//     src/app/start.tsx — React, the router, React Query and the app —, the navigation bar and the page,
//     with all they import): ≤ 150 kB;
//   - each chunk loaded later (a page, a dialog, the form checks): ≤ 50 kB.
//
// The admin console (admin/dist, `npm run check:budget:admin`, in .ci/run). react-admin brings React DOM,
// React Router, React Query, react-hook-form, MUI and emotion, and the sign-in screen is already its
// <Login> inside <Admin>: that shell is the console's floor, so the budgets hold it where it was measured
// (24 November 2026: first load 276.9 kB, largest screen — the promotions list — 360.0 kB, largest lazy
// chunk 15.4 kB) with about 8% headroom; what grows past them is a new library, or a screen's code pulled
// into the first load (each screen is lazy: admin/src/shared/lazy.ts).
//   - the first load (the entry and its static imports: the sign-in screen and the shell): ≤ 300 kB;
//   - any screen's first load (the entry + the lazy screen, with all they import): ≤ 390 kB;
//   - each chunk loaded later: ≤ 25 kB.
//
//   node scripts/check-js-budget.mjs [app folder: web (default) or admin]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1000;
export const budget = { authTotal: 100 * KB, routeFirstLoad: 150 * KB, lazyChunk: 50 * KB };
export const adminBudget = { firstLoad: 300 * KB, screenFirstLoad: 390 * KB, lazyChunk: 25 * KB };
/** The owner app's two pages: the sign-in screen for a visitor without a session (/ and /auth), and the app (every address). */
const SIGN_IN_PAGE = 'auth.html';
const APP_PAGE = 'index.html';
/** React and the app, which the small first module (main.ts) loads on every screen after starting its reads. */
const APP_MODULE = 'src/app/start.tsx';
/** React and the sign-in screen, which the sign-in page's first module (sign-in.ts) loads. */
const SIGN_IN_MODULE = 'src/app/start-signed-out.tsx';
const SIGNED_IN_SHELL = ['src/features/nav/NavBar.tsx'];
/** Screens are the lazy page modules (`…Page.tsx`); other lazy modules are chunks loaded on demand. */
const isPage = (key) => /\/[A-Za-z]+Page\.tsx$/.test(key);
/** The console's screens: each resource's List/Show/Edit, the dashboard and the flags page (admin/src/shared/lazy.ts). */
const isConsoleScreen = (key) => /^src\/(?:resources\/[a-z-]+\/[A-Z][A-Za-z]+|dashboard\/Dashboard|flags\/FlagsPage)\.tsx$/.test(key);

const root = path.resolve(import.meta.dirname, '..');
const app = process.argv[2] ?? 'web';
const dist = path.join(root, app, 'dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`No ${path.relative(root, manifestFile)}: run npm run build:${app} first.`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

const gzipped = new Map();
function size(file) {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipped.get(file);
}

/** The JavaScript files a module needs before it runs: its own chunk and its static imports, transitively. */
function closure(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, into);
  return into;
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;
const total = (files) => [...files].reduce((sum, file) => sum + size(file), 0);
const failures = [];
const entryKey = app === 'web' ? APP_PAGE : Object.keys(manifest).find((key) => manifest[key].isEntry);
for (const key of app === 'web' ? [APP_PAGE, SIGN_IN_PAGE, APP_MODULE, SIGN_IN_MODULE] : [entryKey]) {
  if (!manifest[key]) failures.push(`${key} is not in the build: the budget no longer knows the first loads`);
}
/** What every screen loads first: the entry and its imports, and for the owner app, the app module main.ts loads. */
const entry = closure(entryKey);
if (app === 'web') closure(APP_MODULE, entry);
/** The owner app's sign-in page, for a visitor without a session: its entry, the module it loads, and all they import. */
const signIn = app === 'web' ? closure(SIGN_IN_MODULE, closure(SIGN_IN_PAGE)) : new Set();
const rows = [];

function checkLoad(label, files, limit) {
  const bytes = total(files);
  rows.push({ label, bytes, limit });
  if (bytes <= limit) return;
  const largest = [...files].sort((a, b) => size(b) - size(a)).slice(0, 3).map((f) => `${f} ${kb(size(f))}`);
  failures.push(`${label}: ${kb(bytes)} gzipped, over its ${kb(limit)} budget (largest: ${largest.join(', ')})`);
}

let lazyLimit = budget.lazyChunk;
if (app === 'admin') {
  lazyLimit = adminBudget.lazyChunk;
  checkLoad('first load (sign-in screen and shell)', entry, adminBudget.firstLoad);
  const screens = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && isConsoleScreen(key)).sort();
  if (screens.length === 0) failures.push('no lazy console screen in the build: the budget no longer knows the screens');
  for (const screen of screens) checkLoad(`first load of ${screen.replace(/^src\//, '').replace(/\.tsx$/, '')}`, new Set([...entry, ...closure(screen)]), adminBudget.screenFirstLoad);
} else {
  checkLoad('first load of /auth, signed out (auth.html)', signIn, budget.authTotal);
  const shell = new Set(SIGNED_IN_SHELL.flatMap((key) => [...closure(key)]));
  const pages = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && isPage(key)).sort();
  if (pages.length === 0) failures.push('no lazy page in the build: the budget no longer knows the screens');
  for (const page of pages) checkLoad(`first load of ${path.basename(page, '.tsx')}`, new Set([...entry, ...closure(page), ...shell]), budget.routeFirstLoad);
}

const firstLoaded = new Set([...entry, ...signIn]);
const lazyFiles = new Set(Object.values(manifest).map((chunk) => chunk.file).filter((file) => file.endsWith('.js') && !firstLoaded.has(file)));
for (const file of [...lazyFiles].sort()) {
  if (size(file) > lazyLimit) failures.push(`lazy chunk ${file}: ${kb(size(file))} gzipped, over its ${kb(lazyLimit)} budget`);
}

const width = Math.max(...rows.map((r) => r.label.length)) + 2;
console.log(`JavaScript budget (${app}/dist, gzipped):`);
for (const r of rows) console.log(`  ${r.label.padEnd(width)} ${kb(r.bytes).padStart(9)}  / ${kb(r.limit)}`);
const largestLazy = [...lazyFiles].sort((a, b) => size(b) - size(a))[0];
if (largestLazy) console.log(`  ${'largest lazy chunk'.padEnd(width)} ${kb(size(largestLazy)).padStart(9)}  / ${kb(lazyLimit)}  (${largestLazy})`);
if (failures.length > 0) {
  console.error(`\nOver budget:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('Within budget.');
