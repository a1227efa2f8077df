import { industryKeyOf, weekDayNames, weekDays, type IndustryKey, type OpeningHours, type TimeRange } from '@tapin/core/contracts';
import type { PageBusiness, PageOffer } from './page-service.js';

/** The schema.org type of a business of each of the five industries (LocalBusiness for any other). */
const TYPES: Record<IndustryKey, string> = {
  restaurant: 'Restaurant',
  professional: 'ProfessionalService',
  fitness: 'ExerciseGym',
  beauty: 'BeautySalon',
  retail: 'Store',
};

export function schemaType(industry: string | null): string {
  const key = industryKeyOf(industry);
  return key ? TYPES[key] : 'LocalBusiness';
}

/** An address or link fit for a public page: http(s) only, or one of our own paths. */
export function publicHref(value: string | null, origin: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, `${origin}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The page's schema.org description (JSON-LD): the business as its type, with its address, telephone,
 * links, logo and each live promotion as an Offer (price in US dollars, valid through its campaign's
 * last day). Fields the business lacks are left out, never sent empty.
 */
export function businessJsonLd(business: PageBusiness, offers: PageOffer[], pageUrl: string, origin: string, today: string): Record<string, unknown> {
  const image = publicHref(business.logoUrl, origin);
  const website = publicHref(business.website, origin);
  const sameAs = business.socialProfiles.map((s) => publicHref(s, origin)).filter((s): s is string => s !== null);
  const street = business.addressStreet ?? (business.addressCity ? null : business.address);
  const address =
    street || business.addressCity
      ? compact({
          '@type': 'PostalAddress',
          streetAddress: street,
          addressLocality: business.addressCity,
          addressRegion: business.addressRegion,
          postalCode: business.addressPostalCode,
          addressCountry: 'US',
        })
      : null;
  return compact({
    '@context': 'https://schema.org',
    '@type': schemaType(business.industry),
    '@id': `${pageUrl}#business`,
    name: business.name,
    description: business.description ?? business.valueProposition,
    url: website ?? pageUrl,
    image,
    logo: image,
    telephone: business.contactPhone,
    email: business.contactEmail,
    address,
    areaServed: business.location,
    sameAs: sameAs.length ? sameAs : null,
    ...(business.openingHours ? hoursJsonLd(business.openingHours, today) : {}),
    makesOffer: offers.length
      ? offers.map((o) =>
          compact({
            '@type': 'Offer',
            name: o.title,
            description: o.description,
            price: o.price.toFixed(2),
            priceCurrency: 'USD',
            availability: 'https://schema.org/InStock',
            validThrough: o.validThrough,
            url: `${pageUrl}/offers/${o.id}`,
          }),
        )
      : null,
  });
}

/** schema.org's closing time: Google reads a whole day as 00:00 to 23:59. */
const closesOf = (r: TimeRange) => (r.closes === '24:00' ? '23:59' : r.closes);

/**
 * The hours as schema.org says them: one OpeningHoursSpecification per distinct range with the days it
 * holds on (a day without one is closed), and each coming exception as a special one for its date
 * (00:00 to 00:00 for closed all day, as Google reads it).
 */
export function hoursJsonLd(hours: OpeningHours, today: string): Record<string, unknown> {
  const byRange = new Map<string, { range: TimeRange; days: string[] }>();
  for (const day of weekDays) {
    for (const range of hours.week[day]) {
      const key = `${range.opens}-${range.closes}`;
      const entry = byRange.get(key) ?? byRange.set(key, { range, days: [] }).get(key)!;
      entry.days.push(`https://schema.org/${weekDayNames[day]}`);
    }
  }
  const spec = (range: TimeRange | null, extra: Record<string, unknown>) => ({ '@type': 'OpeningHoursSpecification', ...extra, opens: range?.opens ?? '00:00', closes: range ? closesOf(range) : '00:00' });
  const special = hours.exceptions
    .filter((e) => e.date >= today)
    .flatMap((e) => (e.ranges.length ? e.ranges : [null]).map((r) => spec(r, { validFrom: e.date, validThrough: e.date })));
  return {
    ...(byRange.size ? { openingHoursSpecification: [...byRange.values()].map(({ range, days }) => spec(range, { dayOfWeek: days })) } : {}),
    ...(special.length ? { specialOpeningHoursSpecification: special } : {}),
  };
}

function compact(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== null && v !== undefined && v !== ''));
}

/** JSON for a `<script type="application/ld+json">`: nothing in it can close the element or start markup. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
