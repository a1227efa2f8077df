import request from 'supertest';
import { createTestApp, S3_TEST_CREDENTIALS, startS3Server, type TestApp } from '@tapin/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devtoolsPlugin } from './index.js';

/**
 * Developer-mode exports in an S3-compatible bucket (a real s3rver on 127.0.0.1) shared by two processes
 * with data folders of their own (issue 29: an export made on one was neither listed nor downloadable on
 * the other).
 */
describe('exports in an S3-compatible bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let a: TestApp;
  let b: TestApp;
  let admin: string;

  beforeAll(async () => {
    s3 = await startS3Server();
    const storage = { url: s3.storageUrl('city'), ...S3_TEST_CREDENTIALS };
    a = await createTestApp({ plugins: [devtoolsPlugin], config: { storage } });
    b = await createTestApp({ plugins: [devtoolsPlugin], config: { storage } });
    b.kernel.cradle.flags.override('developerMode', true);
    await b.kernel.cradle.accounts.createAdmin({ email: 'boss@tapin.example', name: 'Boss', password: 'boss-secret' });
    admin = (await request(b.callback()).post('/api/auth/login').send({ email: 'boss@tapin.example', password: 'boss-secret' })).body.token;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await s3?.close();
  });

  it('lists and downloads through one process an export written by the other', async () => {
    const name = await a.kernel.cradle.developerExports.write({ businesses: [], parts: {}, files: [], counts: { businesses: 0 }, fileData: [] });
    const listed = await request(b.callback()).get('/api/developer/exports').set('Authorization', `Bearer ${admin}`).expect(200);
    expect(listed.body).toContainEqual(expect.objectContaining({ name, size: expect.any(Number) }));
    const downloaded = await request(b.callback()).get(`/api/developer/exports/${name}`).set('Authorization', `Bearer ${admin}`).expect(200);
    expect(downloaded.headers['content-disposition']).toContain(name);
    expect(JSON.parse(downloaded.text)).toMatchObject({ format: 'tapin-export', version: 1, counts: { businesses: 0 } });
    expect(b.kernel.cradle.developerExports.locationOf(name)).toBe(`s3://${s3.bucket}/city/exports/${name}`);
  });

});
