import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '@tapin/config';
import { createApp, type TapinApp } from '@tapin/core';
import { installedPlugins } from '@tapin/server';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tapin, tapinAtTerminal } from './cli-helpers.js';

/** `tapin dev …` and `tapin restore`, run as built child processes against a SQLite file a test server filled. */
describe('tapin dev and restore', () => {
  let dataDir: string;
  const run = (args: string[]) => tapin(dataDir, args);

  async function withServer<T>(work: (app: TapinApp) => Promise<T>): Promise<T> {
    const config = loadConfig({ cwd: dataDir, envFile: false, env: { DATA_DIR: dataDir, LOG_TO_FILES: 'false' } });
    const app = await createApp({ config, plugins: installedPlugins, log: pino({ level: 'silent' }) });
    try {
      return await work(app);
    } finally {
      await app.close();
    }
  }
  const businessNames = () => withServer(async (app) => (await app.kernel.cradle.db('businesses').orderBy('id').select('id', 'name')) as Array<{ id: number; name: string }>);

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'tapin-cli-devtools-'));
    await withServer(async (app) => {
      const { token } = (await request(app.callback()).post('/api/auth/register').send({ name: 'Kim', email: 'kim@x.com', password: 'secret1' })).body;
      for (const name of ['Glow Beauty Studio', 'Glow Pop-Up']) {
        await request(app.callback()).post('/api/businesses').set('Authorization', `Bearer ${token}`).send({ name }).expect(201);
      }
    });
  }, 60_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('clear-all needs --confirm "CLEAR ALL" in scripts, exports, and restore puts everything back', async () => {
    const before = await businessNames();
    const missing = await run(['dev', 'clear-all']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Usage: tapin dev clear-all --confirm "CLEAR ALL"');
    const wrong = await run(['dev', 'clear-all', '--confirm', 'clear all']);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain("Please type 'CLEAR ALL' to confirm clearing all data");
    expect(await businessNames()).toEqual(before);

    const cleared = await run(['dev', 'clear-all', '--confirm', 'CLEAR ALL']);
    expect(cleared.code).toBe(0);
    expect(cleared.stdout).toContain('All business data cleared successfully (businesses 2,');
    const exportName = /tapin restore (clear-all-\S+\.json)/.exec(cleared.stdout)?.[1];
    expect(exportName).toBeDefined();
    expect(await businessNames()).toEqual([]);

    // --preview says what comes back and changes nothing.
    const preview = await run(['restore', exportName!, '--preview']);
    expect(preview.code, preview.stderr).toBe(0);
    expect(preview.stdout).toMatch(new RegExp(`^${exportName!.replaceAll('.', '\\.')}, written \\S+: businesses 2,`, 'm'));
    for (const { id, name } of before) expect(preview.stdout).toContain(`\n  #${id} ${name}\n`);
    expect(preview.stdout).toContain(`It can be restored: tapin restore ${exportName}`);
    expect(await businessNames()).toEqual([]);

    const restored = await run(['restore', exportName!]);
    expect(restored).toMatchObject({ code: 0, stdout: expect.stringContaining('Restored businesses 2,') });
    expect(await businessNames()).toEqual(before);
    const again = await run(['restore', path.join(dataDir, 'exports', exportName!)]);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/Business \d+ exists/);
    const refused = await run(['restore', exportName!, '--preview']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Business \d+ exists: a restore only puts back businesses that are gone\n$/);
    const audit = await withServer(async (app) => app.kernel.cradle.db('auditEvents').orderBy('id').select('action', 'origin'));
    expect(audit).toEqual([
      { action: 'developer.clear_all', origin: 'cli' },
      { action: 'developer.restored', origin: 'cli' },
    ]);
  }, 60_000);

  it('delete-business asks for DELETE at a terminal and needs --confirm DELETE in scripts', async () => {
    const [first, second] = await businessNames();
    const missing = await run(['dev', 'delete-business', String(first!.id)]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Usage: tapin dev delete-business <id> --confirm DELETE');
    const scripted = await run(['dev', 'delete-business', String(first!.id), '--confirm', 'DELETE']);
    expect(scripted).toMatchObject({ code: 0, stdout: expect.stringContaining(`Business profile deleted successfully: #${first!.id} Glow Beauty Studio`) });
    const refused = await tapinAtTerminal(dataDir, ['dev', 'delete-business', String(second!.id)], [['Type DELETE', 'delete']]);
    expect(refused.code).toBe(1);
    const typed = await tapinAtTerminal(dataDir, ['dev', 'delete-business', String(second!.id)], [['Type DELETE', 'DELETE']]);
    expect(typed).toMatchObject({ code: 0, stdout: expect.stringContaining('Business profile deleted successfully') });
    expect(await businessNames()).toEqual([]);
  }, 60_000);
});
