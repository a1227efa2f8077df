// What every benchmark shares: pinning the load generator and the server to separate cores, starting a
// server script, measuring with autocannon (warm-up, then the median of several runs, only 2xx
// counted), and printing the results. See README.md, "Tests" (the benchmarks).
import { execFileSync, spawn } from 'node:child_process';
import autocannon from 'autocannon';

const env = (name, fallback) => Number(process.env[name] ?? fallback);

/** Run settings, from BENCH_CONNECTIONS, BENCH_WARMUP, BENCH_DURATION (seconds) and BENCH_RUNS. */
export function runSettings(defaults) {
  return {
    connections: env('BENCH_CONNECTIONS', defaults.connections),
    warmup: env('BENCH_WARMUP', defaults.warmup),
    duration: env('BENCH_DURATION', defaults.duration),
    runs: env('BENCH_RUNS', defaults.runs ?? 3),
  };
}

/** Pins this process (the load generator) to `cpu`; false where taskset is missing. */
export function pinSelf(cpu) {
  try {
    execFileSync('taskset', ['-cp', String(cpu), String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Starts a server script on CPU `cpu` (0); it prints `{"port": n}` once it listens. */
export function startServer(script, args, cpu = 0) {
  return new Promise((resolve, reject) => {
    const child = spawn('taskset', ['-c', String(cpu), process.execPath, script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.once('data', (chunk) => resolve({ child, port: JSON.parse(String(chunk)).port }));
    child.once('exit', (code) => reject(new Error(`${args[0] ?? script} server exited (${code})`)));
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Warm-up, then `runs` timed runs; the median req/s, p50 and p99. `paths` rotates requests over several paths. */
export async function measure(label, url, headers, settings, paths) {
  const load = (duration) =>
    autocannon({
      url,
      headers,
      connections: settings.connections,
      duration,
      pipelining: 1,
      ...(paths ? { requests: paths.map((path) => ({ method: 'GET', path })) } : {}),
    });
  await load(settings.warmup);
  const runs = [];
  for (let i = 0; i < settings.runs; i++) {
    const r = await load(settings.duration);
    // Only 2xx answers count: anything else is a broken benchmark, not a fast one.
    if (r.non2xx > 0 || r.errors > 0) throw new Error(`${label}: ${r.non2xx} non-2xx and ${r.errors} errors`);
    runs.push({ rps: r['2xx'] / r.duration, p50: r.latency.p50, p99: r.latency.p99 });
  }
  return { label, rps: median(runs.map((r) => r.rps)), p50: median(runs.map((r) => r.p50)), p99: median(runs.map((r) => r.p99)) };
}

/** The results as an aligned table. */
export function printResults(heading, results) {
  const width = Math.max(heading.length, ...results.map((r) => r.label.length)) + 2;
  console.log('');
  console.log(`${heading.padEnd(width)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(9)} ${'p99 ms'.padStart(8)}`);
  for (const r of results) console.log(`${r.label.padEnd(width)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)}`);
}
