import type { Logger } from '../logging/logger.js';
import { JOBS_AT_ONCE, retryDelayMs, type JobAttempt, type JobCount, type JobHandler, type JobKind, type JobQueue } from './job-queue.js';

interface Kind {
  kind: JobKind;
  handler: JobHandler<object>;
  /** Attempts running now (up to JOBS_AT_ONCE) or due and waiting for one of those to end. */
  busy: number;
  /** Attempts due, waiting for a place. */
  due: Array<() => void>;
  running: number;
  /** Retries waiting for their time. */
  waiting: Set<NodeJS.Timeout>;
  dead: number;
}

/**
 * The job queue of the embedded default (SQLite, one process): jobs run in this process, up to JOBS_AT_ONCE
 * of a kind at a time, with the retries and backoff of the PostgreSQL queue. They live in memory: a job waiting for a retry when the process
 * stops is not tried again (what it was for says so: an e-mail stays queued, with the last error).
 */
export class LocalJobQueue implements JobQueue {
  readonly durable = false;
  private readonly kinds = new Map<string, Kind>();
  private readonly settled = new Set<() => void>();
  private stopped = false;
  private started = false;
  private readonly timed: Array<{ name: string; seconds: number; task: () => Promise<unknown> }> = [];
  private readonly tickers = new Set<NodeJS.Timeout>();

  constructor(private readonly d: { log: Logger }) {}

  define<T extends object>(kind: JobKind, handler: JobHandler<T>): void {
    if (this.kinds.has(kind.name)) throw new Error(`The job "${kind.name}" is defined twice`);
    this.kinds.set(kind.name, { kind, handler: handler as JobHandler<object>, busy: 0, due: [], running: 0, waiting: new Set(), dead: 0 });
  }

  async send<T extends object>(name: string, data: T): Promise<void> {
    const kind = this.kinds.get(name);
    if (!kind) throw new Error(`No job "${name}" is defined`);
    if (this.stopped) throw new Error(`The job queue is stopped: "${name}" was not queued`);
    this.schedule(kind, data, 1);
  }

  /** Runs an attempt now, or once fewer than JOBS_AT_ONCE of its kind run. */
  private schedule(kind: Kind, data: object, attempt: number): void {
    kind.busy += 1;
    const run = () => {
      kind.running += 1;
      void this.attempt(kind, data, attempt);
    };
    if (kind.running < JOBS_AT_ONCE) run();
    else kind.due.push(run);
  }

  every(name: string, seconds: number, task: () => Promise<unknown>): void {
    this.timed.push({ name, seconds, task });
  }

  get ready(): boolean {
    return this.started && !this.stopped;
  }

  /**
   * Starts the timed jobs (each done once now, awaited, then every interval). Other jobs need no start: in
   * one process, the process that sends a job is the one that does it, at once (a CLI command too).
   */
  async start({ work }: { work: boolean }): Promise<void> {
    this.started = true;
    if (!work) return;
    for (const { name, seconds, task } of this.timed.splice(0)) {
      const run = () => task().catch((err: unknown) => this.d.log.error({ err, job: name }, 'timed job failed'));
      await run();
      this.tickers.add(setInterval(() => void run(), seconds * 1000).unref());
    }
  }

  private async attempt(kind: Kind, data: object, attempt: number): Promise<void> {
    const run: JobAttempt = { attempt, final: attempt > kind.kind.retryLimit };
    try {
      await kind.handler(data, run);
    } catch (err) {
      if (!run.final && !this.stopped) {
        const timer = setTimeout(() => {
          kind.waiting.delete(timer);
          this.schedule(kind, data, attempt + 1);
        }, retryDelayMs(kind.kind, attempt));
        kind.waiting.add(timer);
      } else if (run.final) {
        kind.dead += 1;
        this.d.log.warn({ job: kind.kind.name, attempts: attempt, err }, 'job failed for good');
      }
    } finally {
      kind.running -= 1;
      kind.busy -= 1;
      kind.due.shift()?.();
      for (const wake of this.settled) wake();
    }
  }

  async idle(name: string): Promise<void> {
    const kind = this.kinds.get(name);
    if (!kind) return;
    while (kind.busy > 0) await new Promise<void>((resolve) => {
      const wake = () => {
        this.settled.delete(wake);
        resolve();
      };
      this.settled.add(wake);
    });
  }

  async counts(): Promise<JobCount[]> {
    return [...this.kinds.values()].flatMap(({ kind, due, running, waiting, dead }) => [
      { name: kind.name, state: 'waiting' as const, count: waiting.size + due.length },
      { name: kind.name, state: 'active' as const, count: running },
      { name: kind.name, state: 'dead' as const, count: dead },
    ]);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const ticker of this.tickers) clearInterval(ticker);
    this.tickers.clear();
    for (const kind of this.kinds.values()) {
      for (const timer of kind.waiting) clearTimeout(timer);
      kind.waiting.clear();
    }
    await Promise.all([...this.kinds.keys()].map((name) => this.idle(name)));
  }
}
