import { stat } from 'node:fs/promises';
import path from 'node:path';
import { send } from '@koa/send';
import type { Middleware, ParameterizedContext } from 'koa';
import type { RequestState } from './context.js';

export interface SpaOptions {
  /** The built app (holds index.html). */
  root: string;
  /** URL prefix the app is served under: '/' or e.g. '/console'. */
  prefix: string;
  /** Prefixes this app never answers (the API, other apps). */
  exclude: readonly string[];
  /**
   * Addresses (within the app) that have a page of their own in the build, sent instead of index.html when
   * the build holds it: the owner app's sign-in screen (web/auth.html) for / and /auth.
   */
  pages?: Readonly<Record<string, string>>;
}

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

type SendOptions = NonNullable<Parameters<typeof send>[2]>;

function under(urlPath: string, prefix: string): boolean {
  return prefix === '/' || urlPath === prefix || urlPath.startsWith(`${prefix}/`);
}

/** The path as a file name, or null when it does not decode. */
function decodedPath(urlPath: string): string | null {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return null;
  }
}

async function isFile(file: string): Promise<boolean> {
  return stat(file).then((s) => s.isFile(), () => false);
}

/**
 * Sends one built file: its brotli or gzip twin when the build made one and the client accepts it
 * (`Vary: Accept-Encoding` either way, so caches keep the variants apart), with a validator (an ETag
 * naming the variant's size and time, and Last-Modified) so a revalidation costs a 304 and no body.
 */
async function sendFile(ctx: ParameterizedContext<RequestState>, file: string, root: string, cache: Pick<SendOptions, 'maxage' | 'immutable'>) {
  ctx.vary('Accept-Encoding');
  const served = await send(ctx, file, {
    root,
    index: false,
    hidden: false,
    brotli: true,
    gzip: true,
    ...cache,
    setHeaders: (_res, served, stats) => {
      const encoding = served.endsWith('.br') ? 'br' : served.endsWith('.gz') ? 'gz' : 'id';
      ctx.response.etag = `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}-${encoding}"`;
    },
  });
  if (served && ctx.fresh) {
    ctx.status = 304;
    ctx.body = null;
  }
  return served;
}

/**
 * Serves a built single-page app: its files as they are, compressed at build time (scripts/build-spa.mjs),
 * hashed assets cached for a year as immutable, and index.html for any other page path so the client
 * router can answer it (or the page the build made for that address, `pages`) — revalidated on every
 * visit (`no-cache`), so a new release is picked up at once.
 * Does nothing while the app has not been built, and never answers an excluded prefix such as /api.
 */
export function spaStatic({ root, prefix, exclude, pages = {} }: SpaOptions): Middleware<RequestState> {
  const indexFile = path.join(root, 'index.html');
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (!under(ctx.path, prefix) || exclude.some((p) => under(ctx.path, p))) return next();
    if (!(await isFile(indexFile))) return next();

    const relative = prefix === '/' ? ctx.path : ctx.path.slice(prefix.length) || '/';
    if (relative !== '/' && !relative.endsWith('/') && relative !== '/index.html') {
      // The compressed twins are the build's own business: asked for by name they are not found. So are the
      // source maps, which hold the apps' whole sources: the build keeps them for us, not for visitors.
      // Looked at as the file name sent will read it (`%2Emap` is `.map`).
      const name = decodedPath(relative);
      if (name !== null && /\.(?:br|gz|map)$/i.test(name)) return next();
      const immutable = relative.startsWith('/assets/');
      try {
        const served = await sendFile(ctx, relative, root, immutable ? { maxage: YEAR_MS, immutable: true } : {});
        if (served) return;
      } catch (err) {
        const status = (err as { status?: number }).status;
        if (status !== 404 && status !== 400 && status !== 403) throw err;
        ctx.remove('Vary');
        ctx.remove('Content-Encoding');
      }
      // A missing file with an extension is a missing asset, not a page.
      if (path.extname(relative)) return next();
    }
    if (!ctx.accepts('html')) return next();
    ctx.set('Cache-Control', 'no-cache');
    const own = Object.hasOwn(pages, relative) ? pages[relative] : undefined;
    await sendFile(ctx, own && (await isFile(path.join(root, own))) ? own : 'index.html', root, {});
  };
}
