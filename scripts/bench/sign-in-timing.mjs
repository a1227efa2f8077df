// Sign-in takes the same time whatever the address: this measures it. Each path (an unknown address, a
// waitlisted one with a wrong and with its right password, an account with a wrong password, a
// password-less admin) is answered after verifying one argon2id hash of the same cost, so their medians
// should match within the noise. The tests check the mechanism; this checks the clock.
//
//   npm run bench:sign-in
//   BENCH_SAMPLES (60 per path)  BENCH_SPREAD (0.15: largest gap between medians, as a share of the smallest)
//
// One in-process server on SQLite, requests one at a time over HTTP, paths interleaved so drift in the
// machine's load falls on all of them alike. The throttle's limits are lifted: here it would only refuse.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '@tapin/config';
import { createApp } from '@tapin/core';
import { pino } from 'pino';

const SAMPLES = Math.min(Number(process.env.BENCH_SAMPLES ?? 60), 400);
const TARGET_SPREAD = Number(process.env.BENCH_SPREAD ?? 0.15);
/** The largest limits the configuration accepts: far more than this run's samples. */
const LIMITS = { maxFailuresPerEmail: 1000, maxFailuresPerAddress: 100_000 };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tapin-bench-sign-in-'));
  const config = loadConfig({
    envFile: false,
    env: { DATA_DIR: dataDir, LOG_TO_FILES: 'false', BETA_LIMIT: '1' },
    overrides: { auth: { throttle: { ...LIMITS, slowdownMs: 0 } } },
  });
  const app = await createApp({ config, plugins: [], log: pino({ level: 'error' }) });
  const server = await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${server.address().port}`;
  const post = async (url, body) => {
    const started = performance.now();
    const res = await fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - started };
  };
  try {
    await post('/api/auth/register', { name: 'Pat Owner', email: 'pat@bench.example', password: 'secret-pat' });
    await post('/api/auth/register', { name: 'Wai Ting', email: 'wait@bench.example', password: 'secret-wait' });
    await app.kernel.cradle.accounts.createAdmin({ email: 'boss@bench.example', name: 'Boss', password: null });

    const paths = [
      { label: 'unknown address', body: { email: 'nobody@bench.example', password: 'secret-pat' }, status: 401 },
      { label: 'waitlisted, wrong password', body: { email: 'wait@bench.example', password: 'not-it' }, status: 401 },
      { label: 'waitlisted, right password', body: { email: 'wait@bench.example', password: 'secret-wait' }, status: 403 },
      { label: 'account, wrong password', body: { email: 'pat@bench.example', password: 'not-it' }, status: 401 },
      { label: 'admin without a password', body: { email: 'boss@bench.example', password: 'anything' }, status: 401 },
    ];
    // Warm-up: the dummy hash, the statement caches, the JIT.
    for (const p of paths) for (let i = 0; i < 3; i++) await post('/api/auth/login', p.body);
    const times = paths.map(() => []);
    for (let i = 0; i < SAMPLES; i++) {
      for (const [n, p] of paths.entries()) {
        const { status, ms } = await post('/api/auth/login', p.body);
        if (status !== p.status) throw new Error(`${p.label}: answered ${status}, expected ${p.status}`);
        times[n].push(ms);
      }
    }

    const results = paths.map((p, n) => ({ label: p.label, p50: median(times[n]), p90: percentile(times[n], 0.9) }));
    const width = Math.max(...results.map((r) => r.label.length)) + 2;
    console.log(`\n${'sign-in path'.padEnd(width)} ${'p50 ms'.padStart(8)} ${'p90 ms'.padStart(8)}`);
    for (const r of results) console.log(`${r.label.padEnd(width)} ${r.p50.toFixed(1).padStart(8)} ${r.p90.toFixed(1).padStart(8)}`);
    const medians = results.map((r) => r.p50);
    const spread = (Math.max(...medians) - Math.min(...medians)) / Math.min(...medians);
    console.log(`\nLargest gap between medians: ${(spread * 100).toFixed(1)}% (target ≤ ${(TARGET_SPREAD * 100).toFixed(0)}%) — ${spread <= TARGET_SPREAD ? 'PASS' : 'FAIL'}`);
    process.exitCode = spread <= TARGET_SPREAD ? 0 : 1;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
