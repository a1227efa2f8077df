import { intakePlugin } from '@tapin/plugin-intake';
import { createTestApp, type TestApp } from '@tapin/core/testing';
import request from 'supertest';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoBusinesses } from './demo/sample-demo-businesses.js';
import { galleriesPlugin } from './index.js';
import { posterTestCases } from './poster-test-cases.js';

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';

/** What the owner app's demo and testing screens read besides the galleries: the sample businesses and the hub's tests. */
describe(`the demo screens' data on ${database}`, () => {
  let app: TestApp;
  let admin: string;
  let owner: string;
  const api = () => request(app.callback());

  beforeAll(async () => {
    app = await createTestApp({
      plugins: [intakePlugin, galleriesPlugin],
      config: { flags: { overrides: { adminPanel: true, testingTools: false } } },
    });
    await app.kernel.cradle.accounts.createAdmin({ email: 'ops@tapin.example', name: 'Ops', password: 'secret-ops-1' });
    admin = (await api().post('/api/auth/login').send({ email: 'ops@tapin.example', password: 'secret-ops-1' })).body.token;
    owner = (await api().post('/api/auth/register').send({ name: 'Pat Owner', email: 'pat@owner.example', password: 'secret-pass-1' })).body.token;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lists the demo businesses once `tapin seed` stored them, with their episodes; nothing before', async () => {
    expect((await api().get('/api/demo-businesses').set('Authorization', `Bearer ${admin}`).expect(200)).body).toEqual([]);
    // `tapin seed` runs the core's seed (the sample owners) before the plugins'.
    await app.kernel.cradle.samples.seed();
    expect(await seedDemoBusinesses(app.kernel.cradle)).toContain('12 picture(s) drawn');
    const { body } = await api().get('/api/demo-businesses').set('Authorization', `Bearer ${admin}`).expect(200);
    expect(body.map((b: { slug: string }) => b.slug)).toEqual(['coffee-house', 'boutique', 'fitness-studio']);
    const coffee = body[0];
    expect(coffee).toMatchObject({ name: 'Seminole Heights Coffee House', industry: 'Food & Beverage', rating: 4.8, tapinPrice: 25, activePromotions: 3 });
    expect(coffee.episodes.map((e: { id: string; price: number }) => [e.id, e.price])).toEqual([
      ['S1E1', 0],
      ['S1E2', 25],
      ['S1E3', 75],
    ]);
    expect(body.map((b: { episodes: Array<{ price: number }> }) => b.episodes.map((e) => e.price))).toEqual([
      [0, 25, 75],
      [0, 65, 150],
      [0, 85, 200],
    ]);
  });

  it('gives every sample business and episode a picture of its own, stored like an upload; seeding again keeps them', async () => {
    type Listed = { heroImage: string | null; episodes: Array<{ image: string | null }> };
    const listed = async () => (await api().get('/api/demo-businesses').set('Authorization', `Bearer ${admin}`).expect(200)).body as Listed[];
    const body = await listed();
    const urls = body.flatMap((b) => [b.heroImage, ...b.episodes.map((e) => e.image)]);
    expect(urls).toHaveLength(12);
    const pictures = new Set<string>();
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/images\/[0-9a-f-]{36}\.png$/);
      const file = await api().get(url!).buffer(true).expect(200);
      expect(file.headers['content-type']).toBe('image/png');
      const meta = await sharp(file.body as Buffer).metadata();
      expect(meta.width! / meta.height!).toBeGreaterThan(1.4);
      pictures.add((file.body as Buffer).toString('base64'));
    }
    // Twelve different pictures, not one template.
    expect(pictures.size).toBe(12);
    expect(await seedDemoBusinesses(app.kernel.cradle)).toContain('0 picture(s) drawn');
    expect((await listed()).flatMap((b) => [b.heroImage, ...b.episodes.map((e) => e.image)])).toEqual(urls);
  });

  it('keeps the demo businesses to admins: 401 signed out, 403 for an owner', async () => {
    await api().get('/api/demo-businesses').expect(401);
    await api().get('/api/demo-businesses').set('Authorization', `Bearer ${owner}`).expect(403);
  });

  it('serves the testing hub the CLI’s own predefined tests, to whoever may use the poster tools', async () => {
    const { body } = await api().get('/api/poster-test-cases').set('Authorization', `Bearer ${admin}`).expect(200);
    expect(body).toEqual(posterTestCases);
    expect(body.map((t: { name: string }) => t.name)).toEqual(['coffee-house', 'boutique', 'fitness-studio', 'restaurant', 'salon']);
    // With only adminPanel on, the poster tools are the admins'.
    await api().get('/api/poster-test-cases').set('Authorization', `Bearer ${owner}`).expect(403);
    await api().get('/api/poster-test-cases').expect(401);
  });
});

describe(`the testing hub's tests with testingTools on, on ${database}`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ plugins: [intakePlugin, galleriesPlugin], config: { flags: { overrides: { adminPanel: false, testingTools: true } } } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lets an owner read them, and still keeps the demo businesses away (404 without adminPanel)', async () => {
    const owner = (await request(app.callback()).post('/api/auth/register').send({ name: 'Pat Owner', email: 'pat@owner.example', password: 'secret-pass-1' })).body.token;
    const cases = await request(app.callback()).get('/api/poster-test-cases').set('Authorization', `Bearer ${owner}`).expect(200);
    expect(cases.body).toHaveLength(posterTestCases.length);
    await request(app.callback()).get('/api/demo-businesses').set('Authorization', `Bearer ${owner}`).expect(404);
  });
});
