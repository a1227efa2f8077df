import type { Middleware } from 'koa';
import { AppError } from '../errors.js';
import type { RequestState } from './context.js';

interface HttpishError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  type?: string;
}

/** Messages for errors raised by the body parser and Koa itself (no internals in them). */
function describeHttpError(status: number, err: HttpishError): string {
  if (status === 413) return 'Request body is too large';
  if (status === 415) return 'Unsupported media type';
  if (status === 400 && (err instanceof SyntaxError || err.type === 'entity.parse.failed')) return 'Malformed JSON body';
  if (status === 400) return 'Bad request';
  if (status === 404) return 'Not found';
  if (status === 405) return 'Method not allowed';
  return 'Request failed';
}

/**
 * The one place errors become responses: `{ message, ...details }` with the error's status. Anything
 * unexpected is logged with the request id and answered 500 with a generic message.
 */
export function errorHandler(): Middleware<RequestState> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      const log = ctx.state.log;
      if (err instanceof AppError) {
        ctx.status = err.status;
        ctx.body = { message: err.message, ...err.details };
        if (err.status >= 500) log.error({ err }, err.message);
        return;
      }
      const httpish = (err ?? {}) as HttpishError;
      const status = httpish.status ?? httpish.statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500 && httpish.expose !== false) {
        ctx.status = status;
        ctx.body = { message: describeHttpError(status, httpish) };
        return;
      }
      log.error({ err }, 'unhandled error');
      ctx.status = 500;
      ctx.body = { message: 'Something went wrong on our side. Please try again.', requestId: ctx.state.requestId };
    }
  };
}
