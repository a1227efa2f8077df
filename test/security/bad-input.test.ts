import { brotliCompressSync, gzipSync } from 'node:zlib';
import { requestRules } from '@tapin/config/rules';
import { createTestApp, PNG_1PX, type TestApp } from '@tapin/core/testing';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installedPlugins } from '@tapin/server';
import { allFlagsOn } from './support/route-table.js';

/**
 * Bad input the attack on issue 11 answered with 500s, each now a 4xx that says what is wrong, on
 * SQLite and PostgreSQL alike.
 */
describe('bad input is refused with a 4xx and a message', () => {
  let app: TestApp;
  let owner: string;
  let admin: string;
  let businessId: number;

  const post = (path: string, token = owner) => request(app.callback()).post(path).set('Authorization', `Bearer ${token}`);
  const put = (path: string, token = owner) => request(app.callback()).put(path).set('Authorization', `Bearer ${token}`);
  const list = (resource: string, query: Record<string, string>) =>
    request(app.callback()).get(`/api/admin/${resource}`).query(query).set('Authorization', `Bearer ${admin}`);
  const serverErrors = () => app.logs.filter((line) => line.level >= 50);

  beforeAll(async () => {
    app = await createTestApp({ plugins: installedPlugins, config: { flags: { overrides: allFlagsOn } } });
    owner = (await request(app.callback()).post('/api/auth/register').send({ name: 'Rosa', email: 'rosa@bad.example', password: 'rosa-secret' })).body.token;
    await app.kernel.cradle.accounts.createAdmin({ email: 'boss@bad.example', name: 'Boss', password: 'boss-secret' });
    admin = (await request(app.callback()).post('/api/auth/login').send({ email: 'boss@bad.example', password: 'boss-secret' })).body.token;
    businessId = (await post('/api/businesses').send({ name: 'Rosa Bakery', website: 'https://rosa.example' }).expect(201)).body.id;
  });
  afterAll(() => app.close());

  describe('Content-Encoding', () => {
    it.each(['gzip', 'deflate', 'br'])('a body that is not %s data though it says so is a 400', async (encoding) => {
      const res = await post('/api/businesses')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', encoding)
        .send('{"name":"Plain Bakery"}')
        .expect(400);
      expect(res.body).toEqual({ message: `The body is not valid ${encoding} data, as its Content-Encoding says`, field: 'body' });
    });

    it('an unknown encoding is a 415', async () => {
      const res = await post('/api/businesses').set('Content-Type', 'application/json').set('Content-Encoding', 'bogus').send('{}').expect(415);
      expect(res.body.message).toEqual(expect.any(String));
    });

    it('a body that really is compressed is read', async () => {
      // Through a real socket: supertest would serialise the compressed Buffer as JSON.
      const server = await app.listen(0, '127.0.0.1');
      try {
        const { port } = server.address() as { port: number };
        for (const [encoding, compress] of [['gzip', gzipSync], ['br', brotliCompressSync]] as const) {
          const res = await fetch(`http://127.0.0.1:${port}/api/businesses`, {
            method: 'POST',
            headers: { authorization: `Bearer ${owner}`, 'content-type': 'application/json', 'content-encoding': encoding },
            body: compress(JSON.stringify({ name: `${encoding} Bakery` })),
          });
          expect(res.status).toBe(201);
          expect(((await res.json()) as { name: string }).name).toBe(`${encoding} Bakery`);
        }
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    });

    it('an upload with any Content-Encoding is a 415', async () => {
      const res = await post('/api/settings/profile/logo')
        .set('Content-Encoding', 'gzip')
        .set('Content-Type', 'multipart/form-data; boundary=b')
        .send(Buffer.from('--b--\r\n'))
        .expect(415);
      expect(res.body).toEqual({ message: 'Uploads must not be sent with a Content-Encoding' });
    });
  });

  describe('multipart', () => {
    const part = (boundary: string, field: string, content: Buffer | string) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`),
        Buffer.isBuffer(content) ? content : Buffer.from(content),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);

    it('with no boundary is a 400', async () => {
      const res = await post('/api/settings/profile/logo').set('Content-Type', 'multipart/form-data').send(part('b', 'logo', PNG_1PX)).expect(400);
      expect(res.body).toEqual({ message: 'Malformed multipart body: the Content-Type has no boundary', field: 'body' });
    });

    it.each([
      ['a boundary the body does not use', 'nope', part('b', 'logo', PNG_1PX)],
      ['a body cut short', 'b', part('b', 'logo', PNG_1PX).subarray(0, 70)],
      ['a body with no closing boundary', 'b', Buffer.from('--b\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\n\r\nabc')],
    ])('with %s is a 400', async (_what, boundary, body) => {
      const res = await post('/api/settings/profile/logo').set('Content-Type', `multipart/form-data; boundary=${boundary}`).send(body).expect(400);
      expect(res.body).toEqual({ message: 'Malformed multipart body: it ends before its closing boundary', field: 'body' });
    });

    it.each([
      ['/api/settings/profile/logo', 'logo'],
      ['/api/businesses/analyze-card', 'card'],
    ])('a zero-byte file sent to %s is a 400 naming its field', async (path, field) => {
      const res = await post(path).set('Content-Type', 'multipart/form-data; boundary=b').send(part('b', field, '')).expect(400);
      expect(res.body).toEqual({ message: `${field}: the file is empty`, field });
    });
  });

  describe('JSON nesting', () => {
    it(`JSON nested deeper than ${requestRules.jsonMaxDepth} levels is a 400, however deep`, async () => {
      for (const depth of [requestRules.jsonMaxDepth + 1, 10_000, 100_000]) {
        const deep = `{"name":"Deep","extra":${'['.repeat(depth)}${']'.repeat(depth)}}`;
        const res = await post('/api/businesses').set('Content-Type', 'application/json').send(deep).expect(400);
        expect(res.body).toEqual({ message: `The body is nested too deeply (at most ${requestRules.jsonMaxDepth} levels)`, field: 'body' });
      }
    });

    it('a body within the depth is read', async () => {
      const extract = { name: 'Shallow Bakery', extractedData: { a: { b: { c: [1, 2, { d: 'e' }] } } } };
      await post('/api/businesses').send(extract).expect(201);
    });
  });

  describe('NUL characters', () => {
    it('text with a NUL character is a 400 naming the field, on either database', async () => {
      const created = await post('/api/businesses').send({ name: 'Nul\u0000Bakery' }).expect(400);
      expect(created.body).toMatchObject({ message: 'name must not contain NUL characters', field: 'name' });
      const updated = await put(`/api/businesses/${businessId}`).send({ description: 'Fresh\u0000bread' }).expect(400);
      expect(updated.body).toMatchObject({ message: 'description must not contain NUL characters', field: 'description' });
      const nested = await post('/api/businesses').send({ name: 'Nested Bakery', services: ['Bread', 'Ca\u0000kes'] }).expect(400);
      expect(nested.body).toMatchObject({ message: 'services.1 must not contain NUL characters', field: 'services.1' });
    });

    it('in a query, too, and in the admin list filter', async () => {
      const search = await request(app.callback()).get('/api/businesses/directory').query({ q: 'bread\u0000' }).set('Authorization', `Bearer ${owner}`).expect(400);
      expect(search.body).toMatchObject({ message: 'q must not contain NUL characters', field: 'q' });
      const filtered = await list('businesses', { filter: JSON.stringify({ q: 'ro\u0000sa' }) }).expect(400);
      expect(filtered.body).toMatchObject({ message: 'filter.q must not contain NUL characters', field: 'filter.q' });
    });
  });

  describe('the admin list dialect', () => {
    it.each(['constructor', 'hasOwnProperty', '__proto__', 'toString', 'valueOf'])('sort by "%s" is an unknown field', async (name) => {
      const res = await list('users', { sort: JSON.stringify([name, 'ASC']) }).expect(400);
      expect(res.body).toEqual({ message: `sort: unknown field "${name}"`, field: 'sort' });
    });

    it.each(['constructor', 'hasOwnProperty', 'toString', 'valueOf'])('filter by "%s" is an unknown field', async (name) => {
      const res = await list('businesses', { filter: `{"${name}":"1"}` }).expect(400);
      expect(res.body).toEqual({ message: `filter: unknown field "${name}"`, field: 'filter' });
    });

    it.each([
      ['sort', '["name","ASC"'],
      ['range', '[0,'],
      ['filter', '{"q":'],
    ])('malformed JSON in %s is a 400 naming it', async (param, value) => {
      const res = await list('users', { [param]: value }).expect(400);
      expect(res.body).toMatchObject({ message: `${param} must be JSON`, field: param });
    });
  });

  describe('dates', () => {
    it('year 0000, which JavaScript accepts and PostgreSQL cannot store, is not a real date', async () => {
      const complete = {
        name: 'Rosa Dates',
        description: 'Dates and figs.',
        website: 'https://rosa-dates.example',
        industry: 'Restaurant & Food Service',
        location: 'Tampa, FL',
        contactEmail: 'hi@rosa-dates.example',
        contactPhone: '(813) 555-0199',
        valueProposition: 'Sweet',
        services: ['Dates'],
        brandColors: ['#112233'],
      };
      const id = (await post('/api/businesses').send(complete).expect(201)).body.id as number;
      await post(`/api/businesses/${id}/publish`).expect(200);
      await post(`/api/businesses/${id}/enable-promotions`).expect(200);
      const campaign = { name: 'Spring', status: 'draft', startDate: '2030-03-01', endDate: '2030-04-01' };
      const created = await post(`/api/businesses/${id}/campaigns`).send(campaign).expect(201);
      for (const [field, label] of [['startDate', 'Start date'], ['endDate', 'End date']] as const) {
        const updated = await put(`/api/campaigns/${created.body.id}`).send({ [field]: '0000-01-01' }).expect(400);
        expect(updated.body).toMatchObject({ message: `${label} must be a real date`, field });
      }
      const fresh = await post(`/api/businesses/${id}/campaigns`).send({ ...campaign, startDate: '0000-01-01' }).expect(400);
      expect(fresh.body).toMatchObject({ message: 'Start date must be a real date', field: 'startDate' });
    });
  });

  it('none of it reached the error log', () => {
    expect(serverErrors()).toEqual([]);
  });
});
