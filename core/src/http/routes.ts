import { rm } from 'node:fs/promises';
import type { Router } from '@koa/router';
import type { FlagName } from '@tapin/config';
import { requestRules } from '@tapin/config/rules';
import { HttpMethodEnum, koaBody, type ScalarOrArrayFiles } from 'koa-body';
import type { Middleware } from 'koa';
import type { z } from 'zod';
import { sendAdminList, type AdminListResult } from '../admin/admin-list.js';
import { isAdmin, type Caller } from '../auth/caller.js';
import { ForbiddenError, PayloadTooLargeError, UnauthorizedError, UnsupportedMediaTypeError, ValidationError } from '../errors.js';
import type { FlagService } from '../flags/flag-service.js';
import type { RequestOrigin } from '../contracts/audit.js';
import { sameSecret } from '../accounts/secrets.js';
import { bearerToken } from './request-context.js';
import { requestOrigin, type AppContext, type RequestCradle, type RequestState } from './context.js';
import { idParam, parseInput, parseParams } from './validation.js';

/** Who may call a route: anyone, any signed-in user, or admins. Ownership is checked by services. */
export type Access = 'public' | 'user' | 'admin';

export interface MultipartOptions {
  /** Largest single file, in bytes. */
  maxFileBytes: number;
  /** Most files in one request (default 1). */
  maxFiles?: number;
  /** The 413 message (default 'File too large'). */
  tooLargeMessage?: string;
}

type Schema = z.ZodType | undefined;
type Out<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;
type CallerFor<A extends Access> = A extends 'public' ? Caller | null : Caller;

export interface RouteOptions<A extends Access, P extends Schema, Q extends Schema, B extends Schema> {
  access: A;
  /** A narrower flag than the plugin's own; off = the route does not exist. */
  flag?: FlagName;
  params?: P;
  query?: Q;
  /** JSON body schema (or the text fields of a multipart form). */
  body?: B;
  /** A larger JSON limit than the default, for bodies that carry an image as a data URL. */
  jsonLimitBytes?: number;
  /**
   * The body is a browser's form (`application/x-www-form-urlencoded`, at most FORM_LIMIT_BYTES), not
   * JSON: for the public pages' forms, which work without script.
   */
  form?: true;
  multipart?: MultipartOptions;
  /**
   * A machine's secret (a metrics scraper's) that, sent as the bearer token, passes the access check in
   * place of a signed-in caller; undefined when none is configured.
   */
  machineToken?: (scope: RequestCradle) => string | undefined;
}

/** An uploaded file, in a temporary location that is removed after the handler returns. */
export interface UploadedFile {
  field: string;
  path: string;
  size: number;
  originalName: string | null;
  /** As the client declared it; check the bytes before trusting it. */
  declaredType: string | null;
}

export interface RouteContext<A extends Access, P extends Schema, Q extends Schema, B extends Schema> {
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  caller: CallerFor<A>;
  files: UploadedFile[];
  /** The request's services (root services plus `requestId` and a request `log`). */
  scope: RequestCradle;
  ctx: AppContext;
}

export type RouteHandler<A extends Access, P extends Schema, Q extends Schema, B extends Schema> = (
  route: RouteContext<A, P, Q, B>,
) => unknown;

/** What an admin resource's handlers get: the record id (where there is one), the caller and the scope. */
interface AdminCall<B> {
  id: number;
  body: B;
  caller: Caller;
  scope: RequestCradle;
  /** Where the request came from, for the audit trail. */
  origin: RequestOrigin;
  /** The raw query string, for the list call (parsed by `adminList`). */
  query: unknown;
}

/**
 * A react-admin resource under `/api/admin/<name>` in the ra-data-simple-rest dialect, admins only:
 * `list` answers the page with its Content-Range; `get`, `update` (with its body schema) and `remove`
 * each call one service method. Services build the list with `adminList()`.
 */
export interface AdminResourceRoutes<U extends z.ZodType> {
  list(call: Omit<AdminCall<undefined>, 'id' | 'body' | 'origin'>): Promise<AdminListResult<unknown>>;
  get?(call: Omit<AdminCall<undefined>, 'body' | 'query' | 'origin'>): unknown;
  update?: { body: U; handler(call: Omit<AdminCall<z.output<U>>, 'query'>): unknown };
  remove?(call: Omit<AdminCall<undefined>, 'body' | 'query'>): unknown;
}

type File = Extract<ScalarOrArrayFiles[string], { filepath: string }>;

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * One route as the app's route table lists it (`TapinApp.routes`): what the authorization matrix of the
 * security suite is generated from, so a new route is covered the day it is declared.
 */
export interface RouteInfo {
  readonly method: Uppercase<Method>;
  /** The router path, with its `:name` parameters. */
  readonly path: string;
  readonly access: Access;
  /** The route's own flag, narrower than its plugin's, if it names one. */
  readonly flag: FlagName | null;
  /** The plugin that declares the route, with its whole-plugin flag; null for the core's routes. */
  readonly plugin: { readonly name: string; readonly flag: FlagName | null } | null;
  /** What the route accepts, as declared: its schemas and, for uploads, the multipart rules. */
  readonly input: {
    readonly params?: z.ZodType;
    readonly query?: z.ZodType;
    readonly body?: z.ZodType;
    readonly multipart?: MultipartOptions;
  };
}

type Register = <A extends Access, P extends Schema = undefined, Q extends Schema = undefined, B extends Schema = undefined>(
  path: string,
  options: RouteOptions<A, P, Q, B>,
  handler: RouteHandler<A, P, Q, B>,
) => RouteBuilder;

function hasBody(ctx: AppContext): boolean {
  const length = ctx.get('content-length');
  return (length !== '' && length !== '0') || ctx.get('transfer-encoding') !== '';
}

function collectFiles(ctx: AppContext): UploadedFile[] {
  const files = ctx.request.files ?? {};
  return Object.entries(files).flatMap(([field, value]) =>
    (Array.isArray(value) ? value : [value]).map((file: File) => ({
      field,
      path: file.filepath,
      size: file.size,
      originalName: file.originalFilename,
      declaredType: file.mimetype,
    })),
  );
}

/** The body's Content-Encoding, lower-cased; `identity` when there is none. */
function contentEncoding(ctx: AppContext): string {
  return (ctx.get('content-encoding') || 'identity').trim().toLowerCase();
}

/** Formidable's codes for a request whose multipart framing is wrong (not a server fault). */
const MALFORMED_MULTIPART = new Map<number, string>([
  [1011, 'Content-Type must be multipart/form-data'],
  [1012, 'Malformed multipart body: it ends before its closing boundary'],
  [1013, 'Malformed multipart body: the Content-Type has no boundary'],
  [1014, 'Malformed multipart body: unknown Transfer-Encoding'],
]);

async function parseMultipart(ctx: AppContext, options: MultipartOptions): Promise<void> {
  if (!ctx.is('multipart/form-data')) throw new UnsupportedMediaTypeError('Content-Type must be multipart/form-data');
  // Formidable reads the bytes as sent; a compressed upload would be taken for a broken one.
  if (contentEncoding(ctx) !== 'identity') throw new UnsupportedMediaTypeError('Uploads must not be sent with a Content-Encoding');
  const parse = koaBody({
    multipart: true,
    json: false,
    urlencoded: false,
    text: false,
    formidable: {
      maxFileSize: options.maxFileBytes,
      maxTotalFileSize: options.maxFileBytes * (options.maxFiles ?? 1),
      maxFiles: options.maxFiles ?? 1,
      maxFields: 50,
      maxFieldsSize: 1024 * 1024,
      // Empty files are let through here and refused by field name once parsed (see `refuseEmptyFiles`).
      allowEmptyFiles: true,
      minFileSize: 0,
    },
  });
  try {
    await parse(ctx, async () => {});
  } catch (err) {
    const { httpCode, code } = err as { httpCode?: number; code?: unknown };
    if (httpCode === 413) throw new PayloadTooLargeError(options.tooLargeMessage ?? 'File too large');
    const malformed = typeof code === 'number' ? MALFORMED_MULTIPART.get(code) : undefined;
    if (malformed) throw new ValidationError(malformed, { field: 'body' });
    if (httpCode === 400) throw new ValidationError('Malformed multipart body', { field: 'body' });
    throw err;
  }
}

/** A zero-byte file is no file: 400 naming its field. */
function refuseEmptyFiles(files: UploadedFile[]): void {
  const empty = files.find((file) => file.size === 0);
  if (empty) throw new ValidationError(`${empty.field}: the file is empty`, { field: empty.field });
}

/** Whether `value` nests objects and arrays deeper than `max`, measured without recursion. */
function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth + 1 > max) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * Parses a JSON body with `parser` and refuses what it cannot be: a body whose Content-Encoding lies
 * (400; an unknown encoding is the parser's 415) and JSON nested past `requestRules.jsonMaxDepth`.
 * JSON.parse itself does not recurse, so a deep body cannot overflow the stack before it is measured.
 */
/** A browser's form is a few short fields. */
const FORM_LIMIT_BYTES = 16 * 1024;

/** Runs a body parser (JSON, or a browser's form), with the errors said as the API says them. */
async function parseBody(ctx: AppContext, parser: Middleware): Promise<void> {
  try {
    await parser(ctx as never, async () => {});
  } catch (err) {
    const status = (err as { status?: number; statusCode?: number }).status ?? (err as { statusCode?: number }).statusCode;
    const encoding = contentEncoding(ctx);
    if (status === undefined && encoding !== 'identity') {
      throw new ValidationError(`The body is not valid ${encoding} data, as its Content-Encoding says`, { field: 'body' });
    }
    throw err;
  }
  if (nestedDeeperThan(ctx.request.body, requestRules.jsonMaxDepth)) {
    throw new ValidationError(`The body is nested too deeply (at most ${requestRules.jsonMaxDepth} levels)`, { field: 'body' });
  }
}

/** Whether the request's bearer token is the machine's secret (compared in constant time). */
function isMachine(ctx: AppContext, secret: string | undefined): boolean {
  const presented = bearerToken(ctx.get('authorization'));
  return Boolean(secret && presented && sameSecret(presented, secret));
}

/**
 * Declares routes with their access rule, optional narrower flag and zod schemas. Handlers receive
 * parsed input and the caller, and return the JSON body (undefined = 204).
 */
export class RouteBuilder {
  private readonly parsers = new Map<number, Middleware>();

  constructor(
    private readonly router: Router<RequestState>,
    private readonly flags: FlagService,
    private readonly jsonLimitBytes: number,
    /** How the handlers of this builder's owner see a request's services (a plugin: only what it declared). */
    private readonly scopeOf: (scope: RequestCradle) => RequestCradle = (scope) => scope,
    /** Set for a plugin with no whole-plugin flag: each of its routes must name one. */
    private readonly flagRequiredBy?: string,
    /** Told of every route declared here, for the app's route table. */
    private readonly listed: (route: Omit<RouteInfo, 'plugin'>) => void = () => {},
  ) {}

  /** The urlencoded parser of the routes that take a browser's form. */
  private formParser: Middleware | null = null;

  /** One JSON parser per body limit. */
  private jsonParser(limit = this.jsonLimitBytes): Middleware {
    let parser = this.parsers.get(limit);
    if (!parser) {
      parser = koaBody({
        json: true,
        jsonLimit: limit,
        urlencoded: false,
        text: false,
        multipart: false,
        parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE],
      });
      this.parsers.set(limit, parser);
    }
    return parser;
  }

  readonly get: Register = (path, options, handler) => this.add('get', path, options, handler);
  readonly post: Register = (path, options, handler) => this.add('post', path, options, handler);
  readonly put: Register = (path, options, handler) => this.add('put', path, options, handler);
  readonly patch: Register = (path, options, handler) => this.add('patch', path, options, handler);
  readonly delete: Register = (path, options, handler) => this.add('delete', path, options, handler);

  /** Declares the routes of one admin resource (see `AdminResourceRoutes`). */
  adminResource<U extends z.ZodType>(name: string, resource: AdminResourceRoutes<U>): this {
    const path = `/api/admin/${name}`;
    this.get(path, { access: 'admin' }, async ({ caller, scope, ctx }) => sendAdminList(ctx, await resource.list({ caller, scope, query: ctx.query })));
    const { get, update, remove } = resource;
    if (get) this.get(`${path}/:id`, { access: 'admin', params: idParam }, ({ params, caller, scope }) => get({ id: params.id, caller, scope }));
    if (update) {
      this.put(`${path}/:id`, { access: 'admin', params: idParam, body: update.body }, ({ params, body, caller, scope, ctx }) =>
        update.handler({ id: params.id, body: body as z.output<U>, caller, scope, origin: requestOrigin(ctx) }),
      );
    }
    if (remove) this.delete(`${path}/:id`, { access: 'admin', params: idParam }, ({ params, caller, scope, ctx }) =>
        remove({ id: params.id, caller, scope, origin: requestOrigin(ctx) }),
      );
    return this;
  }

  private add<A extends Access, P extends Schema, Q extends Schema, B extends Schema>(
    method: Method,
    path: string,
    options: RouteOptions<A, P, Q, B>,
    handler: RouteHandler<A, P, Q, B>,
  ): this {
    if (this.flagRequiredBy && !options.flag) {
      throw new Error(`Plugin "${this.flagRequiredBy}" has no plugin flag, so its route ${method.toUpperCase()} ${path} must name one`);
    }
    const { params, query, body, multipart } = options;
    this.listed({ method: method.toUpperCase() as Uppercase<Method>, path, access: options.access, flag: options.flag ?? null, input: { params, query, body, multipart } });
    this.router[method](path, async (ctx, next) => {
      const appCtx = ctx as unknown as AppContext;
      const caller = await appCtx.state.caller();
      if (options.flag && !this.flags.isEnabled(options.flag, caller)) return next();
      if (!isMachine(appCtx, options.machineToken?.(appCtx.state.cradle))) {
        if (options.access !== 'public' && !caller) throw new UnauthorizedError();
        if (options.access === 'admin' && !isAdmin(caller)) throw new ForbiddenError('Admin access required');
      }

      const params = options.params ? parseParams(options.params, ctx.params) : undefined;
      const query = options.query ? parseInput(options.query, ctx.query, 'query') : undefined;

      let files: UploadedFile[] = [];
      if (options.multipart) {
        await parseMultipart(appCtx, options.multipart);
        files = collectFiles(appCtx);
      } else if (options.body && options.form && hasBody(appCtx)) {
        if (!appCtx.is('application/x-www-form-urlencoded')) throw new UnsupportedMediaTypeError('Content-Type must be application/x-www-form-urlencoded');
        this.formParser ??= koaBody({ json: false, urlencoded: true, formLimit: FORM_LIMIT_BYTES, text: false, multipart: false, parsedMethods: [HttpMethodEnum.POST] });
        await parseBody(appCtx, this.formParser);
      } else if (options.body && hasBody(appCtx)) {
        if (!appCtx.is('application/json')) throw new UnsupportedMediaTypeError('Content-Type must be application/json');
        await parseBody(appCtx, this.jsonParser(options.jsonLimitBytes));
      }
      try {
        refuseEmptyFiles(files);
        const body = options.body ? parseInput(options.body, appCtx.request.body ?? {}) : undefined;
        const result = await handler({
          params,
          query,
          body,
          caller: caller as CallerFor<A>,
          files,
          scope: this.scopeOf(appCtx.state.cradle),
          ctx: appCtx,
        } as RouteContext<A, P, Q, B>);
        if (result !== undefined) ctx.body = result;
        // Nothing to send is 204, unless the handler said 304 (a revalidation of what the caller holds).
        else if ((ctx.body === undefined || ctx.body === null) && ctx.status !== 304) ctx.status = 204;
      } finally {
        await Promise.all(files.map((file) => rm(file.path, { force: true })));
      }
    });
    return this;
  }
}
