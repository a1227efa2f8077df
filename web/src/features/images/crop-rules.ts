/**
 * The image rules of document 2 (sections 5, 8 and 9), free of the DOM: which files are taken, the crop
 * dialog's zoom and offset, and the source areas the crop and the card image rule cut from a picture.
 * ./canvas.ts draws with them; the server stores the same sizes (docs/decisions.md#promotions).
 */
import { cropZoom, imageOutputs, imageRules } from '@tapin/config/rules';

export interface Size {
  width: number;
  height: number;
}

/** Crop state: where the picture's top-left corner sits in the output frame (output pixels), and its zoom. */
export interface CropState {
  x: number;
  y: number;
  zoom: number;
}

/** A rectangle of the source picture. */
export interface Area {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
}

export interface ImageProblem {
  title: string;
  description: string;
}

const MB = 1024 * 1024;
/** image/jpg is not a registered type, but some browsers report it; the documents list it. */
const acceptedTypes: readonly string[] = [...imageRules.types, 'image/jpg'];
export const acceptAttribute = acceptedTypes.join(',');

/**
 * The management screen's check of a chosen file: 'Invalid file type' / 'File too large' with the
 * documented descriptions; the crop test names the file in both (`namingFile`).
 */
export function imageFileProblem(file: Pick<File, 'type' | 'size' | 'name'>, { namingFile = false } = {}): ImageProblem | null {
  if (!acceptedTypes.includes(file.type)) {
    return { title: 'Invalid file type', description: namingFile ? `${file.name} is not a JPEG, PNG, or WebP image file.` : 'Please upload a JPEG, PNG, or WebP image file.' };
  }
  if (file.size > imageRules.maxBytes) {
    const limit = `${imageRules.maxBytes / MB}MB`;
    return { title: 'File too large', description: namingFile ? `${file.name} is larger than ${limit}.` : `Please upload an image smaller than ${limit}.` };
  }
  return null;
}

/** Zoom clamped to 0.5–3 and kept on the 0.1 steps. */
export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return cropZoom.initial;
  const stepped = Math.round(zoom / cropZoom.step) * cropZoom.step;
  return Math.min(cropZoom.max, Math.max(cropZoom.min, Number(stepped.toFixed(1))));
}

/** The picture's size in the output frame: at zoom 1 it just covers the frame. */
export function drawnSize(image: Size, zoom: number, frame: Size = imageOutputs.crop): Size {
  const cover = Math.max(frame.width / image.width, frame.height / image.height);
  return { width: image.width * cover * zoom, height: image.height * cover * zoom };
}

/** One axis: a picture larger than the frame always covers it; a smaller one stays wholly inside it. */
function clampAxis(offset: number, drawn: number, frame: number): number {
  const [low, high] = drawn >= frame ? [frame - drawn, 0] : [0, frame - drawn];
  return Math.min(high, Math.max(low, offset));
}

/** The offset clamped inside the image (the frame never shows past its edge where the picture can cover it). */
export function clampCrop(state: CropState, image: Size, frame: Size = imageOutputs.crop): CropState {
  const zoom = clampZoom(state.zoom);
  const drawn = drawnSize(image, zoom, frame);
  return { zoom, x: clampAxis(state.x, drawn.width, frame.width), y: clampAxis(state.y, drawn.height, frame.height) };
}

/** The starting crop: zoom 1, the picture centred. */
export function initialCrop(image: Size, frame: Size = imageOutputs.crop): CropState {
  const drawn = drawnSize(image, cropZoom.initial, frame);
  return { zoom: cropZoom.initial, x: (frame.width - drawn.width) / 2, y: (frame.height - drawn.height) / 2 };
}

/** A point of the frame, in output pixels. */
export interface Point {
  x: number;
  y: number;
}

/**
 * Two fingers on the frame, from where they were put down (`from`) to where they are now (`to`): the
 * zoom follows the distance between them and the part of the picture that was under their midpoint
 * stays under it, so a pinch zooms where it is made and moving both fingers drags. Worked out from the
 * state at the start of the gesture, so the 0.1 steps of the zoom do not swallow small movements.
 */
export function pinchCrop(start: CropState, from: { mid: Point; distance: number }, to: { mid: Point; distance: number }, image: Size, frame: Size = imageOutputs.crop): CropState {
  const zoom = clampZoom(from.distance > 0 ? start.zoom * (to.distance / from.distance) : start.zoom);
  const ratio = zoom / start.zoom;
  return clampCrop({ zoom, x: to.mid.x - (from.mid.x - start.x) * ratio, y: to.mid.y - (from.mid.y - start.y) * ratio }, image, frame);
}

/** A new zoom about the frame's centre (what stays in the middle stays there), clamped. */
export function zoomAboutCentre(state: CropState, zoom: number, image: Size, frame: Size = imageOutputs.crop): CropState {
  const centre = { mid: { x: frame.width / 2, y: frame.height / 2 }, distance: state.zoom };
  return pinchCrop(state, centre, { ...centre, distance: zoom }, image, frame);
}

/** Moves the picture by a drag or a nudge (output pixels), clamped. */
export function moveCrop(state: CropState, dx: number, dy: number, image: Size, frame: Size = imageOutputs.crop): CropState {
  return clampCrop({ ...state, x: state.x + dx, y: state.y + dy }, image, frame);
}

/** The card image rule: the centred 4:3 area of a picture. */
export function centredArea(image: Size, aspect: Size = imageOutputs.card): Area {
  const ratio = aspect.width / aspect.height;
  if (image.width / image.height > ratio) {
    const sw = image.height * ratio;
    return { sx: (image.width - sw) / 2, sy: 0, sw, sh: image.height };
  }
  const sh = image.width / ratio;
  return { sx: 0, sy: (image.height - sh) / 2, sw: image.width, sh };
}
