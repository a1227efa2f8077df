import type { CardReading } from '@tapin/core/contracts';

/** Reads a business-card photo: the text on it and the business details it gives. */
export interface CardReader {
  readonly kind: 'local' | 'openai';
  /** A card photo (PNG, JPEG or WebP bytes). */
  read(image: Buffer): Promise<CardReading>;
  /** Releases what reading holds (the offline OCR worker). */
  close(): Promise<void>;
}
