import { existsSync, readFileSync } from 'node:fs';
import { asValue } from 'awilix';
import sharp from 'sharp';
import { intakePlugin } from '@tapin/plugin-intake';
import { createTestApp, startOpenAiServer, type TestApp } from '@tapin/core/testing';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleriesPlugin } from './index.js';
import { photoJpeg, startGallerySite, type GallerySite } from './testing/index.js';

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';

describe(`the galleries API on ${database}`, () => {
  let app: TestApp;
  let site: GallerySite;
  let admin: string;
  const api = () => request(app.callback());

  /** A poster row with its stored file, as a generation leaves it. */
  async function storedPoster(userId: number, title: string, createdAt: string): Promise<{ id: number; key: string }> {
    const { storage, db } = app.kernel.cradle;
    const file = await storage.saveImage(await photoJpeg(200, 300, { seed: 3 }), 'posters', { types: ['image/jpeg'], maxBytes: 5_000_000, wrongTypeMessage: 'x', tooLargeMessage: 'y' }, { ownerId: userId });
    const [row] = await db('galleries_posters')
      .insert({
        userId,
        imageKey: file.key,
        origin: 'image-test',
        title,
        subtitle: 'A series',
        description: 'A story',
        cinematicAnalysis: 'Warm light',
        actualPrompt: 'prompt',
        modelUsed: 'local',
        generationTime: 10,
        status: 'completed',
        createdAt,
        updatedAt: createdAt,
      })
      .returning('id');
    return { id: Number((row as { id: number }).id), key: file.key };
  }

  beforeAll(async () => {
    site = await startGallerySite();
    app = await createTestApp({
      plugins: [intakePlugin, galleriesPlugin],
      config: { scrape: { allowPrivate: true }, flags: { overrides: { adminPanel: true, testingTools: false } } },
    });
    await app.kernel.cradle.accounts.createAdmin({ email: 'ops@tapin.example', name: 'Ops', password: 'secret-ops-1' });
    admin = (await api().post('/api/auth/login').send({ email: 'ops@tapin.example', password: 'secret-ops-1' })).body.token;
  });
  afterAll(async () => {
    await app?.close();
    await site?.close();
  });

  it('scrapes a website: finds its pictures, measures and ranks them (the hero photo above the logo), stores them and the site', async () => {
    const res = await api().post('/api/scrape-website-phased').set('Authorization', `Bearer ${admin}`).send({ url: site.url }).expect(201);
    const { site: scraped, images, businessInfo } = res.body.scrapedData;
    expect(businessInfo.name).toBe('Sunrise Roasters');
    expect(scraped).toMatchObject({ businessName: 'Sunrise Roasters', status: 'completed', url: site.url, metadata: { name: 'Sunrise Roasters' } });
    expect(scraped.processingTime).toBeGreaterThan(0);

    const bySource = (path: string) => images.find((i: { sourceUrl: string }) => i.sourceUrl === `${site.base}${path}`);
    // Found by every route a page has: og:image, JSON-LD, the hero's CSS, img, the largest of a srcset, icons.
    for (const path of ['/cafe/img/storefront.jpg', '/cafe/img/pastries.jpg', '/cafe/img/hero-espresso-bar.jpg', '/cafe/img/latte-1200.jpg', '/cafe/img/logo.png', '/cafe/favicon.png']) {
      expect(bySource(path), path).toBeDefined();
    }
    expect(bySource('/cafe/img/latte-400.jpg')).toBeUndefined();
    // What only claims to be a picture is not one.
    expect(bySource('/cafe/img/broken.jpg')).toBeUndefined();
    expect(scraped.imageCount).toBe(images.length);

    const hero = bySource('/cafe/img/hero-espresso-bar.jpg');
    const logo = bySource('/cafe/img/logo.png');
    expect(hero).toMatchObject({ kind: 'photo', width: 1600, height: 1067, format: 'jpeg' });
    expect(logo.kind).toBe('logo');
    expect(bySource('/cafe/favicon.png').kind).toBe('icon');
    expect(images[0].kind).toBe('photo');
    expect(images[0].isSelected).toBe(true);
    expect(images.indexOf(hero)).toBeLessThan(images.indexOf(logo));
    expect(hero.relevanceScore).toBeGreaterThan(logo.relevanceScore);
    expect(hero.qualityScore).toBeGreaterThan(logo.qualityScore);
    for (const image of images) {
      for (const score of [image.relevanceScore, image.qualityScore]) {
        expect(Number.isInteger(score)).toBe(true);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
      }
    }
    // Photos, then logos, then icons.
    const order = { photo: 0, logo: 1, icon: 2 } as Record<string, number>;
    expect(images.map((i: { kind: string }) => order[i.kind])).toEqual([...images.map((i: { kind: string }) => order[i.kind])].sort());

    // Rows hold keys; the files are ours, served from /uploads.
    const { db, storage } = app.kernel.cradle;
    const rows = await db('galleries_images').where({ siteId: scraped.id }).select('imageKey');
    expect(rows).toHaveLength(images.length);
    for (const { imageKey } of rows) expect(existsSync(storage.localPath(imageKey)!)).toBe(true);
    expect(hero.url).toMatch(/^\/uploads\/images\/[0-9a-f-]{36}\.jpg$/);

    const detail = await api().get(`/api/scraped-site/${scraped.id}`).set('Authorization', `Bearer ${admin}`).expect(200);
    expect(detail.body.site.id).toBe(scraped.id);
    expect(detail.body.images.map((i: { id: number }) => i.id)).toEqual(images.map((i: { id: number }) => i.id));
  });

  it('writes a series for the chosen candidate: S1E1–S1E3 with a free pilot, and the poster data from the image', async () => {
    const scraped = (await api().get('/api/scraped-sites-gallery').set('Authorization', `Bearer ${admin}`).expect(200)).body.find((s: { status: string }) => s.status === 'completed');
    const { images } = (await api().get(`/api/scraped-site/${scraped.id}`).set('Authorization', `Bearer ${admin}`).expect(200)).body;
    const hero = images[0];
    const businessInfo = { name: 'Sunrise Roasters', industry: 'Restaurant & Food Service', description: 'Small-batch coffee roaster', services: ['Espresso', 'Cold brew'], location: 'Tampa, FL' };
    const res = await api().post('/api/generate-promotional-content').set('Authorization', `Bearer ${admin}`).send({ businessInfo, selectedImage: { id: hero.id, url: hero.url } }).expect(201);
    const { episodes, posterData, series } = res.body;
    expect(episodes.map((e: { id: string }) => e.id)).toEqual(['S1E1', 'S1E2', 'S1E3']);
    expect(episodes.map((e: { tier: string }) => e.tier)).toEqual(['lead_magnet', 'core_product', 'upsell']);
    expect(episodes[0].price).toBe(0);
    expect(episodes[1].price).toBeGreaterThan(0);
    expect(episodes[2].price).toBeGreaterThan(episodes[1].price);
    expect(episodes.map((e: { description: string }) => e.description).join(' ')).toContain('espresso');
    expect(posterData.title).toContain('Sunrise Roasters');
    expect(['top', 'center', 'bottom']).toContain(posterData.textPlacement);
    expect(posterData.brandColors.length).toBeGreaterThan(0);
    for (const color of posterData.brandColors) expect(color).toMatch(/^#[0-9a-f]{6}$/);

    const saved = (await api().get(`/api/generated-series/${series.id}`).set('Authorization', `Bearer ${admin}`).expect(200)).body;
    expect(saved).toMatchObject({ title: posterData.title, site: { id: scraped.id }, image: { id: hero.id }, episodes });
    const [newest] = (await api().get('/api/generated-series-gallery').set('Authorization', `Bearer ${admin}`).expect(200)).body;
    expect(newest.id).toBe(series.id);

    const none = await api().post('/api/generate-promotional-content').set('Authorization', `Bearer ${admin}`).send({ businessInfo, selectedImage: {} }).expect(400);
    expect(none.body.message).toBe('Please select an image first');
  });

  /** A poster file checked as an image: 2:3 and not blank. */
  async function checkPoster(imageUrl: string) {
    const { storage } = app.kernel.cradle;
    const bytes = readFileSync(storage.localPath(storage.keyOf(imageUrl)!)!);
    const { width, height } = await sharp(bytes).metadata();
    expect(width! * 3).toBe(height! * 2);
    const { channels } = await sharp(bytes).stats();
    expect(Math.max(...channels.slice(0, 3).map((c) => c.stdev))).toBeGreaterThan(10);
  }

  it('renders a poster for each documented body, stores it and lists it', async () => {
    const scraped = (await api().get('/api/scraped-sites-gallery').set('Authorization', `Bearer ${admin}`).expect(200)).body.find((s: { status: string }) => s.status === 'completed');
    const { images } = (await api().get(`/api/scraped-site/${scraped.id}`).set('Authorization', `Bearer ${admin}`).expect(200)).body;
    const businessInfo = { name: 'Sunrise Roasters', industry: 'Restaurant & Food Service', description: 'Small-batch coffee roaster', services: ['Espresso'], location: 'Tampa, FL' };
    const photo = `data:image/jpeg;base64,${(await photoJpeg(600, 400, { seed: 5 })).toString('base64')}`;
    const bodies = {
      'scraping demo': { businessInfo, inputImageUrl: images[0].url },
      'testing hub': { businessUrl: site.url, sourceImage: photo, prompt: 'A moody espresso bar at dawn', businessName: 'Sunrise Roasters' },
      'image test': { prompt: 'Neon coffee cup over a rainy street', businessName: 'Sunrise Roasters', businessUrl: site.url, sourceImage: '', businessInfo },
    };
    for (const [origin, body] of Object.entries(bodies)) {
      const res = await api().post('/api/generate-netflix-poster').set('Authorization', `Bearer ${admin}`).send(body);
      expect(res.status, `${origin}: ${res.text}`).toBe(201);
      expect(res.body).toMatchObject({ status: 'completed', title: 'Sunrise Roasters', modelUsed: expect.any(String) });
      for (const field of ['subtitle', 'description', 'cinematicAnalysis', 'actualPrompt']) expect(res.body[field], `${origin} ${field}`).toEqual(expect.any(String));
      expect(res.body.cinematicAnalysis.length).toBeGreaterThan(20);
      expect(res.body.generationTime).toBeGreaterThan(0);
      await checkPoster(res.body.imageUrl);
    }
    const listed = (await api().get('/api/generated-posters-testing').set('Authorization', `Bearer ${admin}`).expect(200)).body;
    expect(listed.slice(0, 3).map((p: { prompt: string | null }) => p.prompt)).toEqual(['Neon coffee cup over a rainy street', 'A moody espresso bar at dawn', null]);
    expect(listed[2].site).toMatchObject({ id: scraped.id });

    const noSite = await api().post('/api/generate-netflix-poster').set('Authorization', `Bearer ${admin}`).send({ inputImageUrl: images[0].url }).expect(400);
    expect(noSite.body.message).toBe('Please scrape a website first');
    const noImage = await api().post('/api/generate-netflix-poster').set('Authorization', `Bearer ${admin}`).send({ businessInfo, inputImageUrl: '' }).expect(400);
    expect(noImage.body.message).toBe('Please select an image to transform into a Netflix-style poster');
    const noPrompt = await api().post('/api/generate-netflix-poster').set('Authorization', `Bearer ${admin}`).send({ prompt: '   ', businessName: 'Sunrise Roasters' }).expect(400);
    expect(noPrompt.body.message).toBe('Please enter a prompt to generate an image.');
    const notImage = await api().post('/api/generate-netflix-poster').set('Authorization', `Bearer ${admin}`).send({ prompt: 'x', sourceImage: `data:image/png;base64,${Buffer.from('not an image at all').toString('base64')}` });
    expect(notImage.status).toBe(415);
    const tooLarge = await api().post('/api/generate-netflix-poster').set('Authorization', `Bearer ${admin}`).send({ prompt: 'x', sourceImage: `data:image/png;base64,${Buffer.alloc(5 * 1024 * 1024 + 10).toString('base64')}` });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe('Please upload an image smaller than 5MB.');
  });

  it('stores a website that cannot be read as failed, and answers 400 naming the url', async () => {
    const res = await api().post('/api/scrape-website-phased').set('Authorization', `Bearer ${admin}`).send({ url: `${site.base}/nowhere/` }).expect(400);
    expect(res.body).toMatchObject({ field: 'url' });
    const [last] = (await api().get('/api/scraped-sites-gallery').set('Authorization', `Bearer ${admin}`).expect(200)).body;
    expect(last).toMatchObject({ url: `${site.base}/nowhere/`, status: 'failed', imageCount: 0 });
    const empty = await api().post('/api/scrape-website-phased').set('Authorization', `Bearer ${admin}`).send({ url: '  ' }).expect(400);
    expect(empty.body.message).toBe('Please enter a website URL');
  });

  it('lists posters newest first, 50 at most, and honours a smaller limit', async () => {
    const { db } = app.kernel.cradle;
    const adminId = Number((await db('users').where({ email: 'ops@tapin.example' }).first('id')).id);
    const start = Date.parse('2026-11-01T00:00:00.000Z');
    await db('galleries_posters').delete();
    for (let i = 0; i < 53; i++) {
      await db('galleries_posters').insert({
        userId: adminId,
        origin: 'image-test',
        title: `Poster ${i}`,
        subtitle: '',
        description: '',
        cinematicAnalysis: '',
        actualPrompt: '',
        modelUsed: 'local',
        generationTime: 1,
        status: 'completed',
        createdAt: new Date(start + i * 60_000).toISOString(),
        updatedAt: new Date(start + i * 60_000).toISOString(),
      });
    }
    const all = (await api().get('/api/generated-posters-gallery').set('Authorization', `Bearer ${admin}`).expect(200)).body;
    expect(all).toHaveLength(50);
    expect(all[0].title).toBe('Poster 52');
    expect(all[49].title).toBe('Poster 3');
    const many = await api().get('/api/generated-posters-gallery?limit=500').set('Authorization', `Bearer ${admin}`).expect(200);
    expect(many.body).toHaveLength(50);
    const few = await api().get('/api/generated-posters-gallery?limit=5').set('Authorization', `Bearer ${admin}`).expect(200);
    expect(few.body.map((p: { title: string }) => p.title)).toEqual(['Poster 52', 'Poster 51', 'Poster 50', 'Poster 49', 'Poster 48']);
    await api().get('/api/generated-posters-gallery?limit=0').set('Authorization', `Bearer ${admin}`).expect(400);
    await api().get('/api/generated-posters-gallery?limit=ten').set('Authorization', `Bearer ${admin}`).expect(400);
    await db('galleries_posters').delete();
  });

  it('counts 20 simultaneous downloads as 20', async () => {
    const { db } = app.kernel.cradle;
    const adminId = Number((await db('users').where({ email: 'ops@tapin.example' }).first('id')).id);
    const poster = await storedPoster(adminId, 'Downloaded', new Date().toISOString());
    const answers = await Promise.all(Array.from({ length: 20 }, () => api().post(`/api/poster-download/${poster.id}`).set('Authorization', `Bearer ${admin}`)));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((r) => r.body.downloadCount)).size).toBe(20);
    const detail = await api().get(`/api/generated-posters/${poster.id}`).set('Authorization', `Bearer ${admin}`).expect(200);
    expect(detail.body.downloadCount).toBe(20);
    await api().post('/api/poster-download/999999').set('Authorization', `Bearer ${admin}`).expect(404);
  });

  it('deletes a poster with its file', async () => {
    const { db, storage } = app.kernel.cradle;
    const adminId = Number((await db('users').where({ email: 'ops@tapin.example' }).first('id')).id);
    const poster = await storedPoster(adminId, 'Deleted', new Date().toISOString());
    expect(existsSync(storage.localPath(poster.key)!)).toBe(true);
    await api().delete(`/api/generated-posters/${poster.id}`).set('Authorization', `Bearer ${admin}`).expect(204);
    expect(existsSync(storage.localPath(poster.key)!)).toBe(false);
    expect(await db('stored_files').where({ key: poster.key }).first()).toBeUndefined();
    const again = await api().delete(`/api/generated-posters/${poster.id}`).set('Authorization', `Bearer ${admin}`).expect(404);
    expect(again.body.message).toBe('Poster not found in database');
  });

  it('lists the scraped sites and their console resource', async () => {
    const list = await api().get('/api/admin/scraped-sites').set('Authorization', `Bearer ${admin}`).expect(200);
    expect(list.headers['content-range']).toMatch(/^scraped-sites 0-\d+\/\d+$/);
    expect(list.body.length).toBeGreaterThanOrEqual(2);
    await api().get('/api/admin/generated-series').set('Authorization', `Bearer ${admin}`).expect(200);
    await api().get('/api/admin/generated-posters').set('Authorization', `Bearer ${admin}`).expect(200);
  });
});

describe(`a poster that cannot be made, on ${database}`, () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await createTestApp({
      plugins: [intakePlugin, galleriesPlugin],
      config: { flags: { overrides: { adminPanel: true } } },
      // A provider that fails as the image model does when it is down.
      override: (container) => container.register({ posterProvider: asValue({ modelUsed: 'gpt-image-1', render: () => Promise.reject(new Error('upstream 503 from the image model')) }) }),
    });
    await app.kernel.cradle.accounts.createAdmin({ email: 'ops@tapin.example', name: 'Ops', password: 'secret-ops-1' });
    admin = (await request(app.callback()).post('/api/auth/login').send({ email: 'ops@tapin.example', password: 'secret-ops-1' })).body.token;
  });
  afterAll(() => app?.close());

  it('is stored as failed with its error, and answered with the documented message', async () => {
    const res = await request(app.callback()).post('/api/generate-netflix-poster').set('Authorization', `Bearer ${admin}`).send({ prompt: 'A bakery at dawn', businessName: 'Crumb' });
    expect(res.status).toBe(500);
    expect(res.body.message).toBe('Failed to generate Netflix poster. Please try again.');
    const [poster] = (await request(app.callback()).get('/api/generated-posters-gallery').set('Authorization', `Bearer ${admin}`).expect(200)).body;
    expect(poster).toMatchObject({ id: res.body.posterId, status: 'failed', error: 'upstream 503 from the image model', imageUrl: null, modelUsed: 'gpt-image-1', prompt: 'A bakery at dawn' });
  });
});

describe(`posters and series with OpenAI configured, through the real SDK, on ${database}`, () => {
  let app: TestApp;
  let admin: string;
  let server: Awaited<ReturnType<typeof startOpenAiServer>>;
  const series = {
    title: 'Crumb: Rise and Shine',
    subtitle: 'Baked before dawn',
    description: 'The bakers of Crumb, from the first proof to the last loaf.',
    episodes: [
      { title: 'First Proof', description: 'A free croissant and a look at the ovens.', price: 12 },
      { title: 'The Bread Club', description: 'A loaf a week for a month.', price: 60 },
      { title: 'Baker for a Day', description: 'A morning at the bench with our head baker.', price: 240 },
    ],
  };

  beforeAll(async () => {
    const artwork = (await sharp(await photoJpeg(512, 768, { seed: 4 })).png().toBuffer()).toString('base64');
    server = await startOpenAiServer((req) => (req.path.startsWith('/v1/images') ? { raw: { created: 1, data: [{ b64_json: artwork }] } } : series));
    app = await createTestApp({
      plugins: [intakePlugin, galleriesPlugin],
      config: { ai: { openaiApiKey: 'sk-test-key', openaiBaseUrl: server.baseUrl }, flags: { overrides: { adminPanel: true } } },
    });
    await app.kernel.cradle.accounts.createAdmin({ email: 'ops@tapin.example', name: 'Ops', password: 'secret-ops-1' });
    admin = (await request(app.callback()).post('/api/auth/login').send({ email: 'ops@tapin.example', password: 'secret-ops-1' })).body.token;
  });
  afterAll(async () => {
    await app?.close();
    await server?.close();
  });

  it('edits the source image with the image model and keeps the written subtitle and story', async () => {
    const photo = `data:image/jpeg;base64,${(await photoJpeg(600, 400, { seed: 6 })).toString('base64')}`;
    const res = await request(app.callback())
      .post('/api/generate-netflix-poster')
      .set('Authorization', `Bearer ${admin}`)
      .send({ businessInfo: { name: 'Crumb', industry: 'Bakery' }, inputImageUrl: photo })
      .expect(201);
    expect(res.body).toMatchObject({ status: 'completed', modelUsed: 'gpt-image-1', title: 'Crumb', subtitle: 'Baked before dawn', description: series.description });
    expect(server.requests.map((r) => r.path)).toEqual(['/v1/chat/completions', '/v1/images/edits']);
  });

  it('writes the series with the text model, the pilot kept free', async () => {
    const photo = `data:image/jpeg;base64,${(await photoJpeg(600, 400, { seed: 7 })).toString('base64')}`;
    const res = await request(app.callback())
      .post('/api/generate-promotional-content')
      .set('Authorization', `Bearer ${admin}`)
      .send({ businessInfo: { name: 'Crumb', industry: 'Bakery' }, selectedImage: { url: photo } })
      .expect(201);
    expect(res.body.episodes).toEqual([
      { id: 'S1E1', title: 'First Proof', description: series.episodes[0]!.description, tier: 'lead_magnet', price: 0 },
      { id: 'S1E2', title: 'The Bread Club', description: series.episodes[1]!.description, tier: 'core_product', price: 60 },
      { id: 'S1E3', title: 'Baker for a Day', description: series.episodes[2]!.description, tier: 'upsell', price: 240 },
    ]);
    expect(res.body.posterData.title).toBe('Crumb: Rise and Shine');
  });
});
