import { AI_ATTEMPTS, type Config } from '@tapin/config';
import OpenAI from 'openai';
import type { z } from 'zod';
import type { OpenAiAccess, OpenAiModels, StructuredRequest } from './ai-provider.js';

/** The OpenAI SDK client as configured (key, base URL, timeout), and the configured models. */
export class OpenAiClient implements OpenAiAccess {
  readonly client: OpenAI;
  readonly models: OpenAiModels;

  constructor(config: Config) {
    this.client = new OpenAI({
      apiKey: config.ai.openaiApiKey,
      baseURL: config.ai.openaiBaseUrl,
      timeout: config.ai.requestTimeoutMs,
      maxRetries: AI_ATTEMPTS - 1,
    });
    this.models = { text: config.ai.textModel, vision: config.ai.visionModel, image: config.ai.imageModel };
  }

  async structured<S extends z.ZodType>({ model, name, schema, messages, parser }: StructuredRequest<S>): Promise<z.output<S>> {
    const completion = await this.client.chat.completions.create({
      model,
      messages,
      response_format: { type: 'json_schema', json_schema: { name, strict: true, schema: schema as Record<string, unknown> } },
    });
    const content = completion.choices[0]?.message.content;
    if (!content) throw new Error(`The AI model returned no ${name}`);
    return parser.parse(JSON.parse(content));
  }
}
