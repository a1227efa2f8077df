import { readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { Writable } from 'node:stream';
import { loadConfig } from '@tapin/config';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { FlagService } from './flag-service.js';

const log = pino({ level: 'silent' });
const owner = { id: 5, email: 'pat@shop.example', name: 'Pat', role: 'business_owner' };
const admin = { id: 1, email: 'ops@tapin.example', name: 'Ops', role: 'admin' };

describe('FlagService without Unleash', () => {
  let flags: FlagService | undefined;
  afterEach(() => flags?.stop());

  async function start() {
    flags = new FlagService({ config: loadConfig({ env: {}, envFile: false }), log });
    await flags.start();
    return flags;
  }

  it('is ready at once, from the documented defaults', async () => {
    const service = await start();
    expect(service.mode).toBe('local');
    expect(service.ready).toBe(true);
    expect(service.isEnabled('businessIntake')).toBe(true);
    expect(service.isEnabled('developerMode')).toBe(false);
    expect(service.describe().find((f) => f.name === 'directory')).toEqual({ name: 'directory', enabled: true, source: 'default' });
  });

  it('evaluates constraints on role and e-mail from the caller', async () => {
    const service = await start();
    service.override('systemLogs', {
      enabled: true,
      strategies: [
        {
          name: 'default',
          parameters: {},
          constraints: [{ contextName: 'email', operator: 'STR_ENDS_WITH' as never, values: ['@tapin.example'], inverted: false }],
        },
      ],
    });
    expect(service.isEnabled('systemLogs', admin)).toBe(true);
    expect(service.isEnabled('systemLogs', owner)).toBe(false);
    expect(service.isEnabled('systemLogs', null)).toBe(false);
    expect(service.describe(admin).find((f) => f.name === 'systemLogs')).toEqual({ name: 'systemLogs', enabled: true, source: 'override' });
  });

  it('makes no network attempt and writes no backup file', async () => {
    const before = new Set(readdirSync(tmpdir()));
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk: Buffer, _e, done) => (lines.push(chunk.toString()), done()) });
    flags = new FlagService({ config: loadConfig({ env: {}, envFile: false }), log: pino({ level: 'debug' }, sink) });
    await flags.start();
    flags.evaluateAll(owner);
    // A fetch or metrics attempt would fail on the unresolvable placeholder host and be logged.
    await new Promise((r) => setTimeout(r, 300));
    expect(lines).toEqual([]);
    expect(readdirSync(tmpdir()).filter((f) => !before.has(f) && f.includes('unleash'))).toEqual([]);
  });

  it('starts from the FLAG_<NAME> variables, and says so', async () => {
    flags = new FlagService({ config: loadConfig({ env: { FLAG_SYSTEM_LOGS: 'on', FLAG_GALLERIES: 'off' }, envFile: false }), log });
    await flags.start();
    expect(flags.isEnabled('systemLogs')).toBe(true);
    expect(flags.isEnabled('galleries')).toBe(false);
    expect(flags.describe().filter((f) => ['systemLogs', 'galleries', 'directory'].includes(f.name))).toEqual([
      { name: 'directory', enabled: true, source: 'default' },
      { name: 'galleries', enabled: false, source: 'environment' },
      { name: 'systemLogs', enabled: true, source: 'environment' },
    ]);
  });
});

describe('FlagService with Unleash and FLAG_<NAME> variables', () => {
  let server: Server | undefined;
  let flags: FlagService | undefined;
  afterEach(async () => {
    flags?.stop();
    await new Promise((resolve) => server?.close(resolve));
  });

  /** A stand-in Unleash API on 127.0.0.1 that defines `systemLogs` (off) and nothing else. */
  async function fakeUnleash(): Promise<string> {
    server = createServer((req, res) => {
      res.setHeader('Content-Type', 'application/json');
      if (!req.url?.startsWith('/api/client/features')) return res.end('{}');
      const systemLogs = { name: 'systemLogs', enabled: false, strategies: [{ name: 'default', parameters: {}, constraints: [] }] };
      res.end(JSON.stringify({ version: 2, features: [systemLogs] }));
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server!.address() as AddressInfo).port}/api/`;
  }

  it('lets Unleash win for the flags it defines, and the variables for the rest', async () => {
    const url = await fakeUnleash();
    const env = { UNLEASH_URL: url, FLAG_SYSTEM_LOGS: 'on', FLAG_ADMIN_PANEL: 'on' };
    flags = new FlagService({ config: loadConfig({ env, envFile: false }), log });
    await flags.start();
    // Until the first fetch the bootstrap set (the defaults with the variables) answers.
    for (let i = 0; i < 50 && flags.isEnabled('systemLogs'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const described = flags.describe().filter((f) => ['systemLogs', 'adminPanel', 'directory'].includes(f.name));
    expect(described).toEqual([
      { name: 'directory', enabled: true, source: 'default' },
      { name: 'adminPanel', enabled: true, source: 'environment' },
      { name: 'systemLogs', enabled: false, source: 'unleash' },
    ]);
  });
});
