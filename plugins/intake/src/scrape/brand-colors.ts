import { cssColourToHex } from '@tapin/core/contracts';

const brandProperty = /primary|brand|accent|secondary|main|theme|highlight/i;

/** Brand colours declared in CSS custom properties (`--brand-primary: #c8102e`). */
export function colorsFromCss(css: string): string[] {
  const found: string[] = [];
  // Every custom property first (one pass, each starting where a name starts), then the brand's by name.
  const pattern = /(?<![\w-])--([\w-]+)\s*:\s*(#[0-9a-f]{3,8}\b|rgba?\([^)]*\))/gi;
  for (const match of css.matchAll(pattern)) {
    if (!brandProperty.test(match[1]!)) continue;
    const color = cssColourToHex(match[2]!);
    if (color && !found.includes(color)) found.push(color);
  }
  return found;
}
