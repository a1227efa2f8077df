import sharp from 'sharp';
import { svg, tampa, type CorpusCard, type Line } from './corpus-cards.js';

/**
 * More corpus cards, in the styles issue 33 found misread on cards it had never seen: a job title to
 * offer, a company name broken across two lines, a logo word over the rest of the company's name, a trade
 * named only in the title or the tagline, and a card photographed at 4° in uneven light. The truth of
 * each was written before the code was changed.
 */

/** A phone photo of the card: turned `angle`°, lit from one side (a shadow darkening across it), a little soft. */
function photographed(lines: Line[], angle: number, background?: string): Promise<Buffer> {
  const shade = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1050" height="600"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#6b6457"/></linearGradient></defs><rect width="1050" height="600" fill="url(#g)"/></svg>`,
  );
  return sharp(svg(lines, background))
    .composite([{ input: shade, blend: 'multiply' }])
    .png()
    .toBuffer()
    .then((lit) => sharp(lit).blur(0.8).rotate(angle, { background: '#8a8378' }).jpeg({ quality: 70 }).toBuffer());
}

export const photographedCards: CorpusCard[] = [
  {
    key: 'realty-two-line-company',
    kind: "company name broken across two lines, a broker's title, photographed at 4° in uneven light",
    image: () =>
      photographed(
        [
          { x: 70, y: 110, size: 44, text: 'GULFSIDE REALTY', bold: true, fill: '#14213d' },
          { x: 70, y: 160, size: 44, text: 'PARTNERS', bold: true, fill: '#14213d' },
          { x: 70, y: 260, size: 34, text: 'Maria Delgado', bold: true },
          { x: 70, y: 302, size: 26, text: 'Broker Associate', fill: '#555555' },
          { x: 600, y: 302, size: 26, text: 'gulfsiderealty.com' },
          { x: 70, y: 390, size: 26, text: 'Cell 813-555-0140' },
          { x: 70, y: 432, size: 26, text: 'maria@gulfsiderealty.com' },
          { x: 70, y: 474, size: 26, text: '1511 N Westshore Blvd, Suite 700' },
          { x: 70, y: 516, size: 26, text: 'Tampa, FL 33607' },
        ],
        4,
      ),
    expected: {
      company: 'Gulfside Realty Partners',
      name: 'Maria Delgado',
      title: 'Broker Associate',
      email: 'maria@gulfsiderealty.com',
      phone: '(813) 555-0140',
      website: 'https://gulfsiderealty.com',
      address: tampa('1511 N Westshore Blvd, Suite 700', '33607'),
      location: 'Tampa, FL',
      category: 'Real Estate Agent',
      industry: 'Professional Services',
    },
  },
  {
    key: 'roaster-logo-word',
    kind: 'a logo word over the rest of the company name, the trade in the title, rotated -4°',
    image: () =>
      photographed(
        [
          { x: 70, y: 130, size: 64, text: 'CORTADO', bold: true, fill: '#6f4518' },
          { x: 70, y: 180, size: 30, text: 'Coffee Roasters', fill: '#6f4518' },
          { x: 70, y: 280, size: 34, text: 'Sam Whitfield', bold: true },
          { x: 70, y: 322, size: 26, text: 'Head Roaster', fill: '#555555' },
          { x: 600, y: 420, size: 26, text: '(813) 555-0141' },
          { x: 600, y: 462, size: 26, text: 'sam@cortadocoffee.com' },
          { x: 600, y: 504, size: 26, text: 'cortadocoffee.com' },
          { x: 70, y: 420, size: 24, text: '2003 E 7th Ave' },
          { x: 70, y: 462, size: 24, text: 'Tampa, FL 33605' },
        ],
        -4,
      ),
    expected: {
      company: 'Cortado Coffee Roasters',
      name: 'Sam Whitfield',
      title: 'Head Roaster',
      email: 'sam@cortadocoffee.com',
      phone: '(813) 555-0141',
      website: 'https://cortadocoffee.com',
      address: tampa('2003 E 7th Ave', '33605'),
      location: 'Tampa, FL',
      category: 'Cafe',
      industry: 'Restaurant & Food Service',
    },
  },
  {
    key: 'vet-wrapped-company',
    kind: 'company name cut at a line break ("Westshore Animal" / "Clinic"), a DVM title, uneven light',
    image: () =>
      photographed(
        [
          { x: 70, y: 110, size: 42, text: 'Westshore Animal', bold: true, fill: '#2d6a4f' },
          { x: 70, y: 158, size: 42, text: 'Clinic', bold: true, fill: '#2d6a4f' },
          { x: 70, y: 258, size: 34, text: 'Dr. Priya Raman', bold: true },
          { x: 70, y: 300, size: 26, text: 'Associate Veterinarian', fill: '#555555' },
          { x: 70, y: 390, size: 26, text: 'Office: (813) 555-0142' },
          { x: 70, y: 432, size: 26, text: 'westshoreanimalclinic.com' },
          { x: 70, y: 474, size: 26, text: 'priya@westshoreanimalclinic.com' },
          { x: 70, y: 516, size: 26, text: '4302 W Cypress St, Tampa, FL 33607' },
        ],
        0,
      ),
    expected: {
      company: 'Westshore Animal Clinic',
      name: 'Priya Raman',
      title: 'Associate Veterinarian',
      email: 'priya@westshoreanimalclinic.com',
      phone: '(813) 555-0142',
      website: 'https://westshoreanimalclinic.com',
      address: tampa('4302 W Cypress St', '33607'),
      location: 'Tampa, FL',
      category: 'Veterinarian',
      industry: 'Pet Services',
    },
  },
  {
    key: 'groomer-tagline-trade',
    kind: 'a company name without a trade word, the trade only in the tagline, rotated 4°',
    image: () =>
      photographed(
        [
          { x: 70, y: 120, size: 48, text: 'Harbor & Hound', bold: true, fill: '#1d3557' },
          { x: 70, y: 165, size: 26, text: 'mobile dog grooming', fill: '#457b9d' },
          { x: 70, y: 265, size: 34, text: 'Lena Ortiz', bold: true },
          { x: 70, y: 307, size: 26, text: 'Owner', fill: '#555555' },
          { x: 70, y: 400, size: 26, text: 'Text 813-555-0143' },
          { x: 70, y: 442, size: 26, text: 'lena@harborandhound.com' },
          { x: 600, y: 442, size: 26, text: 'harborandhound.com' },
          { x: 70, y: 484, size: 26, text: '3415 W Bay Ave' },
          { x: 70, y: 526, size: 26, text: 'Tampa, FL 33611' },
        ],
        4,
      ),
    expected: {
      company: 'Harbor & Hound',
      name: 'Lena Ortiz',
      title: 'Owner',
      email: 'lena@harborandhound.com',
      phone: '(813) 555-0143',
      website: 'https://harborandhound.com',
      address: tampa('3415 W Bay Ave', '33611'),
      location: 'Tampa, FL',
      category: 'Pet Groomer',
      industry: 'Pet Services',
    },
  },
];
