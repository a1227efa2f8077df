import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cleanCard, sampleCards } from '@tapin/core/fixtures';
import { startGallerySite } from '@tapin/plugin-galleries/testing';
import { startFixtureSites } from '@tapin/plugin-intake/testing';

const root = path.resolve(import.meta.dirname, '../..');
const serverEntry = path.join(root, 'server/dist/start.js');
const cliEntry = path.join(root, 'cli/bin/tapin.js');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The TAPin server exited with ${child.exitCode}; see ${logFile}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The TAPin server at ${url} was not ready within 60 s; see ${logFile}`);
}

/** The main server's seats: its specs sign up far more owners than the 40 of a real beta (the waitlist has its own server). */
const E2E_BETA_LIMIT = '1000';

/** One real TAPin server (built), on its own temporary SQLite database, local flags and the offline AI. */
export async function startTapin(name: string, env: Record<string, string>, { seed = false, admin }: { seed?: boolean; admin?: { email: string; password: string } } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `tapin-e2e-${name}-`));
  const port = await freePort();
  const fullEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    LOG_PRETTY: 'false',
    AI_PROVIDER: 'local',
    // Every spec registers from 127.0.0.1; the per-address limit has its own tests (test/security).
    REGISTRATIONS_PER_ADDRESS: '10000',
    ...env,
  };
  for (const key of ['DATABASE_URL', 'UNLEASH_URL', 'UNLEASH_API_TOKEN', 'OPENAI_API_KEY', 'OPENAI_BASE_URL']) delete fullEnv[key];
  if (seed) {
    const seeded = spawnSync(process.execPath, [cliEntry, 'seed'], { env: fullEnv, encoding: 'utf8' });
    if (seeded.status !== 0) throw new Error(`tapin seed failed:\n${seeded.stderr}`);
  }
  if (admin) {
    const created = spawnSync(process.execPath, [cliEntry, 'users', 'create-admin', '--email', admin.email, '--name', 'Alex Admin', '--password-stdin'], {
      env: fullEnv,
      input: admin.password,
      encoding: 'utf8',
    });
    if (created.status !== 0) throw new Error(`tapin users create-admin failed:\n${created.stderr}`);
  }
  const logDir = path.join(root, 'web/test-results');
  mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, `server-${name}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [serverEntry], { env: fullEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(url, child, logFile);
  return {
    url,
    /** Where the server writes its daily log files (LOG_DIR's default). */
    logDir: path.join(dataDir, 'logs'),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      log.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts what the specs use and tells them where through the environment: the fixture websites on
 * 127.0.0.1, a business-card photo, the main server (40 seats, sample businesses seeded, one admin) and a second
 * server whose beta has a single seat (and the same admin), for the waitlist.
 */
export default async function globalSetup() {
  if (!existsSync(serverEntry) || !existsSync(path.join(root, 'web/dist/index.html')) || !existsSync(path.join(root, 'admin/dist/index.html'))) {
    throw new Error('Build first: npm run build (npm run test:e2e does).');
  }
  const sites = await startFixtureSites();
  // The Netflix demo's scraping (demos.spec.ts): a coffee roaster's site with real photographs, a logo and icons.
  const gallerySite = await startGallerySite();
  const assets = mkdtempSync(path.join(tmpdir(), 'tapin-e2e-assets-'));
  const card = path.join(assets, 'glow-beauty-card.png');
  writeFileSync(card, await cleanCard(sampleCards.salon!));

  const admin = { email: 'alex.admin@e2e.example', password: 'console-pass-1' };
  // The crop test page (crop.spec.ts), the GPT-image testing hub and the image test (demos.spec.ts) live behind testingTools, the admin dashboard and developer mode
  // (admin-dashboard.spec.ts, devtools.spec.ts) and the Netflix demos (demos.spec.ts) behind adminPanel with its deletions behind developerMode, the
  // logs page behind systemLogs, the design system and the developer portal (design.spec.ts) behind their
  // own flags: all off by default.
  const main = await startTapin(
    'main',
    {
      BETA_LIMIT: E2E_BETA_LIMIT,
      SCRAPE_ALLOW_PRIVATE: 'true',
      // push.spec.ts subscribes with a push endpoint on 127.0.0.1 (port 9, where nothing listens): pushes to it fail at once, on this machine.
      PUSH_ALLOW_PRIVATE: 'true',
      FLAG_TESTING_TOOLS: 'on',
      FLAG_ADMIN_PANEL: 'on',
      FLAG_DEVELOPER_MODE: 'on',
      FLAG_SYSTEM_LOGS: 'on',
      FLAG_DESIGN_SYSTEM: 'on',
      FLAG_DEVELOPER_PORTAL: 'on',
    },
    { seed: true, admin },
  );
  // The same admin on the one-seat server: the console admits from its waitlist (console.spec.ts); an admin takes no seat.
  const small = await startTapin('waitlist', { BETA_LIMIT: '1' }, { admin });

  process.env.TAPIN_E2E_URL = main.url;
  process.env.TAPIN_E2E_LOG_DIR = main.logDir;
  process.env.TAPIN_E2E_BETA_LIMIT = E2E_BETA_LIMIT;
  process.env.TAPIN_E2E_WAITLIST_URL = small.url;
  process.env.TAPIN_E2E_SITES = sites.base;
  process.env.TAPIN_E2E_GALLERY_SITE = gallerySite.url;
  process.env.TAPIN_E2E_CARD = card;
  process.env.TAPIN_E2E_ADMIN_EMAIL = admin.email;
  process.env.TAPIN_E2E_ADMIN_PASSWORD = admin.password;

  return async () => {
    await Promise.all([main.stop(), small.stop(), sites.close(), gallerySite.close()]);
    rmSync(assets, { recursive: true, force: true });
  };
}
