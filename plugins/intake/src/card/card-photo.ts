import { pixelRules } from '@tapin/config';
import { openImage, PixelLimitError, UnsupportedMediaTypeError, type ImageRules } from '@tapin/core';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

/**
 * Card photos of any common type (the specification's "any image type"): JPEG, PNG and WebP are kept
 * as they are; GIF, TIFF, AVIF, HEIC where the image library can decode it, and BMP are turned into
 * PNG (upright, first frame), so the stored card shows in every browser and OCR reads one format.
 */

/** Types converted to PNG on upload. HEIC/HEIF decode only where sharp's libheif has an HEVC decoder. */
const convertible = new Set(['image/gif', 'image/tiff', 'image/avif', 'image/heic', 'image/heif', 'image/bmp']);

export const HEIC_MESSAGE = 'This HEIC photo cannot be read here. Please choose "Most Compatible" in your camera settings, or upload a JPEG, PNG, or WebP image file.';

/** Whether the bytes open like an HEIC/HEIF photo (an ISO-BMFF `ftyp` box with an HEIC brand). */
export function looksLikeHeic(bytes: Buffer): boolean {
  return bytes.subarray(4, 8).toString('latin1') === 'ftyp' && /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(bytes.subarray(8, 12).toString('latin1'));
}

/**
 * An uncompressed 24- or 32-bit BMP as raw RGB(A) pixels for sharp, which has no BMP decoder; null for any
 * other BMP; a `PixelLimitError` for one over the pixel limit.
 */
function decodeBmp(bytes: Buffer): { data: Buffer; width: number; height: number; channels: 3 | 4 } | null {
  if (bytes.length < 54 || bytes.toString('latin1', 0, 2) !== 'BM') return null;
  const offset = bytes.readUInt32LE(10);
  const width = bytes.readInt32LE(18);
  const rawHeight = bytes.readInt32LE(22);
  const bits = bytes.readUInt16LE(28);
  const compression = bytes.readUInt32LE(30);
  const height = Math.abs(rawHeight);
  if (width <= 0 || height === 0 || (bits !== 24 && bits !== 32) || (compression !== 0 && compression !== 3)) return null;
  if (width * height > pixelRules.maxInputPixels) throw new PixelLimitError(width, height);
  const step = bits / 8;
  const row = Math.ceil((width * step) / 4) * 4;
  if (offset + row * height > bytes.length) return null;
  const channels = step as 3 | 4;
  const data = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    // Rows are stored bottom-up unless the height is negative.
    const src = offset + (rawHeight > 0 ? height - 1 - y : y) * row;
    for (let x = 0; x < width; x++) {
      const s = src + x * step;
      const d = (y * width + x) * channels;
      data[d] = bytes[s + 2]!;
      data[d + 1] = bytes[s + 1]!;
      data[d + 2] = bytes[s]!;
      if (channels === 4) data[d + 3] = bits === 32 && compression === 3 ? bytes[s + 3]! : 255;
    }
  }
  return { data, width, height, channels };
}

/** The photo as it is stored and read: its own bytes for JPEG, PNG and WebP, else PNG; a clear 415 when it cannot be decoded. */
export async function cardPhotoBytes(original: Buffer, rules: ImageRules): Promise<Buffer> {
  const type = await fileTypeFromBuffer(original);
  if (type && rules.types.includes(type.mime)) return original;
  const heic = looksLikeHeic(original);
  if (!heic && (!type || !convertible.has(type.mime))) throw new UnsupportedMediaTypeError(rules.wrongTypeMessage);
  try {
    const bmp = type?.mime === 'image/bmp' ? decodeBmp(original) : null;
    if (type?.mime === 'image/bmp' && !bmp) throw new Error('unsupported BMP');
    const image = bmp ? sharp(bmp.data, { raw: { width: bmp.width, height: bmp.height, channels: bmp.channels } }) : await openImage(original, { failOn: 'error', pages: 1 });
    return await image.rotate().png().toBuffer();
  } catch (err) {
    if (err instanceof PixelLimitError) throw err;
    throw new UnsupportedMediaTypeError(heic ? HEIC_MESSAGE : rules.wrongTypeMessage);
  }
}
