import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestApp, type TestApp } from '@tapin/core/testing';
import type { ConfigOverrides } from '@tapin/config';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Each directive of a Content-Security-Policy, by name. */
function directives(policy: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

/** A built app folder: index.html and one hashed asset. */
function fakeApp(dir: string, title: string): string {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${title}</title><script type="module" src="/assets/app.js"></script>`);
  writeFileSync(path.join(dir, 'assets', 'app.js'), 'export {};');
  return dir;
}

async function appWith(config: ConfigOverrides = {}): Promise<TestApp> {
  const app = await createTestApp({ config });
  return app;
}

describe('security headers', () => {
  let app: TestApp;
  const http = () => request(app.callback());

  beforeAll(async () => {
    app = await appWith();
    // The apps' folders live in the test's data folder; point the server at real ones.
    const web = fakeApp(path.join(app.dataDir, 'no-web'), 'Owner app');
    const admin = fakeApp(path.join(app.dataDir, 'no-admin'), 'Console');
    expect([web, admin]).toEqual([app.config.paths.webDist, app.config.paths.adminDist]);
  });
  afterAll(() => app.close());

  describe('the apps (owner app at /, console at /console)', () => {
    it.each(['/', '/dashboard', '/console', '/console/users'])('%s carries the app policy: script only from our own files', async (page) => {
      const res = await http().get(page).set('Accept', 'text/html').expect(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      const csp = directives(res.headers['content-security-policy']);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['form-action']).toEqual(["'self'"]);
      expect(csp['connect-src']).toEqual(["'self'"]);
      expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });

    it('the owner app and the console share one policy', async () => {
      const owner = await http().get('/').set('Accept', 'text/html').expect(200);
      const console = await http().get('/console').set('Accept', 'text/html').expect(200);
      expect(owner.headers['content-security-policy']).toBe(console.headers['content-security-policy']);
      const asset = await http().get('/assets/app.js').expect(200);
      expect(asset.headers['content-security-policy']).toBe(owner.headers['content-security-policy']);
    });

    const pages = ['web/index.html', 'web/dist/index.html', 'web/auth.html', 'web/dist/auth.html', 'admin/index.html', 'admin/dist/index.html'].map((file) => path.join(root, file));
    it.each(pages)('%s has no inline script or style, so the policy needs no unsafe-inline for script', (file) => {
      if (!existsSync(file)) return; // each dist exists once `npm run build` ran (the e2e suite runs with it)
      const html = readFileSync(file, 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes, body] of scripts) {
        expect(attributes).toMatch(/\bsrc=/);
        expect(body!.trim()).toBe('');
      }
      expect(html).not.toMatch(/<style\b/i);
      expect(html).not.toMatch(/\sstyle=/i);
      expect(html).not.toMatch(/\son[a-z]+=/i);
    });
  });

  describe('API answers', () => {
    it('carry a policy that loads nothing and are never stored, errors included', async () => {
      for (const res of [
        await http().get('/api/flags').expect(200),
        await http().get('/api/beta').expect(200),
        await http().get('/api/user').expect(401),
        await http().get('/api/nothing-here').expect(404),
        await http().post('/api/auth/login').send({}).expect(400),
        await http().get('/healthz').expect(200),
      ]) {
        const csp = directives(res.headers['content-security-policy']);
        expect(csp['default-src']).toEqual(["'none'"]);
        expect(csp['frame-ancestors']).toEqual(["'none'"]);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
      }
    });

    it('every answer that carries a token says no-store', async () => {
      const registered = await http().post('/api/auth/register').send({ name: 'Ana', email: 'ana@headers.example', password: 'ana-secret' }).expect(201);
      expect(registered.body.token).toEqual(expect.any(String));
      expect(registered.headers['cache-control']).toBe('no-store');
      const signedIn = await http().post('/api/auth/login').send({ email: 'ana@headers.example', password: 'ana-secret' }).expect(200);
      expect(signedIn.body.token).toEqual(expect.any(String));
      expect(signedIn.headers['cache-control']).toBe('no-store');
      const token = signedIn.body.token as string;
      const changed = await http()
        .post('/api/auth/password')
        .set('Authorization', `Bearer ${token}`)
        .send({ currentPassword: 'ana-secret', newPassword: 'ana-secret-2' });
      expect(changed.status).toBeLessThan(300);
      expect(changed.headers['cache-control']).toBe('no-store');
      const me = await http().get('/api/user').set('Authorization', `Bearer ${token}`).expect(200);
      expect(me.headers['cache-control']).toBe('no-store');
      const link = await http().post('/api/auth/instant-link').send({ email: 'ana@headers.example' }).expect(202);
      expect(link.headers['cache-control']).toBe('no-store');
      const redeemed = await http().post('/api/auth/instant').send({ token: 'not-a-real-link-token' });
      expect(redeemed.status).toBeGreaterThanOrEqual(400);
      expect(redeemed.headers['cache-control']).toBe('no-store');
    });
  });

  describe('HSTS', () => {
    it('is not sent unless configured, not even over https', async () => {
      const res = await http().get('/api/flags').set('X-Forwarded-Proto', 'https').expect(200);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });

    it('once configured, is sent only for requests that came over TLS, as the trusted proxy says', async () => {
      const direct = await appWith({ server: { hstsMaxAgeSeconds: 31_536_000 } });
      const proxied = await appWith({ server: { hstsMaxAgeSeconds: 31_536_000 }, auth: { trustProxy: 1 } });
      try {
        const plain = await request(direct.callback()).get('/api/flags').expect(200);
        expect(plain.headers['strict-transport-security']).toBeUndefined();
        // Without TRUST_PROXY anyone could claim https: the header is not believed.
        const claimed = await request(direct.callback()).get('/api/flags').set('X-Forwarded-Proto', 'https').expect(200);
        expect(claimed.headers['strict-transport-security']).toBeUndefined();

        const viaProxy = await request(proxied.callback()).get('/api/flags').set('X-Forwarded-Proto', 'https').expect(200);
        expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000');
        const error = await request(proxied.callback()).get('/api/user').set('X-Forwarded-Proto', 'https').expect(401);
        expect(error.headers['strict-transport-security']).toBe('max-age=31536000');
        const plainViaProxy = await request(proxied.callback()).get('/api/flags').set('X-Forwarded-Proto', 'http').expect(200);
        expect(plainViaProxy.headers['strict-transport-security']).toBeUndefined();
      } finally {
        await direct.close();
        await proxied.close();
      }
    });

    it('is a setting with a checked range', async () => {
      await expect(appWith({ server: { hstsMaxAgeSeconds: -1 } })).rejects.toThrow(/HSTS_MAX_AGE_SECONDS/);
    });
  });
});
