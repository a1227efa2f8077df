import { idRules } from '@tapin/config/rules';
import { createTestApp, type TestApp } from '@tapin/core/testing';
import { installedPlugins } from '@tapin/server';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allFlagsOn } from './support/route-table.js';

/**
 * Ids are checked before any SQL (issue 26): text posing as an id, or a number past the id columns'
 * range, was a 500 on PostgreSQL (which refuses them in an integer column) and silently matched nothing
 * on SQLite. Now both answer 400, for every admin resource's list (found from the route table) and for
 * the directory's live promotions.
 */
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';

const badIds: Array<[string, unknown]> = [
  ['text that reads as SQL', [1, 2, '3) or 1=1']],
  ['one past the integer range', [idRules.max + 1]],
  ['a negative id', -1],
  ['a fraction', [1.5]],
  ['an object', [{ id: 1 }]],
];

/** Lists whose records are named, not numbered: their ids never reach SQL, and are checked by their own shape (below). */
const NAMED_BY_NAME = new Set(['/api/admin/developer-exports']);

describe(`ids are validated before SQL on ${database}`, () => {
  let app: TestApp;
  let admin: string;
  let lists: string[];

  const get = (path: string, query: Record<string, string> = {}) =>
    request(app.callback()).get(path).query(query).set('Authorization', `Bearer ${admin}`);

  beforeAll(async () => {
    app = await createTestApp({ plugins: installedPlugins, config: { flags: { overrides: allFlagsOn } } });
    await app.kernel.cradle.accounts.createAdmin({ email: 'ids@audit.example', name: 'Ids', password: 'ids-secret-1' });
    admin = (await request(app.callback()).post('/api/auth/login').send({ email: 'ids@audit.example', password: 'ids-secret-1' })).body.token;
    // Every admin resource's list, from the route table: a GET on /api/admin/<name> that answers with a Content-Range.
    lists = [];
    for (const route of app.routes.filter((r) => r.method === 'GET' && /^\/api\/admin\/[^/:]+$/.test(r.path) && !NAMED_BY_NAME.has(r.path))) {
      const res = await get(route.path);
      if (res.status === 200 && res.headers['content-range']) lists.push(route.path);
    }
  });
  afterAll(() => app?.close());

  it('finds the admin resources in the route table', () => {
    expect(lists).toEqual(expect.arrayContaining(['/api/admin/users', '/api/admin/businesses', '/api/admin/promotions', '/api/admin/campaigns', '/api/admin/audit']));
  });

  it('answers a list filtered by valid ids, as strings or numbers', async () => {
    for (const path of lists) {
      expect((await get(path, { filter: JSON.stringify({ id: [1, '2', idRules.max] }) })).status, path).toBe(200);
    }
  });

  for (const [label, value] of badIds) {
    it(`refuses ${label} in filter.id with a 400 on every admin list`, async () => {
      const answers: Record<string, number> = {};
      for (const path of lists) {
        const res = await get(path, { filter: JSON.stringify({ id: value }) });
        answers[path] = res.status;
        if (res.status === 400) expect(res.body.message, path).toMatch(/^filter\.id must be a record id/);
      }
      expect(answers).toEqual(Object.fromEntries(lists.map((path) => [path, 400])));
    });
  }

  it('refuses a bad id in the resources’ own id filters (owner, business, actor)', async () => {
    const filters: Array<[string, string]> = [
      ['/api/admin/businesses', 'userId'],
      ['/api/admin/promotions', 'businessId'],
      ['/api/admin/campaigns', 'businessId'],
      ['/api/admin/claims', 'businessId'],
      ['/api/admin/audit', 'actorId'],
      ['/api/admin/emails', 'userId'],
      ['/api/admin/scraped-sites', 'userId'],
      ['/api/admin/generated-series', 'userId'],
      ['/api/admin/generated-posters', 'userId'],
    ];
    for (const [path, field] of filters) {
      expect((await get(path, { filter: JSON.stringify({ [field]: '3) or 1=1' }) })).status, `${path} ${field}`).toBe(400);
      expect((await get(path, { filter: JSON.stringify({ [field]: idRules.max + 1 }) })).status, `${path} ${field}`).toBe(400);
      expect((await get(path, { filter: JSON.stringify({ [field]: 1 }) })).status, `${path} ${field}`).toBe(200);
    }
  });

  it('refuses anything but export names in the exports list’s filter.id', async () => {
    const name = 'business-1-2026-01-02T03-04-05-678Z.json';
    expect((await get('/api/admin/developer-exports', { filter: JSON.stringify({ id: [name] }) })).status).toBe(200);
    for (const [label, value] of [...badIds, ['a number', 1], ['a path', '../tapin.sqlite'], ['an empty list', []]] as Array<[string, unknown]>) {
      const res = await get('/api/admin/developer-exports', { filter: JSON.stringify({ id: value }) });
      expect([label, res.status, res.body.message]).toEqual([label, 400, 'filter.id must be an export name or a list of them']);
    }
  });

  it('refuses a business id past the range in the live promotions with a 400', async () => {
    const res = await get('/api/promotions/live', { businessIds: String(idRules.max + 1) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`businessIds must be business ids from 1 to ${idRules.max}`);
    expect((await get('/api/promotions/live', { businessIds: `1,${idRules.max}` })).status).toBe(200);
    expect((await get('/api/promotions/live', { businessIds: '0' })).status).toBe(400);
  });
});
