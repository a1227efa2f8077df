import type { Config } from '@tapin/config';
import type { Knex } from 'knex';
import PgBoss from 'pg-boss';
import { holdingAdvisoryLock } from '../db/database.js';
import type { Logger } from '../logging/logger.js';
import { JOBS_AT_ONCE, type JobCount, type JobHandler, type JobKind, type JobQueue } from './job-queue.js';

interface Deps {
  config: Config;
  db: Knex;
  log: Logger;
}

interface PgClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** Counts what is under way: statements, and batches being worked. */
class InFlight {
  private count = 0;

  async run<T>(work: () => Promise<T>): Promise<T> {
    this.count += 1;
    try {
      return await work();
    } finally {
      this.count -= 1;
    }
  }

  /**
   * Waits until nothing is under way, or `ms` pass. Checked between timers: a fetch that has just returned
   * jobs hands them to the worker's batch in the same turn, which counts before the next check.
   */
  async settled(ms: number): Promise<void> {
    const until = Date.now() + ms;
    while (this.count > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** pg-boss's statements, on a connection of the app's pool (no second pool to budget for). */
export function poolAdapter(db: Knex, inFlight = new InFlight()): PgBoss.Db {
  const client = db.client as { acquireConnection(): Promise<PgClient>; releaseConnection(connection: PgClient): Promise<unknown> };
  return {
    executeSql: (text, values) => inFlight.run(() => run(text, values)),
  };

  async function run(text: string, values: unknown[]) {
    const connection = await client.acquireConnection();
    try {
      return await connection.query(text, values);
    } catch (err) {
      // A statement that fails inside one of pg-boss's `BEGIN; …; COMMIT;` texts leaves its transaction
      // open and aborted (two processes installing pg-boss at once: the second's CREATE finds the type
      // there, which pg-boss expects and ignores). End it before the connection goes back to the pool,
      // or the app's next statement on it fails.
      await connection.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      await client.releaseConnection(connection);
    }
  }
}

/** pg-boss's tables live in a schema of their own beside the app's: `pgboss`, or `<schema>_pgboss` beside another (tests). */
export async function jobsSchemaOf(db: Knex): Promise<string> {
  const { rows } = (await db.raw('select current_schema() as schema')) as { rows: Array<{ schema: string }> };
  const schema = rows[0]!.schema;
  return schema === 'public' ? 'pgboss' : `${schema}_pgboss`;
}

/**
 * The job queue on PostgreSQL: pg-boss 10 (`SELECT … FOR UPDATE SKIP LOCKED`), so every process that works
 * jobs takes its share and each job is done by one of them; a failed attempt is retried after a backoff, a
 * job whose attempt outlived its expiry (its process was killed) is failed by pg-boss's maintenance, run by
 * one process at a time, and retried; one that failed its last attempt stays `failed` (the dead letters,
 * kept as pg-boss keeps failed jobs). pg-boss starts with `start` (or a job sent before it: a CLI command),
 * and installs or upgrades its schema then, under its own lock.
 */
export class PgBossJobQueue implements JobQueue {
  readonly durable = true;
  private readonly kinds = new Map<string, { kind: JobKind; handler: JobHandler<object> }>();
  /** The timed jobs, and how often each is proposed. */
  private readonly timed = new Map<string, number>();
  private readonly tickers = new Set<NodeJS.Timeout>();
  private boss: Promise<PgBoss> | undefined;
  /** pg-boss has started (and not stopped since). */
  private running = false;
  /** pg-boss's schema, known once it has started. */
  private schema = '';
  private readonly workerIds = new Map<string, string>();
  /** Each kind's queue, created or brought up to date once per start. */
  private readonly queues = new Map<string, Promise<void>>();
  /** pg-boss's statements and the batches being worked, so that `stop` returns only once they are done. */
  private readonly inFlight = new InFlight();
  private readonly d: Deps;

  constructor({ config, db, log }: Deps) {
    this.d = { config, db, log };
  }

  define<T extends object>(kind: JobKind, handler: JobHandler<T>): void {
    if (this.kinds.has(kind.name)) throw new Error(`The job "${kind.name}" is defined twice`);
    this.kinds.set(kind.name, { kind, handler: handler as JobHandler<object> });
  }

  every(name: string, seconds: number, task: () => Promise<unknown>): void {
    // Not retried: the next slot is the retry. An attempt may run for the whole interval.
    this.define<object>({ name, retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: Math.max(seconds, 1) }, async () => {
      const started = Date.now();
      try {
        await task();
      } catch (err) {
        this.d.log.error({ err, job: name }, 'timed job failed');
        throw err;
      }
      this.d.log.debug({ job: name, ms: Date.now() - started }, 'timed job done');
    });
    this.timed.set(name, seconds);
  }

  /** Proposes the timed job for the current slot of `seconds`; the other processes' proposals for it are dropped. */
  private async propose(name: string, seconds: number): Promise<void> {
    const boss = await this.queueOf(name);
    if ((await boss.send(name, {}, { singletonSeconds: seconds })) !== null) this.wake(boss, name);
  }

  /** A worker of this process takes a job just sent now rather than at its next poll. */
  private wake(boss: PgBoss, name: string): void {
    const worker = this.workerIds.get(name);
    if (worker) boss.notifyWorker(worker);
  }

  private opened(): Promise<PgBoss> {
    this.boss ??= this.open().catch((err: unknown) => {
      this.boss = undefined;
      throw err;
    });
    return this.boss;
  }

  private async open(): Promise<PgBoss> {
    const { db, config, log } = this.d;
    this.schema = await jobsSchemaOf(db);
    const boss = new PgBoss({
      db: poolAdapter(db, this.inFlight),
      schema: this.schema,
      // No cron schedules (yet): the timed sweeps are the modules' own.
      schedule: false,
      maintenanceIntervalSeconds: config.jobs.maintenanceSeconds,
    });
    boss.on('error', (err: Error) => log.warn({ err }, 'job queue: %s', err.message));
    // pg-boss installs (or upgrades) its schema as it starts: one process at a time.
    await holdingAdvisoryLock(db, 'jobs', () => boss.start());
    this.running = true;
    return boss;
  }

  /** pg-boss, started, with the queue of kind `name`. */
  private async queueOf(name: string): Promise<PgBoss> {
    const defined = this.kinds.get(name);
    if (!defined) throw new Error(`No job "${name}" is defined`);
    const boss = await this.opened();
    let queue = this.queues.get(name);
    if (!queue) {
      queue = this.ensureQueue(boss, defined.kind).catch((err: unknown) => {
        this.queues.delete(name);
        throw err;
      });
      this.queues.set(name, queue);
    }
    await queue;
    return boss;
  }

  /**
   * Creates the kind's queue, or brings its retry settings up to date, one process at a time (processes
   * starting together deadlock creating a queue at once).
   */
  private ensureQueue(boss: PgBoss, kind: JobKind): Promise<void> {
    const options = { name: kind.name, retryLimit: kind.retryLimit, retryDelay: kind.retryDelaySeconds, retryBackoff: true, expireInSeconds: kind.expireInSeconds };
    return holdingAdvisoryLock(this.d.db, 'jobs', async () => {
      if (await boss.getQueue(kind.name)) await boss.updateQueue(kind.name, options);
      else await boss.createQueue(kind.name, options);
    });
  }

  async send<T extends object>(name: string, data: T): Promise<void> {
    const boss = await this.queueOf(name);
    await boss.send(name, data);
    this.wake(boss, name);
  }

  get ready(): boolean {
    return this.running;
  }

  async start({ work }: { work: boolean }): Promise<void> {
    // A web process sends jobs: it is ready once pg-boss is.
    await this.opened();
    if (!work) return;
    for (const [name, { handler }] of this.kinds) {
      if (this.workerIds.has(name)) continue;
      const boss = await this.queueOf(name);
      // A batch at a time, each job of it on its own: one that fails is failed alone (and retried), the rest
      // complete. After a full batch the worker asks again at once rather than after its polling interval.
      const id: string = await boss.work<object>(name, { includeMetadata: true, batchSize: JOBS_AT_ONCE, pollingIntervalSeconds: this.d.config.jobs.pollSeconds }, (batch) => this.inFlight.run(async () => {
        const outcomes = await Promise.allSettled(batch.map((job) => handler(job.data, { attempt: job.retryCount + 1, final: job.retryCount >= job.retryLimit })));
        await Promise.all(
          outcomes.map((outcome, i) => (outcome.status === 'rejected' ? boss.fail(name, batch[i]!.id, { message: String((outcome.reason as Error)?.message ?? outcome.reason) }) : null)),
        );
        if (batch.length === JOBS_AT_ONCE) boss.notifyWorker(id);
      }));
      this.workerIds.set(name, id);
    }
    for (const [name, seconds] of this.timed) {
      const propose = () => void this.propose(name, seconds).catch((err: unknown) => this.d.log.warn({ err, job: name }, 'could not propose a timed job'));
      propose();
      this.tickers.add(setInterval(propose, seconds * 1000).unref());
    }
    this.timed.clear();
  }

  async idle(name: string): Promise<void> {
    if (!this.boss) return;
    const boss = await this.boss;
    // Jobs not yet completed or failed, whose time has come (a retry waiting for later is not "busy").
    const busy = async () => {
      const { rows } = await boss.getDb().executeSql(
        `select count(*)::int as n from ${this.schema}.job where name = $1 and state in ('created', 'retry', 'active') and start_after <= now()`,
        [name],
      );
      return Number((rows[0] as { n: number }).n);
    };
    while ((await busy()) > 0) await new Promise((resolve) => setTimeout(resolve, 50));
  }

  async counts(): Promise<JobCount[]> {
    if (!this.boss) return [];
    const boss = await this.boss;
    const { rows } = await boss.getDb().executeSql(
      `select name, case when state in ('created', 'retry') then 'waiting' when state = 'active' then 'active' else 'dead' end as state, count(*)::int as count
       from ${this.schema}.job where state in ('created', 'retry', 'active', 'failed') group by 1, 2`,
      [],
    );
    return rows as JobCount[];
  }

  async stop(): Promise<void> {
    for (const ticker of this.tickers) clearInterval(ticker);
    this.tickers.clear();
    const pending = this.boss;
    this.boss = undefined;
    this.running = false;
    if (!pending) return;
    const boss = await pending.catch(() => null);
    // Waits for the attempts under way (up to the longest expiry), then stops polling; the pool is the app's.
    const timeout = Math.max(...[...this.kinds.values()].map(({ kind }) => kind.expireInSeconds), 1) * 1000;
    const stopping = Date.now();
    await boss?.stop({ graceful: true, wait: true, close: false, timeout });
    // pg-boss waits only for the workers that hold jobs: one whose fetch was under way takes its jobs after
    // that, and they are done (and completed) before the pool can close.
    await this.inFlight.settled(Math.max(timeout - (Date.now() - stopping), 1_000));
    this.workerIds.clear();
    this.queues.clear();
  }
}
