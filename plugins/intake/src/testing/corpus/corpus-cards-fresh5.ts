import sharp, { type OverlayOptions } from 'sharp';
import { qrBlock, tampa, type CorpusCard } from './corpus-cards.js';
import { at, card, png } from './corpus-cards-fresh2.js';

/**
 * A fifth fresh set of corpus business cards, written the way corpus-cards-fresh.ts to -fresh4.ts were:
 * apart from the extraction code (its source was not read, nor the held-out set) and truth first, each
 * card's expected values decided and written before its picture was drawn (so `expected` comes right
 * after `kind`); none of these cards was run through OCR or the intake before it was committed. The
 * trades are new to the corpus (architect, marketing agency, roofer, pest control, tailor, brewery,
 * audiologist, towing, dog trainer, bike shop, makeup artist, climbing gym), and in most of them the
 * trade is not in the company's name: it shows only in a title ('Lead Trainer'), a services line
 * ('Termites · Roaches · Rodents · Mosquitoes') or a drawing. The styles are ones the earlier files
 * cover little or not at all: two columns split by a rule with credentials after the name (', AIA') and
 * the title in small letter-spaced capitals; a dark card with a two-line title ('Founder &' / 'Creative
 * Director') and a company that is not the e-mail domain; a photo with a glare spot, an affine skew and
 * 'Office' and 'Cell' on one line; a portrait card with the company on two lines under a drawn shield and
 * a QR block; a centred serif card with no job title; a dark card with the company on two lines beside a
 * drawn logo and the title after a comma on the name line; a coloured side panel holding the company,
 * with 'Dr. …, Au.D.', 'Office'/'Fax'/'Email'/'Web' labels and a street named after another city ('2525
 * Tampa Rd' in Palm Harbor); a dim, skewed photo of an all-capitals company over hazard stripes with a
 * big '24/7 DISPATCH' number and a USDOT number; the title above the name and a lone 'Cell' number; a
 * monospaced contact block with a 'Shop' label; a portrait card with a two-line centred title; and a
 * photo turned 5° under uneven light. Fonts vary between DejaVu and Liberation (Sans, Serif, Mono);
 * where Liberation is not installed fontconfig draws DejaVu, which is wider, and every line was laid out
 * to fit in DejaVu.
 *
 * Conventions decided here (as in the earlier files): a phone is typed '(AAA) NNN-NNNN'; a website as
 * `https://host`, lower case, without 'www.'; where an office and a cell number are both printed the
 * office one is the business phone; labels ('Office', 'Cell', 'Shop', 'Front Desk', '24/7 DISPATCH')
 * are not part of the value; 'Dr.' and credentials after the name ('AIA', 'Au.D.') are not typed in the
 * name; a title printed in capitals is typed in title case, one printed over two lines is joined with a
 * space; a company printed over two lines, or as a logo word over a smaller word, is joined into one
 * name, and one printed in capitals is typed in title case (the score ignores case anyway); a suite
 * printed after a comma keeps the comma; a social handle is never the website; a card without a job
 * title has the title ''.
 */

/** How a phone photo of a 1050×600 card went wrong: the light on it, a glare spot, the hold, the counter. */
interface Shot {
  /** SVG body (defs and a 1050×600 rect) of a layer multiplied over the card: the light falling on it. */
  light: string;
  /** A bright spot (a ceiling lamp on a glossy card), centred on (cx, cy) of the drawn card, radius r. */
  glare?: { cx: number; cy: number; r: number };
  /** The affine matrix [a, b, c, d] standing in for the card held off-square. */
  skew: [number, number, number, number];
  angle: number;
  sigma: number;
  counter: string;
  quality: number;
}

/**
 * A phone photo of a drawn card: lit (`light` multiplied over it), with an optional glare spot screened
 * on, resized to a phone-ish 980 px wide, sheared, turned on a counter, softened, saved as JPEG.
 */
function snapped(drawn: Buffer, shot: Shot): Promise<Buffer> {
  const layer = (body: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1050" height="600">${body}</svg>`);
  const layers: OverlayOptions[] = [{ input: layer(shot.light), blend: 'multiply' }];
  if (shot.glare) {
    const { cx, cy, r } = shot.glare;
    layers.push({
      input: layer(
        `<defs><radialGradient id="g" gradientUnits="userSpaceOnUse" cx="${cx}" cy="${cy}" r="${r}"><stop offset="0" stop-color="#ffffff" stop-opacity="0.92"/><stop offset="0.35" stop-color="#ffffff" stop-opacity="0.6"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs><rect width="1050" height="600" fill="url(#g)"/>`,
      ),
      blend: 'over',
    });
  }
  return sharp(drawn)
    .composite(layers)
    .png()
    .toBuffer()
    .then((lit) => sharp(lit).resize({ width: 980 }).affine(shot.skew, { background: shot.counter }).png().toBuffer())
    .then((held) => sharp(held).rotate(shot.angle, { background: shot.counter }).blur(shot.sigma).jpeg({ quality: shot.quality }).toBuffer());
}

/** A bicycle (two wheels, a diamond frame, bars and a saddle) with its rear hub at (x, y). */
const bicycle = (x: number, y: number, stroke: string) =>
  `<g transform="translate(${x} ${y})" fill="none" stroke="${stroke}" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"><circle cx="0" cy="0" r="46"/><circle cx="150" cy="0" r="46"/><path d="M0 0 L55 -62 L118 -62 L150 0 M0 0 L70 0 L118 -62 M55 -62 L70 0 M118 -62 L110 -86 L134 -90 M44 -74 L70 -74"/></g>`;

export const fresh5Cards: CorpusCard[] = [
  {
    key: 'architect-two-column-aia-smallcaps',
    kind: "two columns split by a grey rule: left a drawn lintel (two posts and a beam) beside 'Lintel Studio' in Liberation Serif, a services line saying what the studio does ('Architecture · Interiors · Preservation'), 'Owen Castellanos, AIA' (typed 'Owen Castellanos') over the title in small letter-spaced capitals ('PRINCIPAL ARCHITECT', typed 'Principal Architect') and a registration line; right the phone, email, website and the address on two lines; Gulfport",
    expected: {
      company: 'Lintel Studio',
      name: 'Owen Castellanos',
      title: 'Principal Architect',
      email: 'owen@lintelstudio.com',
      phone: '(727) 555-0201',
      website: 'https://lintelstudio.com',
      address: at('3001 Beach Blvd S', 'Gulfport', '33707'),
      location: 'Gulfport, FL',
      category: 'Architect',
      industry: 'Professional Services',
    },
    image: () =>
      png(
        card(
          [
            { x: 166, y: 120, size: 50, text: 'Lintel Studio', bold: true, fill: '#1c1917', font: 'Liberation Serif' },
            { x: 70, y: 182, size: 21, text: 'Architecture · Interiors · Preservation', fill: '#78716c' },
            { x: 70, y: 320, size: 36, text: 'Owen Castellanos, AIA', bold: true, fill: '#1c1917', font: 'Liberation Serif' },
            { x: 72, y: 360, size: 20, text: 'PRINCIPAL ARCHITECT', fill: '#9a3412', spacing: 3 },
            { x: 72, y: 520, size: 20, text: 'Florida Reg. AR98231', fill: '#78716c' },
            { x: 660, y: 300, size: 25, text: '(727) 555-0201' },
            { x: 660, y: 340, size: 23, text: 'owen@lintelstudio.com' },
            { x: 660, y: 378, size: 23, text: 'lintelstudio.com' },
            { x: 660, y: 468, size: 23, text: '3001 Beach Blvd S' },
            { x: 660, y: 504, size: 23, text: 'Gulfport, FL 33707' },
          ],
          {
            background: '#f5f3ef',
            font: 'Liberation Sans',
            extra:
              '<rect x="64" y="62" width="84" height="15" fill="#9a3412"/><rect x="74" y="77" width="16" height="52" fill="#9a3412"/><rect x="122" y="77" width="16" height="52" fill="#9a3412"/><rect x="70" y="212" width="70" height="3" fill="#9a3412"/><rect x="625" y="250" width="2" height="280" fill="#d6d3d1"/><rect x="0" y="582" width="1050" height="18" fill="#9a3412"/>',
          },
        ),
      ),
  },
  {
    key: 'marketing-dark-two-line-title',
    kind: "white on near-black (#0f1115): 'Tidewater Creative' over a bullet-separated services line ('Brand Strategy • Social Media • Paid Ads • SEO'); the title in coral over two lines ('Founder &' / 'Creative Director', typed 'Founder & Creative Director'); the e-mail and website on a domain that is not the company's name ('tidewaterhq.com') with an '@tidewaterhq' handle beside the website; drawn waves; a downtown suite in Tampa",
    expected: {
      company: 'Tidewater Creative',
      name: 'Jessamyn Cole',
      title: 'Founder & Creative Director',
      email: 'jess@tidewaterhq.com',
      phone: '(813) 555-0202',
      website: 'https://tidewaterhq.com',
      address: tampa('501 E Kennedy Blvd, Suite 1400', '33602'),
      location: 'Tampa, FL',
      category: 'Marketing Agency',
      industry: 'Professional Services',
    },
    image: () =>
      png(
        card(
          [
            { x: 70, y: 112, size: 54, text: 'Tidewater Creative', bold: true, fill: '#ffffff' },
            { x: 72, y: 156, size: 21, text: 'Brand Strategy • Social Media • Paid Ads • SEO', fill: '#94a3b8' },
            { x: 70, y: 290, size: 40, text: 'Jessamyn Cole', bold: true, fill: '#ffffff' },
            { x: 72, y: 334, size: 24, text: 'Founder &', fill: '#ff7a66' },
            { x: 72, y: 366, size: 24, text: 'Creative Director', fill: '#ff7a66' },
            { x: 560, y: 290, size: 24, text: '(813) 555-0202', fill: '#f8fafc' },
            { x: 560, y: 330, size: 23, text: 'jess@tidewaterhq.com', fill: '#f8fafc' },
            { x: 560, y: 370, size: 22, text: 'tidewaterhq.com  ·  @tidewaterhq', fill: '#f8fafc' },
            { x: 70, y: 530, size: 22, text: '501 E Kennedy Blvd, Suite 1400, Tampa, FL 33602', fill: '#cbd5e1' },
          ],
          {
            background: '#0f1115',
            font: 'DejaVu Sans',
            extra:
              '<g fill="none" stroke="#5eead4" stroke-width="6" stroke-linecap="round"><path d="M850 80 Q 875 60 900 80 T 950 80 T 1000 80"/><path d="M850 108 Q 875 88 900 108 T 950 108 T 1000 108" stroke="#2dd4bf"/><path d="M850 136 Q 875 116 900 136 T 950 136 T 1000 136" stroke="#14b8a6"/></g><rect x="70" y="190" width="80" height="4" fill="#ff7a66"/><rect x="535" y="262" width="2" height="118" fill="#334155"/>',
          },
        ),
      ),
  },
  {
    key: 'roofer-photo-glare-office-cell',
    kind: "photographed: a glare spot on the top right (over a licence line that is not expected, not over the company), sheared by an affine skew, turned 3° on a grey counter, darker toward the bottom left, blurred 0.8, JPEG; a drawn roof chevron beside the company, a services line, 'Office' and 'Cell' numbers on one line (the office one is the business phone), Pinellas Park",
    expected: {
      company: 'Pelican Peak Roofing',
      name: 'Darnell Hughes',
      title: 'Project Estimator',
      email: 'darnell@pelicanpeakroofing.com',
      phone: '(727) 555-0203',
      website: 'https://pelicanpeakroofing.com',
      address: at('6450 49th St N', 'Pinellas Park', '33781'),
      location: 'Pinellas Park, FL',
      category: 'Roofer',
      industry: 'Home Services',
    },
    image: () =>
      snapped(
        card(
          [
            { x: 195, y: 102, size: 48, text: 'Pelican Peak Roofing', bold: true, fill: '#1e3a5f' },
            { x: 197, y: 142, size: 22, text: 'Shingle · Tile · Metal · Flat Roofs · Repairs', fill: '#6b7280' },
            { x: 70, y: 258, size: 38, text: 'Darnell Hughes', bold: true, fill: '#111827' },
            { x: 70, y: 296, size: 25, text: 'Project Estimator', fill: '#c2410c' },
            { x: 980, y: 296, size: 20, text: 'Lic. CCC1331234', fill: '#6b7280', anchor: 'end' },
            { x: 70, y: 385, size: 25, text: 'Office', bold: true, fill: '#c2410c' },
            { x: 172, y: 385, size: 25, text: '(727) 555-0203' },
            { x: 520, y: 385, size: 25, text: 'Cell', bold: true, fill: '#c2410c' },
            { x: 590, y: 385, size: 25, text: '(727) 555-0204' },
            { x: 70, y: 428, size: 25, text: 'darnell@pelicanpeakroofing.com' },
            { x: 70, y: 470, size: 25, text: 'pelicanpeakroofing.com' },
            { x: 70, y: 545, size: 24, text: '6450 49th St N, Pinellas Park, FL 33781', fill: '#1f2937' },
          ],
          {
            background: '#ffffff',
            font: 'DejaVu Sans',
            extra:
              '<rect x="0" y="0" width="1050" height="12" fill="#1e3a5f"/><path d="M62 112 L118 62 L174 112" fill="none" stroke="#1e3a5f" stroke-width="13" stroke-linejoin="round" stroke-linecap="round"/><rect x="142" y="64" width="13" height="26" fill="#1e3a5f"/><path d="M84 126 L118 96 L152 126" fill="none" stroke="#c2410c" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"/><rect x="70" y="330" width="910" height="2" fill="#e5e7eb"/>',
          },
        ),
        {
          light:
            '<defs><linearGradient id="l" x1="1" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="0.55" stop-color="#f1f0ec"/><stop offset="1" stop-color="#a39d94"/></linearGradient></defs><rect width="1050" height="600" fill="url(#l)"/>',
          glare: { cx: 905, cy: 250, r: 135 },
          skew: [1, -0.04, 0.015, 0.98],
          angle: 3,
          sigma: 0.8,
          counter: '#7b7f80',
          quality: 72,
        },
      ),
  },
  {
    key: 'pest-control-portrait-shield-qr',
    kind: "portrait card (600×1050): a drawn green shield with a gold frond on top, the company under it on two lines ('PALMETTO' over spaced 'SHIELD', typed 'Palmetto Shield'); the trade only in a services line ('Termites · Roaches · Rodents · Mosquitoes') and the QR caption; the title 'Service Manager'; the address on two lines with an apostrophe in the town ('Land O' Lakes'); a QR block with 'Scan to book a free inspection'",
    expected: {
      company: 'Palmetto Shield',
      name: 'Andre Pruitt',
      title: 'Service Manager',
      email: 'andre@palmettoshield.com',
      phone: '(813) 555-0205',
      website: 'https://palmettoshield.com',
      address: at('2130 Collier Pkwy', "Land O' Lakes", '34639'),
      location: "Land O' Lakes, FL",
      category: 'Pest Control',
      industry: 'Home Services',
    },
    image: () =>
      png(
        card(
          [
            { x: 300, y: 334, size: 60, text: 'PALMETTO', bold: true, fill: '#166534', anchor: 'middle' },
            { x: 306, y: 382, size: 32, text: 'SHIELD', bold: true, fill: '#a16207', anchor: 'middle', spacing: 12 },
            { x: 300, y: 432, size: 20, text: 'Termites · Roaches · Rodents · Mosquitoes', fill: '#4b5563', anchor: 'middle' },
            { x: 300, y: 520, size: 36, text: 'Andre Pruitt', bold: true, fill: '#111827', anchor: 'middle' },
            { x: 300, y: 558, size: 24, text: 'Service Manager', fill: '#166534', anchor: 'middle' },
            { x: 300, y: 632, size: 27, text: '(813) 555-0205', bold: true, anchor: 'middle' },
            { x: 300, y: 672, size: 22, text: 'andre@palmettoshield.com', anchor: 'middle' },
            { x: 300, y: 708, size: 22, text: 'palmettoshield.com', anchor: 'middle' },
            { x: 300, y: 762, size: 21, text: '2130 Collier Pkwy', fill: '#374151', anchor: 'middle' },
            { x: 300, y: 792, size: 21, text: "Land O' Lakes, FL 34639", fill: '#374151', anchor: 'middle' },
            { x: 300, y: 1002, size: 20, text: 'Scan to book a free inspection', fill: '#166534', anchor: 'middle' },
          ],
          {
            width: 600,
            height: 1050,
            background: '#f7faf5',
            font: 'DejaVu Sans',
            extra: `<path d="M300 56 L384 88 L376 168 Q 358 226 300 254 Q 242 226 224 168 L216 88 Z" fill="#166534"/><g stroke="#facc15" stroke-width="6" stroke-linecap="round" fill="none"><path d="M300 220 L300 120"/><path d="M300 130 L256 104 M300 130 L344 104 M300 150 L250 132 M300 150 L350 132 M300 170 L254 160 M300 170 L346 160"/></g><rect x="250" y="458" width="100" height="3" fill="#a16207"/><rect x="250" y="590" width="100" height="1" fill="#d1d5db"/>${qrBlock(232, 826, 136, 29)}<rect x="0" y="1030" width="600" height="20" fill="#166534"/>`,
          },
        ),
      ),
  },
  {
    key: 'tailor-centred-serif-no-title',
    kind: "centred Liberation Serif on cream with a drawn pair of scissors: 'Sartoria Marchetti' (Italian for a tailor's shop: the trade shows in the italic services line 'Alterations · Hemming · Custom Suits · Repairs'), the owner's name and no job title (title ''), phone and email on one line, a 'By appointment' hours line; Hyde Park in Tampa",
    expected: {
      company: 'Sartoria Marchetti',
      name: 'Giulia Marchetti',
      title: '',
      email: 'giulia@sartoriamarchetti.com',
      phone: '(813) 555-0206',
      website: 'https://sartoriamarchetti.com',
      address: tampa('1602 W Snow Ave', '33606'),
      location: 'Tampa, FL',
      category: 'Tailor',
      industry: 'Professional Services',
    },
    image: () =>
      sharp(
        card(
          [
            { x: 525, y: 196, size: 62, text: 'Sartoria Marchetti', bold: true, fill: '#1f3a2e', anchor: 'middle' },
            { x: 525, y: 244, size: 23, text: 'Alterations · Hemming · Custom Suits · Repairs', italic: true, fill: '#7a6446', anchor: 'middle' },
            { x: 525, y: 336, size: 34, text: 'Giulia Marchetti', fill: '#1f3a2e', anchor: 'middle' },
            { x: 525, y: 420, size: 24, text: '(813) 555-0206   ·   giulia@sartoriamarchetti.com', fill: '#1c1917', anchor: 'middle' },
            { x: 525, y: 458, size: 24, text: 'sartoriamarchetti.com', fill: '#1c1917', anchor: 'middle' },
            { x: 525, y: 500, size: 21, text: 'By appointment · Tuesday – Saturday', italic: true, fill: '#7a6446', anchor: 'middle' },
            { x: 525, y: 550, size: 23, text: '1602 W Snow Ave, Tampa, FL 33606', fill: '#1c1917', anchor: 'middle' },
          ],
          {
            background: '#f4efe6',
            font: 'Liberation Serif',
            extra:
              '<rect x="20" y="20" width="1010" height="560" fill="none" stroke="#1f3a2e" stroke-width="3"/><rect x="29" y="29" width="992" height="542" fill="none" stroke="#b59a6d" stroke-width="1"/><g transform="translate(525 84)" fill="none" stroke="#1f3a2e" stroke-width="5"><circle cx="-46" cy="22" r="16"/><circle cx="46" cy="22" r="16"/><path d="M-34 12 L44 -30 M34 12 L-44 -30" stroke-linecap="round"/><circle cx="0" cy="-8" r="3" fill="#1f3a2e"/></g><rect x="425" y="284" width="200" height="1.5" fill="#b59a6d"/>',
          },
        ),
      )
        .jpeg({ quality: 88 })
        .toBuffer(),
  },
  {
    key: 'brewery-dark-logo-title-after-comma',
    kind: "amber and cream on near-brown-black (#17130f): a drawn hop cone in a ring, beside it the company on two lines ('Mangrove Coast' in DejaVu Serif over spaced 'BREWING CO.', typed 'Mangrove Coast Brewing Co.'); the title after a comma on the name line ('Caleb Sorensen, Head Brewer'); the domain is not the company's name ('mangrovebrew.com'), an '@mangrovecoastbeer' handle beside the website, a taproom-hours line; Safety Harbor",
    expected: {
      company: 'Mangrove Coast Brewing Co.',
      name: 'Caleb Sorensen',
      title: 'Head Brewer',
      email: 'caleb@mangrovebrew.com',
      phone: '(727) 555-0207',
      website: 'https://mangrovebrew.com',
      address: at('512 Main St', 'Safety Harbor', '34695'),
      location: 'Safety Harbor, FL',
      category: 'Brewery',
      industry: 'Restaurant & Food Service',
    },
    image: () =>
      png(
        card(
          [
            { x: 272, y: 146, size: 60, text: 'Mangrove Coast', bold: true, fill: '#f59e0b', font: 'DejaVu Serif' },
            { x: 276, y: 196, size: 28, text: 'BREWING CO.', fill: '#f5e6c8', spacing: 10 },
            { x: 70, y: 345, size: 34, text: 'Caleb Sorensen, Head Brewer', bold: true, fill: '#f5e6c8' },
            { x: 70, y: 420, size: 24, text: '(727) 555-0207', fill: '#f5e6c8' },
            { x: 70, y: 458, size: 24, text: 'caleb@mangrovebrew.com', fill: '#f5e6c8' },
            { x: 70, y: 496, size: 24, text: 'mangrovebrew.com  ·  @mangrovecoastbeer', fill: '#f5e6c8' },
            { x: 980, y: 420, size: 21, text: 'Taproom open Wed – Sun', fill: '#f59e0b', anchor: 'end' },
            { x: 70, y: 556, size: 22, text: '512 Main St, Safety Harbor, FL 34695', fill: '#d6c6a5' },
          ],
          {
            background: '#17130f',
            font: 'DejaVu Sans',
            extra:
              '<circle cx="150" cy="140" r="92" fill="none" stroke="#f59e0b" stroke-width="5"/><circle cx="150" cy="140" r="82" fill="none" stroke="#f59e0b" stroke-width="1.5"/><g fill="#f59e0b" stroke="#17130f" stroke-width="3"><path d="M150 70 Q 162 80 150 92 Q 138 80 150 70 Z"/><ellipse cx="136" cy="104" rx="16" ry="14"/><ellipse cx="164" cy="104" rx="16" ry="14"/><ellipse cx="124" cy="128" rx="17" ry="15"/><ellipse cx="150" cy="128" rx="17" ry="15"/><ellipse cx="176" cy="128" rx="17" ry="15"/><ellipse cx="134" cy="154" rx="17" ry="15"/><ellipse cx="166" cy="154" rx="17" ry="15"/><ellipse cx="150" cy="178" rx="16" ry="15"/><ellipse cx="150" cy="200" rx="11" ry="10"/></g><path d="M150 70 Q 160 52 176 50" fill="none" stroke="#f59e0b" stroke-width="5" stroke-linecap="round"/><rect x="70" y="268" width="910" height="2" fill="#f59e0b"/>',
          },
        ),
      ),
  },
  {
    key: 'audiologist-panel-labels-tampa-rd',
    kind: "a teal side panel holding drawn sound waves and the practice on two lines in white ('Harborside' over 'Hearing Center', typed 'Harborside Hearing Center') with 'Hearing Tests · Hearing Aids' under it; right 'Dr. Samuel Adeyemi, Au.D.' (typed 'Samuel Adeyemi'), 'Doctor of Audiology', 'Office'/'Fax'/'Email'/'Web' labels in a column, and an address whose street is named after another city ('2525 Tampa Rd, Suite 7' in Palm Harbor: the city is Palm Harbor)",
    expected: {
      company: 'Harborside Hearing Center',
      name: 'Samuel Adeyemi',
      title: 'Doctor of Audiology',
      email: 'info@harborsidehearing.com',
      phone: '(727) 555-0208',
      website: 'https://harborsidehearing.com',
      address: at('2525 Tampa Rd, Suite 7', 'Palm Harbor', '34684'),
      location: 'Palm Harbor, FL',
      category: 'Audiologist',
      industry: 'Health & Medical',
    },
    image: () =>
      png(
        card(
          [
            { x: 190, y: 302, size: 46, text: 'Harborside', bold: true, fill: '#ffffff', anchor: 'middle' },
            { x: 190, y: 346, size: 28, text: 'Hearing Center', fill: '#cffafe', anchor: 'middle' },
            { x: 190, y: 520, size: 20, text: 'Hearing Tests · Hearing Aids', fill: '#cffafe', anchor: 'middle' },
            { x: 430, y: 120, size: 32, text: 'Dr. Samuel Adeyemi, Au.D.', bold: true, fill: '#0f172a' },
            { x: 430, y: 160, size: 24, text: 'Doctor of Audiology', fill: '#0e7490' },
            { x: 430, y: 262, size: 23, text: 'Office', bold: true, fill: '#0e7490' },
            { x: 530, y: 262, size: 23, text: '(727) 555-0208' },
            { x: 430, y: 300, size: 23, text: 'Fax', bold: true, fill: '#0e7490' },
            { x: 530, y: 300, size: 23, text: '(727) 555-0209' },
            { x: 430, y: 338, size: 23, text: 'Email', bold: true, fill: '#0e7490' },
            { x: 530, y: 338, size: 23, text: 'info@harborsidehearing.com' },
            { x: 430, y: 376, size: 23, text: 'Web', bold: true, fill: '#0e7490' },
            { x: 530, y: 376, size: 23, text: 'harborsidehearing.com' },
            { x: 430, y: 472, size: 23, text: '2525 Tampa Rd, Suite 7' },
            { x: 430, y: 508, size: 23, text: 'Palm Harbor, FL 34684' },
          ],
          {
            background: '#ffffff',
            font: 'Liberation Sans',
            extra:
              '<rect x="0" y="0" width="380" height="600" fill="#0e7490"/><g fill="none" stroke="#ffffff" stroke-width="7" stroke-linecap="round"><path d="M172 120 Q 190 150 172 180"/><path d="M196 100 Q 226 150 196 200"/><path d="M220 80 Q 262 150 220 220"/></g><circle cx="150" cy="150" r="16" fill="#ffffff"/><rect x="130" y="380" width="120" height="2" fill="#67e8f9"/><rect x="430" y="200" width="560" height="1" fill="#cbd5e1"/>',
          },
        ),
      ),
  },
  {
    key: 'towing-photo-dim-dispatch',
    kind: "photographed dim and warm: darker all round and to the bottom right, sheared, turned -4° on a dark counter, blurred 1.0, JPEG; 'IRONCLAD RECOVERY' in yellow capitals on a black band (typed 'Ironclad Recovery') over hazard stripes beside a drawn tow truck; the trade only in the services line ('24/7 Towing · Roadside Assistance · …'); the phone big behind a '24/7 DISPATCH' label, a shared 'dispatch@' inbox, a USDOT number (not a phone), the title 'Owner-Operator'; Seffner",
    expected: {
      company: 'Ironclad Recovery',
      name: 'Tony Ferraro',
      title: 'Owner-Operator',
      email: 'dispatch@ironcladrecovery.com',
      phone: '(813) 555-0210',
      website: 'https://ironcladrecovery.com',
      address: at('1402 S Kingsway Rd', 'Seffner', '33584'),
      location: 'Seffner, FL',
      category: 'Towing Service',
      industry: 'Automotive',
    },
    image: () =>
      snapped(
        card(
          [
            { x: 70, y: 112, size: 62, text: 'IRONCLAD RECOVERY', bold: true, fill: '#facc15' },
            { x: 70, y: 246, size: 22, text: '24/7 Towing · Roadside Assistance · Lockouts · Winch-Outs', fill: '#374151' },
            { x: 70, y: 326, size: 36, text: 'Tony Ferraro', bold: true, fill: '#111111' },
            { x: 70, y: 362, size: 24, text: 'Owner-Operator', fill: '#4b5563' },
            { x: 590, y: 310, size: 22, text: '24/7 DISPATCH', bold: true, fill: '#b91c1c', spacing: 2 },
            { x: 590, y: 358, size: 38, text: '(813) 555-0210', bold: true, fill: '#111111' },
            { x: 70, y: 450, size: 24, text: 'dispatch@ironcladrecovery.com' },
            { x: 70, y: 490, size: 24, text: 'ironcladrecovery.com' },
            { x: 980, y: 490, size: 20, text: 'USDOT 3456789', fill: '#6b7280', anchor: 'end' },
            { x: 70, y: 556, size: 23, text: '1402 S Kingsway Rd, Seffner, FL 33584', fill: '#1f2937' },
          ],
          {
            background: '#fdfdfb',
            font: 'DejaVu Sans',
            extra: `<rect x="0" y="0" width="1050" height="170" fill="#111111"/>${Array.from({ length: 28 }, (_, i) => `<path d="M${i * 40 - 20} 196 L${i * 40 + 6} 170 L${i * 40 + 26} 170 L${i * 40} 196 Z" fill="#facc15"/>`).join('')}<rect x="0" y="196" width="1050" height="3" fill="#111111"/><g transform="translate(880 70)" fill="#facc15"><path d="M4 62 L-22 22" stroke="#facc15" stroke-width="7" stroke-linecap="round"/><path d="M-22 22 L-22 52" stroke="#facc15" stroke-width="3"/><path d="M-22 52 q 0 10 -9 7" fill="none" stroke="#facc15" stroke-width="4" stroke-linecap="round"/><rect x="0" y="52" width="84" height="26"/><path d="M84 78 L84 30 L116 30 L136 54 L136 78 Z"/><rect x="92" y="37" width="18" height="15" fill="#111111"/><circle cx="24" cy="80" r="13" stroke="#111111" stroke-width="4"/><circle cx="112" cy="80" r="13" stroke="#111111" stroke-width="4"/></g>`,
          },
        ),
        {
          light:
            '<defs><radialGradient id="l" cx="0.4" cy="0.35" r="0.85"><stop offset="0" stop-color="#f4ead8"/><stop offset="0.6" stop-color="#d9ccb4"/><stop offset="1" stop-color="#7a6b58"/></radialGradient></defs><rect width="1050" height="600" fill="url(#l)"/>',
          skew: [1, 0.045, -0.01, 0.97],
          angle: -4,
          sigma: 1.0,
          counter: '#3b3631',
          quality: 68,
        },
      ),
  },
  {
    key: 'dog-trainer-title-above-cell',
    kind: "the trade only in the title and the services line: 'Good Manners Co.' beside a drawn dog's head, 'Puppy Classes · Obedience · Private Lessons', the title in small letter-spaced capitals above the name ('LEAD TRAINER' over 'Renata Adjei', typed 'Lead Trainer'); the only phone behind a 'Cell' label; a domain not the company's name ('goodmannersdogs.com') with the same handle beside it; Odessa",
    expected: {
      company: 'Good Manners Co.',
      name: 'Renata Adjei',
      title: 'Lead Trainer',
      email: 'renata@goodmannersdogs.com',
      phone: '(813) 555-0211',
      website: 'https://goodmannersdogs.com',
      address: at('16120 Gunn Hwy', 'Odessa', '33556'),
      location: 'Odessa, FL',
      category: 'Dog Trainer',
      industry: 'Pet Services',
    },
    image: () =>
      png(
        card(
          [
            { x: 70, y: 118, size: 58, text: 'Good Manners Co.', bold: true, fill: '#1e3a8a' },
            { x: 72, y: 160, size: 22, text: 'Puppy Classes · Obedience · Private Lessons', fill: '#92400e' },
            { x: 72, y: 258, size: 20, text: 'LEAD TRAINER', bold: true, fill: '#92400e', spacing: 4 },
            { x: 70, y: 306, size: 44, text: 'Renata Adjei', bold: true, fill: '#111827' },
            { x: 70, y: 400, size: 25, text: 'Cell', bold: true, fill: '#92400e' },
            { x: 144, y: 400, size: 25, text: '(813) 555-0211' },
            { x: 70, y: 442, size: 24, text: 'renata@goodmannersdogs.com' },
            { x: 70, y: 484, size: 24, text: 'goodmannersdogs.com  ·  @goodmannersdogs' },
            { x: 70, y: 552, size: 23, text: '16120 Gunn Hwy, Odessa, FL 33556', fill: '#374151' },
          ],
          {
            background: '#fffbf2',
            font: 'DejaVu Sans',
            extra:
              '<g transform="translate(880 250)"><ellipse cx="-62" cy="-6" rx="28" ry="56" fill="#92400e" transform="rotate(18 -62 -6)"/><ellipse cx="62" cy="-6" rx="28" ry="56" fill="#92400e" transform="rotate(-18 62 -6)"/><ellipse cx="0" cy="0" rx="64" ry="70" fill="#f59e0b"/><ellipse cx="0" cy="34" rx="34" ry="26" fill="#fde68a"/><circle cx="-24" cy="-12" r="8" fill="#1e3a8a"/><circle cx="24" cy="-12" r="8" fill="#1e3a8a"/><ellipse cx="0" cy="22" rx="13" ry="9" fill="#1e3a8a"/></g><rect x="0" y="0" width="1050" height="10" fill="#1e3a8a"/><rect x="72" y="330" width="120" height="4" fill="#f59e0b"/>',
          },
        ),
      ),
  },
  {
    key: 'bike-shop-mono-shop-label',
    kind: "black on mustard (#f2c94c): 'Spoke & Sprocket' in DejaVu Sans Condensed beside a drawn bicycle, 'Bikes · Repairs · Bike Fits · Rentals', the title 'Owner & Head Mechanic' (a bicycle mechanic: the shop sells and rents bikes); the contacts in Liberation Mono with the phone behind a 'Shop' label and an '@spokeandsprocket' handle beside the website; an hours line on the right; Tarpon Springs",
    expected: {
      company: 'Spoke & Sprocket',
      name: 'Theo Lindgren',
      title: 'Owner & Head Mechanic',
      email: 'theo@spokeandsprocket.com',
      phone: '(727) 555-0212',
      website: 'https://spokeandsprocket.com',
      address: at('137 E Tarpon Ave', 'Tarpon Springs', '34689'),
      location: 'Tarpon Springs, FL',
      category: 'Bike Shop',
      industry: 'Retail & E-commerce',
    },
    image: () =>
      sharp(
        card(
          [
            { x: 70, y: 120, size: 64, text: 'Spoke & Sprocket', bold: true, fill: '#111111', font: 'DejaVu Sans Condensed' },
            { x: 72, y: 166, size: 22, text: 'Bikes · Repairs · Bike Fits · Rentals', fill: '#3f3f46' },
            { x: 70, y: 270, size: 36, text: 'Theo Lindgren', bold: true, fill: '#111111' },
            { x: 70, y: 306, size: 24, text: 'Owner & Head Mechanic', fill: '#27272a' },
            { x: 70, y: 400, size: 24, text: 'Shop  (727) 555-0212', font: 'Liberation Mono', fill: '#111111' },
            { x: 70, y: 440, size: 24, text: 'theo@spokeandsprocket.com', font: 'Liberation Mono', fill: '#111111' },
            { x: 70, y: 480, size: 24, text: 'spokeandsprocket.com  @spokeandsprocket', font: 'Liberation Mono', fill: '#111111' },
            { x: 980, y: 306, size: 21, text: 'Open Tue – Sun', fill: '#27272a', anchor: 'end' },
            { x: 70, y: 552, size: 23, text: '137 E Tarpon Ave, Tarpon Springs, FL 34689', fill: '#111111' },
          ],
          {
            background: '#f2c94c',
            font: 'DejaVu Sans',
            extra: `${bicycle(800, 150, '#111111')}<rect x="70" y="200" width="910" height="3" fill="#111111"/><rect x="0" y="584" width="1050" height="16" fill="#111111"/>`,
          },
        ),
      )
        .webp({ quality: 90 })
        .toBuffer(),
  },
  {
    key: 'makeup-artist-portrait-two-line-title',
    kind: "portrait card (600×1050) in blush and rose: a drawn brush and compact on top, 'Gilded Hour Beauty' in Liberation Serif under it (beauty in the name, the trade only in the title), 'Simone Laurent' over a centred two-line title ('Bridal & Editorial' / 'Makeup Artist', typed 'Bridal & Editorial Makeup Artist'), an 'IG @gildedhour.mua' line under the website, a studio number after a comma ('101 State St E, Studio 4'); Oldsmar",
    expected: {
      company: 'Gilded Hour Beauty',
      name: 'Simone Laurent',
      title: 'Bridal & Editorial Makeup Artist',
      email: 'bookings@gildedhourbeauty.com',
      phone: '(727) 555-0213',
      website: 'https://gildedhourbeauty.com',
      address: at('101 State St E, Studio 4', 'Oldsmar', '34677'),
      location: 'Oldsmar, FL',
      category: 'Makeup Artist',
      industry: 'Beauty & Salon',
    },
    image: () =>
      png(
        card(
          [
            { x: 300, y: 344, size: 44, text: 'Gilded Hour Beauty', bold: true, fill: '#9f4a54', font: 'Liberation Serif', anchor: 'middle' },
            { x: 300, y: 470, size: 36, text: 'Simone Laurent', bold: true, fill: '#2b1d1f', anchor: 'middle' },
            { x: 300, y: 512, size: 23, text: 'Bridal & Editorial', fill: '#9f4a54', anchor: 'middle' },
            { x: 300, y: 542, size: 23, text: 'Makeup Artist', fill: '#9f4a54', anchor: 'middle' },
            { x: 300, y: 640, size: 26, text: '(727) 555-0213', fill: '#2b1d1f', anchor: 'middle' },
            { x: 300, y: 682, size: 21, text: 'bookings@gildedhourbeauty.com', fill: '#2b1d1f', anchor: 'middle' },
            { x: 300, y: 718, size: 21, text: 'gildedhourbeauty.com', fill: '#2b1d1f', anchor: 'middle' },
            { x: 300, y: 754, size: 21, text: 'IG @gildedhour.mua', fill: '#9f4a54', anchor: 'middle' },
            { x: 300, y: 842, size: 21, text: '101 State St E, Studio 4', fill: '#2b1d1f', anchor: 'middle' },
            { x: 300, y: 872, size: 21, text: 'Oldsmar, FL 34677', fill: '#2b1d1f', anchor: 'middle' },
            { x: 300, y: 960, size: 20, text: 'Weddings · Events · On-location', italic: true, fill: '#9f4a54', anchor: 'middle' },
          ],
          {
            width: 600,
            height: 1050,
            background: '#fbeae6',
            font: 'DejaVu Sans',
            extra:
              '<circle cx="300" cy="170" r="112" fill="#f5d0c8"/><g transform="rotate(-35 300 170)"><rect x="290" y="150" width="20" height="120" rx="8" fill="#2b1d1f"/><rect x="288" y="128" width="24" height="26" fill="#c9a227"/><path d="M288 130 Q 276 90 300 56 Q 324 90 312 130 Z" fill="#9f4a54"/></g><circle cx="356" cy="218" r="34" fill="#c9a227"/><circle cx="356" cy="218" r="24" fill="#e7a9a0"/><rect x="240" y="400" width="120" height="2" fill="#c9a227"/><rect x="240" y="586" width="120" height="1" fill="#d4a5a0"/><rect x="20" y="20" width="560" height="1010" fill="none" stroke="#c9a227" stroke-width="2"/>',
          },
        ),
      ),
  },
  {
    key: 'climbing-gym-photo-uneven-light',
    kind: "photographed under uneven light (bright at the top right, falling to a dim cool bottom left), sheared, turned 5° on a pale counter, blurred 0.7, JPEG; 'Crux Collective' in orange with drawn climbing holds at the right; the trade only in the services line ('Bouldering · Top Rope · Lead Climbing · Youth Team'); the phone behind a 'Front Desk' label, a 'Day passes · Gear rental' line; Valrico",
    expected: {
      company: 'Crux Collective',
      name: 'Nadia Brandt',
      title: 'General Manager',
      email: 'nadia@cruxcollective.com',
      phone: '(813) 555-0214',
      website: 'https://cruxcollective.com',
      address: at('3420 Lithia Pinecrest Rd', 'Valrico', '33596'),
      location: 'Valrico, FL',
      category: 'Climbing Gym',
      industry: 'Fitness & Wellness',
    },
    image: () =>
      snapped(
        card(
          [
            { x: 70, y: 120, size: 64, text: 'Crux Collective', bold: true, fill: '#ea580c' },
            { x: 72, y: 165, size: 22, text: 'Bouldering · Top Rope · Lead Climbing · Youth Team', fill: '#4b5563' },
            { x: 70, y: 270, size: 36, text: 'Nadia Brandt', bold: true, fill: '#111827' },
            { x: 70, y: 306, size: 24, text: 'General Manager', fill: '#6b7280' },
            { x: 70, y: 395, size: 24, text: 'Front Desk', bold: true, fill: '#ea580c' },
            { x: 234, y: 395, size: 25, text: '(813) 555-0214' },
            { x: 70, y: 437, size: 24, text: 'nadia@cruxcollective.com' },
            { x: 70, y: 479, size: 24, text: 'cruxcollective.com' },
            { x: 980, y: 479, size: 21, text: 'Day passes · Gear rental', fill: '#4b5563', anchor: 'end' },
            { x: 70, y: 548, size: 23, text: '3420 Lithia Pinecrest Rd, Valrico, FL 33596', fill: '#1f2937' },
          ],
          {
            background: '#fafaf9',
            font: 'DejaVu Sans',
            extra:
              '<rect x="0" y="0" width="24" height="600" fill="#ea580c"/><g><path d="M820 250 q 24 -22 46 -4 q 12 24 -14 34 q -30 6 -32 -30 Z" fill="#22c55e"/><path d="M920 220 q 30 -8 36 16 q -2 26 -30 22 q -22 -10 -6 -38 Z" fill="#3b82f6"/><path d="M860 330 q 20 -30 48 -12 q 16 26 -8 38 q -34 8 -40 -26 Z" fill="#eab308"/><path d="M950 350 q 26 -4 28 22 q -8 22 -30 14 q -14 -16 2 -36 Z" fill="#ec4899"/><path d="M800 400 q 28 -16 42 8 q 4 26 -24 26 q -26 -8 -18 -34 Z" fill="#a855f7"/><path d="M900 420 q 22 -22 44 -2 q 10 24 -18 30 q -28 0 -26 -28 Z" fill="#ea580c"/></g><rect x="70" y="198" width="910" height="2" fill="#fed7aa"/>',
          },
        ),
        {
          light:
            '<defs><linearGradient id="l" x1="1" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="0.5" stop-color="#eceae6"/><stop offset="1" stop-color="#8e95a0"/></linearGradient></defs><rect width="1050" height="600" fill="url(#l)"/>',
          skew: [0.98, 0.03, -0.02, 1],
          angle: 5,
          sigma: 0.7,
          counter: '#c9c4bb',
          quality: 74,
        },
      ),
  },
];
