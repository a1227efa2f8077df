import type { MessagePort } from 'node:worker_threads';

/** What the pool sends a worker function: its input, and the port on which it says it has started. */
export interface TaskEnvelope<I> {
  input: I;
  started: MessagePort;
}

/**
 * A worker function as the core's `WorkerPool` runs it. The deadline counts from the moment the thread
 * starts the function (not while the task waited or the thread loaded its code), so the function tells
 * the pool first. Import this from `@tapin/core/worker`: it brings nothing else into the thread.
 */
export function workerTask<I, O>(fn: (input: I) => O | Promise<O>): (envelope: TaskEnvelope<I>) => O | Promise<O> {
  return ({ input, started }) => {
    started.postMessage('started');
    started.close();
    return fn(input);
  };
}
