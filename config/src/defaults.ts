import { fileURLToPath } from 'node:url';
import { imageRules, logoRules } from './rules.js';
import type { ConfigInput } from './schema.js';

const MB = 1024 * 1024;

/** The repository root: this file lives in config/src (or config/dist once built). */
const root = fileURLToPath(new URL('../../', import.meta.url));

export const defaults: ConfigInput = {
  env: 'development',
  server: {
    host: '127.0.0.1',
    port: 3000,
    role: 'all',
    // shutdownGraceSeconds: unset, the longest request's budget and a margin (schema.ts, longestRequestMs).
    hstsMaxAgeSeconds: 0,
    headersTimeoutMs: 10_000,
    requestTimeoutMs: 60_000,
    keepAliveTimeoutMs: 5_000,
    maxConnections: 1024,
    connectionsPerAddress: 64,
  },
  paths: {
    dataDir: './data',
    webDist: `${root}web/dist`,
    adminDist: `${root}admin/dist`,
  },
  database: { sqliteFile: 'tapin.sqlite', poolMax: 10 },
  flags: { appName: 'tapin', environment: 'development', refreshIntervalMs: 15_000, overrides: {} },
  ai: {
    provider: 'auto',
    textModel: 'gpt-4o-mini',
    visionModel: 'gpt-4o-mini',
    imageModel: 'gpt-image-1',
    requestTimeoutMs: 60_000,
  },
  accounts: {
    adminEmails: [],
    betaLimit: 40,
    confirmEmailHours: 48,
    seatSweepSeconds: 300,
    confirmationMailsPerHour: 3,
    registrationsPerAddress: 10,
    registrationWindowMinutes: 60,
  },
  auth: {
    neverExpiresDays: 30,
    instantAccessHours: 48,
    signInCodeMinutes: 10,
    signInCodeAttempts: 5,
    trustedDeviceDays: 90,
    throttle: {
      windowMinutes: 15,
      maxFailuresPerEmail: 5,
      maxFailuresPerAddress: 20,
      blockMinutes: 15,
      slowdownMs: 400,
      linkRequestsPerHour: 3,
      linkRequestsPerAddress: 10,
    },
    trustProxy: 0,
  },
  mail: { from: 'TAPin <no-reply@tapin.local>', retryLimit: 10, retryDelaySeconds: 30, sendTimeoutSeconds: 60 },
  storage: {},
  jobs: { pollSeconds: 2, maintenanceSeconds: 30 },
  promotions: { aiGenerationLimit: 3 },
  galleries: { generationsPerHour: 20, maxCandidates: 12, candidateBytes: 5 * MB, probeTimeoutMs: 6_000, posterBytes: 50 * MB },
  city: { timeZone: 'America/New_York' },
  directory: { cacheSeconds: 5 },
  push: { allowPrivate: false, timeoutMs: 10_000, ttlSeconds: 24 * 60 * 60 },
  scrape: { allowPrivate: false, timeoutMs: 15_000, requestTimeoutMs: 8_000, maxBytesPerPage: 2 * MB, maxRedirects: 5, maxPages: 4 },
  work: { threads: 2, taskTimeoutMs: 10_000, ocrTimeoutMs: 20_000, queueTimeoutMs: 30_000, maxQueued: 64, threadMemoryMb: 512 },
  limits: { jsonBodyBytes: 1 * MB, compressJsonBytes: 1024, logoBytes: logoRules.maxBytes, cardImageBytes: 5 * MB, promotionImageBytes: imageRules.maxBytes, posterPreviewBytes: 20 * MB },
  log: { level: 'info', toFiles: true, retainedFiles: 30, viewMaxBytes: MB },
};
