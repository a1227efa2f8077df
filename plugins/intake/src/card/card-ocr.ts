import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { openImage, PixelLimitError, UnsupportedMediaTypeError, WorkDeadlineError } from '@tapin/core';
import { HEIC_MESSAGE, looksLikeHeic } from './card-photo.js';

/**
 * English OCR data shipped in the npm package `@tesseract.js-data/eng`: read from disk, never downloaded.
 * The `best_int` model is LSTM-only, the fastest accurate choice for printed text.
 */
const languageData = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

/** Cards are read best at about this width: small text stays legible, large photos stay quick. */
const TARGET_WIDTH = 1800;
/** Tesseract's mean confidence at which a reading is taken as upright (0–100; misread text scores well below). */
const UPRIGHT_CONFIDENCE = 70;
/** Taller than wide by this much: a photo of a landscape card taken sideways. */
const PORTRAIT_RATIO = 1.15;
/** Tilts tried when straightening a photo, in degrees either way. */
const MAX_SKEW = 6;
/** The finer step tried either side of the best whole degree. */
const SKEW_STEP = 0.5;
/** Width of the small copy the tilt is measured on. */
const SKEW_SAMPLE_WIDTH = 500;
/** The longest run of ink, in pixels of that copy, that is text's (a letter's stroke or a word's bar); a longer one is a panel or a rule. */
const MAX_STROKE_RUN = 30;
export interface OcrResult {
  text: string;
  /** Tesseract's mean confidence, 0–100. */
  confidence: number;
  /** The quarter turn (0, 90, 180 or 270 degrees) the card was read at. */
  turn: number;
}

export interface OcrOptions {
  /**
   * A second look at a photo the first reading served poorly: the light evened out across the card (a photo
   * shaded from one side loses its darker half to OCR) before it is straightened, and read at `turn` only.
   */
  evenLight?: { turn: number };
  /** This reading's deadline, when shorter than the reader's own (what is left of a card's time). */
  timeoutMs?: number;
}

/** What the owner is told when a photo takes longer than `ocrTimeoutMs` to read. */
export const OCR_TOO_SLOW = 'This photo took too long to read. Please try a clearer, smaller photo of the card.';

/**
 * Reads business cards with tesseract.js, in its own worker thread (never on the event loop that answers
 * requests). One worker is started on first use and reused for every card (starting one takes a second or
 * two and about 30 MB); requests take turns on it. A card that takes longer than `timeoutMs` ends the
 * worker (the next card starts a new one) and is refused with `OCR_TOO_SLOW`.
 */
export class CardOcr {
  private worker: Promise<Worker> | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  /** How many workers this instance has started (one, unless it was closed or ended and used again). */
  workersStarted = 0;

  /**
   * @param evenLight how a photo's light is evened out for a second look (`LocalCardReader` runs it in the
   * intake's worker threads: its pixel loops never run on the event loop that answers requests).
   */
  constructor(
    private readonly timeoutMs: number,
    private readonly evenLight: (gray: Buffer) => Promise<Buffer>,
  ) {}

  private start(): Promise<Worker> {
    this.workersStarted++;
    return (async () => {
      const worker = await createWorker('eng', OEM.LSTM_ONLY, {
        langPath: languageData,
        gzip: true,
        // Never write a cache file (tesseract.js would put one in the working directory).
        cacheMethod: 'none',
      });
      // A card is scattered blocks of text, not a page of paragraphs.
      await worker.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT, preserve_interword_spaces: '1' });
      return worker;
    })();
  }

  /**
   * OCR of a card photo (JPEG, PNG, WebP, GIF, TIFF, AVIF; HEIC where the image library can decode it).
   * A card read poorly is tried again turned a quarter, half and three quarters: phones store photos
   * sideways without saying so, and a card is upright when its text reads best.
   */
  recognize(image: Buffer, options: OcrOptions = {}): Promise<OcrResult> {
    const run = this.queue.then(() => this.withinDeadline(this.read(image, options), Math.min(options.timeoutMs ?? this.timeoutMs, this.timeoutMs)));
    // The next card waits for this one, whether it succeeds or not.
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** The reading, or OCR_TOO_SLOW once the deadline passes: then the worker is ended, whatever it was doing. */
  private async withinDeadline(reading: Promise<OcrResult>, timeoutMs: number): Promise<OcrResult> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new WorkDeadlineError(OCR_TOO_SLOW)), timeoutMs);
    });
    try {
      return await Promise.race([reading, deadline]);
    } catch (err) {
      if (err instanceof WorkDeadlineError) {
        reading.catch(() => undefined);
        await this.close();
      }
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }

  private async read(image: Buffer, options: OcrOptions): Promise<OcrResult> {
    const upright = await prepare(image, options.evenLight ? this.evenLight : undefined);
    this.worker ??= this.start();
    const worker = await this.worker;
    const read = async (angle: number) => {
      const input = angle ? await sharp(upright).rotate(angle).png().toBuffer() : upright;
      const { data } = await worker.recognize(input);
      return { text: tidyText(data.text), confidence: Math.round(data.confidence), turn: angle };
    };
    if (options.evenLight) return read(options.evenLight.turn);
    // A portrait photo of a landscape card is most likely sideways: try the quarter turns first.
    const { width = 1, height = 1 } = await sharp(upright).metadata();
    const angles = height > width * PORTRAIT_RATIO ? [90, 270, 0, 180] : [0, 180, 90, 270];
    let best = await read(angles[0]!);
    for (const angle of angles.slice(1)) {
      if (best.confidence >= UPRIGHT_CONFIDENCE) break;
      const attempt = await read(angle);
      if (attempt.confidence > best.confidence) best = attempt;
    }
    return best;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await (await worker).terminate();
  }
}

/**
 * The tilt that makes the text's lines straightest: each candidate angle is applied to a small dark-text
 * copy, and the one whose rows of ink differ most (text lines and gaps between them) wins. Only runs of ink
 * as short as a letter's strokes count: a solid panel or band is one long run in every row at any tilt,
 * and its ink would outweigh the text's (a card half taken by a coloured panel read as tilted 6°).
 */
async function skewOf(gray: Buffer): Promise<number> {
  const sample = await sharp(gray).resize({ width: SKEW_SAMPLE_WIDTH }).threshold(128).negate().png().toBuffer();
  let best = { angle: 0, score: -1 };
  const tryAngle = async (angle: number) => {
    const score = await rowContrast(sample, angle);
    // A tie goes to the smaller turn (a card with no text lines to measure is left as it is).
    if (score > best.score || (score === best.score && Math.abs(angle) < Math.abs(best.angle))) best = { angle, score };
  };
  // Whole degrees first, then the half degrees either side of the best: 15 turns where every half degree takes 25.
  for (let angle = -MAX_SKEW; angle <= MAX_SKEW; angle += 1) await tryAngle(angle);
  const coarse = best.angle;
  for (const angle of [coarse - SKEW_STEP, coarse + SKEW_STEP]) if (Math.abs(angle) <= MAX_SKEW) await tryAngle(angle);
  return best.angle;
}

/** How much the rows of the sample turned by `angle` differ in their ink (only runs as short as a stroke count). */
async function rowContrast(sample: Buffer, angle: number): Promise<number> {
  const { data, info } = await sharp(sample).rotate(angle, { background: '#000000' }).raw().toBuffer({ resolveWithObject: true });
  const rows: number[] = [];
  for (let y = 0; y < info.height; y++) {
    let ink = 0;
    let run = 0;
    for (let x = 0; x <= info.width; x++) {
      if (x < info.width && data[(y * info.width + x) * info.channels]! > 0) run++;
      else {
        if (run <= MAX_STROKE_RUN) ink += run;
        run = 0;
      }
    }
    rows.push(ink);
  }
  const mean = rows.reduce((a, b) => a + b, 0) / rows.length;
  return rows.reduce((a, r) => a + (r - mean) ** 2, 0) / rows.length;
}

/**
 * Turns a phone photo into what OCR reads best: upright by its orientation tag, on white, grey, dark
 * text on a light ground (a light-on-dark card is inverted), its light evened out when asked,
 * straightened, about 1800 px wide, contrast stretched, lightly sharpened.
 */
async function prepare(image: Buffer, evenLight: ((gray: Buffer) => Promise<Buffer>) | undefined): Promise<Buffer> {
  let gray: Buffer;
  let width: number;
  try {
    const pipeline = await openImage(image, { failOn: 'error', pages: 1 });
    const meta = await pipeline.metadata();
    if (!meta.width || !meta.height) throw new Error('no size');
    width = (meta.autoOrient?.width ?? meta.width) < TARGET_WIDTH ? TARGET_WIDTH : Math.min(meta.autoOrient?.width ?? meta.width, 2400);
    gray = await pipeline.rotate().flatten({ background: '#ffffff' }).resize({ width, withoutEnlargement: false }).grayscale().normalise().png().toBuffer();
  } catch (err) {
    if (err instanceof PixelLimitError) throw err;
    throw new UnsupportedMediaTypeError(unreadableMessage(image));
  }
  const straight = evenLight ? await evenLight(gray) : await darkOnLight(gray);
  const skew = await skewOf(straight);
  const turned = skew ? sharp(straight).rotate(skew, { background: '#ffffff' }) : sharp(straight);
  return turned.sharpen({ sigma: 0.8 }).png().toBuffer();
}

/** The card dark text on light: one mostly dark is taken as light text on a dark card, and inverted. */
async function darkOnLight(gray: Buffer): Promise<Buffer> {
  const { channels } = await sharp(gray).stats();
  return channels[0]!.mean < DARK_MEAN ? sharp(gray).negate().png().toBuffer() : gray;
}

/** Average grey (0–255) below which a card is taken as light on dark. */
const DARK_MEAN = 110;

/** What to tell the owner about a photo the image library cannot decode: HEIC gets its own advice. */
function unreadableMessage(image: Buffer): string {
  return looksLikeHeic(image) ? HEIC_MESSAGE : 'Please upload a JPEG, PNG, or WebP image file.';
}

function tidyText(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/\s{2,}/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
