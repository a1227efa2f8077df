import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LocalPosterRenderer } from './local-poster-renderer.js';
import type { PosterInput } from './poster-renderer.js';

const renderPoster = (input: PosterInput) => new LocalPosterRenderer().render(input);

async function pixel(png: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [data[i]!, data[i + 1]!, data[i + 2]!];
}

describe('the offline poster renderer', () => {
  it('renders the business’s own image on its colours at 1080×1350', async () => {
    const logo = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0b6e4f' } }).png().toBuffer();
    const poster = await renderPoster({ name: 'Riverwalk Taqueria', tagline: 'Handmade tortillas by the river', headline: 'Taco Tasting for Two', colors: ['#f4d35e', '#ee964b'], image: logo });
    const meta = await sharp(poster).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1080, 1350]);
    // The top corner is the primary brand colour; the middle of the panel is the logo.
    expect(await pixel(poster, 5, 5)).toEqual([0xf4, 0xd3, 0x5e]);
    expect(await pixel(poster, 540, 420)).toEqual([0x0b, 0x6e, 0x4f]);
  });

  it('uses the initials on the brand colour when there is no image', async () => {
    const poster = await renderPoster({ name: 'Westshore Tax', tagline: null, headline: null, colors: ['#023e8a'], image: null });
    expect(await pixel(poster, 5, 5)).toEqual([0x02, 0x3e, 0x8a]);
    const [r, g, b] = await pixel(poster, 400, 420);
    expect([r, g, b]).toEqual([0x02, 0x3e, 0x8a]);
  });
});
