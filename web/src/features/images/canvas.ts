/**
 * Drawing the crop and the card image in the browser (document 2, sections 5 and 9): a canvas at the
 * output size, exported as JPEG at the documented quality. The areas come from ./crop-rules.ts.
 */
import { imageOutputs } from '@tapin/config/rules';
import { centredArea, drawnSize, type CropState, type Size } from './crop-rules';

/** A picture, decoded: 'Failed to load image' when the browser cannot read it. */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('Failed to load image'));
    image.src = src;
  });
}

export const naturalSize = (image: HTMLImageElement): Size => ({ width: image.naturalWidth, height: image.naturalHeight });

function canvasOf(size: Size): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D } {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas context unavailable');
  context.imageSmoothingQuality = 'high';
  return { canvas, context };
}

/**
 * The crop dialog's output: the frame (600×400) as the owner placed the picture in it, JPEG at 0.9.
 * What the picture leaves uncovered (zoomed out) is `background`: white in the dialog, black in the
 * crop test, as documented.
 */
export function renderCrop(image: HTMLImageElement, state: CropState, { background = '#ffffff' } = {}): string {
  const frame = imageOutputs.crop;
  const { canvas, context } = canvasOf(frame);
  context.fillStyle = background;
  context.fillRect(0, 0, frame.width, frame.height);
  const drawn = drawnSize(naturalSize(image), state.zoom, frame);
  context.drawImage(image, state.x, state.y, drawn.width, drawn.height);
  return canvas.toDataURL('image/jpeg', frame.quality);
}

/** The card image rule: the centred 4:3 area, at 400×300, JPEG at 0.8. */
export function renderCardImage(image: HTMLImageElement): string {
  const card = imageOutputs.card;
  const { canvas, context } = canvasOf(card);
  const { sx, sy, sw, sh } = centredArea(naturalSize(image), card);
  context.drawImage(image, sx, sy, sw, sh, 0, 0, card.width, card.height);
  return canvas.toDataURL('image/jpeg', card.quality);
}

/** Reads a chosen file into a picture (its object URL is let go once decoded). */
export async function imageFromFile(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  try {
    return await loadImage(url);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** A chosen file as a card image (data URL), for the promotion card's own image editing. */
export async function cardImageFromFile(file: Blob): Promise<string> {
  return renderCardImage(await imageFromFile(file));
}
