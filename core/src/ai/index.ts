import type { Config } from '@tapin/config';
import type { AiProvider } from './ai-provider.js';
import { LocalAiProvider } from './local-provider.js';
import { OpenAiProvider } from './openai-provider.js';

export type { AiProvider, EnhancedProfile, GeneratedPromotion, PosterInput, ProfileSources, PromotionBrief } from './ai-provider.js';

/** `auto`: OpenAI when a key is configured, otherwise the offline provider. */
export function createAiProvider({ config }: { config: Config }): AiProvider {
  const wanted = config.ai.provider === 'auto' ? (config.ai.openaiApiKey ? 'openai' : 'local') : config.ai.provider;
  if (wanted === 'openai') {
    if (!config.ai.openaiApiKey) throw new Error('AI_PROVIDER=openai needs OPENAI_API_KEY');
    return new OpenAiProvider(config);
  }
  return new LocalAiProvider();
}
