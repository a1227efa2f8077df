import { flagFromVariable, flagVariable } from './flags.js';

/**
 * The environment variables that configure TAPin. This table is the product's configuration interface:
 * the loader reads it, validation errors name the variable through it, and `tapin config` prints it.
 */
export interface EnvVariable {
  name: string;
  /** Where the value lands in the configuration object. */
  path: readonly string[];
  description: string;
  /** Never printed back (tokens, keys, URLs that may carry a password). */
  secret?: boolean;
  /**
   * A family of variables read by prefix (`FLAG_<NAME>`): each one sets the key `keyOf(variable)` of the
   * object at `path`, and `variableOf(key)` names the variable back in error messages.
   */
  family?: { prefix: string; keyOf(variable: string): string; variableOf(key: string): string };
}

export const environmentVariables: readonly EnvVariable[] = [
  { name: 'NODE_ENV', path: ['env'], description: 'development, production or test' },
  { name: 'PORT', path: ['server', 'port'], description: 'HTTP port (default 3000)' },
  {
    name: 'PUBLIC_URL',
    path: ['server', 'publicUrl'],
    description: 'Address people reach TAPin at, used in e-mail links (default http://localhost:PORT)',
  },
  { name: 'HOST', path: ['server', 'host'], description: 'Interface to listen on (default 127.0.0.1)' },
  {
    name: 'INSTANCE_ID',
    path: ['server', 'instanceId'],
    description: "This process's name in every log line and in /metrics (default <host name>-<process id>)",
  },
  {
    name: 'METRICS_TOKEN',
    path: ['server', 'metricsToken'],
    description: 'Bearer token a Prometheus scraper sends for GET /metrics (at least 24 characters); unset, only a signed-in admin reads it',
    secret: true,
  },
  {
    name: 'SHUTDOWN_GRACE_SECONDS',
    path: ['server', 'shutdownGraceSeconds'],
    description:
      'Drain timeout on SIGTERM/SIGINT: seconds the requests already received get to be answered; must be longer than the longest request (default: that, plus 5: 86 without OpenAI)',
  },
  {
    name: 'HEADERS_TIMEOUT_MS',
    path: ['server', 'headersTimeoutMs'],
    description: 'Time a client has to send its request headers before the connection is cut (default 10000)',
  },
  {
    name: 'REQUEST_TIMEOUT_MS',
    path: ['server', 'requestTimeoutMs'],
    description: 'Time a client has to send a whole request, body included (default 60000)',
  },
  {
    name: 'KEEP_ALIVE_TIMEOUT_MS',
    path: ['server', 'keepAliveTimeoutMs'],
    description: 'An idle keep-alive connection is closed after this long (default 5000)',
  },
  { name: 'MAX_CONNECTIONS', path: ['server', 'maxConnections'], description: 'Open connections the server holds at once (default 1024)' },
  {
    name: 'CONNECTIONS_PER_ADDRESS',
    path: ['server', 'connectionsPerAddress'],
    description: 'Open connections one client address may hold at once; not applied with TRUST_PROXY (default 64)',
  },
  {
    name: 'HSTS_MAX_AGE_SECONDS',
    path: ['server', 'hstsMaxAgeSeconds'],
    description: 'Strict-Transport-Security max-age sent on requests that came over https (default 0: none)',
  },
  {
    name: 'DATA_DIR',
    path: ['paths', 'dataDir'],
    description: 'Folder for the SQLite database, uploads and logs (default ./data)',
  },
  { name: 'LOG_DIR', path: ['paths', 'logDir'], description: 'Folder for daily log files (default DATA_DIR/logs)' },
  {
    name: 'DATABASE_URL',
    path: ['database', 'url'],
    description: 'A postgres:// URL switches from the embedded SQLite file to PostgreSQL',
    secret: true,
  },
  { name: 'DATABASE_POOL_MAX', path: ['database', 'poolMax'], description: 'PostgreSQL pool size (default 10)' },
  {
    name: 'FLAG_<NAME>',
    path: ['flags', 'overrides'],
    description: 'on or off: replaces a flag\'s default, e.g. FLAG_SYSTEM_LOGS=on (Unleash wins for flags it defines)',
    family: { prefix: 'FLAG_', keyOf: flagFromVariable, variableOf: flagVariable },
  },
  {
    name: 'UNLEASH_URL',
    path: ['flags', 'unleashUrl'],
    description: 'Unleash API URL (e.g. http://unleash:4242/api); unset = local flag defaults, no network',
  },
  { name: 'UNLEASH_API_TOKEN', path: ['flags', 'unleashApiToken'], description: 'Unleash client token', secret: true },
  { name: 'UNLEASH_APP_NAME', path: ['flags', 'appName'], description: 'App name reported to Unleash (default tapin)' },
  {
    name: 'UNLEASH_ENVIRONMENT',
    path: ['flags', 'environment'],
    description: 'Unleash environment in the evaluation context (default development)',
  },
  {
    name: 'UNLEASH_REFRESH_INTERVAL_MS',
    path: ['flags', 'refreshIntervalMs'],
    description: 'How often flags are fetched from Unleash, in ms (default 15000)',
  },
  {
    name: 'UNLEASH_WEBHOOK_TOKEN',
    path: ['flags', 'webhookToken'],
    description: "Bearer token Unleash's webhook sends to POST /api/flags/refresh (at least 24 characters): a flag switched in Unleash reaches every process at once",
    secret: true,
  },
  {
    name: 'OPENAI_API_KEY',
    path: ['ai', 'openaiApiKey'],
    description: 'Switches AI features from the offline provider to OpenAI',
    secret: true,
  },
  { name: 'OPENAI_BASE_URL', path: ['ai', 'openaiBaseUrl'], description: 'OpenAI-compatible API base URL' },
  {
    name: 'AI_PROVIDER',
    path: ['ai', 'provider'],
    description: 'auto (OpenAI when OPENAI_API_KEY is set), local (offline) or openai',
  },
  { name: 'OPENAI_TEXT_MODEL', path: ['ai', 'textModel'], description: 'Model for generated text (default gpt-4o-mini)' },
  { name: 'OPENAI_VISION_MODEL', path: ['ai', 'visionModel'], description: 'Model that reads business cards (default gpt-4o-mini)' },
  { name: 'OPENAI_IMAGE_MODEL', path: ['ai', 'imageModel'], description: 'Image model (default gpt-image-1)' },
  { name: 'AI_REQUEST_TIMEOUT_MS', path: ['ai', 'requestTimeoutMs'], description: 'Time one AI request may take (default 60000)' },
  {
    name: 'ADMIN_EMAILS',
    path: ['accounts', 'adminEmails'],
    description: 'Comma-separated e-mails that are admins once their owner has confirmed the address',
  },
  { name: 'BETA_LIMIT', path: ['accounts', 'betaLimit'], description: 'Pioneer seats before the waitlist (default 40)' },
  {
    name: 'CONFIRM_EMAIL_HOURS',
    path: ['accounts', 'confirmEmailHours'],
    description: 'Hours a new owner has to confirm their e-mail address before the seat can go to the next in line (default 48)',
  },
  {
    name: 'CONFIRMATION_MAILS_PER_HOUR',
    path: ['accounts', 'confirmationMailsPerHour'],
    description: 'Confirmation links an account may be sent per hour, the first included (default 3)',
  },
  {
    name: 'REGISTRATIONS_PER_ADDRESS',
    path: ['accounts', 'registrationsPerAddress'],
    description: 'Registrations one client address may make per REGISTRATION_WINDOW_MINUTES (default 10)',
  },
  {
    name: 'REGISTRATION_WINDOW_MINUTES',
    path: ['accounts', 'registrationWindowMinutes'],
    description: 'The window REGISTRATIONS_PER_ADDRESS counts over, in minutes (default 60)',
  },
  {
    name: 'TRUST_PROXY',
    path: ['auth', 'trustProxy'],
    description: 'How many proxies you run in front of the server: the client address is that many entries from the right of X-Forwarded-For (true = 1; default 0, none)',
  },
  {
    name: 'SMTP_URL',
    path: ['mail', 'smtpUrl'],
    description: 'smtp:// or smtps:// server for sending e-mail; unset = recorded in the outbox only',
    secret: true,
  },
  { name: 'MAIL_FROM', path: ['mail', 'from'], description: 'Sender of TAPin e-mails' },
  {
    name: 'MAIL_RETRY_LIMIT',
    path: ['mail', 'retryLimit'],
    description: 'Attempts after a failed e-mail delivery (mail server down, 4xx); a 5xx refusal is not retried (default 10)',
  },
  { name: 'MAIL_RETRY_DELAY_SECONDS', path: ['mail', 'retryDelaySeconds'], description: 'Seconds before the first retry, about doubling after (default 30)' },
  { name: 'MAIL_SEND_TIMEOUT_SECONDS', path: ['mail', 'sendTimeoutSeconds'], description: 'The longest one delivery may take (default 60)' },
  {
    name: 'STORAGE_URL',
    path: ['storage', 'url'],
    description: 'Uploads and exports in an S3-compatible bucket: s3://bucket[/prefix]?endpoint=…&region=…&forcePathStyle=true (default: the data folder)',
  },
  { name: 'STORAGE_ACCESS_KEY_ID', path: ['storage', 'accessKeyId'], description: "The bucket's access key (default: the AWS SDK's own chain)", secret: true },
  { name: 'STORAGE_SECRET_ACCESS_KEY', path: ['storage', 'secretAccessKey'], description: "The bucket's secret key", secret: true },
  {
    name: 'SEATS_SWEEP_SECONDS',
    path: ['accounts', 'seatSweepSeconds'],
    description: 'How often the seats are settled while nobody registers, freeing an overdue unconfirmed seat (default 300)',
  },
  {
    name: 'PROCESS_ROLE',
    path: ['server', 'role'],
    description: 'all (answer requests and do jobs), web (requests only) or worker (jobs only, no HTTP); web and worker need PostgreSQL (default all)',
  },
  { name: 'JOBS_POLL_SECONDS', path: ['jobs', 'pollSeconds'], description: 'How often a process that does jobs asks for more when idle (default 2)' },
  {
    name: 'JOBS_MAINTENANCE_SECONDS',
    path: ['jobs', 'maintenanceSeconds'],
    description: 'How often jobs whose process died are found and retried (default 30)',
  },
  {
    name: 'AI_GENERATION_LIMIT',
    path: ['promotions', 'aiGenerationLimit'],
    description: 'AI generations per business for owners (default 3)',
  },
  {
    name: 'GALLERY_GENERATIONS_PER_HOUR',
    path: ['galleries', 'generationsPerHour'],
    description: 'Series and posters one person may generate per hour in the demos and testing tools (default 20)',
  },
  {
    name: 'GALLERY_MAX_CANDIDATES',
    path: ['galleries', 'maxCandidates'],
    description: 'Images of a scraped website fetched and measured as poster candidates (default 12)',
  },
  {
    name: 'GALLERY_POSTER_BYTES',
    path: ['galleries', 'posterBytes'],
    description: 'Largest series poster kept, in bytes; a larger one fails as not made (default 50 MB)',
  },
  {
    name: 'TIME_ZONE',
    path: ['city', 'timeZone'],
    description: "The city's IANA time zone: where analytics days, weeks and months begin (default America/New_York)",
  },
  {
    name: 'DIRECTORY_CACHE_SECONDS',
    path: ['directory', 'cacheSeconds'],
    description: 'Seconds a directory answer is reused unless a business changes first (default 5; 0 = off)',
  },
  {
    name: 'PUSH_ALLOW_PRIVATE',
    path: ['push', 'allowPrivate'],
    description: 'Let Web Push reach a push service on a private or loopback address (tests only; default off)',
  },
  {
    name: 'SCRAPE_ALLOW_PRIVATE',
    path: ['scrape', 'allowPrivate'],
    description: 'Let the website scraper reach private and loopback addresses (default off)',
  },
  {
    name: 'WORK_THREADS',
    path: ['work', 'threads'],
    description: 'Worker threads for work on untrusted input: page extraction, card text, image analysis (default 2)',
  },
  {
    name: 'WORK_TASK_TIMEOUT_MS',
    path: ['work', 'taskTimeoutMs'],
    description: 'Longest one such task may run once a thread has taken it, before that thread is ended (default 10000 ms)',
  },
  {
    name: 'OCR_TIMEOUT_MS',
    path: ['work', 'ocrTimeoutMs'],
    description: "Longest the offline OCR of one card photo may take before its thread is ended (default 20000 ms)",
  },
  {
    name: 'WORK_QUEUE_TIMEOUT_MS',
    path: ['work', 'queueTimeoutMs'],
    description: 'Longest such a task may wait for a thread, queued or while the thread starts (default 30000 ms)',
  },
  {
    name: 'WORK_MAX_QUEUED',
    path: ['work', 'maxQueued'],
    description: 'Tasks that may wait for a worker thread; past that the request is answered 503 (default 64)',
  },
  {
    name: 'JSON_BODY_LIMIT_BYTES',
    path: ['limits', 'jsonBodyBytes'],
    description: 'Largest JSON body accepted, in bytes (default 1 MB)',
  },
  {
    name: 'COMPRESS_JSON_BYTES',
    path: ['limits', 'compressJsonBytes'],
    description: 'JSON answers from this size on are sent compressed to clients that accept it (default 1024 bytes)',
  },
  {
    name: 'POSTER_PREVIEW_BYTES',
    path: ['limits', 'posterPreviewBytes'],
    description: "Largest poster preview of a business kept, in bytes; a larger one is refused (default 20 MB)",
  },
  { name: 'LOG_LEVEL', path: ['log', 'level'], description: 'fatal, error, warn, info, debug, trace or silent' },
  { name: 'LOG_PRETTY', path: ['log', 'pretty'], description: 'Pretty stdout logs (default: on for a dev terminal)' },
  { name: 'LOG_TO_FILES', path: ['log', 'toFiles'], description: 'Write daily JSON log files (default on)' },
  { name: 'LOG_RETAINED_FILES', path: ['log', 'retainedFiles'], description: 'Daily log files kept (default 30)' },
];

export function variableForPath(path: readonly PropertyKey[]): EnvVariable | undefined {
  return environmentVariables.find(
    (v) => v.path.length <= path.length && v.path.every((segment, i) => segment === path[i]),
  );
}
