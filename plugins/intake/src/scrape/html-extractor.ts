import { emailsIn, phonesIn, usAddressIn } from '@tapin/core';
import { classifyIndustry, industryLabel } from '@tapin/core/contracts';
import { load, type CheerioAPI } from 'cheerio';
import { colorsFromCss, toHex } from './brand-colors.js';
import { jsonLdBusiness, readBusinessNode } from './json-ld.js';
import type { PageFacts } from './page-facts.js';
import { clean, servicesInPage, titleName, valuePropositionIn, visibleText } from './page-text.js';
import { absolute, sameSite, socialLink } from './page-urls.js';

const pageKinds: Array<[RegExp, number]> = [
  [/about|our-story|story|who-we-are/, 0],
  [/contact|visit|location|find-us|hours/, 1],
  [/services|menu|practice|classes|treatments|offerings|pricing|what-we-do/, 2],
  [/team|staff|people|attorneys|stylists|coaches/, 3],
];

type Meta = (key: string) => string | null;

/** The name and description from the page's meta tags and title, when JSON-LD did not give them. */
function readMeta(meta: Meta, facts: PageFacts): void {
  const siteName = meta('og:site_name');
  if (!facts.name && siteName) facts.name = { value: siteName, detail: 'og:site_name' };
  const fromTitle = titleName(facts.title);
  if (!facts.name && fromTitle) facts.name = { value: fromTitle, detail: 'page title' };
  const description = meta('description') ?? meta('og:description');
  if (!facts.description && description) facts.description = { value: description, detail: meta('description') ? 'meta description' : 'og:description' };
}

/** Theme and CSS colours, and the same-site stylesheets to read for more. */
function readStyles($: CheerioAPI, meta: Meta, url: string, facts: PageFacts): void {
  const theme = toHex(meta('theme-color') ?? '');
  if (theme) facts.themeColors.push({ value: [theme], detail: 'theme-color' });
  facts.inlineCss = $('style').toArray().map((el) => $(el).text()).join('\n');
  const cssColors = colorsFromCss(`${facts.inlineCss}\n${$('[style]').toArray().map((el) => $(el).attr('style')).join(';')}`);
  if (cssColors.length) facts.themeColors.push({ value: cssColors, detail: 'CSS custom properties' });
  $('link[rel~="stylesheet"]').each((_, el) => {
    const href = absolute($(el).attr('href'), url);
    if (href && sameSite(href, url) && facts.stylesheets.length < 2) facts.stylesheets.push(href);
  });
}

/** Links: e-mail, phone, social profiles, and which same-site pages to read next. */
function readLinks($: CheerioAPI, url: string, facts: PageFacts): void {
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
}

/** The logo (a logo image, else the largest site icon) and the page's pictures worth showing. */
function readImages($: CheerioAPI, meta: Meta, url: string, facts: PageFacts): void {
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
}

/** Last, the words on the page: contact details, address and industry nothing else gave. */
function readText($: CheerioAPI, facts: PageFacts): void {
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
    const key = classifyIndustry(facts.name?.value, facts.description?.value, facts.title, facts.text);
    if (key) facts.industry = { value: industryLabel(key), detail: 'words on the page' };
  }
}

/** Reads one HTML page: what the business declared (JSON-LD) first, then meta tags, links and images, then its words. */
export function extractPage(html: string, url: string): PageFacts {
  const $ = load(html);
  const meta: Meta = (key) => clean($(`meta[name="${key}"]`).attr('content') ?? $(`meta[property="${key}"]`).attr('content')) || null;
  const business = jsonLdBusiness($);
  const title = clean($('title').first().text()) || null;
  const facts: PageFacts = { url, title, text: '', themeColors: [], socialProfiles: [], images: [], nextPages: [], stylesheets: [], inlineCss: '' };

  if (business) readBusinessNode(business, url, facts);
  readMeta(meta, facts);
  readStyles($, meta, url, facts);
  readLinks($, url, facts);
  readImages($, meta, url, facts);
  const hero = valuePropositionIn($);
  if (!facts.valueProposition && hero) facts.valueProposition = { value: hero, detail: 'headline' };
  const listed = servicesInPage($);
  if (!facts.services && listed.length) facts.services = { value: listed, detail: 'services list' };
  readText($, facts);
  return facts;
}
