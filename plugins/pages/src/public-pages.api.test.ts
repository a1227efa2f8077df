import { createTestApp, type TestApp } from '@tapin/core/testing';
import { promotionsPlugin } from '@tapin/plugin-promotions';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { pagesPlugin } from './index.js';
import { binaryBody } from './testing/binary-body.js';


/** Public pages on the database the environment names (SQLite by default, PostgreSQL with DATABASE_URL). */
describe('public business pages', () => {
  let app: TestApp;
  let owner: string;
  let stranger: string;
  let admin: string;
  const api = (token: string) => ({
    get: (path: string) => request(app.callback()).get(path).set('Authorization', `Bearer ${token}`),
    put: (path: string, body: unknown) => request(app.callback()).put(path).set('Authorization', `Bearer ${token}`).send(body as object),
    post: (path: string, body: unknown = {}) => request(app.callback()).post(path).set('Authorization', `Bearer ${token}`).send(body as object),
  });
  const page = (path: string) => request(app.callback()).get(path).redirects(0);
  const create = async (name: string, extra: Record<string, unknown> = {}) =>
    (
      await api(owner)
        .post('/api/businesses', {
          name,
          description: 'Small-batch coffee roasted in Seminole Heights; espresso bar and beans to go.',
          industry: 'Restaurant & Food Service',
          location: 'Seminole Heights',
          contactPhone: '(813) 555-0142',
          contactEmail: 'hello@solcoffee.example',
          valueProposition: 'Roasted here every morning',
          website: `https://${name.toLowerCase().replace(/[^a-z]+/g, '')}.example`,
          socialProfiles: ['https://instagram.com/solcoffee'],
          services: ['Espresso', 'Coffee beans'],
          ...extra,
        })
        .expect(201)
    ).body.id as number;
  const approve = (id: number) => api(admin).put(`/api/admin/businesses/${id}`, { status: 'approved' }).expect(200);

  beforeAll(async () => {
    app = await createTestApp({ plugins: [promotionsPlugin, pagesPlugin] });
    const signUp = async (email: string) => (await request(app.callback()).post('/api/auth/register').send({ name: 'Some One', email, password: 'secret1' })).body.token as string;
    owner = await signUp('owner@sol.example');
    stranger = await signUp('someone@else.example');
    await app.kernel.cradle.accounts.createAdmin({ email: 'boss@tapin.example', name: 'Boss', password: 'boss-secret' });
    admin = (await request(app.callback()).post('/api/auth/login').send({ email: 'boss@tapin.example', password: 'boss-secret' })).body.token;
  });
  afterAll(() => app.close());

  it('is off until the owner turns it on, and answers only for a published, approved business', async () => {
    const id = await create('Sol Coffee Roasters');
    const off = await api(owner).get(`/api/businesses/${id}/public-page`).expect(200);
    expect(off.body).toEqual({ businessId: id, enabled: false, slug: 'sol-coffee-roasters', path: '/b/sol-coffee-roasters', live: false, waiting: 'unpublished' });
    await page('/b/sol-coffee-roasters').expect(404);

    const on = await api(owner).put(`/api/businesses/${id}/public-page`, { enabled: true }).expect(200);
    expect(on.body).toMatchObject({ enabled: true, live: false, waiting: 'unpublished' });
    await page('/b/sol-coffee-roasters').expect(404);

    await api(owner).post(`/api/businesses/${id}/publish`).expect(200);
    expect((await api(owner).get(`/api/businesses/${id}/public-page`).expect(200)).body).toMatchObject({ live: false, waiting: 'pending' });
    await page('/b/sol-coffee-roasters').expect(404);

    await approve(id);
    expect((await api(owner).get(`/api/businesses/${id}/public-page`).expect(200)).body).toMatchObject({ live: true, waiting: null });
    const shown = await page('/b/sol-coffee-roasters').expect(200);
    expect(shown.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(shown.headers['content-security-policy']).toContain("default-src 'none'");
    // The offers' "Get this offer" forms post to this site (a policy without it blocks them in the browser).
    expect(shown.headers['content-security-policy']).toContain("form-action 'self'");
    expect(shown.text).toContain('<h1>Sol Coffee Roasters</h1>');
    expect(shown.text).toContain('href="tel:8135550142"');
    expect(shown.text).not.toContain('<script>');

    await api(admin).put(`/api/admin/businesses/${id}`, { status: 'rejected', reason: 'Not a real shop' }).expect(200);
    await page('/b/sol-coffee-roasters').expect(404);
    expect((await api(owner).get(`/api/businesses/${id}/public-page`).expect(200)).body).toMatchObject({ live: false, waiting: 'rejected' });
    await approve(id);
    await page('/b/sol-coffee-roasters').expect(200);

    await api(owner).put(`/api/businesses/${id}/public-page`, { enabled: false }).expect(200);
    await page('/b/sol-coffee-roasters').expect(404);
    await api(owner).put(`/api/businesses/${id}/public-page`, { enabled: true }).expect(200);
    await api(owner).post(`/api/businesses/${id}/unpublish`).expect(200);
    await page('/b/sol-coffee-roasters').expect(404);
  });

  it('is the owner’s (or an admin’s) to switch: anyone else gets 404, and bad input a clear 400', async () => {
    const id = await create('Hyde Park Bakery');
    await request(app.callback()).get(`/api/businesses/${id}/public-page`).expect(401);
    await api(stranger).get(`/api/businesses/${id}/public-page`).expect(404);
    await api(stranger).put(`/api/businesses/${id}/public-page`, { enabled: true }).expect(404);
    expect((await api(owner).put(`/api/businesses/${id}/public-page`, { enabled: 'yes' }).expect(400)).body.message).toContain('enabled must be true or false');
    expect((await api(owner).put(`/api/businesses/${id}/public-page`, { enabled: true, slug: 'mine' }).expect(400)).body.message).toBeTruthy();
    await api(admin).put(`/api/businesses/${id}/public-page`, { enabled: true }).expect(200);
    const audit = await app.kernel.cradle.db('auditEvents').where({ action: 'business.public_page' }).select('subjectId');
    expect(audit.map((a: { subjectId: number }) => Number(a.subjectId))).toContain(id);
  });

  it('makes unique slugs from names, and a renamed business redirects its old slug for good', async () => {
    const first = await create('Café Olé & Co!');
    const second = await create('Cafe Ole and Co');
    const slugOf = async (id: number) => (await api(owner).get(`/api/businesses/${id}/public-page`).expect(200)).body.slug as string;
    expect(await slugOf(first)).toBe('cafe-ole-and-co');
    expect(await slugOf(second)).toBe('cafe-ole-and-co-2');

    for (const id of [first, second]) {
      await api(owner).put(`/api/businesses/${id}/public-page`, { enabled: true }).expect(200);
      await api(owner).post(`/api/businesses/${id}/publish`).expect(200);
      await approve(id);
    }
    await api(owner).put(`/api/businesses/${first}`, { name: 'Olé Coffee Bar' }).expect(200);
    // The rename waits for review: no address changes, and the page shows the name as approved.
    expect(await slugOf(first)).toBe('cafe-ole-and-co');
    await page('/b/ole-coffee-bar').expect(404);
    expect((await page('/b/cafe-ole-and-co').expect(200)).text).toContain('<h1>Café Olé &amp; Co!</h1>');
    // Approved, the page moves to the new name's slug, and the old one redirects for good.
    await approve(first);
    expect(await slugOf(first)).toBe('ole-coffee-bar');
    expect((await page('/b/cafe-ole-and-co').expect(301)).headers.location).toBe('/b/ole-coffee-bar');
    expect((await page('/b/ole-coffee-bar').expect(200)).text).toContain('<h1>Olé Coffee Bar</h1>');
    // The other business keeps its own slug; the first's old one is never given to anyone else.
    await page('/b/cafe-ole-and-co-2').expect(200);
    const third = await create('Café Olé and Co');
    expect(await slugOf(third)).toBe('cafe-ole-and-co-3');
    // Renamed back and approved, the business takes its own old slug again.
    await api(owner).put(`/api/businesses/${first}`, { name: 'Cafe Ole & Co' }).expect(200);
    await approve(first);
    expect(await slugOf(first)).toBe('cafe-ole-and-co');
    expect((await page('/b/ole-coffee-bar').expect(301)).headers.location).toBe('/b/cafe-ole-and-co');

    // A business never approved had no page: renaming it lets its earlier slug go, so names cannot be hoarded.
    const hoarder = await create('Tampa Pizza Co');
    expect(await slugOf(hoarder)).toBe('tampa-pizza-co');
    await api(owner).put(`/api/businesses/${hoarder}`, { name: 'Green Bench Brewing' }).expect(200);
    expect(await slugOf(hoarder)).toBe('green-bench-brewing');
    const real = await create('Tampa Pizza Co', { website: 'https://real-tampa-pizza.example' });
    expect(await slugOf(real)).toBe('tampa-pizza-co');

    for (const bad of ['/b/Cafe-Ole', '/b/..%2F..%2Fetc', '/b/a--b', `/b/${'a'.repeat(200)}`, '/b/nobody-here']) await page(bad).expect(404);
  });

  it('describes the business for search engines and link previews, escaped', async () => {
    const id = await create('Taco <Tuesday> "Bar"', {
      description: 'Tacos </script><script>alert(1)</script> & more',
      postalAddress: { street: '1600 E 7th Ave', city: 'Tampa', region: 'FL', postalCode: '33605' },
    });
    await api(owner).put(`/api/businesses/${id}/public-page`, { enabled: true }).expect(200);
    await api(owner).post(`/api/businesses/${id}/publish`).expect(200);
    await approve(id);
    const { slug } = (await api(owner).get(`/api/businesses/${id}/public-page`).expect(200)).body;
    const html = (await page(`/b/${slug}`).expect(200)).text;
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('Taco &lt;Tuesday&gt; &quot;Bar&quot;');
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const ld = JSON.parse(scripts[0]![1]!);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Taco <Tuesday> "Bar"',
      description: 'Tacos </script><script>alert(1)</script> & more',
      url: 'https://tacotuesdaybar.example/',
      telephone: '(813) 555-0142',
      address: { '@type': 'PostalAddress', streetAddress: '1600 E 7th Ave', addressLocality: 'Tampa', addressRegion: 'FL', postalCode: '33605', addressCountry: 'US' },
      sameAs: ['https://instagram.com/solcoffee'],
    });
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/b\/taco-tuesday-bar">/);
    expect(html).toContain('<meta property="og:title" content="Taco &lt;Tuesday&gt; &quot;Bar&quot;">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    // A real picture for the link preview, drawn for this business: 1200 × 630, its name in it.
    const image = html.match(/<meta property="og:image" content="([^"]+)">/)![1]!;
    expect(image).toMatch(/\/b\/taco-tuesday-bar\/share\.png$/);
    const png = await page(new URL(image).pathname).buffer(true).parse(binaryBody).expect(200);
    expect(png.headers['content-type']).toBe('image/png');
    const meta = await sharp(png.body as Buffer).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
    // Asked again with its ETag, nothing is sent; another version of the business is another picture.
    await page(new URL(image).pathname).set('If-None-Match', png.headers.etag!).expect(304);
    await page('/b/nobody-here/share.png').expect(404);
  });

  it('lists the pages that answer in /sitemap.xml, and points robots at it', async () => {
    const sitemap = await page('/sitemap.xml').expect(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/^.*\/b\//, ''));
    expect(locs).toContain('taco-tuesday-bar');
    expect(locs).toContain('cafe-ole-and-co-2');
    // Switched off, unpublished or never approved: not listed.
    expect(locs).not.toContain('sol-coffee-roasters');
    expect(locs).not.toContain('hyde-park-bakery');
    expect(sitemap.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    for (const m of sitemap.text.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)) expect(new Date(m[1]!).toISOString()).toBe(m[1]);
    const robots = await page('/robots.txt').expect(200);
    expect(robots.text).toMatch(/Sitemap: http:\/\/[^\n]+\/sitemap\.xml/);
  });
});
