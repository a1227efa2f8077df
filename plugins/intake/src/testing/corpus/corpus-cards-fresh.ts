import sharp from 'sharp';
import type { ExpectedAddress } from './corpus-sites.js';
import { svg, tampa, type CorpusCard, type Line } from './corpus-cards.js';

/**
 * A fresh set of corpus business cards, written apart from the extraction code (its source was not read)
 * and truth first: each card's expected values were decided before the intake was run on it. The styles
 * are ones the other card files do not cover: a logo word and tagline with no job title, the person's
 * name above the company, a dark slate card, a portrait card, T:/E:/W: prefixes with a fax number, a
 * P.O. Box, a website printed with a path, suites and units, towns other than Tampa, and WebP output.
 */

const at = (street: string, city: string, postalCode: string): ExpectedAddress => ({ street, city, region: 'FL', postalCode });

const esc = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A portrait card (600×1050), text centred unless a line says otherwise, with DejaVu fonts. */
function portrait(lines: (Omit<Line, 'anchor'> & { anchor?: 'start' | 'middle' | 'end' })[], background: string, extra = ''): Buffer {
  const body = lines
    .map(
      (l) =>
        `<text x="${l.x}" y="${l.y}" font-family="DejaVu Sans" font-size="${l.size}" font-weight="${l.bold ? 'bold' : 'normal'}" fill="${l.fill ?? '#1a1a1a'}" text-anchor="${l.anchor ?? 'middle'}">${esc(l.text)}</text>`,
    )
    .join('');
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="1050"><rect width="600" height="1050" fill="${background}"/>${extra}${body}</svg>`);
}

/** A phone photo of the card on a wooden desk: turned `angle`°, darker at the corners, soft (blur `sigma`). */
function photographed(lines: Line[], angle: number, sigma: number, background?: string): Promise<Buffer> {
  const vignette = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1050" height="600"><defs><radialGradient id="v" cx="0.45" cy="0.4" r="0.75"><stop offset="0.55" stop-color="#ffffff"/><stop offset="1" stop-color="#7d7468"/></radialGradient></defs><rect width="1050" height="600" fill="url(#v)"/></svg>`,
  );
  return sharp(svg(lines, background))
    .composite([{ input: vignette, blend: 'multiply' }])
    .png()
    .toBuffer()
    .then((lit) => sharp(lit).resize({ width: 960 }).blur(sigma).rotate(angle, { background: '#6e5640' }).jpeg({ quality: 68 }).toBuffer());
}

export const freshCards: CorpusCard[] = [
  {
    key: 'icecream-logo-word',
    kind: 'minimal: the company only as a big logo word, the trade only in a lower-case tagline, no job title, St. Petersburg',
    image: () =>
      sharp(
        svg(
          [
            { x: 70, y: 160, size: 96, text: 'DRIFT', bold: true, fill: '#e76f51' },
            { x: 74, y: 210, size: 28, text: 'small-batch ice cream', fill: '#6d6875' },
            { x: 70, y: 330, size: 32, text: 'Owen Park', bold: true },
            { x: 70, y: 400, size: 24, text: '813-555-0180' },
            { x: 70, y: 440, size: 24, text: 'owen@drifticecream.com' },
            { x: 70, y: 480, size: 24, text: 'drifticecream.com' },
            { x: 70, y: 530, size: 24, text: '2606 Central Ave, St. Petersburg, FL 33712' },
          ],
          '#fff8f0',
        ),
      )
        .png()
        .toBuffer(),
    expected: {
      company: 'Drift',
      name: 'Owen Park',
      title: '',
      email: 'owen@drifticecream.com',
      phone: '(813) 555-0180',
      website: 'https://drifticecream.com',
      address: at('2606 Central Ave', 'St. Petersburg', '33712'),
      location: 'St. Petersburg, FL',
      category: 'Ice Cream Shop',
      industry: 'Restaurant & Food Service',
    },
  },
  {
    key: 'advisor-name-first',
    kind: "the person's name and title on top, the company below them, a suite, a 'Direct' phone",
    image: () =>
      sharp(
        svg([
          { x: 70, y: 115, size: 46, text: 'Marcus Bell', bold: true },
          { x: 70, y: 158, size: 26, text: 'Senior Wealth Advisor', fill: '#555555' },
          { x: 70, y: 265, size: 34, text: 'Bellwether Wealth Partners', bold: true, fill: '#1d4e89' },
          { x: 70, y: 380, size: 24, text: '4830 W Kennedy Blvd, Suite 600' },
          { x: 70, y: 415, size: 24, text: 'Tampa, FL 33609' },
          { x: 70, y: 475, size: 24, text: 'Direct 813.555.0181' },
          { x: 70, y: 510, size: 24, text: 'mbell@bellwetherwealth.com' },
          { x: 70, y: 545, size: 24, text: 'bellwetherwealth.com' },
        ]),
      )
        .jpeg({ quality: 85 })
        .toBuffer(),
    expected: {
      company: 'Bellwether Wealth Partners',
      name: 'Marcus Bell',
      title: 'Senior Wealth Advisor',
      email: 'mbell@bellwetherwealth.com',
      phone: '(813) 555-0181',
      website: 'https://bellwetherwealth.com',
      address: tampa('4830 W Kennedy Blvd, Suite 600', '33609'),
      location: 'Tampa, FL',
      category: 'Financial Advisor',
      industry: 'Professional Services',
    },
  },
  {
    key: 'martial-arts-dark',
    kind: 'light text on a dark slate (#1f2937) card, the company over two lines in gold caps, a letter suite, Temple Terrace, WebP',
    image: () =>
      sharp(
        svg(
          [
            { x: 70, y: 118, size: 58, text: 'KAIZEN', bold: true, fill: '#fbbf24' },
            { x: 70, y: 162, size: 30, text: 'JIU-JITSU ACADEMY', fill: '#fbbf24' },
            { x: 70, y: 262, size: 34, text: 'Andre Souza', bold: true, fill: '#f9fafb' },
            { x: 70, y: 302, size: 26, text: 'Head Instructor', fill: '#d1d5db' },
            { x: 70, y: 390, size: 25, text: '(813) 555-0182', fill: '#f9fafb' },
            { x: 70, y: 430, size: 25, text: 'andre@kaizenbjj.com', fill: '#f9fafb' },
            { x: 70, y: 470, size: 25, text: 'kaizenbjj.com', fill: '#f9fafb' },
            { x: 70, y: 510, size: 25, text: '5120 E Fowler Ave, Suite B', fill: '#f9fafb' },
            { x: 70, y: 548, size: 25, text: 'Temple Terrace, FL 33617', fill: '#f9fafb' },
          ],
          '#1f2937',
        ),
      )
        .webp({ quality: 80 })
        .toBuffer(),
    expected: {
      company: 'Kaizen Jiu-Jitsu Academy',
      name: 'Andre Souza',
      title: 'Head Instructor',
      email: 'andre@kaizenbjj.com',
      phone: '(813) 555-0182',
      website: 'https://kaizenbjj.com',
      address: at('5120 E Fowler Ave, Suite B', 'Temple Terrace', '33617'),
      location: 'Temple Terrace, FL',
      category: 'Martial Arts School',
      industry: 'Fitness & Wellness',
    },
  },
  {
    key: 'contractor-two-column',
    kind: 'two columns: company, person and address left, contacts right-aligned (anchor end), a website printed with a path, a licence number line',
    image: () =>
      sharp(
        svg([
          { x: 60, y: 110, size: 46, text: 'Halvorsen Builders', bold: true, fill: '#b45309' },
          { x: 60, y: 152, size: 24, text: 'Remodels · Additions · New Homes', fill: '#6b7280' },
          { x: 60, y: 270, size: 34, text: 'Erik Halvorsen', bold: true },
          { x: 60, y: 310, size: 26, text: 'Project Manager', fill: '#555555' },
          { x: 60, y: 440, size: 24, text: '2215 W Columbus Dr' },
          { x: 60, y: 478, size: 24, text: 'Tampa, FL 33607' },
          { x: 990, y: 400, size: 25, text: '(813) 555-0183', anchor: 'end' },
          { x: 990, y: 440, size: 25, text: 'erik@halvorsenbuilders.com', anchor: 'end' },
          { x: 990, y: 480, size: 25, text: 'halvorsenbuilders.com/estimate', anchor: 'end' },
          { x: 60, y: 560, size: 19, text: 'Licensed General Contractor · CGC1523456', fill: '#6b7280' },
        ]),
      )
        .png()
        .toBuffer(),
    expected: {
      company: 'Halvorsen Builders',
      name: 'Erik Halvorsen',
      title: 'Project Manager',
      email: 'erik@halvorsenbuilders.com',
      phone: '(813) 555-0183',
      website: 'https://halvorsenbuilders.com',
      address: tampa('2215 W Columbus Dr', '33607'),
      location: 'Tampa, FL',
      category: 'General Contractor',
      industry: 'Home Services',
    },
  },
  {
    key: 'nails-portrait',
    kind: 'portrait card (600×1050), centred text, a logo word over a small-caps line, a combined title, a suite with a letter and number',
    image: () =>
      sharp(
        portrait(
          [
            { x: 300, y: 210, size: 76, text: 'Lacquer', bold: true, fill: '#be185d' },
            { x: 300, y: 262, size: 28, text: 'NAIL LOUNGE', fill: '#be185d' },
            { x: 300, y: 430, size: 40, text: 'Kim Tran', bold: true },
            { x: 300, y: 478, size: 26, text: 'Owner & Nail Artist', fill: '#555555' },
            { x: 300, y: 630, size: 28, text: '(813) 555-0184' },
            { x: 300, y: 678, size: 24, text: 'kim@lacquernaillounge.com' },
            { x: 300, y: 720, size: 24, text: 'lacquernaillounge.com' },
            { x: 300, y: 820, size: 24, text: '1600 E 8th Ave, Suite A104' },
            { x: 300, y: 862, size: 24, text: 'Tampa, FL 33605' },
          ],
          '#fdf2f8',
          '<rect x="220" y="318" width="160" height="3" fill="#be185d"/>',
        ),
      )
        .png()
        .toBuffer(),
    expected: {
      company: 'Lacquer Nail Lounge',
      name: 'Kim Tran',
      title: 'Owner & Nail Artist',
      email: 'kim@lacquernaillounge.com',
      phone: '(813) 555-0184',
      website: 'https://lacquernaillounge.com',
      address: tampa('1600 E 8th Ave, Suite A104', '33605'),
      location: 'Tampa, FL',
      category: 'Nail Salon',
      industry: 'Beauty & Salon',
    },
  },
  {
    key: 'movers-photographed',
    kind: 'photographed at -5° on a desk, vignetted and blurred, services tagline, Brandon',
    image: () =>
      photographed(
        [
          { x: 70, y: 118, size: 48, text: 'Two Pelicans Moving', bold: true, fill: '#0e7490' },
          { x: 70, y: 160, size: 24, text: 'Local & long-distance · Packing · Storage', fill: '#475569' },
          { x: 70, y: 262, size: 34, text: 'Dana Whitaker', bold: true },
          { x: 70, y: 304, size: 26, text: 'Operations Manager', fill: '#555555' },
          { x: 70, y: 396, size: 27, text: '813-555-0185' },
          { x: 70, y: 440, size: 27, text: 'dana@twopelicans.com' },
          { x: 640, y: 440, size: 27, text: 'twopelicans.com' },
          { x: 70, y: 500, size: 27, text: '1105 Oakfield Dr, Brandon, FL 33511' },
        ],
        -5,
        1.2,
      ),
    expected: {
      company: 'Two Pelicans Moving',
      name: 'Dana Whitaker',
      title: 'Operations Manager',
      email: 'dana@twopelicans.com',
      phone: '(813) 555-0185',
      website: 'https://twopelicans.com',
      address: at('1105 Oakfield Dr', 'Brandon', '33511'),
      location: 'Brandon, FL',
      category: 'Moving Company',
      industry: 'Home Services',
    },
  },
  {
    key: 'pt-prefixes',
    kind: 'T:/F:/E:/W: prefixes with a fax number on the phone line, credentials after the name, Wesley Chapel on one line',
    image: () =>
      sharp(
        svg([
          { x: 70, y: 112, size: 44, text: 'Stride Physical Therapy', bold: true, fill: '#15803d' },
          { x: 70, y: 152, size: 22, text: 'Sports rehab · Dry needling · Pelvic health', fill: '#4b5563' },
          { x: 70, y: 255, size: 34, text: 'Jalen Brooks, PT, DPT', bold: true },
          { x: 70, y: 295, size: 26, text: 'Clinic Director', fill: '#555555' },
          { x: 70, y: 385, size: 24, text: 'T: 813.555.0186    F: 813.555.0199' },
          { x: 70, y: 425, size: 24, text: 'E: jalen@stridept.com' },
          { x: 70, y: 465, size: 24, text: 'W: stridept.com' },
          { x: 70, y: 525, size: 24, text: '27340 Wesley Chapel Blvd, Wesley Chapel, FL 33544' },
        ]),
      )
        .jpeg({ quality: 82 })
        .toBuffer(),
    expected: {
      company: 'Stride Physical Therapy',
      name: 'Jalen Brooks',
      title: 'Clinic Director',
      email: 'jalen@stridept.com',
      phone: '(813) 555-0186',
      website: 'https://stridept.com',
      address: at('27340 Wesley Chapel Blvd', 'Wesley Chapel', '33544'),
      location: 'Wesley Chapel, FL',
      category: 'Physical Therapist',
      industry: 'Health & Medical',
    },
  },
  {
    key: 'painter-po-box',
    kind: 'a P.O. Box for the address, a "Mobile" phone, a tagline of services',
    image: () =>
      sharp(
        svg([
          { x: 70, y: 118, size: 48, text: 'True Line Painting', bold: true, fill: '#1e3a8a' },
          { x: 70, y: 158, size: 24, text: 'Interior · Exterior · Cabinets', fill: '#64748b' },
          { x: 70, y: 258, size: 34, text: 'Rob Castillo', bold: true },
          { x: 70, y: 298, size: 26, text: 'Owner', fill: '#555555' },
          { x: 70, y: 388, size: 25, text: 'Mobile 813-555-0187' },
          { x: 70, y: 428, size: 25, text: 'rob@truelinepainting.com' },
          { x: 70, y: 468, size: 25, text: 'truelinepainting.com' },
          { x: 70, y: 508, size: 25, text: 'P.O. Box 10245' },
          { x: 70, y: 546, size: 25, text: 'Tampa, FL 33679' },
        ]),
      )
        .png()
        .toBuffer(),
    expected: {
      company: 'True Line Painting',
      name: 'Rob Castillo',
      title: 'Owner',
      email: 'rob@truelinepainting.com',
      phone: '(813) 555-0187',
      website: 'https://truelinepainting.com',
      address: tampa('P.O. Box 10245', '33679'),
      location: 'Tampa, FL',
      category: 'House Painter',
      industry: 'Home Services',
    },
  },
  {
    key: 'tires-tagline-trade',
    kind: 'a nickname company with a route number in it ("Sal\'s on 301"), the trade only in the tagline, a highway address in Riverview',
    image: () =>
      sharp(
        svg([
          { x: 70, y: 125, size: 54, text: "Sal's on 301", bold: true, fill: '#dc2626' },
          { x: 70, y: 170, size: 26, text: 'New & used tires since 1998', fill: '#374151' },
          { x: 70, y: 270, size: 34, text: 'Sal Greco', bold: true },
          { x: 70, y: 310, size: 26, text: 'Owner', fill: '#555555' },
          { x: 70, y: 400, size: 26, text: '(813) 555-0188' },
          { x: 70, y: 442, size: 26, text: 'sal@salson301.com' },
          { x: 640, y: 442, size: 26, text: 'salson301.com' },
          { x: 70, y: 520, size: 26, text: '7420 US Hwy 301 S, Riverview, FL 33578' },
        ]),
      )
        .rotate(-2, { background: '#b9b4aa' })
        .jpeg({ quality: 78 })
        .toBuffer(),
    expected: {
      company: "Sal's on 301",
      name: 'Sal Greco',
      title: 'Owner',
      email: 'sal@salson301.com',
      phone: '(813) 555-0188',
      website: 'https://salson301.com',
      address: at('7420 US Hwy 301 S', 'Riverview', '33578'),
      location: 'Riverview, FL',
      category: 'Tire Shop',
      industry: 'Automotive',
    },
  },
  {
    key: 'pharmacy-www',
    kind: '"Apothecary" for the trade, a PharmD after the name, a website printed with www., a "Call" phone',
    image: () =>
      sharp(
        svg(
          [
            { x: 70, y: 112, size: 42, text: 'Seminole Heights Apothecary', bold: true, fill: '#166534' },
            { x: 70, y: 152, size: 22, text: 'compounding · vaccines · free local delivery', fill: '#4b5563' },
            { x: 70, y: 258, size: 34, text: 'Grace Okafor, PharmD', bold: true },
            { x: 70, y: 298, size: 26, text: 'Pharmacist & Owner', fill: '#555555' },
            { x: 70, y: 388, size: 25, text: 'Call 813-555-0189' },
            { x: 70, y: 428, size: 25, text: 'grace@shapothecary.com' },
            { x: 70, y: 468, size: 25, text: 'www.shapothecary.com' },
            { x: 70, y: 508, size: 25, text: '5910 N Florida Ave' },
            { x: 70, y: 546, size: 25, text: 'Tampa, FL 33604' },
          ],
          '#f4f1e8',
        ),
      )
        .png()
        .toBuffer(),
    expected: {
      company: 'Seminole Heights Apothecary',
      name: 'Grace Okafor',
      title: 'Pharmacist & Owner',
      email: 'grace@shapothecary.com',
      phone: '(813) 555-0189',
      website: 'https://www.shapothecary.com',
      address: tampa('5910 N Florida Ave', '33604'),
      location: 'Tampa, FL',
      category: 'Pharmacy',
      industry: 'Health & Medical',
    },
  },
];
