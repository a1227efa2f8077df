const brandProperty = /primary|brand|accent|secondary|main|theme|highlight/i;

/** Brand colours declared in CSS custom properties (`--brand-primary: #c8102e`). */
export function colorsFromCss(css: string): string[] {
  const found: string[] = [];
  // Every custom property first (one pass, each starting where a name starts), then the brand's by name.
  const pattern = /(?<![\w-])--([\w-]+)\s*:\s*(#[0-9a-f]{3,8}\b|rgba?\([^)]*\))/gi;
  for (const match of css.matchAll(pattern)) {
    if (!brandProperty.test(match[1]!)) continue;
    const color = toHex(match[2]!);
    if (color && !found.includes(color)) found.push(color);
  }
  return found;
}

/** `#abc`, `#aabbcc`, `#aabbccdd` or `rgb()` as lower-case `#rrggbb`, or null. */
export function toHex(color: string): string | null {
  const c = color.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(c);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  const long = /^#([0-9a-f]{6})(?:[0-9a-f]{2})?$/.exec(c);
  if (long) return `#${long[1]}`;
  const rgb = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})/.exec(c);
  if (rgb) return `#${[rgb[1], rgb[2], rgb[3]].map((v) => Math.min(255, Number(v)).toString(16).padStart(2, '0')).join('')}`;
  return null;
}
