import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { Config } from '@tapin/config';
import { AppError, ServiceUnavailableError } from '../errors.js';
import type { Logger } from '../logging/logger.js';
import type { TaskEnvelope, TaskOutcome, WorkerRefusal } from './worker-task.js';

/**
 * A module of worker functions: a file whose exports are `workerTask(fn)` functions of one
 * structured-cloneable argument. Name it with `workerModule(import.meta.url, './x-worker.js')` beside the
 * code that uses it.
 */
export interface WorkerModule {
  readonly url: string;
}

/** The worker module `relative` to the calling module, from the sources (tests, tsx) or from the build. */
export function workerModule(callerUrl: string, relative: string): WorkerModule {
  const url = new URL(relative, callerUrl);
  if (callerUrl.endsWith('.ts')) url.pathname = url.pathname.replace(/\.js$/, '.ts');
  return { url: url.href };
}

/** Work on untrusted input that ran past its deadline (or out of memory): its thread was ended. */
export class WorkDeadlineError extends AppError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super(422, message, details);
  }
}

export interface RunOptions {
  /** What the caller is told when the work runs past its deadline (a sentence about their input). */
  tooSlow: string;
  /** The caller's own budget: once a thread runs the task, its abort ends the thread as the deadline does. */
  signal?: AbortSignal;
  /** The AppError classes the task may refuse with, rebuilt here as themselves (others as an AppError). */
  refusals?: ReadonlyArray<abstract new (...args: never[]) => AppError>;
}

/** A refusal from a worker thread as the error it was there: of its own class when the caller names it. */
function rebuilt(refusal: WorkerRefusal, classes: ReadonlyArray<abstract new (...args: never[]) => AppError>): AppError {
  const own = classes.find((c) => c.name === refusal.name);
  const error: AppError = own ? Object.create(own.prototype) : new AppError(refusal.status, refusal.message, refusal.details);
  Object.assign(error, { name: refusal.name, status: refusal.status, message: refusal.message, details: refusal.details });
  if (own) Error.captureStackTrace(error, rebuilt);
  return error;
}

const BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';

/** Whether this module runs from its TypeScript sources (vitest, tsx): the threads must load them the same way. */
const fromSources = import.meta.url.endsWith('.ts');

interface Deps {
  config: Config;
  log: Logger;
}

/**
 * CPU-heavy work on input an attacker can write (a web page's HTML, a card's text, an image's pixels)
 * runs here, in worker threads, never on the event loop that answers requests. Every task has a
 * deadline that counts from the moment a thread starts it: when it passes, that thread is ended (a
 * pathological input costs its own task, not the server) and the caller gets `tooSlow`. Waiting is
 * bounded too: past `maxQueued` waiting tasks or `queueTimeoutMs` of waiting, the answer is 503.
 */
export class WorkerPool {
  private pool: Piscina | undefined;
  /** Set while the pool is being destroyed: the tasks it ends then are not failures. */
  private closing = false;
  private readonly d: Deps;

  constructor({ config, log }: Deps) {
    this.d = { config, log };
  }

  /** The threads start with the first task: a process that never reads untrusted input starts none. */
  private threads(): Piscina {
    const { threads, maxQueued, threadMemoryMb } = this.d.config.work;
    return (this.pool ??= new Piscina({
      minThreads: 1,
      maxThreads: Math.max(1, Math.min(threads, availableParallelism() * 4)),
      idleTimeout: 30_000,
      maxQueue: maxQueued,
      resourceLimits: { maxOldGenerationSizeMb: threadMemoryMb },
      // The sources run under tsx, resolving the packages to their sources, as in the main thread.
      execArgv: fromSources ? ['--conditions=source', '--import', 'tsx'] : [],
    }));
  }

  /** Runs `name` (a `workerTask`) from `module` on `input` in a worker thread, within the deadline. */
  async run<I, O>(module: WorkerModule, name: string, input: I, options: RunOptions): Promise<O> {
    const timeoutMs = this.d.config.work.taskTimeoutMs;
    const stop = new AbortController();
    const state = { running: false };
    let timer = setTimeout(() => stop.abort(), this.d.config.work.queueTimeoutMs);
    // The caller's own budget (a website read's) counts once a thread runs the task: the wait for a thread
    // (bounded by queueTimeoutMs) is the server's cost, never the input's.
    const callerStop = () => stop.abort();
    const { port1, port2 } = new MessageChannel();
    port1.once('message', () => {
      state.running = true;
      clearTimeout(timer);
      timer = setTimeout(() => stop.abort(), timeoutMs);
      port1.close();
      if (options.signal?.aborted) stop.abort();
      else options.signal?.addEventListener('abort', callerStop, { once: true });
    });
    const envelope: TaskEnvelope<I> = { input, started: port2 };
    let outcome: TaskOutcome<O>;
    try {
      outcome = (await this.threads().run(envelope, { filename: module.url, name, signal: stop.signal, transferList: [port2] })) as TaskOutcome<O>;
    } catch (err) {
      if (stop.signal.aborted && state.running) {
        // Past the task's deadline, or past the caller's own budget (a website read's): the same answer.
        this.d.log.warn({ task: name, timeoutMs, callerBudget: Boolean(options.signal?.aborted) }, 'work: task stopped, its thread ended');
        throw new WorkDeadlineError(options.tooSlow);
      }
      if (stop.signal.aborted || (err instanceof Error && err.message === 'Task queue is at limit')) {
        this.d.log.warn({ task: name, ...this.stats() }, 'work: no thread free in time');
        throw new ServiceUnavailableError(BUSY_MESSAGE);
      }
      if ((err as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY') {
        this.d.log.warn({ task: name }, 'work: task stopped, its thread ran out of memory');
        throw new WorkDeadlineError(options.tooSlow);
      }
      if (!this.closing) this.d.log.error({ task: name, err }, 'work: task failed in its thread');
      throw err;
    } finally {
      clearTimeout(timer);
      port1.close();
      options.signal?.removeEventListener('abort', callerStop);
    }
    if ('refusal' in outcome) throw rebuilt(outcome.refusal, options.refusals ?? []);
    return outcome.value;
  }

  /**
   * Runs a small task in the background so that a thread has loaded `module` (and compiled its first run)
   * before the first real one: a server's first owner does not wait for it. Failures are ignored.
   */
  warm<I>(module: WorkerModule, name: string, input: I): void {
    this.run(module, name, input, { tooSlow: 'warm-up' }).catch(() => undefined);
  }

  /** Tasks waiting for a thread, and threads running. */
  stats(): { queued: number; threads: number } {
    return { queued: this.pool?.queueSize ?? 0, threads: this.pool?.threads.length ?? 0 };
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    this.closing = true;
    try {
      await pool?.destroy();
    } finally {
      this.closing = false;
    }
  }
}
