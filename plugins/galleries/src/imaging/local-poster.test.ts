import { composePoster, type PosterRequest } from '@tapin/imaging';
import { syntheticPhoto } from '@tapin/imaging/testing';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LocalPosterProvider } from './local-poster.js';

/** The composition itself, on this thread (the server runs the same function in a worker thread). */
const here = { compose: composePoster };

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

async function expectAPoster(png: Buffer) {
  const meta = await sharp(png).metadata();
  expect({ format: meta.format, ratio: meta.width! / meta.height! }).toEqual({ format: 'png', ratio: 2 / 3 });
  const stats = await sharp(png).stats();
  // Not blank: the pixels vary (a flat image has a standard deviation of 0).
  expect(Math.max(...stats.channels.slice(0, 3).map((c) => c.stdev))).toBeGreaterThan(12);
}

describe('LocalPosterProvider', () => {
  it('writes its analysis from the measured facts and reports the words it used', async () => {
    const source = await syntheticPhoto('dark');
    const result = await new LocalPosterProvider(here).render(request({ source, prompt: 'Moody jazz-bar lighting' }));
    await expectAPoster(result.png);
    expect(result.modelUsed).toBe('tapin-local-poster');
    expect(result.cinematicAnalysis).toMatch(/low-key, dark frame \(brightness \d+\/100\) with \w+ contrast \(\d+\/100\)/);
    expect(result.cinematicAnalysis).toMatch(/palette runs .*#[0-9a-f]{6}/);
    expect(result.cinematicAnalysis).toMatch(/\d+\.\d:1 against the brightest pixel/);
    expect(result.actualPrompt).toContain('The Midnight Roastery');
    expect(result.actualPrompt).toContain('Moody jazz-bar lighting');
  });

  it('renders from the prompt alone: a designed background, not a blank', async () => {
    const result = await new LocalPosterProvider(here).render(request({ source: null, brandColors: [] }));
    await expectAPoster(result.png);
    expect(result.cinematicAnalysis).toMatch(/^No photograph: a designed backdrop/);
  });

  it('stops when the request is cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(new LocalPosterProvider(here).render(request(), controller.signal)).rejects.toThrow();
  });
});
