import { randomUUID } from 'node:crypto';
import { asValue, type AwilixContainer } from 'awilix';
import type { Middleware } from 'koa';
import type { Caller } from '../auth/caller.js';
import type { Cradle } from '../cradle.js';
import type { RequestCradle, RequestState } from './context.js';

const acceptableRequestId = /^[\w.:-]{1,128}$/;

/** Pulls the bearer token out of the Authorization header. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1]! : null;
}

/**
 * Gives every request an id (the caller's X-Request-Id when sane), an awilix scope, a child logger,
 * a lazily resolved caller, baseline security headers, and one log line when it finishes.
 */
export function requestContext(container: AwilixContainer<Cradle>): Middleware<RequestState> {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    const incoming = ctx.get('x-request-id');
    const requestId = acceptableRequestId.test(incoming) ? incoming : randomUUID();
    const { log: rootLog, authenticator } = container.cradle;
    const log = rootLog.child({ reqId: requestId });
    const scope = container.createScope<RequestCradle>();
    scope.register({ requestId: asValue(requestId), log: asValue(log) });

    let resolved: Promise<Caller | null> | undefined;
    ctx.state.requestId = requestId;
    ctx.state.scope = scope;
    ctx.state.log = log;
    ctx.state.caller = () => (resolved ??= authenticator.authenticate(bearerToken(ctx.get('authorization'))));

    // The security headers are securityHeaders()' (security-headers.ts).
    ctx.set('X-Request-Id', requestId);

    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const caller = resolved ? await resolved.catch(() => null) : null;
      log.info(
        { method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms * 10) / 10, userId: caller?.id },
        'request completed',
      );
      void scope.dispose();
    }
  };
}
