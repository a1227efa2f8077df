import sharp from 'sharp';
import { tampa, type CorpusCard } from './corpus-cards.js';
import { at, card, png, type Text } from './corpus-cards-fresh2.js';

/**
 * A fourth fresh set of corpus business cards, written the way corpus-cards-fresh.ts, -fresh2.ts and
 * -fresh3.ts were: apart from the extraction code (its source was not read) and truth first, each card's
 * expected values decided and written before its picture was drawn (so `expected` comes right after
 * `kind`). The trades are new to the corpus and the styles ones the earlier files do not cover:
 * 'Tel:' 'E:' 'W:' labels in a monospaced font with the address on two lines, the second starting
 * 'Unit 12, …'; a company that exists only as a wordmark of capitals with spaces typed between the
 * letters ('C I G A R   C I T Y' over 'T A T T O O') and a neighbourhood ('Ybor City') before the city;
 * a portrait card under a drawn eye logo with 'Dr. …, O.D.', an 'Appointments' phone and a fax; a
 * letterpress card (pale warm grey on cream with a pressed highlight); the person's name above the
 * company and no title; a Spanish-English bilingual card ('Owner / Dueño', 'Tel / Teléfono'); a photo
 * sheared as if held off-square, turned 4°, soft, with a shadow across its right half; a husband-and-
 * wife card ('Ana & Luis Ortega', 'Owners'); the job title printed above the name; a huge logo word
 * with 20 px contact lines; a hyphenated surname with a middle initial, Office and Mobile numbers and a
 * mixed-case 'www.' website; and white on burgundy with a slogan in curly quotes. Fonts vary between
 * DejaVu and Liberation (Sans, Serif and Mono).
 *
 * Conventions decided here: a website is typed as `https://host`, lower case, without 'www.'; a suite
 * printed after a comma keeps the comma, a unit printed on the next line is joined with a space; a
 * printed middle initial is kept in the name, credentials ('O.D.') and 'Dr.' are not.
 */

/**
 * A letterpress look: every line drawn twice, a pale highlight 1 px right and 1.5 px down under the
 * ink, as light catches the lower edge of a pressed-in letter.
 */
const pressed = (lines: Text[], highlight: string): Text[] =>
  lines.flatMap((l) => [{ ...l, x: l.x + 1, y: l.y + 1.5, fill: highlight }, l]);

/** A row of square tiles across a 1050-wide card at `y`, alternating two colours, with a dot in each. */
const tiles = (y: number, size: number, a: string, b: string, dot: string) =>
  Array.from(
    { length: Math.ceil(1050 / size) },
    (_, i) =>
      `<rect x="${i * size}" y="${y}" width="${size}" height="${size}" fill="${i % 2 ? b : a}"/><circle cx="${i * size + size / 2}" cy="${y + size / 2}" r="${size / 6}" fill="${dot}"/>`,
  ).join('');

/**
 * A phone photo of a 1050×600 card held off-square: a shadow (a hand or the phone) falling across the
 * right half with a soft edge, then sheared a little (an affine skew standing in for perspective),
 * turned `angle`° on a dark counter and softened (blur `sigma`).
 */
function skewedInShadow(drawn: Buffer, angle: number, sigma: number): Promise<Buffer> {
  const shadow = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1050" height="600"><defs><linearGradient id="s" gradientUnits="userSpaceOnUse" x1="560" y1="220" x2="660" y2="300"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#8f8a83"/></linearGradient></defs><rect width="1050" height="600" fill="url(#s)"/></svg>`,
  );
  return sharp(drawn)
    .composite([{ input: shadow, blend: 'multiply' }])
    .png()
    .toBuffer()
    .then((shaded) => sharp(shaded).resize({ width: 980 }).affine([1, 0.05, 0.012, 0.97], { background: '#5f625b' }).png().toBuffer())
    .then((skewed) => sharp(skewed).rotate(angle, { background: '#5f625b' }).blur(sigma).jpeg({ quality: 72 }).toBuffer());
}

export const fresh4Cards: CorpusCard[] = [
  {
    key: 'locksmith-labels-unit-line',
    kind: "contacts behind 'Tel:' 'E:' 'W:' labels in Liberation Mono; the address in a right column on two lines, the second starting with the unit ('1450 S Belcher Rd' / 'Unit 12, Largo, FL 33771', typed '1450 S Belcher Rd Unit 12'); a drawn brass key beside the company, a services tagline with '24-Hour Lockouts'",
    expected: {
      company: 'Causeway Lock & Key',
      name: 'Terrence Boyd',
      title: 'Master Locksmith',
      email: 'terrence@causewaylock.com',
      phone: '(727) 555-0182',
      website: 'https://causewaylock.com',
      address: at('1450 S Belcher Rd Unit 12', 'Largo', '33771'),
      location: 'Largo, FL',
      category: 'Locksmith',
      industry: 'Home Services',
    },
    image: () =>
      png(
        card(
          [
            { x: 175, y: 110, size: 54, text: 'Causeway Lock & Key', bold: true, fill: '#1f2937' },
            { x: 177, y: 150, size: 22, text: 'Residential · Automotive · Commercial · 24-Hour Lockouts', fill: '#6b7280' },
            { x: 70, y: 262, size: 38, text: 'Terrence Boyd', bold: true },
            { x: 70, y: 302, size: 26, text: 'Master Locksmith', fill: '#b45309' },
            { x: 70, y: 392, size: 25, text: 'Tel:', bold: true, fill: '#b45309', font: 'Liberation Mono' },
            { x: 150, y: 392, size: 25, text: '(727) 555-0182', font: 'Liberation Mono' },
            { x: 70, y: 434, size: 25, text: 'E:', bold: true, fill: '#b45309', font: 'Liberation Mono' },
            { x: 150, y: 434, size: 25, text: 'terrence@causewaylock.com', font: 'Liberation Mono' },
            { x: 70, y: 476, size: 25, text: 'W:', bold: true, fill: '#b45309', font: 'Liberation Mono' },
            { x: 150, y: 476, size: 25, text: 'causewaylock.com', font: 'Liberation Mono' },
            { x: 640, y: 392, size: 25, text: '1450 S Belcher Rd' },
            { x: 640, y: 434, size: 25, text: 'Unit 12, Largo, FL 33771' },
          ],
          {
            background: '#ffffff',
            font: 'Liberation Sans',
            extra:
              '<circle cx="88" cy="92" r="26" fill="none" stroke="#b45309" stroke-width="10"/><rect x="112" y="86" width="46" height="12" fill="#b45309"/><rect x="136" y="98" width="8" height="14" fill="#b45309"/><rect x="150" y="98" width="8" height="10" fill="#b45309"/><rect x="640" y="352" width="3" height="92" fill="#fcd34d"/><rect x="0" y="560" width="1050" height="40" fill="#1f2937"/><rect x="0" y="556" width="1050" height="4" fill="#b45309"/>',
          },
        ),
      ),
  },
  {
    key: 'tattoo-spaced-letter-wordmark',
    kind: "the company only as a centred wordmark of capitals with spaces typed between the letters ('C I G A R   C I T Y' over 'T A T T O O' between rules, typed 'Cigar City Tattoo'), black DejaVu Serif on bone; the street line names the neighbourhood before the city ('Ybor City, Tampa'); an Instagram handle beside the website",
    expected: {
      company: 'Cigar City Tattoo',
      name: 'Dez Calloway',
      title: 'Tattoo Artist',
      email: 'dez@cigarcitytattoo.com',
      phone: '(813) 555-0183',
      website: 'https://cigarcitytattoo.com',
      address: tampa('1600 E 7th Ave', '33605'),
      location: 'Tampa, FL',
      category: 'Tattoo Parlor',
      industry: 'Beauty & Salon',
    },
    image: () =>
      sharp(
        card(
          [
            { x: 525, y: 150, size: 74, text: 'C I G A R   C I T Y', bold: true, fill: '#161616', anchor: 'middle', font: 'DejaVu Serif' },
            { x: 525, y: 222, size: 38, text: 'T A T T O O', fill: '#8b1e1e', anchor: 'middle', font: 'DejaVu Serif' },
            { x: 525, y: 322, size: 36, text: 'Dez Calloway', bold: true, fill: '#161616', anchor: 'middle' },
            { x: 525, y: 360, size: 25, text: 'Tattoo Artist', fill: '#44403c', anchor: 'middle' },
            { x: 525, y: 440, size: 24, text: '(813) 555-0183   ·   dez@cigarcitytattoo.com', anchor: 'middle' },
            { x: 525, y: 478, size: 24, text: 'cigarcitytattoo.com   ·   IG @dez.tattoos', anchor: 'middle' },
            { x: 525, y: 540, size: 23, text: '1600 E 7th Ave, Ybor City, Tampa, FL 33605', fill: '#44403c', anchor: 'middle' },
          ],
          {
            background: '#efe9dd',
            font: 'DejaVu Sans',
            extra:
              '<rect x="300" y="208" width="110" height="3" fill="#161616"/><rect x="640" y="208" width="110" height="3" fill="#161616"/><path d="M525 44 L537 60 L525 76 L513 60 Z" fill="#8b1e1e"/><rect x="18" y="18" width="1014" height="564" fill="none" stroke="#161616" stroke-width="4"/><rect x="28" y="28" width="994" height="544" fill="none" stroke="#161616" stroke-width="1"/>',
          },
        ),
      )
        .jpeg({ quality: 85 })
        .toBuffer(),
  },
  {
    key: 'optometrist-portrait-eye-logo',
    kind: "portrait card (600×1050) with a drawn eye logo on top, the practice on two lines ('Clearview' over 'Family Eye Care'), 'Dr. Priya Raman, O.D.' (typed 'Priya Raman') over 'Optometric Physician', an 'Appointments' phone above a fax, a suite after a comma; Wesley Chapel, Liberation Sans",
    expected: {
      company: 'Clearview Family Eye Care',
      name: 'Priya Raman',
      title: 'Optometric Physician',
      email: 'frontdesk@clearviewfamilyeye.com',
      phone: '(813) 555-0184',
      website: 'https://clearviewfamilyeye.com',
      address: at('2650 Bruce B Downs Blvd, Suite 103', 'Wesley Chapel', '33544'),
      location: 'Wesley Chapel, FL',
      category: 'Optometrist',
      industry: 'Health & Medical',
    },
    image: () =>
      png(
        card(
          [
            { x: 300, y: 330, size: 62, text: 'Clearview', bold: true, fill: '#0c4a6e', anchor: 'middle' },
            { x: 300, y: 376, size: 32, text: 'Family Eye Care', fill: '#0369a1', anchor: 'middle' },
            { x: 300, y: 500, size: 36, text: 'Dr. Priya Raman, O.D.', bold: true, fill: '#111827', anchor: 'middle' },
            { x: 300, y: 542, size: 25, text: 'Optometric Physician', fill: '#4b5563', anchor: 'middle' },
            { x: 300, y: 650, size: 25, text: 'Appointments (813) 555-0184', anchor: 'middle' },
            { x: 300, y: 690, size: 22, text: 'Fax (813) 555-0185', fill: '#6b7280', anchor: 'middle' },
            { x: 300, y: 752, size: 23, text: 'frontdesk@clearviewfamilyeye.com', anchor: 'middle' },
            { x: 300, y: 792, size: 23, text: 'clearviewfamilyeye.com', anchor: 'middle' },
            { x: 300, y: 880, size: 23, text: '2650 Bruce B Downs Blvd, Suite 103', anchor: 'middle' },
            { x: 300, y: 918, size: 23, text: 'Wesley Chapel, FL 33544', anchor: 'middle' },
          ],
          {
            width: 600,
            height: 1050,
            background: '#ffffff',
            font: 'Liberation Sans',
            extra:
              '<g transform="translate(300 170)"><path d="M-110 0 Q 0 -84 110 0 Q 0 84 -110 0 Z" fill="#f0f9ff" stroke="#0369a1" stroke-width="8" stroke-linejoin="round"/><circle r="36" fill="#38bdf8"/><circle r="15" fill="#0c4a6e"/><circle cx="10" cy="-12" r="6" fill="#ffffff"/></g><rect x="240" y="420" width="120" height="3" fill="#38bdf8"/><rect x="240" y="598" width="120" height="1" fill="#cbd5e1"/><rect x="0" y="1010" width="600" height="40" fill="#0369a1"/>',
          },
        ),
      ),
  },
  {
    key: 'photographer-letterpress',
    kind: "letterpress: every line pale warm grey (#a0978a) on cream with a pressed highlight under it, low contrast but readable; Liberation Serif throughout, 'Marigold Lane' over spaced 'PHOTOGRAPHY' (typed 'Marigold Lane Photography'), an italic tagline of wedding work, dotted phone sharing a line with the email; St. Petersburg",
    expected: {
      company: 'Marigold Lane Photography',
      name: 'Claire Donnelly',
      title: 'Wedding Photographer',
      email: 'claire@marigoldlanephoto.com',
      phone: '(727) 555-0186',
      website: 'https://marigoldlanephoto.com',
      address: at('2701 Central Ave', 'St. Petersburg', '33713'),
      location: 'St. Petersburg, FL',
      category: 'Photographer',
      industry: 'Professional Services',
    },
    image: () =>
      png(
        card(
          pressed(
            [
              { x: 525, y: 150, size: 68, text: 'Marigold Lane', fill: '#a0978a', anchor: 'middle' },
              { x: 525, y: 198, size: 24, text: 'PHOTOGRAPHY', fill: '#a0978a', anchor: 'middle', spacing: 10 },
              { x: 525, y: 246, size: 23, text: 'weddings · elopements · engagements', italic: true, fill: '#a0978a', anchor: 'middle' },
              { x: 525, y: 340, size: 36, text: 'Claire Donnelly', fill: '#978e80', anchor: 'middle' },
              { x: 525, y: 378, size: 24, text: 'Wedding Photographer', italic: true, fill: '#a0978a', anchor: 'middle' },
              { x: 525, y: 450, size: 24, text: '727.555.0186   ·   claire@marigoldlanephoto.com', fill: '#978e80', anchor: 'middle' },
              { x: 525, y: 490, size: 24, text: 'marigoldlanephoto.com', fill: '#978e80', anchor: 'middle' },
              { x: 525, y: 548, size: 22, text: '2701 Central Ave, St. Petersburg, FL 33713', fill: '#a0978a', anchor: 'middle' },
            ],
            '#fffdf7',
          ),
          {
            background: '#f3eee3',
            font: 'Liberation Serif',
            extra:
              '<g transform="translate(525 62)" fill="none" stroke="#d6ccba" stroke-width="2.5"><circle r="8"/><ellipse cx="0" cy="-18" rx="7" ry="11"/><ellipse cx="0" cy="18" rx="7" ry="11"/><ellipse cx="-18" cy="0" rx="11" ry="7"/><ellipse cx="18" cy="0" rx="11" ry="7"/></g><rect x="30" y="30" width="990" height="540" fill="none" stroke="#e2d9c8" stroke-width="2"/><rect x="465" y="290" width="120" height="1.5" fill="#d6ccba"/>',
          },
        ),
      ),
  },
  {
    key: 'notary-name-above-company',
    kind: "the person's name large on top ('Denise Baptiste'), the company under it in a DejaVu Serif line ('Suncoast Mobile Notary') and no job title anywhere (title ''); a drawn seal, a 'We travel to you' tagline, a mailing address in Riverview; Liberation Sans",
    expected: {
      company: 'Suncoast Mobile Notary',
      name: 'Denise Baptiste',
      title: '',
      email: 'denise@suncoastmobilenotary.com',
      phone: '(813) 555-0187',
      website: 'https://suncoastmobilenotary.com',
      address: at('11236 Big Bend Rd', 'Riverview', '33579'),
      location: 'Riverview, FL',
      category: 'Notary Public',
      industry: 'Professional Services',
    },
    image: () =>
      sharp(
        card(
          [
            { x: 70, y: 128, size: 58, text: 'Denise Baptiste', bold: true, fill: '#111827' },
            { x: 72, y: 182, size: 32, text: 'Suncoast Mobile Notary', fill: '#0f766e', font: 'DejaVu Serif' },
            { x: 72, y: 224, size: 22, text: 'Loan signings · Apostilles · We travel to you', fill: '#6b7280' },
            { x: 72, y: 340, size: 26, text: '(813) 555-0187' },
            { x: 72, y: 382, size: 26, text: 'denise@suncoastmobilenotary.com' },
            { x: 72, y: 424, size: 26, text: 'suncoastmobilenotary.com' },
            { x: 72, y: 530, size: 23, text: '11236 Big Bend Rd, Riverview, FL 33579', fill: '#374151' },
          ],
          {
            background: '#ffffff',
            font: 'Liberation Sans',
            extra:
              '<rect x="72" y="258" width="900" height="2" fill="#99f6e4"/><g transform="translate(860 390)"><circle r="95" fill="none" stroke="#0f766e" stroke-width="5"/><circle r="78" fill="none" stroke="#0f766e" stroke-width="2" stroke-dasharray="6 5"/><path d="M0 -40 L11 -13 L40 -12 L17 6 L25 34 L0 18 L-25 34 L-17 6 L-40 -12 L-11 -13 Z" fill="#0f766e"/></g><rect x="0" y="580" width="1050" height="20" fill="#0f766e"/>',
          },
        ),
      )
        .jpeg({ quality: 87 })
        .toBuffer(),
  },
  {
    key: 'pool-bilingual-es-en',
    kind: "Spanish-English bilingual: a Spanish line under the company ('Servicio y Mantenimiento de Piscinas'), the title 'Owner / Dueño' (typed 'Owner', the English half, as the directory is in English), bilingual service lines, 'Tel / Teléfono:' before the phone and a yellow 'Se Habla Español' badge; white company on a blue band with a wave; Brandon",
    expected: {
      company: 'Agua Clara Pool Service',
      name: 'Rafael Quintero',
      title: 'Owner',
      email: 'rafael@aguaclarapools.com',
      phone: '(813) 555-0188',
      website: 'https://aguaclarapools.com',
      address: at('2030 W Brandon Blvd', 'Brandon', '33511'),
      location: 'Brandon, FL',
      category: 'Pool Service',
      industry: 'Home Services',
    },
    image: () =>
      png(
        card(
          [
            { x: 70, y: 92, size: 50, text: 'Agua Clara Pool Service', bold: true, fill: '#ffffff' },
            { x: 72, y: 132, size: 23, text: 'Servicio y Mantenimiento de Piscinas', fill: '#e0f2fe' },
            { x: 70, y: 250, size: 36, text: 'Rafael Quintero', bold: true },
            { x: 70, y: 288, size: 25, text: 'Owner / Dueño', fill: '#0369a1' },
            { x: 70, y: 338, size: 21, text: 'Weekly cleaning · Limpieza semanal', fill: '#475569' },
            { x: 70, y: 368, size: 21, text: 'Repairs & equipment · Reparaciones y equipos', fill: '#475569' },
            { x: 70, y: 440, size: 25, text: 'Tel / Teléfono: (813) 555-0188' },
            { x: 70, y: 478, size: 25, text: 'rafael@aguaclarapools.com' },
            { x: 70, y: 516, size: 25, text: 'aguaclarapools.com' },
            { x: 70, y: 570, size: 22, text: '2030 W Brandon Blvd, Brandon, FL 33511', fill: '#374151' },
            { x: 870, y: 306, size: 26, text: 'Se Habla', bold: true, fill: '#0c4a6e', anchor: 'middle' },
            { x: 870, y: 340, size: 26, text: 'Español', bold: true, fill: '#0c4a6e', anchor: 'middle' },
          ],
          {
            background: '#ffffff',
            font: 'DejaVu Sans',
            extra:
              '<rect x="0" y="0" width="1050" height="170" fill="#0284c7"/><path d="M0 170 Q 87 145 175 170 T 350 170 T 525 170 T 700 170 T 875 170 T 1050 170 L1050 182 L0 182 Z" fill="#7dd3fc"/><circle cx="870" cy="316" r="86" fill="#fde047"/><circle cx="870" cy="316" r="76" fill="none" stroke="#0c4a6e" stroke-width="2"/>',
          },
        ),
      ),
  },
  {
    key: 'tree-service-skewed-shadow',
    kind: "photographed held off-square: a soft-edged shadow across the right half (over the emblem, the end of the company and part of the email and address), sheared by an affine skew, turned 4° on a dark counter, blurred 0.9, JPEG; a drawn tree, a certification title 'ISA Certified Arborist', 'Licensed & Insured'; Lutz, Liberation Sans",
    expected: {
      company: 'Cypress Ridge Tree Service',
      name: 'Wade Lindqvist',
      title: 'ISA Certified Arborist',
      email: 'wade@cypressridgetree.com',
      phone: '(813) 555-0189',
      website: 'https://cypressridgetree.com',
      address: at('18920 N Dale Mabry Hwy', 'Lutz', '33548'),
      location: 'Lutz, FL',
      category: 'Tree Service',
      industry: 'Home Services',
    },
    image: () =>
      skewedInShadow(
        card(
          [
            { x: 170, y: 108, size: 48, text: 'Cypress Ridge Tree Service', bold: true, fill: '#14532d' },
            { x: 172, y: 148, size: 22, text: 'Trimming · Removal · Stump Grinding · Storm Cleanup', fill: '#4b5563' },
            { x: 70, y: 262, size: 38, text: 'Wade Lindqvist', bold: true },
            { x: 70, y: 302, size: 26, text: 'ISA Certified Arborist', fill: '#166534' },
            { x: 70, y: 392, size: 28, text: '(813) 555-0189', bold: true },
            { x: 70, y: 436, size: 26, text: 'wade@cypressridgetree.com' },
            { x: 70, y: 478, size: 26, text: 'cypressridgetree.com' },
            { x: 980, y: 478, size: 22, text: 'Licensed & Insured', fill: '#4b5563', anchor: 'end' },
            { x: 70, y: 548, size: 24, text: '18920 N Dale Mabry Hwy, Lutz, FL 33548' },
          ],
          {
            background: '#fafaf5',
            font: 'Liberation Sans',
            extra:
              '<rect x="96" y="104" width="14" height="40" fill="#78350f"/><ellipse cx="103" cy="82" rx="44" ry="38" fill="#166534"/><ellipse cx="88" cy="70" rx="20" ry="16" fill="#22c55e"/><rect x="70" y="196" width="910" height="3" fill="#86efac"/>',
          },
        ),
        4,
        0.9,
      ),
  },
  {
    key: 'cuban-two-owners',
    kind: "a husband-and-wife card: one name line for both ('Ana & Luis Ortega', typed as printed: the form has one contact and the card presents them together) over 'Owners'; 'La Ceiba' big in Liberation Serif over an italic 'Cuban Kitchen' (typed 'La Ceiba Cuban Kitchen'), a shared 'hola@' inbox, an opening-hours line, tiled bands top and bottom, a drawn ceiba tree",
    expected: {
      company: 'La Ceiba Cuban Kitchen',
      name: 'Ana & Luis Ortega',
      title: 'Owners',
      email: 'hola@laceibacuban.com',
      phone: '(813) 555-0190',
      website: 'https://laceibacuban.com',
      address: tampa('1901 N Howard Ave', '33607'),
      location: 'Tampa, FL',
      category: 'Cuban Restaurant',
      industry: 'Restaurant & Food Service',
    },
    image: () =>
      sharp(
        card(
          [
            { x: 70, y: 140, size: 72, text: 'La Ceiba', bold: true, fill: '#0f5e5a', font: 'Liberation Serif' },
            { x: 74, y: 186, size: 34, text: 'Cuban Kitchen', italic: true, fill: '#b91c1c', font: 'Liberation Serif' },
            { x: 74, y: 226, size: 21, text: 'cafecito · cubanos · croquetas · pastelitos', fill: '#78716c' },
            { x: 70, y: 320, size: 36, text: 'Ana & Luis Ortega', bold: true, fill: '#1c1917' },
            { x: 70, y: 358, size: 25, text: 'Owners', fill: '#57534e' },
            { x: 600, y: 300, size: 25, text: '(813) 555-0190' },
            { x: 600, y: 340, size: 25, text: 'hola@laceibacuban.com' },
            { x: 600, y: 380, size: 25, text: 'laceibacuban.com' },
            { x: 600, y: 430, size: 21, text: 'Open daily 7am – 3pm', fill: '#78716c' },
            { x: 70, y: 530, size: 24, text: '1901 N Howard Ave, Tampa, FL 33607', fill: '#292524' },
          ],
          {
            background: '#fff8e7',
            font: 'DejaVu Sans',
            extra: `${tiles(0, 30, '#0f5e5a', '#f59e0b', '#fff8e7')}${tiles(570, 30, '#f59e0b', '#0f5e5a', '#fff8e7')}<g transform="translate(880 150)"><rect x="-10" y="0" width="20" height="70" fill="#78350f"/><path d="M-10 60 L-40 80 M10 60 L40 80" stroke="#78350f" stroke-width="8" stroke-linecap="round"/><ellipse cx="0" cy="-20" rx="90" ry="34" fill="#0f5e5a"/><ellipse cx="-40" cy="-44" rx="44" ry="22" fill="#15807a"/><ellipse cx="38" cy="-46" rx="40" ry="20" fill="#15807a"/></g><rect x="570" y="270" width="3" height="170" fill="#f59e0b"/>`,
          },
        ),
      )
        .jpeg({ quality: 86 })
        .toBuffer(),
  },
  {
    key: 'handyman-title-above-name',
    kind: "the job title printed above the name ('Owner & Lead Carpenter' in small orange bold, then 'Marcus Bell' large), the company at the top beside a drawn house with a lit window, 'Licensed & Insured · Free Estimates' at the right; Temple Terrace, DejaVu Sans",
    expected: {
      company: 'Porch Light Handyman Co.',
      name: 'Marcus Bell',
      title: 'Owner & Lead Carpenter',
      email: 'marcus@porchlighthandyman.com',
      phone: '(813) 555-0191',
      website: 'https://porchlighthandyman.com',
      address: at('9215 N 56th St', 'Temple Terrace', '33617'),
      location: 'Temple Terrace, FL',
      category: 'Handyman',
      industry: 'Home Services',
    },
    image: () =>
      png(
        card(
          [
            { x: 160, y: 100, size: 44, text: 'Porch Light Handyman Co.', bold: true, fill: '#1e3a8a' },
            { x: 162, y: 140, size: 21, text: 'No job too small · Drywall · Doors · Fixtures · Decks', fill: '#64748b' },
            { x: 70, y: 240, size: 24, text: 'Owner & Lead Carpenter', bold: true, fill: '#ea580c', spacing: 1 },
            { x: 70, y: 298, size: 50, text: 'Marcus Bell', bold: true, fill: '#0f172a' },
            { x: 70, y: 392, size: 26, text: '(813) 555-0191' },
            { x: 70, y: 432, size: 26, text: 'marcus@porchlighthandyman.com' },
            { x: 70, y: 472, size: 26, text: 'porchlighthandyman.com' },
            { x: 980, y: 472, size: 21, text: 'Licensed & Insured · Free Estimates', fill: '#64748b', anchor: 'end' },
            { x: 70, y: 546, size: 23, text: '9215 N 56th St, Temple Terrace, FL 33617', fill: '#334155' },
          ],
          {
            background: '#f8fafc',
            extra:
              '<path d="M60 88 L100 52 L140 88" fill="none" stroke="#1e3a8a" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"/><rect x="70" y="86" width="60" height="48" fill="none" stroke="#1e3a8a" stroke-width="7"/><rect x="88" y="100" width="24" height="20" fill="#fbbf24"/><rect x="70" y="330" width="140" height="4" fill="#ea580c"/><rect x="0" y="0" width="1050" height="10" fill="#1e3a8a"/>',
          },
        ),
      ),
  },
  {
    key: 'juicebar-huge-word-small-contacts',
    kind: "a huge logo word ('PULP', 250 px, orange) over letter-spaced 'JUICE BAR' (typed 'Pulp Juice Bar'), a drawn orange slice, and everything else small: the name at 24 px and the title, contacts and address at 20 px near the bottom; Clearwater Beach's Mandalay Ave (city Clearwater)",
    expected: {
      company: 'Pulp Juice Bar',
      name: 'Kira Nwosu',
      title: 'Founder',
      email: 'kira@pulpjuicebar.com',
      phone: '(727) 555-0192',
      website: 'https://pulpjuicebar.com',
      address: at('483 Mandalay Ave', 'Clearwater', '33767'),
      location: 'Clearwater, FL',
      category: 'Juice Bar',
      industry: 'Restaurant & Food Service',
    },
    image: () =>
      png(
        card(
          [
            { x: 56, y: 270, size: 250, text: 'PULP', bold: true, fill: '#ea580c' },
            { x: 66, y: 330, size: 34, text: 'JUICE BAR', bold: true, fill: '#65a30d', spacing: 14 },
            { x: 984, y: 330, size: 21, text: 'cold-pressed · smoothies · acai bowls', italic: true, fill: '#9a3412', anchor: 'end' },
            { x: 66, y: 420, size: 24, text: 'Kira Nwosu', bold: true, fill: '#1c1917' },
            { x: 66, y: 448, size: 20, text: 'Founder', fill: '#57534e' },
            { x: 66, y: 505, size: 20, text: '(727) 555-0192   ·   kira@pulpjuicebar.com' },
            { x: 66, y: 535, size: 20, text: 'pulpjuicebar.com   ·   @pulpjuicebar' },
            { x: 66, y: 565, size: 20, text: '483 Mandalay Ave, Clearwater, FL 33767', fill: '#44403c' },
          ],
          {
            background: '#fff7ed',
            font: 'DejaVu Sans',
            extra:
              '<g transform="translate(920 160)"><circle r="82" fill="#f97316"/><circle r="68" fill="#fdba74"/><g stroke="#f97316" stroke-width="5"><path d="M0 -66 L0 66 M-66 0 L66 0 M-47 -47 L47 47 M-47 47 L47 -47"/></g><circle r="10" fill="#fff7ed"/></g><rect x="66" y="470" width="60" height="3" fill="#65a30d"/>',
          },
        ),
      ),
  },
  {
    key: 'mortgage-hyphenated-initial-www',
    kind: "a hyphenated surname with a middle initial ('Laura M. Kessler-Grant', kept as printed), an 'NMLS #' line under the title, 'Office' and 'Mobile' numbers (the office one is the business phone), and the website printed in mixed case with www. ('www.KeystoneBayMortgage.com', typed 'https://keystonebaymortgage.com'); Liberation Serif names over Liberation Sans contacts, a navy edge",
    expected: {
      company: 'Keystone Bay Mortgage',
      name: 'Laura M. Kessler-Grant',
      title: 'Senior Mortgage Broker',
      email: 'laura@keystonebaymortgage.com',
      phone: '(813) 555-0193',
      website: 'https://keystonebaymortgage.com',
      address: tampa('3001 N Rocky Point Dr E, Suite 200', '33607'),
      location: 'Tampa, FL',
      category: 'Mortgage Broker',
      industry: 'Professional Services',
    },
    image: () =>
      sharp(
        card(
          [
            { x: 70, y: 110, size: 52, text: 'Keystone Bay Mortgage', bold: true, fill: '#0b2545', font: 'Liberation Serif' },
            { x: 72, y: 150, size: 22, text: 'Home Purchase · Refinance · VA & FHA Loans', fill: '#6b7280' },
            { x: 70, y: 262, size: 40, text: 'Laura M. Kessler-Grant', bold: true, fill: '#111827', font: 'Liberation Serif' },
            { x: 70, y: 302, size: 25, text: 'Senior Mortgage Broker', fill: '#8d6e3f' },
            { x: 70, y: 338, size: 21, text: 'NMLS #1849302', fill: '#6b7280' },
            { x: 70, y: 412, size: 24, text: 'Office   (813) 555-0193' },
            { x: 70, y: 448, size: 24, text: 'Mobile  (813) 555-0194' },
            { x: 560, y: 412, size: 24, text: 'laura@keystonebaymortgage.com' },
            { x: 560, y: 448, size: 24, text: 'www.KeystoneBayMortgage.com', bold: true, fill: '#0b2545' },
            { x: 70, y: 540, size: 23, text: '3001 N Rocky Point Dr E, Suite 200, Tampa, FL 33607', fill: '#374151' },
          ],
          {
            background: '#ffffff',
            font: 'Liberation Sans',
            extra:
              '<rect x="0" y="0" width="16" height="600" fill="#0b2545"/><rect x="16" y="0" width="4" height="600" fill="#8d6e3f"/><rect x="70" y="190" width="900" height="1" fill="#d1d5db"/><rect x="70" y="490" width="900" height="1" fill="#d1d5db"/><g transform="translate(952 540)" fill="none" stroke="#6b7280" stroke-width="3"><path d="M-22 -4 L0 -24 L22 -4"/><rect x="-16" y="-4" width="32" height="26"/><path d="M-8 6 L8 6 M-8 13 L8 13"/></g>',
          },
        ),
      )
        .jpeg({ quality: 88 })
        .toBuffer(),
  },
  {
    key: 'funeral-burgundy-quoted-slogan',
    kind: "white and cream DejaVu Serif on burgundy, centred: 'Whitaker & Sons' over spaced 'FUNERAL HOME' (typed 'Whitaker & Sons Funeral Home'), a slogan in curly quotes ('“Honoring every life with dignity.”') that is not the title, 'available 24 hours' after the phone, email and website on one line; Dunedin",
    expected: {
      company: 'Whitaker & Sons Funeral Home',
      name: 'Thomas Whitaker',
      title: 'Licensed Funeral Director',
      email: 'thomas@whitakerfuneralhome.com',
      phone: '(727) 555-0195',
      website: 'https://whitakerfuneralhome.com',
      address: at('1398 Main St', 'Dunedin', '34698'),
      location: 'Dunedin, FL',
      category: 'Funeral Home',
      industry: 'Professional Services',
    },
    image: () =>
      png(
        card(
          [
            { x: 525, y: 148, size: 60, text: 'Whitaker & Sons', bold: true, fill: '#ffffff', anchor: 'middle' },
            { x: 525, y: 194, size: 24, text: 'FUNERAL HOME', fill: '#f3e6d0', anchor: 'middle', spacing: 8 },
            { x: 525, y: 252, size: 24, text: '“Honoring every life with dignity.”', italic: true, fill: '#e8cfa9', anchor: 'middle' },
            { x: 525, y: 340, size: 36, text: 'Thomas Whitaker', bold: true, fill: '#ffffff', anchor: 'middle' },
            { x: 525, y: 378, size: 24, text: 'Licensed Funeral Director', fill: '#f3e6d0', anchor: 'middle' },
            { x: 525, y: 446, size: 24, text: '(727) 555-0195   ·   available 24 hours', fill: '#ffffff', anchor: 'middle' },
            { x: 525, y: 484, size: 22, text: 'thomas@whitakerfuneralhome.com   ·   whitakerfuneralhome.com', fill: '#ffffff', anchor: 'middle' },
            { x: 525, y: 540, size: 23, text: '1398 Main St, Dunedin, FL 34698', fill: '#f3e6d0', anchor: 'middle' },
          ],
          {
            background: '#5a1726',
            font: 'DejaVu Serif',
            extra:
              '<rect x="22" y="22" width="1006" height="556" fill="none" stroke="#d9b99b" stroke-width="2"/><rect x="30" y="30" width="990" height="540" fill="none" stroke="#d9b99b" stroke-width="0.8"/><path d="M525 58 L535 70 L525 82 L515 70 Z" fill="#d9b99b"/><rect x="415" y="69" width="90" height="1.5" fill="#d9b99b"/><rect x="545" y="69" width="90" height="1.5" fill="#d9b99b"/><rect x="465" y="292" width="120" height="1.5" fill="#d9b99b"/>',
          },
        ),
      ),
  },
];
