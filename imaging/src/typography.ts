import type { Rgb } from '@tapin/core/contracts';
import sharp from 'sharp';
import { POSTER_WIDTH } from './frame.js';

/** The poster's typeface (Debian's fonts-dejavu-core). */
const FONT = 'DejaVu Sans';
/** Space kept clear of text on the left and right. */
export const SIDE_MARGIN = 72;
const TEXT_WIDTH = POSTER_WIDTH - 2 * SIDE_MARGIN;

/** Text as Pango markup or SVG shows it literally: every markup character escaped. */
export function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Words as they are set: control characters gone, runs of white space one space. */
export function cleanText(text: string): string {
  return text
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface TextLayer {
  rgba: Buffer;
  width: number;
  height: number;
}

/**
 * A block of centred text, wrapped by Pango to TEXT_WIDTH at its real glyph widths (words, and inside a
 * word too long for a line), in white; a block taller than `maxHeight` is set again, smaller, to fit.
 */
export async function textLayer(text: string, size: number, bold: boolean, maxHeight: number): Promise<TextLayer | null> {
  const words = cleanText(text);
  if (!words) return null;
  const font = bold ? `${FONT} Bold` : FONT;
  const render = (fit: { font: string; dpi: number } | { font: string; height: number }) =>
    sharp({ text: { text: `<span foreground="#ffffff">${escapeMarkup(words)}</span>`, width: TEXT_WIDTH, align: 'centre', wrap: 'word-char', rgba: true, ...fit } })
      .raw()
      .toBuffer({ resolveWithObject: true });
  let { data, info } = await render({ font: `${font} ${size}`, dpi: 72 });
  if (info.height > maxHeight) ({ data, info } = await render({ font, height: maxHeight }));
  if (info.width > TEXT_WIDTH || info.height > maxHeight) {
    const fitted = await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
      .resize(TEXT_WIDTH, maxHeight, { fit: 'inside' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    ({ data, info } = fitted);
  }
  return { rgba: data, width: info.width, height: info.height };
}

/** The same text in another colour: its alpha (the glyphs) is kept, every pixel takes the colour. */
export function coloured(layer: TextLayer, colour: Rgb): Buffer {
  const out = Buffer.from(layer.rgba);
  const [r, g, b] = colour.map(Math.round) as [number, number, number];
  for (let o = 0; o < out.length; o += 4) {
    out[o] = r;
    out[o + 1] = g;
    out[o + 2] = b;
  }
  return out;
}
