import { parseHex, type FieldSource, type OpeningHours, type PostalAddress, type ScrapedPage, type Sourced } from '@tapin/core/contracts';
import { categoryFromFound, categoryWordsIn, closerCategory } from '../text/business-category.js';
import { colorsFromCss, colorsFromRules } from './brand-colors.js';
import { FOOTER_COLUMN, FOR_ONE_KIND, PILL_STYLES, WORDS_ON_PAGE, type Found, type ImageFound, type PageFacts } from './page-facts.js';
import { decodeHtml, normalizeWebsiteUrl, openImage, SafeFetcher, workerModule, type ScrapeLimits, type WorkerPool } from '@tapin/core';

export interface ScrapedSite {
  url: string;
  finalUrl: string;
  pages: ScrapedPage[];
  /** Visible text of the pages read, capped. */
  text: string;
  /** The logo's bytes as fetched (through the safe fetcher), for keeping it as the business's own file. */
  logo?: { url: string; bytes: Buffer };
  fields: {
    name?: Sourced<string>;
    description?: Sourced<string>;
    /** The specific category ("Plumber"); `industry` is the broad directory industry it belongs to. */
    category?: Sourced<string>;
    industry?: Sourced<string>;
    location?: Sourced<string>;
    /** The display line, and the same address as structured fields. */
    address?: Sourced<string>;
    postalAddress?: Sourced<PostalAddress>;
    contactEmail?: Sourced<string>;
    contactPhone?: Sourced<string>;
    services?: Sourced<string[]>;
    brandColors?: Sourced<string[]>;
    socialProfiles?: Sourced<string[]>;
    logoUrl?: Sourced<string>;
    images?: ImageFound[];
    openingHours?: Sourced<OpeningHours>;
    valueProposition?: Sourced<string>;
  };
}

const TEXT_CAP = 20_000;
type Single = 'name' | 'description' | 'category' | 'industry' | 'location' | 'address' | 'postalAddress' | 'contactEmail' | 'contactPhone' | 'services' | 'openingHours' | 'valueProposition' | 'logoUrl';

function sourced<T>(found: Found<T>, url: string): Sourced<T> {
  const from: FieldSource = { source: 'website', url, detail: found.detail };
  return { value: found.value, from };
}

/**
 * A category read from words (no structured type named it) is read from every page read, not the first
 * that names one: a home page may mention the insurance it accepts where the about page says what the
 * business is. The name, the home page's title, the description and every page's headings weigh most.
 */
function siteCategory(pages: PageFacts[], fields: ScrapedSite['fields']): void {
  const byWords = (field: Sourced<string> | undefined) => !field || field.from.detail === WORDS_ON_PAGE;
  // The pages' words were found where each page was read (a worker thread); only short texts are read here.
  const short = (value: string | null | undefined) => (value ? categoryWordsIn(value.slice(0, SHORT_TEXT)) : null);
  const typed = fields.category;
  if (typed && !byWords(typed)) {
    // A broad type ("Restaurant") gives way to a closer category the name, title or description names.
    const closer = closerCategory(typed.value, short(fields.name?.value), short(pages[0]!.title), short(fields.description?.value));
    const detail = [typed.from.detail, 'named more closely by its words'].filter(Boolean).join(', ');
    if (closer) fields.category = { value: closer.category, from: { ...typed.from, detail } };
    return;
  }
  const found = categoryFromFound(
    short(fields.name?.value),
    short(pages[0]!.title),
    short(fields.description?.value),
    pages.flatMap((p) => p.categoryWords.headings),
    pages.flatMap((p) => p.categoryWords.text),
  );
  if (!found) return;
  const from: FieldSource = { source: 'website', url: pages[0]!.url, detail: 'words on the site' };
  if (byWords(fields.industry)) fields.industry = { value: found.industry, from };
  fields.category = { value: found.category, from };
}

/** How much of a name, a title or a description the site's category reads on the event loop (characters). */
const SHORT_TEXT = 500;

/** Greys, near-white and near-black say nothing about a brand. */
function isBrandColor(hex: string): boolean {
  const [r, g, b] = parseHex(hex)!;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  return max - min > 24 && max > 40 && min < 235;
}

/** A colour the site declares (theme-color, brand custom properties): anything but near-black, near-white and pure grey. */
function isDeclaredColor(hex: string): boolean {
  const [r, g, b] = parseHex(hex)!;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  return max - min > 8 && max > 40 && min < 220;
}

/** Two colours a person would call the same (a logo's dominant colour is quantised, so rarely exact). */
function sameColor(a: string, b: string): boolean {
  const [x, y] = [parseHex(a)!, parseHex(b)!];
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]) < 40;
}

/** Side of the small copy of a logo its colours are counted on. */
const PALETTE_SAMPLE = 64;
/** Bits kept per channel when counting colours (4: 4,096 buckets). */
const PALETTE_BITS = 4;
/** A colour must cover this share of the logo's opaque, coloured pixels to count. */
const PALETTE_MIN_SHARE = 0.08;

/**
 * A logo's dominant colours, most used first: its opaque pixels counted in coarse buckets (so
 * anti-aliased edges join their colour), ignoring transparency, greys, near-black and near-white.
 */
export async function paletteOf(image: Buffer): Promise<string[]> {
  const { data, info } = await (await openImage(image, { pages: 1 })).resize(PALETTE_SAMPLE, PALETTE_SAMPLE, { fit: 'inside' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const buckets = new Map<number, { n: number; r: number; g: number; b: number }>();
  let total = 0;
  const shift = 8 - PALETTE_BITS;
  for (let i = 0; i < data.length; i += info.channels) {
    const [r, g, b, a] = [data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!];
    if (a < 128) continue;
    const hex = `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
    if (!isBrandColor(hex)) continue;
    total++;
    const key = ((r >> shift) << (2 * PALETTE_BITS)) | ((g >> shift) << PALETTE_BITS) | (b >> shift);
    const bucket = buckets.get(key) ?? { n: 0, r: 0, g: 0, b: 0 };
    buckets.set(key, { n: bucket.n + 1, r: bucket.r + r, g: bucket.g + g, b: bucket.b + b });
  }
  return [...buckets.values()]
    .filter((bucket) => bucket.n / total >= PALETTE_MIN_SHARE)
    .sort((x, y) => y.n - x.n)
    .slice(0, 3)
    .map((bucket) => `#${[bucket.r, bucket.g, bucket.b].map((sum) => Math.round(sum / bucket.n).toString(16).padStart(2, '0')).join('')}`);
}

/** A server loads the page reader in a thread as it starts, so its first owner does not wait for that. */
export function warmPageReader(workers: WorkerPool): void {
  workers.warm(intakeWorker, 'extractPage', { html: '<title>Ready</title><p>Call (813) 555-0100</p>', url: 'https://ready.invalid/' });
}

/** Reads one page's HTML into facts. */
export type PageReader = (html: string, url: string) => Promise<PageFacts>;

const intakeWorker = workerModule(import.meta.url, '../intake-worker.js');

/**
 * Pages are read in the core's worker threads, never on the event loop that answers requests: a page
 * written to be slow to read (one endless word, deep nesting) costs its own thread, ended at the task's
 * deadline. The website read's own time limit bounds its downloads, as before; a page once downloaded is
 * read within the task's deadline.
 */
export function pageReader(workers: WorkerPool): PageReader {
  return (html, url) => workers.run<{ html: string; url: string }, PageFacts>(intakeWorker, 'extractPage', { html, url }, { tooSlow: `The page ${url} took too long to read.` });
}

/**
 * Reads a business website: the home page, then a few same-site pages (about, contact, services), the
 * site's own stylesheets and its logo, all through the SSRF-safe fetcher and within the time and size
 * limits. Each field keeps the page and the way it was found.
 */
export async function scrapeWebsite(input: string, limits: ScrapeLimits, options: { signal?: AbortSignal; readPage: PageReader }): Promise<ScrapedSite> {
  const url = normalizeWebsiteUrl(input);
  const overall = AbortSignal.any([AbortSignal.timeout(limits.timeoutMs), ...(options.signal ? [options.signal] : [])]);
  const read = (page: { body: Buffer; contentType: string; url: string }) => options.readPage(decodeHtml(page.body, page.contentType), page.url);
  const fetcher = new SafeFetcher(limits);
  try {
    const home = await fetcher.fetch(url, 'html', overall);
    const pages: PageFacts[] = [await read(home)];
    const visited: ScrapedSite['pages'] = [{ url: home.url, status: home.status, title: pages[0]!.title, truncated: home.truncated }];

    // The other pages are extras: one that is slow, missing or not HTML is skipped.
    for (const next of pages[0]!.nextPages.slice(0, Math.max(0, limits.maxPages - 1))) {
      if (overall.aborted) break;
      try {
        const page = await fetcher.fetch(next, 'html', overall);
        if (visited.some((v) => v.url === page.url)) continue;
        pages.push(await read(page));
        visited.push({ url: page.url, status: page.status, title: pages.at(-1)!.title, truncated: page.truncated });
      } catch {
        continue;
      }
    }

    const fields: ScrapedSite['fields'] = {};
    const singles: Single[] = ['name', 'description', 'category', 'industry', 'location', 'address', 'postalAddress', 'contactEmail', 'contactPhone', 'services', 'openingHours', 'valueProposition', 'logoUrl'];
    for (const key of singles) {
      // Services: a page's list under a services heading before a page's price list; any list before a
      // footer's column (on every page, it would pass over a later page's list); an e-mail or line: a
      // page's own before one for one kind of caller (a help desk's) on an earlier page.
      const first =
        key === 'services'
          ? (pages.find((p) => p.services?.detail.startsWith('under the heading') && !p.servicesPriced) ??
            pages.find((p) => p.services && !p.services.detail.startsWith(FOOTER_COLUMN)))
          : key === 'contactEmail' || key === 'contactPhone'
            ? pages.find((p) => p[key] && !p[key].detail.endsWith(FOR_ONE_KIND))
            : undefined;
      const page = first ?? pages.find((p) => p[key]);
      if (page) (fields as Record<string, unknown>)[key] = sourced(page[key] as Found<unknown>, page.url);
    }
    const asked = fields.services ? undefined : pages.find((p) => p.servicesAsked);
    if (asked) fields.services = sourced(asked.servicesAsked!, asked.url);
    siteCategory(pages, fields);
    const socials = [...new Set(pages.flatMap((p) => p.socialProfiles))];
    if (socials.length) {
      const first = pages.find((p) => p.socialProfiles.length)!;
      fields.socialProfiles = { value: socials, from: { source: 'website', url: first.url, detail: 'social links' } };
    }
    const images = pages.flatMap((p) => p.images).filter((img, i, all) => all.findIndex((o) => o.url === img.url) === i);
    if (images.length) fields.images = images.slice(0, 20);

    const logoUrl = fields.logoUrl?.value ?? null;
    const logo = logoUrl ? await fetchLogo(logoUrl, fetcher, overall) : null;
    const colors = await brandColors(pages, logo, fetcher, overall);
    if (colors) fields.brandColors = colors;

    const text = pages.map((p) => p.text).join('\n\n').slice(0, TEXT_CAP);
    return { url, finalUrl: home.url, pages: visited, text, fields, ...(logo ? { logo } : {}) };
  } finally {
    await fetcher.close();
  }
}

/**
 * The brand's colours, best first: the page's theme-color and CSS custom properties, the site's own
 * stylesheets, then the dominant colour of the logo.
 */
/** The logo's bytes, or null when it cannot be fetched (a broken logo is left out, never linked to). */
async function fetchLogo(url: string, fetcher: SafeFetcher, signal: AbortSignal): Promise<{ url: string; bytes: Buffer } | null> {
  if (signal.aborted) return null;
  try {
    const logo = await fetcher.fetch(url, 'image', signal);
    return logo.truncated ? null : { url, bytes: logo.body };
  } catch {
    return null;
  }
}

async function brandColors(pages: PageFacts[], logo: { url: string; bytes: Buffer } | null, fetcher: SafeFetcher, signal: AbortSignal): Promise<Sourced<string[]> | undefined> {
  const colors: string[] = [];
  let from: FieldSource | undefined;
  const add = (found: string[], source: FieldSource, declared = true) => {
    for (const color of found) if ((declared ? isDeclaredColor(color) : isBrandColor(color)) && !colors.some((c) => sameColor(c, color)) && colors.length < 5) colors.push(color);
    if (colors.length && !from) from = source;
  };
  // A header's rules often set a grey text colour: only a clear colour there names the brand. Pills come after the logo.
  const pills: Array<[string[], FieldSource]> = [];
  for (const page of pages) {
    for (const found of page.themeColors) {
      const source: FieldSource = { source: 'website', url: page.url, detail: found.detail };
      if (found.detail === PILL_STYLES) pills.push([found.value, source]);
      else add(found.value, source, found.detail !== 'header styles');
    }
  }

  // A theme's stylesheet uses the custom properties the page declares inline (Kadence's palette).
  const declared = pages.flatMap((p) => [...p.inlineCss.slice(0, 200_000).matchAll(/(?<![\w-])--[\w-]+\s*:\s*[^;}]{1,60}/g)].map((m) => m[0]));
  const pageProperties = declared.length ? `:root{${declared.join(';')}}\n` : '';

  const stylesheets = [...new Set(pages.flatMap((p) => p.stylesheets))].slice(0, 2);
  for (const sheet of stylesheets) {
    if (colors.length >= 3 || signal.aborted) break;
    try {
      const css = (await fetcher.fetch(sheet, 'css', signal)).body.toString('utf8');
      add(colorsFromCss(css), { source: 'website', url: sheet, detail: 'stylesheet custom properties' });
      const rules = colorsFromRules(pageProperties + css);
      add([...rules.buttons, ...rules.headers], { source: 'website', url: sheet, detail: 'stylesheet button and header styles' });
      pills.push([rules.pills, { source: 'website', url: sheet, detail: `stylesheet ${PILL_STYLES}` }]);
    } catch {
      // A stylesheet that cannot be read changes nothing.
    }
  }

  if (logo && colors.length < 5) {
    try {
      add(await paletteOf(logo.bytes), { source: 'website', url: logo.url, detail: 'logo colours' }, false);
    } catch {
      // Nor does a logo that cannot be read.
    }
  }
  for (const [found, source] of pills) add(found, source);
  return colors.length ? { value: colors, from: from! } : undefined;
}
