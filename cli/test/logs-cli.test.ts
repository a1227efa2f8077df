import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tapin, tapinAtTerminal } from './cli-helpers.js';

/** `tapin logs …`, run as the built command against a log folder with a few daily files. */
describe('tapin logs', () => {
  let dataDir: string;
  let logDir: string;
  const old = 'tapin.2026-10-30.1.log';
  const other = 'tapin.2026-10-31.1.log';
  // The command's own logger writes nothing to files here, so the folder holds only these.
  const run = (args: string[]) => tapin(dataDir, args, { env: { LOG_TO_FILES: 'false' } });

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'tapin-cli-logs-'));
    logDir = path.join(dataDir, 'logs');
    mkdirSync(logDir);
    writeFileSync(path.join(logDir, old), `${Array.from({ length: 5 }, (_, i) => `{"line":${i}}`).join('\n')}\n`);
    writeFileSync(path.join(logDir, other), '{"msg":"kept"}\n');
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    writeFileSync(path.join(logDir, `tapin.${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.1.log`), '{"msg":"today"}\n');
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('lists the log files with their size, and the machine they are on', async () => {
    const { code, stdout } = await run(['logs', 'list']);
    expect(code).toBe(0);
    expect(stdout).toContain(`Log files on ${hostname()}, in ${logDir}:`);
    expect(stdout).toMatch(new RegExp(`^${old.replaceAll('.', '\\.')}\\s+0\\.1 KB\\s+\\d{4}-`, 'm'));
    const json = JSON.parse((await run(['logs', 'list', '--json'])).stdout) as Array<{ name: string; host: string }>;
    expect(json.map((f) => f.name)).toContain(other);
    expect(json.every((f) => f.host === hostname())).toBe(true);
  });

  it('shows a file, or its last lines', async () => {
    expect((await run(['logs', 'show', old, '--tail', '2'])).stdout.trim()).toBe('{"line":3}\n{"line":4}');
    const refused = await run(['logs', 'show', '../../etc/passwd']);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('Invalid log file name') });
  });

  it('deletes a file without asking in a script, and refuses today’s', async () => {
    const removed = await run(['logs', 'rm', old]);
    expect(removed).toMatchObject({ code: 0, stdout: expect.stringContaining(`Log file ${old} deleted successfully`) });
    expect(existsSync(path.join(logDir, old))).toBe(false);
    const today = (JSON.parse((await run(['logs', 'list', '--json'])).stdout) as Array<{ name: string }>).find((f) => f.name !== other)!;
    const refused = await run(['logs', 'rm', today.name]);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('cannot be deleted') });
  });

  it('asks at a terminal, and keeps the file when the answer is no', async () => {
    const kept = await tapinAtTerminal(dataDir, ['logs', 'rm', other], [['Delete the log file', 'n']]);
    expect(kept.stdout).toContain('Nothing deleted.');
    expect(existsSync(path.join(logDir, other))).toBe(true);
  });
});
