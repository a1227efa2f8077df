import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { contrastRatio, luminance8, MIN_TEXT_CONTRAST } from '@tapin/core/contracts';
import { composePoster, type PosterRequest } from './compose.js';
import type { Box } from './frame.js';
import { syntheticPhoto, type PhotoKind } from './testing/photos.js';

const request = (overrides: Partial<PosterRequest> = {}): PosterRequest => ({
  source: null,
  prompt: 'A cosy coffee house at dawn',
  title: 'The Midnight Roastery',
  subtitle: 'Where every cup tells a story',
  placement: 'bottom',
  brandColors: ['#6b3e26', '#d9a05b'],
  badge: 'S1 · E1',
  ...overrides,
});

async function pixelsOf(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * The contrast of a line of text measured on the poster's pixels alone: the box's luminances split in two
 * (Otsu), the text is the smaller class, its colour the median of that class; the background is every
 * other pixel more than 2 px from the text (clear of anti-aliasing), and the worst case is the background
 * pixel closest in luminance to the text.
 */
async function measuredContrast(png: Buffer, box: Box): Promise<number> {
  const { data, width } = await pixelsOf(png);
  const lum = new Float64Array(box.width * box.height);
  for (let y = 0; y < box.height; y++) {
    for (let x = 0; x < box.width; x++) {
      const o = ((box.top + y) * width + box.left + x) * 3;
      lum[y * box.width + x] = luminance8(data[o]!, data[o + 1]!, data[o + 2]!);
    }
  }
  const histogram = new Array<number>(256).fill(0);
  for (const l of lum) histogram[Math.round(l * 255)]!++;
  let best = 0;
  let threshold = 0;
  const total = lum.length;
  const sumAll = histogram.reduce((s, n, i) => s + n * i, 0);
  let below = 0;
  let sumBelow = 0;
  for (let t = 0; t < 256; t++) {
    below += histogram[t]!;
    sumBelow += histogram[t]! * t;
    const above = total - below;
    if (!below || !above) continue;
    const between = below * above * (sumBelow / below - (sumAll - sumBelow) / above) ** 2;
    if (between > best) [best, threshold] = [between, t];
  }
  const high = [...lum].filter((l) => Math.round(l * 255) > threshold).length;
  const textIsLight = high <= total - high;
  const isText = (l: number) => (Math.round(l * 255) > threshold) === textIsLight;
  const text = [...lum].filter(isText).sort((a, b) => a - b);
  const textLum = text[Math.floor(text.length / 2)]!;
  let worst = textIsLight ? 0 : 1;
  for (let y = 0; y < box.height; y++) {
    for (let x = 0; x < box.width; x++) {
      let nearText = false;
      for (let dy = -2; dy <= 2 && !nearText; dy++) {
        for (let dx = -2; dx <= 2 && !nearText; dx++) {
          const yy = y + dy;
          const xx = x + dx;
          if (yy >= 0 && yy < box.height && xx >= 0 && xx < box.width && isText(lum[yy * box.width + xx]!)) nearText = true;
        }
      }
      if (nearText) continue;
      const l = lum[y * box.width + x]!;
      worst = textIsLight ? Math.max(worst, l) : Math.min(worst, l);
    }
  }
  return contrastRatio(textLum, worst);
}

async function expectAPoster(png: Buffer) {
  const meta = await sharp(png).metadata();
  expect({ format: meta.format, ratio: meta.width! / meta.height! }).toEqual({ format: 'png', ratio: 2 / 3 });
  const stats = await sharp(png).stats();
  // Not blank: the pixels vary (a flat image has a standard deviation of 0).
  expect(Math.max(...stats.channels.slice(0, 3).map((c) => c.stdev))).toBeGreaterThan(12);
}

describe('offline posters, checked as images', () => {
  it.each<[PhotoKind | 'none', PosterRequest['placement']]>([
    ['bright', 'top'],
    ['dark', 'bottom'],
    ['busy', 'center'],
    ['none', 'bottom'],
  ])('a %s photo, text at the %s: 2:3, not blank, title and subtitle at least 4.5:1 on the pixels', async (kind, placement) => {
    const source = kind === 'none' ? null : await syntheticPhoto(kind);
    const poster = await composePoster(request({ source, placement }), { grade: true });
    await expectAPoster(poster.png);
    expect([poster.width, poster.height]).toEqual([1000, 1500]);
    const title = await measuredContrast(poster.png, poster.titleBox);
    const subtitle = await measuredContrast(poster.png, poster.subtitleBox!);
    expect(title).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(subtitle).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    // The text sits in the third asked for.
    const third = { top: 0, center: 1, bottom: 2 }[placement];
    const middle = poster.titleBox.top + poster.titleBox.height / 2;
    expect(Math.floor(middle / 500)).toBe(third);
  });

  it('a bright photo under light brand colours still gets legible text (the scrim strengthens)', async () => {
    const poster = await composePoster(request({ source: await syntheticPhoto('bright'), brandColors: ['#fff3c4'], placement: 'top' }), { grade: true });
    expect(await measuredContrast(poster.png, poster.titleBox)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it.each([
    ['a long Latin title', 'Supercalifragilisticexpialidocious Espresso Extravaganza: The Longest Running Coffee House Saga Ever Told In Tampa Bay'],
    ['a Cyrillic title', 'Полуночная обжарка: кофейня, где каждая чашка рассказывает историю о городе'],
    ['a Greek title', 'Το μεσονύχτιο καφεκοπτείο και οι ιστορίες της πόλης που δεν κοιμάται ποτέ'],
    ['a Japanese title without spaces', '真夜中の焙煎所と眠らない街のコーヒー物語をお届けします毎朝新しい一杯'],
  ])('%s wraps inside the margins without overflowing', async (_, title) => {
    const source = await sharp({ create: { width: 1600, height: 1067, channels: 3, background: '#203040' } }).jpeg().toBuffer();
    const poster = await composePoster(request({ source, title, subtitle: title }), { grade: true });
    for (const box of [poster.titleBox, poster.subtitleBox!]) {
      expect(box.left).toBeGreaterThanOrEqual(72);
      expect(box.left + box.width).toBeLessThanOrEqual(1000 - 72);
    }
    expect(poster.titleBox.height).toBeLessThanOrEqual(400);
    // On the pixels: no glyph in the side margins of the text rows (a plain photo, so the margins are flat).
    const { data } = await pixelsOf(poster.png);
    for (let y = poster.titleBox.top; y < poster.titleBox.top + poster.titleBox.height; y++) {
      for (const x of [20, 40, 60, 940, 960, 980]) {
        const o = (y * 1000 + x) * 3;
        expect(luminance8(data[o]!, data[o + 1]!, data[o + 2]!)).toBeLessThan(0.1);
      }
    }
    expect(await measuredContrast(poster.png, poster.titleBox)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('sets hostile text literally: markup is escaped, not interpreted, and nothing breaks', async () => {
    const literal = await composePoster(request({ title: '<b>A</b>', subtitle: '<script>alert(1)</script> & Sons' }), { grade: true });
    const plain = await composePoster(request({ title: 'A', subtitle: 'Sons' }), { grade: true });
    // '<b>A</b>' is eight characters wide when set as text, not one bold letter.
    expect(literal.titleBox.width).toBeGreaterThan(plain.titleBox.width * 4);
    expect(literal.subtitleBox!.width).toBeGreaterThan(plain.subtitleBox!.width * 4);
    await expectAPoster(literal.png);
  });
});
