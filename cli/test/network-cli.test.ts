import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '@tapin/config';
import { createApp } from '@tapin/core';
import { installedPlugins } from '@tapin/server';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tapin } from './cli-helpers.js';

/** `tapin network stats`, run as the built CLI against a SQLite file where three owners connected. */
describe('tapin network stats', () => {
  let dataDir: string;
  const run = (args: string[]) => tapin(dataDir, args);

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'tapin-cli-network-'));
    const config = loadConfig({ cwd: dataDir, envFile: false, env: { DATA_DIR: dataDir, LOG_TO_FILES: 'false' } });
    const app = await createApp({ config, plugins: installedPlugins, log: pino({ level: 'silent' }) });
    try {
      const api = request(app.callback());
      const owners: Array<{ token: string; business: number }> = [];
      for (const [name, business] of [['Ana', 'Ybor Sunrise Cafe'], ['Bo', 'Bo Bikes'], ['Cy', 'Cy Cycles']] as const) {
        const { token } = (await api.post('/api/auth/register').send({ name, email: `${name.toLowerCase()}@owner.example`, password: 'secret1' }).expect(201)).body;
        const id = (
          await api.post('/api/businesses').set('Authorization', `Bearer ${token}`).send({ name: business, description: `${business} in Tampa.`, industry: 'Retail', location: 'Tampa, FL', contactEmail: 'hi@shop.example', services: ['Goods'] }).expect(201)
        ).body.id;
        await api.post(`/api/businesses/${id}/publish`).set('Authorization', `Bearer ${token}`).expect(200);
        owners.push({ token, business: id });
      }
      const [ana, bo, cy] = owners as [(typeof owners)[0], (typeof owners)[0], (typeof owners)[0]];
      const ask = async (from: typeof ana, to: typeof ana) => (await api.post('/api/network/connections').set('Authorization', `Bearer ${from.token}`).send({ businessId: to.business }).expect(201)).body.id;
      await api.post(`/api/network/connections/${await ask(bo, ana)}/accept`).set('Authorization', `Bearer ${ana.token}`).expect(200);
      await api.post(`/api/network/connections/${await ask(cy, ana)}/accept`).set('Authorization', `Bearer ${ana.token}`).expect(200);
      await ask(bo, cy);
      await api.put(`/api/network/saved/${ana.business}`).set('Authorization', `Bearer ${bo.token}`).expect(204);
      // Owners since long ago, so last week's report is theirs.
      await app.kernel.cradle.db('users').update({ createdAt: '2020-01-01T00:00:00.000Z' });
    } finally {
      await app.close();
    }
  }, 60_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints the figures and the most connected businesses', async () => {
    const printed = await run(['network', 'stats']);
    expect(printed.code, printed.stderr).toBe(0);
    expect(printed.stdout).toMatch(/Connections\s+2\n/);
    expect(printed.stdout).toMatch(/Requests waiting for an answer\s+1\n/);
    expect(printed.stdout).toMatch(/Requests sent in the last 24 hours\s+3\n/);
    expect(printed.stdout).toMatch(/Saved businesses\s+1 \(by 1 person\)/);
    expect(printed.stdout).toMatch(/Most connected:\nID\s+BUSINESS\s+CONNECTIONS\n[- ]+\n\d+\s+Ybor Sunrise Cafe\s+2\n/);
  });

  it('prints JSON with --json', async () => {
    const printed = await run(['network', 'stats', '--json']);
    expect(printed.code, printed.stderr).toBe(0);
    const stats = JSON.parse(printed.stdout);
    expect(stats).toMatchObject({ connections: 2, pending: 1, declined: 0, requestsLastDay: 3, blocks: 0, saved: 1, savers: 1 });
    expect(stats.mostConnected.map((b: { name: string; connections: number }) => [b.name, b.connections])).toEqual([
      ['Ybor Sunrise Cafe', 2],
      ['Bo Bikes', 1],
      ['Cy Cycles', 1],
    ]);
  });

  it('prints who would get a weekly report, and sends nothing with --dry-run', async () => {
    const printed = await run(['notifications', 'send-weekly', '--dry-run']);
    expect(printed.code, printed.stderr).toBe(0);
    expect(printed.stdout).toMatch(/^Week \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2} \(sent from Monday \d{4}-\d{2}-\d{2}, 8 AM city time\)\.$/m);
    expect(printed.stdout).toContain('Ana <ana@owner.example>\n  Ybor Sunrise Cafe: Views 0 (week before 0), Clicks 0 (week before 0), Claims 0 (week before 0), Redemptions 0 (week before 0), New connections ');
    expect(printed.stdout).toContain('3 report(s) would be sent. Nothing was sent (--dry-run).');
    const json = JSON.parse((await run(['notifications', 'send-weekly', '--dry-run', '--json'])).stdout);
    expect(json.reports.map((r: { email: string }) => r.email)).toEqual(['ana@owner.example', 'bo@owner.example', 'cy@owner.example']);
    // Then for real: three sent, and a second run finds them sent.
    expect((await run(['notifications', 'send-weekly'])).stdout).toContain('Sent 3 weekly report(s).');
    expect((await run(['notifications', 'send-weekly'])).stdout).toContain('Sent 0 weekly report(s).');
  });
});
