import { Stream } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Middleware } from 'koa';

/** How JSON answers are compressed: from `threshold` bytes, brotli at `brotliQuality`, gzip at `gzipLevel`. */
export interface JsonCompression {
  threshold: number;
  brotliQuality: number;
  gzipLevel: number;
}

type Encoding = 'br' | 'gzip';

/** A reusable answer's JSON, made on its first answer, and its compressed forms, each made once too. */
interface Made {
  text: string;
  bytes: number;
  encoded: Map<Encoding, Promise<Buffer>>;
}

/** Answers marked reusable, with what has been made of them (null until their first answer). */
const reusable = new WeakMap<object, Made | null>();

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

/**
 * Marks a value that will be answered many times as it is (a cache's entry): it is deep-frozen, so a
 * request that tried to change it for everyone throws instead, and its JSON, and that of each of its
 * direct properties (a cached page's `items`), is made on the first answer and reused after, as are its
 * compressed forms.
 */
export function reusableAnswer<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  deepFreeze(value);
  reusable.set(value, null);
  for (const child of Object.values(value)) if (child !== null && typeof child === 'object') reusable.set(child, null);
  return value;
}

function made(body: object): Made {
  let entry = reusable.get(body);
  if (!entry) {
    const text = JSON.stringify(body);
    reusable.set(body, (entry = { text, bytes: Buffer.byteLength(text), encoded: new Map() }));
  }
  return entry;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Serialises a JSON answer once, right where the route left it. Without this, koa-compress reads
 * `ctx.response.length` on every answer, which for an object body is `JSON.stringify(body)`, and Koa then
 * stringifies the same body again to send it: every JSON answer was serialised twice. As a string (its
 * Content-Type already set to JSON), the length is a byte count and Koa sends it as it is.
 *
 * A body marked with `reusableAnswer` is serialised once for all the requests it answers and, given
 * `compression` (the same settings as koa-compress outside, which then leaves it alone), compressed once
 * per encoding too.
 */
export function serializeJsonOnce(compression?: JsonCompression): Middleware {
  const encode = (encoding: Encoding, text: string) =>
    encoding === 'br' ? brotli(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: compression!.brotliQuality } }) : gzip(text, { level: compression!.gzipLevel });
  return async (ctx, next) => {
    await next();
    const { body } = ctx;
    if (body === null || typeof body !== 'object' || Buffer.isBuffer(body) || body instanceof Stream) return;
    if (!reusable.has(body)) {
      ctx.body = JSON.stringify(body);
      return;
    }
    const entry = made(body);
    const encoding = compression && entry.bytes >= compression.threshold ? ctx.acceptsEncodings('br', 'gzip', 'identity') : false;
    if (encoding !== 'br' && encoding !== 'gzip') {
      ctx.body = entry.text;
      return;
    }
    let encoded = entry.encoded.get(encoding);
    if (!encoded) entry.encoded.set(encoding, (encoded = encode(encoding, entry.text)));
    ctx.body = await encoded;
    ctx.set('Content-Encoding', encoding);
  };
}
