import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { cardSvg, cleanCard, degradedCard, sampleCards } from '@tapin/core/fixtures';
import { CardOcr } from './card-ocr.js';
import { evenCardLight } from './even-light.js';
import { parseCardText } from './card-parser.js';

/** Real OCR (tesseract.js with the English data from npm, offline) of cards rendered by the test. */
describe('reading business cards offline', () => {
  const ocr = new CardOcr(60_000, evenCardLight);
  afterAll(() => ocr.close());

  it.each(Object.entries(sampleCards))('reads every field of a clean %s card', async (_kind, card) => {
    const { text } = await ocr.recognize(await cleanCard(card));
    const info = parseCardText(text);
    expect(info.company).toBe(card.company);
    expect(info.name).toBe(card.person);
    expect(info.email).toBe(card.email);
    expect(info.phone).toBe(card.phone);
    expect(info.website).toBe(`https://${card.website}`);
    expect(info.location).toBe('Tampa, FL');
    expect(info.address).toBe(`${card.street}, ${card.cityLine}`);
    expect(Object.keys(info.socialMedia)).toHaveLength(1);
  });

  it('classifies the industry from what the card says', async () => {
    const industries = await Promise.all(
      Object.values(sampleCards).map(async (card) => parseCardText((await ocr.recognize(await cleanCard(card))).text).industry),
    );
    expect(industries).toEqual(['Beauty & Salon', 'Restaurant & Food Service', 'Professional Services', 'Fitness & Wellness']);
  });

  it('still reads a poor photo of a card', async () => {
    const { text, confidence } = await ocr.recognize(await degradedCard(sampleCards.salon!));
    expect(text.length).toBeGreaterThan(40);
    expect(confidence).toBeGreaterThan(30);
    const info = parseCardText(text);
    // What survives a soft, tilted, compressed photo varies; the phone number is the sturdiest field.
    expect([info.phone, info.email].some((v) => v !== null)).toBe(true);
  });

  it('uses one worker for every card, also when cards arrive together', async () => {
    const cards = await Promise.all([cleanCard(sampleCards.cafe!), cleanCard(sampleCards.gym!)]);
    const [a, b] = await Promise.all(cards.map((card) => ocr.recognize(card)));
    expect(parseCardText(a!.text).company).toBe('Ybor Sunrise Cafe');
    expect(parseCardText(b!.text).company).toBe('Hyde Park Strength Co');
    expect(ocr.workersStarted).toBe(1);
  });

  it('refuses what is not an image', async () => {
    await expect(ocr.recognize(Buffer.from('%PDF-1.4 not a card'))).rejects.toMatchObject({ status: 415 });
  });

  it('turns a card photographed sideways or upside down upright before reading it', async () => {
    const svg = Buffer.from(cardSvg(sampleCards.law!));
    for (const angle of [90, 180, 270]) {
      const { text } = await ocr.recognize(await sharp(svg).rotate(angle).jpeg().toBuffer());
      expect(parseCardText(text).email).toBe('priya@patelriveralaw.com');
    }
  });

  it('reads light text on a dark card', async () => {
    const dark = cardSvg(sampleCards.gym!).replace('fill="#fbfaf7"', 'fill="#111111"').replaceAll('fill="#1a1a1a"', 'fill="#f5f5f5"');
    const info = parseCardText((await ocr.recognize(await sharp(Buffer.from(dark)).jpeg().toBuffer())).text);
    expect(info.email).toBe('marcus@hydeparkstrength.com');
    expect(info.name).toBe('Marcus Bell');
  });

  it('reads a card half taken by a coloured panel without taking the panel for a tilt', async () => {
    const line = (y: number, size: number, text: string, weight = 400) => `<text x="430" y="${y}" font-family="DejaVu Sans" font-size="${size}" font-weight="${weight}" fill="#111827">${text}</text>`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1050" height="600"><rect width="1050" height="600" fill="#ffffff"/><rect width="380" height="600" fill="#0f7490"/><text x="190" y="300" text-anchor="middle" font-family="DejaVu Sans" font-size="46" font-weight="700" fill="#ffffff">Harborside</text>${line(110, 32, 'Dr. Samuel Adeyemi', 700)}${line(150, 24, 'Doctor of Audiology')}${line(260, 24, '(727) 555-0208')}${line(300, 24, 'info@harborsidehearing.com')}${line(340, 24, 'harborsidehearing.com')}${line(470, 24, '2525 Tampa Rd, Suite 7')}${line(505, 24, 'Palm Harbor, FL 34684')}</svg>`;
    const info = parseCardText((await ocr.recognize(await sharp(Buffer.from(svg)).png().toBuffer())).text);
    expect([info.name, info.title, info.email, info.phone]).toEqual(['Samuel Adeyemi', 'Doctor of Audiology', 'info@harborsidehearing.com', '(727) 555-0208']);
  });

  it('reads card photos of any common type: GIF, TIFF and AVIF as well as JPEG, PNG and WebP', async () => {
    const svg = Buffer.from(cardSvg(sampleCards.cafe!));
    for (const image of [await sharp(svg).gif().toBuffer(), await sharp(svg).tiff().toBuffer(), await sharp(svg).avif().toBuffer()]) {
      expect(parseCardText((await ocr.recognize(image)).text).phone).toBe('(813) 555-0101');
    }
  });
});
