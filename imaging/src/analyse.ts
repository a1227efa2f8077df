import { openImage, PixelLimitError, UnsupportedMediaTypeError } from '@tapin/core';
import { toHex } from '@tapin/core/contracts';
import type { Metadata, Sharp } from 'sharp';

/**
 * Measured facts about an image: what the poster renderer and its written analysis rely on. Everything is
 * computed from one small decode (the longest side scaled to SAMPLE_SIDE, which JPEG shrink-on-load makes
 * cheap), so a full-size photo is analysed in a few tens of milliseconds.
 */
export interface ImageFacts {
  width: number;
  height: number;
  format: string;
  bytes: number;
  /** Mean luminance, 0 (black) to 100 (white). */
  brightness: number;
  /** RMS contrast of luminance, 0 (flat) to 100 (half black, half white). */
  contrast: number;
  /** Mean Laplacian response, 0 (flat or blurred) to 100 (fine, crisp detail). */
  sharpness: number;
  /** '#rrggbb', dominant first, at most PALETTE_SIZE; transparent pixels are ignored. */
  palette: string[];
  /** The horizontal third with the least detail, where text reads best. */
  calmest: Region;
  /** Where the detail sits, e.g. 'subject centred', measured from edge energy. */
  composition: string;
}

export type Region = 'top' | 'center' | 'bottom';

/**
 * Thrown for bytes that are not an image sharp can decode. The route answers 415 with the message only:
 * the decoder's own words stay in `cause`, for the log (docs/decisions.md: details only in the log).
 */
export class NotAnImageError extends UnsupportedMediaTypeError {
  constructor(message = 'The file is not an image', cause?: unknown) {
    super(message);
    if (cause !== undefined) this.cause = cause instanceof Error ? cause.message : String(cause);
  }
}

/** The longest side of the sample the measures are taken on. */
export const SAMPLE_SIDE = 256;
/** Pixels at or below this alpha (0–255) are transparent and left out of every measure. */
const ALPHA_CUTOFF = 127;
/** The most colours a palette lists. */
export const PALETTE_SIZE = 6;
/** Bits kept per channel when pixels are binned for the palette (4 → 4096 bins). */
const PALETTE_BITS = 4;
/** Two palette colours closer than this (Euclidean distance in 0–255 RGB) are one colour. */
const PALETTE_MIN_DISTANCE = 40;
/** A colour covering less than this share of the opaque pixels is noise, not part of the palette. */
const PALETTE_MIN_SHARE = 0.01;
/** Mean |Laplacian| (0–255 luminance, on the sample) at which sharpness reads 63 of 100 (1 − 1/e). */
const SHARPNESS_SCALE = 12;
/** When no cell of the 3×3 grid reaches this mean gradient (0–255 luminance), there is no subject. */
const FLAT_GRADIENT = 1.5;
/** Edge energy this much above the mean in a cell of the 3×3 grid makes that cell a subject. */
const SUBJECT_LIFT = 1.35;

const REGIONS: readonly Region[] = ['top', 'center', 'bottom'];

interface Sample {
  width: number;
  height: number;
  /** Luminance 0–255 per pixel, NaN where transparent. */
  luma: Float32Array;
  rgba: Buffer;
}

async function sample(bytes: Buffer): Promise<{ meta: Metadata; sample: Sample }> {
  let meta: Metadata;
  let image: Sharp;
  try {
    // Within the pixel limit (a PixelLimitError otherwise), an SVG at a bounded size.
    image = await openImage(bytes, { failOn: 'truncated' });
    meta = await image.metadata();
  } catch (error) {
    if (error instanceof PixelLimitError) throw error;
    throw new NotAnImageError('The file is not an image', error);
  }
  if (!meta.format || !meta.width || !meta.height) throw new NotAnImageError();
  try {
    const { data, info } = await image
      .autoOrient()
      .resize(SAMPLE_SIDE, SAMPLE_SIDE, { fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const luma = new Float32Array(info.width * info.height);
    for (let i = 0; i < luma.length; i++) {
      const o = i * 4;
      luma[i] = data[o + 3]! > ALPHA_CUTOFF ? 0.2126 * data[o]! + 0.7152 * data[o + 1]! + 0.0722 * data[o + 2]! : Number.NaN;
    }
    return { meta, sample: { width: info.width, height: info.height, luma, rgba: data } };
  } catch (error) {
    throw new NotAnImageError('The image could not be decoded', error);
  }
}

const round = (n: number) => Math.round(n * 10) / 10;
const clamp100 = (n: number) => Math.max(0, Math.min(100, n));

function toneFacts(luma: Float32Array): { brightness: number; contrast: number } {
  let n = 0;
  let sum = 0;
  let sumSq = 0;
  for (const v of luma) {
    if (Number.isNaN(v)) continue;
    n++;
    sum += v;
    sumSq += v * v;
  }
  if (!n) return { brightness: 0, contrast: 0 };
  const mean = sum / n;
  const sd = Math.sqrt(Math.max(0, sumSq / n - mean * mean));
  return { brightness: round(clamp100((mean / 255) * 100)), contrast: round(clamp100((sd / 127.5) * 100)) };
}

/**
 * Per-pixel gradient magnitude (|dx| + |dy|) and Laplacian response on the sample; transparent
 * pixels and their neighbours count as flat.
 */
function edgeMaps({ width, height, luma }: Sample): { gradient: Float32Array; laplacian: Float32Array } {
  const gradient = new Float32Array(width * height);
  const laplacian = new Float32Array(width * height);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const c = luma[i]!;
      const l = luma[i - 1]!;
      const r = luma[i + 1]!;
      const u = luma[i - width]!;
      const d = luma[i + width]!;
      const g = Math.abs(r - l) / 2 + Math.abs(d - u) / 2;
      const lap = Math.abs(l + r + u + d - 4 * c);
      gradient[i] = Number.isNaN(g) ? 0 : g;
      laplacian[i] = Number.isNaN(lap) ? 0 : lap;
    }
  }
  return { gradient, laplacian };
}

function mean(values: Float32Array): number {
  let sum = 0;
  for (const v of values) sum += v;
  return values.length ? sum / values.length : 0;
}

/** Mean of `values` over the cell [x0, x1) × [y0, y1). */
function cellMean(values: Float32Array, width: number, x0: number, x1: number, y0: number, y1: number): number {
  let sum = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) sum += values[y * width + x]!;
  const n = (x1 - x0) * (y1 - y0);
  return n > 0 ? sum / n : 0;
}

/** The edge energy of each cell of a 3×3 grid, row by row. */
function grid(gradient: Float32Array, width: number, height: number): number[][] {
  const xs = [0, Math.round(width / 3), Math.round((2 * width) / 3), width];
  const ys = [0, Math.round(height / 3), Math.round((2 * height) / 3), height];
  return [0, 1, 2].map((row) => [0, 1, 2].map((col) => cellMean(gradient, width, xs[col]!, xs[col + 1]!, ys[row]!, ys[row + 1]!)));
}

/** The band with the least detail; on a tie the bottom, then the top, where titles conventionally go. */
function calmestRegion(cells: number[][]): Region {
  const bands = cells.map((row) => row.reduce((a, b) => a + b, 0) / row.length);
  let best: Region = 'bottom';
  for (const index of [2, 0, 1]) if (bands[index]! < bands[REGIONS.indexOf(best)]! - 1e-6) best = REGIONS[index]!;
  return best;
}

function describeComposition(cells: number[][], gradient: Float32Array, width: number, height: number): string {
  const overall = cells.flat().reduce((a, b) => a + b, 0) / 9;
  if (Math.max(...cells.flat()) < FLAT_GRADIENT) return 'flat, without a distinct subject';
  // Centre of edge energy, 0–1 on each axis.
  let sum = 0;
  let sx = 0;
  let sy = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const g = gradient[y * width + x]!;
      sum += g;
      sx += g * x;
      sy += g * y;
    }
  }
  const cx = sx / sum / Math.max(1, width - 1);
  const cy = sy / sum / Math.max(1, height - 1);
  const hot = cells.flat().filter((v) => v > overall * SUBJECT_LIFT).length;
  if (hot === 0) return 'detail spread evenly across the frame';
  const horizontal = cx < 1 / 3 ? 'left' : cx > 2 / 3 ? 'right' : 'centre';
  const vertical = cy < 1 / 3 ? 'upper' : cy > 2 / 3 ? 'lower' : 'middle';
  if (horizontal === 'centre' && vertical === 'middle') return 'subject centred';
  if (vertical === 'middle') return `subject on the ${horizontal} third`;
  if (horizontal === 'centre') return `subject in the ${vertical} third`;
  return `subject in the ${vertical} ${horizontal} of the frame`;
}

/** Dominant colours: pixels binned at PALETTE_BITS per channel, bins averaged, near-duplicates merged. */
function paletteOf({ rgba }: Sample): string[] {
  const shift = 8 - PALETTE_BITS;
  const bins = new Map<number, { n: number; r: number; g: number; b: number }>();
  let opaque = 0;
  for (let o = 0; o < rgba.length; o += 4) {
    if (rgba[o + 3]! <= ALPHA_CUTOFF) continue;
    opaque++;
    const r = rgba[o]!;
    const g = rgba[o + 1]!;
    const b = rgba[o + 2]!;
    const key = ((r >> shift) << (2 * PALETTE_BITS)) | ((g >> shift) << PALETTE_BITS) | (b >> shift);
    const bin = bins.get(key);
    if (bin) {
      bin.n++;
      bin.r += r;
      bin.g += g;
      bin.b += b;
    } else bins.set(key, { n: 1, r, g, b });
  }
  const chosen: { n: number; r: number; g: number; b: number }[] = [];
  for (const bin of [...bins.values()].sort((a, b) => b.n - a.n)) {
    const colour = { n: bin.n, r: bin.r / bin.n, g: bin.g / bin.n, b: bin.b / bin.n };
    const near = chosen.find((c) => Math.hypot(c.r - colour.r, c.g - colour.g, c.b - colour.b) < PALETTE_MIN_DISTANCE);
    if (near) {
      // Fold the bin into the colour it resembles, so that colour's share counts its shades.
      const n = near.n + colour.n;
      near.r = (near.r * near.n + colour.r * colour.n) / n;
      near.g = (near.g * near.n + colour.g * colour.n) / n;
      near.b = (near.b * near.n + colour.b * colour.n) / n;
      near.n = n;
    } else chosen.push(colour);
  }
  return chosen
    .filter((c) => c.n >= opaque * PALETTE_MIN_SHARE)
    .sort((a, b) => b.n - a.n)
    .slice(0, PALETTE_SIZE)
    .map((c) => toHex([c.r, c.g, c.b]));
}

/** Measures an image. Throws NotAnImageError for bytes that are not a decodable image. */
export async function analyseImage(bytes: Buffer): Promise<ImageFacts> {
  const { meta, sample: s } = await sample(bytes);
  const oriented = meta.autoOrient ?? { width: meta.width, height: meta.height };
  const { gradient, laplacian } = edgeMaps(s);
  const cells = grid(gradient, s.width, s.height);
  return {
    width: oriented.width,
    height: oriented.height,
    format: meta.format!,
    bytes: bytes.length,
    ...toneFacts(s.luma),
    sharpness: round(clamp100(100 * (1 - Math.exp(-mean(laplacian) / SHARPNESS_SCALE)))),
    palette: paletteOf(s),
    calmest: calmestRegion(cells),
    composition: describeComposition(cells, gradient, s.width, s.height),
  };
}
