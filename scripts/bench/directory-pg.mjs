// npm run bench:directory:pg (or npm run bench:directory -- --pg) — the directory at 1,000,000 businesses
// on PostgreSQL, beside a bare Koa + `pg` route reading the same page by the same index, in the same run.
//
//   BENCH_BUSINESSES (1000000)  BENCH_CONNECTIONS (8)  BENCH_WARMUP (3 s)  BENCH_DURATION (5 s)  BENCH_RUNS (3)
//   BENCH_DATABASE_URL (unset): an empty PostgreSQL database to use; unset, the bench starts a throwaway
//   cluster of its own (initdb in a temporary folder, a free port) and deletes it at the end.
//
// Seeds by set-based SQL (directory-pg-data.mjs) after the app's own migrations, then measures: the first
// page and a deep page (from the 40,000th listing by name, reached by the app's cursor) against the bare
// route, the app answering with its cache (as deployed) and without; each search alone, with the cache
// off; the summary and the industries, with the cache off. The servers and PostgreSQL run on CPU 0, the
// load generator on CPU 1 (taskset). Exits 1 when a target is missed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '@tapin/config';
import { createApp } from '@tapin/core';
import { directoryPlugin } from '@tapin/plugin-directory';
import { pino } from 'pino';
import { measure as measureWith, pinSelf, printResults, runSettings, startServer as startScript } from './bench-kit.mjs';
import { seedPg } from './directory-pg-data.mjs';
import { pinCluster, startCluster } from './pg-cluster.mjs';

const N = Number(process.env.BENCH_BUSINESSES ?? 1_000_000);
const settings = runSettings({ connections: 8, warmup: 3, duration: 5 });
const { connections: CONNECTIONS, warmup: WARMUP, duration: DURATION, runs: RUNS } = settings;
/** The deep page starts at this listing by name (the first is 1). */
const DEEP = 40_000;
const PAGE = 24;
/** Where the directory stops counting matches (X-Total-Count "1000+"). */
const COUNT_CAP = 1000;
/** The app's largest page, for walking to the deep page by cursor. */
const WALK_PAGE = 100;
/** The list answers at least this share of the bare route's requests per second. */
const LIST_RATIO = 0.8;
/** Every search and count answers within this at the 99th percentile. */
const P99_MS = 25;
/** The columns the directory answers with (listing-reader.ts), as the bare route selects them. */
const COLUMNS = ['id', 'name', 'description', 'industry', 'location', 'contact_phone', 'contact_email', 'website', 'services', 'value_proposition', 'is_test_data', 'created_at'];
const here = path.dirname(fileURLToPath(import.meta.url));

const children = new Set();
const startServer = async (mode, dataDir, pageFile) => {
  const server = await startScript(path.join(here, 'directory-server.mjs'), [mode, dataDir, pageFile ?? '']);
  children.add(server.child);
  return server;
};
const stopServer = (server) => {
  server.child.kill('SIGTERM');
  children.delete(server.child);
};
const measure = (label, url, headers, paths) => measureWith(label, url, headers, settings, paths);

/** The name index's columns (the bare route orders by them, so it reads the same index as the app). */
async function nameOrder(db) {
  const { rows } = await db.raw("select indexdef from pg_indexes where schemaname = current_schema() and indexname = 'directory_listings_by_sort_name'");
  const columns = /USING btree \((.+)\)$/.exec(rows[0]?.indexdef ?? '')?.[1];
  if (!columns || /\b(desc|nulls)\b/i.test(columns)) throw new Error(`directory_listings_by_sort_name is not an ascending btree index: ${rows[0]?.indexdef ?? 'missing'}`);
  return columns.split(',').map((c) => c.trim());
}

/** Seeds the database, and prepares what the servers and requests need. */
async function prepare(url, dataDir) {
  const config = loadConfig({ envFile: false, env: { DATA_DIR: dataDir, LOG_TO_FILES: 'false', DIRECTORY_CACHE_SECONDS: '3600', DATABASE_URL: url } });
  // The app's migrations make the tables; it is closed before the listing is marked caught up.
  const app = await createApp({ config, plugins: [directoryPlugin], log: pino({ level: 'error' }) });
  try {
    const { db, accounts, sessions, directory } = app.kernel.cradle;
    // Its catch-up would read the businesses while they are written, and write the listing beside the seeding.
    await directory.stop();
    const [{ count }] = await db('businesses').count({ count: '*' });
    if (Number(count) > 0) throw new Error(`The database already holds ${count} businesses: give an empty one`);
    console.log(`Seeding ${N.toLocaleString()} businesses …`);
    const started = Date.now();
    const steps = await seedPg(db, N);
    const seedSeconds = (Date.now() - started) / 1000;
    console.log(`  ${Object.entries(steps).map(([name, s]) => `${name} ${s.toFixed(1)} s`).join(', ')}`);
    const admin = await accounts.createAdmin({ email: 'bench@tapin.example', name: 'Bench', password: null });
    const token = await sessions.create(admin.id);

    const order = await nameOrder(db);
    const [{ listed }] = (await db.raw('select count(*)::int as listed from directory_listings')).rows;
    const keys = order.map((c, i) => `${c} as k${i}`).join(', ');
    // The page starts after the listing before the DEEP-th.
    const before = (await db.raw(`select ${keys} from directory_listings order by ${order.join(', ')} offset ${DEEP - 2} limit 1`)).rows[0];
    const after = order.map((_, i) => before[`k${i}`]);
    const ids = async (where, bindings) =>
      (await db.raw(`select id from directory_listings ${where} order by ${order.join(', ')} limit ${PAGE}`, bindings)).rows.map((r) => Number(r.id));
    const expected = { first: await ids('', []), deep: await ids(`where (${order.join(', ')}) > (${order.map(() => '?').join(', ')})`, after) };
    // A rare search: the whole name of one business (its number is in no other name).
    const [{ name: rare }] = (await db.raw(`select name from directory_listings order by id offset ${Math.floor(listed * 0.777)} limit 1`)).rows;
    // Two common words that meet in a few listings: counted by the words' prefixes, as a search reads them.
    const [{ together }] = (await db.raw("select count(*)::int as together from directory_listings where search_vector @@ to_tsquery('simple', 'coffee:* & ybor:*')")).rows;
    return { seedSeconds, token, listed, order, after, expected, rare, together };
  } finally {
    await app.close();
  }
}

/** Follows the app's X-Next-Cursor from the first page to the one starting at the DEEP-th listing; null without cursors. */
async function deepPageUrl(base, headers) {
  let cursor = null;
  for (let seen = 0; seen < DEEP - 1; ) {
    const limit = Math.min(WALK_PAGE, DEEP - 1 - seen);
    const res = await fetch(`${base}?sort=name&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { headers });
    if (!res.ok) throw new Error(`walking the directory: ${res.status} ${await res.text()}`);
    seen += (await res.json()).length;
    cursor = res.headers.get('x-next-cursor');
    if (!cursor) return null;
  }
  return `${base}?sort=name&limit=${PAGE}&cursor=${encodeURIComponent(cursor)}`;
}

/** Starts an app server and times it from the spawn to its first answer (the summary: how many are listed). */
async function startApp(mode, dataDir, headers) {
  const started = Date.now();
  const server = await startServer(mode, dataDir);
  const res = await fetch(`http://127.0.0.1:${server.port}/api/businesses/directory/summary`, { headers });
  if (!res.ok) throw new Error(`${mode}: the first request answered ${res.status}`);
  const { total } = await res.json();
  return { ...server, startSeconds: (Date.now() - started) / 1000, total };
}

const pageIds = async (url, headers) => {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()).map((b) => Number(b.id));
};
const same = (a, b) => a.length === b.length && a.every((id, i) => id === b[i]);

async function main() {
  if (!(N >= 50_000)) throw new Error(`BENCH_BUSINESSES must be at least 50000 (the deep page is listing ${DEEP.toLocaleString()})`);
  const startLoad = loadavg()[0];
  const pinned = pinSelf(1);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tapin-bench-'));
  let cluster = null;
  const cleanUp = () => {
    for (const child of children) child.kill('SIGTERM');
    children.clear();
    cluster?.stop();
    cluster = null;
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      cleanUp();
      process.exit(130);
    });
  }
  try {
    let url = process.env.BENCH_DATABASE_URL;
    if (!url) {
      cluster = await startCluster('tapin_bench');
      url = cluster.url;
      console.log(`A throwaway PostgreSQL at ${url}`);
    }
    const prepared = await prepare(url, dataDir);
    const clusterPinned = cluster ? pinCluster(cluster.postmaster, 0) : false;
    console.log(
      `Seeded in ${prepared.seedSeconds.toFixed(1)} s: ${prepared.listed.toLocaleString()} listed. ${CONNECTIONS} connections, ${WARMUP} s warm-up, median of ${RUNS} × ${DURATION} s.` +
        (pinned ? ` Servers on CPU 0${clusterPinned ? ' with PostgreSQL' : ''}, load on CPU 1.` : ' (taskset unavailable: not pinned)'),
    );
    process.env.BENCH_SERVER_DATABASE_URL = url;
    const headers = { authorization: `Bearer ${prepared.token}` };
    const results = [];
    const checks = [];
    const check = (ok, text) => checks.push({ ok, text });

    const pageFile = path.join(dataDir, 'bare-page.json');
    writeFileSync(pageFile, JSON.stringify({ columns: COLUMNS, order: prepared.order, after: prepared.after, limit: PAGE }));
    const bare = await startServer('bare-pg', dataDir, pageFile);
    try {
      const bareUrl = `http://127.0.0.1:${bare.port}`;
      check(same(await pageIds(`${bareUrl}/first`, {}), prepared.expected.first), 'bare route: the first page is the one by the name index:');
      check(same(await pageIds(`${bareUrl}/deep`, {}), prepared.expected.deep), 'bare route: the deep page is the one by the name index:');
      results.push(await measure('bare Koa + pg: first page', `${bareUrl}/first`, {}));
      results.push(await measure(`bare Koa + pg: page from listing ${DEEP.toLocaleString()}`, `${bareUrl}/deep`, {}));
    } finally {
      stopServer(bare);
    }
    const [bareFirst, bareDeep] = results;
    const lists = [];
    const searches = [];
    let deepUrlPath = null;
    const starts = {};
    for (const mode of ['app', 'app-nocache']) {
      const server = await startApp(mode, dataDir, headers);
      starts[mode] = server.startSeconds;
      check(server.total === prepared.listed, `${mode}: lists ${server.total.toLocaleString()} after its catch-up:`);
      const cache = mode === 'app' ? 'cache' : 'no cache';
      try {
        const base = `http://127.0.0.1:${server.port}/api/businesses/directory`;
        const first = `${base}?sort=name&limit=${PAGE}`;
        check(same(await pageIds(first, headers), prepared.expected.first), `app (${cache}): the first page is the bare route's:`);
        lists.push({ bare: bareFirst, result: await measure(`app: first page (sort=name, ${PAGE}), ${cache}`, first, headers) });
        if (mode === 'app') {
          const walked = Date.now();
          const deep = await deepPageUrl(base, headers);
          deepUrlPath = deep && deep.slice(base.length);
          console.log(
            deep
              ? `Walked to listing ${DEEP.toLocaleString()} by cursor (${WALK_PAGE} a page) in ${((Date.now() - walked) / 1000).toFixed(1)} s`
              : 'cursor paging not available: the deep page is measured on the bare route only',
          );
        }
        if (deepUrlPath) {
          const deep = `${base}${deepUrlPath}`;
          check(same(await pageIds(deep, headers), prepared.expected.deep), `app (${cache}): the deep page is the bare route's:`);
          lists.push({ bare: bareDeep, result: await measure(`app: page from listing ${DEEP.toLocaleString()} by cursor, ${cache}`, deep, headers) });
        }
        if (mode === 'app-nocache') {
          const terms = [
            ['rare', prepared.rare, (t) => t === '1'],
            ['common', 'coffee', (t) => t === `${COUNT_CAP}+`],
            ['two letters, none', 'zq', (t) => t === '0'],
            ['two letters', 'bl', (t) => t === `${COUNT_CAP}+`],
            ['two common words, none together', 'ybor westshore', (t) => t === '0'],
            ['two common words, a few together', 'coffee ybor', (t) => t === (prepared.together > COUNT_CAP ? `${COUNT_CAP}+` : String(prepared.together))],
            ['no match', 'qqqzzz', (t) => t === '0'],
          ];
          for (const [kind, q, expected] of terms) {
            const url = `${base}?q=${encodeURIComponent(q)}&limit=${PAGE}`;
            const total = (await fetch(url, { headers })).headers.get('x-total-count');
            check(expected(total), `search ${kind}: "${q}" finds ${total}:`);
            searches.push(await measure(`search ${kind}: "${q}", no cache`, url, headers));
          }
          searches.push(await measure('summary, no cache', `${base}/summary`, headers));
          searches.push(await measure('industries, no cache', `${base}/industries`, headers));
        }
      } finally {
        stopServer(server);
      }
    }
    results.push(...lists.map((l) => l.result), ...searches);

    printResults(`${prepared.listed.toLocaleString()} listed of ${N.toLocaleString()} (PostgreSQL)`, results);
    console.log('');
    console.log(`load average (1 min) at the start ${startLoad.toFixed(1)}, at the end ${loadavg()[0].toFixed(1)} (on ${cpus().length} CPUs)`);
    console.log(`start-up (spawn to first answer, catch-up included): app ${starts.app.toFixed(1)} s, app-nocache ${starts['app-nocache'].toFixed(1)} s`);
    if (!deepUrlPath) check(false, 'deep page: cursor paging not available (no X-Next-Cursor), not measured:');
    for (const { bare: b, result } of lists) {
      const ratio = result.rps / b.rps;
      check(ratio >= LIST_RATIO, `${result.label} / ${b.label}: ${(ratio * 100).toFixed(0)}% (target ≥ ${LIST_RATIO * 100}%)`);
    }
    // No answer within a run (every request slower than BENCH_DURATION) leaves autocannon no latency: a miss.
    for (const r of searches) check(r.rps > 0 && r.p99 <= P99_MS, `${r.label}: p99 ${r.rps > 0 ? `${r.p99} ms` : `over ${DURATION} s (no answer within a run)`} (target ≤ ${P99_MS} ms)`);
    for (const { ok, text } of checks) console.log(`${text} ${ok ? 'PASS' : 'FAIL'}`);
    process.exitCode = checks.every((c) => c.ok) ? 0 : 1;
  } finally {
    cleanUp();
  }
}

await main();
