import sharp from 'sharp';

/** The light falling on a photo is measured on a copy this many times narrower, then blurred: text vanishes, shade stays. */
const LIGHT_SAMPLE_SCALE = 16;
/** Blur (sigma, in pixels of that small copy) that spreads the text into the paper around it. */
const LIGHT_BLUR = 3;
/** Grey (0–255) the paper is brought to once the light is even: just under white, so faint text keeps its contrast. */
const PAPER_GREY = 245;
/** How far (0–255) a pixel stands out from the light around it to count as ink. */
const INK_CONTRAST = 40;

/**
 * The photo with its light made even: each pixel divided by the light around it (the photo shrunk, blurred
 * until the text is gone, and grown back), so paper in shade reads as white as paper in the light and the
 * text on it stays dark. Thresholds (tesseract's own, and the tilt's) then see text on both sides of a card
 * lit from one side. Light text on a dark card comes out dark on light.
 */
export async function evenCardLight(gray: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(gray).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const small = await sharp(data, { raw: { width, height, channels: 1 } })
    .resize({ width: Math.max(8, Math.round(width / LIGHT_SAMPLE_SCALE)) })
    .blur(LIGHT_BLUR)
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const light = await sharp(small.data, { raw: { width: small.info.width, height: small.info.height, channels: 1 } })
    .resize(width, height, { kernel: 'cubic', fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  // Text is what stands out from the light around it: darker on a light card, lighter on a dark one
  // (a card in deep shade can be darker on average than a dark card, so the average cannot tell them apart).
  let darker = 0;
  let lighter = 0;
  for (let i = 0; i < data.length; i++) {
    if (data[i]! < light[i]! - INK_CONTRAST) darker++;
    else if (data[i]! > light[i]! + INK_CONTRAST) lighter++;
  }
  const flip = lighter > darker ? 255 : 0;
  const even = Buffer.alloc(width * height);
  for (let i = 0; i < even.length; i++) even[i] = Math.min(255, Math.round((Math.abs(flip - data[i]!) * PAPER_GREY) / Math.max(1, Math.abs(flip - light[i]!))));
  return sharp(even, { raw: { width, height, channels: 1 } }).normalise().png().toBuffer();
}
