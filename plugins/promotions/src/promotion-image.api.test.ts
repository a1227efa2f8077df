import { createTestApp, type TestApp } from '@tapin/core/testing';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotionsPlugin } from './index.js';

/**
 * A promotion image is stored at a documented size whatever the client sends (document 2, sections 5
 * and 9; docs/decisions.md#promotions): an API client cannot keep a 6000 px original as a card image.
 */
describe('promotion images are stored at the documented sizes', () => {
  let app: TestApp;
  let token: string;
  let id: number;
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;
  const solid = (width: number, height: number, background = '#3a86ff') => sharp({ create: { width, height, channels: 3, background } });

  /** The stored file behind an image URL, read from disk (what the cards are served). */
  async function stored(url: string) {
    const storage = app.kernel.cradle.storage;
    const bytes = await storage.read(storage.keyOf(url)!);
    return { bytes: bytes!, meta: await sharp(bytes!).metadata() };
  }

  beforeAll(async () => {
    app = await createTestApp({ plugins: [promotionsPlugin] });
    token = (await request(app.callback()).post('/api/auth/register').send({ name: 'Ana Ruiz', email: 'ana@x.com', password: 'secret1' })).body.token;
    const business = await request(app.callback())
      .post('/api/businesses')
      .set(auth())
      .send({ name: 'Ybor Bakery', description: 'Cuban bread since 1915.', industry: 'Food & Beverage', location: 'Tampa, FL', contactEmail: 'hi@ybor.example' })
      .expect(201);
    await request(app.callback()).post(`/api/businesses/${business.body.id}/publish`).set(auth()).expect(200);
    await request(app.callback()).post(`/api/businesses/${business.body.id}/enable-promotions`).set(auth()).expect(200);
    id = (await request(app.callback()).post(`/api/businesses/${business.body.id}/promotions`).set(auth()).send({ title: 'Free pastelito', description: 'With any coffee.', price: 0 }).expect(201)).body.id;
  });
  afterAll(() => app.close());

  it('renders a 6000 px original sent as a data URL to the 400×300 card image, as JPEG', async () => {
    const original = await solid(6000, 4000).png().toBuffer();
    const res = await request(app.callback()).put(`/api/promotions/${id}`).set(auth()).send({ imageUrl: dataUrl('image/png', original) }).expect(200);
    expect(res.body.imageUrl).toMatch(/^\/uploads\/promotions\/[0-9a-f-]{36}\.jpg$/);
    const { meta } = await stored(res.body.imageUrl);
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 400, 300]);
  });

  it('cuts an uploaded file of another shape to its centred 4:3 area', async () => {
    // A square whose top and bottom eighths are red: the centred 4:3 area (3000×2250) leaves them out.
    const band = await solid(3000, 375, '#ff0000').png().toBuffer();
    const square = await solid(3000, 3000, '#0000ff')
      .composite([
        { input: band, left: 0, top: 0 },
        { input: band, left: 0, top: 2625 },
      ])
      .png()
      .toBuffer();
    const res = await request(app.callback()).post(`/api/promotions/${id}/image`).set(auth()).attach('image', square, 'square.png').expect(200);
    const { bytes, meta } = await stored(res.body.imageUrl);
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 400, 300]);
    for (const top of [0, 299]) {
      const { data } = await sharp(bytes).extract({ left: 200, top, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
      expect(data[2]).toBeGreaterThan(200);
      expect(data[0]).toBeLessThan(60);
    }
  });

  it("keeps the crop dialog's 600×400 output at that size, as JPEG", async () => {
    const cropped = await solid(600, 400).webp().toBuffer();
    const res = await request(app.callback()).put(`/api/promotions/${id}`).set(auth()).send({ imageUrl: dataUrl('image/webp', cropped) }).expect(200);
    const { meta } = await stored(res.body.imageUrl);
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 600, 400]);
  });

  it('answers 415, not 500, for bytes that start like a PNG but do not decode', async () => {
    const real = await solid(40, 30).png().toBuffer();
    const broken = Buffer.concat([real.subarray(0, 40), Buffer.alloc(200, 7)]);
    const res = await request(app.callback()).put(`/api/promotions/${id}`).set(auth()).send({ imageUrl: dataUrl('image/png', broken) }).expect(415);
    expect(res.body).toEqual({ message: 'Please upload a JPEG, PNG, or WebP image file.', title: 'Invalid file type' });
  });
});
