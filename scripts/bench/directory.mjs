// npm run bench:directory — the directory's paged list and search at 100,000 businesses (SQLite),
// beside a bare Koa route serving the same page from memory, in the same run. With --pg
// (npm run bench:directory -- --pg, the same as npm run bench:directory:pg): directory-pg.mjs.
//
//   BENCH_BUSINESSES (100000)  BENCH_CONNECTIONS (8)  BENCH_WARMUP (10 s)  BENCH_DURATION (10 s)  BENCH_RUNS (3)
//   BENCH_ACCEPT_ENCODING (unset): sent with the app's requests, e.g. `br, gzip` as a browser does, so the
//   answers are compressed (COMPRESS_JSON_BYTES); the bare route never compresses.
//
// The servers run on CPU 0 and the load generator on CPU 1 (taskset), so they do not compete.
// The paged list is measured as deployed (with the directory cache); the search with the cache off and
// a rotation of 40 different queries, so every answer comes from the full-text index.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '@tapin/config';
import { createApp } from '@tapin/core';
import { directoryPlugin } from '@tapin/plugin-directory';
import { pino } from 'pino';
import { measure as measureWith, pinSelf, printResults, runSettings, startServer as startScript } from './bench-kit.mjs';
import { searchTerms, seed } from './directory-data.mjs';

const N = Number(process.env.BENCH_BUSINESSES ?? 100_000);
const settings = runSettings({ connections: 8, warmup: 10, duration: 10 });
const { connections: CONNECTIONS, warmup: WARMUP, duration: DURATION, runs: RUNS } = settings;
const here = path.dirname(fileURLToPath(import.meta.url));

const startServer = (mode, dataDir, pageFile) => startScript(path.join(here, 'directory-server.mjs'), [mode, dataDir, pageFile ?? '']);
const measure = (label, url, headers, paths) => measureWith(label, url, headers, settings, paths);

async function main() {
  const pinned = pinSelf(1);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tapin-bench-'));
  // No periodic catch-up while seeding (one an hour): the catch-up below takes in every seeded row,
  // so its time is the backfill's.
  const config = loadConfig({ envFile: false, env: { DATA_DIR: dataDir, LOG_TO_FILES: 'false', DIRECTORY_CACHE_SECONDS: '3600' } });
  console.log(`Seeding ${N.toLocaleString()} businesses into ${dataDir} …`);
  const started = Date.now();
  const app = await createApp({ config, plugins: [directoryPlugin], log: pino({ level: 'error' }) });
  const { db, accounts, sessions, directory } = app.kernel.cradle;
  await seed(db, N);
  // The rows went in behind the business service's events, as another process's writes would: the
  // directory takes them into its listing by its catch-up, as it does in production.
  const caughtUp = Date.now();
  await directory.catchUp();
  const catchUpSeconds = (Date.now() - caughtUp) / 1000;
  const admin = await accounts.createAdmin({ email: 'bench@tapin.example', name: 'Bench', password: null });
  const token = await sessions.create(admin.id);
  await db.raw('PRAGMA optimize');
  const page = await app.kernel.cradle.directory.search({ sort: 'name', limit: 24, offset: 0 });
  await app.close();
  const pageFile = path.join(dataDir, 'page.json');
  writeFileSync(pageFile, JSON.stringify(page));
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s (the directory's catch-up: ${catchUpSeconds.toFixed(1)} s). ${CONNECTIONS} connections, ${WARMUP} s warm-up, median of ${RUNS} × ${DURATION} s.${pinned ? ' Servers on CPU 0, load on CPU 1.' : ' (taskset unavailable: not pinned)'}`);

  const headers = { authorization: `Bearer ${token}`, ...(process.env.BENCH_ACCEPT_ENCODING ? { 'accept-encoding': process.env.BENCH_ACCEPT_ENCODING } : {}) };
  const results = [];
  const bare = await startServer('bare', dataDir, pageFile);
  try {
    results.push(await measure('bare Koa route, same page from memory', `http://127.0.0.1:${bare.port}/`, {}));
  } finally {
    bare.child.kill('SIGTERM');
  }
  const real = await startServer('app', dataDir);
  try {
    const base = `http://127.0.0.1:${real.port}/api/businesses/directory`;
    results.push(await measure('directory: paged list (sort=name, 24)', `${base}?sort=name&limit=24&offset=0`, headers));
  } finally {
    real.child.kill('SIGTERM');
  }
  const uncached = await startServer('app-nocache', dataDir);
  try {
    const paths = searchTerms.map((q) => `/api/businesses/directory?q=${encodeURIComponent(q)}&limit=24`);
    results.push(await measure(`directory: search, ${searchTerms.length} queries, no cache`, `http://127.0.0.1:${uncached.port}`, headers, paths));
  } finally {
    uncached.child.kill('SIGTERM');
  }
  rmSync(dataDir, { recursive: true, force: true });

  printResults('target', results);
  const ratio = results[1].rps / results[0].rps;
  const listOk = ratio >= 0.4;
  const searchOk = results[2].p99 <= 50;
  console.log('');
  console.log(`paged list / bare route: ${(ratio * 100).toFixed(1)}% (target ≥ 40%) ${listOk ? 'PASS' : 'FAIL'}`);
  console.log(`search p99 at ${N.toLocaleString()} businesses: ${results[2].p99} ms (target ≤ 50 ms) ${searchOk ? 'PASS' : 'FAIL'}`);
  process.exitCode = listOk && searchOk ? 0 : 1;
}

if (process.argv.includes('--pg')) await import('./directory-pg.mjs');
else await main();
