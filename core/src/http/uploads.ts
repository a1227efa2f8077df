import type { Middleware } from 'koa';
import { UPLOADS_PREFIX, type StorageService } from '../storage/storage-service.js';
import type { RequestState } from './context.js';

const CACHE_SECONDS = 30 * 24 * 60 * 60;

/**
 * Serves stored files at /uploads/<key>, from the folder or the bucket alike. Names are random, so a file
 * never changes under its URL: it is cached for 30 days as immutable, and a revalidation is answered 304.
 */
export function uploadsStatic(storage: StorageService): Middleware<RequestState> {
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith(`${UPLOADS_PREFIX}/`)) return next();
    const key = storage.keyOf(ctx.path);
    if (!key) return next();
    const found = await storage.open(key);
    if (!found) return next();
    ctx.set('Cache-Control', `public, max-age=${CACHE_SECONDS}, immutable`);
    ctx.set('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'");
    ctx.lastModified = found.lastModified;
    ctx.type = found.type;
    ctx.length = found.size;
    ctx.status = 200;
    if (ctx.fresh || ctx.method === 'HEAD') {
      found.body.destroy();
      if (ctx.fresh) ctx.status = 304;
      return;
    }
    ctx.body = found.body;
  };
}
