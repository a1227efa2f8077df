import { z } from 'zod';
import { flagNames, flagVariable, isFlagName, type FlagName } from './flags.js';

const MB = 1024 * 1024;

/** A whole number read from an environment string or given as a number. */
function wholeNumber(min: number, max: number) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v),
    z
      .number({ error: `must be a whole number from ${min} to ${max}` })
      .int({ error: `must be a whole number from ${min} to ${max}` })
      .min(min, { error: `must be a whole number from ${min} to ${max}` })
      .max(max, { error: `must be a whole number from ${min} to ${max}` }),
  );
}

const truthy = new Set(['1', 'true', 'yes', 'on']);
const falsy = new Set(['0', 'false', 'no', 'off', '']);

/** A boolean read from an environment string (1/0, true/false, yes/no, on/off) or given as one. */
const flag = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    const s = v.trim().toLowerCase();
    if (truthy.has(s)) return true;
    if (falsy.has(s)) return false;
    return v;
  },
  z.boolean({ error: 'must be one of true, false, 1, 0, yes, no, on, off' }),
);

/** TRUST_PROXY: a number of proxies, or true (one) and false (none) as the flags read them. */
const proxyHops = z.preprocess((v) => {
  const s = typeof v === 'string' ? v.trim().toLowerCase() : v;
  if (s === true || (typeof s === 'string' && truthy.has(s))) return 1;
  if (s === false || (typeof s === 'string' && falsy.has(s))) return 0;
  return s;
}, wholeNumber(0, 32));

const optionalText = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().trim().optional(),
);

const httpUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
);

const postgresUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
);

const emailList = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean)
      : v,
  z.array(z.email({ error: 'must be a comma-separated list of e-mail addresses' })),
);

/** An IANA zone name (`America/New_York`, `UTC`), as Intl knows it; fixed offsets are not zones. */
const ianaTimeZone = z.string().trim().refine(
  (zone) => {
    if (!/^[A-Za-z]/.test(zone)) return false;
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  },
  { error: 'must be an IANA time zone such as America/New_York' },
);

export const configSchema = z
  .object({
  env: z.enum(['development', 'production', 'test'], {
    error: 'must be development, production or test',
  }),
  server: z.object({
    /** The address people reach the product at, for links in e-mails (default http://localhost:PORT). */
    publicUrl: httpUrl,
    host: z.string().trim().min(1, { error: 'must not be empty' }),
    port: wholeNumber(0, 65535),
    /**
     * Seconds the server waits on shutdown for the requests it has received before it cuts them. Unset: the
     * longest a request may take (`longestRequestMs`) plus a margin; set shorter than that, the server refuses
     * to start, since a request cut after its writes committed is answered with nothing.
     */
    shutdownGraceSeconds: wholeNumber(1, 3600).optional(),
    /** Time a client has to send a request's headers from its connection's start (or the previous answer): slow clients are cut with a 408. */
    headersTimeoutMs: wholeNumber(500, 600_000),
    /** Time a client has to send a whole request, body included (an upload on a slow line); the answer's time is not counted. */
    requestTimeoutMs: wholeNumber(1000, 3_600_000),
    /** An idle keep-alive connection is closed after this long. */
    keepAliveTimeoutMs: wholeNumber(500, 600_000),
    /** Open connections the server holds at once; those past it are dropped as they arrive. */
    maxConnections: wholeNumber(1, 1_000_000),
    /**
     * Open connections one client address may hold at once; more are answered 503 and closed. Not applied
     * with trustProxy (every connection then comes from the proxy, which must cap its clients itself).
     */
    connectionsPerAddress: wholeNumber(1, 1_000_000),
    /**
     * `Strict-Transport-Security: max-age=` sent on answers to requests that came over TLS (behind a
     * proxy, only with trustProxy, which lets X-Forwarded-Proto say so); 0 sends none.
     */
    hstsMaxAgeSeconds: wholeNumber(0, 63_072_000),
    /** This process's name in every log line and in `/metrics` (default `<host name>-<process id>`). */
    instanceId: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z.string().trim().regex(/^[\w.:-]{1,64}$/, { error: 'must be 1 to 64 letters, digits, dots, colons, dashes or underscores' }).optional(),
    ),
    /**
     * What this process does: answer requests and do jobs (`all`), only answer requests (`web`), or only do
     * jobs (`worker`, no HTTP server). Anything but `all` needs PostgreSQL, where processes share the jobs.
     */
    role: z.enum(['all', 'web', 'worker'], { error: 'must be all, web or worker' }),
    /** The bearer token a Prometheus scraper sends for `GET /metrics`; unset, only a signed-in admin reads it. */
    metricsToken: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z.string().trim().min(24, { error: 'must be at least 24 characters (a random secret)' }).optional(),
    ),
  }),
  paths: z.object({
    dataDir: z.string().min(1, { error: 'must not be empty' }),
    logDir: optionalText,
    webDist: z.string().min(1),
    adminDist: z.string().min(1),
  }),
  database: z.object({
    url: postgresUrl,
    /** SQLite file name inside the data folder. */
    sqliteFile: z.string().min(1),
    poolMax: wholeNumber(1, 100),
  }),
  flags: z.object({
    unleashUrl: httpUrl,
    unleashApiToken: optionalText,
    appName: z.string().min(1),
    environment: z.string().min(1),
    refreshIntervalMs: wholeNumber(250, 3_600_000),
    /**
     * The bearer token Unleash's webhook sends to `POST /api/flags/refresh` when a flag changes: every
     * server process then reads the flags at once. Unset, only a signed-in admin may ask for it.
     */
    webhookToken: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z.string().trim().min(24, { error: 'must be at least 24 characters (a random secret)' }).optional(),
    ),
    /** `FLAG_<NAME>=on|off`: replaces a flag's documented default (Unleash still wins for flags it defines). */
    overrides: z
      .record(z.string().refine(isFlagName), flag, {
        error: (issue) => (issue.code === 'invalid_key' ? `is not a known flag (known: ${flagNames.map(flagVariable).join(', ')})` : undefined),
      })
      .transform((overrides) => overrides as Partial<Record<FlagName, boolean>>),
  }),
  ai: z.object({
    /** `auto` = OpenAI when a key is set, else the offline provider. */
    provider: z.enum(['auto', 'local', 'openai'], { error: 'must be auto, local or openai' }),
    openaiApiKey: optionalText,
    openaiBaseUrl: httpUrl,
    textModel: z.string().min(1),
    visionModel: z.string().min(1),
    imageModel: z.string().min(1),
    requestTimeoutMs: wholeNumber(1000, 600_000),
  }),
  accounts: z.object({
    adminEmails: emailList,
    betaLimit: wholeNumber(0, 1_000_000),
    /** Hours a new seat's owner has to confirm their e-mail address before the seat can go to the next in line. */
    confirmEmailHours: wholeNumber(1, 720),
    /** Confirmation links an account may be sent per hour, the first (welcome) one included. */
    confirmationMailsPerHour: wholeNumber(1, 100),
    /** How often the seats are settled while nobody registers (an overdue unconfirmed seat freed), in seconds. */
    seatSweepSeconds: wholeNumber(1, 86_400),
    /** Registrations (accepted, waitlisted or refused) one client address may make per window. */
    registrationsPerAddress: wholeNumber(1, 1_000_000),
    registrationWindowMinutes: wholeNumber(1, 10_080),
  }),
  auth: z.object({
    /** Sessions whose user chose `never` still end after this many days. */
    neverExpiresDays: wholeNumber(1, 3650),
    /** How long an instant access (sign-in) link works. */
    instantAccessHours: wholeNumber(1, 720),
    /** How long an e-mailed sign-in code works (two-step sign-in). */
    signInCodeMinutes: wholeNumber(1, 120),
    /** Wrong codes allowed per two-step challenge. */
    signInCodeAttempts: wholeNumber(1, 20),
    /** How long a browser that signed in stays a known device (its right password beats the throttle). */
    trustedDeviceDays: wholeNumber(1, 3650),
    throttle: z.object({
      windowMinutes: wholeNumber(1, 1440),
      /**
       * Wrong passwords checked per account within the window, from devices it does not know (and, counted
       * apart, from each known device, and for the current password in Settings).
       */
      maxFailuresPerEmail: wholeNumber(1, 1000),
      /** Wrong passwords checked per client address within the window, whatever the account or device. */
      maxFailuresPerAddress: wholeNumber(1, 100_000),
      blockMinutes: wholeNumber(1, 1440),
      /** Extra wait per failure after the third, in ms (capped at 5 s). */
      slowdownMs: wholeNumber(0, 5000),
      /**
       * Sign-in links that may be requested per hour for one e-mail address from one client address: each
       * requesting address has its own budget, so nobody elsewhere can spend the owner's way back in.
       */
      linkRequestsPerHour: wholeNumber(1, 100),
      /** Sign-in link requests one client address may make per hour, whatever the e-mail addresses (then 429). */
      linkRequestsPerAddress: wholeNumber(1, 100_000),
    }),
    /**
     * How many proxies you run in front of the server (0: none). Each appends the address it saw to
     * X-Forwarded-For, so the client address is the entry that many from the right: anything further
     * left was written by the client. `true` is one proxy, `false` none.
     */
    trustProxy: proxyHops,
  }),
  mail: z.object({
    /** smtp:// or smtps:// URL; unset = e-mails are recorded in the outbox only. */
    smtpUrl: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    ),
    from: z.string().min(3),
    /** Attempts after a failed delivery (the mail server down, a 4xx answer); a 5xx refusal is not retried. */
    retryLimit: wholeNumber(0, 50),
    /** Seconds before the first retry; each later one waits about twice as long. */
    retryDelaySeconds: wholeNumber(1, 3600),
    /** The longest one delivery may take (connecting, the greeting and the message), in seconds. */
    sendTimeoutSeconds: wholeNumber(5, 600),
  }),
  /**
   * Where uploads and developer-mode exports live: the data folder (unset), or an S3-compatible bucket every
   * process shares: `s3://bucket[/prefix]?endpoint=…&region=…&forcePathStyle=true`.
   */
  storage: z.object({
    url: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z
        .string()
        .trim()
        .refine(
          (v) => {
            try {
              const url = new URL(v);
              const endpoint = url.searchParams.get('endpoint');
              return url.protocol === 's3:' && /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(url.hostname) && (!endpoint || /^https?:\/\//.test(endpoint));
            } catch {
              return false;
            }
          },
          { error: 'must be s3://bucket[/prefix], with an optional ?endpoint=http(s)://…&region=…&forcePathStyle=true' },
        )
        .optional(),
    ),
    /** With secretAccessKey; unset, the AWS SDK's own chain (AWS_ACCESS_KEY_ID, a profile, an instance role). */
    accessKeyId: optionalText,
    secretAccessKey: optionalText,
  }),
  /** The job queue (core/src/jobs): pg-boss on PostgreSQL. */
  jobs: z.object({
    /** How often a process that does jobs asks for more when it has none, in seconds. */
    pollSeconds: wholeNumber(1, 600),
    /** How often jobs whose process died are found and retried (pg-boss's maintenance, one process at a time), in seconds. */
    maintenanceSeconds: wholeNumber(1, 3600),
  }),
  promotions: z.object({
    aiGenerationLimit: wholeNumber(0, 1000),
  }),
  galleries: z.object({
    /**
     * Series and posters one person may generate per hour (posters cost money with OpenAI); an admin's
     * count too (docs/decisions.md#galleries).
     */
    generationsPerHour: wholeNumber(1, 10_000),
    /** Image candidates probed (fetched and measured) per scraped website. */
    maxCandidates: wholeNumber(1, 100),
    /** Bytes read of one candidate image; a larger one is skipped. */
    candidateBytes: wholeNumber(10_000, 50 * MB),
    /** Time all the candidates of one website may take to probe, in ms. */
    probeTimeoutMs: wholeNumber(500, 120_000),
    /** Bytes of one finished poster (composed, or the image model's with its type set): a larger one is not kept and the poster fails. */
    posterBytes: wholeNumber(1024, 200 * MB),
  }),
  city: z.object({
    /** The city's time zone: analytics days, weeks and months begin at its midnight. */
    timeZone: ianaTimeZone,
  }),
  directory: z.object({
    /** How long a directory answer is reused, in seconds, unless a business changes first (0 = never). */
    cacheSeconds: wholeNumber(0, 3600),
  }),
  push: z.object({
    /** Let push go to a push service on a private or loopback address (tests; default off). */
    allowPrivate: flag,
    /** One delivery to a push service, connection and answer. */
    timeoutMs: wholeNumber(500, 60_000),
    /** How long a push service keeps a notification for a browser that is offline, in seconds. */
    ttlSeconds: wholeNumber(0, 28 * 24 * 60 * 60),
  }),
  scrape: z.object({
    allowPrivate: flag,
    /** Everything one website read may take, all pages together. */
    timeoutMs: wholeNumber(1000, 120_000),
    /** One request (a page, the logo). */
    requestTimeoutMs: wholeNumber(500, 60_000),
    /** Bytes read from one response; the rest is not downloaded. */
    maxBytesPerPage: wholeNumber(10_000, 50 * MB),
    maxRedirects: wholeNumber(0, 20),
    /** Pages read per site: the home page plus same-site pages such as /about and /contact. */
    maxPages: wholeNumber(1, 20),
  }),
  /**
   * Work on untrusted input (a web page's extraction, a card's text, an image's pixels) runs in worker
   * threads, never on the event loop that answers requests; a task past its deadline ends its thread.
   */
  work: z.object({
    /** Worker threads for that work (each holds a parsed page or an image at a time). */
    threads: wholeNumber(1, 64),
    /** The longest one task may run once a thread has taken it, in ms; then its thread is ended and the task refused. */
    taskTimeoutMs: wholeNumber(100, 120_000),
    /** The longest the offline OCR of one card photo may take (it runs in its own thread), in ms; then that thread is ended. */
    ocrTimeoutMs: wholeNumber(1000, 300_000),
    /** The longest a task may wait for a thread (queued, or while a new thread loads its code), in ms. */
    queueTimeoutMs: wholeNumber(100, 600_000),
    /** Tasks that may wait for a thread; past that a request is answered 503 (the server is busy). */
    maxQueued: wholeNumber(0, 10_000),
    /** A thread's JavaScript heap, in MB: one that needs more is ended and its task refused, not the process. */
    threadMemoryMb: wholeNumber(64, 16_384),
  }),
  limits: z.object({
    /** Largest JSON or form body any route accepts, in bytes. Multipart limits are set per route. */
    jsonBodyBytes: wholeNumber(1024, 100 * MB),
    /** JSON answers at least this large are compressed (brotli or gzip) for clients that accept it; 0 = all. */
    compressJsonBytes: wholeNumber(0, 100 * MB),
    /** Settings → Profile logo upload. */
    logoBytes: wholeNumber(1024, 100 * MB),
    /** Intake business-card photo. */
    cardImageBytes: wholeNumber(1024, 100 * MB),
    /** Promotion images (upload or data URL). */
    promotionImageBytes: wholeNumber(1024, 100 * MB),
    /** A business's poster preview as rendered (offline, or by the image model): a larger one is not kept. */
    posterPreviewBytes: wholeNumber(1024, 100 * MB),
  }),
  log: z.object({
    level: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    }),
    /** Pretty, coloured output on stdout; defaults to on for a development terminal. */
    pretty: flag.optional(),
    /** Also write JSON lines to daily files in the log folder. */
    toFiles: flag,
    /** Daily log files kept besides today's. */
    retainedFiles: wholeNumber(1, 3650),
    /** The most of one log file `GET /api/logs/{name}` answers with: a larger file is read from its end. */
    viewMaxBytes: wholeNumber(1024, 100 * MB),
  }),
  })
  .superRefine((config, ctx) => {
    if (Boolean(config.storage.accessKeyId) !== Boolean(config.storage.secretAccessKey)) {
      ctx.addIssue({ code: 'custom', path: ['storage', 'secretAccessKey'], message: 'and STORAGE_ACCESS_KEY_ID must be set together (or neither, for the AWS SDK’s own chain)' });
    }
    if (config.server.role !== 'all' && !config.database.url) {
      ctx.addIssue({ code: 'custom', path: ['server', 'role'], message: 'must be all on SQLite (one process answers requests and does the jobs); web and worker need DATABASE_URL' });
    }
    if (config.ai.provider === 'openai' && !config.ai.openaiApiKey) {
      ctx.addIssue({ code: 'custom', path: ['ai', 'openaiApiKey'], message: 'must be set when AI_PROVIDER is openai' });
    }
    if (config.server.headersTimeoutMs > config.server.requestTimeoutMs) {
      ctx.addIssue({ code: 'custom', path: ['server', 'headersTimeoutMs'], message: `must not be longer than REQUEST_TIMEOUT_MS (${config.server.requestTimeoutMs})` });
    }
    const longest = longestRequestMs(config);
    const grace = config.server.shutdownGraceSeconds;
    if (grace !== undefined && grace * 1000 <= longest) {
      ctx.addIssue({
        code: 'custom',
        path: ['server', 'shutdownGraceSeconds'],
        message:
          `must be more than ${Math.ceil(longest / 1000)}: the longest a request may take (receiving it, a website read, ` +
          `an AI request with its retry); a stop would otherwise cut requests whose writes have committed. Leave it unset for ${defaultShutdownGraceSeconds(longest)}`,
      });
    }
  });

/** Attempts the AI client makes for one AI request: the first and one retry (core/src/ai/openai-client.ts). */
export const AI_ATTEMPTS = 2;

/** Seconds added to the longest request for the database work around its waits. */
const SHUTDOWN_MARGIN_SECONDS = 5;

interface RequestBudgets {
  server: { requestTimeoutMs: number };
  scrape: { timeoutMs: number };
  galleries: { probeTimeoutMs: number };
  ai: { provider: 'auto' | 'local' | 'openai'; openaiApiKey?: string | undefined; requestTimeoutMs: number };
}

/**
 * The longest one request may take, from the configured budgets: receiving it (`server.requestTimeoutMs`),
 * one website read with its image probes (`scrape.timeoutMs` + `galleries.probeTimeoutMs`) and, when the AI
 * provider is OpenAI, one AI request with its retry (`ai.requestTimeoutMs` × AI_ATTEMPTS). The shutdown
 * grace must be longer (docs/architecture.md#stopping).
 */
export function longestRequestMs(config: RequestBudgets): number {
  const usesOpenAi = config.ai.provider === 'openai' || (config.ai.provider === 'auto' && Boolean(config.ai.openaiApiKey));
  const website = config.scrape.timeoutMs + config.galleries.probeTimeoutMs;
  const ai = usesOpenAi ? config.ai.requestTimeoutMs * AI_ATTEMPTS : 0;
  return config.server.requestTimeoutMs + website + ai;
}

/** The shutdown grace when SHUTDOWN_GRACE_SECONDS is unset: the longest request, and a margin. */
export function defaultShutdownGraceSeconds(longestMs: number): number {
  return Math.ceil(longestMs / 1000) + SHUTDOWN_MARGIN_SECONDS;
}

/** The configuration as written (strings allowed where the environment supplies them). */
export type ConfigInput = z.input<typeof configSchema>;

/** The validated configuration, before paths are resolved. */
export type ParsedConfig = z.output<typeof configSchema>;
