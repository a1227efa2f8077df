// npm run bench:cluster — TAPin with one and with two web processes on one PostgreSQL (issue 29): the
// directory's first page (its cache on, as deployed) and sign-in (one argon2id hash each), each process
// pinned to a core of its own, printing req/s and the ratio of two processes to one.
//
//   BENCH_BUSINESSES (20000)  BENCH_CONNECTIONS (16 per process)  BENCH_WARMUP (3 s)  BENCH_DURATION (5 s)
//   BENCH_RUNS (3)
//
// PostgreSQL is a throwaway cluster of its own (deleted at the end), seeded by set-based SQL. With one
// process: it on CPU 0, the load generator on CPU 1. With two: CPU 0 and CPU 1, the load generator (one
// autocannon per process, at once) and PostgreSQL wherever the kernel puts them. On a 2-core machine the
// second process therefore shares its core with PostgreSQL and the load generator: the ratio here is a
// floor, not what a second machine gives (README, "Benchmarks").
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { loadConfig } from '@tapin/config';
import { createApp } from '@tapin/core';
import { directoryPlugin } from '@tapin/plugin-directory';
import { pino } from 'pino';
import { pinSelf, runSettings, startServer } from './bench-kit.mjs';
import { seedPg } from './directory-pg-data.mjs';
import { startCluster } from './pg-cluster.mjs';

const N = Number(process.env.BENCH_BUSINESSES ?? 20_000);
const settings = runSettings({ connections: 16, warmup: 3, duration: 5 });
const EMAIL = 'bench@tapin.example';
const PASSWORD = 'bench-password-1';
const here = path.dirname(fileURLToPath(import.meta.url));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Migrates and seeds the database through the app, and makes the account that signs in. */
async function prepare(url, dataDir) {
  const config = loadConfig({ envFile: false, env: { DATA_DIR: dataDir, LOG_TO_FILES: 'false', DATABASE_URL: url } });
  const app = await createApp({ config, plugins: [directoryPlugin], log: pino({ level: 'error' }) });
  try {
    const { db, accounts, sessions, directory } = app.kernel.cradle;
    await directory.stop();
    await seedPg(db, N);
    const admin = await accounts.createAdmin({ email: EMAIL, name: 'Bench', password: PASSWORD });
    return { token: await sessions.create(admin.id) };
  } finally {
    await app.close();
  }
}

/**
 * Warm-up, then `runs` timed runs, each loading every process at once (one autocannon each); the median
 * of the summed req/s, and the worst process's p99. Only 2xx answers count.
 */
async function measure(label, ports, request) {
  const load = (duration) =>
    Promise.all(
      ports.map((port) => autocannon({ url: `http://127.0.0.1:${port}${request.path}`, connections: settings.connections, duration, pipelining: 1, ...request.options })),
    );
  await load(settings.warmup);
  const runs = [];
  for (let i = 0; i < settings.runs; i++) {
    const results = await load(settings.duration);
    for (const r of results) if (r.non2xx > 0 || r.errors > 0) throw new Error(`${label}: ${r.non2xx} non-2xx (${JSON.stringify(r.statusCodeStats)}) and ${r.errors} errors`);
    runs.push({ rps: results.reduce((sum, r) => sum + r['2xx'] / r.duration, 0), p99: Math.max(...results.map((r) => r.latency.p99)) });
  }
  return { label, rps: median(runs.map((r) => r.rps)), p99: median(runs.map((r) => r.p99)) };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tapin-bench-cluster-'));
  const children = [];
  let cluster = null;
  const cleanUp = () => {
    for (const child of children) child.kill('SIGTERM');
    cluster?.stop();
    cluster = null;
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    cleanUp();
    process.exit(130);
  });
  try {
    cluster = await startCluster('tapin_bench');
    const started = Date.now();
    const { token } = await prepare(cluster.url, dataDir);
    console.log(`A throwaway PostgreSQL, ${N.toLocaleString()} businesses seeded in ${((Date.now() - started) / 1000).toFixed(1)} s. ${settings.connections} connections per process, ${settings.warmup} s warm-up, median of ${settings.runs} × ${settings.duration} s.`);
    process.env.BENCH_SERVER_DATABASE_URL = cluster.url;
    const requests = {
      'directory, first page': { path: '/api/businesses/directory?sort=name&limit=24', options: { headers: { authorization: `Bearer ${token}` } } },
      'sign-in': {
        path: '/api/auth/login',
        options: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: EMAIL, password: PASSWORD }) },
      },
    };
    const start = async (cpu) => {
      const server = await startServer(path.join(here, 'directory-server.mjs'), ['app', dataDir, ''], cpu);
      children.push(server.child);
      return server.port;
    };

    const results = {};
    pinSelf(1);
    const one = [await start(0)];
    for (const [name, request] of Object.entries(requests)) results[name] = { one: await measure(`${name}, 1 process`, one, request) };
    // The load generator may run anywhere now: both cores hold a web process.
    execFileSync('taskset', ['-cp', '0-1', String(process.pid)], { stdio: 'ignore' });
    const two = [...one, await start(1)];
    for (const [name, request] of Object.entries(requests)) results[name].two = await measure(`${name}, 2 processes`, two, request);

    console.log('');
    console.log(`${'request'.padEnd(24)} ${'1 process'.padStart(16)} ${'2 processes'.padStart(16)} ${'ratio'.padStart(7)}`);
    for (const [name, { one: a, two: b }] of Object.entries(results)) {
      const cell = (r) => `${r.rps.toFixed(0)} req/s`.padStart(11) + ` ${String(r.p99).padStart(4)}`;
      console.log(`${name.padEnd(24)} ${cell(a)} ${cell(b)} ${(b.rps / a.rps).toFixed(2).padStart(7)}`);
    }
    console.log('(req/s, then p99 in ms; with two, the sum of both processes and the worse p99)');
  } finally {
    cleanUp();
  }
}

await main();
