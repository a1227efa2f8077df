import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rm } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';
import { pixelRules } from '@tapin/config';
import { LOGO_NOT_UPLOADED } from '@tapin/core/contracts';
import { createTestApp, type TestApp } from '@tapin/core/testing';
import { galleriesPlugin } from '@tapin/plugin-galleries';
import { intakePlugin } from '@tapin/plugin-intake';
import { promotionsPlugin } from '@tapin/plugin-promotions';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';

/** A PNG of `side`×`side` black pixels, one bit each, made by hand: 16000×16000 (256 megapixels) is about 32 kB. */
function pngBomb(side = 16_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit, greyscale, deflate, no filter method, no interlace
  // Each row: filter byte 0, then side/8 bytes of zeros.
  const pixels = deflateSync(Buffer.alloc((1 + Math.ceil(side / 8)) * side), { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/** An SVG of 120 bytes that declares 16000×16000. */
const svgBomb = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="16000" height="16000"><rect width="100%" height="100%" fill="#c8102e"/></svg>');

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
const solid = (width: number, height: number, background: string) => sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();
const limitMessage = /at most 50 megapixels; this one is 16000×16000 \(256 megapixels\)/;

/** Websites on 127.0.0.1 whose logo and pictures are pixel bombs. */
async function bombSites(png: Buffer): Promise<{ base: string; close: () => Promise<void> }> {
  const page = (title: string, body: string) => `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;
  const routes: Record<string, [string, Buffer | string]> = {
    '/svg/': ['text/html', page('Vector Bakery', '<h1>Vector Bakery</h1><img class="site-logo" src="/svg/logo.svg" alt="Vector Bakery logo"><p>Fresh bread every morning on Seventh Avenue.</p><img src="/svg/hero.svg" alt="Our ovens">')],
    '/png/': ['text/html', page('Raster Bakery', '<h1>Raster Bakery</h1><img class="site-logo" src="/png/logo.png" alt="Raster Bakery logo"><p>Fresh bread every morning on Seventh Avenue.</p><img src="/png/hero.png" alt="Our ovens">')],
    '/svg/logo.svg': ['image/svg+xml', svgBomb],
    '/svg/hero.svg': ['image/svg+xml', svgBomb],
    '/png/logo.png': ['image/png', png],
    '/png/hero.png': ['image/png', png],
  };
  const server: Server = createServer((req, res) => {
    const route = routes[req.url ?? ''];
    if (!route) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': route[0] }).end(route[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * Pixel bombs (issue 26): a few bytes that declare a huge picture. One pixel limit (`pixelRules.maxInputPixels`,
 * 50 megapixels) holds for every image the product decodes, SVG is drawn at a bounded size, logos are stored
 * re-encoded and small, and poster previews decode a business's picture once. A business's logo is one of its
 * owner's stored files, never an outside address every viewer's browser would fetch.
 */
describe(`images: pixel bombs and outside logos, on ${database}`, () => {
  let app: TestApp;
  let sites: Awaited<ReturnType<typeof bombSites>>;
  let bomb: Buffer;
  const tokens: Record<string, string> = {};
  const api = () => request(app.callback());
  const as = (who: string) => {
    const auth = { Authorization: `Bearer ${tokens[who]}` };
    return {
      get: (path: string) => api().get(path).set(auth),
      post: (path: string, body?: object) => api().post(path).set(auth).send(body),
      put: (path: string, body: object) => api().put(path).set(auth).send(body),
      upload: (path: string, field: string, bytes: Buffer, name: string) => api().post(path).set(auth).attach(field, bytes, name),
    };
  };
  const sizeOf = async (url: string) => {
    const bytes = await app.kernel.cradle.storage.read(app.kernel.cradle.storage.keyOf(url)!);
    const { width = 0, height = 0 } = await sharp(bytes!).metadata();
    return { width, height };
  };
  let business: number;

  beforeAll(async () => {
    bomb = pngBomb();
    sites = await bombSites(bomb);
    app = await createTestApp({
      plugins: [intakePlugin, galleriesPlugin, promotionsPlugin],
      config: { scrape: { allowPrivate: true, timeoutMs: 20_000, requestTimeoutMs: 10_000 }, galleries: { probeTimeoutMs: 20_000 }, flags: { overrides: { adminPanel: true, testingTools: true } } },
    });
    for (const who of ['kim', 'dev']) {
      tokens[who] = (await api().post('/api/auth/register').send({ name: who, email: `${who}@pixels.example`, password: 'secret-pass-1' })).body.token;
    }
    await app.kernel.cradle.accounts.createAdmin({ email: 'ops@pixels.example', name: 'Ops', password: 'secret-ops-1' });
    tokens.admin = (await api().post('/api/auth/login').send({ email: 'ops@pixels.example', password: 'secret-ops-1' })).body.token;
    business = (
      await as('kim')
        .post('/api/businesses', {
          name: 'Pixel Bakery',
          description: 'Bread by the pixel, baked in Ybor City.',
          industry: 'Food & Beverage',
          location: 'Tampa, FL',
          contactEmail: 'bread@pixels.example',
          valueProposition: 'Bread by the pixel.',
          brandColors: ['#3a86ff', '#ffbe0b'],
        })
        .expect(201)
    ).body.id;
    await as('kim').post(`/api/businesses/${business}/publish`).expect(200);
    await as('kim').post(`/api/businesses/${business}/enable-promotions`).expect(200);
  });
  afterAll(async () => {
    await app?.close();
    await sites?.close();
  });

  it('the bombs are what they claim: 16000×16000 in a few kilobytes', async () => {
    expect(bomb.length).toBeLessThan(100_000);
    expect(svgBomb.length).toBeLessThan(200);
    for (const bytes of [bomb, svgBomb]) expect(await sharp(bytes, { limitInputPixels: false }).metadata()).toMatchObject({ width: 16_000, height: 16_000 });
  });

  it('refuses a 256-megapixel profile logo with a 413 that names the limit, and stores nothing', async () => {
    const files = async () => Number((await app.kernel.cradle.db('storedFiles').count({ n: '*' }).first())?.n);
    const before = await files();
    const res = await as('kim').upload('/api/settings/profile/logo', 'logo', bomb, 'logo.png').expect(413);
    expect(res.body.message).toMatch(limitMessage);
    expect(await files()).toBe(before);
  });

  it('stores a profile logo decoded and re-encoded, at most logoMaxSide a side', async () => {
    const res = await as('kim').upload('/api/settings/profile/logo', 'logo', await solid(2400, 1200, '#0b6e4f'), 'logo.png').expect(200);
    expect(await sizeOf(res.body.logoUrl)).toEqual({ width: pixelRules.logoMaxSide, height: pixelRules.logoMaxSide / 2 });
    const jpeg = await sharp({ create: { width: 1600, height: 1600, channels: 3, background: '#0b6e4f' } }).jpeg().toBuffer();
    const again = await as('kim').upload('/api/settings/profile/logo', 'logo', jpeg, 'logo.jpg').expect(200);
    expect(again.body.logoUrl).toMatch(/\.jpg$/);
    expect(await sizeOf(again.body.logoUrl)).toEqual({ width: pixelRules.logoMaxSide, height: pixelRules.logoMaxSide });
  });

  it('refuses a 256-megapixel poster source (data URL) with a 413 that names the limit, and counts no generation', async () => {
    const res = await as('kim').post('/api/generate-netflix-poster', { prompt: 'A bakery at dawn', sourceImage: dataUrl(bomb) }).expect(413);
    expect(res.body.message).toMatch(limitMessage);
    const user = (await as('kim').get('/api/user').expect(200)).body as { id: number };
    expect(Number((await app.kernel.cradle.db('galleries_generations').where({ userId: user.id }).count({ n: '*' }).first())?.n)).toBe(0);
  });

  it('refuses a 256-megapixel promotion image and card photo with a 413 that names the limit', async () => {
    const promotion = (await as('kim').post(`/api/businesses/${business}/promotions`, { title: 'Morning Loaf', description: 'Two for one.', price: 5 }).expect(201)).body.id;
    const image = await as('kim').put(`/api/promotions/${promotion}`, { imageUrl: dataUrl(bomb) }).expect(413);
    expect(image.body.message).toMatch(limitMessage);
    const card = await as('kim').upload('/api/businesses/analyze-card', 'businessCard', bomb, 'card.png').expect(413);
    expect(card.body.message).toMatch(limitMessage);
  });

  it('keeps an SVG logo declaring 16000×16000 from a website at a bounded size, and leaves a 256-megapixel PNG logo out', async () => {
    const svg = await as('dev').post('/api/businesses/extract', { websiteUrl: `${sites.base}/svg/` }).expect(200);
    expect(svg.body.name).toBe('Vector Bakery');
    expect(svg.body.logoUrl).toMatch(/^\/uploads\/logos\/[0-9a-f-]{36}\.png$/);
    expect(await sizeOf(svg.body.logoUrl)).toEqual({ width: pixelRules.logoMaxSide, height: pixelRules.logoMaxSide });
    // The logo's colour still reaches the brand colours: it was read, at a bounded size.
    expect(svg.body.brandColors).toContain('#c8102e');

    const png = await as('dev').post('/api/businesses/extract', { websiteUrl: `${sites.base}/png/` }).expect(200);
    expect(png.body.name).toBe('Raster Bakery');
    expect(png.body.logoUrl).toBeNull();
  });

  it('keeps scraped SVG pictures at a bounded size and leaves 256-megapixel ones out of the candidates', async () => {
    const svg = await as('admin').post('/api/scrape-website-phased', { url: `${sites.base}/svg/` }).expect(201);
    const svgImages = svg.body.scrapedData.images as Array<{ sourceUrl: string; width: number; height: number; imageUrl: string }>;
    expect(svgImages.length).toBeGreaterThan(0);
    for (const image of svgImages) {
      expect(Math.max(image.width, image.height)).toBeLessThanOrEqual(pixelRules.svgMaxSide);
    }
    const png = await as('admin').post('/api/scrape-website-phased', { url: `${sites.base}/png/` }).expect(201);
    expect(png.body.scrapedData.images).toEqual([]);
  });

  it('decodes a business’s picture once for its poster previews, not on every request', async () => {
    const logo = (await as('kim').upload('/api/settings/profile/logo', 'logo', await solid(600, 600, '#0b6e4f'), 'logo.png').expect(200)).body.logoUrl as string;
    await as('kim').put(`/api/businesses/${business}`, { logoUrl: logo }).expect(200);
    const centre = async (url: string) => {
      const bytes = (await api().get(url).expect(200)).body as Buffer;
      const { data } = await sharp(bytes).extract({ left: 540, top: 420, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
      return `#${[...data.subarray(0, 3)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
    };
    const first = await as('kim').post(`/api/businesses/${business}/generate-poster-preview`).expect(200);
    expect(await centre(first.body.posterUrl)).toBe('#0b6e4f');
    // The stored file is gone from disk: a preview that read and decoded it again would show the initials instead.
    await rm(app.kernel.cradle.storage.localPath(app.kernel.cradle.storage.keyOf(logo)!)!);
    const second = await as('kim').post(`/api/businesses/${business}/generate-poster-preview`).expect(200);
    expect(await centre(second.body.posterUrl)).toBe('#0b6e4f');
  });

  it('refuses a logo that is an outside address (metadata service, loopback, javascript:, data:) and never stores it', async () => {
    const outside = ['http://169.254.169.254/latest', 'https://169.254.169.254/latest/meta-data/', 'http://127.0.0.1:1/x.png', 'https://logos.example/acme.png', 'javascript:alert(1)', dataUrl(await solid(1, 1, '#000000'))];
    for (const logoUrl of outside) {
      const created = await as('dev').post('/api/businesses', { name: 'Outside Logo Co', logoUrl }).expect(400);
      expect(created.body.message).toBe(LOGO_NOT_UPLOADED);
      const updated = await as('kim').put(`/api/businesses/${business}`, { logoUrl }).expect(400);
      expect(updated.body.message).toBe(LOGO_NOT_UPLOADED);
      await as('admin').put(`/api/admin/businesses/${business}`, { logoUrl }).expect(400);
    }
    const stored = (await app.kernel.cradle.db('businesses').pluck('logoUrl')) as Array<string | null>;
    expect(stored.filter((url) => url && !url.startsWith('/uploads/logos/'))).toEqual([]);
  });

  it('shows no outside logo address saved before the rule: every viewer gets null', async () => {
    await app.kernel.cradle.db('businesses').where({ id: business }).update({ logoUrl: 'http://169.254.169.254/latest' });
    expect((await as('kim').get(`/api/businesses/${business}`).expect(200)).body.logoUrl).toBeNull();
    expect((await as('admin').get(`/api/admin/businesses/${business}`).expect(200)).body.logoUrl).toBeNull();
  });
});
