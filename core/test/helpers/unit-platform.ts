import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type Config, type ConfigOverrides } from '@tapin/config';
import type { Knex } from 'knex';
import { pino } from 'pino';
import type { AuditRecord } from '../../src/audit/audit-service.js';
import { Kernel } from '../../src/kernel.js';
import type { Logger } from '../../src/logging/logger.js';
import type { OutgoingEmail } from '../../src/mail/mailer.js';
import { TestClock } from '../../src/testing/test-clock.js';

/**
 * What a service's unit test builds it on, without HTTP and without booting the app: the documented
 * configuration, a silent log, a clock the test moves, and a real in-memory SQLite database with the
 * platform's migrations (the kernel's own list, nothing bootstrapped). The ports a rule talks through
 * (mail, the audit trail, sessions…) are the test's fakes.
 */
export interface UnitPlatform {
  config: Config;
  db: Knex;
  clock: TestClock;
  log: Logger;
  close(): Promise<void>;
}

export async function unitPlatform(overrides: ConfigOverrides = {}): Promise<UnitPlatform> {
  const config = loadConfig({
    env: {},
    envFile: false,
    cwd: tmpdir(),
    overrides: {
      env: 'test',
      // Nothing is written there: the database is in memory and no file-keeping service is built.
      paths: { dataDir: path.join(tmpdir(), 'tapin-unit') },
      database: { sqliteFile: ':memory:' },
      log: { level: 'silent', toFiles: false, pretty: false },
      ...overrides,
    },
  });
  const log = pino({ level: 'silent' });
  const clock = new TestClock();
  const kernel = new Kernel({ config, plugins: [], log, clock });
  const { db } = kernel.cradle;
  await kernel.migrate();
  return { config, db, clock, log, close: () => db.destroy() };
}

/** A port the test gives only the methods the rule calls; calling any other fails the test loudly. */
export function fake<T>(methods: Partial<T>): T {
  return methods as T;
}

/** The mailer port, keeping what was sent. */
export function recordingMailer() {
  const sent: OutgoingEmail[] = [];
  return {
    sent,
    templates: () => sent.map((m) => `${m.email.template} → ${m.to}`),
    send: async (message: OutgoingEmail) => sent.push(message),
  };
}

/** The audit trail's port, keeping what was recorded. */
export function recordingAudit() {
  const records: AuditRecord[] = [];
  return {
    records,
    actions: () => records.map((r) => r.action),
    record: async (event: AuditRecord) => void records.push(event),
    /** Kept whether or not the real trail would write it (that rule is the audit service's own). */
    recordForOwner: async (ownerId: number, event: AuditRecord) => void records.push({ ...event, details: { ownerId, ...event.details } }),
  };
}
