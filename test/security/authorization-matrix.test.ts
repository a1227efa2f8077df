/**
 * The authorization matrix: every route the app declares (the core's and every installed plugin's, with
 * every flag on) × five callers — anonymous, the owner, another owner, a waitlisted person, an admin —
 * generated from the route table (`TapinApp.routes`), so a route is covered the day it is declared.
 *
 * What each cell must show follows from the route's declared access and from ownership:
 * - anonymous, and the waitlisted person with every credential they could hold → 401 on user and admin
 *   routes; the owner, another owner → 403 on admin routes;
 * - another owner → 404 on a route whose path names the owner's resource (filled with the owner's real ids);
 * - the authorized caller (the owner; an admin on admin routes) succeeds with the same request, so a
 *   refusal above is the access or ownership check and not bad input;
 * - no answer is ever a 5xx; no answer to anyone but the owner and admins carries the owner's private
 *   data (nor, to anyone signed out, what only members see);
 * - a refused request changes nothing at all; any other request by someone else leaves the owner's rows
 *   and files as they were (database snapshots before and after).
 *
 * What cannot be worked out from the route table is in authorization-matrix.requests.ts.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { flagNames } from '@tapin/config';
import { definePlugin, idParam, LOG_FILE_PREFIX, type PluginDefinition, type RouteInfo } from '@tapin/core';
import { developerConfirmations } from '@tapin/core/contracts';
import { createTestApp, type TestApp } from '@tapin/core/testing';
import { installedPlugins } from '@tapin/server';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { callers, PATH_PARAMS, REQUESTS, seedClaim, type CallerName, type Person, type RequestSpec, type World } from './authorization-matrix.requests.js';
import { galleryFixtures, seedGalleryWorld } from './support/galleries-world.js';
import { seedNetworkWorld } from './support/network-world.js';

const PASSWORD = 'matrix-secret-1';
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';
const allFlagsOn = Object.fromEntries(flagNames.map((flag) => [flag, true]));

/**
 * Tables left out of the snapshots: how the platform itself runs (migrations, locks, search indexes), and
 * the directory's copy of published businesses with its sync mark and the counts its triggers keep from
 * it, which the listing feed writes in the background whenever it catches up (the businesses it copies
 * are compared).
 */
const INTERNAL_TABLE = /(^sqlite_|_migrations(_lock)?$|^core_locks$|_fts(_[a-z]+)?$|^directory_(listings|state|industry_counts|words)$)/;
/** Columns that change on every authenticated request (sliding sessions), whoever makes it. */
const VOLATILE: Record<string, string[]> = { sessions: ['lastSeenAt', 'expiresAt'] };
/** How a row names an owner's resource, by column; a table's own `id` names the kind in ENTITY. */
const OWNER_COLUMNS = { userId: 'users', businessId: 'businesses', promotionId: 'promotions', campaignId: 'campaigns' } as const;
const ENTITY: Record<string, keyof Owned> = { users: 'users', businesses: 'businesses', promotions_items: 'promotions', promotions_campaigns: 'campaigns' };

interface Owned {
  users: Set<number>;
  businesses: Set<number>;
  promotions: Set<number>;
  campaigns: Set<number>;
}

type Rows = Record<string, Record<string, unknown>[]>;
interface Snapshot {
  rows: Rows;
  files: string[];
}

interface MatrixWorld extends World {
  app: TestApp;
  tokens: Partial<Record<CallerName, string>>;
  /** Every credential the waitlisted person could hold: none, a token-shaped guess, whatever was e-mailed to them. */
  waitlistedCredentials: Array<{ label: string; token: string | null }>;
  /** Strings only the owner (and admins) may ever see, and strings only signed-in members may see. */
  canaries: { private: string[]; members: string[] };
  /** The tables the snapshots read (the schema does not change within a world). */
  tables?: string[];
  /** What the matrix relies on, as `fixtures` read it when the world was built. */
  digest: string;
  /** A route changed what the matrix relies on: the next route gets a fresh world. */
  dirty: boolean;
}

const tally = { routes: 0, cells: 0, requests: 0, violations: 0, serverErrors: 0, worlds: 0 };

function canary(label: string): string {
  return `${label}-${randomBytes(5).toString('hex')}`;
}

function client(world: MatrixWorld, method: string, url: string, token: string | null) {
  const req = request(world.app.callback())[method.toLowerCase() as 'get'](url);
  return token === null ? req : req.set('Authorization', `Bearer ${token}`);
}

async function send(world: MatrixWorld, method: string, url: string, token: string | null, spec: RequestSpec = {}) {
  let req = client(world, method, url, token);
  if (spec.query) req = req.query(spec.query);
  if (spec.files) {
    for (const [field, value] of Object.entries(spec.body ?? {})) req = req.field(field, String(value));
    for (const [field, file] of Object.entries(spec.files)) req = req.attach(field, file.bytes, { filename: file.filename, contentType: file.contentType });
  } else if (spec.body) {
    req = req.send(spec.body);
  }
  return req;
}

async function ok(world: MatrixWorld, method: string, url: string, caller: CallerName, body?: object) {
  const res = await send(world, method, url, world.tokens[caller] ?? null, { body });
  if (res.status >= 400) throw new Error(`Setting up the matrix: ${method} ${url} as ${caller} answered ${res.status} ${res.text}`);
  return res.body;
}

/**
 * A fresh app and its cast: two owners filling a beta of two seats, so the third person to register is
 * waitlisted as the 41st would be with the usual 40; an admin; and the owner's resources, marked with
 * canaries.
 */
async function buildWorld(plugins: readonly PluginDefinition[] = installedPlugins): Promise<MatrixWorld> {
  const app = await createTestApp({ plugins, config: { flags: { overrides: allFlagsOn }, accounts: { betaLimit: 2 } } });
  try {
    return await seed(app);
  } catch (err) {
    await app.close();
    throw err;
  }
}

async function seed(app: TestApp): Promise<MatrixWorld> {
  let counter = 0;
  const privately = { email: canary('owner-mail'), phone: canary('owner-phone'), draft: canary('owner-draft'), promotion: canary('owner-promo'), campaign: canary('owner-campaign'), task: canary('owner-task'), customer: canary('owner-customer') };
  const listed = canary('owner-listing');
  const person = (label: string, email = `${label}-${randomBytes(3).toString('hex')}@matrix.example`): Person => ({ email, name: `Matrix ${label}`, password: PASSWORD });
  const world: MatrixWorld = {
    app,
    people: {
      anonymous: person('anonymous'),
      owner: person('owner', `${privately.email}@matrix.example`),
      other: person('other'),
      waitlisted: person('waitlisted'),
      admin: person('admin'),
    },
    ids: {},
    exportName: '',
    logName: '',
    taskId: '',
    claimCode: '',
    tokens: {},
    waitlistedCredentials: [],
    canaries: { private: Object.values(privately), members: [listed] },
    digest: '',
    dirty: false,
    unique: () => `u${++counter}-${randomBytes(3).toString('hex')}`,
  };
  const { people, tokens, ids } = world;

  for (const who of ['owner', 'other'] as const) {
    const res = await ok(world, 'POST', '/api/auth/register', 'anonymous', people[who]);
    if (res.status !== 'accepted') throw new Error(`Setting up the matrix: ${who} was not given a seat`);
    tokens[who] = res.token;
  }
  const waitlisted = await ok(world, 'POST', '/api/auth/register', 'anonymous', people.waitlisted);
  if (waitlisted.status !== 'waitlist') throw new Error('Setting up the matrix: the third registration was not waitlisted');
  await app.kernel.cradle.accounts.createAdmin(people.admin);
  tokens.admin = (await ok(world, 'POST', '/api/auth/login', 'anonymous', { email: people.admin.email, password: PASSWORD })).token;

  await ok(world, 'PUT', '/api/settings/profile', 'owner', { name: people.owner.name, email: people.owner.email, phone: privately.phone });
  const complete = {
    name: listed,
    description: 'Keys, locks and safes since 1987.',
    industry: 'Retail',
    location: 'Tampa, FL',
    contactEmail: 'keys@locksmith.example',
    valueProposition: 'Locked out? We come to you.',
    services: ['Keys', 'Locks', 'Safes'],
  };
  ids.businesses = (await ok(world, 'POST', '/api/businesses', 'owner', complete)).id;
  await ok(world, 'POST', `/api/businesses/${ids.businesses}/publish`, 'owner');
  await ok(world, 'POST', `/api/businesses/${ids.businesses}/enable-promotions`, 'owner');
  await ok(world, 'POST', '/api/businesses', 'owner', { name: privately.draft });
  // A draft: a live promotion takes views and clicks from every member by design (PromotionAnalyticsService.record).
  ids.promotions = (
    await ok(world, 'POST', `/api/businesses/${ids.businesses}/promotions`, 'owner', { title: privately.promotion, description: 'Half price re-keying.', price: 20, status: 'draft' })
  ).id;
  ids.campaigns = (
    await ok(world, 'POST', `/api/businesses/${ids.businesses}/campaigns`, 'owner', {
      name: privately.campaign,
      status: 'draft',
      startDate: '2027-01-01',
      endDate: '2027-01-31',
      promotionIds: [ids.promotions],
    })
  ).id;
  // An admin's moderation and a developer deletion: entries in the audit trail, and an export to download.
  await ok(world, 'PUT', `/api/admin/businesses/${ids.businesses}`, 'admin', { status: 'approved' });
  const spare = (await ok(world, 'POST', '/api/businesses', 'other', { name: 'Spare Parts' })).id;
  world.exportName = (await ok(world, 'DELETE', `/api/developer/businesses/${spare}`, 'admin', { confirmation: developerConfirmations.deleteBusiness.text })).export;
  // An old log file (tests log to memory), for the log viewer's routes.
  world.logName = `${LOG_FILE_PREFIX}.2026-01-02.1.log`;
  await mkdir(app.config.paths.logDir, { recursive: true });
  await writeFile(path.join(app.config.paths.logDir, world.logName), '{"level":30,"msg":"an old day"}\n');

  const { db } = app.kernel.cradle;
  const ownerId = (await db('users').where({ email: people.owner.email }).first('id')).id as number;
  ids.users = ownerId;
  ids.waitlist = (await db('waitlist_entries').where({ email: people.waitlisted.email }).first('id')).id;
  ids.emails = (await db('emails').where({ userId: ownerId }).orderBy('id').first('id')).id;
  ids.audit = (await db('audit_events').orderBy('id', 'desc').first('id'))?.id;
  Object.assign(ids, await seedGalleryWorld(app, ownerId));
  // A settled task of the owner's, as a card read leaves it.
  world.taskId = randomUUID();
  const now = new Date().toISOString();
  const task = { id: world.taskId, kind: 'intake.card', userId: ownerId, state: 'done', steps: '[]', createdAt: now, updatedAt: now };
  await db('tasks').insert({ ...task, result: JSON.stringify({ extractedText: privately.task }) });
  world.claimCode = await seedClaim(db, ids);
  Object.assign(ids, await seedNetworkWorld(app, { id: ownerId, email: people.owner.email, name: people.owner.name, role: 'business_owner' }, ids.businesses!, privately.customer));

  // Everything the waitlisted person can make the platform send them, and what they could guess.
  await send(world, 'POST', '/api/auth/instant-link', null, { body: { email: people.waitlisted.email } });
  await send(world, 'POST', '/api/auth/login', null, { body: { email: people.waitlisted.email, password: PASSWORD } });
  world.waitlistedCredentials.push({ label: 'no credential', token: null }, { label: 'a token-shaped guess', token: randomBytes(32).toString('base64url') });
  const mailed = await db('emails').where({ recipient: people.waitlisted.email }).select('body');
  for (const { body } of mailed) {
    for (const match of String(body).matchAll(/token=([A-Za-z0-9_%-]+)/g)) {
      world.waitlistedCredentials.push({ label: 'a token e-mailed to them', token: decodeURIComponent(match[1]!) });
    }
  }
  world.digest = await fixtures(world);
  return world;
}

/**
 * What the matrix relies on in a world, as one string: the cast's sessions and roles, the owner's
 * resources with their canaries, the waitlist entry, the e-mail and audit entries, the export and the
 * log file. When a route's requests change any of it (a logout, a deletion), the next route gets a fresh
 * world; otherwise worlds are shared, which keeps the matrix quick.
 */
async function fixtures(world: MatrixWorld): Promise<string> {
  const { db, sessions } = world.app.kernel.cradle;
  const { ids, people } = world;
  const cast = await Promise.all(Object.values(world.tokens).map((token) => sessions.authenticate(token)));
  const rows = await Promise.all([
    db('users').whereIn('email', Object.values(people).map((p) => p.email)).orderBy('id').select('id', 'email', 'role'),
    db('user_settings').where({ userId: ids.users }).select('phone'),
    db('businesses').where({ userId: ids.users }).orderBy('id').select('id', 'name', 'status', 'published'),
    db('promotions_business_settings').whereIn('businessId', db('businesses').where({ userId: ids.users }).select('id')).orderBy('businessId').select('businessId', 'promotionsEnabled', 'postPublishChoice'),
    db('promotions_items').where({ id: ids.promotions }).select('title', 'status'),
    db('promotions_campaigns').where({ id: ids.campaigns }).select('name'),
    db('promotions_claims').where({ code: world.claimCode }).select('status'),
    db('waitlist_entries').where({ id: ids.waitlist }).select('id'),
    db('emails').where({ id: ids.emails }).select('id'),
    db('audit_events').where({ id: ids.audit }).select('id'),
    db('network_connections').where({ id: ids.connections }).select('status'),
    db('network_blocks').where({ id: ids.blocks }).select('id'),
    db('network_referrals').where({ id: ids.referrals }).select('status'),
    db('network_exclusions').where({ id: ids['network-exclusions'] }).select('id'),
    galleryFixtures(world.app, ids),
  ]);
  const files = (await filesUnder(world.app.dataDir)).filter((f) => f.includes(world.exportName) || f.includes(world.logName));
  return JSON.stringify([cast.map((c) => c && `${c.id}:${c.role}`), rows, files]);
}

let current: MatrixWorld | undefined;

async function worldForNextRoute(): Promise<MatrixWorld> {
  if (current && !current.dirty) return current;
  await current?.app.close();
  current = await buildWorld();
  tally.worlds++;
  return current;
}

async function tableNames(world: MatrixWorld): Promise<string[]> {
  const { db, config } = world.app.kernel.cradle;
  const names: string[] =
    config.database.client === 'postgres'
      ? (await db.raw(`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`)).rows.map(
          (r: { name: string }) => r.name,
        )
      : (await db('sqlite_master').where({ type: 'table' }).select('name')).map((r: { name: string }) => r.name);
  return names.filter((name) => !INTERNAL_TABLE.test(name)).sort();
}

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  return (await Promise.all(files.map(async (file) => `${path.relative(root, file)}:${(await stat(file)).size}`))).sort();
}

async function snapshot(world: MatrixWorld): Promise<Snapshot> {
  const { db, notifications } = world.app.kernel.cradle;
  // A notice's e-mail is recorded once its transaction commits, and noted on the notice: an earlier
  // request's must land before the rows are read, or a slow machine sees it as the next caller's change.
  await notifications.idle();
  world.tables ??= await tableNames(world);
  const read = async (table: string) => {
    const volatile = VOLATILE[table] ?? [];
    const rows = (await db(table).select('*')) as Record<string, unknown>[];
    return [table, rows.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !volatile.includes(column))))] as const;
  };
  const [rows, files] = await Promise.all([Promise.all(world.tables.map(read)), filesUnder(world.app.dataDir)]);
  return { rows: Object.fromEntries(rows), files };
}

const stable = (row: Record<string, unknown>) => JSON.stringify(Object.keys(row).sort().map((k) => [k, row[k]]));

/** Every row, by table, as sorted strings; with `owner`, only the rows that name the owner's resources. */
function view(snap: Snapshot, owner?: Owned): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [table, rows] of Object.entries(snap.rows)) {
    const kept = owner ? rows.filter((row) => isOwners(table, row, owner)) : rows;
    if (kept.length > 0 || !owner) out[table] = kept.map(stable).sort();
  }
  return out;
}

function isOwners(table: string, row: Record<string, unknown>, owner: Owned): boolean {
  const entity = ENTITY[table];
  if (entity && owner[entity].has(Number(row.id))) return true;
  return Object.entries(OWNER_COLUMNS).some(([column, kind]) => row[column] !== undefined && row[column] !== null && owner[kind].has(Number(row[column])));
}

/** The owner's resources as a snapshot shows them. */
function ownedIn(snap: Snapshot, ownerId: number): Owned {
  const idsWhere = (table: string, column: string, within: Set<number>) =>
    new Set((snap.rows[table] ?? []).filter((r) => within.has(Number(r[column]))).map((r) => Number(r.id)));
  const users = new Set([ownerId]);
  const businesses = idsWhere('businesses', 'userId', users);
  return { users, businesses, promotions: idsWhere('promotions_items', 'businessId', businesses), campaigns: idsWhere('promotions_campaigns', 'businessId', businesses) };
}

/** What changed between two snapshots, in a few words (empty = nothing); with `owner`, only in the owner's rows and files. */
function changes(before: Snapshot, after: Snapshot, owner?: Owned): string[] {
  const a = view(before, owner);
  const b = view(after, owner);
  const out: string[] = [];
  for (const table of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const was = new Set(a[table] ?? []);
    const is = new Set(b[table] ?? []);
    const gone = [...was].filter((r) => !is.has(r)).length;
    const added = [...is].filter((r) => !was.has(r)).length;
    if (gone || added) out.push(`${table} (${gone} rows changed or removed, ${added} added)`);
  }
  // The owner's files are those the owner's rows name (by storage key).
  const named = owner ? Object.values(a).flat().join('\n') : undefined;
  const files = (snap: Snapshot) => snap.files.filter((f) => named === undefined || named.includes(path.basename(f.slice(0, f.lastIndexOf(':')))));
  if (files(before).join('\n') !== files(after).join('\n')) out.push(owner ? "the owner's stored files" : 'stored files');
  return out;
}

/** Fills the path's parameters from PATH_PARAMS, or with the id of the resource the segment before names. */
function fillPath(route: RouteInfo, world: MatrixWorld): { url: string; addressesOwner: boolean } {
  const key = `${route.method} ${route.path}`;
  const table = PATH_PARAMS[key]?.(world) ?? {};
  const segments = route.path.split('/');
  let addressesOwner = false;
  const filled = segments.map((segment, i) => {
    if (!segment.startsWith(':')) return segment;
    const name = segment.slice(1);
    if (name in table) return encodeURIComponent(table[name]!);
    const kind = segments[i - 1] ?? '';
    const id = name === 'id' ? world.ids[kind] : undefined;
    if (id === undefined) {
      throw new Error(
        `${key}: the matrix cannot fill :${name}. Add it to PATH_PARAMS in test/security/authorization-matrix.requests.ts` +
          (name === 'id' ? `, or seed the owner's "${kind}" in buildWorld` : ''),
      );
    }
    // On a user route, an id from the world is the owner's: another owner must get 404.
    if (route.access === 'user') addressesOwner = true;
    return String(id);
  });
  return { url: filled.join('/'), addressesOwner };
}

/**
 * What a caller must get: a refusal (the status), `authorized` (success, or the route's documented
 * answer), `signed in` (an admin on a user or public route: never refused), or `any` (a public route, or
 * another owner on a user route that names none of the owner's resources: no 5xx, no leak, the owner's
 * rows untouched).
 */
function expectation(route: RouteInfo, caller: CallerName, addressesOwner: boolean): 401 | 403 | 404 | 'authorized' | 'signed in' | 'any' {
  switch (caller) {
    case 'anonymous':
    case 'waitlisted':
      return route.access === 'public' ? 'any' : 401;
    case 'other':
      return route.access === 'admin' ? 403 : route.access === 'user' && addressesOwner ? 404 : 'any';
    case 'owner':
      return route.access === 'admin' ? 403 : 'authorized';
    case 'admin':
      return route.access === 'user' ? 'signed in' : 'authorized';
  }
}

function leaks(text: string, strings: string[]): string[] {
  return strings.filter((s) => text.includes(s));
}

/**
 * Every caller's request on one route, judged: the violations found (empty = the route holds). With
 * `quiet`, nothing is added to the suite's figures (the self-test of the matrix).
 */
async function checkRoute(world: MatrixWorld, route: RouteInfo, { quiet = false } = {}): Promise<{ url: string; violations: string[] }> {
  const key = `${route.method} ${route.path}`;
  const count = quiet ? { cells: 0, requests: 0, serverErrors: 0 } : tally;
  const { url, addressesOwner } = fillPath(route, world);
  const ownerId = world.ids.users!;
  const violations: string[] = [];
  let before = await snapshot(world);

  for (const caller of callers) {
    count.cells++;
    const expected = expectation(route, caller, addressesOwner);
    const credentials = caller === 'waitlisted' ? world.waitlistedCredentials : [{ label: caller, token: world.tokens[caller] ?? null }];
    for (const { label, token } of credentials) {
      const spec = REQUESTS[key]?.(world, caller) ?? {};
      const res = await send(world, route.method, url, token, spec);
      count.requests++;
      const text = res.text ?? JSON.stringify(res.body ?? '');
      const fail = (what: string) => violations.push(`${caller === 'waitlisted' ? `waitlisted (${label})` : caller}: ${what}`);

      if (res.status >= 500) {
        count.serverErrors++;
        fail(`answered ${res.status} ${text.slice(0, 200)}`);
      }
      if (expected === 'authorized') {
        if (res.status >= 400 && res.status !== spec.answers) {
          fail(
            `the authorized caller got ${res.status} ${text.slice(0, 160)}: the matrix proves nothing until this request succeeds. ` +
              'Give the route a valid request in REQUESTS (test/security/authorization-matrix.requests.ts), or its documented answer.',
          );
        }
        continue;
      }
      if (expected === 'signed in') {
        if (res.status === 401 || res.status === 403) fail(`an admin was refused with ${res.status}`);
        continue;
      }
      if (typeof expected === 'number' && res.status !== expected) fail(`expected ${expected}, got ${res.status} ${text.slice(0, 160)}`);
      const leaked = leaks(`${JSON.stringify(res.headers)}\n${text}`, caller === 'other' ? world.canaries.private : [...world.canaries.private, ...world.canaries.members]);
      if (leaked.length) fail(`the answer carries the owner's data (${leaked.join(', ')})`);

      const after = await snapshot(world);
      const refused = typeof expected === 'number';
      const changed = refused ? changes(before, after) : changes(before, after, ownedIn(before, ownerId));
      if (changed.length) fail(`${refused ? 'a refused request' : 'the request'} changed ${changed.join('; ')}`);
      before = after;
    }
  }
  return { url, violations };
}

/**
 * A plugin that makes the two mistakes the matrix exists for, to prove it catches them: a public route
 * that lists every business (drafts included), and a rename that never asks whose business it is.
 */
const careless = definePlugin({
  name: 'careless',
  flag: 'testingTools',
  description: 'Test only: an authorization matrix that never fails proves nothing',
  routes(routes) {
    routes
      .get('/api/careless/businesses', { access: 'public' }, ({ scope }) => scope.db('businesses').select('name'))
      .put('/api/businesses/:id/careless-rename', { access: 'user', params: idParam }, async ({ params, scope }) => {
        await scope.db('businesses').where({ id: params.id }).update({ name: 'Renamed by anyone' });
        return { renamed: true };
      });
  },
});

const table = (await (async () => {
  const probe = await createTestApp({ plugins: installedPlugins, config: { flags: { overrides: allFlagsOn } } });
  const routes = probe.routes;
  await probe.close();
  return routes;
})());

describe(`authorization matrix on ${database}: ${table.length} routes × ${callers.length} callers`, () => {
  afterAll(async () => {
    await current?.app.close();
    // eslint-disable-next-line no-console -- the suite's figures, for CI's log and the release notes
    console.log(
      `authorization matrix (${database}): ${tally.routes} routes × ${callers.length} callers = ${tally.cells} cells, ` +
        `${tally.requests} requests, ${tally.violations} violations, ${tally.serverErrors} server errors (${tally.worlds} worlds)`,
    );
  });

  it('gives the waitlisted person no session, whatever they hold', async () => {
    const world = await worldForNextRoute();
    const { people } = world;
    const signIn = await send(world, 'POST', '/api/auth/login', null, { body: { email: people.waitlisted.email, password: PASSWORD } });
    expect(signIn.status).toBe(403);
    for (const { label, token } of world.waitlistedCredentials) {
      expect((await send(world, 'GET', '/api/user', token)).status, label).toBe(401);
      if (token) {
        const redeemed = await send(world, 'POST', '/api/auth/instant', null, { body: { token } });
        expect(redeemed.status, `redeeming ${label}`).toBe(401);
      }
    }
  });

  it('lists every route with its access, and every flag the routes name is on', () => {
    expect(table.length).toBeGreaterThan(0);
    for (const route of table) {
      expect(['public', 'user', 'admin']).toContain(route.access);
      for (const flag of [route.flag, route.plugin?.flag]) if (flag) expect(allFlagsOn[flag], flag).toBe(true);
    }
  });

  for (const route of table) {
    const key = `${route.method} ${route.path}`;
    it(key, async () => {
      const world = await worldForNextRoute();
      const { url, violations } = await checkRoute(world, route);
      if ((await fixtures(world)) !== world.digest) world.dirty = true;
      tally.routes++;
      tally.violations += violations.length;
      expect(violations, `${key} (${url})`).toEqual([]);
    });
  }

  it('catches a public route that shows owners’ data and a route that forgets whose business it is', async () => {
    const world = await buildWorld([...installedPlugins, careless]);
    try {
      const routes = world.app.routes.filter((r) => r.plugin?.name === careless.name);
      const violations: string[][] = [];
      for (const route of routes) violations.push((await checkRoute(world, route, { quiet: true })).violations);
      const [everything, rename] = violations;
      expect(everything).toEqual(expect.arrayContaining([expect.stringMatching(/^anonymous: the answer carries the owner's data/), expect.stringMatching(/^other: the answer carries/)]));
      expect(rename).toEqual(expect.arrayContaining(['other: expected 404, got 200 {"renamed":true}', expect.stringMatching(/^other: a refused request changed businesses/)]));
    } finally {
      await world.app.close();
    }
  });
});
