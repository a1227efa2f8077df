import { existsSync } from 'node:fs';
import { intakePlugin } from '@tapin/plugin-intake';
import { createTestApp, PNG_1PX, type TestApp } from '@tapin/core/testing';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleriesPlugin } from './index.js';
import { startGallerySite, type GallerySite } from './testing/index.js';

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';
const tables = ['galleries_sites', 'galleries_images', 'galleries_series', 'galleries_episodes', 'galleries_posters'];

/**
 * Clear-all removes business data, galleries included (docs/decisions.md, "Developer mode and the audit
 * trail"): the galleries are a business data part of scope `all`, in the snapshot of every business
 * only, removed with their files and put back by a restore.
 */
describe(`the galleries in clear-all and restore, on ${database}`, () => {
  let app: TestApp;
  let site: GallerySite;
  let admin: string;
  const api = () => request(app.callback());
  const counts = async () => {
    const { db } = app.kernel.cradle;
    return Object.fromEntries(await Promise.all(tables.map(async (t) => [t, Number((await db(t).count({ n: '*' }).first())?.n)])));
  };
  const rows = async () => {
    const { db } = app.kernel.cradle;
    return Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await db(t).orderBy('id')])));
  };

  beforeAll(async () => {
    site = await startGallerySite();
    app = await createTestApp({ plugins: [intakePlugin, galleriesPlugin], config: { scrape: { allowPrivate: true }, flags: { overrides: { adminPanel: true } } } });
    await app.kernel.cradle.accounts.createAdmin({ email: 'ops@tapin.example', name: 'Ops', password: 'secret-ops-1' });
    admin = (await api().post('/api/auth/login').send({ email: 'ops@tapin.example', password: 'secret-ops-1' })).body.token;
    const scraped = (await api().post('/api/scrape-website-phased').set('Authorization', `Bearer ${admin}`).send({ url: site.url }).expect(201)).body.scrapedData;
    await api()
      .post('/api/generate-promotional-content')
      .set('Authorization', `Bearer ${admin}`)
      .send({ businessInfo: { name: 'Sunrise Roasters', industry: 'Coffee' }, selectedImage: { url: `data:image/png;base64,${PNG_1PX.toString('base64')}` } })
      .expect(201);
    await api().post('/api/generate-netflix-poster').set('Authorization', `Bearer ${admin}`).send({ businessInfo: scraped.businessInfo, inputImageUrl: scraped.images[0].url, siteId: scraped.site.id }).expect(201);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await site?.close();
  });

  it('leaves the galleries out of one business’s snapshot, and takes them with everything, files and all, and back', async () => {
    const { businessArchive, storage } = app.kernel.cradle;
    expect(Object.keys((await businessArchive.snapshot([1])).parts)).not.toContain('galleries');

    const before = await counts();
    for (const table of ['galleries_sites', 'galleries_images', 'galleries_series', 'galleries_episodes', 'galleries_posters']) expect(before[table], table).toBeGreaterThan(0);
    const everything = await rows();
    const snapshot = await businessArchive.snapshot();
    expect(businessArchive.counts(snapshot)).toMatchObject(before);
    const files = (await app.kernel.cradle.db('storedFiles').pluck('key')) as string[];
    expect(snapshot.files.length).toBeGreaterThan(0);
    expect(snapshot.files.every((key) => files.includes(key))).toBe(true);

    await businessArchive.remove(snapshot);
    expect(Object.values(await counts()).every((n) => n === 0)).toBe(true);
    for (const key of snapshot.files) expect(existsSync(storage.localPath(key)!), key).toBe(false);
    expect((await api().get('/api/generated-posters-gallery').set('Authorization', `Bearer ${admin}`).expect(200)).body).toEqual([]);

    // What developer mode's export keeps: the files' bytes are put back before the rows.
    for (const key of snapshot.files) await storage.write(key, PNG_1PX);
    await businessArchive.restore(snapshot);
    expect(await rows()).toEqual(everything);
    expect(await app.kernel.cradle.db('storedFiles').whereIn('key', snapshot.files).count({ n: '*' }).first().then((r) => Number(r?.n))).toBe(snapshot.files.length);
  });
});
