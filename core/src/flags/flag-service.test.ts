import { readdirSync } from 'node:fs';
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
});
