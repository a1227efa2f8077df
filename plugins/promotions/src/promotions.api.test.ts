import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { createTestApp, TestClock, type TestApp } from '@tapin/core/testing';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GIF_1PX, pngOfSize } from '@tapin/core/testing';
import { promotionsPlugin } from './index.js';
import { SAMPLE_PROMOTION_PRICES } from './sample-promotions.js';

const LIMIT_MESSAGE = 'Beta users are limited to 3 AI generations per business.';

describe('promotions', () => {
  let app: TestApp;
  const clock = new TestClock('2026-12-10T15:00:00.000Z');
  const tokens: Record<string, string> = {};
  let businessId: number;
  let draftId: number;
  const as = (who: string) => ({
    get: (path: string) => request(app.callback()).get(path).set('Authorization', `Bearer ${tokens[who]}`),
    post: (path: string, body?: object) => request(app.callback()).post(path).set('Authorization', `Bearer ${tokens[who]}`).send(body),
    put: (path: string, body: object) => request(app.callback()).put(path).set('Authorization', `Bearer ${tokens[who]}`).send(body),
    delete: (path: string) => request(app.callback()).delete(path).set('Authorization', `Bearer ${tokens[who]}`),
  });

  async function publishedBusiness(owner: string, overrides: object = {}): Promise<number> {
    const created = await as(owner)
      .post('/api/businesses', {
        name: 'Glow Beauty Studio',
        description: 'South Tampa salon for color, cuts and lashes.',
        industry: 'Beauty & Salon',
        location: 'Tampa, FL',
        contactEmail: 'book@glow.example',
        valueProposition: 'Lived-in color on Howard Avenue.',
        services: ['Balayage', 'Haircuts', 'Lash extensions', 'Bridal hair'],
        brandColors: ['#b5838d', '#392f5a'],
        ...overrides,
      })
      .expect(201);
    await as(owner).post(`/api/businesses/${created.body.id}/publish`).expect(200);
    await as(owner).post(`/api/businesses/${created.body.id}/enable-promotions`).expect(200);
    return created.body.id;
  }

  beforeAll(async () => {
    app = await createTestApp({ plugins: [promotionsPlugin], clock });
    for (const who of ['kim', 'dev', 'ana']) {
      tokens[who] = (await request(app.callback()).post('/api/auth/register').send({ name: who, email: `${who}@x.com`, password: 'secret1' })).body.token;
    }
    await app.kernel.cradle.accounts.createAdmin({ email: 'boss@tapin.example', name: 'Boss', password: 'boss-secret' });
    tokens.admin = (await request(app.callback()).post('/api/auth/login').send({ email: 'boss@tapin.example', password: 'boss-secret' })).body.token;
    businessId = await publishedBusiness('kim');
    draftId = (await as('kim').post('/api/businesses', { name: 'Glow Pop-Up' }).expect(201)).body.id;
  });
  afterAll(() => app.close());

  describe('who may use them', () => {
    it('refuses a business that is not published with promotions enabled, with the documented message', async () => {
      const res = await as('kim').get(`/api/businesses/${draftId}/promotions`).expect(403);
      expect(res.body).toMatchObject({ message: 'Promotions are not enabled for this business', title: 'Promotions Not Enabled' });
      await as('kim').post(`/api/businesses/${draftId}/promotions/generate`, {}).expect(403);
    });

    it('hides another owner’s business and needs a sign-in', async () => {
      await as('dev').get(`/api/businesses/${businessId}/promotions`).expect(404);
      await as('dev').post(`/api/businesses/${businessId}/promotions`, { title: 'x', description: 'y', price: 1 }).expect(404);
      await request(app.callback()).get(`/api/businesses/${businessId}/promotions`).expect(401);
      await as('admin').get(`/api/businesses/${businessId}/promotions`).expect(200);
    });
  });

  describe('the business’s promotions settings', () => {
    it('enables promotions only on a published business, once, and the business answers say so', async () => {
      const business = (await as('ana').post('/api/businesses', { name: 'Sol Café', website: 'cafesol.example', description: 'Cuban coffee.', industry: 'Food & Beverage', location: 'Tampa, FL', contactEmail: 'hola@cafesol.example' }).expect(201)).body;
      expect(business).toMatchObject({ promotionsEnabled: false, postPublishChoice: null, aiGenerationsUsed: 0 });
      const refused = await as('ana').post(`/api/businesses/${business.id}/enable-promotions`).expect(409);
      expect(refused.body.message).toBe('Publish your business to the directory before enabling promotions');
      await as('ana').post(`/api/businesses/${business.id}/publish`).expect(200);
      await as('dev').post(`/api/businesses/${business.id}/enable-promotions`).expect(404);
      const enabled = await as('ana').post(`/api/businesses/${business.id}/enable-promotions`).expect(200);
      expect(enabled.body).toMatchObject({ id: business.id, published: true, promotionsEnabled: true });
      await as('ana').post(`/api/businesses/${business.id}/enable-promotions`).expect(200);
      expect((await as('ana').get('/api/businesses')).body.find((b: { id: number }) => b.id === business.id)).toMatchObject({ promotionsEnabled: true });
      // The duplicate-website answer says new promotions can be generated for it.
      const duplicate = await as('ana').post('/api/businesses', { name: 'Sol Café Two', website: 'cafesol.example' }).expect(409);
      expect(duplicate.body.existingBusiness).toEqual({ id: business.id, name: 'Sol Café', website: business.website, createdAt: business.createdAt, published: true, promotionsEnabled: true });
      // The console filters on it.
      const on = (await as('admin').get(`/api/admin/businesses?filter=${encodeURIComponent(JSON.stringify({ promotionsEnabled: true }))}`).expect(200)).body as Array<{ id: number }>;
      const off = (await as('admin').get(`/api/admin/businesses?filter=${encodeURIComponent(JSON.stringify({ promotionsEnabled: false }))}`).expect(200)).body as Array<{ id: number }>;
      expect(on.map((b) => b.id)).toEqual(expect.arrayContaining([business.id, businessId]));
      expect(off.map((b) => b.id)).toEqual([draftId]);
      await as('admin').get(`/api/admin/businesses?filter=${encodeURIComponent(JSON.stringify({ promotionsEnabled: 'maybe' }))}`).expect(400);
    });

    it('records the post-publish choice', async () => {
      expect((await as('kim').post(`/api/businesses/${draftId}/track-choice`, { choice: 'add_promotions' }).expect(200)).body).toMatchObject({ id: draftId, postPublishChoice: 'add_promotions' });
      expect((await as('kim').get(`/api/businesses/${draftId}`)).body.postPublishChoice).toBe('add_promotions');
      expect((await as('kim').post(`/api/businesses/${draftId}/track-choice`, { choice: 'maybe' }).expect(400)).body.message).toBe('choice must be add_promotions or skip_to_directory');
    });

    it('is not served while the promotions are switched off', async () => {
      app.kernel.cradle.flags.override('promotionManagement', false);
      try {
        await as('kim').post(`/api/businesses/${draftId}/enable-promotions`).expect(404);
        await as('kim').post(`/api/businesses/${draftId}/track-choice`, { choice: 'skip_to_directory' }).expect(404);
        await as('kim').get(`/api/businesses/${businessId}`).expect(200);
      } finally {
        app.kernel.cradle.flags.override('promotionManagement', true);
      }
      await as('kim').post(`/api/businesses/${draftId}/track-choice`, { choice: 'skip_to_directory' }).expect(200);
    });
  });

  describe('manual promotions', () => {
    let id: number;
    it('creates one, reading a $-prefixed price, with the documented defaults', async () => {
      const res = await as('kim').post(`/api/businesses/${businessId}/promotions`, { title: '  Blowout Bar Night ', description: 'Blowouts and bubbles.', price: '$29.99' }).expect(201);
      expect(res.body).toMatchObject({ title: 'Blowout Bar Night', price: 29.99, tier: 'lead_magnet', category: 'general', season: 'none', status: 'active', isActive: true, imageUrl: null, conversionRate: 0, origin: 'manual' });
      id = res.body.id;
    });

    it('validates with the documented messages', async () => {
      const post = (body: object) => as('kim').post(`/api/businesses/${businessId}/promotions`, { title: 'T', description: 'D', price: 10, ...body });
      expect((await post({ title: '' }).expect(400)).body.message).toBe('Title is required');
      expect((await post({ description: ' ' }).expect(400)).body.message).toBe('Description is required');
      expect((await post({ price: '' }).expect(400)).body.message).toBe('Price is required');
      expect((await post({ price: 'ten dollars' }).expect(400)).body.message).toBe('Price must be a number');
      expect((await post({ price: '-5' }).expect(400)).body.message).toBe('Price must be a number');
      expect((await post({ tier: 'tripwire' }).expect(400)).body.message).toBe('tier must be lead_magnet, core_product or upsell');
      expect((await post({ season: 'monsoon' }).expect(400)).body.message).toBe('season must be winter, spring, summer, fall, q1, q2, q3, q4 or none');
      expect((await post({ category: 'daily' }).expect(400)).body.message).toBe('category must be general, seasonal, quarterly, monthly or special');
    });

    it('saves status and isActive from the edit dialog, archives and restores', async () => {
      const archived = await as('kim').put(`/api/promotions/${id}`, { status: 'archived', isActive: false }).expect(200);
      expect(archived.body).toMatchObject({ status: 'archived', isActive: false });
      const restored = await as('kim').put(`/api/promotions/${id}`, { status: 'active', isActive: true, price: '1,049.50', tier: 'upsell' }).expect(200);
      expect(restored.body).toMatchObject({ status: 'active', isActive: true, price: 1049.5, tier: 'upsell' });
      expect((await as('kim').put(`/api/promotions/${id}`, { status: 'deleted' }).expect(400)).body.message).toBe('status must be draft, active or archived');
    });

    it('answers a malformed id with "Invalid promotion ID", an unknown one with 404, and deletes', async () => {
      expect((await as('kim').put('/api/promotions/abc', { title: 'x' }).expect(400)).body.message).toBe('Invalid promotion ID');
      expect((await as('kim').delete('/api/promotions/0').expect(400)).body.message).toBe('Invalid promotion ID');
      await as('kim').put('/api/promotions/999999', { title: 'x' }).expect(404);
      await as('dev').delete(`/api/promotions/${id}`).expect(404);
      await as('kim').delete(`/api/promotions/${id}`).expect(204);
      await as('kim').delete(`/api/promotions/${id}`).expect(404);
    });
  });

  describe('images', () => {
    let id: number;
    beforeAll(async () => {
      id = (await as('kim').post(`/api/businesses/${businessId}/promotions`, { title: 'Lash Lift', description: 'Lift and tint.', price: 45 })).body.id;
    });
    const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

    it('takes JPEG, PNG and WebP images from data URLs (stored as JPEG, promotion-image.api.test.ts), serves them, and removes the one replaced', async () => {
      const jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#b5838d' } }).jpeg({ quality: 90 }).toBuffer();
      const first = await as('kim').put(`/api/promotions/${id}`, { imageUrl: dataUrl('image/jpeg', jpeg) }).expect(200);
      expect(first.body.imageUrl).toMatch(/^\/uploads\/promotions\/[0-9a-f-]{36}\.jpg$/);
      await request(app.callback()).get(first.body.imageUrl).expect(200).expect('content-type', 'image/jpeg');
      const firstFile = app.kernel.cradle.storage.localPath(app.kernel.cradle.storage.keyOf(first.body.imageUrl)!)!;

      const webp = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#392f5a' } }).webp().toBuffer();
      const second = await as('kim').put(`/api/promotions/${id}`, { image: dataUrl('image/webp', webp) }).expect(200);
      expect(second.body.imageUrl).toMatch(/\.jpg$/);
      expect(existsSync(firstFile)).toBe(false);
      // Sending the same URL back changes nothing.
      expect((await as('kim').put(`/api/promotions/${id}`, { imageUrl: second.body.imageUrl }).expect(200)).body.imageUrl).toBe(second.body.imageUrl);

      const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#ffffff' } }).png().toBuffer();
      const uploaded = await as('kim').post(`/api/promotions/${id}/image`).attach('image', png, 'promo.png').expect(200);
      expect(uploaded.body.imageUrl).toMatch(/\.jpg$/);
      const removed = await as('kim').put(`/api/promotions/${id}`, { imageUrl: null }).expect(200);
      expect(removed.body.imageUrl).toBeNull();
      await request(app.callback()).get(uploaded.body.imageUrl).expect(404);
    });

    it('checks images by their bytes, with the documented messages', async () => {
      const gif = await as('kim').put(`/api/promotions/${id}`, { imageUrl: dataUrl('image/gif', GIF_1PX) }).expect(415);
      expect(gif.body).toEqual({ message: 'Please upload a JPEG, PNG, or WebP image file.', title: 'Invalid file type' });
      const renamed = await as('kim').put(`/api/promotions/${id}`, { imageUrl: dataUrl('image/png', Buffer.from('not really a png')) }).expect(415);
      expect(renamed.body.title).toBe('Invalid file type');
      const big = await as('kim').put(`/api/promotions/${id}`, { imageUrl: dataUrl('image/png', pngOfSize(5 * 1024 * 1024 + 10)) }).expect(413);
      expect(big.body).toEqual({ message: 'Please upload an image smaller than 5MB.', title: 'File too large' });
      const bigUpload = await as('kim').post(`/api/promotions/${id}/image`).attach('image', pngOfSize(5 * 1024 * 1024 + 10), 'big.png').expect(413);
      expect(bigUpload.body.message).toBe('Please upload an image smaller than 5MB.');
      await as('kim').put(`/api/promotions/${id}`, { imageUrl: 'https://elsewhere.example/x.png' }).expect(415);
    });
  });

  describe('AI generation', () => {
    let suiteBusiness: number;
    beforeAll(async () => {
      suiteBusiness = await publishedBusiness('kim', { name: 'Glow Lash Lounge', website: 'glowlash.example' });
    });

    it('writes a complete suite from the business’s own profile, priced inside the guidance', async () => {
      const res = await as('kim').post(`/api/businesses/${suiteBusiness}/promotions/generate`, {}).expect(201);
      expect(res.body.aiGenerationsUsed).toBe(1);
      expect(res.body.aiGenerationLimit).toBe(3);
      const suite = res.body.promotions as Array<{ tier: string; price: number; title: string; category: string; season: string; origin: string }>;
      expect(new Set(suite.map((p) => p.tier))).toEqual(new Set(['lead_magnet', 'core_product', 'upsell']));
      for (const p of suite) {
        const [min, max] = { lead_magnet: [29, 49], core_product: [50, 199], upsell: [200, Infinity] }[p.tier as 'upsell']!;
        expect(p.price).toBeGreaterThanOrEqual(min!);
        expect(p.price).toBeLessThanOrEqual(max!);
        expect(p.origin).toBe('ai');
      }
      expect(suite.map((p) => p.title).join(' ')).toMatch(/Balayage|Haircuts|Lash Extensions|Bridal Hair/);
      expect(suite.some((p) => p.category === 'seasonal' && p.season === 'winter')).toBe(true);
      const business = await as('kim').get(`/api/businesses/${suiteBusiness}`).expect(200);
      expect(business.body.aiGenerationsUsed).toBe(1);
    });

    it('regenerates one promotion with a new title in the same tier, counting it', async () => {
      const [first] = (await as('kim').get(`/api/businesses/${suiteBusiness}/promotions`)).body;
      const titles = (await as('kim').get(`/api/businesses/${suiteBusiness}/promotions`)).body.map((p: { title: string }) => p.title);
      const res = await as('kim').post(`/api/promotions/${first.id}/regenerate`).expect(200);
      expect(res.body.tier).toBe(first.tier);
      expect(titles).not.toContain(res.body.title);
      expect((await as('kim').get(`/api/businesses/${suiteBusiness}`)).body.aiGenerationsUsed).toBe(2);
    });

    it('archives or replaces the existing promotions when asked, then stops at the limit with the documented message', async () => {
      const before = (await as('kim').get(`/api/businesses/${suiteBusiness}/promotions`)).body as Array<{ id: number }>;
      const res = await as('kim').post(`/api/businesses/${suiteBusiness}/promotions/generate`, { markAsArchived: true }).expect(201);
      const after = (await as('kim').get(`/api/businesses/${suiteBusiness}/promotions`)).body as Array<{ id: number; status: string }>;
      expect(after.filter((p) => before.some((b) => b.id === p.id)).every((p) => p.status === 'archived')).toBe(true);
      expect(res.body.aiGenerationsUsed).toBe(3);

      const limited = await as('kim').post(`/api/businesses/${suiteBusiness}/promotions/generate`, { replaceExisting: true }).expect(429);
      expect(limited.body).toMatchObject({ message: LIMIT_MESSAGE, title: 'Generation limit reached' });
      await as('kim').post(`/api/promotions/${after[0]!.id}/regenerate`).expect(429);
      // Manual creation is never limited.
      await as('kim').post(`/api/businesses/${suiteBusiness}/promotions`, { title: 'Walk-in Wednesday', description: 'No appointment needed.', price: 35 }).expect(201);
      expect((await as('kim').get(`/api/businesses/${suiteBusiness}`)).body.aiGenerationsUsed).toBe(3);
    });

    it('does not limit an admin, and replaceExisting deletes what was there', async () => {
      const res = await as('admin').post(`/api/businesses/${suiteBusiness}/promotions/generate`, { replaceExisting: true }).expect(201);
      const now = (await as('admin').get(`/api/businesses/${suiteBusiness}/promotions`)).body as Array<{ id: number }>;
      expect(now.map((p) => p.id).sort()).toEqual(res.body.promotions.map((p: { id: number }) => p.id).sort());
      // An admin's generation is not counted against the owner's allowance.
      expect(res.body.aiGenerationsUsed).toBe(3);
    });

    it('gives the generation back when writing fails', async () => {
      const failing = await publishedBusiness('dev', { name: 'Bayshore Bikes', industry: 'Retail & E-commerce', services: ['Bike repair'], website: 'bikes.example' });
      vi.spyOn(app.kernel.cradle.promotionWriter, 'writeSuite').mockRejectedValueOnce(new Error('The AI model left out the upsell tier'));
      await as('dev').post(`/api/businesses/${failing}/promotions/generate`, {}).expect(500);
      expect((await as('dev').get(`/api/businesses/${failing}`)).body.aiGenerationsUsed).toBe(0);
    });

    it('gives exactly 3 successes when 20 generations are fired at once', async () => {
      const racer = await publishedBusiness('dev', { name: 'Patel Law', industry: 'Professional Services', services: ['Estate planning'], website: 'patel.example' });
      const server: Server = await app.listen(0, '127.0.0.1');
      try {
        const { port } = server.address() as { port: number };
        const statuses = await Promise.all(
          Array.from({ length: 20 }, () =>
            fetch(`http://127.0.0.1:${port}/api/businesses/${racer}/promotions/generate`, {
              method: 'POST',
              headers: { Authorization: `Bearer ${tokens.dev}`, 'Content-Type': 'application/json' },
              body: '{}',
            }).then((r) => r.status),
          ),
        );
        expect(statuses.filter((s) => s === 201)).toHaveLength(3);
        expect(statuses.filter((s) => s === 429)).toHaveLength(17);
        const { aiGenerationsUsed } = await app.kernel.cradle.db('promotions_business_settings').where({ businessId: racer }).first('aiGenerationsUsed');
        expect(Number(aiGenerationsUsed)).toBe(3);
      } finally {
        await new Promise((r) => server.close(r));
      }
    });
  });

  describe('poster preview', () => {
    it('renders a real poster from the business’s own material and replaces the previous one', async () => {
      const first = await as('kim').post(`/api/businesses/${businessId}/generate-poster-preview`).expect(200);
      expect(first.body.posterUrl).toMatch(/^\/uploads\/posters\/[0-9a-f-]{36}\.png$/);
      const image = await request(app.callback()).get(first.body.posterUrl).buffer(true).parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
      const meta = await sharp(image.body as Buffer).metadata();
      expect([meta.width, meta.height]).toEqual([1080, 1350]);
      const { data } = await sharp(image.body as Buffer).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
      expect([...data.subarray(0, 3)]).toEqual([0xb5, 0x83, 0x8d]);
      const second = await as('kim').post(`/api/businesses/${businessId}/generate-poster-preview`).expect(200);
      expect(second.body.posterUrl).not.toBe(first.body.posterUrl);
      await request(app.callback()).get(first.body.posterUrl).expect(404);
      await as('dev').post(`/api/businesses/${businessId}/generate-poster-preview`).expect(404);
    });

    it('is drawn as a task the screen follows, step by step (Prefer: respond-async, issue 29)', async () => {
      const sent = await as('kim').post(`/api/businesses/${businessId}/generate-poster-preview`).set('Prefer', 'respond-async').expect(202);
      expect(sent.body).toMatchObject({ kind: 'promotions.poster', state: 'queued' });
      let task: { state: string; steps: unknown[]; result?: { posterUrl: string } } = { state: 'queued', steps: [] };
      await vi.waitFor(
        async () => {
          task = (await as('kim').get(sent.headers.location!).expect(200)).body;
          expect(task.state).toBe('done');
        },
        { timeout: 10_000, interval: 50 },
      );
      expect(task.steps).toEqual([
        { label: 'No picture of yours yet: a poster of your name and colours', state: 'done' },
        { label: 'Drew the poster', state: 'done' },
      ]);
      await request(app.callback()).get(task.result!.posterUrl).expect(200);
      // Another owner's business is refused at once, with no task.
      await as('dev').post(`/api/businesses/${businessId}/generate-poster-preview`).set('Prefer', 'respond-async').expect(404);
      await as('dev').get(sent.headers.location!).expect(404);
    });
  });

  describe('seasonal campaigns', () => {
    it('creates, lists, edits and deletes campaigns with their promotions', async () => {
      const own = (await as('kim').post(`/api/businesses/${businessId}/promotions`, { title: 'Holiday Glow', description: 'Party-ready hair.', price: 89, tier: 'core_product' })).body.id;
      const created = await as('kim')
        .post(`/api/businesses/${businessId}/campaigns`, { name: 'Winter Special', status: 'active', startDate: '2026-12-01', endDate: '2027-02-28', promotionIds: [own] })
        .expect(201);
      expect(created.body).toMatchObject({ name: 'Winter Special', status: 'active', startDate: '2026-12-01', endDate: '2027-02-28', promotionIds: [own], promotions: [{ id: own, title: 'Holiday Glow', tier: 'core_product' }] });
      const edited = await as('kim').put(`/api/campaigns/${created.body.id}`, { status: 'scheduled', startDate: '2026-12-20', promotionIds: [] }).expect(200);
      expect(edited.body).toMatchObject({ status: 'scheduled', startDate: '2026-12-20', promotionIds: [] });
      expect((await as('kim').get(`/api/businesses/${businessId}/campaigns`)).body).toHaveLength(1);
      await as('dev').delete(`/api/campaigns/${created.body.id}`).expect(404);
      await as('kim').delete(`/api/campaigns/${created.body.id}`).expect(204);
      expect((await as('kim').get(`/api/businesses/${businessId}/campaigns`)).body).toEqual([]);
    });

    it('keeps a campaign’s promotions when an edit leaves them out', async () => {
      const own = (await as('kim').post(`/api/businesses/${businessId}/promotions`, { title: 'Frost Facial', description: 'A winter glow.', price: 59 })).body.id;
      const created = await as('kim')
        .post(`/api/businesses/${businessId}/campaigns`, { name: 'Frost Week', status: 'scheduled', startDate: '2026-12-07', endDate: '2026-12-14', promotionIds: [own] })
        .expect(201);
      const renamed = await as('kim').put(`/api/campaigns/${created.body.id}`, { name: 'Frost Fortnight' }).expect(200);
      expect(renamed.body).toMatchObject({ name: 'Frost Fortnight', promotionIds: [own] });
      const moderated = await as('admin').put(`/api/admin/campaigns/${created.body.id}`, { status: 'draft' }).expect(200);
      expect(moderated.body).toMatchObject({ status: 'draft', promotionIds: [own] });
      await as('kim').delete(`/api/campaigns/${created.body.id}`).expect(204);
    });

    it('reports the state the dates give it today: scheduled, active, ended; a draft stays a draft', async () => {
      const post = (body: object) => as('kim').post(`/api/businesses/${businessId}/campaigns`, { name: 'Dated', status: 'scheduled', ...body }).expect(201);
      // Today is 2026-12-10.
      const before = await post({ startDate: '2026-12-11', endDate: '2026-12-31' });
      const during = await post({ startDate: '2026-12-01', endDate: '2026-12-10' });
      const after = await post({ startDate: '2026-11-01', endDate: '2026-12-09', status: 'active' });
      const draft = await post({ startDate: '2026-12-01', endDate: '2026-12-31', status: 'draft' });
      expect([before, during, after, draft].map((r) => r.body.status)).toEqual(['scheduled', 'active', 'ended', 'draft']);
      const listed = (await as('kim').get(`/api/businesses/${businessId}/campaigns`)).body as Array<{ id: number; status: string }>;
      expect(listed.find((c) => c.id === after.body.id)!.status).toBe('ended');
      for (const r of [before, during, after, draft]) await as('kim').delete(`/api/campaigns/${r.body.id}`).expect(204);
    });

    it('validates dates and refuses another business’s promotions', async () => {
      const post = (body: object) => as('kim').post(`/api/businesses/${businessId}/campaigns`, { name: 'Spring Launch', status: 'scheduled', startDate: '2027-03-01', endDate: '2027-05-31', ...body });
      expect((await post({ endDate: '2027-02-01' }).expect(400)).body).toMatchObject({ message: 'End date must be after the start date', field: 'endDate' });
      expect((await post({ startDate: '2027-02-30' }).expect(400)).body.message).toBe('Start date must be a real date');
      expect((await post({ status: 'paused' }).expect(400)).body.message).toBe('status must be active, scheduled or draft');
      const foreign = await app.kernel.cradle.db('promotions_items').whereNot({ businessId }).first('id');
      expect((await post({ promotionIds: [foreign.id] }).expect(400)).body.message).toBe(`Promotion ${foreign.id} is not one of this business's promotions`);
    });

    it('needs the seasonalPromotions flag as well', async () => {
      app.kernel.cradle.flags.override('seasonalPromotions', false);
      try {
        await as('kim').get(`/api/businesses/${businessId}/campaigns`).expect(404);
        await as('kim').get(`/api/businesses/${businessId}/promotions`).expect(200);
      } finally {
        app.kernel.cradle.flags.override('seasonalPromotions', true);
      }
    });
  });

  describe('analytics from recorded events', () => {
    it('starts empty, then counts views, clicks and redemptions into the figures', async () => {
      const fresh = await publishedBusiness('dev', { name: 'Seminole Mercantile', industry: 'Retail & E-commerce', services: ['Candles'], website: 'merc.example' });
      const empty = await as('dev').get(`/api/businesses/${fresh}/promotions/analytics`).expect(200);
      expect(empty.body).toMatchObject({ current: { views: 0, redemptions: 0, revenue: 0, conversionRate: 0 }, topPerformer: null, promotions: [] });

      const candle = (await as('dev').post(`/api/businesses/${fresh}/promotions`, { title: 'Candle Sampler', description: 'Three Florida scents.', price: 35 })).body.id;
      const box = (await as('dev').post(`/api/businesses/${fresh}/promotions`, { title: 'Gift Box', description: 'Wrapped.', price: 89, tier: 'core_product' })).body.id;
      // Last month: Kim saw and opened the sampler, and redeemed it.
      clock.advanceMinutes(-40 * 24 * 60);
      await as('kim').post(`/api/promotions/${candle}/events`, { type: 'view' }).expect(202);
      await as('kim').post(`/api/promotions/${candle}/events`, { type: 'click' }).expect(202);
      await as('dev').post(`/api/promotions/${candle}/events`, { type: 'redemption' }).expect(202);
      clock.advanceMinutes(40 * 24 * 60);
      // Kim looks four times and clicks twice today: once each; so does Ana. The admin's and the owner's own looks are not counted.
      for (let i = 0; i < 4; i++) await as('kim').post(`/api/promotions/${candle}/events`, { type: 'view' }).expect(202);
      await as('kim').post(`/api/promotions/${candle}/events`, { type: 'click' }).expect(202);
      await as('kim').post(`/api/promotions/${candle}/events`, { type: 'click' }).expect(202);
      await as('ana').post(`/api/promotions/${candle}/events`, { type: 'view' }).expect(202);
      await as('ana').post(`/api/promotions/${candle}/events`, { type: 'click' }).expect(202);
      await as('admin').post(`/api/promotions/${candle}/events`, { type: 'view' }).expect(202);
      await as('dev').post(`/api/promotions/${candle}/events`, { type: 'click' }).expect(202);
      await as('dev').post(`/api/promotions/${candle}/events`, { type: 'redemption' }).expect(202);
      await as('dev').post(`/api/promotions/${candle}/events`, { type: 'redemption' }).expect(202);
      // Two customers, two redemptions: a third has no customer behind it.
      expect((await as('dev').post(`/api/promotions/${candle}/events`, { type: 'redemption' }).expect(409)).body.message).toBe(
        'A redemption needs a customer who viewed and opened this promotion: in the last 30 days it had 2 views and 2 clicks, and 2 redemptions are recorded',
      );
      await as('kim').post(`/api/promotions/${box}/events`, { type: 'view' }).expect(202);
      // Only the business records redemptions.
      expect((await as('kim').post(`/api/promotions/${box}/events`, { type: 'redemption' }).expect(403)).body.message).toBe('Only the business can record a redemption');

      const res = await as('dev').get(`/api/businesses/${fresh}/promotions/analytics`).expect(200);
      expect(res.body.current).toEqual({ views: 3, clicks: 2, claims: 0, redemptions: 2, revenue: 70, conversionRate: 66.7 });
      expect(res.body.previous).toEqual({ views: 1, clicks: 1, claims: 0, redemptions: 1, revenue: 35, conversionRate: 100 });
      expect(res.body.change).toEqual({ revenue: 100, conversions: 100, conversionRate: -33.3 });
      expect(res.body.topPerformer).toEqual({ promotionId: candle, title: 'Candle Sampler', tier: 'lead_magnet', redemptions: 2 });
      expect(res.body.promotions.find((p: { id: number }) => p.id === candle)).toMatchObject({ views: 2, clicks: 2, redemptions: 2 });
      // The chart: thirty days, today last with today's events; forty days ago is outside it.
      expect(res.body.daily).toHaveLength(30);
      expect(res.body.daily.at(-1)).toEqual({ date: '2026-12-10', views: 3, clicks: 2, redemptions: 2 });
      expect(res.body.daily[0].date).toBe('2026-11-11');
      expect(res.body.daily.slice(0, -1).every((d: { views: number; clicks: number; redemptions: number }) => d.views + d.clicks + d.redemptions === 0)).toBe(true);
      const list = (await as('dev').get(`/api/businesses/${fresh}/promotions`)).body as Array<{ id: number; conversionRate: number }>;
      expect(list.find((p) => p.id === candle)!.conversionRate).toBe(100);

      // A promotion that is not live is counted only by its business.
      const draft = (await as('dev').post(`/api/businesses/${fresh}/promotions`, { title: 'Spring Preview', description: 'Not out yet.', price: 45, status: 'draft' })).body.id;
      expect((await as('kim').post(`/api/promotions/${draft}/events`, { type: 'view' }).expect(404)).body.message).toBe('Promotion not found');
      await as('dev').post(`/api/promotions/${draft}/events`, { type: 'view' }).expect(202);
    });
  });

  describe('the directory’s live promotions', () => {
    it('serves the live promotions of the businesses asked for and counts each served one as a view, once a day per person', async () => {
      const shop = await publishedBusiness('dev', { name: 'Ybor Cigar Works', industry: 'Retail & E-commerce', services: ['Cigars'], website: 'ybor.example' });
      const sampler = (await as('dev').post(`/api/businesses/${shop}/promotions`, { title: 'Sampler', description: 'Three cigars.', price: 29 })).body.id;
      const lounge = (await as('dev').post(`/api/businesses/${shop}/promotions`, { title: 'Lounge night', description: 'Members.', price: 120, tier: 'core_product' })).body.id;
      await as('dev').post(`/api/businesses/${shop}/promotions`, { title: 'Not yet', description: 'Draft.', price: 45, status: 'draft' }).expect(201);
      await as('dev').post(`/api/businesses/${shop}/promotions`, { title: 'Switched off', description: 'Off.', price: 45, isActive: false }).expect(201);

      const served = await as('kim').get(`/api/promotions/live?businessIds=${shop},${draftId}`).expect(200);
      expect(served.body).toEqual([
        { id: sampler, businessId: shop, title: 'Sampler', tier: 'lead_magnet', price: 29 },
        { id: lounge, businessId: shop, title: 'Lounge night', tier: 'core_product', price: 120 },
      ]);
      // The same page again, the owner's own look, and a burst in parallel add nothing.
      await as('kim').get(`/api/promotions/live?businessIds=${shop}`).expect(200);
      await as('dev').get(`/api/promotions/live?businessIds=${shop}`).expect(200);
      await Promise.all(Array.from({ length: 5 }, () => as('kim').post(`/api/promotions/${sampler}/events`, { type: 'view' }).expect(202)));
      await Promise.all(Array.from({ length: 5 }, () => as('kim').post(`/api/promotions/${sampler}/events`, { type: 'click' }).expect(202)));
      const figures = (await as('dev').get(`/api/businesses/${shop}/promotions/analytics`).expect(200)).body;
      expect(figures.current).toMatchObject({ views: 2, clicks: 1 });
      expect(figures.promotions.find((p: { id: number }) => p.id === sampler)).toMatchObject({ views: 1, clicks: 1 });

    });

    it('refuses a malformed or oversized list of businesses', async () => {
      expect((await as('kim').get('/api/promotions/live').expect(400)).body.message).toBe('businessIds is required');
      expect((await as('kim').get('/api/promotions/live?businessIds=1,two').expect(400)).body.message).toBe('businessIds must be business ids separated by commas');
      const many = Array.from({ length: 51 }, (_, i) => i + 1).join(',');
      expect((await as('kim').get(`/api/promotions/live?businessIds=${many}`).expect(400)).body.message).toBe('businessIds may name at most 50 businesses');
      await request(app.callback()).get('/api/promotions/live?businessIds=1').expect(401);
    });
  });

  describe('the admin console', () => {
    it('lists, filters, edits and deletes promotions and campaigns', async () => {
      const list = await as('admin').get('/api/admin/promotions').query({ filter: JSON.stringify({ businessId, tier: 'lead_magnet' }), range: '[0,9]' }).expect(200);
      expect(list.headers['content-range']).toMatch(/^promotions \d+-\d+\/\d+$/);
      expect(list.body.every((p: { businessId: number; tier: string }) => p.businessId === businessId && p.tier === 'lead_magnet')).toBe(true);
      const first = list.body[0];
      expect((await as('admin').put(`/api/admin/promotions/${first.id}`, { ...first, isActive: false }).expect(200)).body.isActive).toBe(false);
      await as('admin').delete(`/api/admin/promotions/${first.id}`).expect(200);
      await as('kim').get('/api/admin/promotions').expect(403);
      await as('admin').get('/api/admin/campaigns').expect(200).expect('content-range', /^campaigns /);
    });
  });
});

describe('sample promotions', () => {
  it('seeds suites for the sample businesses and the four documented campaigns, once', async () => {
    const app = await createTestApp({ plugins: [promotionsPlugin], clock: new TestClock('2026-11-23T12:00:00.000Z') });
    try {
      const { samples } = app.kernel.cradle;
      await samples.seed();
      const line = await promotionsPlugin.seed(app.kernel.cradle);
      expect(line).toMatch(/^Sample promotions: \d+ created for 6 sample businesses; 4 sample campaign\(s\) created\.$/);
      expect(await promotionsPlugin.seed(app.kernel.cradle)).toBe('Sample promotions: 0 created for 6 sample businesses; 0 sample campaign(s) created.');
      const tiers = await app.kernel.cradle.db('promotions_items').select('businessId').countDistinct({ tiers: 'tier' }).groupBy('businessId');
      expect(tiers).toHaveLength(6);
      expect(tiers.every((t) => Number(t.tiers) === 3)).toBe(true);
      // The specification's sample prices, with a free offer: every lead magnet is free.
      const prices = await app.kernel.cradle.db('promotions_items').select('tier', 'price');
      expect(new Set(prices.map((p) => Number(p.price)))).toEqual(new Set(SAMPLE_PROMOTION_PRICES));
      expect(prices.filter((p) => p.tier === 'lead_magnet').every((p) => Number(p.price) === 0)).toBe(true);
      // Dated around the day of seeding, so the sample shows one running, one coming and two drafts.
      const first = await app.kernel.cradle.db('promotions_campaigns').first('businessId');
      const campaigns = (await app.kernel.cradle.campaigns.list({ id: 0, email: 'seed-check@example.com', name: 'Admin', role: 'admin' }, Number(first.businessId))).items.map((c) => [c.name, c.status, c.startDate, c.endDate]);
      expect(campaigns).toEqual([
        ['Winter Special', 'active', '2026-11-09', '2027-01-07'],
        ['Spring Launch', 'scheduled', '2027-01-08', '2027-04-07'],
        ['Summer Boost', 'draft', '2027-04-08', '2027-07-06'],
        ['Fall Harvest', 'draft', '2027-07-07', '2027-10-04'],
      ]);
    } finally {
      await app.close();
    }
  });
});
