import { Stream } from 'node:stream';
import type { Middleware } from 'koa';

/**
 * Serialises a JSON answer once, right where the route left it. Without this, koa-compress reads
 * `ctx.response.length` on every answer, which for an object body is `JSON.stringify(body)`, and Koa then
 * stringifies the same body again to send it: every JSON answer was serialised twice. As a string (its
 * Content-Type already set to JSON), the length is a byte count and Koa sends it as it is.
 */
export function serializeJsonOnce(): Middleware {
  return async (ctx, next) => {
    await next();
    const { body } = ctx;
    if (body === null || typeof body !== 'object' || Buffer.isBuffer(body) || body instanceof Stream) return;
    ctx.body = JSON.stringify(body);
  };
}
