import { pixelRules } from '@tapin/config';
import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp';
import { PayloadTooLargeError } from '../errors.js';

/** 72 dpi: the density at which an SVG's declared size is its size in pixels. */
const SVG_DENSITY = 72;

const megapixels = (pixels: number) => Math.round(pixels / 100_000) / 10;

/** The message for a picture over the pixel limit: it names the limit and the picture's size. */
export function pixelLimitMessage(width: number, height: number): string {
  return `Images may be at most ${megapixels(pixelRules.maxInputPixels)} megapixels; this one is ${width}×${height} (${megapixels(width * height)} megapixels)`;
}

/** 413: a picture that declares more pixels than `pixelRules.maxInputPixels`; nothing of it was decoded. */
export class PixelLimitError extends PayloadTooLargeError {
  constructor(width: number, height: number) {
    super(pixelLimitMessage(width, height), { maxPixels: pixelRules.maxInputPixels, width, height });
  }
}

/**
 * sharp's input options for bytes the product did not make itself, with the pixel limit. `openImage`
 * applies them; use this alone only where a picture's size was already checked.
 */
export function imageInput(options: SharpOptions = {}): SharpOptions {
  return { ...options, limitInputPixels: pixelRules.maxInputPixels };
}

/**
 * The declared size of an image, read from its header without decoding it (an SVG is parsed, not drawn).
 * Throws what sharp throws for bytes that are not an image it reads.
 */
export async function declaredSize(bytes: Buffer, options: SharpOptions = {}): Promise<Metadata> {
  return sharp(bytes, { ...options, limitInputPixels: false }).metadata();
}

/**
 * Opens image bytes from outside (an upload, a fetched page's picture, a stored file) for decoding, the one
 * way every feature decodes them (docs/decisions.md#images): the declared size is read first, a picture of
 * more than `pixelRules.maxInputPixels` is refused with a `PixelLimitError` before any pixel is decoded, and
 * an SVG declaring more than `pixelRules.svgMaxSide` px on a side is drawn at that size instead (a 171-byte
 * SVG declaring 16000×16000 is drawn at 2048×2048, never 256 megapixels). sharp's own limit is set too,
 * so no later step of the pipeline can go past it.
 */
export async function openImage(bytes: Buffer, options: SharpOptions = {}): Promise<Sharp> {
  const { density: _density, ...rest } = options;
  const meta = await declaredSize(bytes, rest);
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (meta.format === 'svg') {
    const side = Math.max(width, height);
    if (side > pixelRules.svgMaxSide) {
      // sharp's lowest density is 1; past that, sharp's own pixel limit refuses what is still too large.
      const density = Math.max(1, (SVG_DENSITY * pixelRules.svgMaxSide) / side);
      return sharp(bytes, imageInput({ ...rest, density }));
    }
  }
  if (width * height > pixelRules.maxInputPixels) throw new PixelLimitError(width, height);
  return sharp(bytes, imageInput(rest));
}

/**
 * A logo as it is stored (docs/decisions.md#images): decoded, turned upright, at most
 * `pixelRules.logoMaxSide` px a side, metadata dropped, re-encoded as JPEG when it came as one and as PNG
 * otherwise (an SVG or GIF from a website included). Nothing is stored undecoded, so a poster reads a
 * small picture whatever the logo was sent as.
 */
export async function logoRendition(bytes: Buffer, mime?: string): Promise<Buffer> {
  // Leniently, as a browser shows it: a logo whose PNG chunk checksum is off (common, and shown everywhere)
  // still decodes; what cannot be decoded at all is still refused, and the pixel limit still holds.
  const image = (await openImage(bytes, { failOn: 'none', pages: 1 }))
    .rotate()
    .resize(pixelRules.logoMaxSide, pixelRules.logoMaxSide, { fit: 'inside', withoutEnlargement: true });
  return (mime === 'image/jpeg' ? image.jpeg({ quality: 90 }) : image.png()).toBuffer();
}
