import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { loadConfig } from '@tapin/config';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { createLogger } from './logger.js';

describe('logging', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('writes JSON request lines with their request id and the process (INSTANCE_ID) to a daily file in LOG_DIR', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'tapin-logs-'));
    const config = loadConfig({
      cwd: dir,
      envFile: false,
      env: { LOG_DIR: path.join(dir, 'logs'), DATA_DIR: dir, INSTANCE_ID: 'web-2' },
      overrides: { env: 'test', database: { sqliteFile: ':memory:' } },
    });
    const quiet = new Writable({ write: (_c, _e, done) => done() });
    const logs = await createLogger(config, { console: quiet });
    const app = await createApp({ config, plugins: [], log: logs.logger });
    const res = await request(app.callback()).get('/healthz').set('X-Request-Id', 'file-log-check').expect(200);
    await app.close();
    await logs.close();

    const files = readdirSync(path.join(dir, 'logs'));
    const today = new Date();
    const stamp = [today.getFullYear(), String(today.getMonth() + 1).padStart(2, '0'), String(today.getDate()).padStart(2, '0')].join('-');
    expect(files).toEqual([`tapin.${stamp}.1.log`]);
    const lines = readFileSync(path.join(dir, 'logs', files[0]!), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toContainEqual(expect.objectContaining({ reqId: res.headers['x-request-id'], path: '/healthz', status: 200 }));
    expect(lines.every((line) => line.instance === 'web-2')).toBe(true);
  });

  it('redacts passwords and tokens', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'tapin-logs-'));
    const config = loadConfig({ cwd: dir, envFile: false, env: { DATA_DIR: dir, LOG_TO_FILES: 'false' } });
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk: Buffer, _e, done) => (lines.push(chunk.toString()), done()) });
    const logs = await createLogger(config, { console: sink });
    logs.logger.info({ body: { password: 'hunter2', token: 'abc' } }, 'sign-in attempt');
    await logs.close();
    // Without INSTANCE_ID, the host and the process.
    expect(JSON.parse(lines[0]!)).toMatchObject({ instance: `${hostname()}-${process.pid}` });
    expect(lines.join('')).not.toContain('hunter2');
    expect(lines.join('')).not.toContain('"abc"');
  });
});
