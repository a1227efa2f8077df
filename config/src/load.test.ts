import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, flagDefaults, loadConfig, longestRequestMs } from './index.js';

describe('loadConfig', () => {
  let cwd: string;
  beforeEach(() => {
    cwd = mkdtempSync(path.join(tmpdir(), 'tapin-config-'));
  });
  afterEach(() => rmSync(cwd, { recursive: true, force: true }));

  it('has the documented defaults', () => {
    const config = loadConfig({ env: {}, cwd });
    expect(config.server).toMatchObject({ port: 3000, host: '127.0.0.1' });
    expect(config.paths.dataDir).toBe(path.join(cwd, 'data'));
    expect(config.paths.logDir).toBe(path.join(cwd, 'data', 'logs'));
    expect(config.database).toMatchObject({ client: 'sqlite', sqlitePath: path.join(cwd, 'data', 'tapin.sqlite') });
    expect(config.accounts).toEqual({
      adminEmails: [],
      betaLimit: 40,
      confirmEmailHours: 48,
      seatSweepSeconds: 300,
      confirmationMailsPerHour: 3,
      registrationsPerAddress: 10,
      registrationWindowMinutes: 60,
    });
    expect(config.promotions.aiGenerationLimit).toBe(3);
    expect(config.scrape.allowPrivate).toBe(false);
    expect(config.limits.jsonBodyBytes).toBe(1024 * 1024);
    expect(config.limits.posterPreviewBytes).toBe(20 * 1024 * 1024);
    expect(config.galleries.posterBytes).toBe(50 * 1024 * 1024);
    expect(config.flags.unleashUrl).toBeUndefined();
    expect(config.server.role).toBe('all');
    expect([config.server.instanceId, config.server.metricsToken]).toEqual([undefined, undefined]);
    expect(config.storage).toEqual({});
    expect(config.mail).toMatchObject({ retryLimit: 10, retryDelaySeconds: 30, sendTimeoutSeconds: 60 });
    expect(config.jobs).toEqual({ pollSeconds: 2, maintenanceSeconds: 30 });
  });

  it('reads every documented environment variable', () => {
    const config = loadConfig({
      cwd,
      env: {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: '/srv/tapin',
        LOG_DIR: '/var/log/tapin',
        DATABASE_URL: 'postgres://tapin:secret@db:5432/tapin',
        UNLEASH_URL: 'http://unleash:4242/api',
        UNLEASH_API_TOKEN: 'default:development.abc',
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: 'http://127.0.0.1:9999/v1',
        ADMIN_EMAILS: ' Boss@Example.com, ops@example.com ,',
        BETA_LIMIT: '12',
        AI_GENERATION_LIMIT: '5',
        SCRAPE_ALLOW_PRIVATE: 'true',
        GALLERY_POSTER_BYTES: '10000000',
        POSTER_PREVIEW_BYTES: '3000000',
      },
    });
    expect(config.server).toMatchObject({ port: 8080, host: '0.0.0.0' });
    expect(config.paths).toMatchObject({ dataDir: '/srv/tapin', logDir: '/var/log/tapin', uploadsDir: '/srv/tapin/uploads' });
    expect(config.database).toMatchObject({ client: 'postgres', url: 'postgres://tapin:secret@db:5432/tapin' });
    expect(config.flags).toMatchObject({ unleashUrl: 'http://unleash:4242/api', unleashApiToken: 'default:development.abc' });
    expect(config.ai).toMatchObject({ provider: 'auto', openaiApiKey: 'sk-test', openaiBaseUrl: 'http://127.0.0.1:9999/v1' });
    expect(config.accounts).toMatchObject({ adminEmails: ['boss@example.com', 'ops@example.com'], betaLimit: 12 });
    expect(config.promotions.aiGenerationLimit).toBe(5);
    expect(config.scrape.allowPrivate).toBe(true);
    expect(config.galleries.posterBytes).toBe(10_000_000);
    expect(config.limits.posterPreviewBytes).toBe(3_000_000);
  });

  it('layers defaults < .env < environment < overrides', () => {
    writeFileSync(path.join(cwd, '.env'), 'PORT=4000\nBETA_LIMIT=10\n# comment\nHOST=0.0.0.0\n');
    const config = loadConfig({ cwd, env: { BETA_LIMIT: '20' }, overrides: { server: { host: '::1' } } });
    expect(config.server.port).toBe(4000);
    expect(config.accounts.betaLimit).toBe(20);
    expect(config.server.host).toBe('::1');
  });

  it('stops with a message that names each bad variable', () => {
    const attempt = () =>
      loadConfig({
        cwd,
        env: { PORT: 'eighty', DATABASE_URL: 'mysql://x', SCRAPE_ALLOW_PRIVATE: 'maybe', ADMIN_EMAILS: 'not-an-email' },
      });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
        return '';
      } catch (err) {
        return (err as Error).message;
      }
    })();
    expect(message).toContain('PORT must be a whole number from 0 to 65535 (got "eighty")');
    expect(message).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL (value hidden)');
    expect(message).toContain('SCRAPE_ALLOW_PRIVATE must be one of true, false');
    expect(message).toContain('ADMIN_EMAILS must be a comma-separated list of e-mail addresses');
  });

  it('holds every connection limit, and a shutdown grace longer than the longest request', () => {
    const config = loadConfig({ env: {}, cwd });
    expect(config.server).toMatchObject({ headersTimeoutMs: 10_000, requestTimeoutMs: 60_000, keepAliveTimeoutMs: 5_000, maxConnections: 1024, connectionsPerAddress: 64 });
    // Receiving a request (60 s), a website read with its image probes (15 + 6 s), and a margin of 5 s.
    expect(longestRequestMs(config)).toBe(81_000);
    expect(config.server.shutdownGraceSeconds).toBe(86);
    // With OpenAI, one AI request and its retry (2 × 60 s) more.
    expect(loadConfig({ env: { OPENAI_API_KEY: 'sk-test' }, cwd }).server.shutdownGraceSeconds).toBe(206);
    expect(loadConfig({ env: { SHUTDOWN_GRACE_SECONDS: '90' }, cwd }).server.shutdownGraceSeconds).toBe(90);
    expect(() => loadConfig({ env: { SHUTDOWN_GRACE_SECONDS: '10' }, cwd })).toThrow('SHUTDOWN_GRACE_SECONDS must be more than 81: the longest a request may take');
    expect(() => loadConfig({ env: { SHUTDOWN_GRACE_SECONDS: '30', REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '5000' }, cwd })).not.toThrow();
    expect(() => loadConfig({ env: { HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '15000' }, cwd })).toThrow('HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS (15000)');
  });

  it('reads the deployment settings of several processes, and refuses the ones that cannot work', () => {
    const config = loadConfig({
      cwd,
      env: {
        DATABASE_URL: 'postgres://tapin@db/tapin',
        PROCESS_ROLE: 'worker',
        INSTANCE_ID: 'worker-1',
        METRICS_TOKEN: 'a-scraper-token-of-32-characters',
        STORAGE_URL: 's3://tapin-city/uploads?endpoint=http://minio:9000&forcePathStyle=true',
        STORAGE_ACCESS_KEY_ID: 'key',
        STORAGE_SECRET_ACCESS_KEY: 'secret',
        MAIL_RETRY_LIMIT: '4',
        UNLEASH_WEBHOOK_TOKEN: 'an-unleash-hook-of-32-characters',
      },
    });
    expect(config.flags.webhookToken).toBe('an-unleash-hook-of-32-characters');
    expect(config.server).toMatchObject({ role: 'worker', instanceId: 'worker-1', metricsToken: 'a-scraper-token-of-32-characters' });
    expect(config.storage).toEqual({ url: 's3://tapin-city/uploads?endpoint=http://minio:9000&forcePathStyle=true', accessKeyId: 'key', secretAccessKey: 'secret' });
    expect(config.mail.retryLimit).toBe(4);
    expect(() => loadConfig({ cwd, env: { PROCESS_ROLE: 'web' } })).toThrow('PROCESS_ROLE must be all on SQLite');
    expect(() => loadConfig({ cwd, env: { STORAGE_URL: 'https://bucket.example' } })).toThrow('STORAGE_URL must be s3://bucket[/prefix]');
    expect(() => loadConfig({ cwd, env: { STORAGE_URL: 's3://b?endpoint=ftp://x' } })).toThrow('STORAGE_URL must be s3://bucket[/prefix]');
    expect(() => loadConfig({ cwd, env: { STORAGE_ACCESS_KEY_ID: 'key' } })).toThrow('STORAGE_SECRET_ACCESS_KEY and STORAGE_ACCESS_KEY_ID must be set together');
    expect(() => loadConfig({ cwd, env: { METRICS_TOKEN: 'short' } })).toThrow('METRICS_TOKEN must be at least 24 characters (a random secret) (value hidden)');
    expect(() => loadConfig({ cwd, env: { UNLEASH_WEBHOOK_TOKEN: 'short' } })).toThrow('UNLEASH_WEBHOOK_TOKEN must be at least 24 characters (a random secret) (value hidden)');
    expect(() => loadConfig({ cwd, env: { INSTANCE_ID: 'web 1' } })).toThrow('INSTANCE_ID must be 1 to 64 letters');
  });

  it("takes the city's time zone as an IANA name only", () => {
    expect(loadConfig({ env: {}, cwd }).city.timeZone).toBe('America/New_York');
    expect(loadConfig({ env: { TIME_ZONE: 'Europe/Berlin' }, cwd }).city.timeZone).toBe('Europe/Berlin');
    for (const bad of ['Mars/Olympus', '+05:00', 'EST5EDT/x']) {
      expect(() => loadConfig({ env: { TIME_ZONE: bad }, cwd })).toThrow('TIME_ZONE must be an IANA time zone such as America/New_York');
    }
  });

  it('is frozen', () => {
    const config = loadConfig({ env: {}, cwd });
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.accounts.adminEmails)).toBe(true);
    expect(() => {
      (config.server as { port: number }).port = 1;
    }).toThrow(TypeError);
  });

  it('declares the documented flag values', () => {
    const on = Object.entries(flagDefaults).filter(([, v]) => v).map(([k]) => k);
    expect(on.sort()).toEqual(
      ['assetUpload', 'businessIntake', 'businessProfile', 'dashboard', 'directory', 'galleries', 'multipleBusinesses', 'network', 'promotionManagement', 'publicPages', 'seasonalPromotions', 'settings'].sort(),
    );
    expect(Object.keys(flagDefaults)).toHaveLength(25);
  });

  describe('FLAG_<NAME> overrides', () => {
    const problem = (env: Record<string, string>) => {
      try {
        loadConfig({ cwd, env });
        return '';
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as Error).message;
      }
    };

    it('reads each flag from its constant-case variable, in .env or the environment', () => {
      writeFileSync(path.join(cwd, '.env'), 'FLAG_ADMIN_PANEL=on\nFLAG_DIRECTORY=\n');
      const config = loadConfig({ cwd, env: { FLAG_SYSTEM_LOGS: 'on', FLAG_GALLERIES: 'off' } });
      expect(config.flags.overrides).toEqual({ adminPanel: true, systemLogs: true, galleries: false });
    });

    it('has none by default', () => {
      expect(loadConfig({ cwd, env: {} }).flags.overrides).toEqual({});
    });

    it('stops on an unknown flag or a bad value, naming the variable', () => {
      expect(problem({ FLAG_NOPE: 'on' })).toContain('FLAG_NOPE is not a known flag (known: FLAG_BUSINESS_PROFILE, FLAG_PROMOTION_MANAGEMENT,');
      const both = problem({ FLAG_NOPE: 'on', FLAG_SYSTEM_LOGS: 'sometimes' });
      expect(both).toContain('FLAG_SYSTEM_LOGS must be one of true, false, 1, 0, yes, no, on, off (got "sometimes")');
      expect(both).toContain('FLAG_NOPE is not a known flag');
    });
  });
});
