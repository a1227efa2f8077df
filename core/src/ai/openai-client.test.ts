import { loadConfig } from '@tapin/config';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startOpenAiServer } from '../testing/openai-server.js';
import { createAiProvider } from './index.js';

function configFor(baseUrl: string) {
  return loadConfig({ envFile: false, env: { OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: baseUrl, OPENAI_TEXT_MODEL: 'text-test' } });
}

const answer = { type: 'object', additionalProperties: false, required: ['greeting'], properties: { greeting: { type: 'string' } } } as const;

describe('the AI provider port, through the real SDK', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it('is local (offline) without a key', () => {
    const provider = createAiProvider({ config: loadConfig({ envFile: false, env: {} }) });
    expect(provider.kind).toBe('local');
    expect(provider.openai).toBeNull();
  });

  it('is openai when a key is set: the configured client, models and a strict JSON schema answer', async () => {
    const server = await startOpenAiServer(() => ({ greeting: 'Hola' }));
    close = server.close;
    const provider = createAiProvider({ config: configFor(server.baseUrl) });
    expect(provider.kind).toBe('openai');
    const openai = provider.openai!;
    expect(openai.models).toEqual({ text: 'text-test', vision: 'gpt-4o-mini', image: 'gpt-image-1' });
    const result = await openai.structured({
      model: openai.models.text,
      name: 'greeting',
      schema: answer,
      messages: [{ role: 'user', content: 'Say hello' }],
      parser: z.object({ greeting: z.string() }),
    });
    expect(result).toEqual({ greeting: 'Hola' });
    const [request] = server.requests;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe('Bearer sk-test-key');
    expect(request!.body.model).toBe('text-test');
    expect(request!.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'greeting', strict: true, schema: answer } });
  });

  it('surfaces API errors and answers that do not fit the schema', async () => {
    const server = await startOpenAiServer((req) => (req.body.model === 'missing' ? { status: 400, error: 'model not found' } : { greeting: 42 }));
    close = server.close;
    const openai = createAiProvider({ config: configFor(server.baseUrl) }).openai!;
    const request = { name: 'greeting', schema: answer, messages: [{ role: 'user' as const, content: 'Say hello' }], parser: z.object({ greeting: z.string() }) };
    await expect(openai.structured({ ...request, model: 'missing' })).rejects.toThrow('model not found');
    await expect(openai.structured({ ...request, model: 'text-test' })).rejects.toThrow();
  });

  it('stops the boot when AI_PROVIDER=openai has no key', () => {
    expect(() => loadConfig({ envFile: false, env: { AI_PROVIDER: 'openai' } })).toThrow('OPENAI_API_KEY must be set when AI_PROVIDER is openai');
  });
});
