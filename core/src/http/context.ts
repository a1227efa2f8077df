import type { RouterContext } from '@koa/router';
import type { ParameterizedContext } from 'koa';
import type { Caller } from '../auth/caller.js';
import type { RequestOrigin } from '../contracts/audit.js';
import type { Cradle } from '../cradle.js';
import type { Logger } from '../logging/logger.js';

/** What every request carries, set up by the request-context middleware. */
export interface RequestState {
  requestId: string;
  /** The services as this request sees them: the root services plus `requestId` and the child `log`. */
  cradle: RequestCradle;
  /** The request's logger (a child of the root logger carrying `reqId`). */
  readonly log: Logger;
  /** The signed-in caller, resolved from the bearer token once per request. */
  caller(): Promise<Caller | null>;
}

export interface RequestCradle extends Cradle {
  requestId: string;
}

export type AppContext = ParameterizedContext<RequestState> & Partial<Pick<RouterContext, 'params'>>;

/** Where a request came from (for sessions and the audit trail). */
export function requestOrigin(ctx: AppContext): RequestOrigin {
  return { ip: ctx.ip || null, userAgent: ctx.get('user-agent') || null };
}
