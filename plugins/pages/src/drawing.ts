/**
 * What the pages' pictures share (a counter card, a link preview): the brand colour white words can be
 * read on, and words set by Pango (through sharp) in Debian's DejaVu Sans, wrapped at their real widths.
 */
import { contrastRatio, luminance, MIN_TEXT_CONTRAST, parseHex, WHITE, type Rgb } from '@tapin/core/contracts';
import sharp from 'sharp';

const FONT = 'DejaVu Sans';
/** TAPin's own colour, for a business whose brand colours are too light to carry white words. */
const HOUSE = '#0f766e';

/** The public page's background, the lightest thing an accent sits on besides white (which is lighter still). */
const PAGE_BACKGROUND: Rgb = [248, 250, 252];

/**
 * The first brand colour that reads as text on the page's background and carries white words (WCAG AA,
 * 4.5:1 both ways), else TAPin's own: the page's links, prices and buttons and the cards' bands use it.
 */
export function readableAccent(colours: readonly string[]): string {
  const light = Math.min(luminance(WHITE), luminance(PAGE_BACKGROUND));
  return (
    colours.find((c) => {
      const rgb = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(c) ? parseHex(c) : null;
      return rgb !== null && contrastRatio(luminance(rgb), light) >= MIN_TEXT_CONTRAST;
    }) ?? HOUSE
  );
}

function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** A block of words as a PNG with its size. */
export interface Block {
  input: Buffer;
  width: number;
  height: number;
}

/**
 * Words set by Pango, wrapped to `width`, `px` pixels high; a block taller than `maxHeight` is set again
 * to fit it (Pango picks the size). Control characters and runs of space are one space.
 */
export async function words(
  text: string,
  { px, width, maxHeight, colour, bold = false, align = 'centre' }: { px: number; width: number; maxHeight: number; colour: string; bold?: boolean; align?: 'left' | 'centre' },
): Promise<Block | null> {
  const clean = text.replace(/\p{Cc}/gu, ' ').replace(/\s+/g, ' ').trim();
  if (!clean) return null;
  const font = bold ? `${FONT} Bold` : FONT;
  const set = (fit: { font: string; dpi: number } | { font: string; height: number }) =>
    sharp({ text: { text: `<span foreground="${colour}">${escapeMarkup(clean)}</span>`, width, align, wrap: 'word-char', rgba: true, ...fit } }).png().toBuffer({ resolveWithObject: true });
  let { data, info } = await set({ font: `${font} ${px}`, dpi: 72 });
  if (info.height > maxHeight) ({ data, info } = await set({ font, height: maxHeight }));
  return { input: data, width: info.width, height: info.height };
}
