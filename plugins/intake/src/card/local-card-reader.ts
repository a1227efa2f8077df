import type { WorkerPool } from '@tapin/core';
import { workerModule, WorkDeadlineError } from '@tapin/core';
import type { CardBusinessInfo, CardReading } from '@tapin/core/contracts';
import { CardOcr, OCR_TOO_SLOW, type OcrResult } from './card-ocr.js';
import type { CardReader } from './card-reader.js';

const intakeWorker = workerModule(import.meta.url, '../intake-worker.js');

/** A second reading is started only with at least this much of the card's OCR time left. */
const SECOND_PASS_MIN_MS = 2000;

/** What the owner most needs from a card: without one of these, the card was read poorly. */
const essentials = ['company', 'email', 'phone'] as const;

/** How many of the card's fields a reading filled. */
function filled(info: CardBusinessInfo): number {
  return Object.entries(info).filter(([key, value]) => key !== 'socialMedia' && value !== null && value !== '').length + Object.keys(info.socialMedia).length;
}

/**
 * Offline: real OCR with tesseract.js (in its own thread), then the card's fields read from the text in
 * the core's worker threads, each within its deadline. A card whose first reading misses its company,
 * e-mail or phone is read a second time with its light evened out (a photo shaded from one side), and
 * the reading that fills more fields is kept; both together stay within the OCR deadline.
 */
export class LocalCardReader implements CardReader {
  readonly kind = 'local' as const;
  private readonly ocr: CardOcr;

  constructor(
    private readonly workers: WorkerPool,
    private readonly ocrTimeoutMs: number,
  ) {
    this.ocr = new CardOcr(ocrTimeoutMs, (gray) => this.evenLight(gray));
  }

  async read(image: Buffer): Promise<CardReading> {
    const started = Date.now();
    const first = await this.ocr.recognize(image);
    const reading = { ocr: first, info: await this.parse(first.text) };
    if (essentials.every((field) => reading.info[field] !== null)) return answer(reading);
    const left = this.ocrTimeoutMs - (Date.now() - started);
    if (left < SECOND_PASS_MIN_MS) return answer(reading);
    let second: OcrResult;
    try {
      second = await this.ocr.recognize(image, { evenLight: { turn: first.turn }, timeoutMs: left });
    } catch (err) {
      // Out of time for the second look: the first reading stands.
      if (err instanceof WorkDeadlineError) return answer(reading);
      throw err;
    }
    const info = await this.parse(second.text);
    const [a, b] = [filled(info), filled(reading.info)];
    return answer(a > b || (a === b && second.confidence > first.confidence) ? { ocr: second, info } : reading);
  }

  /** The second look's light evening, in the intake's worker threads. */
  private async evenLight(gray: Buffer): Promise<Buffer> {
    const even = await this.workers.run<{ gray: Buffer }, Uint8Array>(intakeWorker, 'evenLight', { gray }, { tooSlow: OCR_TOO_SLOW });
    return Buffer.from(even.buffer, even.byteOffset, even.byteLength);
  }

  private parse(text: string): Promise<CardBusinessInfo> {
    return this.workers.run<{ text: string }, CardBusinessInfo>(intakeWorker, 'parseCard', { text }, { tooSlow: 'The text on this card took too long to read.' });
  }

  close(): Promise<void> {
    return this.ocr.close();
  }
}

function answer({ ocr, info }: { ocr: OcrResult; info: CardBusinessInfo }): CardReading {
  return { extractedText: ocr.text, businessInfo: info };
}
