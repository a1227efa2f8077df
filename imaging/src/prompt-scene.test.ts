import { luminance } from '@tapin/core/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { composePoster, type PosterRequest } from './compose.js';
import { hueOf, readScene } from './prompt-scene.js';
import { composeScene } from './scene-render.js';

const request = (prompt: string, overrides: Partial<PosterRequest> = {}): PosterRequest => ({
  source: null,
  prompt,
  title: 'The Midnight Roastery',
  subtitle: 'Where every cup tells a story',
  placement: 'bottom',
  brandColors: [],
  badge: 'SERIES',
  ...overrides,
});

async function rgbOf(png: Buffer) {
  return (await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })).data;
}

/** Mean absolute difference per channel, 0–255. */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([rgbOf(a), rgbOf(b)]);
  expect(x.length).toBe(y.length);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i]! - y[i]!);
  return sum / x.length;
}

/** Mean colour of the picture above the text (the top two thirds). */
async function meanColour(png: Buffer): Promise<[number, number, number]> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const end = Math.floor((info.height * 2) / 3) * info.width * 3;
  const sum = [0, 0, 0];
  for (let i = 0; i < end; i++) sum[i % 3]! += data[i]!;
  return sum.map((s) => s / (end / 3)) as [number, number, number];
}

const poster = async (prompt: string, overrides: Partial<PosterRequest> = {}) => (await composePoster(request(prompt, overrides), { grade: true })).png;

describe('the prompt read as a scene', () => {
  it('finds the subject, mood, time, style and colour words', () => {
    const scene = readScene('A cosy retro coffee house at dawn, teal and gold');
    expect(scene).toMatchObject({ subject: 'coffee', mood: 'cosy', time: 'dawn', style: 'retro', colourWords: ['teal', 'gold'] });
    expect(scene.motifs).toContain('cup');
    expect(readScene('energetic gym session with a pizza after').extraSubjects).toEqual(['pizza']);
    expect(readScene('golden hour on the beach').time).toBe('sunset');
  });

  it('gives the night a dark palette and the sunset a warm one', () => {
    const night = readScene('a coffee house at night').palette;
    const noon = readScene('a coffee house at noon').palette;
    expect(luminance(night.skyTop)).toBeLessThan(0.02);
    expect(luminance(night.skyBottom)).toBeLessThan(luminance(noon.skyBottom) / 4);
    const sunset = readScene('a coffee house at sunset').palette;
    // Warm: red well above blue in the low sky and in the light.
    expect(sunset.skyBottom[0] - sunset.skyBottom[2]).toBeGreaterThan(60);
    expect(sunset.light[0] - sunset.light[2]).toBeGreaterThan(40);
  });

  it('lets colour words set the hue', () => {
    expect(hueOf(readScene('a quiet street in blue').palette.accent).h).toBeGreaterThan(200);
    expect(hueOf(readScene('a quiet street in blue').palette.accent).h).toBeLessThan(240);
    const red = hueOf(readScene('a quiet street in red').palette.accent).h;
    expect(Math.min(red, 360 - red)).toBeLessThan(10);
  });

  it('changes the composition with the words, and the rest with the seed', () => {
    expect(readScene('an energetic gym').layout).toBe('scatter');
    expect(readScene('a minimal gym').layout).toBe('hero');
    expect(readScene('a calm beach').horizon).toBeGreaterThan(readScene('a beach').horizon - 0.1);
    const [a, b] = [readScene('zxqv plorb'), readScene('zxqv plorc')];
    expect(a.subject).toBeNull();
    expect(a.seed).not.toBe(b.seed);
    expect(a).not.toEqual(b);
  });
});

describe('posters drawn from the prompt, compared as images', () => {
  it('two different prompts give clearly different images; the same prompt the same bytes', async () => {
    const [coffee, beach, again] = await Promise.all([poster('A cosy coffee house at dawn'), poster('A calm beach at night'), poster('A cosy coffee house at dawn')]);
    expect(again.equals(coffee)).toBe(true);
    expect(await difference(coffee, beach)).toBeGreaterThan(20);
  });

  it('two prompts the vocabulary does not know still differ (the seed)', async () => {
    const [a, b] = await Promise.all([poster('zxqv plorb'), poster('zxqv plorc')]);
    expect(await difference(a, b)).toBeGreaterThan(5);
  });

  it('the old red spotlight is gone: without a picture, titles alone no longer decide the image', async () => {
    const [a, b] = await Promise.all([poster('A florist at noon'), poster('A record shop at midnight')]);
    const [ca, cb] = await Promise.all([meanColour(a), meanColour(b)]);
    expect(Math.max(...ca.map((v, i) => Math.abs(v - cb[i]!)))).toBeGreaterThan(25);
  });

  it('a colour word changes the dominant hue', async () => {
    const [blue, red] = await Promise.all([poster('A quiet bookshop in blue'), poster('A quiet bookshop in red')]);
    const [b, r] = await Promise.all([meanColour(blue), meanColour(red)]);
    expect(b[2] - b[0]).toBeGreaterThan(10);
    expect(r[0] - r[2]).toBeGreaterThan(10);
  });

  it('the time of day changes the mean luminance', async () => {
    const [noon, night] = await Promise.all([poster('A bakery at noon'), poster('A bakery at night')]);
    const lum = ([r, g, b]: [number, number, number]) => 0.2126 * r + 0.7152 * g + 0.0722 * b;
    expect(lum(await meanColour(noon))).toBeGreaterThan(lum(await meanColour(night)) + 60);
  });

  it('draws a text-free picture at any size for the sample data', async () => {
    const png = await composeScene('A fitness studio at dawn', { width: 600, height: 400 });
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 600, 400]);
    const stats = await sharp(png).stats();
    expect(Math.max(...stats.channels.slice(0, 3).map((c) => c.stdev))).toBeGreaterThan(12);
  });
});
