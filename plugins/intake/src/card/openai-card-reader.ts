import { UnsupportedMediaTypeError, type OpenAiAccess } from '@tapin/core';
import { classifyIndustry, industryLabel, type CardBusinessInfo, type CardReading } from '@tapin/core/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import type { CardReader } from './card-reader.js';

const nullableString = { type: ['string', 'null'] } as const;

/** The JSON schema for structured outputs (strict: every property required, no extras). */
const cardSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['extractedText', 'businessInfo'],
  properties: {
    extractedText: { type: 'string', description: 'All text on the card, line by line' },
    businessInfo: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'email', 'phone', 'company', 'industry', 'location', 'address', 'website', 'socialMedia'],
      properties: {
        name: nullableString,
        email: nullableString,
        phone: nullableString,
        company: nullableString,
        industry: nullableString,
        location: { ...nullableString, description: 'City, ST' },
        address: nullableString,
        website: nullableString,
        socialMedia: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['network', 'url'],
            properties: { network: { type: 'string' }, url: { type: 'string' } },
          },
        },
      },
    },
  },
} as const;

const cardResult = z.object({
  extractedText: z.string(),
  businessInfo: z.object({
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    company: z.string().nullable(),
    industry: z.string().nullable(),
    location: z.string().nullable(),
    address: z.string().nullable(),
    website: z.string().nullable(),
    socialMedia: z.array(z.object({ network: z.string(), url: z.string() })),
  }),
});

const CARD_INSTRUCTIONS =
  'You read business cards for a local business directory. Transcribe the card, then fill each field only ' +
  'from what is printed; use null when a field is not on the card. Phone as printed; location as "City, ST".';

/** Reads cards with the OpenAI vision model, answering in the same shape as offline OCR. */
export class OpenAiCardReader implements CardReader {
  readonly kind = 'openai' as const;

  constructor(private readonly openai: OpenAiAccess) {}

  async read(image: Buffer): Promise<CardReading> {
    const type = await fileTypeFromBuffer(image);
    if (!type || !['image/png', 'image/jpeg', 'image/webp'].includes(type.mime)) {
      throw new UnsupportedMediaTypeError('Please upload a JPEG, PNG, or WebP image file.');
    }
    const result = await this.openai.structured({
      model: this.openai.models.vision,
      name: 'business_card',
      schema: cardSchema,
      messages: [
        { role: 'system', content: CARD_INSTRUCTIONS },
        {
          role: 'user',
          content: [
            { type: 'text', text: 'Read this business card.' },
            { type: 'image_url', image_url: { url: `data:${type.mime};base64,${image.toString('base64')}` } },
          ],
        },
      ],
      parser: cardResult,
    });
    const info = result.businessInfo;
    const industryKey = classifyIndustry(info.industry, info.company, result.extractedText);
    const businessInfo: CardBusinessInfo = {
      ...info,
      email: info.email?.toLowerCase() ?? null,
      industry: industryKey ? industryLabel(industryKey) : info.industry,
      socialMedia: Object.fromEntries(info.socialMedia.map((s) => [s.network.toLowerCase(), s.url])),
    };
    return { extractedText: result.extractedText, businessInfo };
  }

  async close(): Promise<void> {}
}
