import { existsSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestApp, type TestApp } from '@tapin/core/testing';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The apps' source maps hold their whole sources: the build keeps them (web/ and admin/ vite configs,
 * `sourcemap: 'hidden'`) but no file names them and the server never sends one (core/src/http/static.ts).
 * The second part reads the real builds: run `npm run build` (or build:web and build:admin) first, as CI
 * does before this suite.
 */

const root = fileURLToPath(new URL('../../', import.meta.url));
const builds = [
  { dist: path.join(root, 'web', 'dist'), prefix: '', name: 'web' },
  { dist: path.join(root, 'admin', 'dist'), prefix: '/console', name: 'admin' },
] as const;

/** Every file under `dir`, as paths relative to it with forward slashes. */
function filesIn(dir: string, under = ''): string[] {
  return readdirSync(path.join(dir, under), { withFileTypes: true }).flatMap((entry) => {
    const relative = under ? `${under}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesIn(dir, relative) : [relative];
  });
}

describe('source maps', () => {
  let app: TestApp;
  const http = () => request(app.callback());

  describe('a build that holds maps', () => {
    beforeAll(async () => {
      app = await createTestApp();
      for (const dir of [app.config.paths.webDist, app.config.paths.adminDist]) {
        mkdirSync(path.join(dir, 'assets'), { recursive: true });
        writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>TAPin</title>');
        writeFileSync(path.join(dir, 'assets', 'app-1a2b.js'), 'export const secret = 1;');
        writeFileSync(path.join(dir, 'assets', 'app-1a2b.js.map'), JSON.stringify({ version: 3, sources: ['src/secret.ts'], sourcesContent: ['// the whole source'] }));
        writeFileSync(path.join(dir, 'assets', 'style-3c4d.css.map'), '{}');
      }
    });
    afterAll(async () => {
      await app.close();
    });

    it.each(['', '/console'])('%s/assets: the script is served, its map is not found', async (prefix) => {
      await http().get(`${prefix}/assets/app-1a2b.js`).expect(200);
      for (const map of ['/assets/app-1a2b.js.map', '/assets/app-1a2b.js%2Emap', '/assets/app-1a2b.js%2emap', '/assets/style-3c4d.css.map']) {
        const res = await http().get(`${prefix}${map}`).set('Accept', '*/*');
        expect(res.status, `${prefix}${map}`).toBe(404);
        expect(res.text).not.toContain('the whole source');
      }
    });
  });

  describe('the real builds', () => {
    beforeAll(async () => {
      const missing = builds.filter((b) => !existsSync(path.join(b.dist, 'index.html'))).map((b) => `npm run build:${b.name}`);
      if (missing.length > 0) throw new Error(`The built apps are missing: run ${missing.join(' and ')} first (CI runs npm run build before this suite).`);
      app = await createTestApp();
      // The test app's folders for the apps, pointing at the real builds.
      symlinkSync(builds[0].dist, app.config.paths.webDist);
      symlinkSync(builds[1].dist, app.config.paths.adminDist);
    });
    afterAll(async () => {
      await app?.close();
    });

    it.each(builds)('$name: no map is served and no script names one', async ({ dist, prefix }) => {
      const files = filesIn(dist).filter((file) => !file.startsWith('.'));
      const scripts = files.filter((file) => /\.(?:js|css)$/.test(file));
      expect(scripts.some((file) => file.endsWith('.js'))).toBe(true);
      for (const map of files.filter((file) => file.endsWith('.map'))) {
        expect((await http().get(`${prefix}/${map}`).set('Accept', '*/*')).status, map).toBe(404);
      }
      for (const script of scripts) {
        const res = await http().get(`${prefix}/${script}`).set('Accept-Encoding', 'identity').buffer(true).parse((r, done) => {
          let text = '';
          r.on('data', (chunk: Buffer) => (text += chunk.toString()));
          r.on('end', () => done(null, text));
        });
        expect(res.status, script).toBe(200);
        expect(res.body as string, script).not.toMatch(/[#@] sourceMappingURL=/);
      }
    });
  });
});
