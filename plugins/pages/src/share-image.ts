/**
 * The picture a link to a public page shows when shared (OpenGraph and Twitter's large summary card,
 * 1200 × 630): the business's logo (or its initials) on its brand colour, its name, what and where it is.
 * Drawn with sharp; the same business at the same moment draws the same bytes.
 */
import sharp, { type OverlayOptions } from 'sharp';
import { readableAccent, words } from './drawing.js';

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
const PANEL = 420;
const INK = '#111827';
const MUTED = '#4b5563';

export interface ShareImageInput {
  name: string;
  /** "Restaurant & Food Service · Ybor City". */
  kind: string;
  brandColors: readonly string[];
  /** The logo's bytes, when the business has one (any image sharp reads). */
  logo: Buffer | null;
}

/** Up to two initials of the name, for a business without a logo. */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

export async function shareImagePng(input: ShareImageInput): Promise<Buffer> {
  const accent = readableAccent(input.brandColors);
  const layers: OverlayOptions[] = [
    { input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${PANEL}" height="${SHARE_IMAGE_HEIGHT}"><rect width="100%" height="100%" fill="${accent}"/></svg>`), left: 0, top: 0 },
  ];
  const tile = 280;
  const logo = input.logo
    ? await sharp(input.logo, { limitInputPixels: 40_000_000 })
        .resize(tile - 40, tile - 40, { fit: 'contain', background: '#ffffff' })
        .flatten({ background: '#ffffff' })
        .extend({ top: 20, bottom: 20, left: 20, right: 20, background: '#ffffff' })
        .png()
        .toBuffer()
        .catch(() => null)
    : null;
  if (logo) layers.push({ input: logo, left: (PANEL - tile) / 2, top: (SHARE_IMAGE_HEIGHT - tile) / 2 });
  else {
    const initials = await words(initialsOf(input.name) || '·', { px: 160, width: PANEL - 40, maxHeight: 240, colour: '#ffffff', bold: true });
    if (initials) layers.push({ input: initials.input, left: Math.round((PANEL - initials.width) / 2), top: Math.round((SHARE_IMAGE_HEIGHT - initials.height) / 2) });
  }
  const left = PANEL + 60;
  const width = SHARE_IMAGE_WIDTH - left - 60;
  const name = await words(input.name, { px: 64, width, maxHeight: 300, colour: INK, bold: true, align: 'left' });
  const kind = await words(input.kind, { px: 34, width, maxHeight: 100, colour: MUTED, align: 'left' });
  const footer = await words("On TAPin, Tampa's local business network", { px: 26, width, maxHeight: 60, colour: accent, align: 'left' });
  const column = [name, kind].filter((b) => b !== null);
  const height = column.reduce((sum, b) => sum + b.height, 0) + (column.length - 1) * 24;
  let y = Math.round((SHARE_IMAGE_HEIGHT - height) / 2) - 20;
  for (const block of column) {
    layers.push({ input: block.input, left, top: y });
    y += block.height + 24;
  }
  if (footer) layers.push({ input: footer.input, left, top: SHARE_IMAGE_HEIGHT - footer.height - 48 });
  return sharp({ create: { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, channels: 3, background: '#ffffff' } })
    .composite(layers)
    .png({ compressionLevel: 9 })
    .toBuffer();
}
