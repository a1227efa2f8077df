import type { CardBusinessInfo } from '@tapin/core/contracts';
import type { ScrapedSite } from '../../scrape/site-scraper.js';
import type { ExpectedCard } from './corpus-cards.js';
import type { ExpectedAddress, ExpectedSite } from './corpus-sites.js';

/**
 * Scores what the intake read against what a careful person would enter: one point per field, text
 * compared without case, spacing or trailing punctuation; services right when at least 80% of the
 * expected ones were found and at least 80% of those found were expected; a colour right when it is
 * the one a person would pick (within a small distance, as a logo's colour is quantised).
 */

export type FieldScores = Record<string, boolean>;

const norm = (v: unknown) =>
  typeof v === 'string'
    ? v
        .normalize('NFKC')
        .toLowerCase()
        .replace(/\s+/g, ' ')
        .replace(/[.,;:\s]+$/, '')
        .trim()
    : v === null || v === undefined
      ? ''
      : String(v);
/** Right when it reads what is expected; where nothing is (a card without a job title), when it reads nothing. */
const same = (a: unknown, b: unknown) => (norm(b) === '' ? norm(a) === '' : norm(a) === norm(b));

function servicesMatch(found: unknown, expected: string[]): boolean {
  if (!Array.isArray(found) || !found.length) return false;
  const got = found.map(norm);
  const want = expected.map(norm);
  const hits = want.filter((w) => got.includes(w)).length;
  return hits / want.length >= 0.8 && hits / got.length >= 0.8;
}

function colorMatch(found: unknown, expected: string): boolean {
  if (typeof found !== 'string' || !/^#[0-9a-f]{6}$/i.test(found)) return false;
  const rgb = (h: string) => [1, 3, 5].map((i) => Number.parseInt(h.slice(i, i + 2), 16));
  const [a, b] = [rgb(found), rgb(expected)];
  return Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!) < 40;
}

type Parts = Partial<Record<keyof ExpectedAddress, string | null>> | null | undefined;

function addressScores(parts: Parts, expected: ExpectedAddress): FieldScores {
  return {
    street: same(parts?.street, expected.street),
    city: same(parts?.city, expected.city),
    region: same(parts?.region, expected.region),
    postalCode: same(parts?.postalCode, expected.postalCode),
  };
}

/** The display line a person would expect: "street, city, region postal". */
export function addressLine(a: ExpectedAddress): string {
  return `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`;
}

export function scoreSite(site: ScrapedSite, expected: ExpectedSite): FieldScores {
  const f = site.fields as Record<string, { value: unknown } | undefined>;
  return {
    name: same(f.name?.value, expected.name),
    category: same(f.category?.value, expected.category),
    industry: same(f.industry?.value, expected.industry),
    ...addressScores(f.postalAddress?.value as Parts, expected.address),
    address: same(f.address?.value, addressLine(expected.address)),
    location: same(f.location?.value, expected.location),
    contactEmail: same(f.contactEmail?.value, expected.contactEmail),
    contactPhone: same(f.contactPhone?.value, expected.contactPhone),
    services: servicesMatch(f.services?.value, expected.services),
    brandColor: colorMatch((f.brandColors?.value as string[] | undefined)?.[0], expected.brandColor),
    ...(expected.description === undefined ? {} : { description: same(f.description?.value, expected.description) }),
  };
}

export function scoreCard(info: CardBusinessInfo, expected: ExpectedCard): FieldScores {
  const i = info as unknown as Record<string, unknown>;
  return {
    company: same(i.company, expected.company),
    name: same(i.name, expected.name),
    title: same(i.title, expected.title),
    email: same(i.email, expected.email),
    phone: same(i.phone, expected.phone),
    website: same(i.website, expected.website),
    ...addressScores(i.postalAddress as Parts, expected.address),
    address: same(i.address, addressLine(expected.address)),
    location: same(i.location, expected.location),
    category: same(i.category, expected.category),
    industry: same(i.industry, expected.industry),
  };
}
