import type { WorkerPool } from '@tapin/core';
import { workerModule } from '@tapin/core';
import type { CardBusinessInfo, CardReading } from '@tapin/core/contracts';
import { CardOcr } from './card-ocr.js';
import type { CardReader } from './card-reader.js';

const intakeWorker = workerModule(import.meta.url, '../intake-worker.js');

/**
 * Offline: real OCR with tesseract.js (in its own thread), then the card's fields read from the text in
 * the core's worker threads, each within its deadline.
 */
export class LocalCardReader implements CardReader {
  readonly kind = 'local' as const;
  private readonly ocr: CardOcr;

  constructor(
    private readonly workers: WorkerPool,
    ocrTimeoutMs: number,
  ) {
    this.ocr = new CardOcr(ocrTimeoutMs);
  }

  async read(image: Buffer): Promise<CardReading> {
    const { text } = await this.ocr.recognize(image);
    const businessInfo = await this.workers.run<{ text: string }, CardBusinessInfo>(intakeWorker, 'parseCard', { text }, { tooSlow: 'The text on this card took too long to read.' });
    return { extractedText: text, businessInfo };
  }

  close(): Promise<void> {
    return this.ocr.close();
  }
}
