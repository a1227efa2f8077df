import { phonesIn, usAddressIn } from '@tapin/core';
import { industryForSchemaType, industryLabel } from '@tapin/core/contracts';
import type { CheerioAPI } from 'cheerio';
import type { PageFacts } from './page-facts.js';
import { clean } from './page-text.js';
import { absolute, socialLink } from './page-urls.js';

/** What a business declares about itself in schema.org JSON-LD: the most trusted facts on a page. */

const dayNames: Record<string, string> = {
  monday: 'Mo', tuesday: 'Tu', wednesday: 'We', thursday: 'Th', friday: 'Fr', saturday: 'Sa', sunday: 'Su',
};

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

/** The business the page's JSON-LD describes, if any. */
export function jsonLdBusiness($: CheerioAPI): JsonLd | undefined {
  return businessNode(jsonLdNodes($));
}

/** Takes what the business node declares into the page's facts. */
export function readBusinessNode(business: JsonLd, url: string, facts: PageFacts): void {
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
