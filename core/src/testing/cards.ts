import sharp from 'sharp';

/** What a sample business card says. */
export interface CardSpec {
  company: string;
  person: string;
  title: string;
  phone: string;
  email: string;
  website: string;
  street: string;
  cityLine: string;
  social: string;
  accent: string;
}

export const sampleCards: Record<string, CardSpec> = {
  salon: {
    company: 'Glow Beauty Studio',
    person: 'Kim Nguyen',
    title: 'Owner & Lead Stylist',
    phone: '(813) 555-0142',
    email: 'kim@glowbeautystudio.com',
    website: 'www.glowbeautystudio.com',
    street: '1208 S Howard Ave, Suite 4',
    cityLine: 'Tampa, FL 33606',
    social: 'IG @glowbeautytampa',
    accent: '#b5838d',
  },
  cafe: {
    company: 'Ybor Sunrise Cafe',
    person: 'Elena Marquez',
    title: 'Owner',
    phone: '(813) 555-0101',
    email: 'hola@yborsunrisecafe.com',
    website: 'www.yborsunrisecafe.com',
    street: '1723 E 7th Ave',
    cityLine: 'Tampa, FL 33605',
    social: 'Instagram @yborsunrise',
    accent: '#c8102e',
  },
  law: {
    company: 'Patel & Rivera Law Group',
    person: 'Priya Patel',
    title: 'Managing Attorney',
    phone: '(813) 555-0104',
    email: 'priya@patelriveralaw.com',
    website: 'www.patelriveralaw.com',
    street: '400 N Tampa St, Suite 1550',
    cityLine: 'Tampa, FL 33602',
    social: 'linkedin.com/in/priyapatel',
    accent: '#1d3557',
  },
  gym: {
    company: 'Hyde Park Strength Co',
    person: 'Marcus Bell',
    title: 'Head Coach',
    phone: '(813) 555-0105',
    email: 'marcus@hydeparkstrength.com',
    website: 'www.hydeparkstrength.com',
    street: '1602 W Snow Ave',
    cityLine: 'Tampa, FL 33606',
    social: 'IG @hydeparkstrength',
    accent: '#ff5a1f',
  },
};

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A 1050×600 card (3.5×2 in at 300 dpi) drawn from SVG: company on the left, details on the right. */
export function cardSvg(card: CardSpec): string {
  const text = (x: number, y: number, size: number, content: string, weight = 'normal', fill = '#1a1a1a') =>
    `<text x="${x}" y="${y}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(content)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1050" height="600">
    <rect width="1050" height="600" fill="#fbfaf7"/>
    <rect width="22" height="600" fill="${card.accent}"/>
    ${text(80, 130, 52, card.company, 'bold', card.accent)}
    ${text(80, 215, 38, card.person, 'bold')}
    ${text(80, 265, 28, card.title, 'normal', '#555555')}
    ${text(80, 360, 28, `Phone: ${card.phone}`)}
    ${text(80, 405, 28, card.email)}
    ${text(80, 450, 28, card.website)}
    ${text(80, 495, 28, card.street)}
    ${text(80, 540, 28, card.cityLine)}
    ${text(640, 540, 26, card.social, 'normal', '#555555')}
  </svg>`;
}

export function cleanCard(card: CardSpec): Promise<Buffer> {
  return sharp(Buffer.from(cardSvg(card))).png().toBuffer();
}

/** A poor phone photo of the card: small, soft, tilted, dim, heavily compressed. */
export async function degradedCard(card: CardSpec): Promise<Buffer> {
  const small = await sharp(Buffer.from(cardSvg(card)))
    .resize({ width: 640 })
    .blur(0.9)
    .rotate(2.5, { background: '#d8d4cc' })
    .modulate({ brightness: 0.82 })
    .linear(0.75, 20)
    .jpeg({ quality: 35 })
    .toBuffer();
  return small;
}
