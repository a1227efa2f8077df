import sharp from 'sharp';
import type { ExpectedAddress } from './corpus-sites.js';

/**
 * The intake corpus's business cards: drawn from SVG with DejaVu fonts, then photographed badly the way
 * owners do (rotated, blurred, dark, two columns, light on dark, a QR block, odd file types), each with
 * the values a careful person would type from it.
 */

export interface ExpectedCard {
  company: string;
  name: string;
  title: string;
  email: string;
  phone: string;
  /** As `https://host`. */
  website: string;
  address: ExpectedAddress;
  location: string;
  category: string;
  industry: string;
}

export interface CorpusCard {
  key: string;
  kind: string;
  /** The card photo's bytes. */
  image: () => Promise<Buffer>;
  expected: ExpectedCard;
}

const W = 1050;
const H = 600;
const esc = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface Line {
  x: number;
  y: number;
  size: number;
  text: string;
  bold?: boolean;
  fill?: string;
  anchor?: 'start' | 'end';
}

export function svg(lines: Line[], background = '#fbfaf7', extra = ''): Buffer {
  const body = lines
    .map(
      (l) =>
        `<text x="${l.x}" y="${l.y}" font-family="DejaVu Sans" font-size="${l.size}" font-weight="${l.bold ? 'bold' : 'normal'}" fill="${l.fill ?? '#1a1a1a'}" text-anchor="${l.anchor ?? 'start'}">${esc(l.text)}</text>`,
    )
    .join('');
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="${background}"/>${extra}${body}</svg>`);
}

/** A QR-like block of squares (the pattern of a real code, without its meaning: OCR must ignore it); `seed` varies it. */
export function qrBlock(x: number, y: number, size: number, seed = 7): string {
  const cells = 21;
  const cell = size / cells;
  const squares: string[] = [];
  for (let r = 0; r < cells; r++)
    for (let c = 0; c < cells; c++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const finder = (r < 7 && c < 7) || (r < 7 && c >= cells - 7) || (r >= cells - 7 && c < 7);
      const on = finder ? r % 6 === 0 || c % 6 === 0 || (r % 7 >= 2 && r % 7 <= 4 && c % 7 >= 2 && c % 7 <= 4) : seed % 3 === 0;
      if (on) squares.push(`<rect x="${x + c * cell}" y="${y + r * cell}" width="${cell}" height="${cell}" fill="#000"/>`);
    }
  return squares.join('');
}

export const tampa = (street: string, postalCode: string): ExpectedAddress => ({ street, city: 'Tampa', region: 'FL', postalCode });

/** The first corpus's cards (see corpus-card-list.ts for all of them). */
export const firstCards: CorpusCard[] = [
  {
    key: 'plumber-two-column',
    kind: 'two columns: company and person left, contacts right',
    image: () =>
      sharp(
        svg([
          { x: 60, y: 120, size: 46, text: 'Bay Area Pro Plumbing', bold: true, fill: '#0057b8' },
          { x: 60, y: 230, size: 36, text: 'Derek Olsen', bold: true },
          { x: 60, y: 275, size: 26, text: 'Master Plumber', fill: '#555555' },
          { x: 600, y: 380, size: 26, text: '(813) 555-0110' },
          { x: 600, y: 420, size: 26, text: 'derek@bayareapro.com' },
          { x: 600, y: 460, size: 26, text: 'www.bayareapro.com' },
          { x: 60, y: 420, size: 24, text: '4102 W Kennedy Blvd' },
          { x: 60, y: 460, size: 24, text: 'Tampa, FL 33609' },
        ]),
      )
        .png()
        .toBuffer(),
    expected: {
      company: 'Bay Area Pro Plumbing',
      name: 'Derek Olsen',
      title: 'Master Plumber',
      email: 'derek@bayareapro.com',
      phone: '(813) 555-0110',
      website: 'https://www.bayareapro.com',
      address: tampa('4102 W Kennedy Blvd', '33609'),
      location: 'Tampa, FL',
      category: 'Plumber',
      industry: 'Home Services',
    },
  },
  {
    key: 'dentist-sideways',
    kind: 'photographed sideways (rotated 90°, no orientation tag)',
    image: () =>
      sharp(
        svg([
          { x: 70, y: 130, size: 46, text: 'Bayshore Family Dental', bold: true, fill: '#2a9d8f' },
          { x: 70, y: 220, size: 34, text: 'Anita Shah', bold: true },
          { x: 70, y: 262, size: 26, text: 'Dentist', fill: '#555555' },
          { x: 70, y: 350, size: 26, text: 'Office: 813-555-0111' },
          { x: 70, y: 392, size: 26, text: 'anita@bayshoredental.com' },
          { x: 70, y: 434, size: 26, text: 'bayshoredental.com' },
          { x: 70, y: 476, size: 26, text: '3302 S Dale Mabry Hwy, Suite 110' },
          { x: 70, y: 518, size: 26, text: 'Tampa, FL 33629' },
        ]),
      )
        .rotate(90)
        .jpeg({ quality: 85 })
        .toBuffer(),
    expected: {
      company: 'Bayshore Family Dental',
      name: 'Anita Shah',
      title: 'Dentist',
      email: 'anita@bayshoredental.com',
      phone: '(813) 555-0111',
      website: 'https://bayshoredental.com',
      address: tampa('3302 S Dale Mabry Hwy, Suite 110', '33629'),
      location: 'Tampa, FL',
      category: 'Dentist',
      industry: 'Health & Medical',
    },
  },
  {
    key: 'barber-dark',
    kind: 'light text on a dark card',
    image: () =>
      sharp(
        svg(
          [
            { x: 80, y: 130, size: 50, text: 'SEVENTH AVE BARBERS', bold: true, fill: '#e9c46a' },
            { x: 80, y: 230, size: 36, text: 'Luis Ortega', bold: true, fill: '#f1f1f1' },
            { x: 80, y: 272, size: 26, text: 'Master Barber', fill: '#cccccc' },
            { x: 80, y: 360, size: 26, text: 'Call: 813.555.0119', fill: '#f1f1f1' },
            { x: 80, y: 402, size: 26, text: 'luis@seventhavebarbers.com', fill: '#f1f1f1' },
            { x: 80, y: 444, size: 26, text: 'seventhavebarbers.com', fill: '#f1f1f1' },
            { x: 80, y: 486, size: 26, text: '1812 E 7th Ave', fill: '#f1f1f1' },
            { x: 80, y: 528, size: 26, text: 'Tampa, FL 33605', fill: '#f1f1f1' },
          ],
          '#1d1d1f',
        ),
      )
        .jpeg({ quality: 80 })
        .toBuffer(),
    expected: {
      company: 'Seventh Ave Barbers',
      name: 'Luis Ortega',
      title: 'Master Barber',
      email: 'luis@seventhavebarbers.com',
      phone: '(813) 555-0119',
      website: 'https://seventhavebarbers.com',
      address: tampa('1812 E 7th Ave', '33605'),
      location: 'Tampa, FL',
      category: 'Barber Shop',
      industry: 'Beauty & Salon',
    },
  },
  {
    key: 'hvac-wrapped',
    kind: 'company name wrapped over two lines',
    image: () =>
      sharp(
        svg([
          { x: 70, y: 95, size: 42, text: 'Hillsborough Heating &', bold: true, fill: '#005f73' },
          { x: 70, y: 148, size: 42, text: 'Air Conditioning', bold: true, fill: '#005f73' },
          { x: 70, y: 240, size: 34, text: 'Tom Becker', bold: true },
          { x: 70, y: 282, size: 26, text: 'Service Manager', fill: '#555555' },
          { x: 70, y: 370, size: 26, text: 'Mobile (813) 555-0124' },
          { x: 70, y: 412, size: 26, text: 'tom@hillsboroughair.com' },
          { x: 70, y: 454, size: 26, text: 'www.hillsboroughair.com' },
          { x: 70, y: 496, size: 26, text: '8810 N Armenia Ave' },
          { x: 70, y: 538, size: 26, text: 'Tampa, FL 33604' },
        ]),
      )
        .png()
        .toBuffer(),
    expected: {
      company: 'Hillsborough Heating & Air Conditioning',
      name: 'Tom Becker',
      title: 'Service Manager',
      email: 'tom@hillsboroughair.com',
      phone: '(813) 555-0124',
      website: 'https://www.hillsboroughair.com',
      address: tampa('8810 N Armenia Ave', '33604'),
      location: 'Tampa, FL',
      category: 'HVAC Contractor',
      industry: 'Home Services',
    },
  },
  {
    key: 'groomer-one-line',
    kind: 'phone and e-mail on one line, a .pet website, GIF',
    image: () =>
      sharp(
        svg([
          { x: 70, y: 120, size: 48, text: 'Palm Paws Grooming', bold: true, fill: '#7b2cbf' },
          { x: 70, y: 220, size: 34, text: 'Jen Alvarez', bold: true },
          { x: 70, y: 262, size: 26, text: 'Lead Groomer', fill: '#555555' },
          { x: 70, y: 370, size: 26, text: '813.555.0125 | jen@palmpaws.pet' },
          { x: 70, y: 412, size: 26, text: 'palmpaws.pet' },
          { x: 70, y: 454, size: 26, text: '3810 W Gandy Blvd, Tampa, FL 33611' },
        ]),
      )
        .gif()
        .toBuffer(),
    expected: {
      company: 'Palm Paws Grooming',
      name: 'Jen Alvarez',
      title: 'Lead Groomer',
      email: 'jen@palmpaws.pet',
      phone: '(813) 555-0125',
      website: 'https://palmpaws.pet',
      address: tampa('3810 W Gandy Blvd', '33611'),
      location: 'Tampa, FL',
      category: 'Pet Groomer',
      industry: 'Pet Services',
    },
  },
  {
    key: 'florist-blurred',
    kind: 'soft, tilted, dim phone photo; a .florist website',
    image: () =>
      sharp(
        svg([
          { x: 70, y: 125, size: 50, text: 'Bay to Bay Blooms', bold: true, fill: '#b5485d' },
          { x: 70, y: 225, size: 36, text: 'Rosa Diaz', bold: true },
          { x: 70, y: 268, size: 26, text: 'Owner', fill: '#555555' },
          { x: 70, y: 360, size: 28, text: 'Tel (813) 555-0114' },
          { x: 70, y: 405, size: 28, text: 'rosa@baytobay.florist' },
          { x: 70, y: 450, size: 28, text: 'baytobay.florist' },
          { x: 70, y: 495, size: 28, text: '2907 W Bay to Bay Blvd' },
          { x: 70, y: 540, size: 28, text: 'Tampa, FL 33629' },
        ]),
      )
        .resize({ width: 900 })
        .blur(1.1)
        .rotate(4, { background: '#d8d4cc' })
        .modulate({ brightness: 0.85 })
        .jpeg({ quality: 60 })
        .toBuffer(),
    expected: {
      company: 'Bay to Bay Blooms',
      name: 'Rosa Diaz',
      title: 'Owner',
      email: 'rosa@baytobay.florist',
      phone: '(813) 555-0114',
      website: 'https://baytobay.florist',
      address: tampa('2907 W Bay to Bay Blvd', '33629'),
      location: 'Tampa, FL',
      category: 'Florist',
      industry: 'Retail & E-commerce',
    },
  },
  {
    key: 'cpa-qr',
    kind: 'a QR block beside the details, title after the name',
    image: () =>
      sharp(
        svg(
          [
            { x: 60, y: 110, size: 42, text: 'Kessler Tax & Accounting', bold: true, fill: '#264653' },
            { x: 60, y: 210, size: 32, text: 'Nora Kessler, CPA', bold: true },
            { x: 60, y: 250, size: 24, text: 'Partner', fill: '#555555' },
            { x: 60, y: 350, size: 24, text: 'P: 813-555-0118' },
            { x: 60, y: 390, size: 24, text: 'nora@kesslertax.com' },
            { x: 60, y: 430, size: 24, text: 'kesslertax.com' },
            { x: 60, y: 470, size: 24, text: '100 S Ashley Dr, Ste 600' },
            { x: 60, y: 510, size: 24, text: 'Tampa, Florida 33602' },
          ],
          '#ffffff',
          qrBlock(770, 300, 230),
        ),
      )
        .png()
        .toBuffer(),
    expected: {
      company: 'Kessler Tax & Accounting',
      name: 'Nora Kessler',
      title: 'Partner',
      email: 'nora@kesslertax.com',
      phone: '(813) 555-0118',
      website: 'https://kesslertax.com',
      address: tampa('100 S Ashley Dr, Suite 600', '33602'),
      location: 'Tampa, FL',
      category: 'Accountant',
      industry: 'Professional Services',
    },
  },
  {
    key: 'auto-tiff',
    kind: 'TIFF scan, all-caps company, slightly rotated',
    image: () =>
      sharp(
        svg([
          { x: 70, y: 120, size: 46, text: 'GULF COAST AUTO CARE', bold: true, fill: '#d62828' },
          { x: 70, y: 220, size: 34, text: 'Sam Reyes', bold: true },
          { x: 70, y: 262, size: 26, text: 'Service Advisor', fill: '#555555' },
          { x: 70, y: 350, size: 26, text: 'Shop: +1 813 555 0113' },
          { x: 70, y: 392, size: 26, text: 'sam@gulfcoastauto.com' },
          { x: 70, y: 434, size: 26, text: 'gulfcoastauto.com' },
          { x: 70, y: 476, size: 26, text: '6201 S MacDill Ave' },
          { x: 70, y: 518, size: 26, text: 'Tampa, FL 33611' },
        ]),
      )
        .rotate(-3, { background: '#ffffff' })
        .tiff()
        .toBuffer(),
    expected: {
      company: 'Gulf Coast Auto Care',
      name: 'Sam Reyes',
      title: 'Service Advisor',
      email: 'sam@gulfcoastauto.com',
      phone: '(813) 555-0113',
      website: 'https://gulfcoastauto.com',
      address: tampa('6201 S MacDill Ave', '33611'),
      location: 'Tampa, FL',
      category: 'Auto Repair',
      industry: 'Automotive',
    },
  },
  {
    key: 'yoga-avif',
    kind: 'AVIF photo, upside down',
    image: () =>
      sharp(
        svg([
          { x: 70, y: 125, size: 48, text: 'Lotus Flow Yoga', bold: true, fill: '#9d4edd' },
          { x: 70, y: 225, size: 34, text: 'Maya Chen', bold: true },
          { x: 70, y: 267, size: 26, text: 'Yoga Instructor', fill: '#555555' },
          { x: 70, y: 360, size: 26, text: 'Text 813-555-0117' },
          { x: 70, y: 402, size: 26, text: 'maya@lotusflowyoga.com' },
          { x: 70, y: 444, size: 26, text: 'lotusflowyoga.com' },
          { x: 70, y: 486, size: 26, text: '4805 N Nebraska Ave' },
          { x: 70, y: 528, size: 26, text: 'Tampa, FL 33603' },
        ]),
      )
        .rotate(180)
        .avif({ quality: 70 })
        .toBuffer(),
    expected: {
      company: 'Lotus Flow Yoga',
      name: 'Maya Chen',
      title: 'Yoga Instructor',
      email: 'maya@lotusflowyoga.com',
      phone: '(813) 555-0117',
      website: 'https://lotusflowyoga.com',
      address: tampa('4805 N Nebraska Ave', '33603'),
      location: 'Tampa, FL',
      category: 'Yoga Studio',
      industry: 'Fitness & Wellness',
    },
  },
];
