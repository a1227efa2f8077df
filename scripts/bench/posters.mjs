// npm run bench:posters — the galleries' two slow paths, each run BENCH_RUNS times (default 10) after one
// warm-up: an offline poster from a 1600×1067 photo (analyse, compose, store, record: what
// POST /api/generate-netflix-poster does without HTTP), and a scrape of the fixture coffee-roaster site on
// 127.0.0.1 (home page, intake facts, 9 images found, each fetched and measured, 8 scored and stored).
// Prints the median and the max of each against its target (poster ≤ 1.5 s, scrape ≤ 2 s, on the median);
// exits non-zero on a miss.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '@tapin/config';
import { createApp } from '@tapin/core';
import { galleriesPlugin } from '@tapin/plugin-galleries';
import { photoJpeg, startGallerySite } from '@tapin/plugin-galleries/testing';
import { intakePlugin } from '@tapin/plugin-intake';
import { pino } from 'pino';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const TARGETS = { poster: 1500, scrape: 2000 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function timed(label, runs, work) {
  await work(); // warm-up: module loading, sharp's first decode, the database's first writes
  const times = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return { label, median: median(times), max: Math.max(...times) };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tapin-bench-posters-'));
  const site = await startGallerySite();
  const config = loadConfig({
    envFile: false,
    env: { DATA_DIR: dataDir, LOG_TO_FILES: 'false', SCRAPE_ALLOW_PRIVATE: 'true', AI_PROVIDER: 'local', GALLERY_GENERATIONS_PER_HOUR: '10000' },
  });
  const app = await createApp({ config, plugins: [intakePlugin, galleriesPlugin], log: pino({ level: 'error' }) });
  try {
    const { accounts, galleryPosters, galleryScrape } = app.kernel.cradle;
    const admin = await accounts.createAdmin({ email: 'bench@tapin.example', name: 'Bench', password: null });
    const caller = { id: admin.id, email: admin.email, name: admin.name, role: 'admin' };
    const photo = await photoJpeg(1600, 1067, { seed: 21 });
    const results = [
      await timed('offline poster from a 1600×1067 photo', RUNS, () =>
        galleryPosters.generate(caller, { sourceBytes: photo, businessName: 'Sunrise Roasters', prompt: 'Coffee roasted every sunrise' }, 'cli'),
      ),
      await timed('scrape of the fixture site (9 images, 8 kept)', RUNS, () => galleryScrape.scrape(caller, site.url)),
    ];
    console.log(`${RUNS} runs each after one warm-up, ${config.database.client}, on this machine as it is:`);
    for (const [i, r] of results.entries()) {
      const target = i === 0 ? TARGETS.poster : TARGETS.scrape;
      if (r.median > target) process.exitCode = 1;
      console.log(`  ${r.label.padEnd(44)} median ${(r.median / 1000).toFixed(2)} s   max ${(r.max / 1000).toFixed(2)} s   target ≤ ${(target / 1000).toFixed(1)} s ${r.median <= target ? 'met' : 'MISSED'}`);
    }
  } finally {
    await app.close();
    await site.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
