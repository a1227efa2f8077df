import type { Cradle } from '@tapin/core';
import { LocalPromotionWriter } from './local-promotion-writer.js';
import { OpenAiPromotionWriter } from './openai-promotion-writer.js';
import type { PromotionWriter } from './promotion-writer.js';

/** The writer of the configured AI: the OpenAI text model, or the offline playbooks. */
export function createPromotionWriter({ ai }: Pick<Cradle, 'ai'>): PromotionWriter {
  return ai.openai ? new OpenAiPromotionWriter(ai.openai) : new LocalPromotionWriter();
}
