import { createRequire } from 'node:module';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { UnsupportedMediaTypeError } from '@tapin/core';

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

export interface OcrResult {
  text: string;
  /** Tesseract's mean confidence, 0–100. */
  confidence: number;
}

/**
 * Reads business cards with tesseract.js. One worker is started on first use and reused for every card
 * (starting one takes a second or two and about 30 MB); requests take turns on it.
 */
export class CardOcr {
  private worker: Promise<Worker> | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  /** How many workers this instance has started (one, unless it was closed and used again). */
  workersStarted = 0;

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

  /** OCR of a card photo (PNG, JPEG, WebP, GIF or TIFF bytes). */
  recognize(image: Buffer): Promise<OcrResult> {
    const run = this.queue.then(async () => {
      const prepared = await prepare(image);
      this.worker ??= this.start();
      const worker = await this.worker;
      const { data } = await worker.recognize(prepared);
      return { text: tidyText(data.text), confidence: Math.round(data.confidence) };
    });
    // The next card waits for this one, whether it succeeds or not.
    this.queue = run.catch(() => undefined);
    return run;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await (await worker).terminate();
  }
}

/**
 * Turns a phone photo into what OCR reads best: upright, on white, grey, about 1800 px wide, contrast
 * stretched, lightly sharpened.
 */
async function prepare(image: Buffer): Promise<Buffer> {
  let pipeline: Sharp;
  try {
    pipeline = sharp(image, { failOn: 'error' });
    const meta = await pipeline.metadata();
    if (!meta.width || !meta.height) throw new Error('no size');
    const width = (meta.autoOrient?.width ?? meta.width) < TARGET_WIDTH ? TARGET_WIDTH : Math.min(meta.width, 2400);
    return await pipeline
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize({ width, withoutEnlargement: false })
      .grayscale()
      .normalise()
      .sharpen({ sigma: 0.8 })
      .png()
      .toBuffer();
  } catch {
    throw new UnsupportedMediaTypeError('Please upload a JPEG, PNG, or WebP image file.');
  }
}

function tidyText(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/\s{2,}/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
