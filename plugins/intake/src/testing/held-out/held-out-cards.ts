import sharp from 'sharp';
import type { CorpusCard } from '../corpus/corpus-cards.js';
import type { ExpectedAddress } from '../corpus/corpus-sites.js';

/**
 * The held-out corpus's business cards: written apart from the card reader, the truth first, in styles
 * the tuned corpus does not have (portrait cards, dark portrait, two columns with a rule, photographed
 * at an angle on a table in uneven light, a logo word over the company, a company name broken over two
 * lines, a trade named only in the job title or the tagline). Drawn from SVG with the DejaVu fonts
 * (fonts-dejavu-core: Sans and Serif, regular and bold) and rendered by sharp. Never tune on these.
 */

/** A card and the pixel size of the image it renders to. */
export interface HeldOutCard extends CorpusCard {
  size: { width: number; height: number };
}

const esc = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface Line {
  x: number;
  y: number;
  size: number;
  text: string;
  bold?: boolean;
  fill?: string;
  anchor?: 'start' | 'middle' | 'end';
  serif?: boolean;
  /** Letter spacing in px. */
  spacing?: number;
}

function draw(width: number, height: number, lines: Line[], background: string, extra = ''): Buffer {
  const body = lines
    .map(
      (l) =>
        `<text x="${l.x}" y="${l.y}" font-family="${l.serif ? 'DejaVu Serif' : 'DejaVu Sans'}" font-size="${l.size}" font-weight="${l.bold ? 'bold' : 'normal'}" fill="${l.fill ?? '#1a1a1a'}" text-anchor="${l.anchor ?? 'start'}"${l.spacing ? ` letter-spacing="${l.spacing}"` : ''}>${esc(l.text)}</text>`,
    )
    .join('');
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${background}"/>${extra}${body}</svg>`);
}

/**
 * A phone photo of a card lying on a table: the card turned by `angle` degrees, centred on a frame of the
 * table's colour, then uneven light over all of it (glare from one corner, shadow towards the other).
 */
async function photograph(card: Buffer, o: { angle: number; frame: [number, number]; table: string; blur?: number; glareFrom: 'left' | 'right' }): Promise<Buffer> {
  const [fw, fh] = o.frame;
  const turned = await sharp(card).rotate(o.angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
  const { width = 0, height = 0 } = await sharp(turned).metadata();
  const [x1, x2] = o.glareFrom === 'left' ? ['0%', '100%'] : ['100%', '0%'];
  const light = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${fw}" height="${fh}"><defs><linearGradient id="l" x1="${x1}" y1="0%" x2="${x2}" y2="100%"><stop offset="0%" stop-color="#fffbe8" stop-opacity="0.38"/><stop offset="45%" stop-color="#ffffff" stop-opacity="0"/><stop offset="100%" stop-color="#000000" stop-opacity="0.42"/></linearGradient></defs><rect width="${fw}" height="${fh}" fill="url(#l)"/></svg>`,
  );
  let photo = sharp({ create: { width: fw, height: fh, channels: 3, background: o.table } }).composite([
    { input: turned, left: Math.round((fw - width) / 2), top: Math.round((fh - height) / 2) },
    { input: light, left: 0, top: 0 },
  ]);
  if (o.blur) photo = sharp(await photo.png().toBuffer()).blur(o.blur);
  return photo.jpeg({ quality: 72 }).toBuffer();
}

const fl = (street: string, city: string, postalCode: string): ExpectedAddress => ({ street, city, region: 'FL', postalCode });

export const heldOutCards: HeldOutCard[] = [
  {
    key: 'dogwalker-portrait',
    kind: 'portrait card, centred, a colour band at the top',
    size: { width: 600, height: 1050 },
    image: () =>
      sharp(
        draw(
          600,
          1050,
          [
            { x: 300, y: 150, size: 38, text: 'Gulfport Dog Walkers', bold: true, fill: '#ffffff', anchor: 'middle' },
            { x: 300, y: 360, size: 40, text: 'Brianna Fox', bold: true, anchor: 'middle' },
            { x: 300, y: 410, size: 26, text: 'Dog Walker & Pet Sitter', fill: '#555555', anchor: 'middle' },
            { x: 300, y: 560, size: 28, text: '(727) 555-0171', anchor: 'middle' },
            { x: 300, y: 610, size: 24, text: 'brianna@gulfportdogwalkers.com', anchor: 'middle' },
            { x: 300, y: 660, size: 24, text: 'gulfportdogwalkers.com', anchor: 'middle' },
            { x: 300, y: 820, size: 26, text: '5401 Gulfport Blvd S', anchor: 'middle' },
            { x: 300, y: 864, size: 26, text: 'Gulfport, FL 33707', anchor: 'middle' },
          ],
          '#fdfcf8',
          '<rect width="600" height="240" fill="#2a9d8f"/>',
        ),
      )
        .png()
        .toBuffer(),
    expected: {
      company: 'Gulfport Dog Walkers',
      name: 'Brianna Fox',
      title: 'Dog Walker & Pet Sitter',
      email: 'brianna@gulfportdogwalkers.com',
      phone: '(727) 555-0171',
      website: 'https://gulfportdogwalkers.com',
      address: fl('5401 Gulfport Blvd S', 'Gulfport', '33707'),
      location: 'Gulfport, FL',
      category: 'Dog Walker',
      industry: 'Pet Services',
    },
  },
  {
    key: 'tattoo-portrait-dark',
    kind: 'portrait card, light text on black, gold company name',
    size: { width: 600, height: 1050 },
    image: () =>
      sharp(
        draw(
          600,
          1050,
          [
            { x: 60, y: 180, size: 44, text: 'OBSIDIAN INK', bold: true, fill: '#d4af37', spacing: 2 },
            { x: 60, y: 235, size: 44, text: 'TATTOO', bold: true, fill: '#d4af37', spacing: 2 },
            { x: 60, y: 420, size: 38, text: 'Marco Vitale', bold: true, fill: '#f2f2f2' },
            { x: 60, y: 468, size: 26, text: 'Tattoo Artist', fill: '#bbbbbb' },
            { x: 60, y: 640, size: 26, text: '813-555-0173', fill: '#f2f2f2' },
            { x: 60, y: 688, size: 24, text: 'marco@obsidianinktattoo.com', fill: '#f2f2f2' },
            { x: 60, y: 736, size: 24, text: 'obsidianinktattoo.com', fill: '#f2f2f2' },
            { x: 60, y: 860, size: 26, text: '1600 E 8th Ave', fill: '#f2f2f2' },
            { x: 60, y: 904, size: 26, text: 'Tampa, FL 33605', fill: '#f2f2f2' },
          ],
          '#111111',
          '<rect x="60" y="280" width="120" height="4" fill="#d4af37"/>',
        ),
      )
        .jpeg({ quality: 82 })
        .toBuffer(),
    expected: {
      company: 'Obsidian Ink Tattoo',
      name: 'Marco Vitale',
      title: 'Tattoo Artist',
      email: 'marco@obsidianinktattoo.com',
      phone: '(813) 555-0173',
      website: 'https://obsidianinktattoo.com',
      address: fl('1600 E 8th Ave', 'Tampa', '33605'),
      location: 'Tampa, FL',
      category: 'Tattoo Shop',
      industry: 'Beauty & Salon',
    },
  },
  {
    key: 'locksmith-dark',
    kind: 'landscape, light text on navy, an amber company name, a "24/7" before the phone',
    size: { width: 1050, height: 600 },
    image: () =>
      sharp(
        draw(
          1050,
          600,
          [
            { x: 70, y: 115, size: 48, text: 'Night Owl Locksmith', bold: true, fill: '#ffb703' },
            { x: 70, y: 215, size: 36, text: 'Andre Baptiste', bold: true, fill: '#f0f0f0' },
            { x: 70, y: 258, size: 26, text: 'Licensed Locksmith', fill: '#c8d0da' },
            { x: 70, y: 350, size: 28, text: 'Call 24/7 (727) 555-0175', fill: '#f0f0f0' },
            { x: 70, y: 395, size: 26, text: 'andre@nightowllocksmith.com', fill: '#f0f0f0' },
            { x: 70, y: 440, size: 26, text: 'nightowllocksmith.com', fill: '#f0f0f0' },
            { x: 70, y: 500, size: 26, text: '7001 49th St N', fill: '#f0f0f0' },
            { x: 70, y: 545, size: 26, text: 'Pinellas Park, FL 33781', fill: '#f0f0f0' },
          ],
          '#0b1d33',
        ),
      )
        .png()
        .toBuffer(),
    expected: {
      company: 'Night Owl Locksmith',
      name: 'Andre Baptiste',
      title: 'Licensed Locksmith',
      email: 'andre@nightowllocksmith.com',
      phone: '(727) 555-0175',
      website: 'https://nightowllocksmith.com',
      address: fl('7001 49th St N', 'Pinellas Park', '33781'),
      location: 'Pinellas Park, FL',
      category: 'Locksmith',
      industry: 'Home Services',
    },
  },
  {
    key: 'realty-two-column',
    kind: 'two columns split by a vertical rule: company, person and title left; phone, e-mail, web and address right',
    size: { width: 1050, height: 600 },
    image: () =>
      sharp(
        draw(
          1050,
          600,
          [
            { x: 60, y: 150, size: 30, text: 'Meridian Coastal Realty', bold: true, fill: '#1f4e79' },
            { x: 60, y: 330, size: 36, text: 'Priya Raman', bold: true },
            { x: 60, y: 375, size: 26, text: 'Listing Agent', fill: '#555555' },
            { x: 580, y: 200, size: 26, text: 'Cell 727.555.0177' },
            { x: 580, y: 250, size: 24, text: 'priya@meridiancoastal.com' },
            { x: 580, y: 300, size: 24, text: 'meridiancoastal.com' },
            { x: 580, y: 390, size: 24, text: '7400 Gulf Blvd' },
            { x: 580, y: 435, size: 24, text: 'St. Pete Beach, FL 33706' },
          ],
          '#ffffff',
          '<rect x="530" y="90" width="3" height="420" fill="#1f4e79"/>',
        ),
      )
        .png()
        .toBuffer(),
    expected: {
      company: 'Meridian Coastal Realty',
      name: 'Priya Raman',
      title: 'Listing Agent',
      email: 'priya@meridiancoastal.com',
      phone: '(727) 555-0177',
      website: 'https://meridiancoastal.com',
      address: fl('7400 Gulf Blvd', 'St. Pete Beach', '33706'),
      location: 'St. Pete Beach, FL',
      category: 'Real Estate Agent',
      industry: 'Professional Services',
    },
  },
  {
    key: 'bakery-photo-angled',
    kind: 'photographed on a wooden table, turned 5°, glare top-left and shadow bottom-right, JPEG',
    size: { width: 1280, height: 900 },
    image: async () =>
      photograph(
        draw(
          1050,
          600,
          [
            { x: 70, y: 120, size: 46, text: 'Corey Ave Bakehouse', bold: true, fill: '#8c5a3c', serif: true },
            { x: 70, y: 220, size: 34, text: 'Hannah Lowe', bold: true },
            { x: 70, y: 262, size: 26, text: 'Head Baker', fill: '#555555' },
            { x: 70, y: 350, size: 26, text: '(727) 555-0179' },
            { x: 70, y: 392, size: 26, text: 'hannah@coreyavebakehouse.com' },
            { x: 70, y: 434, size: 26, text: 'coreyavebakehouse.com' },
            { x: 70, y: 490, size: 26, text: '400 Corey Ave' },
            { x: 70, y: 532, size: 26, text: 'St. Pete Beach, FL 33706' },
          ],
          '#fbf6ee',
        ),
        { angle: 5, frame: [1280, 900], table: '#6b4f3a', glareFrom: 'left' },
      ),
    expected: {
      company: 'Corey Ave Bakehouse',
      name: 'Hannah Lowe',
      title: 'Head Baker',
      email: 'hannah@coreyavebakehouse.com',
      phone: '(727) 555-0179',
      website: 'https://coreyavebakehouse.com',
      address: fl('400 Corey Ave', 'St. Pete Beach', '33706'),
      location: 'St. Pete Beach, FL',
      category: 'Bakery',
      industry: 'Restaurant & Food Service',
    },
  },
  {
    key: 'windows-mild-blur',
    kind: 'slightly out of focus (Gaussian blur σ 1.3), JPEG',
    size: { width: 1050, height: 600 },
    image: () =>
      sharp(
        draw(
          1050,
          600,
          [
            { x: 70, y: 120, size: 46, text: 'Clearview Window Cleaning', bold: true, fill: '#0077b6' },
            { x: 70, y: 220, size: 34, text: 'Victor Huang', bold: true },
            { x: 70, y: 262, size: 26, text: 'Owner', fill: '#555555' },
            { x: 70, y: 350, size: 28, text: '813-555-0181' },
            { x: 70, y: 395, size: 28, text: 'victor@clearviewwindows.com' },
            { x: 70, y: 440, size: 28, text: 'www.clearviewwindows.com' },
            { x: 70, y: 495, size: 28, text: '1420 Oakfield Dr' },
            { x: 70, y: 540, size: 28, text: 'Brandon, FL 33511' },
          ],
          '#ffffff',
        ),
      )
        .blur(1.3)
        .jpeg({ quality: 75 })
        .toBuffer(),
    expected: {
      company: 'Clearview Window Cleaning',
      name: 'Victor Huang',
      title: 'Owner',
      email: 'victor@clearviewwindows.com',
      phone: '(813) 555-0181',
      website: 'https://www.clearviewwindows.com',
      address: fl('1420 Oakfield Dr', 'Brandon', '33511'),
      location: 'Brandon, FL',
      category: 'Window Cleaner',
      industry: 'Home Services',
    },
  },
  {
    key: 'vet-name-wrapped',
    kind: 'the company name broken over two lines ("Safety Harbor Animal" / "Hospital")',
    size: { width: 1050, height: 600 },
    image: () =>
      sharp(
        draw(
          1050,
          600,
          [
            { x: 70, y: 95, size: 44, text: 'Safety Harbor Animal', bold: true, fill: '#386641' },
            { x: 70, y: 148, size: 44, text: 'Hospital', bold: true, fill: '#386641' },
            { x: 70, y: 240, size: 34, text: 'Lena Ortiz', bold: true },
            { x: 70, y: 282, size: 26, text: 'Associate Veterinarian', fill: '#555555' },
            { x: 70, y: 370, size: 26, text: 'Tel (727) 555-0183' },
            { x: 70, y: 412, size: 26, text: 'lortiz@safetyharboranimal.com' },
            { x: 70, y: 454, size: 26, text: 'safetyharboranimal.com' },
            { x: 70, y: 496, size: 26, text: '850 Main St' },
            { x: 70, y: 538, size: 26, text: 'Safety Harbor, FL 34695' },
          ],
          '#f7f9f4',
        ),
      )
        .png()
        .toBuffer(),
    expected: {
      company: 'Safety Harbor Animal Hospital',
      name: 'Lena Ortiz',
      title: 'Associate Veterinarian',
      email: 'lortiz@safetyharboranimal.com',
      phone: '(727) 555-0183',
      website: 'https://safetyharboranimal.com',
      address: fl('850 Main St', 'Safety Harbor', '34695'),
      location: 'Safety Harbor, FL',
      category: 'Veterinarian',
      industry: 'Pet Services',
    },
  },
  {
    key: 'lash-logo-word',
    kind: 'a big logo word ("luxe") in a coloured block, the full company name under it',
    size: { width: 1050, height: 600 },
    image: () =>
      sharp(
        draw(
          1050,
          600,
          [
            { x: 195, y: 175, size: 84, text: 'luxe', bold: true, fill: '#ffffff', anchor: 'middle', serif: true },
            { x: 70, y: 330, size: 32, text: 'Luxe Lash & Brow Bar', bold: true, fill: '#b5838d' },
            { x: 420, y: 110, size: 34, text: 'Tiana Moss', bold: true },
            { x: 420, y: 152, size: 26, text: 'Lash Artist', fill: '#555555' },
            { x: 70, y: 420, size: 26, text: '813.555.0185' },
            { x: 70, y: 462, size: 26, text: 'tiana@luxelashbar.com' },
            { x: 70, y: 504, size: 26, text: 'luxelashbar.com' },
            { x: 600, y: 462, size: 26, text: '3615 W Swann Ave' },
            { x: 600, y: 504, size: 26, text: 'Tampa, FL 33609' },
          ],
          '#fff8f6',
          '<rect x="70" y="60" width="250" height="170" rx="12" fill="#b5838d"/>',
        ),
      )
        .png()
        .toBuffer(),
    expected: {
      company: 'Luxe Lash & Brow Bar',
      name: 'Tiana Moss',
      title: 'Lash Artist',
      email: 'tiana@luxelashbar.com',
      phone: '(813) 555-0185',
      website: 'https://luxelashbar.com',
      address: fl('3615 W Swann Ave', 'Tampa', '33609'),
      location: 'Tampa, FL',
      category: 'Lash Studio',
      industry: 'Beauty & Salon',
    },
  },
  {
    key: 'law-trade-in-title',
    kind: 'serif card, a company of surnames: the trade is only in the job title',
    size: { width: 1050, height: 600 },
    image: () =>
      sharp(
        draw(
          1050,
          600,
          [
            { x: 525, y: 120, size: 48, text: 'RIDGEWAY & COLE', bold: true, fill: '#2b2d42', anchor: 'middle', serif: true, spacing: 3 },
            { x: 525, y: 230, size: 34, text: 'Martin Cole', bold: true, anchor: 'middle', serif: true },
            { x: 525, y: 272, size: 26, text: 'Estate Planning Attorney', fill: '#555555', anchor: 'middle', serif: true },
            { x: 525, y: 370, size: 26, text: '(813) 555-0187  ·  mcole@ridgewaycole.com', anchor: 'middle', serif: true },
            { x: 525, y: 412, size: 26, text: 'ridgewaycole.com', anchor: 'middle', serif: true },
            { x: 525, y: 480, size: 24, text: '401 E Jackson St, Suite 2340', anchor: 'middle', serif: true },
            { x: 525, y: 520, size: 24, text: 'Tampa, FL 33602', anchor: 'middle', serif: true },
          ],
          '#f8f5ec',
          '<rect x="425" y="160" width="200" height="2" fill="#2b2d42"/>',
        ),
      )
        .png()
        .toBuffer(),
    expected: {
      company: 'Ridgeway & Cole',
      name: 'Martin Cole',
      title: 'Estate Planning Attorney',
      email: 'mcole@ridgewaycole.com',
      phone: '(813) 555-0187',
      website: 'https://ridgewaycole.com',
      address: fl('401 E Jackson St, Suite 2340', 'Tampa', '33602'),
      location: 'Tampa, FL',
      category: 'Law Firm',
      industry: 'Professional Services',
    },
  },
  {
    key: 'caterer-trade-in-tagline',
    kind: 'a company name that names no trade, the trade only in the tagline under it, a .co domain',
    size: { width: 1050, height: 600 },
    image: () =>
      sharp(
        draw(
          1050,
          600,
          [
            { x: 70, y: 110, size: 50, text: 'Cedar & Salt', bold: true, fill: '#3a5a40' },
            { x: 70, y: 152, size: 24, text: 'Catering for gatherings, big and small', fill: '#588157' },
            { x: 70, y: 250, size: 34, text: 'Olivia Grant', bold: true },
            { x: 70, y: 292, size: 26, text: 'Founder', fill: '#555555' },
            { x: 70, y: 380, size: 26, text: '727-555-0189' },
            { x: 70, y: 422, size: 26, text: 'olivia@cedarandsalt.co' },
            { x: 70, y: 464, size: 26, text: 'cedarandsalt.co' },
            { x: 620, y: 464, size: 26, text: '7850 Seminole Blvd' },
            { x: 620, y: 506, size: 26, text: 'Seminole, FL 33772' },
          ],
          '#f1f4ee',
        ),
      )
        .png()
        .toBuffer(),
    expected: {
      company: 'Cedar & Salt',
      name: 'Olivia Grant',
      title: 'Founder',
      email: 'olivia@cedarandsalt.co',
      phone: '(727) 555-0189',
      website: 'https://cedarandsalt.co',
      address: fl('7850 Seminole Blvd', 'Seminole', '33772'),
      location: 'Seminole, FL',
      category: 'Caterer',
      industry: 'Restaurant & Food Service',
    },
  },
  {
    key: 'roaster-portrait-photo',
    kind: 'portrait card photographed on a grey counter, turned −4°, light from the right, a little soft',
    size: { width: 900, height: 1280 },
    image: async () =>
      photograph(
        draw(
          600,
          1050,
          [
            { x: 60, y: 140, size: 40, text: 'Drift Coffee', bold: true, fill: '#6f4518' },
            { x: 60, y: 190, size: 40, text: 'Roasters', bold: true, fill: '#6f4518' },
            { x: 60, y: 400, size: 36, text: 'Sam Whitfield', bold: true },
            { x: 60, y: 445, size: 26, text: 'Owner & Roaster', fill: '#555555' },
            { x: 60, y: 620, size: 26, text: '(727) 555-0191' },
            { x: 60, y: 668, size: 24, text: 'sam@driftcoffeeroasters.com' },
            { x: 60, y: 716, size: 24, text: 'driftcoffeeroasters.com' },
            { x: 60, y: 860, size: 24, text: '1200 N Fort Harrison Ave' },
            { x: 60, y: 904, size: 24, text: 'Clearwater, FL 33755' },
          ],
          '#fffdf7',
        ),
        { angle: -4, frame: [900, 1280], table: '#8d8d86', glareFrom: 'right', blur: 0.7 },
      ),
    expected: {
      company: 'Drift Coffee Roasters',
      name: 'Sam Whitfield',
      title: 'Owner & Roaster',
      email: 'sam@driftcoffeeroasters.com',
      phone: '(727) 555-0191',
      website: 'https://driftcoffeeroasters.com',
      address: fl('1200 N Fort Harrison Ave', 'Clearwater', '33755'),
      location: 'Clearwater, FL',
      category: 'Coffee Roaster',
      industry: 'Restaurant & Food Service',
    },
  },
];
