/**
 * A printable counter card for one offer (docs/decisions.md#counter-cards): the business's name, the
 * offer's title, price and terms, and a QR that leads to the offer on the business's public page, sized
 * for a table tent (4 × 6 in) or a window (8.5 × 11 in) at 300 dpi. Drawn with sharp (Pango sets the
 * words, wrapped at their real widths, in Debian's DejaVu Sans); the PDF is that picture on a page of
 * the card's size, made with pdfkit.
 */
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import { readableAccent, words, type Block } from './drawing.js';

export const counterCardSizes = ['tent', 'window'] as const;
export type CounterCardSize = (typeof counterCardSizes)[number];
export const counterCardFormats = ['png', 'pdf'] as const;

/** Each size in inches, portrait. */
const INCHES: Record<CounterCardSize, readonly [number, number]> = { tent: [4, 6], window: [8.5, 11] };
const DPI = 300;
const INK = '#111827';
const MUTED = '#4b5563';

export interface CounterCardInput {
  businessName: string;
  title: string;
  description: string;
  price: number;
  /** The last day the offer runs (the city's calendar), if it ends. */
  validThrough: string | null;
  /** Where the QR leads: the offer on the public page. */
  url: string;
  brandColors: readonly string[];
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** The card as a picture of its size at 300 dpi, before encoding. */
async function drawCard(card: CounterCardInput, size: CounterCardSize): Promise<Sharp> {
  const [wIn, hIn] = INCHES[size];
  const width = Math.round(wIn * DPI);
  const height = Math.round(hIn * DPI);
  const inner = width - 2 * Math.round(width * 0.07);
  const band = readableAccent(card.brandColors);
  const u = width / 40; // the card's unit: type and spaces scale with it
  const centred = (block: Block, top: number): OverlayOptions => ({ input: block.input, left: Math.round((width - block.width) / 2), top: Math.round(top) });

  const bandHeight = Math.round(height * 0.11);
  const layers: OverlayOptions[] = [{ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${bandHeight}"><rect width="100%" height="100%" fill="${band}"/></svg>`), left: 0, top: 0 }];
  const name = await words(card.businessName, { px: Math.round(u * 2.1), width: inner, maxHeight: Math.round(bandHeight * 0.7), colour: '#ffffff', bold: true });
  if (name) layers.push(centred(name, (bandHeight - name.height) / 2));
  const link = await words(card.url.replace(/^https?:\/\//, ''), { px: Math.round(u * 0.9), width: inner, maxHeight: Math.round(u * 2.4), colour: MUTED });
  const footerTop = height - (link?.height ?? 0) - Math.round(u * 1.2);
  if (link) layers.push(centred(link, footerTop));

  // The column between the band and the link: title, price, QR, its caption, the terms, centred in it.
  const until = card.validThrough ? ` Valid until ${longDate.format(new Date(`${card.validThrough}T00:00:00Z`))}.` : '';
  const title = await words(card.title, { px: Math.round(u * 2.6), width: inner, maxHeight: Math.round(height * 0.15), colour: INK, bold: true });
  const price = await words(usd.format(card.price), { px: Math.round(u * 3.2), width: inner, maxHeight: Math.round(height * 0.08), colour: band, bold: true });
  const caption = await words('Scan to get this offer', { px: Math.round(u * 1.3), width: inner, maxHeight: Math.round(u * 3), colour: INK, bold: true });
  const terms = await words(`${card.description}${until}`, { px: Math.round(u * 1.05), width: inner, maxHeight: Math.round(height * 0.14), colour: MUTED });
  const gap = Math.round(u * 0.8);
  const column: Array<Block | null> = [title, price, null, caption, terms];
  const textHeight = column.reduce((sum, b) => sum + (b ? b.height + gap : 0), 0);
  const room = footerTop - bandHeight - 2 * gap;
  // The QR takes what the words leave, between a third and three fifths of the card's width.
  const qrSide = Math.round(Math.max(width * 0.33, Math.min(width * 0.6, room - textHeight - gap)));
  const qr = await QRCode.toBuffer(card.url, { type: 'png', width: qrSide, margin: 2, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } });
  const qrMeta = await sharp(qr).metadata();
  const qrBlock: Block = { input: qr, width: qrMeta.width, height: qrMeta.height };
  column[2] = qrBlock;
  let y = bandHeight + gap + Math.max(0, (room - textHeight - qrBlock.height - gap) / 2);
  for (const block of column) {
    if (!block) continue;
    layers.push(centred(block, y));
    y += block.height + gap;
  }
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } }).composite(layers).withMetadata({ density: DPI });
}

/** The card as a PNG of its size at 300 dpi. */
export async function counterCardPng(card: CounterCardInput, size: CounterCardSize): Promise<Buffer> {
  return (await drawCard(card, size)).png().toBuffer();
}

/** The card as a one-page PDF of its size, the picture filling the page. */
export async function counterCardPdf(card: CounterCardInput, size: CounterCardSize): Promise<Buffer> {
  // A JPEG goes into the PDF as it is (pdfkit would decode and compress a PNG again); no chroma
  // subsampling, so the words keep their edges.
  const jpeg = await (await drawCard(card, size)).jpeg({ quality: 92, chromaSubsampling: '4:4:4' }).toBuffer();
  const [wIn, hIn] = INCHES[size];
  const [w, h] = [wIn * 72, hIn * 72];
  const doc = new PDFDocument({ size: [w, h], margin: 0, info: { Title: `${card.title} · ${card.businessName}`, Author: card.businessName, Creator: 'TAPin' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.image(jpeg, 0, 0, { width: w, height: h });
  doc.end();
  return done;
}
