import { contrastRatio, luminance, luminance8, MIN_TEXT_CONTRAST, type Rgb } from '@tapin/core/contracts';
import type { Region } from './analyse.js';
import { POSTER_HEIGHT, POSTER_WIDTH, type Box } from './frame.js';

/** The scrim is at full strength this far around the text block, then fades over SCRIM_FADE. */
const SCRIM_PADDING = 60;
const SCRIM_FADE = 420;

/** The scrim's opacity on each row: full over the text block, fading toward the middle of the frame. */
export function scrimProfile(placement: Region, blockTop: number, blockBottom: number): Float64Array {
  const top = placement === 'top' ? 0 : blockTop - SCRIM_PADDING;
  const bottom = placement === 'bottom' ? POSTER_HEIGHT : blockBottom + SCRIM_PADDING;
  return Float64Array.from({ length: POSTER_HEIGHT }, (_, y) => {
    if (y >= top && y < bottom) return 1;
    const distance = y < top ? top - y : y - bottom + 1;
    const t = Math.max(0, 1 - distance / SCRIM_FADE);
    return t * t * (3 - 2 * t);
  });
}

export function withScrim(pixels: Buffer, profile: Float64Array, colour: Rgb, opacity: number): Buffer {
  const out = Buffer.from(pixels);
  for (let y = 0; y < POSTER_HEIGHT; y++) {
    const a = profile[y]! * opacity;
    if (a <= 0) continue;
    const [sr, sg, sb] = [colour[0] * a, colour[1] * a, colour[2] * a];
    const keep = 1 - a;
    for (let o = y * POSTER_WIDTH * 3, end = o + POSTER_WIDTH * 3; o < end; o += 3) {
      out[o] = Math.round(sr + out[o]! * keep);
      out[o + 1] = Math.round(sg + out[o + 1]! * keep);
      out[o + 2] = Math.round(sb + out[o + 2]! * keep);
    }
  }
  return out;
}

/** The luminance of the brightest pixel in a box of the poster. */
export function brightestIn(pixels: Buffer, box: Box): number {
  let max = 0;
  for (let y = box.top; y < box.top + box.height; y++) {
    for (let o = (y * POSTER_WIDTH + box.left) * 3, end = o + box.width * 3; o < end; o += 3) {
      const l = luminance8(pixels[o]!, pixels[o + 1]!, pixels[o + 2]!);
      if (l > max) max = l;
    }
  }
  return max;
}

/** The first colour that reaches MIN_TEXT_CONTRAST against a background luminance, with its contrast. */
export function legible(candidates: Rgb[], background: number): { colour: Rgb; contrast: number } | null {
  for (const colour of candidates) {
    const rounded = colour.map(Math.round) as unknown as Rgb;
    const contrast = contrastRatio(luminance(rounded), background);
    if (contrast >= MIN_TEXT_CONTRAST) return { colour: rounded, contrast };
  }
  return null;
}
