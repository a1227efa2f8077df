import { existsSync } from 'node:fs';
import { createTestApp, PNG_1PX, type TestApp } from '@tapin/core/testing';
import { galleriesPlugin } from '@tapin/plugin-galleries';
import { intakePlugin } from '@tapin/plugin-intake';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Who may use the galleries (docs/decisions.md#galleries): the Netflix demo's routes are admins' behind
 * `adminPanel`; the poster routes also let in whoever `testingTools` lets in, each seeing only their own
 * posters; a flag that is off for the caller makes the routes not exist.
 */
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';

const DEMO_ROUTES = [
  ['POST', '/api/scrape-website-phased'],
  ['GET', '/api/scraped-sites-gallery'],
  ['GET', '/api/scraped-site/1'],
  ['GET', '/api/generated-series-gallery'],
  ['GET', '/api/generated-series/1'],
] as const;
const POSTER_ROUTES = [
  ['GET', '/api/generated-posters-gallery'],
  ['GET', '/api/generated-posters-testing'],
  ['GET', '/api/generated-posters/:poster'],
  ['POST', '/api/poster-download/:poster'],
  ['DELETE', '/api/generated-posters/:poster'],
] as const;

describe(`galleries: who may use them, on ${database}`, () => {
  let app: TestApp;
  const tokens: Record<'admin' | 'kim' | 'dev', string> = { admin: '', kim: '', dev: '' };
  const ids: Record<'admin' | 'kim' | 'dev', number> = { admin: 0, kim: 0, dev: 0 };
  let adminPoster: { id: number; key: string };
  let kimPoster: { id: number; key: string };

  const call = (who: keyof typeof tokens | null, method: string, path: string) => {
    const req = request(app.callback())[method.toLowerCase() as 'get'](path);
    return who ? req.set('Authorization', `Bearer ${tokens[who]}`) : req;
  };
  const flags = (values: Partial<Record<'galleries' | 'adminPanel' | 'testingTools', boolean>>) => {
    for (const [flag, on] of Object.entries(values)) app.kernel.cradle.flags.override(flag as 'galleries', on);
  };
  const path = (template: string, poster = adminPoster) => template.replace(':poster', String(poster.id));

  async function poster(userId: number, title: string): Promise<{ id: number; key: string }> {
    const { storage, db } = app.kernel.cradle;
    const file = await storage.saveImage(PNG_1PX, 'posters', { types: ['image/png'], maxBytes: 1_000_000, wrongTypeMessage: 'x', tooLargeMessage: 'y' }, { ownerId: userId });
    const now = new Date().toISOString();
    const [row] = await db('galleries_posters')
      .insert({ userId, imageKey: file.key, origin: 'testing-hub', title, subtitle: '', description: '', cinematicAnalysis: '', actualPrompt: '', modelUsed: 'local', generationTime: 1, status: 'completed', createdAt: now, updatedAt: now })
      .returning('id');
    return { id: Number((row as { id: number }).id), key: file.key };
  }

  beforeAll(async () => {
    app = await createTestApp({ plugins: [intakePlugin, galleriesPlugin], config: { flags: { overrides: { adminPanel: true, testingTools: false } } } });
    await app.kernel.cradle.accounts.createAdmin({ email: 'ops@tapin.example', name: 'Ops', password: 'secret-ops-1' });
    tokens.admin = (await request(app.callback()).post('/api/auth/login').send({ email: 'ops@tapin.example', password: 'secret-ops-1' })).body.token;
    for (const who of ['kim', 'dev'] as const) {
      tokens[who] = (await request(app.callback()).post('/api/auth/register').send({ name: `Owner ${who}`, email: `${who}@owners.example`, password: 'secret-1' })).body.token;
    }
    const { db } = app.kernel.cradle;
    for (const [who, email] of [['admin', 'ops@tapin.example'], ['kim', 'kim@owners.example'], ['dev', 'dev@owners.example']] as const) {
      ids[who] = Number((await db('users').where({ email }).first('id')).id);
    }
    adminPoster = await poster(ids.admin, 'The admin’s poster');
    kimPoster = await poster(ids.kim, 'Kim’s poster');
  });
  afterAll(() => app?.close());

  it('answers 404 to everyone, admins included, when the galleries flag is off', async () => {
    flags({ galleries: false, testingTools: true });
    try {
      for (const [method, route] of [...DEMO_ROUTES, ...POSTER_ROUTES]) {
        for (const who of ['admin', 'kim'] as const) expect((await call(who, method, path(route))).status, `${who} ${method} ${route}`).toBe(404);
      }
    } finally {
      flags({ galleries: true, testingTools: false });
    }
  });

  it('answers 404 when neither adminPanel nor testingTools lets the caller in', async () => {
    flags({ adminPanel: false, testingTools: false });
    try {
      for (const [method, route] of [...DEMO_ROUTES, ...POSTER_ROUTES]) {
        for (const who of ['admin', 'kim'] as const) expect((await call(who, method, path(route))).status, `${who} ${method} ${route}`).toBe(404);
      }
    } finally {
      flags({ adminPanel: true });
    }
    expect(existsSync(app.kernel.cradle.storage.localPath(adminPoster.key)!)).toBe(true);
  });

  it('keeps the demo to admins: 401 signed out, 403 for an owner, even with testingTools on', async () => {
    for (const testing of [false, true]) {
      flags({ testingTools: testing });
      for (const [method, route] of DEMO_ROUTES) {
        expect((await call(null, method, route)).status, `${method} ${route}`).toBe(401);
        expect((await call('kim', method, route)).status, `${method} ${route}`).toBe(403);
      }
    }
    flags({ testingTools: false });
  });

  it('keeps the poster routes to admins while only adminPanel is on', async () => {
    for (const [method, route] of POSTER_ROUTES) {
      expect((await call('kim', method, path(route, kimPoster))).status, `${method} ${route}`).toBe(403);
    }
    expect((await call('admin', 'GET', '/api/generated-posters-gallery')).body.map((p: { title: string }) => p.title).sort()).toEqual(['Kim’s poster', 'The admin’s poster']);
    expect((await call('admin', 'GET', path('/api/generated-posters/:poster', kimPoster))).status).toBe(200);
  });

  it('lets testingTools users use their own posters only: another’s is 404 and stays, with its file', async () => {
    flags({ testingTools: true });
    try {
      expect((await call('kim', 'GET', '/api/generated-posters-testing')).body.map((p: { title: string }) => p.title)).toEqual(['Kim’s poster']);
      expect((await call('dev', 'GET', '/api/generated-posters-gallery')).body).toEqual([]);
      for (const [method, route] of POSTER_ROUTES.filter(([, r]) => r.includes(':poster'))) {
        expect((await call('dev', method, path(route, kimPoster))).status, `${method} ${route}`).toBe(404);
        expect((await call('kim', method, path(route, adminPoster))).status, `${method} ${route}`).toBe(404);
      }
      const { db, storage } = app.kernel.cradle;
      expect(Number((await db('galleries_posters').where({ id: kimPoster.id }).first('downloads')).downloads)).toBe(0);
      expect(existsSync(storage.localPath(kimPoster.key)!)).toBe(true);
      expect(existsSync(storage.localPath(adminPoster.key)!)).toBe(true);
      expect((await call('kim', 'POST', path('/api/poster-download/:poster', kimPoster))).body.downloadCount).toBe(1);
    } finally {
      flags({ testingTools: false });
    }
  });

  it('never reaches a private address through the scraper unless configured for local testing', async () => {
    const res = await call('admin', 'POST', '/api/scrape-website-phased').send({ url: 'http://127.0.0.1:9/' });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('url');
    const meta = await call('admin', 'POST', '/api/scrape-website-phased').send({ url: 'http://169.254.169.254/latest/meta-data/' });
    expect(meta.status).toBe(400);
  });
});

describe(`galleries: generation is limited per person, on ${database}`, () => {
  let app: TestApp;
  const tokens: string[] = [];
  const generate = (token: string) =>
    request(app.callback())
      .post('/api/generate-promotional-content')
      .set('Authorization', `Bearer ${token}`)
      .send({ businessInfo: { name: 'Bayshore Bikes', industry: 'Retail' }, selectedImage: { url: `data:image/png;base64,${PNG_1PX.toString('base64')}` } });

  beforeAll(async () => {
    app = await createTestApp({ plugins: [intakePlugin, galleriesPlugin], config: { galleries: { generationsPerHour: 2 }, flags: { overrides: { adminPanel: true } } } });
    for (const n of [1, 2]) {
      await app.kernel.cradle.accounts.createAdmin({ email: `ops${n}@tapin.example`, name: `Ops ${n}`, password: 'secret-ops-1' });
      tokens.push((await request(app.callback()).post('/api/auth/login').send({ email: `ops${n}@tapin.example`, password: 'secret-ops-1' })).body.token);
    }
  });
  afterAll(() => app?.close());

  it('answers 429 beyond the hourly limit, admins included, and counts each person apart', async () => {
    await generate(tokens[0]!).expect(201);
    await generate(tokens[0]!).expect(201);
    const refused = await generate(tokens[0]!).expect(429);
    expect(refused.body.message).toMatch(/limit/i);
    expect(Number((await app.kernel.cradle.db('galleries_series').count({ n: '*' }).first())?.n)).toBe(2);
    await generate(tokens[1]!).expect(201);
  });

  it('holds under parallel requests: generations in flight count, so a burst gets exactly the limit', async () => {
    await app.kernel.cradle.accounts.createAdmin({ email: 'ops3@tapin.example', name: 'Ops 3', password: 'secret-ops-1' });
    const token = (await request(app.callback()).post('/api/auth/login').send({ email: 'ops3@tapin.example', password: 'secret-ops-1' })).body.token as string;
    const statuses = (await Promise.all(Array.from({ length: 6 }, () => generate(token)))).map((res) => res.status).sort();
    expect(statuses).toEqual([201, 201, 429, 429, 429, 429]);
  });

  it('gives nothing back for a deleted poster, and counts nothing for a refused input', async () => {
    await app.kernel.cradle.accounts.createAdmin({ email: 'ops4@tapin.example', name: 'Ops 4', password: 'secret-ops-1' });
    const token = (await request(app.callback()).post('/api/auth/login').send({ email: 'ops4@tapin.example', password: 'secret-ops-1' })).body.token as string;
    const poster = (body: object) => request(app.callback()).post('/api/generate-netflix-poster').set('Authorization', `Bearer ${token}`).send(body);
    const notAnImage = { prompt: 'x', sourceImage: `data:image/png;base64,${Buffer.from('not an image at all').toString('base64')}` };
    for (let i = 0; i < 3; i++) await poster(notAnImage).expect(415);
    const first = await poster({ prompt: 'A hardware store at dusk' }).expect(201);
    await poster({ prompt: 'A bakery at dawn' }).expect(201);
    await request(app.callback()).delete(`/api/generated-posters/${first.body.id}`).set('Authorization', `Bearer ${token}`).expect(204);
    const refused = await poster({ prompt: 'A florist at noon' }).expect(429);
    expect(refused.body.message).toBe('Generation limit reached: 2 per hour. Please try again later.');
  });
});
