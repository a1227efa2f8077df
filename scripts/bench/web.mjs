// npm run bench:web — Lighthouse (mobile preset: a mid-range phone on a slow 4G link, simulated) against
// the built server with sample data on a temporary SQLite database, with Debian's Chromium:
//   /auth signed out; /dashboard, an owner's profile (/pioneer-profile/:id), /directory and
//   /promotions?businessId=… signed in as a business owner (the session token in local storage, as the app keeps it);
//   and the owner's public business page (/b/{slug}, signed out: approved, with opening hours and a live offer).
// Each page is audited BENCH_RUNS times (default 3); the median run (by performance score) is printed with
// its scores, LCP, TBT, CLS and bytes. Exits 1 below performance 95, accessibility 100 or best practices
// 100 on any app page, and below performance 98 or accessibility, best practices and SEO 100 on the
// public page (a page for search engines and a phone in a shop's doorway).
//
//   CHROME_PATH (/usr/bin/chromium)  BENCH_RUNS (3)  BENCH_PAGES (comma-separated labels, default all)
//   BENCH_REPORT_DIR (unset): also write each run's Lighthouse report (JSON) there, to see what an audit flags.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const root = path.resolve(import.meta.dirname, '..', '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const appTargets = { performance: 95, accessibility: 100, 'best-practices': 100 };
const publicTargets = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });

async function waitUntilReady(base, server) {
  for (let i = 0; i < 200; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    const ready = await fetch(`${base}/readyz`).then((r) => r.ok, () => false);
    if (ready) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not become ready');
}

async function api(base, method, url, body, token) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

/** A Pioneer owner with one published business whose promotions are on. */
async function sampleOwner(base) {
  const registered = await api(base, 'POST', '/api/auth/register', { name: 'Maria Lopez', email: 'maria@solcoffee.example', password: 'bench-secret-1' });
  if (registered.status !== 'accepted') throw new Error(`registration answered ${registered.status}`);
  const { token } = registered;
  const business = await api(
    base,
    'POST',
    '/api/businesses',
    {
      name: 'Sol Coffee Roasters',
      description: 'Small-batch coffee roasted in Ybor City, with pastries from the bakery next door.',
      industry: 'Food & Beverage',
      location: 'Ybor City, Tampa, FL',
      contactEmail: 'hello@solcoffee.example',
      website: 'https://solcoffee.example',
    },
    token,
  );
  await api(base, 'POST', `/api/businesses/${business.id}/publish`, undefined, token);
  await api(base, 'POST', `/api/businesses/${business.id}/enable-promotions`, undefined, token);
  return { token, businessId: business.id };
}

/** The owner's public page, as a customer finds it: approved by an admin, with hours and a live offer. */
async function publicPage(base, env, { token, businessId }) {
  const cli = path.join(root, 'cli', 'bin', 'tapin.js');
  const admin = { email: 'bench-admin@tapin.example', password: 'bench-admin-secret-1' };
  const created = spawnSync(process.execPath, [cli, 'users', 'create-admin', '--email', admin.email, '--name', 'Bench Admin', '--password-stdin'], { env, input: `${admin.password}\n`, encoding: 'utf8' });
  if (created.status !== 0) throw new Error(`tapin users create-admin failed: ${created.stderr}`);
  const { token: adminToken } = await api(base, 'POST', '/api/auth/login', admin);
  const day = [{ opens: '07:00', closes: '18:00' }];
  await api(base, 'PUT', `/api/businesses/${businessId}`, { contactPhone: '(813) 555-0142', openingHours: { week: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: [{ opens: '08:00', closes: '14:00' }], sun: [] }, exceptions: [] } }, token);
  await api(base, 'PUT', `/api/admin/businesses/${businessId}`, { status: 'approved' }, adminToken);
  await api(base, 'POST', `/api/businesses/${businessId}/promotions`, { title: 'Two cortaditos for $5', description: 'Any weekday morning, one per visit.', price: 5, status: 'active' }, token);
  const { path: pagePath } = await api(base, 'PUT', `/api/businesses/${businessId}/public-page`, { enabled: true }, token);
  return pagePath;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function summary(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    'best-practices': Math.round(lhr.categories['best-practices'].score * 100),
    seo: lhr.categories.seo ? Math.round(lhr.categories.seo.score * 100) : null,
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    failing: Object.entries(lhr.categories)
      .filter(([id]) => id !== 'performance')
      .flatMap(([, category]) => category.auditRefs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1))
      .map((ref) => {
        const first = lhr.audits[ref.id].details?.items?.[0];
        const where = first?.node?.selector ?? first?.source?.url ?? first?.description ?? '';
        return where ? `${ref.id} at ${where}` : ref.id;
      }),
  };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tapin-bench-web-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'error', LOG_TO_FILES: 'false' };
  const cli = path.join(root, 'cli', 'bin', 'tapin.js');
  const seeded = spawnSync(process.execPath, [cli, 'seed'], { env, encoding: 'utf8' });
  if (seeded.status !== 0) throw new Error(`tapin seed failed: ${seeded.stderr}`);
  const server = spawn(process.execPath, [path.join(root, 'server', 'dist', 'start.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  let chrome;
  try {
    await waitUntilReady(base, server);
    const owner = await sampleOwner(base);
    const { token, businessId } = owner;
    const pagePath = await publicPage(base, env, owner);
    const all = [
      { label: '/auth', url: `${base}/auth`, signedIn: false },
      { label: '/dashboard', url: `${base}/dashboard`, signedIn: true },
      { label: 'profile', url: `${base}/pioneer-profile/${businessId}`, signedIn: true },
      { label: '/directory', url: `${base}/directory`, signedIn: true },
      { label: '/promotions', url: `${base}/promotions?businessId=${businessId}`, signedIn: true },
      { label: '/b/', url: `${base}${pagePath}`, signedIn: false, targets: publicTargets },
    ].map((p) => ({ targets: appTargets, ...p }));
    const chosen = process.env.BENCH_PAGES?.split(',');
    const unknown = chosen?.filter((label) => !all.some((p) => p.label === label)) ?? [];
    // A selection that matches nothing would audit nothing and pass.
    if (unknown.length > 0) throw new Error(`BENCH_PAGES: no page ${unknown.join(', ')}; the pages are ${all.map((p) => p.label).join(', ')}`);
    const pages = chosen ? all.filter((p) => chosen.includes(p.label)) : all;

    chrome = await chromeLauncher.launch({
      chromePath: CHROME,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-extensions', '--no-first-run'],
    });
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    console.log(`Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, ${await browser.version()}; ${RUNS} runs per page, the median shown. Load average at start: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);

    const rows = [];
    for (const page of pages) {
      const runs = [];
      for (let i = 0, retries = 0; i < RUNS; i++) {
        const tab = await browser.newPage();
        // The app keeps its session in local storage: put it there (or take it away) on the app's origin first.
        await tab.goto(`${base}/favicon.svg`);
        await tab.evaluate((value) => (value ? localStorage.setItem('auth_token', value) : localStorage.clear()), page.signedIn ? token : null);
        // Storage stays (disableStorageReset keeps the session), but every run starts with an empty HTTP cache, as a first visit.
        const cdp = await tab.createCDPSession();
        await cdp.send('Network.clearBrowserCache');
        await cdp.detach();
        const result = await lighthouse(page.url, { logLevel: 'error', output: 'json', disableStorageReset: true, onlyCategories: Object.keys(page.targets) }, undefined, tab);
        await tab.close();
        if (process.env.BENCH_REPORT_DIR) {
          mkdirSync(process.env.BENCH_REPORT_DIR, { recursive: true });
          writeFileSync(path.join(process.env.BENCH_REPORT_DIR, `${page.label.replace(/\W+/g, '') || 'page'}-${i + 1}.json`), result.report);
        }
        // Lighthouse sometimes fails to record its own trace (NO_NAVSTART): that run measured nothing, so
        // it is run again (twice at most) rather than counted as a score of 0.
        if (result.lhr.runtimeError && retries < 2) {
          console.log(`  ${page.label}: run ${i + 1} failed in Lighthouse (${result.lhr.runtimeError.code}); running it again`);
          retries++;
          i--;
          continue;
        }
        runs.push(summary(result.lhr));
      }
      const byScore = median(runs.map((r) => r.performance));
      const chosen = runs.find((r) => r.performance === byScore);
      rows.push({ page: page.label, targets: page.targets, ...chosen, all: runs.map((r) => r.performance) });
    }
    await browser.disconnect();

    console.log('');
    console.log(`${'page'.padEnd(12)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'bp'.padStart(5)} ${'seo'.padStart(5)} ${'LCP ms'.padStart(8)} ${'TBT ms'.padStart(8)} ${'CLS'.padStart(6)} ${'kB'.padStart(7)}  runs (perf)`);
    let ok = true;
    for (const r of rows) {
      console.log(
        `${r.page.padEnd(12)} ${String(r.performance).padStart(5)} ${String(r.accessibility).padStart(5)} ${String(r['best-practices']).padStart(5)} ${String(r.seo ?? '—').padStart(5)} ${r.lcp.toFixed(0).padStart(8)} ${r.tbt.toFixed(0).padStart(8)} ${r.cls.toFixed(3).padStart(6)} ${(r.bytes / 1000).toFixed(1).padStart(7)}  ${r.all.join(', ')}`,
      );
      for (const [category, target] of Object.entries(r.targets)) {
        if (r[category] < target) {
          ok = false;
          console.log(`  ${category} ${r[category]} < ${target}${r.failing.length && category !== 'performance' ? ` (failing audits: ${r.failing.join(', ')})` : ''}`);
        }
      }
    }
    console.log(`\nLoad average at the end: ${loadavg().map((l) => l.toFixed(2)).join(' ')}. Targets: performance ≥ 95, accessibility 100, best practices 100; the public page performance ≥ 98 and SEO 100 — ${ok ? 'PASS' : 'FAIL'}`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await chrome?.kill();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
