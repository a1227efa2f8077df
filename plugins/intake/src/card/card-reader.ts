import type { Cradle } from '@tapin/core';
import type { CardReading } from '@tapin/core/contracts';
import { LocalCardReader } from './local-card-reader.js';
import { OpenAiCardReader } from './openai-card-reader.js';

/** Reads a business-card photo: the text on it and the business details it gives. */
export interface CardReader {
  readonly kind: 'local' | 'openai';
  /** A card photo (PNG, JPEG or WebP bytes). */
  read(image: Buffer): Promise<CardReading>;
  /** Releases what reading holds (the offline OCR worker). */
  close(): Promise<void>;
}

/** The reader of the configured AI: the OpenAI vision model, or offline OCR. */
export function createCardReader({ ai, workers, config }: Pick<Cradle, 'ai' | 'workers' | 'config'>): CardReader {
  return ai.openai ? new OpenAiCardReader(ai.openai) : new LocalCardReader(workers, config.work.ocrTimeoutMs);
}
