import type { OpenAiAccess } from '@tapin/core';
import { z } from 'zod';
import type { EnhancedProfile, ProfileSources, ProfileWriter } from './profile-writer.js';

/** The JSON schema for structured outputs (strict: every property required, no extras). */
const profileSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['description', 'valueProposition', 'services'],
  properties: {
    description: { type: 'string' },
    valueProposition: { type: 'string' },
    services: { type: 'array', items: { type: 'string' } },
  },
} as const;

const profileResult = z.object({ description: z.string(), valueProposition: z.string(), services: z.array(z.string()) });

const PROFILE_INSTRUCTIONS =
  'You write business profiles for a local business directory. Use only facts from the sources given; never ' +
  'invent awards, years, prices or claims. Description: 2-3 plain sentences. Value proposition: one short ' +
  'sentence. Services: up to 8 short names the sources mention.';

/** Writes the enhanced profile with the OpenAI text model, from the same sources as the offline writer. */
export class OpenAiProfileWriter implements ProfileWriter {
  readonly kind = 'openai' as const;

  constructor(private readonly openai: OpenAiAccess) {}

  async write(sources: ProfileSources): Promise<EnhancedProfile> {
    const facts = {
      ...sources,
      websiteText: sources.websiteText?.slice(0, 6000) ?? null,
      cardText: sources.cardText?.slice(0, 2000) ?? null,
    };
    const result = await this.openai.structured({
      model: this.openai.models.text,
      name: 'business_profile',
      schema: profileSchema,
      messages: [
        { role: 'system', content: PROFILE_INSTRUCTIONS },
        { role: 'user', content: JSON.stringify(facts) },
      ],
      parser: profileResult,
    });
    return { ...result, services: [...new Set(result.services.map((s) => s.trim()).filter(Boolean))].slice(0, 8) };
  }
}
