import { asValue } from 'awilix';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureAuthenticator, notesPlugin } from '../../test/fixtures/notes-plugin.js';
import { createTestApp, type TestApp } from '../testing/index.js';

const admin = 'Bearer admin-token';
const titles = ['Alpha', 'bravo', 'Charlie', 'delta 50%', 'Echo', 'foxtrot_1', 'Golf'];

describe('the ra-data-simple-rest list dialect', () => {
  let app: TestApp;
  const list = (query: Record<string, unknown>) =>
    request(app.callback())
      .get('/api/admin/notes')
      .query(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])))
      .set('Authorization', admin);

  beforeAll(async () => {
    app = await createTestApp({ plugins: [notesPlugin], override: (c) => c.register({ authenticator: asValue(fixtureAuthenticator) }) });
    app.kernel.cradle.flags.override('testingTools', true);
    const { db } = app.kernel.cradle;
    await db('notes_items').insert(titles.map((title, i) => ({ title, authorId: i % 2 ? 2 : 3 })));
  });
  afterAll(() => app.close());

  it('pages with range and reports Content-Range, exposed to the browser', async () => {
    const res = await list({ sort: ['id', 'ASC'], range: [2, 4] }).expect(200);
    expect(res.body.map((n: { title: string }) => n.title)).toEqual(['Charlie', 'delta 50%', 'Echo']);
    expect(res.headers['content-range']).toBe('notes 2-4/7');
    expect(res.headers['access-control-expose-headers']).toBe('Content-Range');
  });

  it('sorts by an allowed field in either direction', async () => {
    const res = await list({ sort: ['authorId', 'DESC'], range: [0, 9] }).expect(200);
    expect(res.body.map((n: { authorId: number }) => n.authorId)).toEqual([3, 3, 3, 3, 2, 2, 2]);
    expect(res.body.slice(0, 4).map((n: { id: number }) => n.id)).toEqual([7, 5, 3, 1]);
  });

  it('filters by field, by a search text (literally, % and _ included) and by a list of ids', async () => {
    const byAuthor = await list({ filter: { authorId: 2 } }).expect(200);
    expect(byAuthor.body).toHaveLength(3);
    expect(byAuthor.headers['content-range']).toBe('notes 0-2/3');
    const search = await list({ filter: { q: '50%' } }).expect(200);
    expect(search.body.map((n: { title: string }) => n.title)).toEqual(['delta 50%']);
    const underscore = await list({ filter: { q: 'T_1' } }).expect(200);
    expect(underscore.body.map((n: { title: string }) => n.title)).toEqual(['foxtrot_1']);
    const many = await list({ filter: { id: [1, 3, 99] } }).expect(200);
    expect(many.body.map((n: { id: number }) => n.id)).toEqual([1, 3]);
  });

  it('answers an empty page with */total', async () => {
    const res = await list({ range: [50, 59] }).expect(200, []);
    expect(res.headers['content-range']).toBe('notes */7');
  });

  it('refuses unknown fields and malformed parameters with a 400 that names them', async () => {
    expect((await list({ sort: ['password', 'ASC'] }).expect(400)).body.message).toBe('sort: unknown field "password"');
    expect((await list({ filter: { secret: 1 } }).expect(400)).body.message).toBe('filter: unknown field "secret"');
    expect((await list({ range: [5, 1] }).expect(400)).body.message).toBe('range: end must not be before start');
    expect((await list({ range: [0, 5000] }).expect(400)).body.message).toBe('range: at most 1000 records per request');
    const broken = await request(app.callback()).get('/api/admin/notes?sort=[oops').set('Authorization', admin).expect(400);
    expect(broken.body.message).toBe('sort must be JSON');
  });

  it('is for admins only', async () => {
    await request(app.callback()).get('/api/admin/notes').expect(401);
    await request(app.callback()).get('/api/admin/notes').set('Authorization', 'Bearer owner-token').expect(403);
  });
});
