import sharp from 'sharp';
import { svg, tampa, type CorpusCard } from './corpus-cards.js';

/**
 * Cards whose company name says nothing of the trade: it is named only in the person's job title or in the
 * tagline, and the category and industry must come from there. The truth of each was written before the
 * code was run on it.
 */
export const tradeCards: CorpusCard[] = [
  {
    key: 'electrician-title-trade',
    kind: "a family name for the company, the trade only in the owner's title",
    image: () =>
      sharp(
        svg([
          { x: 70, y: 120, size: 48, text: 'ORTEGA & SONS', bold: true, fill: '#9a3412' },
          { x: 70, y: 250, size: 34, text: 'Ray Ortega', bold: true },
          { x: 70, y: 292, size: 26, text: 'Master Electrician', fill: '#555555' },
          { x: 70, y: 400, size: 26, text: '(813) 555-0171' },
          { x: 70, y: 442, size: 26, text: 'ray@ortegaandsons.com' },
          { x: 70, y: 484, size: 26, text: '6110 N Florida Ave' },
          { x: 70, y: 526, size: 26, text: 'Tampa, FL 33604' },
          { x: 980, y: 526, size: 24, text: 'ortegaandsons.com', anchor: 'end' },
        ]),
      )
        .jpeg({ quality: 80 })
        .toBuffer(),
    expected: {
      company: 'Ortega & Sons',
      name: 'Ray Ortega',
      title: 'Master Electrician',
      email: 'ray@ortegaandsons.com',
      phone: '(813) 555-0171',
      website: 'https://ortegaandsons.com',
      address: tampa('6110 N Florida Ave', '33604'),
      location: 'Tampa, FL',
      category: 'Electrician',
      industry: 'Home Services',
    },
  },
  {
    key: 'massage-title-trade',
    kind: "a two-word brand, the trade only in the therapist's title, contacts right-aligned",
    image: () =>
      sharp(
        svg(
          [
            { x: 70, y: 130, size: 52, text: 'Juniper Stone', fill: '#3f6212' },
            { x: 70, y: 270, size: 34, text: 'Nadia Brooks', bold: true },
            { x: 70, y: 312, size: 26, text: 'Licensed Massage Therapist', fill: '#555555' },
            { x: 980, y: 400, size: 26, text: '813.555.0172', anchor: 'end' },
            { x: 980, y: 442, size: 26, text: 'nadia@juniperstone.com', anchor: 'end' },
            { x: 980, y: 484, size: 26, text: 'juniperstone.com', anchor: 'end' },
            { x: 70, y: 484, size: 24, text: '2810 W Azeele St' },
            { x: 70, y: 526, size: 24, text: 'Tampa, FL 33609' },
          ],
          '#f7f5ef',
        ),
      )
        .png()
        .toBuffer(),
    expected: {
      company: 'Juniper Stone',
      name: 'Nadia Brooks',
      title: 'Licensed Massage Therapist',
      email: 'nadia@juniperstone.com',
      phone: '(813) 555-0172',
      website: 'https://juniperstone.com',
      address: tampa('2810 W Azeele St', '33609'),
      location: 'Tampa, FL',
      category: 'Massage Therapist',
      industry: 'Fitness & Wellness',
    },
  },
  {
    key: 'bakery-tagline-trade',
    kind: 'a playful company name, the trade only in a lower-case tagline, a founder title',
    image: () =>
      sharp(
        svg([
          { x: 70, y: 120, size: 50, text: 'Crumb Theory', bold: true, fill: '#7c2d12' },
          { x: 70, y: 165, size: 26, text: 'sourdough, pastries & cakes', fill: '#92400e' },
          { x: 70, y: 270, size: 34, text: 'Elena Marsh', bold: true },
          { x: 70, y: 312, size: 26, text: 'Founder', fill: '#555555' },
          { x: 70, y: 410, size: 26, text: 'Tel. 813-555-0173' },
          { x: 70, y: 452, size: 26, text: 'hello@crumbtheory.com' },
          { x: 600, y: 452, size: 26, text: 'www.crumbtheory.com' },
          { x: 70, y: 494, size: 26, text: '1702 N Franklin St' },
          { x: 70, y: 536, size: 26, text: 'Tampa, FL 33602' },
        ]),
      )
        .rotate(2, { background: '#9c978d' })
        .jpeg({ quality: 75 })
        .toBuffer(),
    expected: {
      company: 'Crumb Theory',
      name: 'Elena Marsh',
      title: 'Founder',
      email: 'hello@crumbtheory.com',
      phone: '(813) 555-0173',
      website: 'https://www.crumbtheory.com',
      address: tampa('1702 N Franklin St', '33602'),
      location: 'Tampa, FL',
      category: 'Bakery',
      industry: 'Restaurant & Food Service',
    },
  },
];
