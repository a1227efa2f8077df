import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/index.js';

describe('compressed JSON answers', () => {
  let app: TestApp;
  let flagsBytes: number;
  let flags: unknown;
  beforeAll(async () => {
    app = await createTestApp();
    const plain = await request(app.callback()).get('/api/flags').set('Accept-Encoding', 'identity').expect(200);
    flagsBytes = Number(plain.headers['content-length']);
    flags = plain.body;
  });
  afterAll(() => app.close());

  it('sends JSON at or above the threshold brotli- or gzip-compressed, as the client accepts', async () => {
    const small = await createTestApp({ config: { limits: { compressJsonBytes: flagsBytes } } });
    try {
      expect(flagsBytes).toBeGreaterThan(0);
      const br = await request(small.callback()).get('/api/flags').set('Accept-Encoding', 'gzip, br').expect(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(br.body).toEqual(flags);
      const gz = await request(small.callback()).get('/api/flags').set('Accept-Encoding', 'gzip').expect(200);
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.body).toEqual(flags);
    } finally {
      await small.close();
    }
  });

  it('leaves answers below the threshold, and clients that accept no encoding, alone', async () => {
    const below = await request(app.callback()).get('/healthz').set('Accept-Encoding', 'gzip, br').expect(200);
    expect(below.headers['content-encoding']).toBeUndefined();
    const none = await createTestApp({ config: { limits: { compressJsonBytes: 0 } } });
    try {
      const identity = await request(none.callback()).get('/api/flags').set('Accept-Encoding', 'identity').expect(200);
      expect(identity.headers['content-encoding']).toBeUndefined();
      const noHeader = await request(none.callback()).get('/api/flags').unset('Accept-Encoding').expect(200);
      expect(noHeader.headers['content-encoding']).toBeUndefined();
    } finally {
      await none.close();
    }
  });
});
