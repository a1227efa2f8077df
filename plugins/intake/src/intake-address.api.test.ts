import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { cardSvg, createTestApp, sampleCards, type TestApp } from '@tapin/core/testing';
import { startCorpus, type CorpusServer } from './testing/corpus/index.js';
import { intakePlugin } from './index.js';

/** The street address, the specific category and the card's contact person, from the intake into the profile. */
describe('the intake’s address, category and job title in the business profile', () => {
  let app: TestApp;
  let corpus: CorpusServer;
  let token: string;
  const api = (method: 'get' | 'post' | 'put', path: string) => request(app.callback())[method](path).set('Authorization', `Bearer ${token}`);

  beforeAll(async () => {
    corpus = await startCorpus();
    app = await createTestApp({ plugins: [intakePlugin], config: { scrape: { allowPrivate: true, timeoutMs: 10_000, requestTimeoutMs: 1500 } } });
    token = (await request(app.callback()).post('/api/auth/register').send({ name: 'Derek Olsen', email: 'derek@x.com', password: 'secret1' })).body.token;
  });
  afterAll(async () => {
    await app.close();
    await corpus.close();
  });

  it('extracts them with their sources, and the business keeps them', async () => {
    const card = {
      extractedText: 'Bay Area Pro Plumbing\nDerek Olsen\nMaster Plumber',
      businessInfo: { name: 'Derek Olsen', title: 'Master Plumber', company: 'Bay Area Pro Plumbing', category: 'Plumber', industry: 'Home Services' },
    };
    const res = await api('post', '/api/businesses/extract').send({ websiteUrl: `${corpus.base}/plumb/`, businessCardData: card }).expect(200);
    expect(res.body).toMatchObject({
      industry: 'Home Services',
      category: 'Plumber',
      location: 'Tampa, FL',
      address: '4102 W Kennedy Blvd, Tampa, FL 33609',
      postalAddress: { street: '4102 W Kennedy Blvd', city: 'Tampa', region: 'FL', postalCode: '33609' },
      contactName: 'Derek Olsen',
      contactTitle: 'Master Plumber',
    });
    const { provenance } = res.body.extractedData;
    expect(provenance.address).toEqual({ source: 'website', url: `${corpus.base}/plumb/`, detail: 'JSON-LD Plumber address' });
    expect(provenance.category).toMatchObject({ source: 'card' });
    expect(provenance.contactTitle).toMatchObject({ source: 'card' });

    const { name, industry, category, location, address, postalAddress, contactName, contactTitle } = res.body;
    const created = await api('post', '/api/businesses').send({ name, industry, category, location, address, postalAddress, contactName, contactTitle }).expect(201);
    const id = created.body.business?.id ?? created.body.id;
    const read = await api('get', `/api/businesses/${id}`).expect(200);
    expect(read.body).toMatchObject({ category: 'Plumber', industry: 'Home Services', address: '4102 W Kennedy Blvd, Tampa, FL 33609', postalAddress, contactName: 'Derek Olsen', contactTitle: 'Master Plumber' });

    const moved = { street: '100 S Ashley Dr, Suite 600', city: 'Tampa', region: 'FL', postalCode: '33602' };
    const updated = await api('put', `/api/businesses/${id}`).send({ postalAddress: moved, address: '100 S Ashley Dr, Suite 600, Tampa, FL 33602' }).expect(200);
    expect((updated.body.business ?? updated.body).postalAddress).toEqual(moved);
    const cleared = await api('put', `/api/businesses/${id}`).send({ postalAddress: null }).expect(200);
    expect((cleared.body.business ?? cleared.body).postalAddress).toBeNull();
  });

  it('keeps the website’s logo as the business’s own file instead of linking to it', async () => {
    const res = await api('post', '/api/businesses/extract').send({ websiteUrl: `${corpus.base}/auto/` }).expect(200);
    expect(res.body.logoUrl).toMatch(/^\/uploads\/logos\/[0-9a-f-]{36}\.png$/);
    expect(res.body.extractedData.provenance.logoUrl).toEqual({ source: 'website', url: `${corpus.base}/auto/`, detail: 'logo image' });
    const logo = await request(app.callback()).get(res.body.logoUrl).expect(200);
    expect(logo.headers['content-type']).toBe('image/png');
    // It is the caller's: a business created with it keeps it.
    const other = (await request(app.callback()).post('/api/auth/register').send({ name: 'Sam Reyes', email: 'sam@x.com', password: 'secret1' })).body.token;
    await request(app.callback()).post('/api/businesses').set('Authorization', `Bearer ${other}`).send({ name: 'Gulf Coast Auto Care', logoUrl: res.body.logoUrl }).expect(400);
  });

  it('leaves the logo out rather than linking to one that cannot be read', async () => {
    const res = await api('post', '/api/businesses/extract').send({ websiteUrl: `${corpus.base}/bloom/` }).expect(200);
    expect(res.body.logoUrl).toMatch(/^\/uploads\/logos\//);
    const broken = await api('post', '/api/businesses/extract').send({ websiteUrl: `${corpus.base}/fade/` }).expect(200);
    expect(broken.body.logoUrl).toBeNull();
  });

  it('refuses an address that is not made of its parts, naming the field', async () => {
    const res = await api('post', '/api/businesses').send({ name: 'Odd Address Co', postalAddress: 'somewhere' }).expect(400);
    expect(res.body.message).toMatch(/postalAddress/);
    const extra = await api('post', '/api/businesses').send({ name: 'Odd Address Co', postalAddress: { street: '1 Main St', country: { nested: true } } }).expect(400);
    expect(extra.body.message).toMatch(/postalAddress/);
  });

  it('reads card photos of any common type, keeping them as PNG the browser can show', async () => {
    const svg = Buffer.from(cardSvg(sampleCards.cafe!));
    const { data, info } = await sharp(svg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const photos: Array<[string, Buffer]> = [
      ['card.gif', await sharp(svg).gif().toBuffer()],
      ['card.tiff', await sharp(svg).tiff().toBuffer()],
      ['card.avif', await sharp(svg).avif().toBuffer()],
      ['card.bmp', bmp24(data, info.width, info.height)],
    ];
    for (const [filename, bytes] of photos) {
      const res = await api('post', '/api/businesses/analyze-card').attach('businessCard', bytes, filename).expect(200);
      expect(res.body.businessInfo.phone).toBe('(813) 555-0101');
      expect(res.body.cardImageUrl).toMatch(/^\/uploads\/cards\/[0-9a-f-]{36}\.png$/);
    }
    // Four real OCR runs: slow on a busy machine.
  }, 180_000);

  it('says clearly when a HEIC photo cannot be decoded here', async () => {
    // An HEIC file's opening box with no image the library can decode behind it.
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(4), Buffer.from('mif1heic'), Buffer.alloc(64)]);
    const res = await api('post', '/api/businesses/analyze-card').attach('businessCard', heic, 'IMG_0001.HEIC').expect(415);
    expect(res.body.message).toBe('This HEIC photo cannot be read here. Please choose "Most Compatible" in your camera settings, or upload a JPEG, PNG, or WebP image file.');
  });
});

/** A 24-bit uncompressed BMP of RGB pixels (what scanners and old phones save). */
function bmp24(rgb: Buffer, width: number, height: number): Buffer {
  const row = Math.ceil((width * 3) / 4) * 4;
  const out = Buffer.alloc(54 + row * height);
  out.write('BM', 0, 'latin1');
  out.writeUInt32LE(out.length, 2);
  out.writeUInt32LE(54, 10);
  out.writeUInt32LE(40, 14);
  out.writeInt32LE(width, 18);
  out.writeInt32LE(height, 22);
  out.writeUInt16LE(1, 26);
  out.writeUInt16LE(24, 28);
  out.writeUInt32LE(row * height, 34);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const src = (y * width + x) * 3;
      const dst = 54 + (height - 1 - y) * row + x * 3;
      out[dst] = rgb[src + 2]!;
      out[dst + 1] = rgb[src + 1]!;
      out[dst + 2] = rgb[src]!;
    }
  return out;
}
