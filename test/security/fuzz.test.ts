import { mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { RouteInfo } from '@tapin/core';
import { createTestApp, PNG_1PX, type TestApp } from '@tapin/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installedPlugins } from '@tapin/server';
import { allFlagsOn, fieldsOf } from './support/route-table.js';

/**
 * Hostile input to every route of the route table (core and every installed plugin, every flag on):
 * wrong types, huge and negative numbers, ids like `1e309` and `0x10`, arrays for strings, very long
 * strings, NUL characters, invalid UTF-8, false Content-Encoding, broken multipart, JSON nested
 * thousands deep, wrong and missing Content-Type. Nothing of it may be answered with a server error,
 * and every refusal says why in `{ message }`.
 */

interface Probe {
  method: string;
  path: string;
  what: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

const LONG = 'x'.repeat(20_000);
const LONG_QUERY = 'x'.repeat(1000);
const DEEP = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;

/** Values put in every field of a JSON body at once. */
const hostileValues: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  '',
  ' ',
  '1e309',
  '0x10',
  '-1',
  'NaN',
  LONG,
  '\u0000',
  'text with a \u0000 inside',
  '\ud800',
  ['a', 'b'],
  [1, 2],
  [[]],
  {},
  { $gt: '' },
  { __proto__: { admin: true } },
  'https://127.0.0.1/',
  'constructor',
];

/** Path parameter values: none names anything, several are not numbers at all. */
const hostileParams = ['0', '-1', '1e309', '0x10', '1.5', '99999999999999999999', '2147483648', 'abc', '%00', '%E0%A4%A', '%', "1'--", '..%2F..%2Fetc%2Fpasswd', encodeURIComponent('\u0000'), 'x'.repeat(3000), 'constructor', '__proto__'];

/** Query values, each sent for every declared query field and the list dialect's. */
const hostileQueryValues = ['', '-1', '1e309', '0x10', LONG_QUERY, '\u0000', '[', '{', '{"a":1}', '[1,2]', 'null', 'constructor', '__proto__', 'hasOwnProperty', 'toString'];

const listDialect = [
  'sort=["constructor","ASC"]',
  'sort=["hasOwnProperty","ASC"]',
  'sort=["__proto__","DESC"]',
  'sort=["toString","ASC"]',
  'sort=["valueOf","ASC"]',
  'sort=[1,2]',
  'sort="id"',
  'sort=[',
  'filter={"constructor":1}',
  'filter={"__proto__":1}',
  'filter={"hasOwnProperty":"x"}',
  'filter={"toString":"1"}',
  'filter={"valueOf":"1"}',
  'filter={"id":{"a":1}}',
  'filter={"id":[[1]]}',
  'filter={"q":"\\u0000"}',
  'filter=[]',
  'filter=null',
  'filter={',
  'range=[0,1e309]',
  'range=[-1,5]',
  'range=["a","b"]',
  'range=[5,1]',
  'range=[0,99999999999]',
  'range={',
  'range=[0',
];

function concretePath(path: string, value: string): string {
  return path.replace(/:[a-zA-Z]+/g, value);
}

function jsonProbes(route: RouteInfo, path: string): Probe[] {
  const fields = [...new Set([...fieldsOf(route.input.body), 'id', 'name', 'email'])];
  const json = { 'content-type': 'application/json' };
  const probes: Probe[] = hostileValues.map((value) => ({
    method: route.method.toLowerCase(),
    path,
    what: `every field = ${JSON.stringify(value)?.slice(0, 40)}`,
    headers: json,
    body: JSON.stringify(Object.fromEntries(fields.map((f) => [f, value]))),
  }));
  for (const field of fields) {
    probes.push({ method: route.method.toLowerCase(), path, what: `${field} with NUL`, headers: json, body: JSON.stringify({ [field]: 'a\u0000b' }) });
  }
  const raw: Array<[string, Record<string, string>, string | Buffer]> = [
    ['top-level array', json, '[]'],
    ['top-level string', json, '"text"'],
    ['top-level number', json, '1e309'],
    ['top-level null', json, 'null'],
    ['malformed JSON', json, '{"name":'],
    ['empty JSON body', json, ''],
    ['whitespace JSON body', json, '   '],
    ['invalid UTF-8', json, Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d])],
    ['JSON nested 20 000 deep', json, DEEP],
    ['object nested 20 000 deep', json, `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`],
    ['text/plain body', { 'content-type': 'text/plain' }, '{"name":"x"}'],
    ['form body', { 'content-type': 'application/x-www-form-urlencoded' }, 'name=x&email=y'],
    ['no content type', {}, '{"name":"x"}'],
    ['JSON with charset latin1', { 'content-type': 'application/json; charset=latin1' }, '{"name":"x"}'],
    ['JSON with unknown charset', { 'content-type': 'application/json; charset=klingon' }, '{"name":"x"}'],
    ['false gzip', { ...json, 'content-encoding': 'gzip' }, '{"name":"x"}'],
    ['false deflate', { ...json, 'content-encoding': 'deflate' }, '{"name":"x"}'],
    ['false br', { ...json, 'content-encoding': 'br' }, '{"name":"x"}'],
    ['unknown encoding', { ...json, 'content-encoding': 'bogus' }, '{"name":"x"}'],
    ['gzip of malformed JSON', { ...json, 'content-encoding': 'gzip' }, gzipSync('{"name":')],
    ['multipart without boundary', { 'content-type': 'multipart/form-data' }, '--x\r\n\r\n'],
  ];
  for (const [what, headers, body] of raw) probes.push({ method: route.method.toLowerCase(), path, what, headers, body });
  return probes;
}

function multipart(boundary: string, parts: Array<{ name: string; filename?: string; type?: string; content: string | Buffer }>): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

function multipartProbes(route: RouteInfo, path: string): Probe[] {
  const type = (boundary: string) => ({ 'content-type': `multipart/form-data; boundary=${boundary}` });
  const file = (name: string, content: string | Buffer, filename = 'a.png', mime = 'image/png') => ({ name, filename, type: mime, content });
  return [
    { what: 'no boundary', headers: { 'content-type': 'multipart/form-data' }, body: multipart('b', [file('file', PNG_1PX)]) },
    { what: 'empty boundary', headers: { 'content-type': 'multipart/form-data; boundary=' }, body: multipart('b', [file('file', PNG_1PX)]) },
    { what: 'boundary not in the body', headers: type('nope'), body: multipart('b', [file('file', PNG_1PX)]) },
    { what: 'truncated body', headers: type('b'), body: multipart('b', [file('file', PNG_1PX)]).subarray(0, 60) },
    { what: 'no closing boundary', headers: type('b'), body: Buffer.from('--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc') },
    { what: 'garbage', headers: type('b'), body: 'garbage' },
    { what: 'empty body', headers: type('b'), body: '' },
    { what: 'zero-byte file', headers: type('b'), body: multipart('b', [file('file', '')]) },
    { what: 'zero-byte image field', headers: type('b'), body: multipart('b', [file('image', '')]) },
    { what: 'zero-byte logo field', headers: type('b'), body: multipart('b', [file('logo', '')]) },
    { what: 'zero-byte card field', headers: type('b'), body: multipart('b', [file('card', '')]) },
    { what: 'text as an image', headers: type('b'), body: multipart('b', [file('file', 'hello', 'a.png')]) },
    { what: 'two files', headers: type('b'), body: multipart('b', [file('file', PNG_1PX), file('other', PNG_1PX)]) },
    { what: 'only a field', headers: type('b'), body: multipart('b', [{ name: 'name', content: 'a\u0000b' }]) },
    { what: 'false gzip', headers: { ...type('b'), 'content-encoding': 'gzip' }, body: multipart('b', [file('file', PNG_1PX)]) },
    { what: 'unknown encoding', headers: { ...type('b'), 'content-encoding': 'bogus' }, body: multipart('b', [file('file', PNG_1PX)]) },
    { what: 'JSON instead', headers: { 'content-type': 'application/json' }, body: '{}' },
    { what: 'a NUL in the file name', headers: type('b'), body: multipart('b', [file('file', PNG_1PX, 'a\u0000.png')]) },
    { what: 'a very long file name', headers: type('b'), body: multipart('b', [file('file', PNG_1PX, `${'a'.repeat(5000)}.png`)]) },
    { what: 'a file named like a path', headers: type('b'), body: multipart('b', [file('file', PNG_1PX, '../../../etc/passwd')]) },
    { what: 'fields named __proto__ and constructor', headers: type('b'), body: multipart('b', [{ name: '__proto__', content: 'x' }, { name: 'constructor', content: 'y' }, file('file', PNG_1PX)]) },
    { what: 'a declared type that is not an image', headers: type('b'), body: multipart('b', [file('file', PNG_1PX, 'a.html', 'text/html')]) },
  ].map((probe) => ({ method: route.method.toLowerCase(), path, ...probe }));
}

function queryProbes(route: RouteInfo, path: string): Probe[] {
  const fields = [...new Set([...fieldsOf(route.input.query), 'q', 'id', 'page', 'limit'])];
  const probes: Probe[] = [];
  for (const value of hostileQueryValues) {
    probes.push({ method: route.method.toLowerCase(), path: `${path}?${fields.map((f) => `${f}=${encodeURIComponent(value)}`).join('&')}`, what: `every query field = ${value.slice(0, 20)}` });
  }
  probes.push({ method: route.method.toLowerCase(), path: `${path}?${fields.map((f) => `${f}=a&${f}=b`).join('&')}`, what: 'every query field repeated' });
  probes.push({ method: route.method.toLowerCase(), path: `${path}?${fields.map((f) => `${f}[a]=1`).join('&')}`, what: 'bracketed query fields' });
  probes.push({ method: route.method.toLowerCase(), path: `${path}?%ff=%ff&q=%E0%A4%A`, what: 'malformed percent-encoding' });
  if (route.path.startsWith('/api/admin/') && !route.path.includes(':')) {
    for (const pair of listDialect) {
      const [key, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      probes.push({ method: route.method.toLowerCase(), path: `${path}?${key}=${encodeURIComponent(value)}`, what: pair });
    }
  }
  return probes;
}

/** A valid value for each body field the routes declare, so one hostile field at a time reaches the handler. */
const validValues: Record<string, unknown> = {
  name: 'Valid Name',
  description: 'A plain description.',
  website: 'https://valid.example',
  industry: 'Restaurant & Food Service',
  location: 'Tampa, FL',
  contactEmail: 'hello@valid.example',
  contactPhone: '(813) 555-0100',
  valueProposition: 'The best in town',
  services: ['Coffee'],
  socialProfiles: [],
  brandColors: ['#112233'],
  logoUrl: null,
  cardImageUrl: null,
  extractedData: { source: 'fuzz' },
  title: 'Valid promotion',
  price: '29',
  tier: 'lead_magnet',
  category: 'general',
  season: 'none',
  status: 'active',
  isActive: true,
  imageUrl: null,
  image: null,
  startDate: '2030-01-01',
  endDate: '2030-02-01',
  promotionIds: [1],
  type: 'view',
  choice: 'add_promotions',
  replaceExisting: false,
  markAsArchived: false,
  emailNotifications: true,
  pushNotifications: false,
  marketingEmails: false,
  weeklyReports: true,
  profileViews: true,
  newConversions: true,
  twoFactorEnabled: false,
  loginAlerts: true,
  sessionTimeout: '30',
  email: 'owner@fuzz.example',
  phone: '(813) 555-0101',
  company: 'Fuzz Co',
  currentPassword: 'owner-secret-1',
  newPassword: 'owner-secret-1',
};

/** Fewer values, each in one field of an otherwise valid body. */
const oneFieldValues: unknown[] = [null, true, -1, 1e308, 2 ** 53 + 1, '', LONG, '1e309', '\ud800', 'a\u0000b', ['a'], [{}], {}, { a: { b: 1 } }, '2030-02-30', '9999-12-31', '0000-01-01'];

/**
 * Routes whose valid body would do what a fuzz must not: sign in or register (throttles, seats), reach
 * the network (a website to scrape), change roles, admit from the waitlist or clear the data.
 */
const notForValidBodies = [/^\/api\/auth\/(register|login|instant)/, /^\/api\/businesses\/extract$/, /^\/api\/admin\/users\//, /^\/api\/admin\/waitlist\//, /^\/api\/developer\//];

function oneFieldProbes(route: RouteInfo): Probe[] {
  const fields = fieldsOf(route.input.body);
  if (!fields.length || route.input.multipart || notForValidBodies.some((pattern) => pattern.test(route.path))) return [];
  const valid = Object.fromEntries(fields.map((field) => [field, validValues[field] ?? 'value']));
  const path = concretePath(route.path, '1');
  const probes: Probe[] = [{ method: route.method.toLowerCase(), path, what: 'the valid body', headers: { 'content-type': 'application/json' }, body: JSON.stringify(valid) }];
  for (const field of fields) {
    for (const value of oneFieldValues) {
      probes.push({
        method: route.method.toLowerCase(),
        path,
        what: `${field} = ${JSON.stringify(value)?.slice(0, 30)}, the rest valid`,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...valid, [field]: value }),
      });
    }
  }
  return probes;
}

/** Headers any request may carry, sent to every route once each. */
const hostileHeaders: Array<[string, Record<string, string>]> = [
  ['a very long token', { authorization: `Bearer ${'a'.repeat(8000)}` }],
  ['a token of odd characters', { authorization: 'Bearer \u00e9\u00e8%00\'";--' }],
  ['Basic credentials', { authorization: 'Basic YWRtaW46YWRtaW4=' }],
  ['an empty Bearer', { authorization: 'Bearer ' }],
  ['a hostile request id', { 'x-request-id': `${'r'.repeat(500)}\u00e9` }],
  ['a forwarded address that is no address', { 'x-forwarded-for': 'not-an-ip, 999.1.1.1, ::::', 'x-forwarded-proto': 'gopher' }],
  ['an Accept nobody can meet', { accept: 'application/x-nothing' }],
];

function probesFor(route: RouteInfo): Probe[] {
  const probes: Probe[] = [];
  for (const [what, headers] of hostileHeaders) probes.push({ method: route.method.toLowerCase(), path: concretePath(route.path, '1'), what, headers });
  for (const method of ['head', 'options']) probes.push({ method, path: concretePath(route.path, '1'), what: `method ${method}` });
  const hasParams = route.path.includes(':');
  for (const value of hasParams ? hostileParams : []) {
    probes.push({ method: route.method.toLowerCase(), path: concretePath(route.path, value), what: `param ${value.slice(0, 20)}` });
  }
  const path = concretePath(route.path, '1');
  if (route.input.multipart) probes.push(...multipartProbes(route, path));
  else if (route.method !== 'GET') probes.push(...jsonProbes(route, path));
  probes.push(...queryProbes(route, path));
  return probes;
}

describe('hostile input to every route', () => {
  let app: TestApp;
  let server: Server;
  let base: string;
  let routes: readonly RouteInfo[];
  let ownerId: number;
  let adminId: number;

  beforeAll(async () => {
    app = await createTestApp({ plugins: installedPlugins, config: { flags: { overrides: allFlagsOn } } });
    server = await app.listen(0, '127.0.0.1');
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    routes = app.routes;
    const { accounts, db } = app.kernel.cradle;
    const registered = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Fuzz Owner', email: 'owner@fuzz.example', password: 'owner-secret-1' }),
    });
    expect(registered.status).toBeLessThan(300);
    ownerId = (await db('users').where({ email: 'owner@fuzz.example' }).first('id')).id;
    adminId = (await accounts.createAdmin({ email: 'admin@fuzz.example', name: 'Fuzz Admin', password: 'admin-secret-1' })).id;
    const token = await app.kernel.cradle.sessions.create(ownerId);
    const created = await fetch(`${base}/api/businesses`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        name: 'Fuzz Bakery',
        description: 'Bread and cakes baked every morning.',
        website: 'https://fuzz-bakery.example',
        industry: 'Restaurant & Food Service',
        location: 'Tampa, FL',
        contactEmail: 'hello@fuzz-bakery.example',
        contactPhone: '(813) 555-0100',
        valueProposition: 'Fresh every morning',
        services: ['Bread'],
        brandColors: ['#112233'],
      }),
    });
    expect(created.status).toBe(201);
    // Published with promotions on, so the promotion and campaign routes reach their handlers.
    for (const step of ['publish', 'enable-promotions']) {
      const res = await fetch(`${base}/api/businesses/1/${step}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
    }
  });
  afterAll(() => app?.close());

  it('reads the whole route table', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.filter((r) => r.input.multipart).length).toBeGreaterThanOrEqual(3);
  });

  it('answers hostile paths outside the route table (uploads, the apps, nothing) with no server error', async () => {
    for (const [dir, title] of [[app.config.paths.webDist, 'Owner app'], [app.config.paths.adminDist, 'Console']] as const) {
      mkdirSync(path.join(dir, 'assets'), { recursive: true });
      writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${title}</title>`);
      writeFileSync(path.join(dir, 'assets', 'app.js'), 'export {};');
    }
    const paths = ['/uploads/%E0%A4%A', '/uploads/..%2F..%2Fetc%2Fpasswd', '/uploads/%2e%2e/%2e%2e/etc/passwd', '/uploads/%00.png', '/uploads/logos/x.png',
      `/uploads/${'a'.repeat(3000)}.png`, '/%E0%A4%A', '/%', '/assets/%E0%A4%A.js', '/assets/..%2F..%2Findex.html', '/console/%E0%A4%A',
      '/console/assets/%00.js', '/api/%E0%A4%A', '/api', '/api/', '/..%2F..%2Fetc%2Fpasswd', '/index.html%00', '//evil.example/'];
    const failures: string[] = [];
    for (const target of paths) {
      for (const method of ['GET', 'HEAD', 'POST']) {
        const res = await fetch(`${base}${target}`, { method, headers: { accept: 'text/html' } });
        await res.arrayBuffer();
        if (res.status >= 500) failures.push(`${method} ${target} → ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  /** Sends every probe, each route with a fresh session of the right kind; what went wrong, by probe. */
  async function send(probesOf: (route: RouteInfo) => Probe[]): Promise<{ failures: string[]; sent: number }> {
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const probes = probesOf(route);
      if (!probes.length) continue;
      // A fresh session for each route: a route that signs out (or changes the password) must not hide the next.
      const token = await app.kernel.cradle.sessions.create(route.access === 'admin' ? adminId : ownerId);
      for (const probe of probes) {
        const res = await fetch(`${base}${probe.path}`, {
          method: probe.method.toUpperCase(),
          headers: { authorization: `Bearer ${token}`, ...probe.headers },
          ...(probe.body === undefined ? {} : { body: probe.body }),
        });
        sent += 1;
        const text = await res.text();
        const label = `${probe.method.toUpperCase()} ${route.path} [${probe.what}] → ${res.status}`;
        if (res.status >= 500) {
          failures.push(`${label} ${text.slice(0, 120)}`);
        } else if (res.status >= 400 && probe.method !== 'head') {
          let message: unknown;
          try {
            message = (JSON.parse(text) as { message?: unknown }).message;
          } catch {
            message = undefined;
          }
          if (typeof message !== 'string' || !message) failures.push(`${label} without a message: ${text.slice(0, 80)}`);
        }
      }
    }
    return { failures, sent };
  }

  it('answers one hostile field in an otherwise valid body with no server error', async () => {
    // Something for the ids in the paths to name: promotion 1 and campaign 1 of business 1.
    const token = await app.kernel.cradle.sessions.create(ownerId);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const promotion = await fetch(`${base}/api/businesses/1/promotions`, { method: 'POST', headers, body: JSON.stringify({ title: 'First', description: 'The first one', price: '29' }) });
    expect(promotion.status).toBe(201);
    const campaign = await fetch(`${base}/api/businesses/1/campaigns`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Spring', status: 'draft', startDate: '2030-03-01', endDate: '2030-04-01' }),
    });
    expect(campaign.status).toBe(201);

    const { failures, sent } = await send(oneFieldProbes);
    expect(failures).toEqual([]);
    expect(app.logs.filter((line) => line.level >= 50).map((line) => (line.err as { message?: string } | undefined)?.message ?? line.msg)).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
  }, 600_000);

  it('answers no hostile request with a server error, and every refusal with a message', async () => {
    const { failures, sent } = await send(probesFor);
    expect(failures).toEqual([]);
    expect(app.logs.filter((line) => line.level >= 50).map((line) => (line.err as { message?: string } | undefined)?.message ?? line.msg)).toEqual([]);
    expect(sent).toBeGreaterThan(3000);
  }, 600_000);
});
