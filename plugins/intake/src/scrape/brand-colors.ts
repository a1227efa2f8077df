import { cssColourToHex } from '@tapin/core/contracts';

const brandProperty = /primary|brand|accent|secondary|main|theme|highlight/i;

/**
 * Brand colours declared in CSS custom properties (`--brand-primary: #c8102e`, or as a theme's bare
 * channels, `--color-base-accent-1: 122,74,46`).
 */
export function colorsFromCss(css: string): string[] {
  const found: string[] = [];
  // Every custom property first (one pass, each starting where a name starts), then the brand's by name.
  const pattern = /(?<![\w-])--([\w-]+)\s*:\s*(#[0-9a-f]{3,8}\b|rgba?\([^)]*\)|\d{1,3}, ?\d{1,3}, ?\d{1,3}(?=\s*[;}]))/gi;
  for (const match of css.matchAll(pattern)) {
    if (!brandProperty.test(match[1]!)) continue;
    const value = match[2]!;
    const color = cssColourToHex(/^\d/.test(value) ? `rgb(${value})` : value);
    if (color && !found.includes(color)) found.push(color);
  }
  return found;
}

/** Rules whose colour a designer would call the brand's: buttons and calls to action, then headers and bars. */
const buttonSelector = /btn|button|cta|\bbook\b|primary|reserve/i;
/** Social networks' icons carry the network's colour, not the brand's; a cookie banner's, its plug-in's. */
const socialSelector = /social|facebook|twitter|instagram|linkedin|youtube|pinterest|tiktok|cookie|consent|gdpr|onetrust|cmplz/i;
const headerSelector = /header|navbar|top-?bar|masthead|hero|banner|announcement/i;
const colorProperty = /^(background|background-color|border|border-color|border-top|border-bottom|color|fill)$/i;
/** A rule over the page's base elements (`body, button, input`) sets the text's colour, not the brand's. */
const baseSelector = /(^|,)\s*(html|body|input|:root)\s*(,|$)/i;
/** The CSS read for colours, at most (a page's own styles run to tens of kilobytes). */
const MAX_CSS = 200_000;

/**
 * Colours of the page's buttons, then of its headers, then of its pills, as its CSS rules set them (a custom property
 * they use, `var(--clr-sea)`, read as its value). Read rule by rule, without backtracking.
 */
export function colorsFromRules(css: string): { buttons: string[]; headers: string[]; pills: string[] } {
  const text = css.slice(0, MAX_CSS);
  const properties = new Map<string, string>();
  for (const match of text.matchAll(/(?<![\w-])--([\w-]+)\s*:\s*([^;}]{1,60})/g)) properties.set(match[1]!, match[2]!.trim());
  const resolve = (value: string) => {
    const ref = /var\(\s*--([\w-]+)/.exec(value);
    const literal = /#[0-9a-f]{3,8}\b|rgba?\([^)]{0,40}\)/i.exec(ref ? (properties.get(ref[1]!) ?? '') : value);
    return literal ? cssColourToHex(literal[0]) : null;
  };
  const buttons: string[] = [];
  const headers: string[] = [];
  const pills: string[] = [];
  for (const rule of text.split('}')) {
    const open = rule.indexOf('{');
    if (open < 0) continue;
    const selector = rule.slice(rule.lastIndexOf('{', open - 1) + 1, open);
    const declarations = rule.slice(open + 1).split(';');
    // A pill (a large radius with padding) is a button whatever its class is called (Framer's "framer-1r4x9kd"),
    // but as often an accent ("Order" in the bakery's yellow): told apart, and weighed last.
    const pill = declarations.some((d) => Number(/^\s*border-radius\s*:\s*(\d{1,5})px\s*(?:!important\s*)?$/i.exec(d)?.[1] ?? 0) >= 40) && declarations.some((d) => /^\s*padding\s*:/i.test(d));
    const into =
      baseSelector.test(selector) || socialSelector.test(selector) ? null : buttonSelector.test(selector) ? buttons : headerSelector.test(selector) ? headers : pill ? pills : null;
    if (!into) continue;
    // The fill of a button first (its background), then its border and text colours.
    const ordered = [...declarations.filter((d) => /^\s*background/i.test(d)), ...declarations.filter((d) => !/^\s*background/i.test(d))];
    // A pill gives its fill only: its text and border are as often white or the page's ink.
    for (const declaration of into === pills ? ordered.filter((d) => /^\s*background/i.test(d)) : ordered) {
      const colon = declaration.indexOf(':');
      if (colon < 0 || !colorProperty.test(declaration.slice(0, colon).trim())) continue;
      const color = resolve(declaration.slice(colon + 1).trim());
      if (color && !into.includes(color)) into.push(color);
    }
  }
  return { buttons, headers, pills };
}

/** The background an element's own style attribute gives it (`background-color:#E4572E`), or null. */
export function inlineBackground(style: string): string | null {
  const declaration = /(?:^|;)\s*background(?:-color)?\s*:\s*(#[0-9a-f]{3,8}\b|rgba?\([^)]{0,40}\))/i.exec(style);
  return declaration ? cssColourToHex(declaration[1]!) : null;
}

/** Looks like a button or a call to action, by its class, id or test id. */
export const isButtonLike = (names: string) => buttonSelector.test(names);
