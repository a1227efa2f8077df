import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanCard, sampleCards } from '@tapin/core/testing';
import { startFixtureSites, type FixtureSites } from '@tapin/plugin-intake/testing';
import { tapin } from './cli-helpers.js';

describe('tapin seed, scrape and card', () => {
  let dataDir: string;
  let sites: FixtureSites;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'tapin-cli-intake-'));
    sites = await startFixtureSites();
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await sites.close();
  });

  it('seeds the sample businesses, idempotently, and resets them', async () => {
    const first = await tapin(dataDir, ['seed']);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Sample data: 8 businesses (6 published) for 8 sample owners.');
    expect((await tapin(dataDir, ['seed'])).stdout).toContain('Sample data: 8 businesses');
    const reset = await tapin(dataDir, ['seed', '--reset']);
    expect(reset.stdout).toContain('Removed 8 sample owner(s) and their businesses.');
    const users = JSON.parse((await tapin(dataDir, ['users', 'list', '--json', '--role', 'sample_owner'])).stdout) as unknown[];
    expect(users).toHaveLength(8);
  });

  it('prints what the intake would read from a website, with provenance', async () => {
    const { stdout, code } = await tapin(dataDir, ['scrape', `${sites.base}/patel/`], { env: { SCRAPE_ALLOW_PRIVATE: 'true' } });
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Name\s+Patel & Rivera Law Group\s+\[website: headline http:\/\/127\.0\.0\.1:\d+\/patel\/\]$/m);
    expect(stdout).toMatch(/^Contact phone\s+\(813\) 555-0104\s+\[website: tel link http:\/\/127\.0\.0\.1:\d+\/patel\/contact\]$/m);
    expect(stdout).toMatch(/^Services\s+Estate Planning, Business Contracts, Real Estate Closings/m);
    const json = JSON.parse((await tapin(dataDir, ['scrape', `${sites.base}/sol/`, '--json'], { env: { SCRAPE_ALLOW_PRIVATE: 'true' } })).stdout);
    expect(json.extractedData.provenance.name.detail).toBe('JSON-LD Restaurant');
  });

  it('refuses a local address unless SCRAPE_ALLOW_PRIVATE is on', async () => {
    const { code, stderr } = await tapin(dataDir, ['scrape', `${sites.base}/sol/`]);
    expect(code).toBe(1);
    expect(stderr).toContain('TAPin can only read public websites');
  });

  it('reads a business-card image file', async () => {
    const file = path.join(dataDir, 'card.png');
    writeFileSync(file, await cleanCard(sampleCards.law!));
    const { stdout, code } = await tapin(dataDir, ['card', file]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Company\s+Patel & Rivera Law Group$/m);
    expect(stdout).toMatch(/^Email\s+priya@patelriveralaw\.com$/m);
    expect(stdout).toContain('Text read from the card:');
    const missing = await tapin(dataDir, ['card', path.join(dataDir, 'nope.png')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(`tapin: There is no file or folder at ${path.join(dataDir, 'nope.png')}: check the path.\n`);
    const folder = await tapin(dataDir, ['card', dataDir]);
    expect(folder.stderr).toContain('is a folder: give the path of a file.');
    expect(folder.stderr).not.toContain('EISDIR');
  });
});
