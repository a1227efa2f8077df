import sharp from 'sharp';
import { tampa, type CorpusCard } from './corpus-cards.js';
import { at, card, png } from './corpus-cards-fresh2.js';

/**
 * A third fresh set of corpus business cards, written the way corpus-cards-fresh.ts and
 * corpus-cards-fresh2.ts were: apart from the extraction code (its source was not read) and truth first,
 * each card's expected values decided and written before its picture was drawn (so `expected` comes
 * right after `kind`). The businesses are new to the corpus and the styles ones the earlier files do
 * not cover: a certification title ('ASE Certified Master Technician') under a company in a dark band;
 * a dentist's 'Dr. … , DMD' with no job title and a practice name without 'dental'; a food truck's name
 * in a big italic serif with a 'Find us: @handle' line and only a commissary P.O. Box; a lower-case logo
 * ('wag & wander') beside a drawn paw; a stylist's name large on top with the salon at the bottom; a
 * red-and-white plumber card whose only phone is a '24/7 EMERGENCY' number, with a licence line; a photo
 * turned 3° under uneven light; a mixed-case 'www.' website beside a gmail address; a portrait card with
 * 'CFP®' after the name; a logo half and a contact half where the company is only the logo and the email
 * domain (no website); the name and a capitalised title on one line split by '|'; and gold on black with
 * a suite and an Instagram handle. Fonts vary between DejaVu and Liberation.
 */

/**
 * A phone photo of a 1050×600 card under uneven light: bright at the top left (a window), falling off to
 * a dim bottom right with a warm cast, then soft (blur `sigma`) and turned `angle`° on a grey counter.
 */
function unevenlyLit(drawn: Buffer, angle: number, sigma: number): Promise<Buffer> {
  const light = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1050" height="600"><defs><linearGradient id="l" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="0.45" stop-color="#f3ece0"/><stop offset="1" stop-color="#8f8272"/></linearGradient></defs><rect width="1050" height="600" fill="url(#l)"/></svg>`,
  );
  return sharp(drawn)
    .composite([{ input: light, blend: 'multiply' }])
    .png()
    .toBuffer()
    .then((lit) => sharp(lit).resize({ width: 980 }).blur(sigma).rotate(angle, { background: '#8d8f8a' }).jpeg({ quality: 70 }).toBuffer());
}


/** A paw print (a pad and four toes) centred on (x, y), `s` its scale. */
const paw = (x: number, y: number, s: number, fill: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}"><ellipse cx="0" cy="14" rx="22" ry="18"/><ellipse cx="-27" cy="-12" rx="9" ry="12"/><ellipse cx="-10" cy="-28" rx="9" ry="12"/><ellipse cx="10" cy="-28" rx="9" ry="12"/><ellipse cx="27" cy="-12" rx="9" ry="12"/></g>`;

export const fresh3Cards: CorpusCard[] = [
  {
    key: 'auto-ase-master-tech',
    kind: "a certification title ('ASE Certified Master Technician') under the name; the company white in a charcoal band with a drawn gear, a services tagline under the band, a 'Shop' phone, a highway address on one line; Liberation Sans, JPEG",
    expected: {
      company: 'Dale Mabry Auto Care',
      name: 'Wes Hollis',
      title: 'ASE Certified Master Technician',
      email: 'wes@dalemabryauto.com',
      phone: '(813) 555-0160',
      website: 'https://dalemabryauto.com',
      address: tampa('3920 N Dale Mabry Hwy', '33607'),
      location: 'Tampa, FL',
      category: 'Auto Repair',
      industry: 'Automotive',
    },
    image: () =>
      sharp(
        card(
          [
            { x: 70, y: 100, size: 54, text: 'Dale Mabry Auto Care', bold: true, fill: '#ffffff' },
            { x: 72, y: 190, size: 23, text: 'Brakes · A/C · Diagnostics · Oil Changes', fill: '#ea580c' },
            { x: 70, y: 280, size: 38, text: 'Wes Hollis', bold: true },
            { x: 70, y: 320, size: 26, text: 'ASE Certified Master Technician', fill: '#4b5563' },
            { x: 70, y: 408, size: 26, text: 'Shop (813) 555-0160' },
            { x: 70, y: 448, size: 26, text: 'wes@dalemabryauto.com' },
            { x: 70, y: 488, size: 26, text: 'dalemabryauto.com' },
            { x: 70, y: 552, size: 24, text: '3920 N Dale Mabry Hwy, Tampa, FL 33607', fill: '#374151' },
          ],
          {
            background: '#f5f5f4',
            font: 'Liberation Sans',
            extra:
              '<rect x="0" y="0" width="1050" height="145" fill="#27272a"/><rect x="0" y="145" width="1050" height="6" fill="#ea580c"/><circle cx="900" cy="72" r="36" fill="none" stroke="#ea580c" stroke-width="16" stroke-dasharray="12 10"/><circle cx="900" cy="72" r="26" fill="none" stroke="#ea580c" stroke-width="10"/><rect x="720" y="520" width="270" height="3" fill="#ea580c"/>',
          },
        ),
      )
        .jpeg({ quality: 84 })
        .toBuffer(),
  },
  {
    key: 'dentist-dmd-no-title',
    kind: "'Dr. Alicia Moreno, DMD' (typed 'Alicia Moreno') with no job title line: 'General & Cosmetic Dentistry' sits under the practice name as what the practice does, so the title is ''; the practice name has no 'dental' in it; a drawn tooth, centred, phone and email on one line; Liberation Sans",
    expected: {
      company: 'Westchase Smiles',
      name: 'Alicia Moreno',
      title: '',
      email: 'hello@westchasesmiles.com',
      phone: '(813) 555-0161',
      website: 'https://westchasesmiles.com',
      address: tampa('9555 W Linebaugh Ave, Suite 104', '33626'),
      location: 'Tampa, FL',
      category: 'Dentist',
      industry: 'Health & Medical',
    },
    image: () =>
      png(
        card(
          [
            { x: 525, y: 200, size: 56, text: 'Westchase Smiles', bold: true, fill: '#0e7490', anchor: 'middle' },
            { x: 525, y: 240, size: 24, text: 'General & Cosmetic Dentistry', fill: '#64748b', anchor: 'middle', spacing: 1 },
            { x: 525, y: 340, size: 38, text: 'Dr. Alicia Moreno, DMD', bold: true, fill: '#1f2937', anchor: 'middle' },
            { x: 525, y: 420, size: 25, text: '(813) 555-0161   ·   hello@westchasesmiles.com', anchor: 'middle' },
            { x: 525, y: 460, size: 25, text: 'westchasesmiles.com', anchor: 'middle' },
            { x: 525, y: 530, size: 23, text: '9555 W Linebaugh Ave, Suite 104, Tampa, FL 33626', fill: '#374151', anchor: 'middle' },
          ],
          {
            background: '#f0fdfa',
            font: 'Liberation Sans',
            extra:
              '<g transform="translate(525 88)"><path d="M-30 -38 C -52 -38 -54 -6 -42 14 C -34 30 -30 50 -20 50 C -10 50 -8 24 0 24 C 8 24 10 50 20 50 C 30 50 34 30 42 14 C 54 -6 52 -38 30 -38 C 18 -38 10 -31 0 -31 C -10 -31 -18 -38 -30 -38 Z" fill="#ffffff" stroke="#0e7490" stroke-width="5" stroke-linejoin="round"/><path d="M-22 -22 Q -32 -16 -30 -2" fill="none" stroke="#67e8f9" stroke-width="4" stroke-linecap="round"/></g><rect x="445" y="280" width="160" height="2" fill="#5eead4"/><rect x="0" y="588" width="1050" height="12" fill="#0e7490"/>',
          },
        ),
      ),
  },
  {
    key: 'foodtruck-script-po-box',
    kind: "a food truck: its name big in Liberation Serif bold italic (the nearest to script the fonts allow), a drawn truck, a 'Find us: @gulfstreamtacos' line, and no street address, only a commissary 'Mail: P.O. Box' line in Plant City",
    expected: {
      company: 'Gulfstream Tacos',
      name: 'Rosa Jimenez',
      title: 'Owner & Chef',
      email: 'rosa@gulfstreamtacos.com',
      phone: '(813) 555-0162',
      website: 'https://gulfstreamtacos.com',
      address: at('P.O. Box 1487', 'Plant City', '33564'),
      location: 'Plant City, FL',
      category: 'Food Truck',
      industry: 'Restaurant & Food Service',
    },
    image: () =>
      png(
        card(
          [
            { x: 60, y: 130, size: 84, text: 'Gulfstream Tacos', bold: true, italic: true, fill: '#9a3412', font: 'Liberation Serif' },
            { x: 66, y: 176, size: 24, text: 'street tacos · catering · private events', italic: true, fill: '#57534e', font: 'Liberation Serif' },
            { x: 66, y: 268, size: 36, text: 'Rosa Jimenez', bold: true },
            { x: 66, y: 306, size: 25, text: 'Owner & Chef', fill: '#44403c' },
            { x: 66, y: 392, size: 25, text: '(813) 555-0162' },
            { x: 66, y: 432, size: 25, text: 'rosa@gulfstreamtacos.com' },
            { x: 66, y: 472, size: 25, text: 'gulfstreamtacos.com' },
            { x: 600, y: 432, size: 26, text: 'Find us: @gulfstreamtacos', bold: true, fill: '#9a3412' },
            { x: 66, y: 552, size: 22, text: 'Mail: P.O. Box 1487, Plant City, FL 33564', fill: '#57534e' },
          ],
          {
            background: '#fef3c7',
            font: 'DejaVu Sans',
            extra:
              '<g transform="translate(700 220)"><rect x="0" y="20" width="190" height="100" rx="10" fill="#0f766e"/><path d="M190 50 L250 50 L275 85 L275 120 L190 120 Z" fill="#0f766e"/><path d="M200 58 L244 58 L262 84 L200 84 Z" fill="#ccfbf1"/><rect x="22" y="40" width="120" height="44" rx="4" fill="#fde68a"/><rect x="14" y="30" width="136" height="8" fill="#9a3412"/><circle cx="55" cy="124" r="20" fill="#292524"/><circle cx="225" cy="124" r="20" fill="#292524"/><circle cx="55" cy="124" r="8" fill="#d6d3d1"/><circle cx="225" cy="124" r="8" fill="#d6d3d1"/></g><rect x="600" y="448" width="330" height="3" fill="#f59e0b"/>',
          },
        ),
      ),
  },
  {
    key: 'petsitter-lowercase-logo',
    kind: "a lower-case logo ('wag & wander') beside a drawn paw, with paw prints walking off the right edge; the company is typed 'Wag & Wander': a directory lists a business by its proper name, and the lower case is the logo's styling just as letter-spaced capitals were typed 'Luna Floral' (the score compares without case, so either spelling counts); Seminole",
    expected: {
      company: 'Wag & Wander',
      name: 'Hannah Price',
      title: 'Owner & Pet Sitter',
      email: 'hannah@wagandwander.com',
      phone: '(727) 555-0163',
      website: 'https://wagandwander.com',
      address: at('11350 Park Blvd N', 'Seminole', '33772'),
      location: 'Seminole, FL',
      category: 'Pet Sitter',
      industry: 'Pet Services',
    },
    image: () =>
      png(
        card(
          [
            { x: 175, y: 128, size: 64, text: 'wag & wander', bold: true, fill: '#7c3aed' },
            { x: 178, y: 170, size: 23, text: 'dog walking · pet sitting · drop-in visits', fill: '#6b7280' },
            { x: 70, y: 276, size: 36, text: 'Hannah Price', bold: true },
            { x: 70, y: 314, size: 25, text: 'Owner & Pet Sitter', fill: '#4b5563' },
            { x: 70, y: 400, size: 25, text: '727-555-0163' },
            { x: 70, y: 440, size: 25, text: 'hannah@wagandwander.com' },
            { x: 70, y: 480, size: 25, text: 'wagandwander.com' },
            { x: 70, y: 548, size: 24, text: '11350 Park Blvd N, Seminole, FL 33772', fill: '#374151' },
          ],
          {
            background: '#faf5ff',
            font: 'DejaVu Sans',
            extra: `${paw(112, 108, 1.35, '#7c3aed')}${paw(760, 330, 0.55, '#ddd6fe')}${paw(830, 290, 0.55, '#c4b5fd')}${paw(880, 360, 0.55, '#ddd6fe')}${paw(950, 315, 0.55, '#c4b5fd')}<rect x="70" y="210" width="910" height="2" fill="#e9d5ff"/>`,
          },
        ),
      ),
  },
  {
    key: 'salon-stylist-name-top',
    kind: "the stylist's name large on top in Liberation Serif with her title under it, contacts in the middle, and the salon's name only at the bottom, in a dark band over the address; Dunedin",
    expected: {
      company: 'Salt & Honey Salon',
      name: 'Camila Reyes',
      title: 'Senior Stylist & Colorist',
      email: 'camila@saltandhoneysalon.com',
      phone: '(727) 555-0164',
      website: 'https://saltandhoneysalon.com',
      address: at('1250 Patricia Ave', 'Dunedin', '34698'),
      location: 'Dunedin, FL',
      category: 'Hair Salon',
      industry: 'Beauty & Salon',
    },
    image: () =>
      sharp(
        card(
          [
            { x: 70, y: 128, size: 76, text: 'Camila Reyes', fill: '#3f2a2a', font: 'Liberation Serif' },
            { x: 74, y: 176, size: 28, text: 'Senior Stylist & Colorist', italic: true, fill: '#a16207', font: 'Liberation Serif' },
            { x: 74, y: 276, size: 25, text: '(727) 555-0164' },
            { x: 74, y: 316, size: 25, text: 'camila@saltandhoneysalon.com' },
            { x: 74, y: 356, size: 25, text: 'saltandhoneysalon.com' },
            { x: 980, y: 356, size: 21, text: 'cuts · color · balayage', fill: '#a16207', anchor: 'end', italic: true, font: 'Liberation Serif' },
            { x: 74, y: 498, size: 38, text: 'Salt & Honey Salon', bold: true, fill: '#fde68a', font: 'Liberation Serif' },
            { x: 74, y: 546, size: 23, text: '1250 Patricia Ave, Dunedin, FL 34698', fill: '#f5f5f4' },
          ],
          {
            background: '#fbf3ec',
            font: 'Liberation Sans',
            extra: '<rect x="74" y="206" width="110" height="2" fill="#a16207"/><rect x="0" y="430" width="1050" height="170" fill="#3f2a2a"/><circle cx="930" cy="500" r="34" fill="none" stroke="#fde68a" stroke-width="3"/><path d="M930 476 L950 490 L950 512 L930 524 L910 512 L910 490 Z" fill="#fde68a"/>',
          },
        ),
      )
        .jpeg({ quality: 86 })
        .toBuffer(),
  },
  {
    key: 'plumber-red-emergency',
    kind: "red and white: the company, 'Licensed & Insured · CFC1428765' and the person white on a red top half; the only phone a big red '24/7 EMERGENCY' number; email and website in a right column; Apollo Beach",
    expected: {
      company: 'Shoreline Plumbing & Drain',
      name: 'Kevin Doyle',
      title: 'Lead Plumber',
      email: 'kevin@shorelineplumbing.com',
      phone: '(813) 555-0165',
      website: 'https://shorelineplumbing.com',
      address: at('6220 US Hwy 41 N', 'Apollo Beach', '33572'),
      location: 'Apollo Beach, FL',
      category: 'Plumber',
      industry: 'Home Services',
    },
    image: () =>
      png(
        card(
          [
            { x: 70, y: 100, size: 48, text: 'Shoreline Plumbing & Drain', bold: true, fill: '#ffffff' },
            { x: 72, y: 142, size: 22, text: 'Licensed & Insured  ·  CFC1428765', fill: '#fee2e2', spacing: 1 },
            { x: 70, y: 226, size: 34, text: 'Kevin Doyle', bold: true, fill: '#ffffff' },
            { x: 70, y: 264, size: 25, text: 'Lead Plumber', fill: '#fecaca' },
            { x: 70, y: 366, size: 26, text: '24/7 EMERGENCY', bold: true, fill: '#c8102e', spacing: 2 },
            { x: 70, y: 418, size: 44, text: '(813) 555-0165', bold: true, fill: '#c8102e' },
            { x: 560, y: 376, size: 25, text: 'kevin@shorelineplumbing.com' },
            { x: 560, y: 416, size: 25, text: 'shorelineplumbing.com' },
            { x: 70, y: 540, size: 24, text: '6220 US Hwy 41 N, Apollo Beach, FL 33572', fill: '#374151' },
          ],
          {
            background: '#ffffff',
            font: 'DejaVu Sans',
            extra:
              '<rect x="0" y="0" width="1050" height="305" fill="#c8102e"/><path d="M960 480 C 960 480, 925 525, 925 548 A 35 35 0 0 0 995 548 C 995 525, 960 480, 960 480 Z" fill="#c8102e"/><path d="M945 548 A 15 15 0 0 0 960 563" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round"/><rect x="70" y="470" width="820" height="2" fill="#fecaca"/>',
          },
        ),
      ),
  },
  {
    key: 'yoga-photographed-uneven',
    kind: "photographed at 3° on a grey counter, blurred, lit unevenly (bright top left, dim warm bottom right); a wave emblem, the title 'Teacher & Founder', DejaVu Serif company; Largo",
    expected: {
      company: 'Tidewater Yoga',
      name: 'Leah Brennan',
      title: 'Teacher & Founder',
      email: 'leah@tidewateryoga.com',
      phone: '(727) 555-0166',
      website: 'https://tidewateryoga.com',
      address: at('12803 Walsingham Rd', 'Largo', '33774'),
      location: 'Largo, FL',
      category: 'Yoga Studio',
      industry: 'Fitness & Wellness',
    },
    image: () =>
      unevenlyLit(
        card(
          [
            { x: 180, y: 112, size: 54, text: 'Tidewater Yoga', bold: true, fill: '#0f766e', font: 'DejaVu Serif' },
            { x: 182, y: 154, size: 24, text: 'vinyasa · yin · prenatal · meditation', fill: '#57534e' },
            { x: 70, y: 266, size: 38, text: 'Leah Brennan', bold: true },
            { x: 70, y: 308, size: 27, text: 'Teacher & Founder', fill: '#44403c' },
            { x: 70, y: 398, size: 27, text: '727-555-0166' },
            { x: 70, y: 442, size: 27, text: 'leah@tidewateryoga.com' },
            { x: 620, y: 442, size: 27, text: 'tidewateryoga.com' },
            { x: 70, y: 520, size: 27, text: '12803 Walsingham Rd, Largo, FL 33774' },
          ],
          {
            background: '#fffdf8',
            extra:
              '<circle cx="110" cy="100" r="52" fill="#ccfbf1"/><path d="M64 100 Q 87 80 110 100 T 156 100" fill="none" stroke="#0f766e" stroke-width="7" stroke-linecap="round"/><path d="M70 124 Q 90 108 110 124 T 150 124" fill="none" stroke="#14b8a6" stroke-width="6" stroke-linecap="round"/><circle cx="110" cy="70" r="12" fill="#f59e0b"/><rect x="70" y="200" width="910" height="2" fill="#99f6e4"/>',
          },
        ),
        3,
        1.3,
      ),
  },
  {
    key: 'detailer-mixed-case-www-gmail',
    kind: "a website printed in mixed case with www. ('www.ShineOnDetailing.com', kept as printed; hosts and the score ignore case) beside a gmail address on another domain ('tony.vargas.detail@gmail.com'); a 'Call or text' phone, a diagonal blue stripe; Riverview",
    expected: {
      company: 'Shine On Mobile Detailing',
      name: 'Tony Vargas',
      title: 'Owner',
      email: 'tony.vargas.detail@gmail.com',
      phone: '(813) 555-0167',
      website: 'https://www.ShineOnDetailing.com',
      address: at('10920 Boyette Rd', 'Riverview', '33569'),
      location: 'Riverview, FL',
      category: 'Auto Detailing',
      industry: 'Automotive',
    },
    image: () =>
      sharp(
        card(
          [
            { x: 70, y: 112, size: 46, text: 'Shine On Mobile Detailing', bold: true, fill: '#1d4ed8' },
            { x: 72, y: 152, size: 22, text: 'We come to you · Hand wash · Ceramic coating', fill: '#475569' },
            { x: 70, y: 256, size: 36, text: 'Tony Vargas', bold: true },
            { x: 70, y: 294, size: 25, text: 'Owner', fill: '#475569' },
            { x: 70, y: 386, size: 25, text: 'Call or text (813) 555-0167' },
            { x: 70, y: 426, size: 25, text: 'tony.vargas.detail@gmail.com' },
            { x: 70, y: 466, size: 25, text: 'www.ShineOnDetailing.com', bold: true, fill: '#1d4ed8' },
            { x: 70, y: 540, size: 23, text: '10920 Boyette Rd, Riverview, FL 33569', fill: '#374151' },
          ],
          {
            background: '#ffffff',
            font: 'DejaVu Sans Condensed',
            extra:
              '<path d="M820 600 L1050 330 L1050 410 L890 600 Z" fill="#1d4ed8"/><path d="M920 600 L1050 450 L1050 490 L955 600 Z" fill="#93c5fd"/><path d="M905 215 L915 240 L940 250 L915 260 L905 285 L895 260 L870 250 L895 240 Z" fill="#60a5fa"/><path d="M960 180 L965 193 L978 198 L965 203 L960 216 L955 203 L942 198 L955 193 Z" fill="#93c5fd"/>',
          },
        ),
      )
        .jpeg({ quality: 85 })
        .toBuffer(),
  },
  {
    key: 'planner-portrait-cfp',
    kind: "portrait card (600×1050) under a drawn lighthouse: the firm as 'Harbor Light' over spaced 'FINANCIAL', 'Nora Whitfield, CFP®' (typed without the mark), title 'Wealth Advisor', a suite in St. Petersburg",
    expected: {
      company: 'Harbor Light Financial',
      name: 'Nora Whitfield',
      title: 'Wealth Advisor',
      email: 'nora@harborlightfinancial.com',
      phone: '(727) 555-0168',
      website: 'https://harborlightfinancial.com',
      address: at('100 2nd Ave S, Suite 405', 'St. Petersburg', '33701'),
      location: 'St. Petersburg, FL',
      category: 'Financial Advisor',
      industry: 'Professional Services',
    },
    image: () =>
      png(
        card(
          [
            { x: 300, y: 380, size: 56, text: 'Harbor Light', bold: true, fill: '#1e3a5f', anchor: 'middle', font: 'Liberation Serif' },
            { x: 300, y: 424, size: 26, text: 'FINANCIAL', fill: '#b08d57', anchor: 'middle', spacing: 9 },
            { x: 300, y: 560, size: 36, text: 'Nora Whitfield, CFP®', bold: true, anchor: 'middle' },
            { x: 300, y: 602, size: 26, text: 'Wealth Advisor', fill: '#4b5563', anchor: 'middle' },
            { x: 300, y: 720, size: 27, text: '727.555.0168', anchor: 'middle' },
            { x: 300, y: 764, size: 23, text: 'nora@harborlightfinancial.com', anchor: 'middle' },
            { x: 300, y: 804, size: 23, text: 'harborlightfinancial.com', anchor: 'middle' },
            { x: 300, y: 890, size: 23, text: '100 2nd Ave S, Suite 405', anchor: 'middle' },
            { x: 300, y: 928, size: 23, text: 'St. Petersburg, FL 33701', anchor: 'middle' },
          ],
          {
            width: 600,
            height: 1050,
            background: '#f8f6f1',
            font: 'Liberation Sans',
            extra:
              '<g transform="translate(300 0)"><path d="M-70 140 L-14 118 M-70 170 L-14 132 M70 140 L14 118 M70 170 L14 132" stroke="#e2c48a" stroke-width="6" stroke-linecap="round"/><path d="M-14 110 L14 110 L14 140 L-14 140 Z" fill="#f5d27a"/><path d="M-22 100 L0 80 L22 100 Z" fill="#1e3a5f"/><path d="M-20 140 L20 140 L30 290 L-30 290 Z" fill="#ffffff" stroke="#1e3a5f" stroke-width="5"/><path d="M-23 180 L23 180 L25 210 L-25 210 Z M-27 240 L27 240 L29 265 L-29 265 Z" fill="#b91c1c"/><path d="M-90 296 Q -45 280 0 296 T 90 296" fill="none" stroke="#1e3a5f" stroke-width="6" stroke-linecap="round"/></g><rect x="240" y="656" width="120" height="2" fill="#b08d57"/><rect x="0" y="1030" width="600" height="20" fill="#1e3a5f"/>',
          },
        ),
      ),
  },
  {
    key: 'painter-logo-half-no-site',
    kind: "two halves in one image: left a navy logo half (a drawn prism, a big 'PRISM' over small 'PAINTING CO.', a tagline), right the person and contacts; the company appears only as the logo and in the email's domain, and no website is printed (so website is '')",
    expected: {
      company: 'Prism Painting Co.',
      name: 'Elena Voss',
      title: 'Project Estimator',
      email: 'elena@prismpaintingco.com',
      phone: '(813) 555-0169',
      website: '',
      address: tampa('4518 S Manhattan Ave', '33611'),
      location: 'Tampa, FL',
      category: 'House Painter',
      industry: 'Home Services',
    },
    image: () =>
      sharp(
        card(
          [
            { x: 262, y: 330, size: 108, text: 'PRISM', bold: true, fill: '#ffffff', anchor: 'middle', spacing: 8 },
            { x: 262, y: 378, size: 28, text: 'PAINTING CO.', fill: '#c7d2fe', anchor: 'middle', spacing: 8 },
            { x: 262, y: 470, size: 21, text: 'interiors · exteriors · color consulting', italic: true, fill: '#e0e7ff', anchor: 'middle' },
            { x: 590, y: 170, size: 40, text: 'Elena Voss', bold: true, fill: '#1e1b4b' },
            { x: 590, y: 210, size: 25, text: 'Project Estimator', fill: '#4b5563' },
            { x: 590, y: 320, size: 25, text: '(813) 555-0169' },
            { x: 590, y: 360, size: 24, text: 'elena@prismpaintingco.com' },
            { x: 590, y: 440, size: 24, text: '4518 S Manhattan Ave' },
            { x: 590, y: 478, size: 24, text: 'Tampa, FL 33611' },
          ],
          {
            background: '#ffffff',
            extra:
              '<rect x="0" y="0" width="525" height="600" fill="#1e1b4b"/><path d="M262 90 L322 200 L202 200 Z" fill="none" stroke="#ffffff" stroke-width="6" stroke-linejoin="round"/><path d="M322 150 L400 130 L400 140 L326 160 Z" fill="#ef4444"/><path d="M326 160 L400 150 L400 160 L330 170 Z" fill="#f59e0b"/><path d="M330 170 L400 170 L400 180 L334 180 Z" fill="#22c55e"/><path d="M334 180 L400 190 L400 200 L338 190 Z" fill="#3b82f6"/><path d="M140 160 L236 152" stroke="#ffffff" stroke-width="4"/><rect x="590" y="240" width="80" height="4" fill="#6366f1"/>',
          },
        ),
      )
        .jpeg({ quality: 87 })
        .toBuffer(),
  },
  {
    key: 'electrician-name-bar-title',
    kind: "the name and a capitalised title on one line split by a vertical bar ('MIKE TORRES | MASTER ELECTRICIAN', typed 'Mike Torres' and 'Master Electrician'), a lightning bolt and a yellow band at the left, a licence line 'Lic. EC13009876', dotted phone; DejaVu Sans Condensed, Brandon",
    expected: {
      company: 'Live Oak Electric',
      name: 'Mike Torres',
      title: 'Master Electrician',
      email: 'mike@liveoakelectric.com',
      phone: '(813) 555-0170',
      website: 'https://liveoakelectric.com',
      address: at('1910 Bloomingdale Ave', 'Brandon', '33511'),
      location: 'Brandon, FL',
      category: 'Electrician',
      industry: 'Home Services',
    },
    image: () =>
      png(
        card(
          [
            { x: 170, y: 112, size: 56, text: 'Live Oak Electric', bold: true, fill: '#111827' },
            { x: 172, y: 152, size: 23, text: 'Residential · Commercial · Generators', fill: '#4b5563' },
            { x: 90, y: 262, size: 34, text: 'MIKE TORRES | MASTER ELECTRICIAN', bold: true, fill: '#111827', spacing: 1 },
            { x: 90, y: 356, size: 26, text: '813.555.0170' },
            { x: 90, y: 396, size: 26, text: 'mike@liveoakelectric.com' },
            { x: 90, y: 436, size: 26, text: 'liveoakelectric.com' },
            { x: 90, y: 502, size: 25, text: '1910 Bloomingdale Ave, Brandon, FL 33511' },
            { x: 990, y: 560, size: 20, text: 'Lic. EC13009876', fill: '#6b7280', anchor: 'end' },
          ],
          {
            background: '#fefce8',
            font: 'DejaVu Sans Condensed',
            extra:
              '<rect x="0" y="0" width="34" height="600" fill="#facc15"/><rect x="34" y="0" width="6" height="600" fill="#111827"/><path d="M122 44 L88 112 L114 112 L98 164 L146 92 L118 92 L138 44 Z" fill="#facc15" stroke="#111827" stroke-width="4" stroke-linejoin="round"/><rect x="90" y="292" width="880" height="3" fill="#facc15"/>',
          },
        ),
      ),
  },
  {
    key: 'jewelry-gold-on-black',
    kind: "gold (#c9a227) Liberation Serif on near-black, centred: 'AURELIA' letter-spaced over 'FINE JEWELRY' (typed 'Aurelia Fine Jewelry'), a drawn diamond, phone and email on one line, website and an '@aureliafinejewelry' Instagram handle on one line, a suite in the street line; Clearwater",
    expected: {
      company: 'Aurelia Fine Jewelry',
      name: 'Sofia Laurent',
      title: 'Owner & Designer',
      email: 'sofia@aureliajewelry.com',
      phone: '(727) 555-0171',
      website: 'https://aureliajewelry.com',
      address: at('2451 McMullen Booth Rd, Suite 104', 'Clearwater', '33759'),
      location: 'Clearwater, FL',
      category: 'Jewelry Store',
      industry: 'Retail & E-commerce',
    },
    image: () =>
      sharp(
        card(
          [
            { x: 525, y: 196, size: 64, text: 'AURELIA', fill: '#c9a227', anchor: 'middle', spacing: 14 },
            { x: 525, y: 236, size: 22, text: 'FINE JEWELRY', fill: '#c9a227', anchor: 'middle', spacing: 8 },
            { x: 525, y: 322, size: 36, text: 'Sofia Laurent', fill: '#e8d48b', anchor: 'middle' },
            { x: 525, y: 358, size: 24, text: 'Owner & Designer', italic: true, fill: '#c9a227', anchor: 'middle' },
            { x: 525, y: 438, size: 24, text: '(727) 555-0171   ·   sofia@aureliajewelry.com', fill: '#c9a227', anchor: 'middle' },
            { x: 525, y: 476, size: 24, text: 'aureliajewelry.com   ·   @aureliafinejewelry', fill: '#c9a227', anchor: 'middle' },
            { x: 525, y: 532, size: 23, text: '2451 McMullen Booth Rd, Suite 104, Clearwater, FL 33759', fill: '#c9a227', anchor: 'middle' },
          ],
          {
            background: '#111111',
            font: 'Liberation Serif',
            extra:
              '<g transform="translate(525 84)" fill="none" stroke="#c9a227" stroke-width="3" stroke-linejoin="round"><path d="M-36 -14 L-20 -32 L20 -32 L36 -14 L0 30 Z"/><path d="M-36 -14 L36 -14 M-20 -32 L-10 -14 L0 30 L10 -14 L20 -32 M-10 -14 L0 -32 L10 -14"/></g><rect x="24" y="24" width="1002" height="552" fill="none" stroke="#c9a227" stroke-width="2"/><rect x="32" y="32" width="986" height="536" fill="none" stroke="#c9a227" stroke-width="0.8"/><rect x="465" y="266" width="120" height="1.5" fill="#c9a227"/>',
          },
        ),
      )
        .jpeg({ quality: 88 })
        .toBuffer(),
  },
];
