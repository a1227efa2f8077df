import { colord } from 'colord';

/**
 * sRGB colours, once for the server and the browser: parsing and writing hex (through `colord`), CSS
 * colours as a site declares them, WCAG 2 luminance and contrast, mixing and plain-words names. The
 * luminance and contrast are the exact WCAG formulas, unrounded (colord's a11y plugin rounds both to two
 * decimals, which would move a branding score or a poster's measured contrast), with a lookup table for
 * per-pixel use.
 */
export type Rgb = readonly [number, number, number];

/** WCAG 2 AA for body text: what every line of text on a poster must reach against its background. */
export const MIN_TEXT_CONTRAST = 4.5;

export const WHITE: Rgb = [255, 255, 255];
export const BLACK: Rgb = [0, 0, 0];

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** '#rgb' or '#rrggbb' (any case, the '#' optional) to 0–255 channels; null for anything else. */
export function parseHex(value: string): Rgb | null {
  const digits = HEX.exec(value.trim())?.[1];
  if (!digits) return null;
  const { r, g, b } = colord(`#${digits}`).toRgb();
  return [r, g, b];
}

/** Channels (clamped to 0–255, rounded) as lower-case '#rrggbb'. */
export const toHex = ([r, g, b]: Rgb): string => colord({ r, g, b }).toHex();

/**
 * A colour as a stylesheet or a `theme-color` declares it — `#abc`, `#aabbcc`, `#aabbccdd` (its alpha
 * dropped) or `rgb()`/`rgba()` with whole-number channels (over 255 read as 255) — as lower-case
 * '#rrggbb'; null for anything else.
 */
export function cssColourToHex(color: string): string | null {
  const c = color.trim().toLowerCase();
  const hex = /^#(?:([0-9a-f]{3})|([0-9a-f]{6})(?:[0-9a-f]{2})?)$/.exec(c);
  if (hex) return toHex(parseHex(hex[1] ?? hex[2]!)!);
  const rgb = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})/.exec(c);
  if (rgb) return toHex([Number(rgb[1]), Number(rgb[2]), Number(rgb[3])]);
  return null;
}

/** The sRGB transfer curve of one channel (0–255) to linear light (0–1). */
const linear = (channel: number): number => {
  const c = Math.max(0, Math.min(255, channel)) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** The curve for 0–255 as a lookup, so per-pixel luminance costs three reads. */
const LINEAR = Float64Array.from({ length: 256 }, (_, v) => linear(v));

/** WCAG relative luminance of an sRGB colour (0 black … 1 white). */
export function luminance([r, g, b]: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG relative luminance of 8-bit channels (integers 0–255), through the lookup table. */
export function luminance8(r: number, g: number, b: number): number {
  return 0.2126 * LINEAR[r]! + 0.7152 * LINEAR[g]! + 0.0722 * LINEAR[b]!;
}

/** WCAG contrast ratio of two relative luminances (1 … 21). */
export function contrastRatio(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** WCAG contrast ratio of two hex colours (1 … 21); null when either is not a hex colour. */
export function hexContrast(a: string, b: string): number | null {
  const ca = parseHex(a);
  const cb = parseHex(b);
  return ca && cb ? contrastRatio(luminance(ca), luminance(cb)) : null;
}

/** Rec. 709 luma of the gamma-encoded channels, 0 (black) … 1 (white): a quick "is this a light colour". */
export function luma([r, g, b]: Rgb): number {
  return 0.2126 * (r / 255) + 0.7152 * (g / 255) + 0.0722 * (b / 255);
}

/** `a` moved toward `b` by `t` (0 = a, 1 = b), in sRGB. */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** Hue, saturation and lightness (0–360, 0–1, 0–1), unrounded. */
function hsl([r, g, b]: Rgb): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rn ? ((gn - bn) / d + (gn < bn ? 6 : 0)) * 60 : max === gn ? ((bn - rn) / d + 2) * 60 : ((rn - gn) / d + 4) * 60;
  return [h, s, l];
}

const HUES: [number, string][] = [
  [15, 'red'],
  [40, 'orange'],
  [55, 'amber'],
  [70, 'yellow'],
  [160, 'green'],
  [195, 'teal'],
  [255, 'blue'],
  [290, 'violet'],
  [335, 'magenta'],
  [360, 'red'],
];

/** A plain-words name for a colour ('deep teal', 'pale amber', 'charcoal'), for written descriptions. */
export function colourName(colour: Rgb): string {
  const [h, s, l] = hsl(colour);
  if (s < 0.12 || l < 0.06 || l > 0.96) {
    if (l < 0.12) return 'black';
    if (l < 0.3) return 'charcoal';
    if (l < 0.7) return 'grey';
    return l > 0.92 ? 'white' : 'silver';
  }
  const hue = HUES.find(([limit]) => h < limit)?.[1] ?? 'red';
  const tone = l < 0.28 ? 'deep ' : l > 0.72 ? 'pale ' : s < 0.35 ? 'muted ' : '';
  return `${tone}${hue}`;
}
