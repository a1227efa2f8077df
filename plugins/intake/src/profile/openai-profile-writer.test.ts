import { loadConfig } from '@tapin/config';
import { createAiProvider } from '@tapin/core';
import { afterEach, describe, expect, it } from 'vitest';
import { startOpenAiServer } from '@tapin/core/fixtures';
import { createProfileWriter } from './create-profile-writer.js';
import type { ProfileSources } from './profile-writer.js';

function writerFor(baseUrl: string) {
  const config = loadConfig({ envFile: false, env: { OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: baseUrl } });
  return createProfileWriter({ ai: createAiProvider({ config }) });
}

const empty: ProfileSources = { name: 'X', industry: null, location: null, description: null, valueProposition: null, services: [], websiteText: null, cardText: null, socialProfiles: [] };

describe('writing enhanced profiles with OpenAI, through the real SDK', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it('writes an enhanced profile from the sources it is given', async () => {
    const server = await startOpenAiServer(() => ({
      description: 'Ybor Sunrise Café serves Cuban coffee and pastries in Ybor City.',
      valueProposition: 'Cuban coffee made the Ybor way.',
      services: ['Cuban coffee', 'Pastelitos', 'Cuban coffee', ' '],
    }));
    close = server.close;
    const writer = writerFor(server.baseUrl);
    expect(writer.kind).toBe('openai');
    const profile = await writer.write({
      ...empty,
      name: 'Ybor Sunrise Café',
      industry: 'Restaurant & Food Service',
      location: 'Tampa, FL',
      websiteText: 'Family-owned since 1998. Cuban coffee and pastelitos.',
    });
    expect(profile).toEqual({
      description: 'Ybor Sunrise Café serves Cuban coffee and pastries in Ybor City.',
      valueProposition: 'Cuban coffee made the Ybor way.',
      services: ['Cuban coffee', 'Pastelitos'],
    });
    const body = server.requests[0]!.body;
    expect(body.model).toBe('gpt-4o-mini');
    expect(body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'business_profile', strict: true } });
    expect(JSON.stringify(body.messages)).toContain('Family-owned since 1998');
  });

  it('surfaces API errors', async () => {
    const server = await startOpenAiServer(() => ({ status: 400, error: 'model not found' }));
    close = server.close;
    await expect(writerFor(server.baseUrl).write(empty)).rejects.toThrow('model not found');
  });
});
