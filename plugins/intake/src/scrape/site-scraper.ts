import type { FieldSource, ScrapedPage, Sourced } from '@tapin/core/contracts';
import sharp from 'sharp';
import { toHex } from './brand-colors.js';
import { extractPage } from './html-extractor.js';
import type { Found, ImageFound, PageFacts } from './page-facts.js';
import { decodeHtml, normalizeWebsiteUrl, SafeFetcher, type ScrapeLimits } from '@tapin/core';

export interface ScrapedSite {
  url: string;
  finalUrl: string;
  pages: ScrapedPage[];
  /** Visible text of the pages read, capped. */
  text: string;
  fields: {
    name?: Sourced<string>;
    description?: Sourced<string>;
    industry?: Sourced<string>;
    location?: Sourced<string>;
    address?: Sourced<string>;
    contactEmail?: Sourced<string>;
    contactPhone?: Sourced<string>;
    services?: Sourced<string[]>;
    brandColors?: Sourced<string[]>;
    socialProfiles?: Sourced<string[]>;
    logoUrl?: Sourced<string>;
    images?: ImageFound[];
    openingHours?: Sourced<string[]>;
    valueProposition?: Sourced<string>;
  };
}

const TEXT_CAP = 20_000;
type Single = 'name' | 'description' | 'industry' | 'location' | 'address' | 'contactEmail' | 'contactPhone' | 'services' | 'openingHours' | 'valueProposition' | 'logoUrl';

function sourced<T>(found: Found<T>, url: string): Sourced<T> {
  const from: FieldSource = { source: 'website', url, detail: found.detail };
  return { value: found.value, from };
}

function rgbOf(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** Greys, near-white and near-black say nothing about a brand. */
function isBrandColor(hex: string): boolean {
  const [r, g, b] = rgbOf(hex);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  return max - min > 24 && max > 40 && min < 235;
}

/** Two colours a person would call the same (a logo's dominant colour is quantised, so rarely exact). */
function sameColor(a: string, b: string): boolean {
  const [x, y] = [rgbOf(a), rgbOf(b)];
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]) < 40;
}

/**
 * Reads a business website: the home page, then a few same-site pages (about, contact, services), the
 * site's own stylesheets and its logo, all through the SSRF-safe fetcher and within the time and size
 * limits. Each field keeps the page and the way it was found.
 */
export async function scrapeWebsite(input: string, limits: ScrapeLimits, options: { signal?: AbortSignal } = {}): Promise<ScrapedSite> {
  const url = normalizeWebsiteUrl(input);
  const overall = AbortSignal.any([AbortSignal.timeout(limits.timeoutMs), ...(options.signal ? [options.signal] : [])]);
  const fetcher = new SafeFetcher(limits);
  try {
    const home = await fetcher.fetch(url, 'html', overall);
    const pages: PageFacts[] = [extractPage(decodeHtml(home.body, home.contentType), home.url)];
    const visited: ScrapedSite['pages'] = [{ url: home.url, status: home.status, title: pages[0]!.title, truncated: home.truncated }];

    // The other pages are extras: one that is slow, missing or not HTML is skipped.
    for (const next of pages[0]!.nextPages.slice(0, Math.max(0, limits.maxPages - 1))) {
      if (overall.aborted) break;
      try {
        const page = await fetcher.fetch(next, 'html', overall);
        if (visited.some((v) => v.url === page.url)) continue;
        pages.push(extractPage(decodeHtml(page.body, page.contentType), page.url));
        visited.push({ url: page.url, status: page.status, title: pages.at(-1)!.title, truncated: page.truncated });
      } catch {
        continue;
      }
    }

    const fields: ScrapedSite['fields'] = {};
    const singles: Single[] = ['name', 'description', 'industry', 'location', 'address', 'contactEmail', 'contactPhone', 'services', 'openingHours', 'valueProposition', 'logoUrl'];
    for (const key of singles) {
      const page = pages.find((p) => p[key]);
      if (page) (fields as Record<string, unknown>)[key] = sourced(page[key] as Found<unknown>, page.url);
    }
    const socials = [...new Set(pages.flatMap((p) => p.socialProfiles))];
    if (socials.length) {
      const first = pages.find((p) => p.socialProfiles.length)!;
      fields.socialProfiles = { value: socials, from: { source: 'website', url: first.url, detail: 'social links' } };
    }
    const images = pages.flatMap((p) => p.images).filter((img, i, all) => all.findIndex((o) => o.url === img.url) === i);
    if (images.length) fields.images = images.slice(0, 20);

    const colors = await brandColors(pages, fields.logoUrl?.value ?? null, fetcher, overall);
    if (colors) fields.brandColors = colors;

    const text = pages.map((p) => p.text).join('\n\n').slice(0, TEXT_CAP);
    return { url, finalUrl: home.url, pages: visited, text, fields };
  } finally {
    await fetcher.close();
  }
}

/**
 * The brand's colours, best first: the page's theme-color and CSS custom properties, the site's own
 * stylesheets, then the dominant colour of the logo.
 */
async function brandColors(pages: PageFacts[], logoUrl: string | null, fetcher: SafeFetcher, signal: AbortSignal): Promise<Sourced<string[]> | undefined> {
  const colors: string[] = [];
  let from: FieldSource | undefined;
  const add = (found: string[], source: FieldSource) => {
    for (const color of found) if (isBrandColor(color) && !colors.some((c) => sameColor(c, color)) && colors.length < 5) colors.push(color);
    if (colors.length && !from) from = source;
  };
  for (const page of pages) for (const found of page.themeColors) add(found.value, { source: 'website', url: page.url, detail: found.detail });

  const stylesheets = [...new Set(pages.flatMap((p) => p.stylesheets))].slice(0, 2);
  for (const sheet of stylesheets) {
    if (colors.length >= 3 || signal.aborted) break;
    try {
      const css = await fetcher.fetch(sheet, 'css', signal);
      const found = [...css.body.toString('utf8').matchAll(/--[\w-]*(?:primary|brand|accent|secondary|main|theme|highlight)[\w-]*\s*:\s*(#[0-9a-f]{3,8}\b|rgba?\([^)]*\))/gi)]
        .map((m) => toHex(m[1]!))
        .filter((c): c is string => c !== null);
      add(found, { source: 'website', url: sheet, detail: 'stylesheet custom properties' });
    } catch {
      // A stylesheet that cannot be read changes nothing.
    }
  }

  if (logoUrl && colors.length < 5 && !signal.aborted) {
    try {
      const logo = await fetcher.fetch(logoUrl, 'image', signal);
      const { dominant } = await sharp(logo.body).stats();
      const hex = `#${[dominant.r, dominant.g, dominant.b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
      add([hex], { source: 'website', url: logoUrl, detail: 'logo colours' });
    } catch {
      // Nor does a logo that cannot be read.
    }
  }
  return colors.length ? { value: colors, from: from! } : undefined;
}
