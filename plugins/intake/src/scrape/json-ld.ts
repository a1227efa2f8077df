import { industryForSchemaType, industryLabel, type OpeningHours, type PostalAddress } from '@tapin/core/contracts';
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { categoryForSchemaType } from '../text/business-category.js';
import { formatPhone } from '../text/contact-details.js';
import { hoursFromSchemaLines, hoursFromSpecifications } from '../text/opening-hours.js';
import { addressInLines, addressLineOf, locationOf, postalAddressOf } from '../text/postal-address.js';
import type { PageFacts } from './page-facts.js';
import { clean } from './page-text.js';
import { absolute, socialLink } from './page-urls.js';

/** What a business declares about itself in schema.org JSON-LD: the most trusted facts on a page. */

export type JsonLd = Record<string, unknown>;

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

const businessTypes = /Business|Organization|Restaurant|Store|Salon|Service|Attorney|Gym|Club|Cafe|Bakery|Spa|Shop|Establishment|Agency|Studio|Dentist|Physician|Care|Repair|Contractor/;

/** A LocalBusiness subtype we know (Plumber, Dentist…) first, then anything shaped like a business, then an Organization. */
function businessNode(nodes: JsonLd[]): JsonLd | undefined {
  return (
    nodes.find((n) => typesOf(n).some((t) => categoryForSchemaType(t))) ??
    nodes.find((n) => typesOf(n).some((t) => t !== 'WebSite' && t !== 'WebPage' && businessTypes.test(t))) ??
    nodes.find((n) => typesOf(n).includes('Organization'))
  );
}

/** The value of one microdata property: a nested item, or the attribute or text HTML gives it. */
function microdataValue($: CheerioAPI, el: Element): unknown {
  const $el = $(el);
  if ($el.is('[itemscope]')) return microdataItem($, el);
  const attr = $el.is('meta') ? 'content' : $el.is('a, link') ? 'href' : $el.is('img') ? 'src' : $el.is('time') ? 'datetime' : null;
  const value = (attr ? $el.attr(attr) : null) ?? $el.attr('content') ?? $el.text();
  return clean(value) || null;
}

/** One microdata item (`itemscope itemtype="https://schema.org/Dentist"`) as the JSON-LD node it stands for. */
function microdataItem($: CheerioAPI, scope: Element): JsonLd {
  const node: JsonLd = { '@type': ($(scope).attr('itemtype') ?? '').split(/\s+/).map((t) => t.split('/').pop()!).filter(Boolean) };
  $(scope)
    .find('[itemprop]')
    .each((_, el) => {
      // Only this item's own properties: those of a nested item belong to it.
      if ($(el).parent().closest('[itemscope]').get(0) !== scope) return;
      const value = microdataValue($, el);
      for (const prop of ($(el).attr('itemprop') ?? '').split(/\s+/).filter(Boolean)) {
        if (value === null) continue;
        const existing = node[prop];
        node[prop] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
      }
    });
  return node;
}

/** Top-level microdata items (those that are not a property of another). */
function microdataNodes($: CheerioAPI): JsonLd[] {
  return $('[itemscope][itemtype]')
    .filter((_, el) => $(el).attr('itemprop') === undefined)
    .toArray()
    .map((el) => microdataItem($, el));
}

function text(value: unknown): string | null {
  if (typeof value === 'string') return clean(value) || null;
  if (value && typeof value === 'object' && typeof (value as JsonLd).url === 'string') return (value as JsonLd).url as string;
  return null;
}

function postalAddress(value: unknown): PostalAddress | null {
  const a = (Array.isArray(value) ? value[0] : value) as JsonLd | string | undefined;
  if (!a) return null;
  if (typeof a === 'string') return addressInLines([clean(a)]);
  const parts = postalAddressOf({ street: text(a.streetAddress), city: text(a.addressLocality), region: text(a.addressRegion), postalCode: text(a.postalCode) });
  return Object.values(parts).some(Boolean) ? parts : null;
}

/**
 * A postal address marked up on its own (a microdata PostalAddress in a contact page's Person): the
 * page's address when no business on it declares one.
 */
export function markedAddress($: CheerioAPI): PostalAddress | null {
  const scope = $('[itemscope][itemtype$="PostalAddress"]').get(0);
  return scope ? postalAddress(microdataItem($, scope)) : null;
}

/** The hours a node declares: its `openingHours` lines, else its `openingHoursSpecification`. */
function openingHoursOf(node: JsonLd): OpeningHours | null {
  const lines = node.openingHours;
  if (typeof lines === 'string' || Array.isArray(lines)) {
    return hoursFromSchemaLines((Array.isArray(lines) ? lines : [lines]).filter((h): h is string => typeof h === 'string').flatMap((h) => clean(h).split(/(?<=\d)\s*[;,]\s*(?=[A-Za-z])/)));
  }
  const specs = [node.openingHoursSpecification, node.specialOpeningHoursSpecification].flatMap((s) => (Array.isArray(s) ? s : s ? [s] : []));
  return specs.length ? hoursFromSpecifications(specs.filter((s): s is JsonLd => typeof s === 'object' && s !== null)) : null;
}

/** A node that is something offered: a Service, an Offer, a Product (not a catalogue or a menu, which group them). */
const offeredType = /^(Service|Offer|Product)$/;

/**
 * What the business declares it offers (docs/decisions.md#services): the services and offers of its
 * catalogues (`makesOffer`, `hasOfferCatalog`, `knowsAbout`), never a catalogue's own name (a category);
 * and apart, the dishes of its menu (`hasMenu`), which are items, taken only when nothing names a service.
 */
function offeringsOf(node: JsonLd): { services: string[]; menu: string[] } {
  const collect = (value: unknown, names: string[], depth = 0) => {
    if (depth > 6 || !value || names.length >= 12) return;
    if (Array.isArray(value)) return value.forEach((v) => collect(v, names, depth + 1));
    if (typeof value !== 'object') return;
    const item = value as JsonLd;
    const offered = item.itemOffered as JsonLd | undefined;
    const name = text(offered?.name) ?? (typesOf(item).some((t) => offeredType.test(t) || t === 'MenuItem') ? text(item.name) : null);
    if (name && name.length <= 60 && !names.includes(name)) names.push(name);
    for (const key of ['itemListElement', 'hasMenuSection', 'hasMenuItem', 'makesOffer', 'hasOfferCatalog']) collect(item[key], names, depth + 1);
  };
  const services: string[] = [];
  for (const key of ['hasOfferCatalog', 'makesOffer']) collect(node[key], services);
  const about = node.knowsAbout;
  if (Array.isArray(about)) about.forEach((v) => typeof v === 'string' && services.length < 12 && services.push(clean(v)));
  const menu: string[] = [];
  collect(node.hasMenu, menu);
  return { services, menu };
}

/** Services a page declares on their own (a JSON-LD or microdata Service or Offer beside the business, not inside it). */
export function declaredServices($: CheerioAPI): string[] {
  const names: string[] = [];
  for (const node of [...jsonLdNodes($), ...microdataNodes($)]) {
    if (!typesOf(node).some((t) => offeredType.test(t))) continue;
    const name = text((node.itemOffered as JsonLd | undefined)?.name) ?? text(node.name);
    if (name && name.length <= 60 && !names.includes(name) && names.length < 12) names.push(name);
  }
  return names;
}

/** The business the page's structured data describes, if any: JSON-LD first, then microdata. */
export function structuredBusiness($: CheerioAPI): { node: JsonLd; format: 'JSON-LD' | 'microdata' } | undefined {
  const fromJsonLd = businessNode(jsonLdNodes($));
  if (fromJsonLd) return { node: fromJsonLd, format: 'JSON-LD' };
  const fromMicrodata = businessNode(microdataNodes($));
  return fromMicrodata ? { node: fromMicrodata, format: 'microdata' } : undefined;
}

/** Takes what the business node declares into the page's facts. */
export function readBusinessNode(business: JsonLd, url: string, facts: PageFacts, format: 'JSON-LD' | 'microdata' = 'JSON-LD'): void {
  const types = typesOf(business);
  const known = types.find((t) => categoryForSchemaType(t));
  const detail = `${format} ${known ?? types.join('/')}`;
  const name = text(business.name);
  if (name) facts.name = { value: name, detail };
  const description = text(business.description);
  if (description) facts.description = { value: description, detail };
  const category = known ? categoryForSchemaType(known) : null;
  if (category) {
    facts.category = { value: category.category, detail: `${detail} type` };
    facts.industry = { value: category.industry, detail: `${detail} type` };
  } else {
    const industry = types.map(industryForSchemaType).find(Boolean);
    if (industry) facts.industry = { value: industryLabel(industry), detail: `${detail} type` };
  }
  const address = postalAddress(business.address);
  if (address) {
    facts.postalAddress = { value: address, detail: `${detail} address` };
    const line = addressLineOf(address);
    const location = locationOf(address);
    if (line) facts.address = { value: line, detail: `${detail} address` };
    if (location) facts.location = { value: location, detail: `${detail} address` };
  }
  const phone = text(business.telephone);
  if (phone) facts.contactPhone = { value: formatPhone(phone) ?? phone, detail };
  const email = text(business.email)?.replace(/^mailto:/i, '').toLowerCase();
  if (email) facts.contactEmail = { value: email, detail };
  const { services, menu } = offeringsOf(business);
  if (services.length) facts.services = { value: services, detail: `${detail} services` };
  if (menu.length) facts.menuItems = { value: menu, detail: `${detail} menu` };
  const hours = openingHoursOf(business);
  if (hours) facts.openingHours = { value: hours, detail: `${detail} hours` };
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
