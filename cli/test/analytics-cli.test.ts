import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '@tapin/config';
import { createApp } from '@tapin/core';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tapin } from './cli-helpers.js';

/** `tapin analytics`, run as the built command against a SQLite file a test server filled. */
describe('tapin analytics', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'tapin-cli-analytics-'));
    const config = loadConfig({ cwd: dataDir, envFile: false, env: { DATA_DIR: dataDir, LOG_TO_FILES: 'false' } });
    const app = await createApp({ config, plugins: [], log: pino({ level: 'silent' }) });
    try {
      for (const name of ['ann', 'bob']) {
        await request(app.callback()).post('/api/auth/register').send({ name, email: `${name}@shop.com`, password: 'secret1' }).expect(201);
      }
    } finally {
      await app.close();
    }
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("prints the period's figures and the summary, as a table or JSON", async () => {
    const json = await tapin(dataDir, ['analytics', '--period', 'week', '--json']);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({
      period: 'weekly',
      timeZone: 'America/New_York',
      newUsers: 2,
      emailsSent: 2,
      newBusinesses: 0,
      summary: { totalUsers: 2, activeBusinesses: 0, pendingApproval: 0 },
    });
    const table = await tapin(dataDir, ['analytics']);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/daily in America\/New_York/);
    expect(table.stdout).toMatch(/New users\s+2/);
  });

  it('refuses an unknown period with a usage error', async () => {
    const bad = await tapin(dataDir, ['analytics', '--period', 'year']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("argument 'year' is invalid. Allowed choices are day, week, month.");
  });
});
