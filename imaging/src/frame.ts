import type { Sharp } from 'sharp';

/** The poster's frame: 2:3, the shape of streaming key art. */
export const POSTER_WIDTH = 1000;
export const POSTER_HEIGHT = 1500;

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Raw RGB (3 channels) of a layer at poster size. */
export async function rawRgb(image: Sharp): Promise<Buffer> {
  const { data, info } = await image.toColourspace('srgb').removeAlpha().raw().toBuffer({ resolveWithObject: true });
  if (info.width !== POSTER_WIDTH || info.height !== POSTER_HEIGHT || info.channels !== 3) throw new Error(`Poster layer came out ${info.width}×${info.height}×${info.channels}`);
  return data;
}
