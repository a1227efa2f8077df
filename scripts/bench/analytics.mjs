// npm run bench:analytics — every admin analytics call at 100,000 users, 100,000 businesses and
// 100,000 outbox rows (SQLite), against its target: p99 ≤ 50 ms.
//
//   BENCH_ROWS (100000)  BENCH_CONNECTIONS (2)  BENCH_WARMUP (5 s)  BENCH_DURATION (5 s)  BENCH_RUNS (3)
//
// The server runs on CPU 0 and the load generator on CPU 1 (taskset). Two connections: the dashboard
// is opened by a few admins, and more connections only measure the queue in front of one process.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '@tapin/config';
import { createApp } from '@tapin/core';
import { pino } from 'pino';
import { seed } from './analytics-data.mjs';
import { measure as measureWith, pinSelf, printResults, runSettings, startServer as startScript } from './bench-kit.mjs';

const N = Number(process.env.BENCH_ROWS ?? 100_000);
const settings = runSettings({ connections: 2, warmup: 5, duration: 5 });
const { connections: CONNECTIONS, warmup: WARMUP, duration: DURATION, runs: RUNS } = settings;
const TARGET_P99_MS = 50;
const here = path.dirname(fileURLToPath(import.meta.url));

const calls = [
  '/api/admin/analytics/daily',
  '/api/admin/analytics/weekly',
  '/api/admin/analytics/monthly',
  '/api/admin/analytics/summary',
  '/api/admin/analytics/series?days=30',
  '/api/admin/user-details/monthly',
];

const startServer = (dataDir) => startScript(path.join(here, 'analytics-server.mjs'), [dataDir]);
const measure = (label, url, headers) => measureWith(label, url, headers, settings);

async function main() {
  const pinned = pinSelf(1);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tapin-bench-analytics-'));
  const config = loadConfig({ envFile: false, env: { DATA_DIR: dataDir, LOG_TO_FILES: 'false' } });
  console.log(`Seeding ${N.toLocaleString()} users, businesses and outbox rows into ${dataDir} …`);
  const started = Date.now();
  const app = await createApp({ config, plugins: [], log: pino({ level: 'error' }) });
  const { db, accounts, sessions } = app.kernel.cradle;
  await seed(db, { users: N, businesses: N, emails: N });
  const admin = await accounts.createAdmin({ email: 'bench@tapin.example', name: 'Bench', password: null });
  const token = await sessions.create(admin.id);
  await db.raw('PRAGMA optimize');
  await app.close();
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s. ${CONNECTIONS} connections, ${WARMUP} s warm-up, median of ${RUNS} × ${DURATION} s.${pinned ? ' Server on CPU 0, load on CPU 1.' : ' (taskset unavailable: not pinned)'}`);

  const results = [];
  const server = await startServer(dataDir);
  try {
    for (const call of calls) results.push(await measure(call, `http://127.0.0.1:${server.port}${call}`, { authorization: `Bearer ${token}` }));
  } finally {
    server.child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }

  printResults('call', results);
  const misses = results.filter((r) => r.p99 > TARGET_P99_MS);
  console.log('');
  console.log(`p99 of every call at ${N.toLocaleString()} rows each: target ≤ ${TARGET_P99_MS} ms — ${misses.length ? `FAIL (${misses.map((r) => r.label).join(', ')})` : 'PASS'}`);
  process.exitCode = misses.length ? 1 : 0;
}

await main();
