import { existsSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, JPEG_1PX, PNG_1PX, S3_TEST_CREDENTIALS, startS3Server, type TestApp } from '../testing/index.js';

/**
 * Uploads in an S3-compatible bucket (STORAGE_URL; here a real s3rver on 127.0.0.1) shared by two
 * processes, each with a data folder of its own, as on two machines (issue 29: a logo uploaded through
 * one was a 404 on the other). plugins/devtools/src/export-bucket.api.test.ts does the same for exports.
 */
describe('uploads in an S3-compatible bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let a: TestApp;
  let b: TestApp;
  let owner: string;

  beforeAll(async () => {
    s3 = await startS3Server();
    const storage = { url: s3.storageUrl('city'), ...S3_TEST_CREDENTIALS };
    // Serving a file needs no database row: each has a database of its own here.
    a = await createTestApp({ config: { storage } });
    b = await createTestApp({ config: { storage } });
    owner = (await request(a.callback()).post('/api/auth/register').send({ name: 'Pat Owner', email: 'pat@shop.com', password: 'secret1' }).expect(201)).body.token;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await s3?.close();
  });

  it('serves a logo uploaded through one process from the other, and deletes it from the bucket', async () => {
    const uploaded = await request(a.callback()).post('/api/settings/profile/logo').set('Authorization', `Bearer ${owner}`).attach('logo', PNG_1PX, 'logo.png').expect(200);
    const url: string = uploaded.body.logoUrl;
    const key = a.kernel.cradle.storage.keyOf(url)!;
    const stored = await a.kernel.cradle.objects.get(`uploads/${key}`);
    expect(stored).not.toBeNull();
    // Nothing in either data folder: the bucket holds it.
    expect(a.kernel.cradle.storage.localPath(key)).toBeNull();
    expect(existsSync(path.join(a.dataDir, 'uploads'))).toBe(false);

    for (const app of [a, b]) {
      const served = await request(app.callback()).get(url).expect(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toBe('public, max-age=2592000, immutable');
      expect(Buffer.compare(served.body as Buffer, stored!)).toBe(0);
      await request(app.callback()).get(url).set('If-Modified-Since', served.headers['last-modified']!).expect(304);
      await request(app.callback()).head(url).expect(200).expect('content-length', String(stored!.length));
    }
    // A key that is not a file of ours, or one that is not there.
    await request(b.callback()).get('/uploads/logos/../exports/x.json').expect(404);
    await request(b.callback()).get(url.replace(/[0-9a-f]{4}\.png$/, '0000.png')).expect(404);

    // Replaced, then removed: gone from the bucket, so from every process.
    const replaced = await request(a.callback()).post('/api/settings/profile/logo').set('Authorization', `Bearer ${owner}`).attach('logo', JPEG_1PX, 'logo.jpg').expect(200);
    expect(await a.kernel.cradle.objects.get(`uploads/${key}`)).toBeNull();
    await request(b.callback()).get(url).expect(404);
    await request(a.callback()).delete('/api/settings/profile/logo').set('Authorization', `Bearer ${owner}`).expect(200);
    await request(b.callback()).get(replaced.body.logoUrl).expect(404);
  });

  it('counts the bucket in the system health', async () => {
    const health = await b.kernel.cradle.systemHealth.read();
    expect(health.disk.uploads.files).toBe(0);
    await request(a.callback()).post('/api/settings/profile/logo').set('Authorization', `Bearer ${owner}`).attach('logo', PNG_1PX, 'logo.png').expect(200);
    expect((await b.kernel.cradle.systemHealth.read()).disk.uploads).toMatchObject({ files: 1, bytes: expect.any(Number) });
  });
});
