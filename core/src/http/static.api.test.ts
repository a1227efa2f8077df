import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/index.js';

function writeApp(root: string, title: string) {
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), `<!doctype html><title>${title}</title>`);
  writeFileSync(path.join(root, 'assets', 'app-1a2b3c.js'), `console.log(${JSON.stringify(title)})`);
  writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The build's compressed twins (scripts/build-spa.mjs), marked so the test can tell which was sent.
  const script = `console.log(${JSON.stringify(title)})`;
  writeFileSync(path.join(root, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(`${script} // br`));
  writeFileSync(path.join(root, 'assets', 'app-1a2b3c.js.gz'), gzipSync(`${script} // gz`));
  writeFileSync(path.join(root, 'index.html.br'), brotliCompressSync(`<!doctype html><title>${title}</title><!-- br -->`));
}

describe('serving the built web app and admin console', () => {
  let app: TestApp;
  const http = () => request(app.callback());

  beforeAll(async () => {
    app = await createTestApp();
    // The folders the config points at are empty until "built": they are written after start.
    writeApp(app.config.paths.webDist, 'TAPin');
    writeApp(app.config.paths.adminDist, 'TAPin Console');
  });
  afterAll(() => app.close());

  it('serves the web app at / and falls back to index.html for client routes', async () => {
    const home = await http().get('/').set('Accept', 'text/html').expect(200);
    expect(home.text).toContain('<title>TAPin</title>');
    expect(home.headers['cache-control']).toBe('no-cache');
    const deep = await http().get('/businesses/12').query({ tab: 'details' }).set('Accept', 'text/html').expect(200);
    expect(deep.text).toContain('<title>TAPin</title>');
  });

  it('serves hashed assets with a long cache and other files as they are', async () => {
    const asset = await http().get('/assets/app-1a2b3c.js').expect(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.text).toContain('console.log("TAPin")');
    await http().get('/favicon.svg').expect(200);
    await http().get('/assets/missing-123.js').expect(404);
  });

  it('sends the build-time brotli or gzip twin by content negotiation, saying it varies', async () => {
    const br = await http().get('/assets/app-1a2b3c.js').set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('max-age=31536000,immutable');
    expect(br.text).toContain('// br');

    const gz = await http().get('/assets/app-1a2b3c.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toContain('// gz');

    const plain = await http().get('/assets/app-1a2b3c.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(plain.text).toBe('console.log("TAPin")');

    const page = await http().get('/directory').set('Accept', 'text/html').set('Accept-Encoding', 'br').expect(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.text).toContain('<!-- br -->');
  });

  it('never hands out a compressed twin by its own name', async () => {
    await http().get('/assets/app-1a2b3c.js.br').expect(404);
    await http().get('/index.html.br').expect(404);
  });

  it('revalidates index.html: no-cache with a validator, and a 304 without a body when unchanged', async () => {
    const first = await http().get('/auth').set('Accept', 'text/html').set('Accept-Encoding', 'identity').expect(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['etag']).toBeTruthy();
    expect(first.headers['last-modified']).toBeTruthy();
    const again = await http().get('/dashboard').set('Accept', 'text/html').set('Accept-Encoding', 'identity').set('If-None-Match', first.headers['etag']!).expect(304);
    expect(again.text).toBe('');
    // The brotli variant is another representation: its validator differs.
    const br = await http().get('/auth').set('Accept', 'text/html').set('Accept-Encoding', 'br').expect(200);
    expect(br.headers['etag']).not.toBe(first.headers['etag']);
    const direct = await http().get('/index.html').set('Accept', 'text/html').expect(200);
    expect(direct.headers['cache-control']).toBe('no-cache');
  });

  it("sends the sign-in screen's own page for / and /auth once the build holds it, and index.html elsewhere", async () => {
    const signIn = path.join(app.config.paths.webDist, 'auth.html');
    writeFileSync(signIn, '<!doctype html><title>TAPin sign-in</title>');
    try {
      for (const address of ['/', '/auth']) {
        const page = await http().get(address).set('Accept', 'text/html').set('Accept-Encoding', 'identity').expect(200);
        expect(page.text).toContain('<title>TAPin sign-in</title>');
        expect(page.headers['cache-control']).toBe('no-cache');
      }
      for (const address of ['/auth/instant', '/auth/', '/dashboard', '/directory']) {
        const page = await http().get(address).set('Accept', 'text/html').set('Accept-Encoding', 'identity').expect(200);
        expect(page.text, address).toContain('<title>TAPin</title>');
      }
      // The console has no such page: its sign-in is inside its own app.
      const console = await http().get('/console/auth').set('Accept', 'text/html').expect(200);
      expect(console.text).toContain('<title>TAPin Console</title>');
    } finally {
      rmSync(signIn);
    }
    // Without it (an older build), every address gets index.html.
    const home = await http().get('/auth').set('Accept', 'text/html').set('Accept-Encoding', 'identity').expect(200);
    expect(home.text).toContain('<title>TAPin</title>');
  });

  it('serves the admin console under /console with its own fallback', async () => {
    const console = await http().get('/console').set('Accept', 'text/html').expect(200);
    expect(console.text).toContain('<title>TAPin Console</title>');
    const deep = await http().get('/console/users/3/show').set('Accept', 'text/html').expect(200);
    expect(deep.text).toContain('<title>TAPin Console</title>');
    const asset = await http().get('/console/assets/app-1a2b3c.js').expect(200);
    expect(asset.text).toContain('TAPin Console');
  });

  it("keeps the console's own caching: its page revalidated on every visit, its hashed assets immutable", async () => {
    const page = await http().get('/console/waitlist').set('Accept', 'text/html').set('Accept-Encoding', 'identity').expect(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    await http().get('/console/waitlist').set('Accept', 'text/html').set('Accept-Encoding', 'identity').set('If-None-Match', page.headers['etag']!).expect(304);
    const asset = await http().get('/console/assets/app-1a2b3c.js').set('Accept-Encoding', 'br').expect(200);
    expect(asset.headers['cache-control']).toBe('max-age=31536000,immutable');
    expect(asset.headers['content-encoding']).toBe('br');
    // A console asset that is not there is a 404, never the console's page.
    await http().get('/console/assets/missing-123.js').expect(404);
  });

  it('never answers an API path with HTML', async () => {
    const res = await http().get('/api/unknown/thing').set('Accept', 'text/html').expect(404);
    expect(res.type).toBe('application/json');
  });

  it('does not let a path escape the build folder', async () => {
    await http().get('/..%2f..%2fetc%2fpasswd').set('Accept', 'application/json').expect(404);
    const res = await http().get('/assets/..%2f..%2f..%2fetc%2fpasswd').expect(404);
    expect(res.text).not.toContain('root:');
  });
});

describe('without a build', () => {
  it('answers 404 JSON for pages', async () => {
    const app = await createTestApp();
    try {
      const res = await request(app.callback()).get('/').set('Accept', 'text/html').expect(404);
      expect(res.body).toEqual({ message: 'Not found' });
    } finally {
      await app.close();
    }
  });
});
