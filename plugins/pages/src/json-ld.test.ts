import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { describe, expect, it } from 'vitest';
import { businessJsonLd, schemaType } from './json-ld.js';
import { renderSitemap } from './page-html.js';
import type { PageBusiness, PageOffer } from './page-service.js';
import { schemaOrgProblems } from './testing/schema-org.js';

const nine6 = [{ opens: '09:00', closes: '18:00' }];
const business: PageBusiness = {
  id: 7,
  name: 'Ybor Sunrise Café',
  description: 'Cuban coffee and breakfast in Ybor City.',
  website: 'https://yborsunrise.example/',
  industry: 'Restaurant & Food Service',
  category: 'Café',
  location: 'Ybor City',
  address: '1723 E 7th Ave, Tampa, FL 33605',
  addressStreet: '1723 E 7th Ave',
  addressCity: 'Tampa',
  addressRegion: 'FL',
  addressPostalCode: '33605',
  contactEmail: 'hola@yborsunrise.example',
  contactPhone: '(813) 555-0101',
  valueProposition: 'Cafecito since 1998',
  brandColors: ['#c8102e'],
  services: ['Coffee', 'Breakfast'],
  socialProfiles: ['https://instagram.com/yborsunrise'],
  logoUrl: '/uploads/logos/sun.png',
  openingHours: {
    week: { mon: nine6, tue: nine6, wed: nine6, thu: nine6, fri: nine6, sat: [{ opens: '18:00', closes: '02:00' }], sun: [{ opens: '00:00', closes: '24:00' }] },
    exceptions: [
      { date: '2026-11-26', ranges: [] },
      { date: '2026-12-24', ranges: [{ opens: '09:00', closes: '13:00' }] },
    ],
  },
  isTestData: false,
  updatedAt: '2026-11-20T15:00:00.000Z',
};
const offers: PageOffer[] = [{ id: 3, title: 'Two cafecitos for $3', description: 'Any weekday morning.', price: 3, validThrough: '2026-12-31' }];
const ld = (b: PageBusiness = business) => businessJsonLd(b, offers, 'https://tapin.example/b/ybor-sunrise-cafe', 'https://tapin.example', '2026-12-01');

describe('the public page\'s JSON-LD', () => {
  it('is schema.org: every type, property and value is one the vocabulary has', () => {
    expect(schemaOrgProblems(ld())).toEqual([]);
    for (const industry of ['Restaurant & Food Service', 'Professional Services', 'Health & Fitness', 'Beauty & Wellness', 'Retail', 'Something else', null]) {
      expect(schemaOrgProblems(ld({ ...business, industry }))).toEqual([]);
    }
  });

  it('is caught when it is not (the check can fail)', () => {
    expect(schemaOrgProblems({ ...ld(), openingHour: 'Mo-Fr' })).toEqual(['$: Restaurant has no property "openingHour"']);
    expect(schemaOrgProblems({ ...ld(), '@type': 'Cafe' })).toEqual(['$: "Cafe" is not a schema.org type']);
    expect(schemaOrgProblems({ ...ld(), address: { '@type': 'Offer' } })[0]).toMatch(/^\$\.address: a Offer is not what this property takes/);
    expect(schemaOrgProblems({ ...ld(), openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: 'Mon', opens: '09:00', closes: '17:00' }] })).toEqual([
      '$.openingHoursSpecification[0].dayOfWeek: "Mon" is not one of DayOfWeek, IdReference',
    ]);
  });

  it('has what Google\'s local business and offer rich results ask for', () => {
    const data = ld() as { openingHoursSpecification: Array<{ opens: string; closes: string }>; specialOpeningHoursSpecification: Array<{ opens: string; closes: string }>; address: unknown; makesOffer: unknown };
    // Required: name and a postal address; recommended: telephone, url, image, opening hours.
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': schemaType(business.industry), name: business.name, telephone: business.contactPhone, url: business.website, image: 'https://tapin.example/uploads/logos/sun.png' });
    expect(data.address).toEqual({ '@type': 'PostalAddress', streetAddress: '1723 E 7th Ave', addressLocality: 'Tampa', addressRegion: 'FL', postalCode: '33605', addressCountry: 'US' });
    for (const spec of [...data.openingHoursSpecification, ...data.specialOpeningHoursSpecification]) {
      expect(spec.opens).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(spec.closes).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    }
    // Open all day is 00:00 to 23:59; closed on a date is 00:00 to 00:00 (Google's reading).
    expect(data.openingHoursSpecification).toContainEqual({ '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Sunday'], opens: '00:00', closes: '23:59' });
    expect(data.specialOpeningHoursSpecification).toEqual([{ '@type': 'OpeningHoursSpecification', validFrom: '2026-12-24', validThrough: '2026-12-24', opens: '09:00', closes: '13:00' }]);
    expect(data.makesOffer).toEqual([
      { '@type': 'Offer', name: 'Two cafecitos for $3', description: 'Any weekday morning.', price: '3.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock', validThrough: '2026-12-31', url: 'https://tapin.example/b/ybor-sunrise-cafe/offers/3' },
    ]);
  });
});

describe('/sitemap.xml', () => {
  // The protocol's own schema, as the sitemap package ships it (its exports do not name the file).
  const main = createRequire(import.meta.url).resolve('sitemap');
  const xsd = readFileSync(join(main.slice(0, main.lastIndexOf('/node_modules/sitemap/') + '/node_modules/sitemap/'.length), 'schema', 'sitemap.xsd'), 'utf8');
  const check = (xml: string) => validateXML({ xml: [{ fileName: 'sitemap.xml', contents: xml }], schema: [{ fileName: 'sitemap.xsd', contents: xsd }] });

  it('is valid against the sitemaps.org 0.9 schema, with pages and with none', async () => {
    const pages = [
      { slug: 'ybor-sunrise-cafe', lastmod: '2026-11-20T15:00:00.000Z' },
      { slug: 'tacos-and-co', lastmod: '2026-11-19T09:30:00.000Z' },
    ];
    for (const xml of [renderSitemap(pages, 'https://tapin.example'), renderSitemap([], 'https://tapin.example')]) {
      const result = await check(xml);
      expect(result.errors).toEqual([]);
      expect(result.valid).toBe(true);
    }
  });

  it('is refused by the schema when it is not (the check can fail)', async () => {
    const result = await check(renderSitemap([{ slug: 'x', lastmod: 'last Tuesday' }], 'https://tapin.example'));
    expect(result.valid).toBe(false);
  });
});
