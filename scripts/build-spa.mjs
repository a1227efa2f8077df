// Builds a browser app (`web/`, later `admin/`) with Vite when its inputs changed since the last build,
// so `npm start` builds only when needed. The inputs are the app's own sources and the shared modules
// it imports from the server packages; their contents are hashed (mtimes lie after a checkout).
// Every text file of the build also gets a brotli (.br) and a gzip (.gz) twin at the highest levels,
// made once here so the server only negotiates (core/src/http/static.ts) and never compresses per request.
//
//   node scripts/build-spa.mjs web [--force]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const [app, ...flags] = process.argv.slice(2);
if (!app || !existsSync(path.join(root, app, 'vite.config.ts'))) {
  console.error('Usage: node scripts/build-spa.mjs <app folder with a vite.config.ts> [--force]');
  process.exit(2);
}

const inputs = [
  `${app}/src`,
  `${app}/public`,
  // Its pages: index.html, and for the owner app the sign-in screen's auth.html.
  ...readdirSync(path.join(root, app)).filter((name) => name.endsWith('.html')).sort().map((name) => `${app}/${name}`),
  `${app}/vite.config.ts`,
  `${app}/package.json`,
  'config/src/rules.ts',
  'config/src/flags.ts',
  'core/src/contracts',
  'package-lock.json',
];

function* files(relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return;
  if (statSync(full).isFile()) {
    yield relative;
    return;
  }
  for (const entry of readdirSync(full, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.endsWith('.test.ts') || entry.name.endsWith('.test.tsx')) continue;
    yield* files(path.join(relative, entry.name));
  }
}

const hash = createHash('sha256');
for (const input of inputs) {
  for (const file of files(input)) {
    hash.update(file).update('\0').update(readFileSync(path.join(root, file))).update('\0');
  }
}
const digest = hash.digest('hex');
const stamp = path.join(root, app, 'dist', '.inputs-sha256');

if (!flags.includes('--force') && existsSync(path.join(root, app, 'dist', 'index.html')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) {
  console.log(`${app}: up to date`);
  process.exit(0);
}

const vite = spawnSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
  cwd: path.join(root, app),
  stdio: 'inherit',
});
if (vite.status !== 0) process.exit(vite.status ?? 1);

/** Text the browser fetches; source maps are never served (core/src/http/static.ts) and are left as they are. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed twin saves less than a packet's worth. */
const MIN_COMPRESS_BYTES = 512;

let twins = 0;
for (const file of files(path.join(app, 'dist'))) {
  if (!COMPRESSIBLE.test(file) || file.includes(`${path.sep}.`)) continue;
  const full = path.join(root, file);
  const body = readFileSync(full);
  if (body.length < MIN_COMPRESS_BYTES) continue;
  const br = brotliCompressSync(body, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  const gz = gzipSync(body, { level: zlib.Z_BEST_COMPRESSION });
  // A twin that is not smaller is not worth serving.
  if (br.length < body.length) writeFileSync(`${full}.br`, br);
  if (gz.length < body.length) writeFileSync(`${full}.gz`, gz);
  twins++;
}

writeFileSync(stamp, digest);
console.log(`${app}: built into ${app}/dist (${twins} files with brotli and gzip twins)`);
