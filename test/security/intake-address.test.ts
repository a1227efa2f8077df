import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tapin/core/testing';
import { intakePlugin } from '@tapin/plugin-intake';
import { startCorpus, type CorpusServer } from '@tapin/plugin-intake/testing';

/**
 * Issue 18: the intake's new profile fields and kept logos (docs/decisions.md#intake). A logo the intake
 * stores is its extractor's own file, and the structured address is checked like every other field.
 */
describe('intake addresses and kept logos', () => {
  let app: TestApp;
  let corpus: CorpusServer;
  const tokens: Record<string, string> = {};
  const as = (who: string, method: 'post' | 'put', path: string) => request(app.callback())[method](path).set('Authorization', `Bearer ${tokens[who]}`);

  beforeAll(async () => {
    corpus = await startCorpus();
    app = await createTestApp({ plugins: [intakePlugin], config: { scrape: { allowPrivate: true, timeoutMs: 10_000, requestTimeoutMs: 1500 } } });
    for (const who of ['alice', 'mallory']) {
      tokens[who] = (await request(app.callback()).post('/api/auth/register').send({ name: who, email: `${who}@x.com`, password: 'secret-1' })).body.token;
    }
  });
  afterAll(async () => {
    await app.close();
    await corpus.close();
  });

  it('keeps a website’s logo as the extractor’s file: another owner cannot put it on their business', async () => {
    const extracted = await as('alice', 'post', '/api/businesses/extract').send({ websiteUrl: `${corpus.base}/auto/` }).expect(200);
    const logoUrl: string = extracted.body.logoUrl;
    expect(logoUrl).toMatch(/^\/uploads\/logos\//);
    const created = await as('mallory', 'post', '/api/businesses').send({ name: 'Mallory Motors', logoUrl }).expect(400);
    expect(created.body.message).toBe('Logo must be an image you uploaded');
    const own = await as('mallory', 'post', '/api/businesses').send({ name: 'Mallory Motors' }).expect(201);
    await as('mallory', 'put', `/api/businesses/${own.body.id}`).send({ logoUrl }).expect(400);
    await as('alice', 'post', '/api/businesses').send({ name: 'Gulf Coast Auto Care', logoUrl }).expect(201);
  });

  it.each([
    ['text', 'Tampa'],
    ['a list', ['1 Main St']],
    ['an unknown part', { street: '1 Main St', country: 'US' }],
    ['a part that is not text', { street: { $gt: '' } }],
    ['an overlong street', { street: 'x'.repeat(201) }],
  ])('refuses a postalAddress made of %s with a 400 that names it, never a 500', async (_label, postalAddress) => {
    const created = await as('alice', 'post', '/api/businesses').send({ name: 'Odd Address Co', postalAddress });
    expect(created.status).toBe(400);
    expect(created.body.message).toMatch(/postalAddress|Street/);
  });
});
