/**
 * Issue 28: an owner paging through the directory reaches every listing. The app follows the server's
 * X-Next-Cursor from page to page; paging by offset stopped at 1,000 (the server answers nothing past it),
 * so an owner saw about 1,008 businesses and never the rest.
 *
 * Its own server, so the 1,100 listings do not crowd the other specs' directory: the rows go straight into
 * a fresh database (as scripts/bench/directory-data.mjs does; registering and publishing 1,100 owners
 * through the app would take minutes) and the directory takes them into its listing when the server starts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '@tapin/config';
import { Kernel, createLogger } from '@tapin/core';
import { expect, test } from './fixtures';
import { startTapin } from './global-setup';

const LISTINGS = 1100;
const owner = { name: 'Pat Paging', email: 'pat.paging@e2e.example', password: 'secret-pass-1' };
const listingName = (n: number) => `Listing ${String(n).padStart(4, '0')}`;

/** A fresh database with one owner (who may see the directory: their business is published) and LISTINGS published businesses in all. */
async function seedDirectory(dataDir: string): Promise<void> {
  const config = loadConfig({ envFile: false, env: { DATA_DIR: dataDir, LOG_LEVEL: 'silent' } });
  const logs = await createLogger(config);
  const kernel = new Kernel({ config, plugins: [], log: logs.logger });
  try {
    await kernel.migrate();
    await kernel.bootstrap();
    const { accounts, db } = kernel.cradle;
    const registered = await accounts.register(owner);
    expect(registered.status).toBe('accepted');
    const ownerId = (await db('users').where({ email: owner.email }).first<{ id: number }>('id'))!.id;
    const stamp = new Date('2026-11-01T12:00:00Z').toISOString();
    const [sample] = await db('users').insert({ email: 'paging-samples@e2e.example', name: 'Sample Owner', role: 'sample_owner', passwordHash: null, createdAt: stamp, updatedAt: stamp }).returning('id');
    const sampleId = typeof sample === 'object' ? (sample as { id: number }).id : (sample as number);
    const rows = Array.from({ length: LISTINGS }, (_, i) => ({
      userId: i === 0 ? ownerId : sampleId,
      name: listingName(i + 1),
      description: `Business number ${i + 1} of the paging test.`,
      website: null,
      websiteKey: null,
      industry: 'Retail & E-commerce',
      location: 'Tampa, FL',
      contactEmail: `hello${i + 1}@paging.example`,
      contactPhone: null,
      valueProposition: null,
      brandColors: JSON.stringify(['#1f3a5f']),
      services: JSON.stringify([]),
      socialProfiles: JSON.stringify([]),
      logoUrl: null,
      cardImageKey: null,
      status: 'approved',
      published: true,
      isPrimary: i === 0,
      isTestData: false,
      extractedData: null,
      createdAt: stamp,
      updatedAt: stamp,
      publishedAt: stamp,
    }));
    for (let i = 0; i < rows.length; i += 200) await db('businesses').insert(rows.slice(i, i + 200));
  } finally {
    await kernel.close();
    await logs.close();
  }
}

test.describe('the directory past a thousand listings', () => {
  // On both projects: the phone (390 px) pages the same list with the same button.
  let dataDir = '';
  let server: Awaited<ReturnType<typeof startTapin>> | undefined;
  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'tapin-e2e-paging-'));
    await seedDirectory(dataDir);
    server = await startTapin('directory-paging', { DATA_DIR: dataDir });
  });
  test.afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('an owner pages by the server’s cursor to the last of 1,100 businesses, each shown once', async ({ page }) => {
    // 46 pages, each drawn into a list that ends 1,100 cards long: minutes on a busy two-core machine.
    test.setTimeout(300_000);
    const url = server!.url;
    const login = await page.request.post(`${url}/api/auth/login`, { data: { email: owner.email, password: owner.password } });
    expect(login.status()).toBe(200);
    const { token } = (await login.json()) as { token: string };
    await page.addInitScript((t) => localStorage.setItem('auth_token', t), token);

    const asked: URL[] = [];
    page.on('request', (req) => {
      const u = new URL(req.url());
      if (u.pathname === '/api/businesses/directory') asked.push(u);
    });

    await page.goto(`${url}/directory`);
    const showing = page.locator('p[aria-live="polite"]');
    await expect(showing).toHaveText(/^Showing 24 of /);
    const more = page.getByRole('button', { name: 'Show more businesses' });
    for (let shown = 24; shown < LISTINGS; ) {
      await expect(more, 'a next page offered: the server sends X-Next-Cursor (CONTRACT28)').toBeVisible();
      await more.click();
      shown = Math.min(shown + 24, LISTINGS);
      await expect(showing).toHaveText(new RegExp(`^Showing ${shown.toLocaleString('en-US')} of `));
    }
    await expect(page.getByRole('button', { name: /Show more businesses|Loading/ })).toHaveCount(0);

    const cards = page.getByRole('listitem').getByRole('heading', { level: 2 });
    await expect(cards).toHaveCount(LISTINGS);
    await expect(page.getByRole('heading', { level: 2, name: listingName(1001), exact: true })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2, name: listingName(LISTINGS), exact: true })).toHaveCount(1);
    await page.getByRole('heading', { level: 2, name: listingName(LISTINGS), exact: true }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { level: 2, name: listingName(LISTINGS), exact: true })).toBeInViewport();
    expect(new Set(await cards.allTextContents()).size).toBe(LISTINGS);

    // Page one without a cursor; every later page by the cursor the page before it gave; never an offset.
    expect(asked[0]!.searchParams.has('cursor')).toBe(false);
    expect(new Set(asked.map((u) => u.searchParams.get('cursor'))).size).toBe(Math.ceil(LISTINGS / 24));
    expect(asked.some((u) => u.searchParams.has('offset'))).toBe(false);
  });
});
