import Koa from 'koa';
import compress from 'koa-compress';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { reusableAnswer, serializeJsonOnce } from './json-once.js';

/** The middleware order of the app (core/src/app.ts): compression outside, the route's answer inside. */
function appAnswering(body: () => object) {
  const koa = new Koa();
  koa.use(compress({ threshold: 16, filter: (type) => /^application\/json\b/.test(type), defaultEncoding: 'identity' }));
  koa.use(serializeJsonOnce());
  koa.use((ctx) => {
    ctx.body = body();
  });
  return koa.callback();
}

describe('JSON answers under compression', () => {
  it('serialise each body once, whether it goes out compressed or not', async () => {
    let serialised = 0;
    const page = () => ({ items: Array.from({ length: 50 }, (_, i) => ({ id: i, name: `Business ${i}` })), toJSON() { serialised++; return { items: this.items }; } });
    const app = appAnswering(page);

    const plain = await request(app).get('/').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.type).toBe('application/json');
    expect(plain.body.items).toHaveLength(50);
    expect(serialised).toBe(1);

    const br = await request(app).get('/').set('Accept-Encoding', 'br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.items).toHaveLength(50);
    expect(serialised).toBe(2);
  });

  it('leaves strings, buffers and empty answers as they are', async () => {
    const koa = new Koa();
    koa.use(serializeJsonOnce());
    koa.use((ctx) => {
      if (ctx.path === '/text') ctx.body = 'plain words';
      else if (ctx.path === '/bytes') ctx.body = Buffer.from('bytes');
      else ctx.status = 204;
    });
    const app = koa.callback();
    expect((await request(app).get('/text').expect(200)).text).toBe('plain words');
    expect((await request(app).get('/bytes').expect(200)).headers['content-type']).toBe('application/octet-stream');
    await request(app).get('/none').expect(204);
  });
});

describe('a reusable answer', () => {
  it('is serialised on its first answer only, and so are its direct properties', async () => {
    let serialised = 0;
    const item = (id: number) => ({ id, toJSON: () => (serialised++, { id }) });
    const page = reusableAnswer({ items: [item(1), item(2)], total: 2 });
    const koa = new Koa();
    koa.use(serializeJsonOnce());
    koa.use((ctx) => {
      ctx.body = ctx.path === '/items' ? page.items : page;
    });
    const app = koa.callback();
    for (let i = 0; i < 3; i++) expect((await request(app).get('/').expect(200)).body).toEqual({ items: [{ id: 1 }, { id: 2 }], total: 2 });
    expect(serialised).toBe(2);
    for (let i = 0; i < 3; i++) expect((await request(app).get('/items').expect(200)).body).toEqual([{ id: 1 }, { id: 2 }]);
    expect(serialised).toBe(4);
  });

  it('cannot be changed by one request for the next, at any depth', () => {
    const page = reusableAnswer({ items: [{ name: 'Cafe Sol', tags: ['coffee'] }] });
    expect(() => page.items.push({ name: 'Intruder', tags: [] })).toThrow(TypeError);
    expect(() => {
      page.items[0]!.tags[0] = 'changed';
    }).toThrow(TypeError);
    expect(page.items[0]!.tags).toEqual(['coffee']);
  });

  it('leaves an answer that was not marked to be serialised afresh each time', async () => {
    const list = [{ n: 1 }];
    const koa = new Koa();
    koa.use(serializeJsonOnce());
    koa.use((ctx) => {
      ctx.body = list;
    });
    const app = koa.callback();
    expect((await request(app).get('/').expect(200)).body).toEqual([{ n: 1 }]);
    list[0]!.n = 2;
    expect((await request(app).get('/').expect(200)).body).toEqual([{ n: 2 }]);
  });
});

describe('a reusable answer under compression', () => {
  const compression = { threshold: 16, brotliQuality: 1, gzipLevel: 1 };
  function app(body: object) {
    const koa = new Koa();
    koa.use(compress({ threshold: compression.threshold, filter: (type) => /^application\/json\b/.test(type), defaultEncoding: 'identity' }));
    koa.use(serializeJsonOnce(compression));
    koa.use((ctx) => {
      ctx.body = body;
    });
    return koa.callback();
  }

  it('goes out in the encoding the client takes, serialised once for every encoding and request', async () => {
    let serialised = 0;
    const items = Array.from({ length: 40 }, (_, id) => ({ id, name: `Business ${id}`, toJSON: () => (serialised++, { id, name: `Business ${id}` }) }));
    const expected = items.map(({ id, name }) => ({ id, name }));
    const page = reusableAnswer({ items });
    const serve = app(page);
    for (const encoding of ['br', 'gzip', 'identity', 'br', 'gzip']) {
      const res = await request(serve).get('/').set('Accept-Encoding', encoding).expect(200);
      expect(res.type).toBe('application/json');
      expect(res.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(res.headers.vary).toMatch(/Accept-Encoding/);
      expect(res.body).toEqual({ items: expected });
    }
    expect(serialised).toBe(40);
  });

  it('is sent as it is when it is smaller than the threshold', async () => {
    const res = await request(app(reusableAnswer({ ok: 1 }))).get('/').set('Accept-Encoding', 'br').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toEqual({ ok: 1 });
  });
});
