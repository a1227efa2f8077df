import type { Cradle } from '@tapin/core';
import { LocalCardReader } from './local-card-reader.js';
import { OpenAiCardReader } from './openai-card-reader.js';
import type { CardReader } from './card-reader.js';

/** The reader of the configured AI: the OpenAI vision model, or offline OCR. */
export function createCardReader({ ai, workers, config }: Pick<Cradle, 'ai' | 'workers' | 'config'>): CardReader {
  return ai.openai ? new OpenAiCardReader(ai.openai) : new LocalCardReader(workers, config.work.ocrTimeoutMs);
}
