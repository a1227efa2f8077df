import type { Context } from 'koa';
import { RESPOND_ASYNC } from '../contracts/tasks.js';
import type { Tasks } from './tasks.js';

/** Whether a `Prefer` header (RFC 7240: `respond-async, wait=10`) asks for `respond-async`. */
export function prefersAsync(header: string): boolean {
  return header.split(',').some((preference) => preference.split(/[=;]/)[0]!.trim().toLowerCase() === RESPOND_ASYNC);
}

/**
 * Aborted once the request's connection closes before its answer was sent (the client gave up, or the
 * server's request timeout closed it): nobody is left to wait for.
 */
function connectionGone(ctx: Context): AbortSignal {
  const gone = new AbortController();
  ctx.res.once('close', () => {
    if (!ctx.res.writableFinished) gone.abort(new Error('The request was closed before its task was done'));
  });
  return gone.signal;
}

/**
 * Answers a request for work done as a task: with `Prefer: respond-async`, 202 and the task at once (its
 * `Location` is where the screen follows it); otherwise the answer once the task is done, as the route
 * always answered.
 */
export async function answerTask<I>(ctx: Context, tasks: Tasks, kind: string, userId: number, input: I): Promise<unknown> {
  if (!prefersAsync(ctx.get('Prefer'))) return tasks.run(kind, userId, input, connectionGone(ctx));
  const task = await tasks.submit(kind, userId, input);
  ctx.status = 202;
  ctx.set('Location', `/api/tasks/${task.id}`);
  ctx.set('Preference-Applied', RESPOND_ASYNC);
  return task;
}
