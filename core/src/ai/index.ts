import type { Config } from '@tapin/config';
import type { AiProvider } from './ai-provider.js';
import { OpenAiClient } from './openai-client.js';

export type { AiProvider, OpenAiAccess, OpenAiMessage, OpenAiModels, StructuredRequest } from './ai-provider.js';

/** The SDK client needs no closing; what holds resources (the OCR worker) belongs to its feature. */
const nothingToClose = async (): Promise<void> => {};

/** `auto`: OpenAI when a key is configured, otherwise the offline provider. */
export function createAiProvider({ config }: { config: Config }): AiProvider {
  const wanted = config.ai.provider === 'auto' ? (config.ai.openaiApiKey ? 'openai' : 'local') : config.ai.provider;
  if (wanted === 'openai') {
    if (!config.ai.openaiApiKey) throw new Error('AI_PROVIDER=openai needs OPENAI_API_KEY');
    return { kind: 'openai', openai: new OpenAiClient(config), close: nothingToClose };
  }
  return { kind: 'local', openai: null, close: nothingToClose };
}
