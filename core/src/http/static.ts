import { stat } from 'node:fs/promises';
import path from 'node:path';
import { send } from '@koa/send';
import type { Middleware } from 'koa';
import type { RequestState } from './context.js';

export interface SpaOptions {
  /** The built app (holds index.html). */
  root: string;
  /** URL prefix the app is served under: '/' or e.g. '/console'. */
  prefix: string;
  /** Prefixes this app never answers (the API, other apps). */
  exclude: readonly string[];
}

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

function under(urlPath: string, prefix: string): boolean {
  return prefix === '/' || urlPath === prefix || urlPath.startsWith(`${prefix}/`);
}

async function isFile(file: string): Promise<boolean> {
  return stat(file).then((s) => s.isFile(), () => false);
}

/**
 * Serves a built single-page app: its files as they are (hashed assets cached for a year), and
 * index.html for any other page path so the client router can answer it. Does nothing while the app
 * has not been built, and never answers an excluded prefix such as /api.
 */
export function spaStatic({ root, prefix, exclude }: SpaOptions): Middleware<RequestState> {
  const indexFile = path.join(root, 'index.html');
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (!under(ctx.path, prefix) || exclude.some((p) => under(ctx.path, p))) return next();
    if (!(await isFile(indexFile))) return next();

    const relative = prefix === '/' ? ctx.path : ctx.path.slice(prefix.length) || '/';
    if (relative !== '/' && !relative.endsWith('/')) {
      const immutable = relative.startsWith('/assets/');
      try {
        const served = await send(ctx, relative, {
          root,
          index: false,
          hidden: false,
          ...(immutable ? { maxage: YEAR_MS, immutable: true } : {}),
        });
        if (served) return;
      } catch (err) {
        const status = (err as { status?: number }).status;
        if (status !== 404 && status !== 400 && status !== 403) throw err;
      }
      // A missing file with an extension is a missing asset, not a page.
      if (path.extname(relative)) return next();
    }
    if (!ctx.accepts('html')) return next();
    ctx.set('Cache-Control', 'no-cache');
    await send(ctx, 'index.html', { root, index: false });
  };
}
