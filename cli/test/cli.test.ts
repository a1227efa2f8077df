import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bin, cliEnv, root, tapin as run } from './cli-helpers.js';

describe('the tapin command', () => {
  let dataDir: string;
  const tapin = (args: string[], env: Record<string, string> = {}) => run(dataDir, args, { env });

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'tapin-cli-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is on the path as `npx tapin` from the repository root', async () => {
    const { stdout } = await promisify(execFile)('npx', ['--no-install', 'tapin', '--help'], { cwd: root, env: cliEnv(dataDir) });
    expect(stdout).toContain('Usage: tapin');
    expect(stdout).toMatch(/db\s+database migrations/);
    expect(stdout).toMatch(/flags\s+feature flags/);
  });

  it('reports migration status per owner, and migrates', async () => {
    const before = await tapin(['db', 'status']);
    expect(before.code).toBe(0);
    expect(before.stdout).toContain(`Database: SQLite ${path.join(dataDir, 'tapin.sqlite')}`);
    for (const owner of ['core', 'intake', 'directory', 'promotions', 'galleries', 'devtools']) {
      expect(before.stdout).toMatch(new RegExp(`^${owner}\\s+\\d+`, 'm'));
    }
    const migrate = await tapin(['db', 'migrate']);
    expect(migrate.code).toBe(0);
    expect(migrate.stdout).toMatch(/Applied \d+ migration|Already up to date\./);
    const after = await tapin(['db', 'status']);
    expect(after.stdout).toContain('Up to date.');
    const again = await tapin(['db', 'migrate']);
    expect(again.stdout).toContain('Already up to date.');
  });

  it('rolls back nothing without the typed confirmation, and one migration after a backup with it', async () => {
    await tapin(['db', 'migrate']);
    // A fresh install survives a slip: without a terminal or --confirm, nothing is touched.
    const refused = await tapin(['db', 'rollback']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('tapin db rollback drops tables and the data in them. Run it at a terminal to confirm, or pass --confirm ROLLBACK.');
    const wrong = await tapin(['db', 'rollback', '--confirm', 'yes']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('Nothing was rolled back: type ROLLBACK exactly to confirm.');
    expect((await tapin(['db', 'status'])).stdout).toContain('Up to date.');

    const rollback = await tapin(['db', 'rollback', '--confirm', 'ROLLBACK']);
    expect(rollback.code).toBe(0);
    const backup = /^Backup: (.+\.sqlite)$/m.exec(rollback.stdout)?.[1];
    expect(backup && existsSync(backup)).toBe(true);
    // One step: a single migration, the one applied last.
    expect(rollback.stdout).toMatch(/Rolled back 1 migration\(s\):\n {2}\w+: \S+/);
    expect((await tapin(['db', 'status'])).stdout).toContain('1 pending: run `tapin db migrate`.');
    expect((await tapin(['db', 'migrate'])).stdout).toContain('Applied 1 migration(s)');
    // Seven runs of the CLI, each starting the platform: longer than one test's usual 30 s on a busy machine.
  }, 90_000);

  it('lists the evaluated flags with their source', async () => {
    const { stdout, code } = await tapin(['flags', 'list']);
    expect(code).toBe(0);
    expect(stdout).toContain('Flags from local defaults (no UNLEASH_URL)');
    expect(stdout).toMatch(/^businessIntake\s+on\s+default$/m);
    expect(stdout).toMatch(/^developerMode\s+off\s+default$/m);
    const json = JSON.parse((await tapin(['flags', 'list', '--json', '--role', 'admin'])).stdout) as {
      mode: string;
      flags: Array<{ name: string; enabled: boolean; source: string }>;
    };
    expect(json.mode).toBe('local');
    expect(json.flags).toHaveLength(25);
    expect(json.flags).toContainEqual({ name: 'directory', enabled: true, source: 'default' });
  });

  it('shows a FLAG_<NAME> variable as the source of its value, and stops on an unknown flag', async () => {
    const { stdout, code } = await tapin(['flags', 'list'], { FLAG_SYSTEM_LOGS: 'on', FLAG_GALLERIES: 'off' });
    expect(code).toBe(0);
    expect(stdout).toMatch(/^systemLogs\s+on\s+environment$/m);
    expect(stdout).toMatch(/^galleries\s+off\s+environment$/m);
    expect(stdout).toMatch(/^directory\s+on\s+default$/m);
    const unknown = await tapin(['flags', 'list'], { FLAG_NOPE: 'on' });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('FLAG_NOPE is not a known flag');
  });

  it('prints the configuration without secrets', async () => {
    const { stdout } = await tapin(['config'], { BETA_LIMIT: '12', OPENAI_API_KEY: 'sk-very-secret' });
    expect(stdout).toMatch(/^BETA_LIMIT\s+12\s+/m);
    expect(stdout).toMatch(/^OPENAI_API_KEY\s+\(set, hidden\)/m);
    expect(stdout).not.toContain('sk-very-secret');
  });

  it('fails with the variable named on bad configuration', async () => {
    const { code, stderr } = await tapin(['db', 'status'], { AI_GENERATION_LIMIT: 'lots' });
    expect(code).toBe(1);
    expect(stderr).toContain('AI_GENERATION_LIMIT must be a whole number');
  });

  it('serves as `tapin serve --role all`, and stops cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, [bin, 'serve', '--role', 'all'], { env: cliEnv(dataDir, { PORT: '0', HOST: '127.0.0.1', LOG_TO_FILES: 'false' }), cwd: dataDir });
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const running = /TAPin is running at (http:\/\/[^"\s]+)/.exec(output);
        if (running) resolve(running[1]!);
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', (code) => reject(new Error(`tapin serve exited (${code}):\n${output}`)));
    });
    expect(output).toContain('"role":"all"');
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('refuses a role that needs PostgreSQL on SQLite, and a role that does not exist', async () => {
    const web = await tapin(['serve', '--role', 'web']);
    expect(web.code).toBe(1);
    expect(web.stderr).toContain('must be all on SQLite');
    const bogus = await tapin(['serve', '--role', 'cook']);
    expect(bogus.code).not.toBe(0);
    expect(bogus.stderr).toContain("argument 'cook' is invalid. Allowed choices are all, web, worker.");
  });

  it('refuses a data folder that does not exist unless --init says to create it', async () => {
    const slip = path.join(dataDir, 'dtaa');
    const refused = await tapin(['users', 'list'], { DATA_DIR: slip });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(`There is no data folder at ${slip} (DATA_DIR): check the path for a slip, or add --init to start a new, empty TAPin there.\n`);
    expect(existsSync(slip)).toBe(false);
    const served = await tapin(['serve'], { DATA_DIR: slip });
    expect(served.stderr).toContain('There is no data folder at');
    expect(existsSync(slip)).toBe(false);

    const created = await tapin(['--init', 'users', 'list'], { DATA_DIR: slip });
    expect(created.code, created.stderr).toBe(0);
    expect(existsSync(path.join(slip, 'tapin.sqlite'))).toBe(true);
    // Once it exists it is an ordinary data folder.
    expect((await tapin(['users', 'list'], { DATA_DIR: slip })).code).toBe(0);
  });

  it('validates options and ids, and says what a system error means', async () => {
    const role = await tapin(['users', 'list', '--role', 'owner']);
    expect(role.code).toBe(1);
    expect(role.stderr).toContain("argument 'owner' is invalid. Allowed choices are admin, business_owner, sample_owner.");
    const limit = await tapin(['emails', 'list', '--limit', 'lots']);
    expect(limit.code).toBe(2);
    expect(limit.stderr).toBe('--limit must be a whole number from 1 to 500\n');
    expect((await tapin(['emails', 'list', '--limit', '0'])).stderr).toBe('--limit must be a whole number from 1 to 500\n');
    expect((await tapin(['flags', 'list', '--user-id', '1e3'])).stderr).toBe('--user-id must be a whole number from 1\n');
    const id = await tapin(['dev', 'delete-business', 'abc', '--confirm', 'DELETE']);
    expect(id.code).toBe(2);
    expect(id.stderr).toBe('An id is a whole number from 1, as the lists show it (e.g. 12)\n');
    const restore = await tapin(['restore', dataDir]);
    expect(restore.code).toBe(1);
    expect(restore.stderr).not.toMatch(/E[A-Z]{3,}:|at .*\.js:\d+/);
  });

  it('says which port is taken, and how to choose another, instead of a stack trace', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;
    try {
      const { code, stderr } = await tapin(['serve'], { PORT: String(port), HOST: '127.0.0.1', LOG_TO_FILES: 'false' });
      expect(code).toBe(1);
      expect(stderr).toContain(`Port ${port} on 127.0.0.1 is already in use by another program: stop that program, or start TAPin on another port (PORT=${port + 1} npm start).`);
      expect(stderr).not.toContain('EADDRINUSE');
      expect(stderr).not.toMatch(/^\s+at /m);
    } finally {
      taken.close();
    }
  });

  it('explains an unknown command', async () => {
    const { code, stderr } = await tapin(['dance']);
    expect(code).not.toBe(0);
    expect(stderr).toContain("unknown command 'dance'");
  });
});
