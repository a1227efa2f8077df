import { asValue } from 'awilix';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureAuthenticator, notesPlugin } from '../../test/fixtures/notes-plugin.js';
import { createTestApp, type TestApp } from '../testing/index.js';

describe('the HTTP surface of the core', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({
      plugins: [notesPlugin],
      override: (c) => c.register({ authenticator: asValue(fixtureAuthenticator) }),
    });
    app.kernel.cradle.flags.override('testingTools', true);
  });
  afterAll(() => app.close());

  it('runs on the database the environment names (SQLite, or PostgreSQL for npm run test:pg)', async () => {
    const { db } = app.kernel.cradle;
    const expected = process.env.DATABASE_URL ? 'pg' : 'sqlite3';
    expect(db.client.config.client).toBe(expected);
  });

  it('answers /healthz while alive and /readyz once the database, flags and job queue are ready', async () => {
    await request(app.callback()).get('/healthz').expect(200, { status: 'ok' });
    const ready = await request(app.callback()).get('/readyz').expect(200);
    expect(ready.body).toEqual({ status: 'ready', checks: { database: 'ok', flags: 'ok', jobs: 'ok' } });
  });

  it('returns the documented flag values from /api/flags', async () => {
    const res = await request(app.callback()).get('/api/flags').expect(200);
    expect(res.body.flags).toMatchObject({
      businessProfile: true,
      promotionManagement: true,
      assetUpload: true,
      businessIntake: true,
      dashboard: true,
      settings: true,
      multipleBusinesses: true,
      seasonalPromotions: true,
      directory: true,
      galleries: true,
      adminPanel: false,
      systemLogs: false,
      developerMode: false,
      designSystem: false,
    });
  });

  it('lists every declared route with its access, flags, plugin and input, whatever the flags say', () => {
    const notes = { name: 'notes', flag: 'testingTools' };
    const declared = (route: object) => expect.objectContaining(route);
    expect(app.routes).toEqual(
      expect.arrayContaining([
        declared({ method: 'GET', path: '/api/notes/:id', access: 'public', flag: null, plugin: notes }),
        declared({ method: 'POST', path: '/api/notes', access: 'user', flag: null, plugin: notes }),
        declared({ method: 'GET', path: '/api/admin/notes', access: 'admin', flag: null, plugin: notes }),
        declared({ method: 'GET', path: '/api/notes-lab/experiment', access: 'public', flag: 'testScraping', plugin: notes }),
        declared({ method: 'GET', path: '/healthz', access: 'public', flag: null, plugin: null }),
        declared({ method: 'PUT', path: '/api/settings/profile', access: 'user', flag: 'settings', plugin: null }),
      ]),
    );
    const route = (method: string, path: string) => app.routes.find((r) => r.method === method && r.path === path)!;
    expect(route('GET', '/api/notes/:id').input.params).toBeDefined();
    expect(route('POST', '/api/notes/attachments').input.multipart).toMatchObject({ maxFileBytes: 1024 });
    expect(route('GET', '/healthz').input).toEqual({});
    expect(Object.isFrozen(app.routes)).toBe(true);
    expect(new Set(app.routes.map((r) => `${r.method} ${r.path}`)).size).toBe(app.routes.length);
  });

  it('answers unknown API paths with 404 JSON, never HTML', async () => {
    const res = await request(app.callback()).get('/api/does-not-exist').set('Accept', 'text/html').expect(404);
    expect(res.type).toBe('application/json');
    expect(res.body).toEqual({ message: 'Not found' });
    await request(app.callback()).delete('/api/flags').expect(404);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await request(app.callback())
      .post('/api/notes')
      .set('Authorization', 'Bearer owner-token')
      .set('Content-Type', 'application/json')
      .send('{"title": ')
      .expect(400);
    expect(res.body).toEqual({ message: 'Malformed JSON body' });
  });

  it('answers a JSON body over the 1 MB limit with 413', async () => {
    const res = await request(app.callback())
      .post('/api/notes')
      .set('Authorization', 'Bearer owner-token')
      .send({ title: 'x'.repeat(1024 * 1024 + 10) })
      .expect(413);
    expect(res.body).toEqual({ message: 'Request body is too large' });
  });

  it('answers a body of the wrong media type with 415', async () => {
    const res = await request(app.callback())
      .post('/api/notes')
      .set('Authorization', 'Bearer owner-token')
      .set('Content-Type', 'text/plain')
      .send('title=hello')
      .expect(415);
    expect(res.body).toEqual({ message: 'Content-Type must be application/json' });
  });

  it('names the field in validation errors', async () => {
    const res = await request(app.callback())
      .post('/api/notes')
      .set('Authorization', 'Bearer owner-token')
      .send({ title: '   ' })
      .expect(400);
    expect(res.body.message).toBe('Title is required');
    expect(res.body.field).toBe('title');
  });

  it('turns a thrown error into a generic 500 and logs it with the request id', async () => {
    const res = await request(app.callback()).get('/api/notes-broken').set('X-Request-Id', 'trace-me-42').expect(500);
    expect(res.headers['x-request-id']).toBe('trace-me-42');
    expect(res.body.requestId).toBe('trace-me-42');
    expect(JSON.stringify(res.body)).not.toContain('hunter2');
    expect(res.body.message).toMatch(/went wrong/);
    const logged = app.logs.find((l) => l.reqId === 'trace-me-42' && l.level === 50);
    expect(logged?.msg).toBe('unhandled error');
    expect(JSON.stringify(logged)).toContain('hunter2');
  });

  it('gives every request an id and logs one line per request with it', async () => {
    const res = await request(app.callback()).get('/healthz').expect(200);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(app.logs).toContainEqual(expect.objectContaining({ reqId: id, path: '/healthz', status: 200, msg: 'request completed' }));
  });

  it('replaces an unsafe incoming request id', async () => {
    const res = await request(app.callback()).get('/healthz').set('X-Request-Id', 'bad id <script>').expect(200);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
