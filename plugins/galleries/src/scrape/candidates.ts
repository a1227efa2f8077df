import { load, type CheerioAPI } from 'cheerio';

/** Where on a page an image was found. */
export type CandidateOrigin = 'og:image' | 'json-ld' | 'hero-css' | 'img' | 'srcset' | 'icon';

/** What the page says an image is, before its bytes are measured. */
export type KindHint = 'logo' | 'icon' | null;

/** An image a page points at, in the order the page shows it. */
export interface FoundImage {
  url: string;
  alt: string | null;
  origin: CandidateOrigin;
  /** Order of appearance among the page's images, from 0. */
  position: number;
  hint: KindHint;
}

/** Elements whose CSS background is the page's hero picture. */
const HERO = /hero|banner|cover|masthead|jumbotron|splash|showcase/i;
const LOGO = /logo|brand-?mark|site-?mark/i;
const ICON = /(^|[\W_])(icon|favicon|sprite|emoji|badge|arrow|social|pixel|spacer)([\W_]|$)/i;
const CSS_URL = /url\(([^()]*)\)/gi;

function absolute(href: string | undefined | null, base: string): string | null {
  const value = href?.trim();
  if (!value || value.startsWith('data:') || value.startsWith('javascript:')) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Every picture a `srcset` offers, largest first (by its `w` or `x` descriptor). */
export function srcsetBySize(srcset: string, base: string): string[] {
  const offered: Array<{ url: string; size: number }> = [];
  for (const part of srcset.split(/,\s+(?=\S)/)) {
    const [href, descriptor = '1x'] = part.trim().split(/\s+/);
    const size = Number.parseFloat(descriptor) * (descriptor.endsWith('x') ? 1000 : 1);
    const url = absolute(href, base);
    if (url && Number.isFinite(size)) offered.push({ url, size });
  }
  return offered.sort((a, b) => b.size - a.size).map((o) => o.url);
}

/** Every `image` (and `logo`) a JSON-LD block declares, however it is nested. */
function jsonLdImages(value: unknown, out: Array<{ url: string; logo: boolean }>, logo = false, depth = 0): void {
  if (depth > 8 || value === null || value === undefined) return;
  if (typeof value === 'string') {
    out.push({ url: value, logo });
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) jsonLdImages(item, out, logo, depth + 1);
    return;
  }
  if (typeof value !== 'object') return;
  const node = value as Record<string, unknown>;
  if (logo || node['@type'] === 'ImageObject') {
    jsonLdImages(node.url ?? node.contentUrl, out, logo, depth + 1);
    return;
  }
  for (const [key, child] of Object.entries(node)) {
    if (key === 'image' || key === 'photo') jsonLdImages(child, out, false, depth + 1);
    else if (key === 'logo') jsonLdImages(child, out, true, depth + 1);
    else if (key === '@graph' || (typeof child === 'object' && child !== null)) jsonLdImages(child, out, false, depth + 1);
  }
}

/** `url(x)`, `url('x')` and `url( "x" )` as `x`. */
function unquoted(value: string): string {
  const v = value.trim();
  return v.length >= 2 && (v[0] === '"' || v[0] === "'") && v.endsWith(v[0]) ? v.slice(1, -1) : v;
}

function cssUrls(css: string, base: string): string[] {
  return [...css.matchAll(CSS_URL)].map((m) => absolute(unquoted(m[1]!), base)).filter((u): u is string => u !== null);
}

/** CSS backgrounds of the hero: its inline style, and rules in the page's own `<style>` that name it. */
function heroBackgrounds($: CheerioAPI, base: string): string[] {
  const found: string[] = [];
  $('[style]').each((_, el) => {
    const e = $(el);
    const names = `${e.attr('class') ?? ''} ${e.attr('id') ?? ''}`;
    const style = e.attr('style') ?? '';
    if (/background/i.test(style) && (HERO.test(names) || el.tagName === 'header')) found.push(...cssUrls(style, base));
  });
  const css = $('style').toArray().map((el) => $(el).text()).join('\n');
  for (const rule of css.matchAll(/(?<![^{}])([^{}]+)\{([^}]*)\}/g)) {
    if (HERO.test(rule[1]!) && /background/i.test(rule[2]!)) found.push(...cssUrls(rule[2]!, base));
  }
  return found;
}

/**
 * The images one HTML page points at, each once, in the order a visitor meets them: the Open Graph
 * picture, what its JSON-LD declares, the hero's CSS background, then `<img>` and `<picture>` in
 * document order (the largest of a srcset), and the site icons last.
 */
export function findImages(html: string, pageUrl: string): { images: FoundImage[]; smaller: Set<string> } {
  const $ = load(html);
  /** The smaller versions of a picture the page offers a larger one of (srcset): never candidates. */
  const smaller = new Set<string>();
  const seen = new Map<string, FoundImage>();
  const add = (url: string | null, origin: CandidateOrigin, alt: string | null, hint: KindHint) => {
    if (!url) return;
    const known = seen.get(url);
    if (known) {
      known.alt ??= alt;
      known.hint ??= hint;
      return;
    }
    seen.set(url, { url, alt, origin, position: seen.size, hint });
  };

  const meta = (name: string) => $(`meta[property="${name}"], meta[name="${name}"]`).first().attr('content');
  add(absolute(meta('og:image') ?? meta('og:image:url') ?? meta('twitter:image'), pageUrl), 'og:image', meta('og:image:alt')?.trim() || null, null);

  $('script[type="application/ld+json"]').each((_, el) => {
    try {
      const images: Array<{ url: string; logo: boolean }> = [];
      jsonLdImages(JSON.parse($(el).text()), images);
      for (const image of images) add(absolute(image.url, pageUrl), 'json-ld', null, image.logo ? 'logo' : null);
    } catch {
      // Broken JSON-LD says nothing.
    }
  });

  for (const url of heroBackgrounds($, pageUrl)) add(url, 'hero-css', null, null);

  $('img, picture source').each((_, el) => {
    const e = $(el);
    const srcset = e.attr('srcset') ?? e.attr('data-srcset');
    const offered = srcset ? srcsetBySize(srcset, pageUrl) : [];
    const fromSet = offered[0] ?? null;
    const plain = absolute(e.attr('src') ?? e.attr('data-src'), pageUrl);
    for (const url of [...offered.slice(1), ...(fromSet && plain !== fromSet && plain ? [plain] : [])]) smaller.add(url);
    const src = fromSet ?? plain;
    const alt = (e.attr('alt') ?? e.closest('picture').find('img').attr('alt'))?.trim() || null;
    const names = `${e.attr('class') ?? ''} ${e.attr('id') ?? ''} ${alt ?? ''} ${src ?? ''}`;
    const inChrome = e.closest('header, nav, footer').length > 0;
    const hint: KindHint = LOGO.test(names) || (inChrome && e.closest('a[href]').length > 0 && !HERO.test(names)) ? 'logo' : ICON.test(names) ? 'icon' : null;
    add(src, fromSet ? 'srcset' : 'img', alt, hint);
  });

  $('link[rel~="icon"], link[rel="apple-touch-icon"], link[rel="apple-touch-icon-precomposed"]').each((_, el) => {
    add(absolute($(el).attr('href'), pageUrl), 'icon', null, 'icon');
  });
  return { images: [...seen.values()].filter((image) => !smaller.has(image.url)), smaller };
}
