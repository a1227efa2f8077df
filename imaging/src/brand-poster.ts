import { openImage } from '@tapin/core';
import { luma, parseHex } from '@tapin/core/contracts';
import sharp from 'sharp';
import { escapeMarkup } from './typography.js';

/** What a brand poster is made from: the business's own material. */
export interface BrandPosterInput {
  name: string;
  tagline: string | null;
  /** A promotion or offer to feature, if any. */
  headline: string | null;
  /** Brand colours, best first. */
  colors: string[];
  /** The business's logo, card or photo (image bytes), or null. */
  image: Buffer | null;
}

/**
 * Brand posters (1080×1350, the portrait size social feeds show whole) from the business's own image
 * (its logo, card or a photo), name, colours and words. Offline and deterministic.
 */
const WIDTH = 1080;
const HEIGHT = 1350;

/** The white panel's picture area: the business's own image is fitted inside it. */
export const PICTURE_BOX = { width: 700, height: 540 } as const;

/**
 * The business's image as the panel shows it: decoded within the pixel limit, upright, fitted inside
 * PICTURE_BOX, as PNG. What the poster previews cache per stored file, so a preview never decodes the
 * original again.
 */
export async function posterPicture(image: Buffer): Promise<Buffer> {
  return (await openImage(image, { pages: 1 })).rotate().resize({ ...PICTURE_BOX, fit: 'inside', withoutEnlargement: false }).png().toBuffer();
}

/** A word too long for a line, cut into hyphenated pieces that fit. */
function pieces(word: string, width: number): string[] {
  if (word.length <= width) return [word];
  const out: string[] = [];
  for (let rest = word; rest; rest = rest.slice(width - 1)) out.push(rest.length > width ? `${rest.slice(0, width - 1)}-` : rest);
  return out;
}

/** Splits text into lines of at most `width` characters (roughly what fits at a font size). */
export function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean).flatMap((w) => pieces(w, width))) {
    if ((line ? `${line} ${word}` : word).length > width && line) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[.,;:!?]?$/, '')}…`;
    return kept;
  }
  return lines;
}

/** A light brand colour takes dark ink. Only a six-digit colour is measured; a three-digit one takes white. */
function isLight(hex: string): boolean {
  const rgb = /^#[0-9a-f]{6}$/i.test(hex) ? parseHex(hex) : null;
  return rgb !== null && luma(rgb) > 0.6;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => /^[\p{L}\p{N}]/u.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

/** Composes a brand poster (PNG). */
export async function composeBrandPoster(input: BrandPosterInput): Promise<Buffer> {
  const primary = input.colors[0] ?? '#1f3a5f';
  const secondary = input.colors[1] ?? input.colors[0] ?? '#10243d';
  const ink = isLight(primary) ? '#161616' : '#ffffff';
  const font = 'DejaVu Sans, Liberation Sans, sans-serif';

  const nameLines = wrap(input.name, 18, 2);
  const taglineLines = input.tagline ? wrap(input.tagline, 34, 3) : [];
  const headlineLines = input.headline ? wrap(input.headline, 30, 2) : [];
  const text = (lines: string[], y: number, size: number, weight: string, fill: string, gap = 1.2) =>
    lines
      .map((l, i) => `<text x="540" y="${y + i * size * gap}" text-anchor="middle" font-family="${font}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeMarkup(l)}</text>`)
      .join('');

  let y = 860;
  const nameSvg = text(nameLines, y, 76, 'bold', ink);
  y += nameLines.length * 76 * 1.2 + 10;
  const taglineSvg = text(taglineLines, y, 36, 'normal', ink, 1.35);
  y += taglineLines.length * 36 * 1.35 + 30;
  const pill = headlineLines.length
    ? `<rect x="110" y="${y - 48}" width="860" height="${headlineLines.length * 44 + 40}" rx="28" fill="${ink}" fill-opacity="0.16"/>` +
      text(headlineLines, y, 36, 'bold', ink)
    : '';

  const background = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0.4" y2="1">
      <stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${secondary}"/></linearGradient></defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
    <rect x="150" y="110" width="780" height="620" rx="36" fill="#ffffff" fill-opacity="0.94"/>
    ${nameSvg}${taglineSvg}${pill}
    <text x="540" y="1290" text-anchor="middle" font-family="${font}" font-size="28" fill="${ink}" fill-opacity="0.85">Now on TAPin · Tampa Business Directory</text>
  </svg>`);

  // The business's own image in the white panel; without one, its initials in its colour.
  let picture: Buffer;
  try {
    if (!input.image) throw new Error('no image');
    picture = await posterPicture(input.image);
  } catch {
    picture = await sharp(
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="420" height="420">
        <circle cx="210" cy="210" r="200" fill="${primary}"/>
        <text x="210" y="262" text-anchor="middle" font-family="${font}" font-size="150" font-weight="bold" fill="${ink}">${escapeMarkup(initials(input.name) || '★')}</text>
      </svg>`),
    )
      .png()
      .toBuffer();
  }
  const meta = await sharp(picture).metadata();
  const left = Math.round(150 + (780 - (meta.width ?? 0)) / 2);
  const top = Math.round(110 + (620 - (meta.height ?? 0)) / 2);
  return sharp(background).composite([{ input: picture, left, top }]).png().toBuffer();
}
