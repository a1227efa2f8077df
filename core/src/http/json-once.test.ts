import Koa from 'koa';
import compress from 'koa-compress';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { serializeJsonOnce } from './json-once.js';

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
