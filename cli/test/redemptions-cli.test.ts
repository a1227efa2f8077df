import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '@tapin/config';
import { createApp } from '@tapin/core';
import { installedPlugins } from '@tapin/server';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tapin } from './cli-helpers.js';

/** `tapin redemptions list|export`, run as the built CLI against a SQLite file a test server filled with claims. */
describe('tapin redemptions', () => {
  let dataDir: string;
  let businessId: number;
  const run = (args: string[]) => tapin(dataDir, args);

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'tapin-cli-redemptions-'));
    const config = loadConfig({ cwd: dataDir, envFile: false, env: { DATA_DIR: dataDir, LOG_TO_FILES: 'false' } });
    const app = await createApp({ config, plugins: installedPlugins, log: pino({ level: 'silent' }) });
    try {
      const api = request(app.callback());
      const { token } = (await api.post('/api/auth/register').send({ name: 'Ana', email: 'ana@cafe.example', password: 'secret1' })).body;
      const as = (req: request.Test) => req.set('Authorization', `Bearer ${token}`);
      businessId = (
        await as(api.post('/api/businesses')).send({
          name: 'Ybor Sunrise Cafe',
          description: 'Cuban coffee and breakfast.',
          industry: 'Restaurant & Food Service',
          location: 'Ybor City',
          contactEmail: 'hola@cafe.example',
          valueProposition: 'Cafecito since 1998',
          services: ['Coffee'],
        })
      ).body.id;
      await as(api.post(`/api/businesses/${businessId}/publish`)).expect(200);
      await app.kernel.cradle.db('businesses').where({ id: businessId }).update({ status: 'approved', approvedAt: new Date().toISOString() });
      await as(api.post(`/api/businesses/${businessId}/enable-promotions`)).expect(200);
      await as(api.put(`/api/businesses/${businessId}/public-page`)).send({ enabled: true }).expect(200);
      const promotion = (await as(api.post(`/api/businesses/${businessId}/promotions`)).send({ title: 'Cafecito, "two" for $3', description: 'Weekdays.', price: 3, status: 'active' }).expect(201)).body.id;
      const { slug } = (await as(api.get(`/api/businesses/${businessId}/public-page`))).body;
      const codes: string[] = [];
      for (const agent of ['Phone A', 'Phone B']) {
        const res = await api.post(`/b/${slug}/offers/${promotion}/claim`).set('User-Agent', agent).type('form').send('').expect(303);
        codes.push(res.headers.location!.replace('/c/', ''));
      }
      await as(api.post(`/api/claims/${codes[0]}/redeem`)).send({ amount: 4.5 }).expect(200);
    } finally {
      await app.close();
    }
  }, 60_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('lists a business’s claims with their state and what was taken', async () => {
    const listed = await run(['redemptions', 'list', '--business', String(businessId)]);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(/CODE\s+OFFER\s+STATE\s+AMOUNT/);
    expect(listed.stdout).toMatch(/[2-9A-Z]{4}-[2-9A-Z]{4}\s+Cafecito, "two" for \$3\s+redeemed\s+\$4\.50/);
    expect(listed.stdout).toContain('2 of 2 claim(s); 1 redeemed here for $4.50.');
    const json = JSON.parse((await run(['redemptions', 'list', '--business', String(businessId), '--json'])).stdout);
    expect(json.total).toBe(2);
    expect(json.claims.map((c: { status: string }) => c.status).sort()).toEqual(['claimed', 'redeemed']);
  });

  it('exports every claim as CSV, to a new file or standard output, and refuses what it cannot do', async () => {
    const file = path.join(dataDir, 'claims.csv');
    const written = await run(['redemptions', 'export', '--business', String(businessId), '--out', file]);
    expect(written.code, written.stderr).toBe(0);
    expect(written.stdout).toContain(`Wrote 2 claim(s) to ${file}.`);
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines[0]).toBe('code,offer,status,amount,claimed_at,expires_at,redeemed_at,voided_at');
    expect(lines.slice(1).some((l) => /^[2-9A-Z]{4}-[2-9A-Z]{4},"Cafecito, ""two"" for \$3",redeemed,4\.50,/.test(l))).toBe(true);
    expect((await run(['redemptions', 'export', '--business', String(businessId), '--out', file])).stderr).toContain('exists already: choose another file');
    expect((await run(['redemptions', 'export', '--business', String(businessId)])).stdout.split('\n')[0]).toBe('code,offer,status,amount,claimed_at,expires_at,redeemed_at,voided_at');
    const unknown = await run(['redemptions', 'list', '--business', '99999']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No business has the id 99999');
    expect((await run(['redemptions', 'list', '--business', 'x'])).code).toBe(2);
    expect((await run(['redemptions', 'list', '--business', String(businessId), '--limit', '0'])).stderr).toContain('--limit must be a whole number from 1 to 1000');
  });
});
