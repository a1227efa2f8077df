import { randomUUID } from 'node:crypto';
import type { AwilixContainer } from 'awilix';
import type { Middleware } from 'koa';
import type { Caller } from '../auth/caller.js';
import { cradleView } from '../cradle-view.js';
import type { Cradle } from '../cradle.js';
import type { Logger } from '../logging/logger.js';
import type { RequestCradle, RequestState } from './context.js';

const acceptableRequestId = /^[\w.:-]{1,128}$/;

/** Pulls the bearer token out of the Authorization header. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1]! : null;
}

/**
 * The services as a request sees them: the container's (all singletons) plus the request's id and
 * logger. A view over the root cradle rather than an awilix scope, which would build a child container
 * on every request for nothing: no service is registered per request.
 */
function requestCradle(root: Cradle, requestId: string, log: () => Logger): RequestCradle {
  return cradleView(root as RequestCradle, (name) => (name === 'requestId' ? requestId : name === 'log' ? log() : (root as unknown as Record<string | symbol, unknown>)[name]));
}

/**
 * Gives every request an id (the caller's X-Request-Id when sane), its view of the services, a child
 * logger made when something logs, a lazily resolved caller, and one log line when it finishes.
 */
export function requestContext(container: AwilixContainer<Cradle>): Middleware<RequestState> {
  const { log: rootLog, authenticator } = container.cradle;
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    const incoming = ctx.get('x-request-id');
    const requestId = acceptableRequestId.test(incoming) ? incoming : randomUUID();
    let log: Logger | undefined;
    const requestLog = () => (log ??= rootLog.child({ reqId: requestId }));

    let resolved: Promise<Caller | null> | undefined;
    const state = ctx.state;
    state.requestId = requestId;
    state.cradle = requestCradle(container.cradle, requestId, requestLog);
    Object.defineProperty(state, 'log', { get: requestLog, enumerable: true, configurable: true });
    state.caller = () => (resolved ??= authenticator.authenticate(bearerToken(ctx.get('authorization'))));

    // The security headers are securityHeaders()' (security-headers.ts).
    ctx.set('X-Request-Id', requestId);

    try {
      await next();
    } finally {
      if (rootLog.isLevelEnabled('info')) {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        const caller = resolved ? await resolved.catch(() => null) : null;
        requestLog().info(
          { method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms * 10) / 10, userId: caller?.id },
          'request completed',
        );
      }
    }
  };
}
