// Builds a browser app (`web/`, later `admin/`) with Vite when its inputs changed since the last build,
// so `npm start` builds only when needed. The inputs are the app's own sources and the shared modules
// it imports from the server packages; their contents are hashed (mtimes lie after a checkout).
//
//   node scripts/build-spa.mjs web [--force]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const [app, ...flags] = process.argv.slice(2);
if (!app || !existsSync(path.join(root, app, 'vite.config.ts'))) {
  console.error('Usage: node scripts/build-spa.mjs <app folder with a vite.config.ts> [--force]');
  process.exit(2);
}

const inputs = [
  `${app}/src`,
  `${app}/public`,
  `${app}/index.html`,
  `${app}/vite.config.ts`,
  `${app}/package.json`,
  'config/src/rules.ts',
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
writeFileSync(stamp, digest);
console.log(`${app}: built into ${app}/dist`);
