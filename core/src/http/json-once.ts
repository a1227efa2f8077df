import { Stream } from 'node:stream';
import type { Middleware } from 'koa';

/** Answers marked reusable, with their JSON once it has been made (null until the first time). */
const reusable = new WeakMap<object, string | null>();

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

/**
 * Marks a value that will be answered many times as it is (a cache's entry): it is deep-frozen, so a
 * request that tried to change it for everyone throws instead, and its JSON, and that of each of its
 * direct properties (a cached page's `items`), is made on the first answer and reused after.
 */
export function reusableAnswer<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  deepFreeze(value);
  reusable.set(value, null);
  for (const child of Object.values(value)) if (child !== null && typeof child === 'object') reusable.set(child, null);
  return value;
}

function jsonOf(body: object): string {
  if (!reusable.has(body)) return JSON.stringify(body);
  let text = reusable.get(body);
  if (text == null) reusable.set(body, (text = JSON.stringify(body)));
  return text;
}

/**
 * Serialises a JSON answer once, right where the route left it. Without this, koa-compress reads
 * `ctx.response.length` on every answer, which for an object body is `JSON.stringify(body)`, and Koa then
 * stringifies the same body again to send it: every JSON answer was serialised twice. As a string (its
 * Content-Type already set to JSON), the length is a byte count and Koa sends it as it is. A body marked
 * with `reusableAnswer` is serialised once for all the requests it answers.
 */
export function serializeJsonOnce(): Middleware {
  return async (ctx, next) => {
    await next();
    const { body } = ctx;
    if (body === null || typeof body !== 'object' || Buffer.isBuffer(body) || body instanceof Stream) return;
    ctx.body = jsonOf(body);
  };
}
