import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tapin/core/testing';
import { startCorpus, type CorpusServer } from './testing/corpus/index.js';
import { intakePlugin } from './index.js';

/** The street address, the specific category and the card's contact person, from the intake into the profile. */
describe('the intake’s address, category and job title in the business profile', () => {
  let app: TestApp;
  let corpus: CorpusServer;
  let token: string;
  const api = (method: 'get' | 'post' | 'put', path: string) => request(app.callback())[method](path).set('Authorization', `Bearer ${token}`);

  beforeAll(async () => {
    corpus = await startCorpus();
    app = await createTestApp({ plugins: [intakePlugin], config: { scrape: { allowPrivate: true, timeoutMs: 3000, requestTimeoutMs: 1500 } } });
    token = (await request(app.callback()).post('/api/auth/register').send({ name: 'Derek Olsen', email: 'derek@x.com', password: 'secret1' })).body.token;
  });
  afterAll(async () => {
    await app.close();
    await corpus.close();
  });

  it('extracts them with their sources, and the business keeps them', async () => {
    const card = {
      extractedText: 'Bay Area Pro Plumbing\nDerek Olsen\nMaster Plumber',
      businessInfo: { name: 'Derek Olsen', title: 'Master Plumber', company: 'Bay Area Pro Plumbing', category: 'Plumber', industry: 'Home Services' },
    };
    const res = await api('post', '/api/businesses/extract').send({ websiteUrl: `${corpus.base}/plumb/`, businessCardData: card }).expect(200);
    expect(res.body).toMatchObject({
      industry: 'Home Services',
      category: 'Plumber',
      location: 'Tampa, FL',
      address: '4102 W Kennedy Blvd, Tampa, FL 33609',
      postalAddress: { street: '4102 W Kennedy Blvd', city: 'Tampa', region: 'FL', postalCode: '33609' },
      contactName: 'Derek Olsen',
      contactTitle: 'Master Plumber',
    });
    const { provenance } = res.body.extractedData;
    expect(provenance.address).toEqual({ source: 'website', url: `${corpus.base}/plumb/`, detail: 'JSON-LD Plumber address' });
    expect(provenance.category).toMatchObject({ source: 'card' });
    expect(provenance.contactTitle).toMatchObject({ source: 'card' });

    const { name, industry, category, location, address, postalAddress, contactName, contactTitle } = res.body;
    const created = await api('post', '/api/businesses').send({ name, industry, category, location, address, postalAddress, contactName, contactTitle }).expect(201);
    const id = created.body.business?.id ?? created.body.id;
    const read = await api('get', `/api/businesses/${id}`).expect(200);
    expect(read.body).toMatchObject({ category: 'Plumber', industry: 'Home Services', address: '4102 W Kennedy Blvd, Tampa, FL 33609', postalAddress, contactName: 'Derek Olsen', contactTitle: 'Master Plumber' });

    const moved = { street: '100 S Ashley Dr, Suite 600', city: 'Tampa', region: 'FL', postalCode: '33602' };
    const updated = await api('put', `/api/businesses/${id}`).send({ postalAddress: moved, address: '100 S Ashley Dr, Suite 600, Tampa, FL 33602' }).expect(200);
    expect((updated.body.business ?? updated.body).postalAddress).toEqual(moved);
    const cleared = await api('put', `/api/businesses/${id}`).send({ postalAddress: null }).expect(200);
    expect((cleared.body.business ?? cleared.body).postalAddress).toBeNull();
  });

  it('refuses an address that is not made of its parts, naming the field', async () => {
    const res = await api('post', '/api/businesses').send({ name: 'Odd Address Co', postalAddress: 'somewhere' }).expect(400);
    expect(res.body.message).toMatch(/postalAddress/);
    const extra = await api('post', '/api/businesses').send({ name: 'Odd Address Co', postalAddress: { street: '1 Main St', country: { nested: true } } }).expect(400);
    expect(extra.body.message).toMatch(/postalAddress/);
  });
});
