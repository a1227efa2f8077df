/**
 * Every destructive or cross-owner admin action is audited, in the same transaction as the change
 * (issue 26). Generated from the route table (`TapinApp.routes`, every flag on), so a route is covered
 * the day it is declared: every route an admin can call that changes data (not a GET; admin routes, and
 * the owners' routes, where an admin may act on another owner's data) is called by an admin on the
 * owner's resources, with the valid requests of the authorization matrix
 * (authorization-matrix.requests.ts), and must:
 *
 * 1. with the audit trail unable to write, change nothing (the change and its record roll back
 *    together): the answer is a 5xx and every row is as it was;
 * 2. with the audit trail working, succeed and write at least one audit row naming the admin.
 *
 * A route that changes only the caller's own data, or nothing an owner would call theirs, is in ALLOWED
 * with the reason; an entry that names no route fails the suite, so the list cannot go stale.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { definePlugin, idParam, LOG_FILE_PREFIX, type PluginDefinition, type RouteInfo } from '@tapin/core';
import { createTestApp, type TestApp } from '@tapin/core/testing';
import { installedPlugins } from '@tapin/server';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { PATH_PARAMS, REQUESTS, seedClaim, type Person, type RequestSpec, type World } from './authorization-matrix.requests.js';
import { seedGalleryWorld } from './support/galleries-world.js';
import { seedNetworkWorld } from './support/network-world.js';
import { allFlagsOn } from './support/route-table.js';

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';
const PASSWORD = 'audit-secret-1';

/**
 * Data-changing routes an admin may call that need no audit row, each with the reason. Nothing here may
 * delete or rewrite another owner's data.
 */
const ALLOWED: Record<string, string> = {
  // The admin's own account and settings: theirs, as for any owner.
  'POST /api/auth/password': "the caller's own password",
  'POST /api/user/email-confirmation': "the caller's own confirmation e-mail",
  'PUT /api/settings/profile': "the caller's own profile",
  'POST /api/settings/profile/logo': "the caller's own logo",
  'DELETE /api/settings/profile/logo': "the caller's own logo",
  'PUT /api/settings/notifications': "the caller's own settings",
  'PUT /api/settings/security': "the caller's own settings",
  // Creates a business owned by the caller (its owner is always the caller).
  'POST /api/businesses': "a business of the caller's own",
  // Reads a page or a card image and answers what it found; an uploaded card is stored as the caller's.
  'POST /api/businesses/extract': 'reads and answers; changes no record',
  'POST /api/businesses/analyze-card': "reads a card; the upload is the caller's",
  // A member's view or click of a live promotion: analytics every signed-in member adds to, not a change to the owner's data.
  'POST /api/promotions/:id/events': "a member's view or click",
  // Renders the poster from the profile as it stands; what is stored is a preview of it, made again on each request.
  'POST /api/businesses/:id/generate-poster-preview': 'a preview rendered from the profile',
  // Counts a download of a poster the caller may see.
  'POST /api/poster-download/:id': 'a download count',
  // The demo and the testing tools: each run is a gallery row of the caller's own.
  'POST /api/scrape-website-phased': "the caller's own scraped site",
  'POST /api/generate-promotional-content': "the caller's own series",
  'POST /api/generate-netflix-poster': "the caller's own poster",
  // Reads the flags from Unleash again (Unleash's webhook, or an admin): changes no record.
  'POST /api/flags/refresh': 'reads the flags again; changes no record',
  // The Pioneer network: the caller's own saved list, requests from the caller's own businesses, the
  // caller's own blocks and notifications. Only the business asked answers a request (an admin gets 404).
  'PUT /api/network/saved/:id': "the caller's own saved businesses",
  'DELETE /api/network/saved/:id': "the caller's own saved businesses",
  'POST /api/network/saved/import': "the caller's own saved businesses",
  'POST /api/network/connections': "a request from a business of the caller's own",
  'POST /api/network/connections/:id/accept': 'answered only by the owner of the business asked; an admin gets 404',
  'POST /api/network/connections/:id/decline': 'answered only by the owner of the business asked; an admin gets 404',
  'POST /api/network/blocks': "the caller's own blocks",
  'DELETE /api/network/blocks/:id': "the caller's own blocks",
  'POST /api/notifications/read': "the caller's own notifications",
  'POST /api/push/subscriptions': "the caller's own browsers",
  'DELETE /api/push/subscriptions': "the caller's own browsers",
  'POST /api/network/referrals': "a referral from a business of the caller's own",
  'POST /api/network/referrals/:id/status': 'answered only by the owner of the business referred to; an admin gets 404',
};

/**
 * Requests that must change something for the check to mean anything (the matrix's request would
 * change nothing for an admin: the owner already has that role).
 */
const OVERRIDES: Record<string, (world: AuditWorld) => RequestSpec> = {
  'PUT /api/admin/users/:id': () => ({ body: { role: 'admin' } }),
  'PUT /api/businesses/:id/public-page': () => ({ body: { enabled: true } }),
};

/** Puts the owner's data in the state a route changes (publishing needs an unpublished business, …). */
const PREPARE: Record<string, (world: AuditWorld) => Promise<unknown>> = {
  'POST /api/businesses/:id/publish': (w) => w.app.kernel.cradle.db('businesses').where({ id: w.ids.businesses }).update({ published: false }),
  'POST /api/businesses/:id/enable-promotions': (w) => w.app.kernel.cradle.db('promotions_business_settings').where({ businessId: w.ids.businesses }).update({ promotionsEnabled: false }),
  // An open claim of the owner's promotion, for the admin to redeem or void.
  'POST /api/claims/:code/redeem': async (w) => {
    w.claimCode = await seedClaim(w.app.kernel.cradle.db, w.ids);
  },
  'POST /api/claims/:code/void': async (w) => {
    w.claimCode = await seedClaim(w.app.kernel.cradle.db, w.ids);
  },
  // A business deleted in developer mode, whose export the restore puts back.
  'POST /api/developer/exports/:name/restore': async (w) => {
    const spare = (await request(w.app.callback()).post('/api/businesses').set('Authorization', `Bearer ${w.tokens.owner}`).send({ name: `Spare Keys ${w.unique()}` }).expect(201)).body as { id: number };
    const { developer } = w.app.kernel.cradle;
    w.exportName = (await developer.deleteBusiness({ actor: null }, spare.id, 'DELETE')).export;
  },
};

/**
 * Changes the check does not require to roll back with the audit row, with the reason. The e-mail
 * actions record, and hand to delivery, an e-mail that cannot be taken back.
 */
const NOT_ATOMIC: Record<string, string> = {
  'POST /api/admin/users/:id/sign-in-link': 'the e-mail is recorded and handed to delivery before its audit row',
  'POST /api/admin/emails/:id/resend': 'the e-mail is recorded and handed to delivery before its audit row',
};

/** Tables that are the platform's own, or written in the background (the directory's copy of businesses, and the counts its triggers keep from it). */
const INTERNAL_TABLE = /(^sqlite_|_migrations(_lock)?$|^core_locks$|_fts(_[a-z]+)?$|^directory_(listings|state|industry_counts|words)$|^audit_events$)/;
/** Columns every authenticated request changes (sliding sessions). */
const VOLATILE: Record<string, string[]> = { sessions: ['lastSeenAt', 'expiresAt'] };

interface AuditWorld extends World {
  app: TestApp;
  tokens: { owner: string; admin: string };
  adminId: number;
}

async function buildWorld(plugins: readonly PluginDefinition[] = installedPlugins): Promise<AuditWorld> {
  const app = await createTestApp({ plugins, config: { flags: { overrides: allFlagsOn }, accounts: { betaLimit: 1 } } });
  let counter = 0;
  const person = (label: string): Person => ({ email: `${label}-${randomBytes(3).toString('hex')}@audit.example`, name: `Audit ${label}`, password: PASSWORD });
  const people = { anonymous: person('anonymous'), owner: person('owner'), other: person('other'), waitlisted: person('waitlisted'), admin: person('admin') };
  const world: AuditWorld = {
    app,
    people,
    ids: {},
    exportName: '',
    taskId: '',
    claimCode: '',
    logName: `${LOG_FILE_PREFIX}.2026-01-02.1.log`,
    unique: () => `u${++counter}-${randomBytes(3).toString('hex')}`,
    tokens: { owner: '', admin: '' },
    adminId: 0,
  };
  const call = async (method: string, url: string, token: string | null, body?: object) => {
    let req = request(app.callback())[method.toLowerCase() as 'post'](url);
    if (token) req = req.set('Authorization', `Bearer ${token}`);
    const res = await (body ? req.send(body) : req);
    if (res.status >= 400) throw new Error(`Setting up: ${method} ${url} answered ${res.status} ${res.text}`);
    return res.body;
  };
  try {
    world.tokens.owner = (await call('POST', '/api/auth/register', null, people.owner)).token;
    // Every seat is taken: the next person waits in line.
    await call('POST', '/api/auth/register', null, people.waitlisted);
    world.adminId = (await app.kernel.cradle.accounts.createAdmin(people.admin)).id;
    world.tokens.admin = (await call('POST', '/api/auth/login', null, { email: people.admin.email, password: PASSWORD })).token;
    const { ids } = world;
    const business = {
      name: 'Audit Locksmith',
      description: 'Keys, locks and safes since 1987.',
      industry: 'Retail',
      location: 'Tampa, FL',
      contactEmail: 'keys@locksmith.example',
      valueProposition: 'Locked out? We come to you.',
      services: ['Keys', 'Locks'],
    };
    ids.businesses = (await call('POST', '/api/businesses', world.tokens.owner, business)).id;
    await call('POST', `/api/businesses/${ids.businesses}/publish`, world.tokens.owner);
    await call('POST', `/api/businesses/${ids.businesses}/enable-promotions`, world.tokens.owner);
    ids.promotions = (await call('POST', `/api/businesses/${ids.businesses}/promotions`, world.tokens.owner, { title: 'Half price', description: 'Re-keying.', price: 20, status: 'draft' })).id;
    ids.campaigns = (
      await call('POST', `/api/businesses/${ids.businesses}/campaigns`, world.tokens.owner, { name: 'Spring', status: 'draft', startDate: '2027-01-01', endDate: '2027-01-31', promotionIds: [ids.promotions] })
    ).id;
    const { db } = app.kernel.cradle;
    ids.users = (await db('users').where({ email: people.owner.email }).first('id')).id;
    ids.waitlist = (await db('waitlist_entries').where({ email: people.waitlisted.email }).first('id')).id;
    ids.emails = (await db('emails').where({ userId: ids.users }).orderBy('id').first('id')).id;
    Object.assign(ids, await seedGalleryWorld(app, ids.users!));
    Object.assign(ids, await seedNetworkWorld(app, { id: ids.users!, email: people.owner.email, name: people.owner.name, role: 'business_owner' }, ids.businesses!));
    await mkdir(app.config.paths.logDir, { recursive: true });
    await writeFile(path.join(app.config.paths.logDir, world.logName), '{"level":30,"msg":"an old day"}\n');
    return world;
  } catch (err) {
    await app.close();
    throw err;
  }
}

function fillPath(route: RouteInfo, world: AuditWorld): string {
  const key = `${route.method} ${route.path}`;
  const named = PATH_PARAMS[key]?.(world) ?? {};
  const segments = route.path.split('/');
  return segments
    .map((segment, i) => {
      if (!segment.startsWith(':')) return segment;
      const name = segment.slice(1);
      if (name in named) return encodeURIComponent(named[name]!);
      const id = name === 'id' ? world.ids[segments[i - 1] ?? ''] : undefined;
      if (id === undefined) throw new Error(`${key}: cannot fill :${name}; add it to PATH_PARAMS (authorization-matrix.requests.ts) or seed it in buildWorld`);
      return String(id);
    })
    .join('/');
}

async function send(world: AuditWorld, route: RouteInfo, url: string, spec: RequestSpec) {
  let req = request(world.app.callback())[route.method.toLowerCase() as 'post'](url).set('Authorization', `Bearer ${world.tokens.admin}`);
  if (spec.query) req = req.query(spec.query);
  if (spec.files) {
    for (const [field, value] of Object.entries(spec.body ?? {})) req = req.field(field, String(value));
    for (const [field, file] of Object.entries(spec.files)) req = req.attach(field, file.bytes, { filename: file.filename, contentType: file.contentType });
  } else if (spec.body) {
    req = req.send(spec.body);
  }
  return req;
}

/** Every row of every table but the audit trail and the platform's own, as sorted strings by table. */
async function snapshot(world: AuditWorld): Promise<Record<string, string[]>> {
  const { db, config } = world.app.kernel.cradle;
  const names: string[] =
    config.database.client === 'postgres'
      ? (await db.raw(`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`)).rows.map((r: { name: string }) => r.name)
      : (await db('sqlite_master').where({ type: 'table' }).select('name')).map((r: { name: string }) => r.name);
  const out: Record<string, string[]> = {};
  for (const table of names.filter((n) => !INTERNAL_TABLE.test(n)).sort()) {
    const volatile = VOLATILE[table] ?? [];
    const rows = (await db(table).select('*')) as Record<string, unknown>[];
    out[table] = rows.map((row) => JSON.stringify(Object.keys(row).filter((k) => !volatile.includes(k)).sort().map((k) => [k, row[k]]))).sort();
  }
  return out;
}

function changedTables(before: Record<string, string[]>, after: Record<string, string[]>): string[] {
  return Object.keys({ ...before, ...after }).filter((t) => JSON.stringify(before[t] ?? []) !== JSON.stringify(after[t] ?? []));
}

async function auditRowsBy(world: AuditWorld, afterId: number): Promise<Array<{ action: string }>> {
  return world.app.kernel.cradle.db('audit_events').where('id', '>', afterId).where({ actorId: world.adminId }).select('action');
}

async function lastAuditId(world: AuditWorld): Promise<number> {
  const row = await world.app.kernel.cradle.db('audit_events').max({ id: 'id' }).first();
  return Number(row?.id ?? 0);
}

/** The admin's request on one route, judged as described at the top; the problems found (empty = audited). */
async function checkRoute(world: AuditWorld, route: RouteInfo): Promise<string[]> {
  const key = `${route.method} ${route.path}`;
  await PREPARE[key]?.(world);
  const url = fillPath(route, world);
  const spec = OVERRIDES[key]?.(world) ?? REQUESTS[key]?.(world, 'admin') ?? {};
  const problems: string[] = [];
  const { audit } = world.app.kernel.cradle;

  if (!NOT_ATOMIC[key]) {
    const before = await snapshot(world);
    const record = audit.record;
    audit.record = () => Promise.reject(new Error('the audit trail cannot be written (test)'));
    let res;
    try {
      res = await send(world, route, url, spec);
    } finally {
      audit.record = record;
    }
    const changed = changedTables(before, await snapshot(world));
    if (res.status < 500) problems.push(`with the audit trail failing, it answered ${res.status}: the change went ahead unrecorded`);
    if (changed.length) problems.push(`with the audit trail failing, it still changed ${changed.join(', ')}`);
  }

  const since = await lastAuditId(world);
  const res = await send(world, route, url, spec);
  if (res.status < 200 || res.status >= 300) {
    problems.push(`the admin's request answered ${res.status} ${res.text.slice(0, 160)}: give the route a valid request (REQUESTS, OVERRIDES or PREPARE)`);
  } else if ((await auditRowsBy(world, since)).length === 0) {
    problems.push(`answered ${res.status} and wrote no audit row`);
  }
  return problems;
}

const table = await (async () => {
  const probe = await createTestApp({ plugins: installedPlugins, config: { flags: { overrides: allFlagsOn } } });
  const routes = probe.routes;
  await probe.close();
  return routes;
})();

/** What an admin can call that may change data: every non-GET admin route, and the owners' routes. */
const adminCapable = (routes: readonly RouteInfo[]) => routes.filter((r) => r.method !== 'GET' && r.access !== 'public');
const covered = adminCapable(table).filter((r) => !ALLOWED[`${r.method} ${r.path}`]);

/** A plugin whose admin action forgets the audit trail, to prove the check catches one. */
const careless = definePlugin({
  name: 'careless',
  flag: 'testingTools',
  description: 'Test only: an audit check that never fails proves nothing',
  routes(routes) {
    routes.post('/api/businesses/:id/careless-unpublish', { access: 'user', params: idParam }, async ({ params, scope }) => {
      await scope.db('businesses').where({ id: params.id }).update({ published: false });
      return { unpublished: true };
    });
  },
});

describe(`audit coverage on ${database}: ${covered.length} data-changing routes an admin can call`, () => {
  const worlds: TestApp[] = [];
  afterAll(async () => {
    await Promise.all(worlds.map((app) => app.close()));
  });

  it('lists every allowed route in the route table, and none of the admin routes', () => {
    const keys = new Set(table.map((r) => `${r.method} ${r.path}`));
    expect(Object.keys(ALLOWED).filter((key) => !keys.has(key)), 'ALLOWED names routes that do not exist').toEqual([]);
    expect(Object.keys(NOT_ATOMIC).filter((key) => !keys.has(key)), 'NOT_ATOMIC names routes that do not exist').toEqual([]);
    expect(Object.keys(ALLOWED).filter((key) => key.includes('/api/admin/') || key.includes('/api/developer/'))).toEqual([]);
    expect(covered.length).toBeGreaterThan(30);
  });

  // Each route in a world of its own: deletions and clear-all leave nothing for the next.
  for (const route of covered) {
    const key = `${route.method} ${route.path}`;
    it(key, async () => {
      const world = await buildWorld();
      try {
        expect(await checkRoute(world, route), key).toEqual([]);
      } finally {
        await world.app.close();
      }
    });
  }

  it('catches a route through which an admin changes another owner’s data without a record', async () => {
    const world = await buildWorld([...installedPlugins, careless]);
    worlds.push(world.app);
    const [route] = world.app.routes.filter((r) => r.plugin?.name === careless.name);
    expect(adminCapable([route!])).toHaveLength(1);
    expect(await checkRoute(world, route!)).toEqual([
      'with the audit trail failing, it answered 200: the change went ahead unrecorded',
      'with the audit trail failing, it still changed businesses',
      'answered 200 and wrote no audit row',
    ]);
  });
});
