import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/index.js';

function writeApp(root: string, title: string) {
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), `<!doctype html><title>${title}</title>`);
  writeFileSync(path.join(root, 'assets', 'app-1a2b3c.js'), `console.log(${JSON.stringify(title)})`);
  writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
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

  it('serves the admin console under /console with its own fallback', async () => {
    const console = await http().get('/console').set('Accept', 'text/html').expect(200);
    expect(console.text).toContain('<title>TAPin Console</title>');
    const deep = await http().get('/console/users/3/show').set('Accept', 'text/html').expect(200);
    expect(deep.text).toContain('<title>TAPin Console</title>');
    const asset = await http().get('/console/assets/app-1a2b3c.js').expect(200);
    expect(asset.text).toContain('TAPin Console');
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
