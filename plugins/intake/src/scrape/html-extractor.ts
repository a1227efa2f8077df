import { emailsIn, phonesIn, usAddressIn } from '@tapin/core';
import { classifyIndustry, industryForSchemaType, industryLabel } from '@tapin/core/contracts';
import { load, type CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';

/** One value found on one page, with how it was found. */
export interface Found<T> {
  value: T;
  detail: string;
}

export interface ImageFound {
  url: string;
  alt: string | null;
  width: number | null;
  height: number | null;
}

/** Everything one page says about the business. */
export interface PageFacts {
  url: string;
  title: string | null;
  text: string;
  name?: Found<string>;
  description?: Found<string>;
  industry?: Found<string>;
  location?: Found<string>;
  address?: Found<string>;
  contactEmail?: Found<string>;
  contactPhone?: Found<string>;
  services?: Found<string[]>;
  themeColors: Found<string[]>[];
  socialProfiles: string[];
  logoUrl?: Found<string>;
  images: ImageFound[];
  openingHours?: Found<string[]>;
  valueProposition?: Found<string>;
  /** Same-site links worth reading next, best first. */
  nextPages: string[];
  /** Same-site stylesheets (for brand colours). */
  stylesheets: string[];
  /** CSS written in the page itself. */
  inlineCss: string;
}

const socialHosts = /(^|\.)(facebook|instagram|x|twitter|linkedin|tiktok|youtube|yelp|pinterest)\.com$/;
const shareLinks = /\/(sharer|share|intent|dialog|plugins|hashtag|explore)(\/|\.php|$)/i;
const pageKinds: Array<[RegExp, number]> = [
  [/about|our-story|story|who-we-are/, 0],
  [/contact|visit|location|find-us|hours/, 1],
  [/services|menu|practice|classes|treatments|offerings|pricing|what-we-do/, 2],
  [/team|staff|people|attorneys|stylists|coaches/, 3],
];
const blockTags = new Set(['p', 'div', 'section', 'article', 'header', 'footer', 'main', 'aside', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'br', 'tr', 'td', 'th', 'table', 'address', 'dd', 'dt', 'blockquote', 'nav', 'figcaption', 'form', 'label']);
const serviceHeading = /^(our\s+)?(services|menu|what we do|practice areas|areas of practice|classes|treatments|offerings|specialties|what we offer|programs|products)\b/i;
const dayNames: Record<string, string> = {
  monday: 'Mo', tuesday: 'Tu', wednesday: 'We', thursday: 'Th', friday: 'Fr', saturday: 'Sa', sunday: 'Su',
};

type JsonLd = Record<string, unknown>;

function clean(text: string | undefined | null): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

function absolute(href: string | undefined, base: string): string | null {
  if (!href || href.startsWith('data:') || href.startsWith('javascript:')) return null;
  try {
    const url = new URL(href, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function sameSite(a: string, b: string): boolean {
  const host = (u: string) => new URL(u).hostname.replace(/^www\./, '');
  return host(a) === host(b);
}

/** Visible text with line breaks where blocks end (so "About" and "Contact" do not run together). */
function visibleText($: CheerioAPI): string {
  $('script, style, noscript, svg, template, iframe, object').remove();
  const parts: string[] = [];
  const walk = (node: AnyNode) => {
    if (node.type === 'text') parts.push((node as unknown as { data: string }).data);
    else if ('children' in node) {
      const block = node.type === 'tag' && blockTags.has((node as Element).name);
      if (block) parts.push('\n');
      for (const child of (node as Element).children) walk(child);
      if (block) parts.push('\n');
    }
  };
  const body = $('body').get(0);
  if (body) walk(body);
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

function jsonLdNodes($: CheerioAPI): JsonLd[] {
  const nodes: JsonLd[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const node = value as JsonLd;
      if (node['@graph']) visit(node['@graph']);
      if (node['@type']) nodes.push(node);
    }
  };
  $('script[type="application/ld+json"]').each((_, el) => {
    try {
      visit(JSON.parse($(el).text()));
    } catch {
      // Broken JSON-LD is common; the rest of the page still counts.
    }
  });
  return nodes;
}

function typesOf(node: JsonLd): string[] {
  const type = node['@type'];
  return (Array.isArray(type) ? type : [type]).filter((t): t is string => typeof t === 'string');
}

const businessTypes = /Business|Organization|Restaurant|Store|Salon|Service|Attorney|Gym|Club|Cafe|Bakery|Spa|Shop|Establishment|Agency|Studio|Dentist|Physician/;

function businessNode(nodes: JsonLd[]): JsonLd | undefined {
  return nodes.find((n) => typesOf(n).some((t) => t !== 'WebSite' && t !== 'WebPage' && businessTypes.test(t))) ?? nodes.find((n) => typesOf(n).includes('Organization'));
}

function text(value: unknown): string | null {
  if (typeof value === 'string') return clean(value) || null;
  if (value && typeof value === 'object' && typeof (value as JsonLd).url === 'string') return (value as JsonLd).url as string;
  return null;
}

function postalAddress(value: unknown): { address: string | null; location: string | null } {
  const a = (Array.isArray(value) ? value[0] : value) as JsonLd | string | undefined;
  if (!a) return { address: null, location: null };
  if (typeof a === 'string') return usAddressIn([a]);
  const street = text(a.streetAddress);
  const city = text(a.addressLocality);
  const region = text(a.addressRegion);
  const zip = text(a.postalCode);
  const location = city && region ? `${city}, ${region}` : city;
  const address = [street, [location, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ') || null;
  return { address, location };
}

function openingHoursOf(node: JsonLd): string[] {
  const hours = node.openingHours;
  if (typeof hours === 'string') return [clean(hours)];
  if (Array.isArray(hours)) return hours.filter((h): h is string => typeof h === 'string').map(clean);
  const specs = node.openingHoursSpecification;
  if (!specs) return [];
  return (Array.isArray(specs) ? specs : [specs]).flatMap((spec) => {
    const s = spec as JsonLd;
    const days = (Array.isArray(s.dayOfWeek) ? s.dayOfWeek : [s.dayOfWeek])
      .map((d) => dayNames[String(d).split('/').pop()!.toLowerCase()] ?? null)
      .filter(Boolean);
    if (!days.length || typeof s.opens !== 'string' || typeof s.closes !== 'string') return [];
    const span = days.length > 2 ? `${days[0]}-${days.at(-1)}` : days.join(',');
    return [`${span} ${s.opens.slice(0, 5)}-${s.closes.slice(0, 5)}`];
  });
}

/** Offer, catalogue and menu item names in JSON-LD. */
function servicesOf(node: JsonLd): string[] {
  const names: string[] = [];
  const collect = (value: unknown, depth = 0) => {
    if (depth > 6 || !value) return;
    if (Array.isArray(value)) return value.forEach((v) => collect(v, depth + 1));
    if (typeof value !== 'object') return;
    const item = value as JsonLd;
    const offered = item.itemOffered as JsonLd | undefined;
    const name = text(offered?.name) ?? (typesOf(item).some((t) => /Offer|Service|MenuItem|Product/.test(t)) ? text(item.name) : null);
    if (name && name.length <= 60 && !names.includes(name)) names.push(name);
    for (const key of ['itemListElement', 'hasMenuSection', 'hasMenuItem', 'makesOffer', 'hasOfferCatalog']) collect(item[key], depth + 1);
  };
  for (const key of ['hasOfferCatalog', 'makesOffer', 'hasMenu', 'knowsAbout']) {
    const value = node[key];
    if (key === 'knowsAbout' && Array.isArray(value)) value.forEach((v) => typeof v === 'string' && names.push(clean(v)));
    else collect(value);
  }
  return names.slice(0, 12);
}

/** Items listed under a "Services" / "Menu" / "Practice Areas" heading. */
function servicesInPage($: CheerioAPI): string[] {
  const found: string[] = [];
  $('h1, h2, h3, h4').each((_, heading) => {
    if (found.length || !serviceHeading.test(clean($(heading).text()))) return;
    const level = Number(heading.name.slice(1));
    let node = $(heading).next();
    for (let i = 0; node.length && i < 30; i++, node = node.next()) {
      const tag = node.get(0)?.tagName ?? '';
      if (/^h[1-6]$/.test(tag) && Number(tag.slice(1)) <= level) break;
      const items = node.is('ul, ol') ? node.find('> li') : node.find('li, h3, h4, h5');
      const pieces = items.length ? items.toArray() : /^h[3-6]$/.test(tag) ? [node.get(0)!] : [];
      for (const item of pieces) {
        const label = clean($(item).find('h3, h4, h5, strong, b').first().text() || $(item).text()).replace(/[:.,–—-]+$/, '');
        const short = label.split(/\s[–—-]\s|:\s|\s\$/)[0]!.trim();
        if (short && short.length <= 60 && !found.includes(short)) found.push(short);
      }
    }
  });
  return found.slice(0, 12);
}

function colorsFromCss(css: string): string[] {
  const found: string[] = [];
  const pattern = /--[\w-]*(?:primary|brand|accent|secondary|main|theme|highlight)[\w-]*\s*:\s*(#[0-9a-f]{3,8}\b|rgba?\([^)]*\))/gi;
  for (const match of css.matchAll(pattern)) {
    const color = toHex(match[1]!);
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

function socialLink(href: string | null): string | null {
  if (!href) return null;
  const url = new URL(href);
  if (!socialHosts.test(url.hostname.replace(/^www\./, '')) || shareLinks.test(url.pathname) || url.pathname.length <= 1) return null;
  url.hash = '';
  url.search = '';
  return url.toString().replace(/\/$/, '');
}

function titleName(title: string | null): string | null {
  if (!title) return null;
  const parts = title.split(/\s[|–—-]\s|\s·\s/).map(clean).filter(Boolean);
  const generic = /^(home|welcome|official site|homepage|index)$/i;
  return parts.find((p) => !generic.test(p)) ?? null;
}

function valuePropositionIn($: CheerioAPI): string | null {
  const h1 = $('h1').first();
  if (!h1.length) return null;
  const candidates = [h1.nextAll('p').first(), h1.next('h2'), h1.parent().find('p').first(), $('.tagline, .slogan, .hero p, .subtitle').first()];
  for (const candidate of candidates) {
    const value = clean(candidate.text());
    if (value.length >= 15 && value.length <= 160) return value;
  }
  return null;
}

/** Reads one HTML page. */
export function extractPage(html: string, url: string): PageFacts {
  const $ = load(html);
  const meta = (key: string) =>
    clean($(`meta[name="${key}"]`).attr('content') ?? $(`meta[property="${key}"]`).attr('content')) || null;
  const nodes = jsonLdNodes($);
  const business = businessNode(nodes);
  const title = clean($('title').first().text()) || null;
  const facts: PageFacts = { url, title, text: '', themeColors: [], socialProfiles: [], images: [], nextPages: [], stylesheets: [], inlineCss: '' };

  // Structured data first: it is what the business itself declared.
  if (business) {
    const schema = typesOf(business).join('/');
    const detail = `JSON-LD ${schema}`;
    const name = text(business.name);
    if (name) facts.name = { value: name, detail };
    const description = text(business.description);
    if (description) facts.description = { value: description, detail };
    const industry = typesOf(business).map(industryForSchemaType).find(Boolean);
    if (industry) facts.industry = { value: industryLabel(industry), detail: `${detail} type` };
    const { address, location } = postalAddress(business.address);
    if (address) facts.address = { value: address, detail: `${detail} address` };
    if (location) facts.location = { value: location, detail: `${detail} address` };
    const phone = text(business.telephone);
    if (phone) facts.contactPhone = { value: phonesIn(phone)[0] ?? phone, detail };
    const email = text(business.email)?.replace(/^mailto:/i, '').toLowerCase();
    if (email) facts.contactEmail = { value: email, detail };
    const services = servicesOf(business);
    if (services.length) facts.services = { value: services, detail };
    const hours = openingHoursOf(business);
    if (hours.length) facts.openingHours = { value: hours, detail };
    const slogan = text(business.slogan);
    if (slogan) facts.valueProposition = { value: slogan, detail: `${detail} slogan` };
    const logo = absolute(text(business.logo) ?? undefined, url);
    if (logo) facts.logoUrl = { value: logo, detail: `${detail} logo` };
    const sameAs = business.sameAs;
    for (const link of Array.isArray(sameAs) ? sameAs : [sameAs]) {
      const social = socialLink(typeof link === 'string' ? absolute(link, url) : null);
      if (social && !facts.socialProfiles.includes(social)) facts.socialProfiles.push(social);
    }
  }

  const siteName = meta('og:site_name');
  if (!facts.name && siteName) facts.name = { value: siteName, detail: 'og:site_name' };
  const fromTitle = titleName(title);
  if (!facts.name && fromTitle) facts.name = { value: fromTitle, detail: 'page title' };
  const description = meta('description') ?? meta('og:description');
  if (!facts.description && description) facts.description = { value: description, detail: meta('description') ? 'meta description' : 'og:description' };

  const theme = toHex(meta('theme-color') ?? '');
  if (theme) facts.themeColors.push({ value: [theme], detail: 'theme-color' });
  facts.inlineCss = $('style').toArray().map((el) => $(el).text()).join('\n');
  const cssColors = colorsFromCss(`${facts.inlineCss}\n${$('[style]').toArray().map((el) => $(el).attr('style')).join(';')}`);
  if (cssColors.length) facts.themeColors.push({ value: cssColors, detail: 'CSS custom properties' });
  $('link[rel~="stylesheet"]').each((_, el) => {
    const href = absolute($(el).attr('href'), url);
    if (href && sameSite(href, url) && facts.stylesheets.length < 2) facts.stylesheets.push(href);
  });

  // Links: e-mail, phone, social profiles, and which same-site pages to read next.
  const ranked: Array<[string, number]> = [];
  $('a[href]').each((_, el) => {
    const raw = $(el).attr('href')!.trim();
    if (/^mailto:/i.test(raw)) {
      const email = decodeURIComponent(raw.slice(7).split('?')[0]!).trim().toLowerCase();
      if (!facts.contactEmail && emailsIn(email).length) facts.contactEmail = { value: email, detail: 'mailto link' };
      return;
    }
    if (/^tel:/i.test(raw)) {
      const phone = phonesIn(decodeURIComponent(raw.slice(4)))[0];
      if (!facts.contactPhone && phone) facts.contactPhone = { value: phone, detail: 'tel link' };
      return;
    }
    const href = absolute(raw, url);
    if (!href) return;
    const social = socialLink(href);
    if (social) {
      if (!facts.socialProfiles.includes(social)) facts.socialProfiles.push(social);
      return;
    }
    if (!sameSite(href, url)) return;
    const path = new URL(href).pathname.toLowerCase();
    const kind = pageKinds.find(([pattern]) => pattern.test(path));
    const page = href.split('#')[0]!;
    if (kind && page !== url.split('#')[0] && !ranked.some(([u]) => u === page)) ranked.push([page, kind[1]]);
  });
  facts.nextPages = ranked.sort((a, b) => a[1] - b[1]).map(([u]) => u);

  // Logo and images.
  if (!facts.logoUrl) {
    const logoImg = $('img').filter((_, el) => /logo/i.test(`${$(el).attr('class') ?? ''} ${$(el).attr('id') ?? ''} ${$(el).attr('alt') ?? ''} ${$(el).attr('src') ?? ''}`)).first();
    const logo = absolute(logoImg.attr('src'), url);
    if (logo) facts.logoUrl = { value: logo, detail: 'logo image' };
  }
  if (!facts.logoUrl) {
    const icon = $('link[rel="apple-touch-icon"], link[rel~="icon"]')
      .toArray()
      .map((el) => ({ href: absolute($(el).attr('href'), url), size: Number(($(el).attr('sizes') ?? '0').split('x')[0]) || 0 }))
      .filter((i) => i.href)
      .sort((a, b) => b.size - a.size)[0];
    if (icon?.href) facts.logoUrl = { value: icon.href, detail: 'site icon' };
  }
  const ogImage = absolute(meta('og:image') ?? undefined, url);
  if (ogImage) facts.images.push({ url: ogImage, alt: meta('og:image:alt'), width: Number(meta('og:image:width')) || null, height: Number(meta('og:image:height')) || null });
  $('img[src]').each((_, el) => {
    const src = absolute($(el).attr('src'), url);
    const width = Number($(el).attr('width')) || null;
    const height = Number($(el).attr('height')) || null;
    if (!src || /\.svg(\?|$)|pixel|spacer|tracking/i.test(src) || (width !== null && width < 150) || (height !== null && height < 100)) return;
    if (!facts.images.some((i) => i.url === src)) facts.images.push({ url: src, alt: clean($(el).attr('alt')) || null, width, height });
  });
  facts.images = facts.images.slice(0, 20);

  const hero = valuePropositionIn($);
  if (!facts.valueProposition && hero) facts.valueProposition = { value: hero, detail: 'headline' };
  const listed = servicesInPage($);
  if (!facts.services && listed.length) facts.services = { value: listed, detail: 'services list' };

  // Then the words on the page.
  facts.text = visibleText($);
  const lines = facts.text.split('\n');
  if (!facts.contactEmail) {
    const email = emailsIn(facts.text)[0];
    if (email) facts.contactEmail = { value: email, detail: 'page text' };
  }
  if (!facts.contactPhone) {
    const phone = phonesIn(facts.text)[0];
    if (phone) facts.contactPhone = { value: phone, detail: 'page text' };
  }
  if (!facts.address || !facts.location) {
    const found = usAddressIn(lines);
    if (!facts.address && found.address) facts.address = { value: found.address, detail: 'page text' };
    if (!facts.location && found.location) facts.location = { value: found.location, detail: 'page text' };
  }
  if (!facts.industry) {
    const key = classifyIndustry(facts.name?.value, facts.description?.value, title, facts.text);
    if (key) facts.industry = { value: industryLabel(key), detail: 'words on the page' };
  }
  return facts;
}
