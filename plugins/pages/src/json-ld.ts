import { industryKeyOf, type IndustryKey } from '@tapin/core/contracts';
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
export function businessJsonLd(business: PageBusiness, offers: PageOffer[], pageUrl: string, origin: string): Record<string, unknown> {
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
            url: `${pageUrl}#offer-${o.id}`,
          }),
        )
      : null,
  });
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
