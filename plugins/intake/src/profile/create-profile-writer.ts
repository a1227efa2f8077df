import type { Cradle } from '@tapin/core';
import { LocalProfileWriter } from './local-profile-writer.js';
import { OpenAiProfileWriter } from './openai-profile-writer.js';
import type { ProfileWriter } from './profile-writer.js';

/** The writer of the configured AI: the OpenAI text model, or the offline writer. */
export function createProfileWriter({ ai }: Pick<Cradle, 'ai'>): ProfileWriter {
  return ai.openai ? new OpenAiProfileWriter(ai.openai) : new LocalProfileWriter();
}
