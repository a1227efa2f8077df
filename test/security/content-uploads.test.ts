import { existsSync } from 'node:fs';
import { PNG_1PX } from '@tapin/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentApp } from './support/content-world.js';

const dataUrl = `data:image/png;base64,${PNG_1PX.toString('base64')}`;

/**
 * Uploads belong to their owner (docs/decisions.md#businesses): a business and its promotions reference
 * only files its owner uploaded, and deleting a business deletes only its own files.
 */
describe('content: uploads belong to their owner', () => {
  let t: Awaited<ReturnType<typeof contentApp>>;
  let kimLogo: string;
  let kimPromotionImage: string;
  let kimBusiness: number;
  let devBusiness: number;
  const userId = async (who: string) => Number((await t.app.kernel.cradle.db('users').where({ email: `${who}@content.example` }).first('id')).id);
  const fileOf = (url: string) => t.app.kernel.cradle.storage.localPath(t.app.kernel.cradle.storage.keyOf(url)!)!;

  beforeAll(async () => {
    t = await contentApp();
    kimLogo = (await t.as('kim').upload('/api/settings/profile/logo', 'logo', PNG_1PX, 'logo.png').expect(200)).body.logoUrl;
    kimBusiness = await t.publishedBusiness('kim');
    const promotion = await t.as('kim').post(`/api/businesses/${kimBusiness}/promotions`, { title: 'Glow Night', description: 'Ours.', price: 30, image: dataUrl }).expect(201);
    kimPromotionImage = promotion.body.imageUrl;
    devBusiness = (await t.as('dev').post('/api/businesses', { name: 'Copycat Cuts' }).expect(201)).body.id;
  });
  afterAll(() => t.app.close());

  it('refuses another owner’s upload as a logo, on create and on update', async () => {
    for (const url of [kimLogo, kimPromotionImage]) {
      const created = await t.as('dev').post('/api/businesses', { name: 'Copycat Two', logoUrl: url }).expect(400);
      expect(created.body.message).toBe('Logo must be an image you uploaded');
      const updated = await t.as('dev').put(`/api/businesses/${devBusiness}`, { logoUrl: url }).expect(400);
      expect(updated.body.message).toBe('Logo must be an image you uploaded');
    }
    expect((await t.as('dev').get(`/api/businesses/${devBusiness}`)).body.logoUrl).toBeNull();
  });

  it('refuses an arbitrary path under /uploads', async () => {
    for (const url of ['/uploads/../../etc/passwd', '/uploads/logos/not-a-file.png', '/uploads/cards/00000000-0000-0000-0000-000000000000.png']) {
      await t.as('dev').put(`/api/businesses/${devBusiness}`, { logoUrl: url }).expect(400);
    }
  });

  it('refuses another owner’s card image when creating a business', async () => {
    const card = await t.app.kernel.cradle.storage.saveImage(PNG_1PX, 'cards', { types: ['image/png'], maxBytes: 1024, wrongTypeMessage: 'x', tooLargeMessage: 'y' }, { ownerId: await userId('kim') });
    const res = await t.as('dev').post('/api/businesses', { name: 'Card Thief', cardImageUrl: card.url }).expect(400);
    expect(res.body.message).toBe('Business card image must be one you uploaded');
    for (const forged of ['/uploads/cards/../logos/x.png', 'cards/not-a-key.png', 'https://elsewhere.example/card.png']) {
      await t.as('dev').post('/api/businesses', { name: 'Card Thief', cardImageUrl: forged }).expect(400);
    }
  });

  it('lets an owner use their own upload, and an admin use the business owner’s (not their own or another’s)', async () => {
    const used = await t.as('kim').put(`/api/businesses/${kimBusiness}`, { logoUrl: kimLogo }).expect(200);
    expect(used.body.logoUrl).toBe(kimLogo);
    await t.as('admin').put(`/api/admin/businesses/${kimBusiness}`, { logoUrl: kimLogo }).expect(200);
    await t.as('admin').put(`/api/admin/businesses/${devBusiness}`, { logoUrl: kimLogo }).expect(400);
    // Outside addresses are refused (docs/decisions.md#images): the intake keeps a website's logo as the owner's own file.
    await t.as('dev').put(`/api/businesses/${devBusiness}`, { logoUrl: 'https://copycat.example/logo.png' }).expect(400);
  });

  it('never deletes another owner’s file when a business that referenced it is deleted', async () => {
    // Written before the check existed: a business row that points at kim's files.
    await t.app.kernel.cradle.db('businesses').where({ id: devBusiness }).update({ logoUrl: kimLogo });
    await t.as('admin').delete(`/api/admin/businesses/${devBusiness}`).expect(200);
    expect(existsSync(fileOf(kimLogo))).toBe(true);
    expect((await t.as('kim').get(`/api/businesses/${kimBusiness}`)).body.logoUrl).toBe(kimLogo);
  });

  it('refuses another owner’s promotion image by URL', async () => {
    const other = await t.publishedBusiness('dev', { name: 'Dev Diner', website: 'diner.example' });
    const res = await t.as('dev').post(`/api/businesses/${other}/promotions`, { title: 'Stolen', description: 'x', price: 10, imageUrl: kimPromotionImage });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('keeps the owner’s profile logo when a business that used it is deleted', async () => {
    await t.as('admin').delete(`/api/admin/businesses/${kimBusiness}`).expect(200);
    expect(existsSync(fileOf(kimLogo))).toBe(true);
    expect((await t.as('kim').get('/api/settings/profile').expect(200)).body.logoUrl).toBe(kimLogo);
  });

  it('deletes the promotions’ images with their business', async () => {
    const own = await t.publishedBusiness('kim', { name: 'Glow Once More' });
    const promotion = await t.as('kim').post(`/api/businesses/${own}/promotions`, { title: 'Last Call', description: 'Ours.', price: 20, image: dataUrl }).expect(201);
    expect(existsSync(fileOf(promotion.body.imageUrl))).toBe(true);
    await t.as('admin').delete(`/api/admin/businesses/${own}`).expect(200);
    expect(existsSync(fileOf(promotion.body.imageUrl))).toBe(false);
    expect(existsSync(fileOf(kimLogo))).toBe(true);
  });

  it('deletes a business’s own card with it, and keeps the profile logo it shared', async () => {
    const card = await t.app.kernel.cradle.storage.saveImage(PNG_1PX, 'cards', { types: ['image/png'], maxBytes: 1024, wrongTypeMessage: 'x', tooLargeMessage: 'y' }, { ownerId: await userId('kim') });
    const created = await t.as('kim').post('/api/businesses', { name: 'Glow Again', cardImageUrl: card.url, logoUrl: kimLogo }).expect(201);
    expect(created.body.cardImageUrl).toBe(card.url);
    await t.as('admin').delete(`/api/admin/businesses/${created.body.id}`).expect(200);
    expect(existsSync(fileOf(card.url))).toBe(false);
    expect(existsSync(fileOf(kimLogo))).toBe(true);
  });
});
