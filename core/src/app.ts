import type { Server } from 'node:http';
import { Router } from '@koa/router';
import Koa from 'koa';
import compress from 'koa-compress';
import { constants as zlib } from 'node:zlib';
import type { Config } from '@tapin/config';
import { coreModules } from './core-modules.js';
import { NotFoundError } from './errors.js';
import { uploadsStatic } from './http/uploads.js';
import type { RequestState } from './http/context.js';
import { createLimitedServer } from './http/connection-limits.js';
import { coreRoutes } from './http/core-routes.js';
import { errorHandler } from './http/error-handler.js';
import { gracefulCloser } from './http/graceful-close.js';
import { serializeJsonOnce } from './http/json-once.js';
import { requestContext } from './http/request-context.js';
import { RouteBuilder, type RouteInfo } from './http/routes.js';
import { securityHeaders } from './http/security-headers.js';
import { spaStatic } from './http/static.js';
import { Kernel, type KernelOptions } from './kernel.js';
import { requestMetrics } from './ops/metrics.js';
import { UPLOADS_PREFIX } from './storage/storage-service.js';
import type { PluginDefinition } from './plugins/define-plugin.js';
import type { FlagService } from './flags/flag-service.js';
import type { Caller } from './auth/caller.js';

export type CreateAppOptions = KernelOptions;

export interface TapinApp {
  kernel: Kernel;
  koa: Koa<RequestState>;
  /** Every route the core and the installed plugins declare, whatever their flags, in the order they are mounted. */
  routes: readonly RouteInfo[];
  /** A Node request listener (for supertest and http.createServer). */
  callback(): ReturnType<Koa['callback']>;
  /** Listens and resolves once the port is bound. */
  listen(port?: number, host?: string): Promise<Server>;
  /** Answers every request received, closes the connections (cut after the drain timeout), then closes everything (docs/architecture.md#stopping). */
  close(): Promise<void>;
}

const API_PREFIXES = ['/api', '/healthz', '/readyz', '/metrics', '/uploads'] as const;

/** Brotli's quickest level: per request, speed matters more than the last few percent of size. */
const JSON_BROTLI_QUALITY = 1;

/**
 * Mounts one plugin's routes behind its flag. A disabled flag makes them answer exactly as if they were
 * not installed: the request falls through to whatever comes next (in the end, 404).
 */
function gatedRoutes(plugin: PluginDefinition, flags: FlagService, builder: RouteBuilder, router: Router<RequestState>, config: Config) {
  plugin.routes?.(builder, config);
  const dispatch = router.routes();
  return async (ctx: Koa.ParameterizedContext<RequestState>, next: Koa.Next) => {
    if (!router.match(ctx.path, ctx.method).route) return next();
    const caller: Caller | null = await ctx.state.caller();
    if (plugin.flag && !flags.isEnabled(plugin.flag, caller)) return next();
    return dispatch(ctx as never, next);
  };
}

/** The HTTP layer: request context, errors, each plugin's routes behind its flag, the core's, the static apps. */
function mountRoutes(kernel: Kernel, isShuttingDown: () => boolean, table: RouteInfo[]): Koa<RequestState> {
  const { config, flags } = kernel.cradle;
  // Behind N proxies, the client address is the N-th entry of X-Forwarded-For from the right (Koa's
  // maxIpsCount); what the client itself wrote further left is never read.
  const koa = new Koa<RequestState>({ proxy: config.auth.trustProxy > 0, maxIpsCount: config.auth.trustProxy });
  koa.silent = true;
  koa.use(requestMetrics(kernel.cradle.metrics));
  koa.use(requestContext(kernel.container));
  // Outside the error handler, so refusals and errors carry the headers too.
  koa.use(
    securityHeaders({
      apiPrefixes: API_PREFIXES.filter((prefix) => prefix !== UPLOADS_PREFIX),
      ownPolicyPrefixes: [UPLOADS_PREFIX],
      hstsMaxAgeSeconds: config.server.hstsMaxAgeSeconds,
    }),
  );
  koa.use(errorHandler());
  // JSON answers worth it go out compressed, at the quickest levels (per request, a higher level costs
  // more server time than it saves on the wire for a page of JSON; bench:directory with
  // BENCH_ACCEPT_ENCODING measures it). The built apps' files carry their build-time twins instead
  // (http/static.ts), and uploads are images already compressed.
  const json = { threshold: config.limits.compressJsonBytes, brotliQuality: JSON_BROTLI_QUALITY, gzipLevel: zlib.Z_BEST_SPEED };
  koa.use(
    compress({
      threshold: json.threshold,
      filter: (type) => /^application\/json\b/.test(type),
      defaultEncoding: 'identity',
      br: { params: { [zlib.BROTLI_PARAM_QUALITY]: json.brotliQuality } },
      gzip: { level: json.gzipLevel },
    }),
  );
  // Inside compression: a cached answer arrives already compressed, made once (http/json-once.ts).
  koa.use(serializeJsonOnce(json));
  const builder = (router: Router<RequestState>, plugin?: PluginDefinition) =>
    new RouteBuilder(
      router,
      flags,
      config.limits.jsonBodyBytes,
      plugin && ((scope) => kernel.cradleFor(plugin, scope)),
      plugin?.flag === null ? plugin.name : undefined,
      (route) => table.push(Object.freeze({ ...route, plugin: plugin ? Object.freeze({ name: plugin.name, flag: plugin.flag }) : null })),
    );
  for (const plugin of kernel.plugins) {
    const router = new Router<RequestState>();
    koa.use(gatedRoutes(plugin, flags, builder(router, plugin), router, config));
  }

  const core = new Router<RequestState>();
  const coreBuilder = builder(core);
  coreRoutes(coreBuilder, isShuttingDown, kernel.modules);
  for (const module of coreModules) module.routes?.(coreBuilder, config);
  koa.use(core.routes());

  koa.use(uploadsStatic(kernel.cradle.storage));
  koa.use(spaStatic({ root: config.paths.adminDist, prefix: '/console', exclude: API_PREFIXES }));
  // The sign-in screen has a page of its own, lighter than the app's (web/src/sign-in.ts).
  const signInPage = 'auth.html';
  const pluginPaths = kernel.plugins.flatMap((p) => p.paths ?? []);
  koa.use(spaStatic({ root: config.paths.webDist, prefix: '/', exclude: [...API_PREFIXES, '/console', ...pluginPaths], pages: { '/': signInPage, '/auth': signInPage } }));
  koa.use(() => {
    throw new NotFoundError();
  });

  return koa;
}

/**
 * Builds the whole platform: register → migrate → bootstrap → routes. Plugin routes are mounted before
 * the core's so that specific paths (`/api/businesses/directory`) win over parameterised ones.
 */
export async function createApp(options: CreateAppOptions): Promise<TapinApp> {
  const kernel = new Kernel(options);
  let shuttingDown = false;
  let koa: Koa<RequestState>;
  const routes: RouteInfo[] = [];
  try {
    await kernel.migrate();
    await kernel.bootstrap();
    await kernel.serve();
    koa = mountRoutes(kernel, () => shuttingDown, routes);
  } catch (err) {
    await kernel.close();
    throw err;
  }
  const { config } = kernel.cradle;
  let stopServer: ((drainTimeoutMs: number) => Promise<void>) | undefined;
  return {
    kernel,
    koa,
    routes: Object.freeze(routes),
    callback: () => koa.callback(),
    listen(port = config.server.port, host = config.server.host) {
      return new Promise((resolve, reject) => {
        const s = createLimitedServer(config, koa.callback());
        s.once('listening', () => resolve(s));
        s.once('error', reject);
        stopServer = gracefulCloser(s);
        s.listen(port, host);
      });
    },
    async close() {
      shuttingDown = true;
      // The database and the plugins are closed only once every request received has been answered.
      await stopServer?.(config.server.shutdownGraceSeconds * 1000);
      await kernel.close();
    },
  };
}
