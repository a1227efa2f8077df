/** A kind of job: how often it is tried, how long apart, and how long one attempt may run. */
export interface JobKind {
  /** Letters, digits, dots, dashes and underscores. */
  name: string;
  /** Attempts after the first one that failed. */
  retryLimit: number;
  /** Seconds before the first retry (up to twice that, at random); each later retry waits about twice as long. */
  retryDelaySeconds: number;
  /**
   * The longest one attempt may take. On PostgreSQL, an attempt still running after this long (its process
   * was killed, say) counts as failed, and the job is retried by any process that works jobs.
   */
  expireInSeconds: number;
}

/** One attempt of a job, as its handler sees it. */
export interface JobAttempt {
  /** 1 for the first. */
  attempt: number;
  /** No retry follows if this attempt fails: the job is dead (its failure is final). */
  final: boolean;
}

export type JobHandler<T> = (data: T, attempt: JobAttempt) => Promise<void>;

/** How many jobs of a kind wait (for their first attempt or a retry), run, or died. */
export interface JobCount {
  name: string;
  state: 'waiting' | 'active' | 'dead';
  count: number;
}

/**
 * Work done apart from the request that asks for it, with retries and backoff (issue 29): on PostgreSQL
 * through pg-boss, so a job sent by one process is done by any process that works jobs, and a job whose
 * process died is done again; on SQLite (one process) in this process, with the same API. A job's data is
 * kept in the queue until the job is done: a job must carry no more than its handler needs.
 */
export interface JobQueue {
  /** Jobs outlive the process that sent them (PostgreSQL); false when they live in memory (SQLite). */
  readonly durable: boolean;
  /** Started and not stopped: jobs sent now are taken (`/readyz`). */
  readonly ready: boolean;
  /** Declares a kind of job and its handler (before `start`). */
  define<T extends object>(kind: JobKind, handler: JobHandler<T>): void;
  /**
   * A timed job: done once every `seconds` across every process that does jobs, and once as the first of
   * them starts (declared before `start`). Each such process proposes it for the current slot of time; the
   * queue keeps one per slot, and one process does it. A failure is logged; the next slot tries again.
   */
  every(name: string, seconds: number, task: () => Promise<unknown>): void;
  /** Queues a job of a declared kind. */
  send<T extends object>(name: string, data: T): Promise<void>;
  /** With `work`, this process takes jobs of every kind declared (PROCESS_ROLE worker or all). */
  start(options: { work: boolean }): Promise<void>;
  /** Resolves once no job of `name` waits for an attempt due now or runs (tests, and a CLI command's end). */
  idle(name: string): Promise<void>;
  counts(): Promise<JobCount[]>;
  /** Stops taking jobs and waits for the attempts under way; jobs waiting stay queued (on PostgreSQL). */
  stop(): Promise<void>;
}

/** Jobs of one kind a process takes at once (each in parallel). */
export const JOBS_AT_ONCE = 10;

/**
 * The delay before retry `retry` (1 for the first), as pg-boss draws it: between the kind's delay times
 * 2^(retry-1) and twice that, so jobs that failed together do not all come back at once.
 */
export function retryDelayMs(kind: JobKind, retry: number): number {
  const base = kind.retryDelaySeconds * 1000 * 2 ** Math.min(16, retry - 1);
  return base * (1 + Math.random());
}
