import { intakePlugin } from '@tapin/plugin-intake';
import type { AuditEvent } from '@tapin/core/contracts';
import { createTestApp, type TestApp } from '@tapin/core/testing';
import request from 'supertest';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleriesPlugin } from './index.js';
import { photoJpeg, startGallerySite, type GallerySite } from './testing/index.js';

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';

/**
 * What an exploratory test found in the poster routes (each case failed before its fix): a poster made
 * from a website alone, what a refused request costs, whose posters the testing tools show, the audit of
 * an admin's deletion, and the addresses and ids a request may name.
 */
describe(`poster requests, as a stranger and an attacker would send them, on ${database}`, () => {
  let app: TestApp;
  let site: GallerySite;
  const tokens: Record<'admin' | 'owner' | 'other', string> = { admin: '', owner: '', other: '' };
  const api = () => request(app.callback());
  const as = (who: keyof typeof tokens) => ({
    get: (path: string) => api().get(path).set('Authorization', `Bearer ${tokens[who]}`),
    post: (path: string, body?: object) => api().post(path).set('Authorization', `Bearer ${tokens[who]}`).send(body),
    delete: (path: string) => api().delete(path).set('Authorization', `Bearer ${tokens[who]}`),
  });
  const generations = async (who: keyof typeof tokens) => {
    const user = (await as(who).get('/api/user').expect(200)).body as { id: number };
    const row = await app.kernel.cradle.db('galleries_generations').where({ userId: user.id }).count({ n: '*' }).first();
    return Number(row?.n);
  };
  const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

  beforeAll(async () => {
    site = await startGallerySite();
    app = await createTestApp({
      plugins: [intakePlugin, galleriesPlugin],
      config: { scrape: { allowPrivate: true }, flags: { overrides: { adminPanel: true, testingTools: true } } },
    });
    await app.kernel.cradle.accounts.createAdmin({ email: 'ops@tapin.example', name: 'Ops', password: 'secret-ops-1' });
    tokens.admin = (await api().post('/api/auth/login').send({ email: 'ops@tapin.example', password: 'secret-ops-1' })).body.token;
    for (const who of ['owner', 'other'] as const) {
      tokens[who] = (await api().post('/api/auth/register').send({ name: who, email: `${who}@shop.example`, password: 'secret-pass-1' })).body.token;
    }
  });
  afterAll(async () => {
    await app?.close();
    await site?.close();
  });

  it("titles a poster made from a website alone with the business the scrape read there, and tells its story", async () => {
    const res = await as('admin').post('/api/generate-netflix-poster', { businessUrl: site.url }).expect(201);
    expect(res.body).toMatchObject({ status: 'completed', title: 'Sunrise Roasters', site: { businessName: 'Sunrise Roasters' } });
    expect(res.body.subtitle).not.toBe('An Original Series');
    expect(res.body.description.length).toBeGreaterThan(20);
  });

  it("fetches the custom test's business website with a prompt too: its picture, its name and its colours make the poster", async () => {
    const prompt = 'A neon coffee cup at midnight';
    const homeHits = site.hits.get('/cafe/') ?? 0;
    const withSite = (await as('admin').post('/api/generate-netflix-poster', { businessUrl: site.url, businessName: null, sourceImage: null, prompt }).expect(201)).body;
    expect(site.hits.get('/cafe/')).toBeGreaterThan(homeHits);
    expect(withSite).toMatchObject({ status: 'completed', title: 'Sunrise Roasters', prompt, site: { businessName: 'Sunrise Roasters' } });
    expect(withSite.sourceImage).toEqual(expect.stringMatching(/^\/uploads\/images\//));
    // Made from the site's photograph (measured), not drawn from the prompt alone.
    expect(withSite.cinematicAnalysis).not.toMatch(/^No photograph/);
    const promptOnly = (await as('admin').post('/api/generate-netflix-poster', { prompt }).expect(201)).body;
    const pixels = async (url: string) => (await sharp((await api().get(url).buffer(true).expect(200)).body as Buffer).removeAlpha().raw().toBuffer()) as Buffer;
    const [a, b] = await Promise.all([pixels(withSite.imageUrl), pixels(promptOnly.imageUrl)]);
    let sum = 0;
    for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
    expect(sum / a.length).toBeGreaterThan(15);
  });

  it("keeps the predefined tests' placeholder addresses (*.example) as they are, without fetching them", async () => {
    const body = { businessUrl: 'https://coffee-house.example', businessName: 'Seminole Heights Coffee House', sourceImage: null, prompt: 'A coffee house at dawn' };
    const res = await as('admin').post('/api/generate-netflix-poster', body).expect(201);
    expect(res.body).toMatchObject({ status: 'completed', title: 'Seminole Heights Coffee House', businessUrl: 'https://coffee-house.example/', sourceImage: null });
  });

  it('counts nothing for an image that does not decode, and answers without the decoder’s own words', async () => {
    const before = await generations('owner');
    const truncated = (await photoJpeg(300, 200, { seed: 2 })).subarray(0, 600);
    const pngHeaderOnly = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(400)]);
    for (const bytes of [truncated, pngHeaderOnly]) {
      const res = await as('owner').post('/api/generate-netflix-poster', { prompt: 'A sunrise over the bay', sourceImage: dataUrl(bytes, bytes === truncated ? 'image/jpeg' : 'image/png') }).expect(415);
      expect(Object.keys(res.body).sort()).toEqual(['message']);
    }
    expect(await generations('owner')).toBe(before);
  });

  it('refuses a site the caller may not see before anything is spent (404), and any id spelled other than in digits', async () => {
    const scraped = (await as('admin').post('/api/scrape-website-phased', { url: site.url }).expect(201)).body.scrapedData.site as { id: number };
    const before = await generations('owner');
    for (const siteId of [scraped.id, 999_999]) {
      const res = await as('owner').post('/api/generate-netflix-poster', { prompt: 'A sunrise over the bay', siteId }).expect(404);
      expect(res.body.message).toBe('Scraped site not found');
    }
    expect(await generations('owner')).toBe(before);

    const mine = (await as('owner').post('/api/generate-netflix-poster', { prompt: 'A sunrise over the bay' }).expect(201)).body as { id: number };
    await as('owner').get(`/api/generated-posters/${mine.id}`).expect(200);
    for (const spelling of [`0x${mine.id.toString(16)}`, `${mine.id}.0`, `+${mine.id}`, `0${mine.id}`, '1e3']) {
      await as('owner').get(`/api/generated-posters/${spelling}`).expect(404);
    }
  });

  it('checks the business website is a web address whether or not it is fetched, and names the field', async () => {
    for (const businessUrl of ['javascript:alert(1)', 'not a website']) {
      const res = await as('owner').post('/api/generate-netflix-poster', { prompt: 'A sunrise over the bay', businessUrl }).expect(400);
      expect(res.body).toMatchObject({ field: 'businessUrl', message: 'Enter a website address like example.com' });
    }
    const unreachable = await as('owner').post('/api/generate-netflix-poster', { businessUrl: `${site.base}/nowhere/` }).expect(400);
    expect(unreachable.body.field).toBe('businessUrl');
  });

  it('says an address that answers with a web page is not an image', async () => {
    const res = await as('owner').post('/api/generate-netflix-poster', { prompt: 'A sunrise over the bay', sourceImage: site.url }).expect(400);
    expect(res.body.message).toBe('That address is not an image (it returned text/html).');
  });

  it("shows the testing tools only the caller's own posters, an admin's too", async () => {
    const theirs = (await as('other').post('/api/generate-netflix-poster', { prompt: 'Their own poster' }).expect(201)).body as { id: number };
    const own = (await as('admin').post('/api/generate-netflix-poster', { prompt: 'The admin’s own poster' }).expect(201)).body as { id: number };
    const listed = (await as('admin').get('/api/generated-posters-testing').expect(200)).body as Array<{ id: number }>;
    expect(listed.map((p) => p.id)).toContain(own.id);
    expect(listed.map((p) => p.id)).not.toContain(theirs.id);
    // The persistent gallery (the admin's demo) still shows everyone's.
    expect(((await as('admin').get('/api/generated-posters-gallery').expect(200)).body as Array<{ id: number }>).map((p) => p.id)).toContain(theirs.id);
  });

  it("audits an admin's deletion of someone else's poster, and not a person's deletion of their own", async () => {
    const theirs = (await as('other').post('/api/generate-netflix-poster', { prompt: 'Deleted by the admin' }).expect(201)).body as { id: number };
    const own = (await as('admin').post('/api/generate-netflix-poster', { prompt: 'Deleted by its maker' }).expect(201)).body as { id: number };
    await as('admin').delete(`/api/generated-posters/${theirs.id}`).expect(204);
    await as('admin').delete(`/api/generated-posters/${own.id}`).expect(204);
    const audit = (await as('admin').get(`/api/admin/audit?filter=${encodeURIComponent(JSON.stringify({ action: 'generated_poster.deleted' }))}`).expect(200)).body as AuditEvent[];
    const subjects = audit.map((a) => Number(a.subjectId));
    expect(subjects).toContain(theirs.id);
    expect(subjects).not.toContain(own.id);
    expect(audit.find((a) => Number(a.subjectId) === theirs.id)?.details).toMatchObject({ title: 'Deleted By The Admin' });
  });
});
