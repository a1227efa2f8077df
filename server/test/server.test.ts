import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const entry = fileURLToPath(new URL('../dist/start.js', import.meta.url));

function serverEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, UNLEASH_URL: _alsoIgnored, ...rest } = process.env;
  return { ...rest, NODE_ENV: 'production', DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', LOG_PRETTY: 'false', ...extra };
}

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
}

function start(env: NodeJS.ProcessEnv): Promise<Running> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /TAPin is running at (http:\/\/[^"\s]+)/.exec(output);
      if (match) resolve({ child, url: match[1]!, output: () => output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('the built server', () => {
  let dataDir: string;
  let running: Running | undefined;
  afterEach(() => {
    running?.child.kill('SIGKILL');
    running = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts on the defaults, serves health, flags and 404 JSON, and stops cleanly on SIGTERM', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'tapin-server-'));
    running = await start(serverEnv(dataDir));
    const health = await fetch(`${running.url}/healthz`);
    expect(health.status).toBe(200);
    const flags = (await (await fetch(`${running.url}/api/flags`)).json()) as { flags: Record<string, boolean> };
    expect(flags.flags.businessIntake).toBe(true);
    const missing = await fetch(`${running.url}/api/nothing-here`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Not found' });

    const exit = exited(running.child);
    running.child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(running.output()).toContain('"msg":"stopped"');
    expect(readdirSync(dataDir).sort()).toEqual(['logs', 'tapin.sqlite']);
  });

  it('refuses to start on bad configuration and names the variable', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'tapin-server-'));
    const child = spawn(process.execPath, [entry], { env: serverEnv(dataDir, { PORT: 'eighty', BETA_LIMIT: '-1' }) });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await exited(child)).toBe(1);
    expect(stderr).toContain('PORT must be a whole number from 0 to 65535 (got "eighty")');
    expect(stderr).toContain('BETA_LIMIT must be a whole number');
  });
});
