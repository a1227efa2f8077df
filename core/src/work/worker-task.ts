import type { MessagePort } from 'node:worker_threads';
import { AppError } from '../errors.js';

/** What the pool sends a worker function: its input, and the port on which it says it has started. */
export interface TaskEnvelope<I> {
  input: I;
  started: MessagePort;
}

/** A refusal the worker function made (an AppError), carried back as data: an error's class does not cross threads. */
export interface WorkerRefusal {
  name: string;
  status: number;
  message: string;
  details: Record<string, unknown>;
}

/** What a worker function answers: its value, or the refusal it made. */
export type TaskOutcome<O> = { value: O } | { refusal: WorkerRefusal };

/**
 * A worker function as the core's `WorkerPool` runs it. The deadline counts from the moment the thread
 * starts the function (not while the task waited or the thread loaded its code), so the function tells
 * the pool first. A refusal (an AppError: "not an image", "too many pixels") comes back as the same
 * refusal. Import this from `@tapin/core/worker`: it brings nothing else into the thread.
 */
export function workerTask<I, O>(fn: (input: I) => O | Promise<O>): (envelope: TaskEnvelope<I>) => Promise<TaskOutcome<O>> {
  return async ({ input, started }) => {
    started.postMessage('started');
    started.close();
    try {
      return { value: await fn(input) };
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      return { refusal: { name: err.name, status: err.status, message: err.message, details: err.details } };
    }
  };
}
