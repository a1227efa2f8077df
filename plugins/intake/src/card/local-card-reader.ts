import type { CardReading } from '@tapin/core/contracts';
import { CardOcr } from './card-ocr.js';
import { parseCardText } from './card-parser.js';
import type { CardReader } from './card-reader.js';

/** Offline: real OCR with tesseract.js, then the card's fields read from the text. */
export class LocalCardReader implements CardReader {
  readonly kind = 'local' as const;
  private readonly ocr = new CardOcr();

  async read(image: Buffer): Promise<CardReading> {
    const { text } = await this.ocr.recognize(image);
    return { extractedText: text, businessInfo: parseCardText(text) };
  }

  close(): Promise<void> {
    return this.ocr.close();
  }
}
