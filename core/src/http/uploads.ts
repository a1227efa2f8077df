import { send } from '@koa/send';
import type { Middleware } from 'koa';
import { UPLOADS_PREFIX, type StorageService } from '../storage/storage-service.js';
import type { RequestState } from './context.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Serves stored files at /uploads/<key>. Names are random, so a file never changes under its URL. */
export function uploadsStatic(storage: StorageService): Middleware<RequestState> {
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith(`${UPLOADS_PREFIX}/`)) return next();
    const key = storage.keyOf(ctx.path);
    if (!key) return next();
    try {
      await send(ctx, key, { root: storage.root, index: false, hidden: false, maxage: 30 * DAY_MS, immutable: true });
    } catch (err) {
      if ((err as { status?: number }).status === 404) return next();
      throw err;
    }
    ctx.set('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'");
  };
}
