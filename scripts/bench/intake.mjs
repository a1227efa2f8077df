// npm run bench:intake — the intake measured on its corpus (plugins/intake/src/testing/corpus): a dozen
// small-business websites served on 127.0.0.1 and business cards photographed badly, each with the
// values a careful person would enter. Prints per-field accuracy, overall accuracy, and the time per
// site and per card (median and max, measured in this process: the OCR worker's start is counted once,
// in the first card, as an owner's first card would be).
//
// Targets: at least 95% of fields right overall, a card in at most 1.5 s and a site in at most 3 s
// (medians); the bench says PASS or FAIL for each and exits 1 on a miss.
//
//   BENCH_VERBOSE=1 prints every field that was wrong, with what was read.
import { loadConfig } from '@tapin/config';
import { createLogger, WorkerPool } from '@tapin/core';
import { pageReader, scrapeWebsite } from '@tapin/plugin-intake';
import { corpusCards, corpusSites, LocalCardReader, scoreCard, scoreSite, startCorpus } from '@tapin/plugin-intake/testing';

const verbose = process.env.BENCH_VERBOSE === '1';
const TARGET_ACCURACY = 0.95;
const TARGET_CARD_MS = 1500;
const TARGET_SITE_MS = 3000;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const pct = (right, total) => `${((100 * right) / total).toFixed(1)}%`;

function tally(table, scores) {
  for (const [field, ok] of Object.entries(scores)) {
    const row = (table[field] ??= { right: 0, total: 0 });
    row.total++;
    if (ok) row.right++;
  }
}

function printTable(heading, table) {
  console.log(`\n${heading}`);
  for (const [field, { right, total }] of Object.entries(table)) console.log(`  ${field.padEnd(14)} ${String(right).padStart(3)}/${String(total).padEnd(3)} ${pct(right, total).padStart(7)}`);
}

function wrong(label, scores, got) {
  if (!verbose) return;
  for (const [field, ok] of Object.entries(scores)) if (!ok) console.log(`  ✗ ${label} ${field}: ${JSON.stringify(got[field] ?? null)}`);
}

async function main() {
  const config = loadConfig({ envFile: false, env: { LOG_TO_FILES: 'false', LOG_LEVEL: 'silent' } });
  // The corpus is on 127.0.0.1, which the server's fetcher refuses; every other limit is the server's.
  const limits = { ...config.scrape, allowPrivate: true };
  // Pages and card text are read in the core's worker threads, as the server reads them.
  const workers = new WorkerPool({ config, log: (await createLogger(config)).logger });
  const readPage = pageReader(workers);
  const corpus = await startCorpus();
  const siteTable = {};
  const cardTable = {};
  const siteMs = [];
  const cardMs = [];
  try {
    for (const site of corpusSites) {
      const started = performance.now();
      const read = await scrapeWebsite(`${corpus.base}/${site.key}/`, limits, { readPage });
      siteMs.push(performance.now() - started);
      const scores = scoreSite(read, site.expected);
      tally(siteTable, scores);
      const flat = Object.fromEntries(Object.entries(read.fields).map(([k, v]) => [k, v?.value ?? v]));
      wrong(`site ${site.key}`, scores, { ...flat, ...(flat.postalAddress ?? {}), brandColor: flat.brandColors?.[0] });
    }
    const reader = new LocalCardReader(workers, config.work.ocrTimeoutMs);
    try {
      for (const card of corpusCards) {
        const image = await card.image();
        const started = performance.now();
        const reading = await reader.read(image);
        cardMs.push(performance.now() - started);
        const scores = scoreCard(reading.businessInfo, card.expected);
        tally(cardTable, scores);
        wrong(`card ${card.key}`, scores, { ...reading.businessInfo, ...(reading.businessInfo.postalAddress ?? {}) });
        if (verbose && Object.values(scores).some((ok) => !ok)) console.log(reading.extractedText.replace(/^/gm, '      | '));
      }
    } finally {
      await reader.close();
    }
  } finally {
    await corpus.close();
    await workers.close();
  }
  printTable(`Websites (${corpusSites.length})`, siteTable);
  printTable(`Cards (${corpusCards.length})`, cardTable);
  const sum = (table) => Object.values(table).reduce((acc, r) => ({ right: acc.right + r.right, total: acc.total + r.total }), { right: 0, total: 0 });
  const [s, c] = [sum(siteTable), sum(cardTable)];
  console.log(`\nWebsites: ${pct(s.right, s.total)} of ${s.total} fields   Cards: ${pct(c.right, c.total)} of ${c.total} fields`);
  const verdict = (ok) => (ok ? 'PASS' : 'FAIL');
  const accuracy = (s.right + c.right) / (s.total + c.total);
  console.log(`Overall:  ${pct(s.right + c.right, s.total + c.total)} of ${s.total + c.total} fields right (target ≥ ${TARGET_ACCURACY * 100}%: ${verdict(accuracy >= TARGET_ACCURACY)})`);
  const ms = (v) => `${Math.round(v)} ms`;
  console.log(`Time per site: median ${ms(median(siteMs))}, max ${ms(Math.max(...siteMs))} (target median ≤ ${TARGET_SITE_MS} ms: ${verdict(median(siteMs) <= TARGET_SITE_MS)})`);
  console.log(`Time per card: median ${ms(median(cardMs))}, max ${ms(Math.max(...cardMs))} (target median ≤ ${TARGET_CARD_MS} ms: ${verdict(median(cardMs) <= TARGET_CARD_MS)})`);
  if (accuracy < TARGET_ACCURACY || median(siteMs) > TARGET_SITE_MS || median(cardMs) > TARGET_CARD_MS) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
