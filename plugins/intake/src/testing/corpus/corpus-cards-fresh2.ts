import sharp from 'sharp';
import type { ExpectedAddress } from './corpus-sites.js';
import { qrBlock, tampa, type CorpusCard } from './corpus-cards.js';

/**
 * A second fresh set of corpus business cards, written the way corpus-cards-fresh.ts was: apart from the
 * extraction code (its source was not read) and truth first, each card's expected values decided and
 * written before its picture was drawn. The styles are ones the earlier card files do not cover:
 * credentials after the name with the title on the next line, Office/Cell/Fax numbers together, a
 * centred serif card with the company in letter-spaced capitals, white on a saturated green, a portrait
 * card under a drawn emblem with a licence-number line, the state written out ("Clearwater, Florida"),
 * the back and front of a card side by side with a social handle, a photo turned -6°, a gmail address
 * and no website, an all-caps name and a slashed title, a QR block beside a two-line tagline, and an
 * agent's team name inside a brokerage's card. Fonts vary between DejaVu and Liberation.
 */

export const at = (street: string, city: string, postalCode: string): ExpectedAddress => ({ street, city, region: 'FL', postalCode });

const esc = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One line of card text; `spacing` is letter-spacing in px, `font` a font family. */
export interface Text {
  x: number;
  y: number;
  size: number;
  text: string;
  bold?: boolean;
  italic?: boolean;
  fill?: string;
  anchor?: 'start' | 'middle' | 'end';
  font?: string;
  spacing?: number;
}

export interface Sheet {
  background?: string;
  /** SVG drawn under the text (rules, emblems, bands). */
  extra?: string;
  /** The default font family. */
  font?: string;
  width?: number;
  height?: number;
}

/** A card drawn from SVG: 1050×600 unless told, spaces kept as written (for letter-spaced capitals). */
export function card(lines: Text[], sheet: Sheet = {}): Buffer {
  const { background = '#fbfaf7', extra = '', font = 'DejaVu Sans', width = 1050, height = 600 } = sheet;
  const body = lines
    .map(
      (l) =>
        `<text xml:space="preserve" x="${l.x}" y="${l.y}" font-family="${l.font ?? font}" font-size="${l.size}" font-weight="${l.bold ? 'bold' : 'normal'}" font-style="${l.italic ? 'italic' : 'normal'}"${l.spacing ? ` letter-spacing="${l.spacing}"` : ''} fill="${l.fill ?? '#1a1a1a'}" text-anchor="${l.anchor ?? 'start'}">${esc(l.text)}</text>`,
    )
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${background}"/>${extra}${body}</svg>`,
  );
}

/** A phone photo of a 1050×600 card on a wooden desk: turned `angle`°, darker at the corners, soft (blur `sigma`). */
function photographed(drawn: Buffer, angle: number, sigma: number): Promise<Buffer> {
  const vignette = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1050" height="600"><defs><radialGradient id="v" cx="0.45" cy="0.4" r="0.75"><stop offset="0.55" stop-color="#ffffff"/><stop offset="1" stop-color="#7d7468"/></radialGradient></defs><rect width="1050" height="600" fill="url(#v)"/></svg>`,
  );
  return sharp(drawn)
    .composite([{ input: vignette, blend: 'multiply' }])
    .png()
    .toBuffer()
    .then((lit) => sharp(lit).resize({ width: 960 }).blur(sigma).rotate(angle, { background: '#6e5640' }).jpeg({ quality: 66 }).toBuffer());
}

export const png = (b: Buffer) => sharp(b).png().toBuffer();

export const fresh2Cards: CorpusCard[] = [
  {
    key: 'cpa-credentials',
    kind: "credentials after the name ('Dana Ruiz, CPA') with the title on the next line; the firm 'Ruiz & Okafor' over a descriptor line 'Tax and Advisory' (a line saying what it does, not part of the name: the domain is ruizokafor.com); address on one line with a middle dot; Liberation Serif company",
    expected: {
      company: 'Ruiz & Okafor',
      name: 'Dana Ruiz',
      title: 'Managing Partner',
      email: 'dana@ruizokafor.com',
      phone: '(813) 555-0140',
      website: 'https://ruizokafor.com',
      address: tampa('100 N Tampa St, Suite 2450', '33602'),
      location: 'Tampa, FL',
      category: 'Accountant',
      industry: 'Professional Services',
    },
    image: () =>
      png(
        card(
          [
            { x: 80, y: 118, size: 56, text: 'Ruiz & Okafor', bold: true, fill: '#1e3a5f', font: 'Liberation Serif' },
            { x: 82, y: 158, size: 22, text: 'Tax and Advisory', fill: '#6b7280', spacing: 2 },
            { x: 80, y: 262, size: 36, text: 'Dana Ruiz, CPA', bold: true },
            { x: 80, y: 302, size: 25, text: 'Managing Partner', fill: '#4b5563' },
            { x: 600, y: 262, size: 24, text: '813.555.0140' },
            { x: 600, y: 302, size: 24, text: 'dana@ruizokafor.com' },
            { x: 600, y: 342, size: 24, text: 'ruizokafor.com' },
            { x: 80, y: 520, size: 22, text: '100 N Tampa St, Suite 2450  ·  Tampa, FL 33602', fill: '#374151' },
          ],
          {
            background: '#ffffff',
            extra: '<rect x="0" y="0" width="22" height="600" fill="#1e3a5f"/><rect x="80" y="186" width="120" height="3" fill="#b08d57"/><rect x="80" y="470" width="890" height="1" fill="#d1d5db"/>',
          },
        ),
      ),
  },
  {
    key: 'insurance-office-cell-fax',
    kind: "three numbers labelled Office, Cell and Fax (the business phone is the office one), a shield emblem beside the company, Largo, Liberation Sans",
    expected: {
      company: 'Gulfside Insurance Group',
      name: 'Teresa Nguyen',
      title: 'Licensed Insurance Agent',
      email: 'teresa@gulfsideins.com',
      phone: '(727) 555-0141',
      website: 'https://gulfsideins.com',
      address: at('10500 Ulmerton Rd, Suite 330', 'Largo', '33771'),
      location: 'Largo, FL',
      category: 'Insurance Agency',
      industry: 'Professional Services',
    },
    image: () =>
      sharp(
        card(
          [
            { x: 150, y: 108, size: 44, text: 'Gulfside Insurance Group', bold: true, fill: '#0f4c81' },
            { x: 152, y: 146, size: 22, text: 'Home · Auto · Life · Business', fill: '#6b7280' },
            { x: 60, y: 250, size: 36, text: 'Teresa Nguyen', bold: true },
            { x: 60, y: 290, size: 25, text: 'Licensed Insurance Agent', fill: '#4b5563' },
            { x: 60, y: 378, size: 24, text: 'Office', bold: true, fill: '#0f4c81' },
            { x: 160, y: 378, size: 24, text: '(727) 555-0141' },
            { x: 60, y: 416, size: 24, text: 'Cell', bold: true, fill: '#0f4c81' },
            { x: 160, y: 416, size: 24, text: '(727) 555-0142' },
            { x: 60, y: 454, size: 24, text: 'Fax', bold: true, fill: '#0f4c81' },
            { x: 160, y: 454, size: 24, text: '(727) 555-0143' },
            { x: 560, y: 378, size: 24, text: 'teresa@gulfsideins.com' },
            { x: 560, y: 416, size: 24, text: 'gulfsideins.com' },
            { x: 60, y: 540, size: 22, text: '10500 Ulmerton Rd, Suite 330, Largo, FL 33771', fill: '#374151' },
          ],
          {
            font: 'Liberation Sans',
            extra:
              '<path d="M95 48 L135 62 L135 100 Q135 130 95 148 Q55 130 55 100 L55 62 Z" fill="#0f4c81"/><path d="M95 70 L118 78 L118 100 Q118 118 95 130 Z" fill="#7dd3fc"/><rect x="60" y="500" width="930" height="2" fill="#0f4c81"/>',
          },
        ),
      )
        .jpeg({ quality: 86 })
        .toBuffer(),
  },
  {
    key: 'florist-spaced-serif',
    kind: "elegant centred Liberation Serif card, the company drawn as letter-spaced capitals ('L U N A   F L O R A L', typed 'Luna Floral'), an italic tagline, phone and email on one line, a www. website, Dunedin",
    expected: {
      company: 'Luna Floral',
      name: 'Isabella Moreau',
      title: 'Owner & Lead Designer',
      email: 'isabella@lunafloral.com',
      phone: '(727) 555-0144',
      website: 'https://www.lunafloral.com',
      address: at('350 Main St', 'Dunedin', '34698'),
      location: 'Dunedin, FL',
      category: 'Florist',
      industry: 'Retail & E-commerce',
    },
    image: () =>
      png(
        card(
          [
            { x: 525, y: 170, size: 50, text: 'L U N A   F L O R A L', fill: '#5b3a3a', anchor: 'middle' },
            { x: 525, y: 214, size: 24, text: 'flowers for weddings & every day', italic: true, fill: '#8a6f6f', anchor: 'middle' },
            { x: 525, y: 312, size: 36, text: 'Isabella Moreau', fill: '#2b2b2b', anchor: 'middle' },
            { x: 525, y: 350, size: 21, text: 'OWNER & LEAD DESIGNER', fill: '#8a6f6f', anchor: 'middle', spacing: 3 },
            { x: 525, y: 432, size: 23, text: '(727) 555-0144   ·   isabella@lunafloral.com', fill: '#2b2b2b', anchor: 'middle' },
            { x: 525, y: 470, size: 23, text: 'www.lunafloral.com', fill: '#2b2b2b', anchor: 'middle' },
            { x: 525, y: 526, size: 23, text: '350 Main St, Dunedin, FL 34698', fill: '#2b2b2b', anchor: 'middle' },
          ],
          {
            background: '#fbf7f2',
            font: 'Liberation Serif',
            extra:
              '<circle cx="525" cy="78" r="9" fill="none" stroke="#c9a227" stroke-width="2"/><circle cx="505" cy="84" r="5" fill="#e8b4b8"/><circle cx="545" cy="84" r="5" fill="#e8b4b8"/><rect x="455" y="250" width="140" height="1.5" fill="#c9a227"/><rect x="24" y="24" width="1002" height="552" fill="none" stroke="#d8c8b0" stroke-width="2"/>',
          },
        ),
      ),
  },
  {
    key: 'landscaping-green',
    kind: "white text on a saturated green (#0b6e4f) with drawn leaves, the company over two lines ('Evergreen Edge' / 'LANDSCAPING'), a tagline bottom right, Lutz; industry: of the five a landscaper (a service to owners) fits Professional Services best",
    expected: {
      company: 'Evergreen Edge Landscaping',
      name: 'Marco Delgado',
      title: 'Owner',
      email: 'marco@evergreenedge.com',
      phone: '(813) 555-0145',
      website: 'https://evergreenedge.com',
      address: at('18920 N Dale Mabry Hwy', 'Lutz', '33548'),
      location: 'Lutz, FL',
      category: 'Landscaper',
      industry: 'Home Services',
    },
    image: () =>
      sharp(
        card(
          [
            { x: 70, y: 118, size: 58, text: 'Evergreen Edge', bold: true, fill: '#ffffff' },
            { x: 72, y: 160, size: 26, text: 'LANDSCAPING', fill: '#bbf7d0', spacing: 6 },
            { x: 70, y: 262, size: 34, text: 'Marco Delgado', bold: true, fill: '#ffffff' },
            { x: 70, y: 300, size: 25, text: 'Owner', fill: '#d1fae5' },
            { x: 70, y: 390, size: 25, text: '813-555-0145', fill: '#ffffff' },
            { x: 70, y: 430, size: 25, text: 'marco@evergreenedge.com', fill: '#ffffff' },
            { x: 70, y: 470, size: 25, text: 'evergreenedge.com', fill: '#ffffff' },
            { x: 70, y: 528, size: 24, text: '18920 N Dale Mabry Hwy, Lutz, FL 33548', fill: '#ffffff' },
            { x: 985, y: 562, size: 20, text: 'Design · Install · Maintain', fill: '#bbf7d0', anchor: 'end' },
          ],
          {
            background: '#0b6e4f',
            font: 'DejaVu Sans Condensed',
            extra:
              '<path d="M900 60 C 980 80, 990 170, 930 230 C 870 190, 860 110, 900 60 Z" fill="#34d399" opacity="0.85"/><path d="M840 120 C 900 130, 920 200, 880 250 C 830 220, 815 160, 840 120 Z" fill="#a7f3d0" opacity="0.7"/><path d="M905 75 L 915 240" stroke="#0b6e4f" stroke-width="3"/>',
          },
        ),
      )
        .webp({ quality: 82 })
        .toBuffer(),
  },
  {
    key: 'massage-vertical-emblem',
    kind: "portrait card (600×1050) with a big drawn emblem (circle, lotus petals, water lines) above the text, a licence line 'LMT MA12345' under the title (not the title), St. Petersburg with a suite",
    expected: {
      company: 'Still Water Massage',
      name: 'Priya Raman',
      title: 'Massage Therapist',
      email: 'priya@stillwatermassage.com',
      phone: '(727) 555-0146',
      website: 'https://stillwatermassage.com',
      address: at('2201 4th St N, Suite 5', 'St. Petersburg', '33704'),
      location: 'St. Petersburg, FL',
      category: 'Massage Therapist',
      industry: 'Fitness & Wellness',
    },
    image: () =>
      png(
        card(
          [
            { x: 300, y: 420, size: 58, text: 'Still Water', bold: true, fill: '#3f6b6b', anchor: 'middle' },
            { x: 300, y: 468, size: 28, text: 'MASSAGE', fill: '#3f6b6b', anchor: 'middle', spacing: 8 },
            { x: 300, y: 590, size: 38, text: 'Priya Raman', bold: true, anchor: 'middle' },
            { x: 300, y: 632, size: 25, text: 'Massage Therapist', fill: '#4b5563', anchor: 'middle' },
            { x: 300, y: 670, size: 20, text: 'LMT MA12345', fill: '#6b7280', anchor: 'middle', spacing: 1 },
            { x: 300, y: 766, size: 27, text: '727-555-0146', anchor: 'middle' },
            { x: 300, y: 810, size: 23, text: 'priya@stillwatermassage.com', anchor: 'middle' },
            { x: 300, y: 850, size: 23, text: 'stillwatermassage.com', anchor: 'middle' },
            { x: 300, y: 922, size: 23, text: '2201 4th St N, Suite 5', anchor: 'middle' },
            { x: 300, y: 960, size: 23, text: 'St. Petersburg, FL 33704', anchor: 'middle' },
          ],
          {
            width: 600,
            height: 1050,
            background: '#f3efe8',
            extra:
              '<circle cx="300" cy="200" r="120" fill="none" stroke="#3f6b6b" stroke-width="6"/><path d="M300 110 C 335 150, 335 210, 300 245 C 265 210, 265 150, 300 110 Z" fill="#7fa8a3"/><path d="M300 245 C 255 235, 215 200, 210 160 C 255 165, 290 200, 300 245 Z" fill="#a7c4bf"/><path d="M300 245 C 345 235, 385 200, 390 160 C 345 165, 310 200, 300 245 Z" fill="#a7c4bf"/><path d="M215 270 Q 257 255 300 270 T 385 270" fill="none" stroke="#3f6b6b" stroke-width="5"/><path d="M235 292 Q 267 280 300 292 T 365 292" fill="none" stroke="#3f6b6b" stroke-width="4"/><rect x="240" y="700" width="120" height="2" fill="#3f6b6b"/>',
          },
        ),
      ),
  },
  {
    key: 'law-state-spelled',
    kind: "address on two lines, the suite on the street line and the state written out ('Clearwater, Florida 33755'); a firm name with ', P.A.'; a 'Tel' phone; right-aligned contacts with a www. website; Liberation Serif",
    expected: {
      company: 'Pierce & Lang, P.A.',
      name: 'Nathan Pierce',
      title: 'Partner',
      email: 'npierce@piercelang.com',
      phone: '(727) 555-0147',
      website: 'https://www.piercelang.com',
      address: at('600 Cleveland St, Suite 1100', 'Clearwater', '33755'),
      location: 'Clearwater, FL',
      category: 'Law Firm',
      industry: 'Professional Services',
    },
    image: () =>
      sharp(
        card(
          [
            { x: 70, y: 115, size: 50, text: 'Pierce & Lang, P.A.', bold: true, fill: '#7f1d1d' },
            { x: 72, y: 155, size: 20, text: 'ATTORNEYS AT LAW', fill: '#6b7280', spacing: 4 },
            { x: 70, y: 262, size: 36, text: 'Nathan Pierce', bold: true },
            { x: 70, y: 300, size: 25, text: 'Partner', fill: '#4b5563', italic: true },
            { x: 70, y: 452, size: 25, text: '600 Cleveland St, Suite 1100' },
            { x: 70, y: 490, size: 25, text: 'Clearwater, Florida 33755' },
            { x: 980, y: 414, size: 25, text: 'Tel 727.555.0147', anchor: 'end' },
            { x: 980, y: 452, size: 25, text: 'npierce@piercelang.com', anchor: 'end' },
            { x: 980, y: 490, size: 25, text: 'www.piercelang.com', anchor: 'end' },
          ],
          {
            background: '#fdfcf8',
            font: 'Liberation Serif',
            extra: '<rect x="70" y="182" width="910" height="2" fill="#7f1d1d"/><rect x="70" y="188" width="910" height="1" fill="#7f1d1d"/>',
          },
        ),
      )
        .jpeg({ quality: 84 })
        .toBuffer(),
  },
  {
    key: 'bookshop-front-back',
    kind: "back and front of one card side by side, split by a vertical rule: left the back (book emblem, company, tagline, website and an '@inkwellbooks' handle), right the front (person, phone, email, address), Temple Terrace",
    expected: {
      company: 'Inkwell Books',
      name: 'Ruth Abernathy',
      title: 'Owner',
      email: 'ruth@inkwellbookshop.com',
      phone: '(813) 555-0148',
      website: 'https://inkwellbookshop.com',
      address: at('9385 N 56th St', 'Temple Terrace', '33617'),
      location: 'Temple Terrace, FL',
      category: 'Book Store',
      industry: 'Retail & E-commerce',
    },
    image: () =>
      png(
        card(
          [
            { x: 262, y: 262, size: 46, text: 'Inkwell Books', bold: true, fill: '#2d3a4a', anchor: 'middle', font: 'Liberation Serif' },
            { x: 262, y: 302, size: 22, text: 'new, used & rare books', italic: true, fill: '#6b5b45', anchor: 'middle', font: 'Liberation Serif' },
            { x: 262, y: 440, size: 22, text: 'inkwellbookshop.com', fill: '#2d3a4a', anchor: 'middle' },
            { x: 262, y: 478, size: 22, text: '@inkwellbooks', fill: '#2d3a4a', anchor: 'middle' },
            { x: 575, y: 190, size: 34, text: 'Ruth Abernathy', bold: true },
            { x: 575, y: 228, size: 24, text: 'Owner', fill: '#4b5563' },
            { x: 575, y: 330, size: 24, text: '(813) 555-0148' },
            { x: 575, y: 368, size: 22, text: 'ruth@inkwellbookshop.com' },
            { x: 575, y: 440, size: 22, text: '9385 N 56th St' },
            { x: 575, y: 476, size: 22, text: 'Temple Terrace, FL 33617' },
          ],
          {
            background: '#f5efe0',
            extra:
              '<path d="M262 100 L262 200 M262 100 C 240 86, 200 84, 180 92 L180 192 C 200 184, 240 186, 262 200 C 284 186, 324 184, 344 192 L344 92 C 324 84, 284 86, 262 100 Z" fill="#e7dcc3" stroke="#2d3a4a" stroke-width="5" stroke-linejoin="round"/><path d="M300 70 L316 150 L306 152 Z" fill="#2d3a4a"/><rect x="524" y="60" width="2" height="480" fill="#b8a98a"/>',
          },
        ),
      ),
  },
  {
    key: 'coffee-roaster-photographed',
    kind: 'photographed at -6° on a desk, vignetted and blurred, kraft card with a drawn sun, contacts in a right column, Riverview',
    expected: {
      company: 'Sunhouse Coffee Roasters',
      name: 'Luis Ortega',
      title: 'Head Roaster',
      email: 'luis@sunhousecoffee.com',
      phone: '(813) 555-0149',
      website: 'https://sunhousecoffee.com',
      address: at('11310 Big Bend Rd', 'Riverview', '33579'),
      location: 'Riverview, FL',
      category: 'Cafe',
      industry: 'Restaurant & Food Service',
    },
    image: () =>
      photographed(
        card(
          [
            { x: 70, y: 120, size: 48, text: 'Sunhouse Coffee Roasters', bold: true, fill: '#7c2d12' },
            { x: 72, y: 160, size: 24, text: 'small-lot beans, roasted weekly', fill: '#57534e' },
            { x: 70, y: 272, size: 36, text: 'Luis Ortega', bold: true },
            { x: 70, y: 312, size: 26, text: 'Head Roaster', fill: '#44403c' },
            { x: 560, y: 272, size: 27, text: '813-555-0149' },
            { x: 560, y: 314, size: 27, text: 'luis@sunhousecoffee.com' },
            { x: 560, y: 356, size: 27, text: 'sunhousecoffee.com' },
            { x: 70, y: 500, size: 27, text: '11310 Big Bend Rd, Riverview, FL 33579' },
          ],
          {
            background: '#e9dcc5',
            extra:
              '<circle cx="930" cy="120" r="42" fill="#f59e0b"/><g stroke="#f59e0b" stroke-width="6" stroke-linecap="round"><path d="M930 50 L930 36"/><path d="M930 190 L930 204"/><path d="M860 120 L846 120"/><path d="M1000 120 L1014 120"/><path d="M880 70 L870 60"/><path d="M980 70 L990 60"/><path d="M880 170 L870 180"/><path d="M980 170 L990 180"/></g><rect x="70" y="440" width="910" height="2" fill="#7c2d12"/>',
          },
        ),
        -6,
        1.3,
      ),
  },
  {
    key: 'bakery-gmail-no-site',
    kind: "a gmail address whose name differs from the company's ('sweetmagnoliabakes@gmail.com') and no website printed; centred landscape card, Liberation Sans",
    expected: {
      company: 'Sweet Magnolia Bakery',
      name: 'Keisha Brown',
      title: 'Owner & Head Baker',
      email: 'sweetmagnoliabakes@gmail.com',
      phone: '(813) 555-0150',
      website: '',
      address: tampa('3615 W Gandy Blvd', '33611'),
      location: 'Tampa, FL',
      category: 'Bakery',
      industry: 'Restaurant & Food Service',
    },
    image: () =>
      png(
        card(
          [
            { x: 525, y: 128, size: 52, text: 'Sweet Magnolia Bakery', bold: true, fill: '#9d174d', anchor: 'middle' },
            { x: 525, y: 170, size: 24, text: 'custom cakes · cookies · pastries', fill: '#6b7280', anchor: 'middle' },
            { x: 525, y: 270, size: 36, text: 'Keisha Brown', bold: true, anchor: 'middle' },
            { x: 525, y: 308, size: 25, text: 'Owner & Head Baker', fill: '#4b5563', anchor: 'middle' },
            { x: 525, y: 398, size: 27, text: '(813) 555-0150', anchor: 'middle' },
            { x: 525, y: 440, size: 25, text: 'sweetmagnoliabakes@gmail.com', anchor: 'middle' },
            { x: 525, y: 510, size: 25, text: '3615 W Gandy Blvd, Tampa, FL 33611', anchor: 'middle' },
          ],
          {
            background: '#fff1f2',
            font: 'Liberation Sans',
            extra:
              '<rect x="18" y="18" width="1014" height="564" rx="14" fill="none" stroke="#f9a8d4" stroke-width="4"/><circle cx="525" cy="212" r="6" fill="#f9a8d4"/><circle cx="505" cy="212" r="4" fill="#fbcfe8"/><circle cx="545" cy="212" r="4" fill="#fbcfe8"/>',
          },
        ),
      ),
  },
  {
    key: 'barber-all-caps',
    kind: "everything but email and website in capitals ('JORDAN WELLS', typed 'Jordan Wells'), a slashed title 'OWNER / HEAD BARBER', an 'EST.' line naming the town, black band at the left, Liberation Sans Narrow, Brandon",
    expected: {
      company: 'Kingsway Barber Co.',
      name: 'Jordan Wells',
      title: 'Owner / Head Barber',
      email: 'jordan@kingswaybarber.com',
      phone: '(813) 555-0151',
      website: 'https://kingswaybarber.com',
      address: at('702 N Kingsway Rd', 'Brandon', '33510'),
      location: 'Brandon, FL',
      category: 'Barber Shop',
      industry: 'Beauty & Salon',
    },
    image: () =>
      sharp(
        card(
          [
            { x: 90, y: 120, size: 58, text: 'KINGSWAY BARBER CO.', bold: true, fill: '#111111', spacing: 2 },
            { x: 92, y: 160, size: 20, text: 'EST. 2016  ·  BRANDON, FL', fill: '#6b7280', spacing: 3 },
            { x: 90, y: 272, size: 42, text: 'JORDAN WELLS', bold: true, spacing: 3 },
            { x: 90, y: 312, size: 25, text: 'OWNER / HEAD BARBER', fill: '#b91c1c', spacing: 2 },
            { x: 90, y: 444, size: 25, text: '702 N KINGSWAY RD' },
            { x: 90, y: 482, size: 25, text: 'BRANDON, FL 33510' },
            { x: 990, y: 406, size: 25, text: '813.555.0151', anchor: 'end' },
            { x: 990, y: 444, size: 25, text: 'jordan@kingswaybarber.com', anchor: 'end' },
            { x: 990, y: 482, size: 25, text: 'kingswaybarber.com', anchor: 'end' },
          ],
          {
            background: '#f4f1ea',
            font: 'Liberation Sans Narrow',
            extra: '<rect x="0" y="0" width="40" height="600" fill="#111111"/><rect x="40" y="0" width="8" height="600" fill="#b91c1c"/>',
          },
        ),
      )
        .jpeg({ quality: 88 })
        .toBuffer(),
  },
  {
    key: 'trainer-qr-two-line-tagline',
    kind: "a QR-like block with 'Scan to book' under it, a tagline over two lines, a certification title ('NASM Certified Personal Trainer'), a long one-line address in Wesley Chapel",
    expected: {
      company: 'Forge Fit Coaching',
      name: 'Ava Sterling',
      title: 'NASM Certified Personal Trainer',
      email: 'ava@forgefitcoaching.com',
      phone: '(813) 555-0152',
      website: 'https://forgefitcoaching.com',
      address: at('5836 Wesley Grove Blvd', 'Wesley Chapel', '33544'),
      location: 'Wesley Chapel, FL',
      category: 'Personal Trainer',
      industry: 'Fitness & Wellness',
    },
    image: () =>
      png(
        card(
          [
            { x: 70, y: 112, size: 50, text: 'Forge Fit Coaching', bold: true, fill: '#ea580c' },
            { x: 72, y: 152, size: 23, text: 'Strength training for busy people,', fill: '#4b5563' },
            { x: 72, y: 182, size: 23, text: 'in your home, outdoors or online.', fill: '#4b5563' },
            { x: 70, y: 278, size: 36, text: 'Ava Sterling', bold: true },
            { x: 70, y: 316, size: 24, text: 'NASM Certified Personal Trainer', fill: '#374151' },
            { x: 70, y: 402, size: 25, text: '(813) 555-0152' },
            { x: 70, y: 440, size: 25, text: 'ava@forgefitcoaching.com' },
            { x: 70, y: 478, size: 25, text: 'forgefitcoaching.com' },
            { x: 70, y: 540, size: 22, text: '5836 Wesley Grove Blvd, Wesley Chapel, FL 33544' },
            { x: 893, y: 540, size: 20, text: 'Scan to book', fill: '#4b5563', anchor: 'middle' },
          ],
          {
            background: '#ffffff',
            font: 'DejaVu Sans Condensed',
            extra: `<rect x="0" y="0" width="1050" height="12" fill="#ea580c"/>${qrBlock(800, 318, 186, 11)}`,
          },
        ),
      ),
  },
  {
    key: 'realtor-team-in-brokerage',
    kind: "an agent's team name ('The Alvarez Group') inside a brokerage's card ('COASTAL REALTY' in a band across the top, white on navy); the company is the brokerage: it heads the card, its domain is the email's and website's, and a Florida team trades only under its brokerage, so the team line is neither company nor title",
    expected: {
      company: 'Coastal Realty',
      name: 'Maria Alvarez',
      title: 'Broker Associate',
      email: 'maria@coastalrealtyfl.com',
      phone: '(813) 555-0153',
      website: 'https://coastalrealtyfl.com',
      address: tampa('1012 S Howard Ave', '33606'),
      location: 'Tampa, FL',
      category: 'Real Estate Agent',
      industry: 'Professional Services',
    },
    image: () =>
      png(
        card(
          [
            { x: 70, y: 76, size: 40, text: 'COASTAL REALTY', bold: true, fill: '#ffffff', spacing: 5 },
            { x: 70, y: 212, size: 42, text: 'Maria Alvarez', bold: true, fill: '#0c4a6e' },
            { x: 70, y: 252, size: 25, text: 'Broker Associate', fill: '#4b5563' },
            { x: 70, y: 316, size: 32, text: 'The Alvarez Group', italic: true, fill: '#0e7490', font: 'Liberation Serif' },
            { x: 70, y: 404, size: 25, text: 'Cell 813-555-0153' },
            { x: 70, y: 444, size: 25, text: 'maria@coastalrealtyfl.com' },
            { x: 70, y: 484, size: 25, text: 'coastalrealtyfl.com' },
            { x: 70, y: 548, size: 24, text: '1012 S Howard Ave, Tampa, FL 33606', fill: '#374151' },
          ],
          {
            background: '#ffffff',
            extra:
              '<rect x="0" y="0" width="1050" height="116" fill="#0c4a6e"/><path d="M780 86 Q 820 56 860 86 T 940 86 T 1020 86" fill="none" stroke="#7dd3fc" stroke-width="6"/><path d="M800 60 Q 840 30 880 60 T 960 60" fill="none" stroke="#38bdf8" stroke-width="5"/>',
          },
        ),
      ),
  },
];
