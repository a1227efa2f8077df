import type { Config } from '@tapin/config';
import type { Knex } from 'knex';
import type { AiProvider } from './ai/ai-provider.js';
import type { Authenticator } from './auth/authenticator.js';
import type { Clock } from './clock.js';
import type { ClusterSignals } from './events/cluster-signals.js';
import type { EventBus } from './events/event-bus.js';
import type { FlagService } from './flags/flag-service.js';
import type { Logger } from './logging/logger.js';
import type { Mailer } from './mail/mailer.js';
import type { Outbox } from './mail/outbox.js';
import type { Metrics } from './ops/metrics.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { ObjectStore } from './storage/object-store.js';
import type { StorageService } from './storage/storage-service.js';
import type { Tasks } from './tasks/tasks.js';
import type { LocalCalendar } from './time/local-calendar.js';
import type { WorkerPool } from './work/worker-pool.js';

/**
 * The kernel's services in the root container. It is a file of its own so that the package's public
 * entry takes part in no import cycle. Every module adds its own services by declaration merging, in
 * its own folder: core modules with `declare module '../cradle.js'`, plugins with
 * `declare module '@tapin/core' { interface Cradle { notes: NoteService } }`.
 */
export interface Cradle {
  config: Config;
  log: Logger;
  clock: Clock;
  db: Knex;
  flags: FlagService;
  authenticator: Authenticator;
  mailer: Mailer;
  /** Reads the `emails` outbox that `mailer` writes. */
  outbox: Outbox;
  /** Where files live: the data folder, or an S3-compatible bucket (STORAGE_URL). */
  objects: ObjectStore;
  storage: StorageService;
  ai: AiProvider;
  events: EventBus;
  /** Tells the other server processes on the same database what their caches should forget. */
  signals: ClusterSignals;
  /** Worker threads for CPU-heavy work on untrusted input, each task with a deadline. */
  workers: WorkerPool;
  /** Work done apart from the requests that ask for it, with retries (pg-boss on PostgreSQL). */
  jobs: JobQueue;
  /** Work an owner waits for, done as jobs, with its steps and answer kept for the screen that follows it. */
  tasks: Tasks;
  /** The city's days (`TIME_ZONE`): what "today" means for campaigns, promotion figures and admin analytics. */
  calendar: LocalCalendar;
  /** Requests, the database pool, the outbox and the work queue, for `GET /metrics`. */
  metrics: Metrics;
}
