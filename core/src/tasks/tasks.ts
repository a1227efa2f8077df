import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Knex } from 'knex';
import type { Clock } from '../clock.js';
import type { TaskError, TaskState, TaskStep, TaskView } from '../contracts/tasks.js';
import { AppError, NotFoundError, ServiceUnavailableError } from '../errors.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Logger } from '../logging/logger.js';

/** A kind of task: its job's name is `task.<name>`. */
export interface TaskKind {
  name: string;
  /** The longest one attempt may take; a second attempt follows one whose process died. */
  expireInSeconds: number;
}

/** What a task's runner reports while it works: the steps so far, each time they change. */
export interface TaskProgress {
  report(steps: readonly TaskStep[]): Promise<void>;
}

/** A runner's steps as the screen lists them: the one under way, then each as it ended, told as they change. */
export class TaskSteps {
  private readonly steps: TaskStep[] = [];

  constructor(private readonly progress?: TaskProgress) {}

  /** A step begins: shown as under way. */
  async doing(label: string): Promise<void> {
    this.steps.push({ label, state: 'active' });
    await this.progress?.report(this.steps);
  }

  /** A step ended (the one under way, if any, becomes it). */
  async ended(label: string, state: 'done' | 'failed' = 'done', detail?: string): Promise<void> {
    const step: TaskStep = { label, state, ...(detail ? { detail } : {}) };
    if (this.steps.at(-1)?.state === 'active') this.steps[this.steps.length - 1] = step;
    else this.steps.push(step);
    await this.progress?.report(this.steps);
  }
}

export type TaskRunner<I, R> = (input: I, progress: TaskProgress) => Promise<R>;

interface TaskRow {
  id: string;
  kind: string;
  userId: number;
  state: TaskState;
  input: string | null;
  steps: string;
  result: string | null;
  error: string | null;
}

interface Deps {
  db: Knex;
  jobs: JobQueue;
  clock: Clock;
  log: Logger;
}

/** A runner's failure that is not a refusal of its input: the owner is told this, the log has the rest. */
const FAILED: TaskError = { status: 500, message: 'Something went wrong on our side. Please try again.', details: {} };

/** A task's row is kept this long after it is done (its answer read by a screen that came back late). */
export const TASK_KEPT_MS = 60 * 60 * 1000;
/** How often a waiting request looks at its task. */
const LOOK_EVERY_MS = 100;

/**
 * Work an owner waits for, as a job (issue 29): card OCR, website reads, posters. The request records the
 * task (its input in the `tasks` table, never in the job queue) and a job does it, in whichever process
 * does jobs (any of them on PostgreSQL, this one on SQLite); the runner reports its steps as it goes, and
 * the answer (or the refusal, an AppError as the request would have thrown it) is kept on the task. A
 * request either answers 202 with the task, for the screen to follow, or waits for it and answers as it
 * always did. An attempt whose process died is tried once more; a runner's own bug fails the task with a
 * generic message.
 */
export class Tasks {
  private readonly d: Deps;
  private readonly kinds = new Map<string, TaskKind>();

  constructor({ db, jobs, clock, log }: Deps) {
    this.d = { db, jobs, clock, log };
    jobs.every('tasks.purge', 600, () => this.purge());
  }

  /** Declares a kind of task and its runner (before the jobs start). */
  define<I, R>(kind: TaskKind, runner: TaskRunner<I, R>): void {
    this.kinds.set(kind.name, kind);
    this.d.jobs.define<{ taskId: string }>(
      { name: `task.${kind.name}`, retryLimit: 1, retryDelaySeconds: 1, expireInSeconds: kind.expireInSeconds },
      ({ taskId }, { final }) => this.work(taskId, runner as TaskRunner<unknown, unknown>, final),
    );
  }

  /** Records a task of `kind` for `userId` and queues it. */
  async submit<I>(kind: string, userId: number, input: I): Promise<TaskView> {
    if (!this.kinds.has(kind)) throw new Error(`No task "${kind}" is defined`);
    const now = this.d.clock.now().toISOString();
    const row = { id: randomUUID(), kind, userId, state: 'queued' as const, input: JSON.stringify(input), steps: '[]', createdAt: now, updatedAt: now };
    await this.d.db('tasks').insert(row);
    await this.d.jobs.send(`task.${kind}`, { taskId: row.id });
    return { id: row.id, kind, state: 'queued', steps: [] };
  }

  /** The task as its owner sees it; anyone else's (or one gone) is not found. */
  async view(id: string, userId: number): Promise<TaskView> {
    const row = (await this.d.db('tasks').where({ id, userId }).first()) as TaskRow | undefined;
    if (!row) throw new NotFoundError('Task not found');
    return viewOf(row);
  }

  /**
   * Submits the task and waits for it: its answer, or its refusal thrown as the request would have. With
   * `signal` (the request's connection, gone or timed out) it stops waiting at once; the task goes on.
   */
  async run<I, R>(kind: string, userId: number, input: I, signal?: AbortSignal): Promise<R> {
    const { id } = await this.submit(kind, userId, input);
    const expire = this.kinds.get(kind)!.expireInSeconds;
    // Two attempts, and the time for a job to be taken.
    const until = Date.now() + (2 * expire + 10) * 1000;
    for (;;) {
      const row = (await this.d.db('tasks').where({ id }).first('state', 'result', 'error')) as Pick<TaskRow, 'state' | 'result' | 'error'> | undefined;
      if (row?.state === 'done') return JSON.parse(row.result!) as R;
      if (row?.state === 'failed') {
        const error = JSON.parse(row.error!) as TaskError;
        throw new AppError(error.status, error.message, error.details);
      }
      if (!row || Date.now() > until) throw new ServiceUnavailableError('This is taking longer than it should. Please try again in a moment.');
      signal?.throwIfAborted();
      // Aborted, the wait ends with the signal's own reason.
      await sleep(LOOK_EVERY_MS, undefined, { signal }).catch((err: unknown) => {
        signal?.throwIfAborted();
        throw err;
      });
    }
  }

  private async work(id: string, runner: TaskRunner<unknown, unknown>, final: boolean): Promise<void> {
    const { db, clock, log } = this.d;
    const row = (await db('tasks').where({ id }).first()) as TaskRow | undefined;
    // Gone (its account deleted, or purged), or settled by an attempt whose job was then retried.
    if (!row?.input || row.state === 'done' || row.state === 'failed') return;
    await db('tasks').where({ id }).update({ state: 'running', updatedAt: clock.now().toISOString() });
    const progress: TaskProgress = {
      report: async (steps) => {
        await db('tasks').where({ id, state: 'running' }).update({ steps: JSON.stringify(steps), updatedAt: clock.now().toISOString() });
      },
    };
    let settled: { state: 'done'; result: string } | { state: 'failed'; error: string };
    try {
      settled = { state: 'done', result: JSON.stringify((await runner(JSON.parse(row.input), progress)) ?? null) };
    } catch (err) {
      if (err instanceof AppError) {
        settled = { state: 'failed', error: JSON.stringify({ status: err.status, message: err.message, details: err.details } satisfies TaskError) };
      } else {
        log.error({ err, task: row.kind, taskId: id }, 'task failed');
        if (!final) throw err;
        settled = { state: 'failed', error: JSON.stringify(FAILED) };
      }
    }
    // The input goes as the task settles: a card's text or a website's address is kept no longer than needed.
    await db('tasks').where({ id }).update({ ...settled, input: null, updatedAt: clock.now().toISOString() });
  }

  /** Tasks settled an hour ago, and any left unsettled for a day (their job died with its last attempt). */
  async purge(): Promise<number> {
    const now = this.d.clock.now().getTime();
    return this.d.db('tasks')
      .where((q) => q.whereIn('state', ['done', 'failed']).andWhere('updatedAt', '<', new Date(now - TASK_KEPT_MS).toISOString()))
      .orWhere('updatedAt', '<', new Date(now - 24 * TASK_KEPT_MS).toISOString())
      .delete();
  }
}

function viewOf(row: TaskRow): TaskView {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    steps: JSON.parse(row.steps) as TaskStep[],
    ...(row.state === 'done' ? { result: JSON.parse(row.result!) as unknown } : {}),
    ...(row.state === 'failed' ? { error: JSON.parse(row.error!) as TaskError } : {}),
  };
}
