import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { photoJpeg, startGallerySite, type GallerySite } from '@tapin/plugin-galleries/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tapin } from './cli-helpers.js';

describe('tapin poster and tapin posters test', () => {
  let dataDir: string;
  let site: GallerySite;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'tapin-cli-galleries-'));
    site = await startGallerySite();
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await site.close();
  });

  it('seeds the three sample demo businesses once', async () => {
    const first = await tapin(dataDir, ['seed']);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('Sample demo businesses: 3 created (0 already there); 12 picture(s) drawn.');
    expect((await tapin(dataDir, ['seed'])).stdout).toContain('Sample demo businesses: 0 created (3 already there); 0 picture(s) drawn.');
  }, 180_000);

  it('needs an admin to store the poster for', async () => {
    const { code, stderr } = await tapin(dataDir, ['posters', 'test', '--name', 'boutique']);
    expect(code).toBe(1);
    expect(stderr).toContain('No admin account yet');
  });

  it('makes a 2:3 poster from an image file and from a website’s best photo, with the timings', async () => {
    expect((await tapin(dataDir, ['users', 'create-admin', '--email', 'ops@tapin.example', '--name', 'Ops'])).code).toBe(0);
    const photo = path.join(dataDir, 'storefront.jpg');
    writeFileSync(photo, await photoJpeg(900, 600, { seed: 9 }));
    const out = path.join(dataDir, 'poster.png');
    const fromFile = await tapin(dataDir, ['poster', photo, '--prompt', 'A storefront at dusk', '--out', out]);
    expect(fromFile.code, fromFile.stderr).toBe(0);
    expect(fromFile.stdout).toContain(`Poster: ${out}`);
    expect(fromFile.stdout).toMatch(/^Timings: poster \d+\.\d\d s, total \d+\.\d\d s$/m);
    const { width, height } = await sharp(readFileSync(out)).metadata();
    expect(width! * 3).toBe(height! * 2);

    const fromSite = await tapin(dataDir, ['poster', site.url, '--json'], { env: { SCRAPE_ALLOW_PRIVATE: 'true' } });
    expect(fromSite.code, fromSite.stderr).toBe(0);
    const poster = JSON.parse(fromSite.stdout);
    expect(poster).toMatchObject({ status: 'completed', title: 'Sunrise Roasters', site: { businessName: 'Sunrise Roasters' } });
    expect(existsSync(poster.file)).toBe(true);
    expect(poster.scrapeMs).toBeGreaterThan(0);
  }, 180_000);

  it('runs one predefined test or all of them, with a table of status and time', async () => {
    const one = await tapin(dataDir, ['posters', 'test', '--name', 'boutique']);
    expect(one.code, one.stderr).toBe(0);
    expect(one.stdout).toMatch(/^TEST\s+STATUS\s+TIME\s+RESULT/m);
    expect(one.stdout).toMatch(/^boutique\s+completed\s+\d+\.\d\d s\s+\/uploads\/posters\//m);
    expect(one.stdout).toContain('1 of 1 test(s) completed.');
    // The wait is not silent: each test says it has started and how it ended, apart from the table.
    expect(one.stderr).toMatch(/^\[1\/1\] Fashion boutique: drawing the poster…$/m);
    expect(one.stderr).toMatch(/^\[1\/1\] Fashion boutique: completed in \d+\.\d\d s$/m);

    const all = await tapin(dataDir, ['posters', 'test', '--all']);
    expect(all.code, all.stderr).toBe(0);
    expect(all.stdout).toContain('5 of 5 test(s) completed.');
    expect(all.stdout.match(/ completed /g)).toHaveLength(5);

    const unknown = await tapin(dataDir, ['posters', 'test', '--name', 'bakery']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('No test named bakery');
  }, 180_000);

  it('exits non-zero when a test fails', async () => {
    // The hourly limit reached: every generation is refused, so the run fails.
    const limited = await tapin(dataDir, ['posters', 'test', '--name', 'salon'], { env: { GALLERY_GENERATIONS_PER_HOUR: '1' } });
    expect(limited.code).toBe(1);
    expect(limited.stdout).toMatch(/^salon\s+failed\s+.*Failed to generate Beauty salon poster: Generation limit reached/m);
    expect(limited.stderr).toContain('1 test(s) failed.');
  });
});
