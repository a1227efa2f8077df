import { classifyIndustry, cssColourToHex, industryLabel } from '@tapin/core/contracts';
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { categoryFromFound, categoryWordsIn } from '../text/business-category.js';
import { cloudflareEmail, emailsInText, formatPhone, lettersOf, phonesWithRoles } from '../text/contact-details.js';
import { hoursFromText } from '../text/opening-hours.js';
import { addressesInLines, addressInLines, addressLineOf, locationOf } from '../text/postal-address.js';
import { colorsFromCss, colorsFromRules, inlineBackground, isButtonLike } from './brand-colors.js';
import { declaredServices, markedAddress, readBusinessNode, structuredBusiness } from './json-ld.js';
import { loadPage, textToRead } from './page-bounds.js';
import { FOR_ONE_KIND, PILL_STYLES, WORDS_ON_PAGE, type PageFacts } from './page-facts.js';
import { servicesInForm, servicesInPage } from './page-services.js';
import { clean, heroDescription, valuePropositionIn, visibleText } from './page-text.js';
import { absolute, sameSite, socialLink } from './page-urls.js';

/** Same-site pages worth reading, by the words in their address or link text, most useful first. */
const pageKinds: Array<[RegExp, number]> = [
  [/contact|visit|location|find[- ]?us|hours|book|appointment|schedule|directions|get in touch/, 0],
  [/about|our[- ]story|story|who[- ]we[- ]are/, 1],
  [/services|menu|practice|classes|programs|packages|treatments|offerings|specialties|pricing|prices|what[- ]we[- ](do|offer)/, 2],
  [/team|staff|people|attorneys|stylists|coaches/, 3],
];

/** Title parts that advertise rather than name ("#1 Rated Roofer in Tampa", "Free Quote", "Home"). */
const seoPhrase = /(^|\s)(home|welcome!?|best|#1|top[- ]rated|rated|free|quotes?|near me|book online|official site|call now|same[- ]day|\d+\/7|delivered)(\s|$)|\s(in|near)\s+[A-Z]/i;

interface NameCandidate {
  value: string;
  detail: string;
  weight: number;
}

/**
 * The business's name when structured data and og:site_name do not give it: the logo's alt text, the
 * copyright line, the headline and the title's parts, each counted where the page repeats it; the
 * title's advertising parts never count. A shortened logo name takes the longer form the page uses.
 */
function brandName($: CheerioAPI, title: string | null, text: string): { value: string; detail: string } | null {
  const candidates: NameCandidate[] = [];
  const add = (value: string | undefined, detail: string, weight: number) => {
    const v = clean(value).replace(/ (?:logo|icon|image)$/i, '').replace(/^(logo of|logo)\s+/i, '');
    if (v.length >= 3 && v.length <= 60 && v.split(' ').length <= 7 && /\p{L}{2}/u.test(v) && !seoPhrase.test(v)) candidates.push({ value: v, detail, weight });
  };
  $('img').each((_, el) => {
    const $el = $(el);
    if (/logo|brand/i.test(`${$el.attr('class') ?? ''} ${$el.attr('id') ?? ''} ${$el.attr('src') ?? ''} ${$el.parent().attr('class') ?? ''}`)) add($el.attr('alt'), 'logo alt text', 3);
  });
  const holder = copyrightHolder(text);
  if (holder) add(holder, 'copyright line', 3);
  $('.site-title, .brand, .logo, [class*="site-name"]').each((_, el) => add($(el).text(), 'site title', 2));
  add($('h1').first().text(), 'headline', 2);
  for (const part of (title ?? '').split(/\s[|–—-]\s|\s·\s/)) add(part, 'page title', 1);
  if (!candidates.length) return null;
  const haystack = `${title ?? ''}\n${text}`.toLowerCase();
  const count = (v: string) => haystack.split(v.toLowerCase()).length - 1;
  const scored = candidates.map((c) => ({ ...c, count: count(c.value), score: c.weight + count(c.value) }));
  const best = scored.sort((a, b) => b.score - a.score)[0]!;
  const longer = scored.find((c) => c.value.length > best.value.length && c.value.toLowerCase().startsWith(`${best.value.toLowerCase()} `));
  const chosen = longer ?? best;
  return { value: chosen.value, detail: chosen.count >= 3 && chosen === best && best.detail !== 'logo alt text' ? 'most repeated name' : chosen.detail };
}

/** Who a copyright line names: "© 2012–2024 Ybor Sunrise Café LLC. All rights reserved." → "Ybor Sunrise Café". */
function copyrightHolder(text: string): string | null {
  const at = text.indexOf('©');
  if (at < 0) return null;
  const line = text.slice(at + 1, at + 200).split('\n')[0]!.replace(/^\s*(?:\d{4}(?:\s*[–-]\s*\d{4})?)?/, '');
  const end = line.search(/[.,|·]|\sAll rights/);
  // The legal form is not part of the name owners go by ("Paper Kite Studio LLC").
  const holder = (end < 0 ? line : line.slice(0, end)).trim().replace(/,? (?:llc|inc|pllc|ltd|corp|l\.l\.c)$/i, '');
  return holder || null;
}

type Meta = (key: string) => string | null;

/** The name and description from the page's meta tags and title, when JSON-LD did not give them. */
function readMeta(meta: Meta, facts: PageFacts): void {
  const siteName = meta('og:site_name');
  if (!facts.name && siteName) facts.name = { value: siteName, detail: 'og:site_name' };
  const description = meta('description') ?? meta('og:description');
  if (!facts.description && description) facts.description = { value: description, detail: meta('description') ? 'meta description' : 'og:description' };
}

/**
 * Stylesheets of a framework or a platform's base, by file name: their colours are defaults (Bootstrap's
 * blue, Weebly's sites.css, a WordPress plug-in's or a stock theme's stylesheet, a Joomla template's own
 * CSS: a site's own colours are in its inline styles, its child theme, its page builder's generated CSS
 * under uploads or the template's user.css).
 */
const frameworkStylesheet =
  /\/(?:normalize|reset|webflow|bootstrap|font-?awesome|animate|sites)(?:\.min)?\.css$|\/wp-includes\/|block-library|\/wp-content\/plugins\/|\/wp-content\/themes\/(?:hello-elementor|astra|kadence|generatepress|oceanwp|twenty[a-z-]+|divi|neve)\/|\/media\/templates\/site\/[\w-]+\/css\/(?:template(?:-rtl)?(?:\.min)?\.css|global\/)/i;

/** Cookie-consent banners (CookieYes, OneTrust, Complianz and the like). */
const consentBanner = '[class*="cookie"], [id*="cookie"], [class*="consent"], [id*="consent"], [class*="cky-"], [class*="gdpr"], [id*="onetrust"], [class*="cmplz"]';

/** Theme and CSS colours, and the same-site stylesheets to read for more. */
function readStyles($: CheerioAPI, meta: Meta, url: string, facts: PageFacts): void {
  const theme = cssColourToHex(meta('theme-color') ?? '');
  if (theme) facts.themeColors.push({ value: [theme], detail: 'theme-color' });
  facts.inlineCss = $('style').toArray().map((el) => $(el).text()).join('\n');
  // A cookie-consent banner is a plug-in's, in the plug-in's colours, not the brand's.
  const ownStyled = $('[style]').filter((_, el) => $(el).closest(consentBanner).length === 0);
  const inline = `${facts.inlineCss}\n${ownStyled.toArray().map((el) => $(el).attr('style')).join(';')}`;
  const cssColors = colorsFromCss(inline);
  if (cssColors.length) facts.themeColors.push({ value: cssColors, detail: 'CSS custom properties' });
  const rules = colorsFromRules(facts.inlineCss);
  // A page builder's button carries its colour in its own style attribute (Wix, Squarespace blocks).
  const styled = ownStyled
    .filter((_, el) => el.tagName === 'button' || isButtonLike(`${$(el).attr('class') ?? ''} ${$(el).attr('id') ?? ''} ${$(el).attr('data-testid') ?? ''} ${$(el).attr('role') ?? ''}`))
    .toArray()
    .map((el) => inlineBackground($(el).attr('style') ?? ''))
    .filter((c): c is string => Boolean(c));
  // A fill the page's own buttons repeat in their style attributes (a funnel builder's every button) comes
  // before a stylesheet's button rule, which may be the builder's default left on one form button.
  const repeated = styled.filter((c, i) => styled.indexOf(c) !== i);
  const buttons = [...new Set([...repeated, ...rules.buttons, ...styled])];
  if (buttons.length) facts.themeColors.push({ value: buttons, detail: 'button styles' });
  const logoFills = $('svg')
    .filter((_, el) => /logo|brand/i.test(`${$(el).attr('class') ?? ''} ${$(el).attr('id') ?? ''} ${$(el).parent().attr('class') ?? ''} ${$(el).attr('aria-label') ?? ''}`))
    .first()
    .find('[fill]')
    .toArray()
    .map((el) => cssColourToHex($(el).attr('fill') ?? ''))
    .filter((c): c is string => Boolean(c));
  if (logoFills.length) facts.themeColors.push({ value: [...new Set(logoFills)], detail: 'SVG logo' });
  if (rules.headers.length) facts.themeColors.push({ value: rules.headers, detail: 'header styles' });
  if (rules.pills.length) facts.themeColors.push({ value: rules.pills, detail: PILL_STYLES });
  $('link[rel~="stylesheet"]').each((_, el) => {
    const href = absolute($(el).attr('href'), url);
    // A framework's stylesheet (normalize, Bootstrap, Webflow's base) holds its defaults, not the brand.
    if (href && sameSite(href, url) && !frameworkStylesheet.test(new URL(href).pathname) && facts.stylesheets.length < 2) facts.stylesheets.push(href);
  });
}

/** An inbox of one role rather than the business's own ("support@", "catering@", "claims@"). */
const roleInbox = /^(support|help|helpdesk|catering|claims|careers|jobs|hr|billing|accounts|invoices|press|media|privacy|legal|events|wholesale|fleet|referrals?|no-?reply|webmaster)$/i;
/** Words around a link that give it to one kind of caller: existing clients, claims, a fax, a help desk. */
const roleWords = /existing (clients?|customers?|patients?)|help ?desk|submit a ticket|\bsupport\b|\bclaims?\b|\bcatering\b|\bcareers\b|\bbilling\b|\bfax\b|\bfleet\b|\breferrals?\b|after[- ]hours/i;

/**
 * Whether a mailto or tel link is for one kind of caller: its inbox's name, or the words just before it
 * in its line ("Existing client? Call the help desk at …"), not those after it ("… Fax: …").
 */
function forOneRole($: CheerioAPI, link: Element, inbox = ''): boolean {
  if (roleInbox.test(inbox)) return true;
  let before = '';
  for (let node = link.prev; node && before.length < 120; node = node.prev) before = `${$(node).text()} ${before}`;
  // A link first in a cell or a label's value ("<dt>Fax</dt><dd><a …>"): the words before its cell; never the
  // blocks before a footer or a section it opens.
  const cell = link.parent?.type === 'tag' && /^(dd|td|th|span|strong|b|em|font|small|label)$/.test(link.parent.tagName) ? link.parent : null;
  if (!before.trim() && cell) for (let node = cell.prev; node && before.length < 120; node = node.prev) before = `${$(node).text()} ${before}`;
  return roleWords.test(clean(before).slice(-120));
}

/** An e-mail and a line for one kind of caller, kept for when the page gives no other; where each was read, when not a link. */
interface OneKind {
  email?: string;
  emailFrom?: string;
  phone?: string;
  phoneFrom?: string;
}

/** Links: e-mail, phone, social profiles, and which same-site pages to read next. */
function readLinks($: CheerioAPI, url: string, facts: PageFacts): OneKind {
  const ranked: Array<[string, number]> = [];
  // The first of each, and the first for one role only (taken when there is no other).
  const emails: { own?: string; role?: string } = {};
  const phones: { own?: string; role?: string } = {};
  $('a[href]').each((_, el) => {
    const raw = $(el).attr('href')!.trim();
    if (/^mailto:/i.test(raw)) {
      const email = emailsInText(decodeURIComponent(raw.slice(7).split('?')[0]!))[0];
      if (email) emails[forOneRole($, el, email.split('@')[0]) ? 'role' : 'own'] ??= email;
      return;
    }
    if (/^tel:/i.test(raw)) {
      const phone = formatPhone(decodeURIComponent(raw.slice(4)));
      if (phone) phones[forOneRole($, el) ? 'role' : 'own'] ??= phone;
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
    const label = clean($(el).text()).toLowerCase();
    const kind = pageKinds.find(([pattern]) => pattern.test(path) || (label.length <= 30 && pattern.test(label)));
    const page = href.split('#')[0]!;
    if (kind && page !== url.split('#')[0] && !ranked.some(([u]) => u === page)) ranked.push([page, kind[1]]);
  });
  // One page of each kind first (a contact page, an about page, a services page), then the second of each:
  // a booking widget's dozen "Book" links must not crowd out the services page.
  const nth = new Map<number, number>();
  const spread = ranked.map(([u, kind]) => {
    const n = nth.get(kind) ?? 0;
    nth.set(kind, n + 1);
    return { u, kind, n };
  });
  facts.nextPages = spread.sort((a, b) => a.n - b.n || a.kind - b.kind).map(({ u }) => u);
  if (!facts.contactEmail && emails.own) facts.contactEmail = { value: emails.own, detail: 'mailto link' };
  if (!facts.contactPhone && phones.own) facts.contactPhone = { value: phones.own, detail: 'tel link' };
  if (!facts.contactEmail) {
    // Cloudflare's e-mail protection hides the address in an attribute (or the link's fragment).
    const protectedEmail = $('[data-cfemail]').attr('data-cfemail') ?? /email-protection#([0-9a-f]+)/i.exec($('a[href*="email-protection#"]').attr('href') ?? '')?.[1];
    const email = protectedEmail ? cloudflareEmail(protectedEmail) : null;
    if (email) facts.contactEmail = { value: email, detail: 'protected e-mail' };
  }
  return { email: emails.role, phone: phones.role };
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

/** Where a page gives its own address, as against the places it lists (a schedule's stops, past jobs). */
const OWN_ADDRESS_BLOCKS = 'address, footer, [itemprop="address"], [class*="contact"], [id*="contact"], [class*="footer"], [id*="footer"]';

/** The address in the page's footer, `<address>` or contact block, before any other the page mentions. */
function ownAddress($: CheerioAPI) {
  for (const block of $(OWN_ADDRESS_BLOCKS).toArray().slice(0, 8)) {
    const found = addressInLines(textToRead(visibleText($, block)).split('\n'));
    if (found?.street) return found;
  }
  return null;
}

/**
 * The page's address from its words: the first one printed with the business's name on its line or the
 * two before it (a bottom bar's "KOWALSKI & SONS • 1742 N Highland Ave • Clearwater, FL"), else the first
 * (a supplier's address in a sentence higher up is not the business's).
 */
function addressNamed(lines: string[], name: string | undefined) {
  const all = addressesInLines(lines);
  const letters = name ? lettersOf(name) : '';
  const named = letters.length >= 4 ? all.find(({ line }) => [line, line - 1, line - 2].some((i) => i >= 0 && lettersOf(lines[i]!).includes(letters))) : undefined;
  return (named ?? all[0])?.address ?? null;
}

/** The headings read for category words, at most (characters): a page of a hundred thousand is not a site's words. */
const MAX_HEADINGS = 10_000;

/** Last, the words on the page: contact details, address, name and category nothing else gave. */
function readText($: CheerioAPI, facts: PageFacts, forOneKind: OneKind): void {
  const headings = $('h1, h2, h3').toArray().map((el) => clean($(el).text())).join('\n');
  facts.text = visibleText($);
  const text = textToRead(facts.text);
  facts.categoryWords = { headings: categoryWordsIn(headings.slice(0, MAX_HEADINGS)), text: categoryWordsIn(text) };
  const lines = text.split('\n');
  if (!facts.name) {
    const name = brandName($, facts.title, text);
    if (name) facts.name = name;
  }
  // The text holds the links' words too: an e-mail or line for one kind of caller is passed over there as well.
  if (!facts.contactEmail) {
    // The business's own inbox before one for one kind of caller (billing@, careers@, webmaster@) at the same
    // domain, which is kept for last; an address elsewhere (a web designer's, a supplier's) never passes it.
    const emails = emailsInText(text).filter((e) => e !== forOneKind.email);
    const [local, domain] = (emails[0] ?? '@').split('@');
    const own = roleInbox.test(local!) ? emails.find((e) => e.endsWith(`@${domain}`) && !roleInbox.test(e.split('@')[0]!)) : emails[0];
    if (own) facts.contactEmail = { value: own, detail: 'page text' };
    else if (emails[0] && !forOneKind.email) Object.assign(forOneKind, { email: emails[0], emailFrom: 'page text' });
  }
  if (!facts.contactPhone) {
    // A number in the words the same way: one after words for one kind of caller on its line ("Billing: …",
    // "After hours: …") is kept for last.
    const phones = phonesWithRoles(text, roleWords).filter((p) => p.phone !== forOneKind.phone);
    const own = phones.find((p) => !p.forOneKind);
    if (own) facts.contactPhone = { value: own.phone, detail: 'page text' };
    else if (phones[0] && !forOneKind.phone) Object.assign(forOneKind, { phone: phones[0].phone, phoneFrom: 'page text' });
  }
  if (!facts.postalAddress) {
    const found = ownAddress($) ?? markedAddress($) ?? addressNamed(lines, facts.name?.value);
    if (found) {
      facts.postalAddress = { value: found, detail: 'page text' };
      const line = addressLineOf(found);
      if (line && found.street) facts.address = { value: line, detail: 'page text' };
      if (!facts.location) facts.location = { value: locationOf(found)!, detail: 'page text' };
    }
  }
  if (!facts.category) {
    const short = (value: string | null | undefined) => (value ? categoryWordsIn(value) : null);
    const found = categoryFromFound(short(facts.name?.value), short(facts.title), short(facts.description?.value), facts.categoryWords.headings, facts.categoryWords.text);
    if (found) {
      facts.category = { value: found.category, detail: WORDS_ON_PAGE };
      facts.industry ??= { value: found.industry, detail: WORDS_ON_PAGE };
    }
  }
  if (!facts.industry) {
    const key = classifyIndustry(facts.name?.value, facts.description?.value, facts.title, text);
    if (key) facts.industry = { value: industryLabel(key), detail: WORDS_ON_PAGE };
  }
  if (!facts.openingHours) {
    const hours = hoursFromText(text);
    if (hours) facts.openingHours = { value: hours, detail: 'page text' };
  }
}

/** Services: what the business declares, else what its headings list, else its menu's dishes, else a form's choices (docs/decisions.md#services). */
function readServices($: CheerioAPI, facts: PageFacts): void {
  if (facts.services) return;
  const declared = declaredServices($);
  const listed: ReturnType<typeof servicesInPage> = declared.length ? { value: declared, detail: 'schema.org Service' } : servicesInPage($);
  if (listed) {
    facts.services = { value: listed.value, detail: listed.detail };
    if (listed.priced) facts.servicesPriced = true;
  } else if (facts.menuItems) {
    facts.services = facts.menuItems;
  } else {
    const asked = servicesInForm($);
    if (asked) facts.servicesAsked = asked;
  }
}

/** Reads one HTML page: what the business declared (JSON-LD) first, then meta tags, links and images, then its words. */
export function extractPage(html: string, url: string): PageFacts {
  const $ = loadPage(html);
  const meta: Meta = (key) => clean($(`meta[name="${key}"]`).attr('content') ?? $(`meta[property="${key}"]`).attr('content')) || null;
  const business = structuredBusiness($);
  const title = clean($('title').first().text()) || null;
  const facts: PageFacts = { url, title, text: '', categoryWords: { headings: [], text: [] }, themeColors: [], socialProfiles: [], images: [], nextPages: [], stylesheets: [], inlineCss: '' };

  if (business) readBusinessNode(business.node, url, facts, business.format);
  readMeta(meta, facts);
  readStyles($, meta, url, facts);
  // An e-mail or line for one kind of caller counts only when neither the links nor the text give another.
  const forOneKind = readLinks($, url, facts);
  readImages($, meta, url, facts);
  const supporting = valuePropositionIn($);
  if (!facts.valueProposition && supporting) facts.valueProposition = { value: supporting, detail: 'headline' };
  readServices($, facts);
  readText($, facts, forOneKind);
  if (!facts.contactEmail && forOneKind.email) facts.contactEmail = { value: forOneKind.email, detail: `${forOneKind.emailFrom ?? 'mailto link'} ${FOR_ONE_KIND}` };
  if (!facts.contactPhone && forOneKind.phone) facts.contactPhone = { value: forOneKind.phone, detail: `${forOneKind.phoneFrom ?? 'tel link'} ${FOR_ONE_KIND}` };
  const hero = facts.description ? null : heroDescription($, facts.name?.value ?? null);
  if (hero) facts.description = { value: hero, detail: 'headline and subheading' };
  return facts;
}
