import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, TestClock, type TestApp } from '@tapin/core/testing';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { devtoolsPlugin } from '../index.js';

const VIEW_MAX_BYTES = 2048;

/** The log viewer: admins only, behind `systemLogs`, and only the log folder's own daily files. */
describe('the log viewer (/api/logs)', () => {
  let app: TestApp;
  let admin: string;
  let owner: string;
  let logDir: string;
  let outside: string;
  const clock = new TestClock('2026-11-02T12:00:00');
  const today = 'tapin.2026-11-02.1.log';
  const older = 'tapin.2026-10-30.1.log';
  const big = 'tapin.2026-10-31.1.log';
  const http = () => request(app.callback());
  const asAdmin = (method: 'get' | 'delete', url: string) => http()[method](url).set('Authorization', `Bearer ${admin}`);

  beforeAll(async () => {
    app = await createTestApp({
      plugins: [devtoolsPlugin],
      clock,
      config: { log: { level: 'info', toFiles: false, pretty: false, viewMaxBytes: VIEW_MAX_BYTES } },
    });
    logDir = app.config.paths.logDir;
    outside = mkdtempSync(path.join(tmpdir(), 'tapin-outside-'));
    await app.kernel.cradle.accounts.createAdmin({ email: 'boss@tapin.example', name: 'Boss', password: 'boss-secret' });
    admin = (await http().post('/api/auth/login').send({ email: 'boss@tapin.example', password: 'boss-secret' })).body.token;
    owner = (await http().post('/api/auth/register').send({ name: 'Olive Owner', email: 'olive@shop.example', password: 'secret1' })).body.token;
  });
  afterAll(async () => {
    await app.close();
    rmSync(outside, { recursive: true, force: true });
  });

  beforeEach(() => {
    app.kernel.cradle.flags.override('systemLogs', true);
    rmSync(logDir, { recursive: true, force: true });
    mkdirSync(logDir, { recursive: true });
    writeFileSync(path.join(logDir, today), '{"msg":"today"}\n');
    writeFileSync(path.join(logDir, older), '{"msg":"older"}\n');
    const lines = Array.from({ length: 200 }, (_, i) => `{"line":${i},"msg":"${'x'.repeat(40)}"}`).join('\n');
    writeFileSync(path.join(logDir, big), `${lines}\n`);
    writeFileSync(path.join(logDir, 'notes.txt'), 'not a log');
    writeFileSync(path.join(outside, 'secret.log'), 'outside the log folder');
  });

  it('lists the daily log files with name, size and last modified, and nothing else', async () => {
    const res = await asAdmin('get', '/api/logs').expect(200);
    expect(res.body.map((f: { name: string }) => f.name).sort()).toEqual([older, big, today].sort());
    expect(res.body.find((f: { name: string }) => f.name === today)).toEqual({
      name: today,
      size: Buffer.byteLength('{"msg":"today"}\n'),
      lastModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      host: hostname(),
    });
  });

  it('answers a file as plain text', async () => {
    const res = await asAdmin('get', `/api/logs/${older}`).expect(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).toBe('{"msg":"older"}\n');
    expect(res.headers['x-log-truncated']).toBeUndefined();
  });

  it('answers a large file from its end, from a whole line, and says it was cut', async () => {
    const res = await asAdmin('get', `/api/logs/${big}`).expect(200);
    const whole = readFileSync(path.join(logDir, big), 'utf8');
    expect(res.headers['x-log-truncated']).toBe('true');
    expect(res.headers['x-log-size']).toBe(String(Buffer.byteLength(whole)));
    expect(Buffer.byteLength(res.text)).toBeLessThanOrEqual(VIEW_MAX_BYTES);
    expect(res.text.startsWith('{"line":')).toBe(true);
    expect(whole.endsWith(res.text)).toBe(true);
    expect(res.text).toContain('"line":199');
  });

  it('sends the whole file as a download with its name', async () => {
    const res = await asAdmin('get', `/api/logs/${big}?download=1`).expect(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${big}"`);
    expect(res.text).toBe(readFileSync(path.join(logDir, big), 'utf8'));
  });

  it('deletes a log file with the documented message', async () => {
    const res = await asAdmin('delete', `/api/logs/${older}`).expect(200);
    expect(res.body).toEqual({ message: `Log file ${older} deleted successfully` });
    expect(existsSync(path.join(logDir, older))).toBe(false);
    await asAdmin('get', `/api/logs/${older}`).expect(404);
    const audit = await asAdmin('get', '/api/admin/audit').expect(200);
    expect(audit.body).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'log.deleted', subjectType: 'log', subjectId: older, origin: 'http' })]));
  });

  it('refuses to delete today’s file, which the server is writing', async () => {
    const res = await asAdmin('delete', `/api/logs/${today}`).expect(409);
    expect(res.body.message).toBe(`Log file ${today} is today's log, still being written, and cannot be deleted`);
    expect(existsSync(path.join(logDir, today))).toBe(true);
  });

  it('refuses traversal, absolute paths, other files and links out of the folder, and touches nothing', async () => {
    symlinkSync(path.join(outside, 'secret.log'), path.join(logDir, 'tapin.2026-10-01.1.log'));
    const attempts = [
      '..%2F..%2Fetc%2Fpasswd',
      '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '..',
      '%2e%2e',
      `..%2F${path.basename(outside)}%2Fsecret.log`,
      encodeURIComponent(path.join(outside, 'secret.log')),
      '..%5C..%5Csecret.log',
      'notes.txt',
      'tapin.2026-10-01.1.log',
    ];
    for (const name of attempts) {
      for (const method of ['get', 'delete'] as const) {
        const res = await asAdmin(method, `/api/logs/${name}`);
        expect([400, 404], `${method} ${name}`).toContain(res.status);
        expect(res.text).not.toContain('outside the log folder');
      }
    }
    await asAdmin('get', '/api/logs/..%2F..%2Fetc%2Fpasswd').expect(400, { message: 'Invalid log file name' });
    expect(existsSync(path.join(outside, 'secret.log'))).toBe(true);
    expect(existsSync(path.join(logDir, 'tapin.2026-10-01.1.log'))).toBe(true);
    expect(existsSync(path.join(logDir, 'notes.txt'))).toBe(true);
    const listed = (await asAdmin('get', '/api/logs').expect(200)).body.map((f: { name: string }) => f.name);
    expect(listed).not.toContain('tapin.2026-10-01.1.log');
  });

  it('is for admins only: owners 403, anonymous 401', async () => {
    await http().get('/api/logs').set('Authorization', `Bearer ${owner}`).expect(403);
    await http().delete(`/api/logs/${older}`).set('Authorization', `Bearer ${owner}`).expect(403);
    await http().get('/api/logs').expect(401);
    await http().get(`/api/logs/${older}`).expect(401);
    expect(existsSync(path.join(logDir, older))).toBe(true);
  });

  it('does not exist while systemLogs is off', async () => {
    app.kernel.cradle.flags.override('systemLogs', false);
    await asAdmin('get', '/api/logs').expect(404);
    await asAdmin('get', `/api/logs/${older}`).expect(404);
    await asAdmin('delete', `/api/logs/${older}`).expect(404);
    expect(existsSync(path.join(logDir, older))).toBe(true);
  });
});
