import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { analyseImage, NotAnImageError } from './analyse.js';

const flat = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();

/** Deterministic noise (a linear congruential generator), so "busy" is the same on every run. */
function noise(width: number, height: number, seed = 7): Buffer {
  const data = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let i = 0; i < data.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    data[i] = state >>> 24;
  }
  return data;
}

async function busyAndCalm(width: number, height: number, busy: 'top' | 'center' | 'bottom'): Promise<Buffer> {
  const band = Math.floor(height / 3);
  const top = { top: 0, center: band, bottom: height - band }[busy];
  const busyBand = await sharp(noise(width, band), { raw: { width, height: band, channels: 3 } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#335577' } })
    .composite([{ input: busyBand, top, left: 0 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

describe('analyseImage', () => {
  it('measures a flat colour as flat: no sharpness or contrast, one palette colour, its size and format', async () => {
    const facts = await analyseImage(await flat(400, 300, '#c83232'));
    expect(facts).toMatchObject({ width: 400, height: 300, format: 'png' });
    expect(facts.bytes).toBeGreaterThan(0);
    expect(facts.sharpness).toBeLessThan(2);
    expect(facts.contrast).toBeLessThan(2);
    expect(facts.palette).toEqual(['#c83232']);
    expect(facts.composition).toMatch(/flat/);
  });

  it('reads brightness from luminance: white is 100, black 0', async () => {
    expect((await analyseImage(await flat(64, 64, '#ffffff'))).brightness).toBe(100);
    expect((await analyseImage(await flat(64, 64, '#000000'))).brightness).toBe(0);
  });

  it('lists the dominant colour first and ignores transparent pixels', async () => {
    // Two thirds blue, one third orange, and a transparent strip of green that must not count.
    const width = 300;
    const height = 300;
    const rgba = Buffer.alloc(width * height * 4);
    for (let y = 0; y < height; y++) {
      const [r, g, b, a] = y < 100 ? [0xf0, 0x8c, 0x14, 255] : y >= 240 ? [0, 255, 0, 0] : [0x1e, 0x3c, 0xb4, 255];
      for (let x = 0; x < width; x++) rgba.set([r!, g!, b!, a!], (y * width + x) * 4);
    }
    const image = await sharp(rgba, { raw: { width, height, channels: 4 } }).png().toBuffer();
    const facts = await analyseImage(image);
    expect(facts.palette).toEqual(['#1e3cb4', '#f08c14']);
  });

  it('a half black, half white image has full contrast and a crisp edge', async () => {
    const image = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#000000' } })
      .composite([{ input: await flat(100, 200, '#ffffff'), top: 0, left: 100 }])
      .png()
      .toBuffer();
    const facts = await analyseImage(image);
    expect(facts.contrast).toBeGreaterThan(95);
    expect(facts.brightness).toBeGreaterThan(45);
    expect(facts.brightness).toBeLessThan(55);
  });

  it('finds the calm third: busy top → bottom, busy bottom → top, busy everywhere but the middle → center', async () => {
    expect((await analyseImage(await busyAndCalm(600, 400, 'top'))).calmest).toBe('bottom');
    expect((await analyseImage(await busyAndCalm(600, 400, 'bottom'))).calmest).toBe('top');
    const middleCalm = await sharp(noise(600, 600), { raw: { width: 600, height: 600, channels: 3 } })
      .composite([{ input: await flat(600, 200, '#808080'), top: 200, left: 0 }])
      .png()
      .toBuffer();
    expect((await analyseImage(middleCalm)).calmest).toBe('center');
  });

  it('noise is sharp and busy; the same noise blurred is much less sharp', async () => {
    const busy = await sharp(noise(512, 512), { raw: { width: 512, height: 512, channels: 3 } }).png().toBuffer();
    const sharpFacts = await analyseImage(busy);
    const blurred = await analyseImage(await sharp(busy).blur(12).png().toBuffer());
    expect(sharpFacts.sharpness).toBeGreaterThan(80);
    expect(blurred.sharpness).toBeLessThan(sharpFacts.sharpness / 4);
  });

  it('locates the subject: a detailed patch in the middle of a plain field is centred, one on the left is on the left', async () => {
    const patch = await sharp(noise(160, 160), { raw: { width: 160, height: 160, channels: 3 } }).png().toBuffer();
    const centred = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#202830' } })
      .composite([{ input: patch, top: 220, left: 220 }])
      .png()
      .toBuffer();
    const left = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#202830' } })
      .composite([{ input: patch, top: 220, left: 40 }])
      .png()
      .toBuffer();
    expect((await analyseImage(centred)).composition).toBe('subject centred');
    expect((await analyseImage(left)).composition).toBe('subject on the left third');
  });

  it('reports the displayed size of a photo with an EXIF rotation', async () => {
    const rotated = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#445566' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await analyseImage(rotated)).toMatchObject({ width: 200, height: 300, format: 'jpeg' });
  });

  it('throws a NotAnImageError (415) for bytes that are not an image', async () => {
    await expect(analyseImage(Buffer.from('<html>not an image</html>'))).rejects.toBeInstanceOf(NotAnImageError);
    await expect(analyseImage(Buffer.alloc(0))).rejects.toMatchObject({ status: 415 });
  });
});
