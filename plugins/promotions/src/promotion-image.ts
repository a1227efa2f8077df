import { imageOutputs } from '@tapin/config/rules';
import { openImage, PixelLimitError, UnsupportedMediaTypeError } from '@tapin/core';

type Output = { readonly width: number; readonly height: number; readonly quality: number };

/** What a stored promotion image may be: the crop dialog's output, or the card image (docs/decisions.md#promotions). */
const outputs: readonly Output[] = [imageOutputs.crop, imageOutputs.card];

/**
 * The promotion image as stored: a JPEG at one of the documented sizes. An image that already has one
 * of them (what the owner app's crop and card rules produce) keeps its framing and is encoded at that
 * size's quality; any other (an API client's original, of any size) is cut to its centred 4:3 area and
 * resized to the card's 400×300, as the card image rule says. EXIF orientation is applied, metadata
 * dropped, transparency laid on white. `wrongType` is the message for bytes that look like an image
 * but do not decode; a picture over the pixel limit is refused before it is decoded.
 */
export async function promotionImageRendition(bytes: Buffer, wrongType: string): Promise<Buffer> {
  try {
    const image = (await openImage(bytes, { failOn: 'error' })).autoOrient();
    const { width = 0, height = 0 } = await image.metadata().then((m) => ({ width: m.autoOrient?.width ?? m.width, height: m.autoOrient?.height ?? m.height }));
    const target = outputs.find((o) => o.width === width && o.height === height) ?? imageOutputs.card;
    return await image
      .resize({ width: target.width, height: target.height, fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: Math.round(target.quality * 100), mozjpeg: false })
      .toBuffer();
  } catch (err) {
    // A picture larger than the pixel limit says so (413); bytes that start like an image but do not decode are a 415.
    if (err instanceof PixelLimitError) throw err;
    throw new UnsupportedMediaTypeError(wrongType);
  }
}
