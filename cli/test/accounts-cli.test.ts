import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '@tapin/config';
import { createApp, type TapinApp } from '@tapin/core';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tapin, tapinAtTerminal } from './cli-helpers.js';

/** The accounts commands, run as built child processes against a SQLite file a test server filled. */
describe('tapin users, waitlist and emails', () => {
  let dataDir: string;
  const run = (args: string[], options?: Parameters<typeof tapin>[2]) => tapin(dataDir, args, { ...options, env: { BETA_LIMIT: '1', ...options?.env } });

  /** Opens the same database as the CLI, as the server would. */
  async function withServer<T>(work: (app: TapinApp) => Promise<T>): Promise<T> {
    const config = loadConfig({ cwd: dataDir, envFile: false, env: { DATA_DIR: dataDir, BETA_LIMIT: '1', LOG_TO_FILES: 'false' } });
    const app = await createApp({ config, plugins: [], log: pino({ level: 'silent' }) });
    try {
      return await work(app);
    } finally {
      await app.close();
    }
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'tapin-cli-accounts-'));
    await withServer(async (app) => {
      for (const [name, email] of [
        ['Olive Owner', 'olive@shop.com'],
        ['Wes Waiting', 'wes@wait.com'],
        ['Wanda Waiting', 'wanda@wait.com'],
      ]) {
        await request(app.callback()).post('/api/auth/register').send({ name, email, password: 'secret1' });
      }
    });
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates an admin with a password from standard input, and refuses to guess without a terminal', async () => {
    const created = await run(['users', 'create-admin', '--email', 'boss@tapin.example', '--name', 'Boss', '--password-stdin'], { stdin: 'boss-secret\n' });
    expect(created).toMatchObject({ code: 0, stdout: expect.stringContaining('Created admin boss@tapin.example') });
    const missing = await run(['users', 'create-admin']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Usage: tapin users create-admin --email <email>');
    const duplicate = await run(['users', 'create-admin', '--email', 'olive@shop.com', '--name', 'Olive']);
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('An account with this email already exists');
    await withServer(async (app) => {
      await request(app.callback()).post('/api/auth/login').send({ email: 'boss@tapin.example', password: 'boss-secret' }).expect(200);
    });
  });

  it('creates a password-less admin and prints a sign-in link for it', async () => {
    const created = await run(['users', 'create-admin', '--email', 'ops@tapin.example']);
    expect(created.code).toBe(0);
    const link = /http:\/\/\S+\/auth\/instant\?token=(\S+)/.exec(created.stdout);
    expect(link).not.toBeNull();
    await withServer(async (app) => {
      const res = await request(app.callback()).post('/api/auth/instant').send({ token: decodeURIComponent(link![1]!) }).expect(200);
      expect(res.body.user).toMatchObject({ email: 'ops@tapin.example', role: 'admin', name: 'ops' });
    });
  });

  it('lists accounts with the seats taken', async () => {
    const { stdout, code } = await run(['users', 'list']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^1\s+olive@shop\.com\s+Olive Owner\s+business_owner/m);
    expect(stdout).toContain('3 account(s); 1 of 1 Pioneer seats taken.');
    const admins = JSON.parse((await run(['users', 'list', '--role', 'admin', '--json'])).stdout) as Array<{ email: string }>;
    expect(admins.map((a) => a.email)).toEqual(['boss@tapin.example', 'ops@tapin.example']);
  });

  it('lists the waitlist and admits only with a free seat or --force', async () => {
    const list = await run(['waitlist', 'list']);
    expect(list.stdout).toMatch(/^1\s+wes@wait\.com\s+Wes Waiting/m);
    expect(list.stdout).toMatch(/^2\s+wanda@wait\.com\s+Wanda Waiting/m);
    expect(list.stdout).toContain('2 waiting; 0 seat(s) free.');

    const full = await run(['waitlist', 'admit', '--next']);
    expect(full.code).toBe(1);
    expect(full.stderr).toContain('No free seat: 1 of 1 seats are taken. Admit anyway with --force.');
    const none = await run(['waitlist', 'admit']);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('Usage: tapin waitlist admit --next | --email <email> [--force]');

    const forced = await run(['waitlist', 'admit', '--email', 'Wanda@Wait.com', '--force']);
    expect(forced.code).toBe(0);
    expect(forced.stdout).toContain('Admitted wanda@wait.com (was #2) as business_owner');
    const emails = await run(['emails', 'list', '--to', 'wanda@wait.com']);
    expect(emails.stdout).toMatch(/spot_opened\s+recorded\s+A spot opened up: welcome to TAPin/);
  });

  it('removes an entry and renumbers the rest', async () => {
    await withServer(async (app) => {
      await request(app.callback()).post('/api/auth/register').send({ name: 'Zed Late', email: 'zed@wait.com', password: 'secret1' }).expect(200);
    });
    const removed = await run(['waitlist', 'remove', '--email', 'wes@wait.com']);
    expect(removed.stdout).toContain('Removed wes@wait.com (was #1).');
    expect((await run(['waitlist', 'list'])).stdout).toMatch(/^1\s+zed@wait\.com/m);
    const missing = await run(['waitlist', 'remove', '--email', 'nobody@wait.com']);
    expect(missing).toMatchObject({ code: 1, stderr: expect.stringContaining('Waitlist entry not found') });
  });

  it('promotes and demotes, asking for the address at a terminal', async () => {
    const promoted = await tapinAtTerminal(dataDir, ['users', 'promote'], [['E-mail address', 'olive@shop.com']]);
    expect(promoted.code).toBe(0);
    expect(promoted.stdout).toContain('olive@shop.com is now admin.');
    const demoted = await run(['users', 'demote', '--email', 'olive@shop.com']);
    expect(demoted.stdout).toContain('olive@shop.com is now business_owner.');
    // Olive's seat was never confirmed: the listing says by when it must be.
    expect((await run(['users', 'list'])).stdout).toMatch(/olive@shop\.com\s+Olive Owner\s+business_owner\s+unconfirmed \(by \d{4}-\d\d-\d\d \d\d:\d\d\)/);
    const unknown = await run(['users', 'promote', '--email', 'ghost@shop.com']);
    expect(unknown).toMatchObject({ code: 1, stderr: expect.stringContaining('No account for ghost@shop.com.') });
    const invalid = await run(['users', 'promote', '--email', 'not-an-email']);
    expect(invalid).toMatchObject({ code: 2, stderr: expect.stringContaining('Please enter a valid email address') });
  });

  it('settles seats on demand: a free seat goes to the next in line', async () => {
    await withServer(async (app) => {
      for (const [name, email] of [
        ['Yan Next', 'yan@wait.com'],
        ['Yuri After', 'yuri@wait.com'],
      ]) {
        await request(app.callback()).post('/api/auth/register').send({ name, email, password: 'secret1' }).expect(200);
      }
    });
    // Every seat of BETA_LIMIT=1 is taken; with one seat more, the first in line gets it.
    expect((await run(['waitlist', 'list'])).stdout).toMatch(/^1\s+yan@wait\.com[\s\S]*^2\s+yuri@wait\.com/m);
    const owners = JSON.parse((await run(['users', 'list', '--role', 'business_owner', '--json'])).stdout) as unknown[];
    const settled = await run(['waitlist', 'settle'], { env: { BETA_LIMIT: String(owners.length + 1) } });
    expect(settled.stdout).toContain('Seats settled: 1 waiting (was 2); 0 seat(s) free.');
    expect((await run(['emails', 'list', '--to', 'yan@wait.com'])).stdout).toMatch(/spot_opened/);
  });

  it('picks a waitlist entry from a list at a terminal', async () => {
    const result = await tapinAtTerminal(dataDir, ['waitlist', 'remove'], [
      ['Remove whom?', ''],
      ['Remove this entry from the waitlist?', 'y'],
    ]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Removed yuri@wait.com (was #1).');
  });
});
