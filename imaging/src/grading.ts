import { openImage } from '@tapin/core';
import type { Rgb } from '@tapin/core/contracts';
import type { ImageFacts } from './analyse.js';
import { POSTER_HEIGHT, POSTER_WIDTH, rawRgb } from './frame.js';

/** How much the vignette darkens the corners (0–1), and where (0 centre … 1 corner) it begins. */
const VIGNETTE_STRENGTH = 0.55;
const VIGNETTE_START = 0.35;
/** Grading: measured brightness above BRIGHT is pulled down, below DARK lifted; contrast below FLAT gets punch. */
const GRADE_BRIGHT = 68;
const GRADE_DARK = 28;
const GRADE_FLAT = 22;
const GRADE_SATURATION = 1.1;
/** Opacity of the brand colour laid over the photo with soft light. */
const GRADE_TINT = 0.16;

/** The grade applied to a photo: its exposure and contrast factors. */
export interface Grade {
  brightness: number;
  contrast: number;
}

/** The size of the frame the point of interest is looked for in (its crop is then scaled up to the poster). */
const ATTENTION_WIDTH = 200;
const ATTENTION_HEIGHT = (ATTENTION_WIDTH * POSTER_HEIGHT) / POSTER_WIDTH;

/**
 * The photo cropped to 2:3 around its point of interest. sharp's attention strategy is run on a small
 * copy (it costs as much as the pixels it looks at), and its offset applied to the full-size crop.
 */
async function cropped(source: Buffer, facts: ImageFacts): Promise<Buffer> {
  const { info } = await (await openImage(source)).autoOrient().resize(ATTENTION_WIDTH, ATTENTION_HEIGHT, { fit: 'cover', position: 'attention' }).raw().toBuffer({ resolveWithObject: true });
  const scale = Math.max(POSTER_WIDTH / facts.width, POSTER_HEIGHT / facts.height);
  const coverWidth = Math.max(POSTER_WIDTH, Math.round(facts.width * scale));
  const coverHeight = Math.max(POSTER_HEIGHT, Math.round(facts.height * scale));
  const factor = POSTER_WIDTH / ATTENTION_WIDTH;
  const left = Math.min(coverWidth - POSTER_WIDTH, Math.max(0, Math.round(-(info.cropOffsetLeft ?? 0) * factor)));
  const top = Math.min(coverHeight - POSTER_HEIGHT, Math.max(0, Math.round(-(info.cropOffsetTop ?? 0) * factor)));
  return rawRgb((await openImage(source, { failOn: 'truncated' })).autoOrient().resize(coverWidth, coverHeight, { fit: 'fill' }).extract({ left, top, width: POSTER_WIDTH, height: POSTER_HEIGHT }));
}

/** W3C soft-light of one channel (0–1) under a blend value (0–1). */
function softLight(base: number, blend: number): number {
  if (blend <= 0.5) return base - (1 - 2 * blend) * base * (1 - base);
  const d = base <= 0.25 ? ((16 * base - 12) * base + 4) * base : Math.sqrt(base);
  return base + (2 * blend - 1) * (d - base);
}

/**
 * Grades the frame in place from its measured facts: exposure pulled down or lifted, contrast about mid
 * grey, the brand colour laid over with soft light, saturation raised. Per-channel steps are one lookup.
 */
function grade(pixels: Buffer, facts: ImageFacts, tint: Rgb): Grade {
  const applied: Grade = {
    brightness: facts.brightness > GRADE_BRIGHT ? 0.86 : facts.brightness < GRADE_DARK ? 1.18 : 1,
    contrast: facts.contrast < GRADE_FLAT ? 1.2 : 1.06,
  };
  const tables = tint.map((t) =>
    Uint8Array.from({ length: 256 }, (_, v) => {
      const exposed = Math.min(255, v * applied.brightness);
      const contrasted = Math.max(0, Math.min(255, applied.contrast * (exposed - 128) + 128)) / 255;
      const toned = (1 - GRADE_TINT) * contrasted + GRADE_TINT * softLight(contrasted, t / 255);
      return Math.round(toned * 255);
    }),
  ) as [Uint8Array, Uint8Array, Uint8Array];
  for (let o = 0; o < pixels.length; o += 3) {
    const r = tables[0][pixels[o]!]!;
    const g = tables[1][pixels[o + 1]!]!;
    const b = tables[2][pixels[o + 2]!]!;
    const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    // A Buffer wraps out-of-range values around, so they are clamped first.
    pixels[o] = Math.max(0, Math.min(255, l + (r - l) * GRADE_SATURATION));
    pixels[o + 1] = Math.max(0, Math.min(255, l + (g - l) * GRADE_SATURATION));
    pixels[o + 2] = Math.max(0, Math.min(255, l + (b - l) * GRADE_SATURATION));
  }
  return applied;
}

/** The photo cropped to 2:3 and, for a user's photo, graded. */
export async function photoLayer(source: Buffer, facts: ImageFacts, colours: Rgb[], graded: boolean): Promise<{ pixels: Buffer; grade: Grade | null }> {
  const pixels = await cropped(source, facts);
  return { pixels, grade: graded ? grade(pixels, facts, colours[0]!) : null };
}

/** Darkens toward the corners, in place. */
export function vignette(pixels: Buffer): void {
  const cx = (POSTER_WIDTH - 1) / 2;
  const cy = (POSTER_HEIGHT - 1) / 2;
  const dx2 = Float64Array.from({ length: POSTER_WIDTH }, (_, x) => ((x - cx) / cx) ** 2 / 2);
  for (let y = 0; y < POSTER_HEIGHT; y++) {
    const dy2 = ((y - cy) / cy) ** 2 / 2;
    for (let x = 0; x < POSTER_WIDTH; x++) {
      const d = Math.sqrt(dx2[x]! + dy2);
      if (d <= VIGNETTE_START) continue;
      const t = (d - VIGNETTE_START) / (1 - VIGNETTE_START);
      const keep = 1 - VIGNETTE_STRENGTH * t * t;
      const o = (y * POSTER_WIDTH + x) * 3;
      pixels[o] = pixels[o]! * keep;
      pixels[o + 1] = pixels[o + 1]! * keep;
      pixels[o + 2] = pixels[o + 2]! * keep;
    }
  }
}
