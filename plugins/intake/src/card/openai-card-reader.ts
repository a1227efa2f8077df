import { openImage, PixelLimitError, UnsupportedMediaTypeError, type OpenAiAccess } from '@tapin/core';
import { classifyIndustry, industryLabel, type CardBusinessInfo, type CardReading } from '@tapin/core/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { categoryFromWords, categoryNamed } from '../text/business-category.js';
import { addressLineOf, locationOf, postalAddressOf } from '../text/postal-address.js';
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
      required: ['name', 'title', 'email', 'phone', 'company', 'industry', 'location', 'address', 'postalAddress', 'website', 'socialMedia'],
      properties: {
        name: nullableString,
        title: { ...nullableString, description: 'The person\'s job title' },
        email: nullableString,
        phone: nullableString,
        company: nullableString,
        industry: nullableString,
        location: { ...nullableString, description: 'City, ST' },
        address: nullableString,
        postalAddress: {
          type: ['object', 'null'],
          additionalProperties: false,
          required: ['street', 'city', 'region', 'postalCode'],
          properties: { street: nullableString, city: nullableString, region: { ...nullableString, description: 'State code, e.g. FL' }, postalCode: nullableString },
        },
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
    title: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    company: z.string().nullable(),
    industry: z.string().nullable(),
    location: z.string().nullable(),
    address: z.string().nullable(),
    postalAddress: z.object({ street: z.string().nullable(), city: z.string().nullable(), region: z.string().nullable(), postalCode: z.string().nullable() }).nullable(),
    website: z.string().nullable(),
    socialMedia: z.array(z.object({ network: z.string(), url: z.string() })),
  }),
});

const CARD_INSTRUCTIONS =
  'You read business cards for a local business directory. Transcribe the card, then fill each field only ' +
  'from what is printed; use null when a field is not on the card. Phone as printed; location as "City, ST".';

/** The types the vision model takes as they are. */
const visionTypes = ['image/png', 'image/jpeg', 'image/webp'];

/** The photo as the vision model takes it: PNG, JPEG and WebP as they are, other image types (GIF, TIFF, AVIF…) as PNG. */
async function visionImage(image: Buffer): Promise<{ mime: string; bytes: Buffer }> {
  const type = await fileTypeFromBuffer(image);
  if (type && visionTypes.includes(type.mime)) return { mime: type.mime, bytes: image };
  try {
    return { mime: 'image/png', bytes: await (await openImage(image, { failOn: 'error', pages: 1 })).rotate().png().toBuffer() };
  } catch (err) {
    if (err instanceof PixelLimitError) throw err;
    throw new UnsupportedMediaTypeError('Please upload a JPEG, PNG, or WebP image file.');
  }
}

/** Reads cards with the OpenAI vision model, answering in the same shape as offline OCR. */
export class OpenAiCardReader implements CardReader {
  readonly kind = 'openai' as const;

  constructor(private readonly openai: OpenAiAccess) {}

  async read(image: Buffer): Promise<CardReading> {
    const { mime, bytes } = await visionImage(image);
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
            { type: 'image_url', image_url: { url: `data:${mime};base64,${bytes.toString('base64')}` } },
          ],
        },
      ],
      parser: cardResult,
    });
    const info = result.businessInfo;
    const category = categoryNamed(info.industry) ?? categoryFromWords(info.industry, info.company, info.title, result.extractedText);
    const industryKey = category ? null : classifyIndustry(info.industry, info.company, result.extractedText);
    const postalAddress = info.postalAddress ? postalAddressOf(info.postalAddress) : null;
    const businessInfo: CardBusinessInfo = {
      ...info,
      email: info.email?.toLowerCase() ?? null,
      category: category?.category ?? null,
      industry: category?.industry ?? (industryKey ? industryLabel(industryKey) : info.industry),
      postalAddress,
      address: addressLineOf(postalAddress) ?? info.address,
      location: locationOf(postalAddress) ?? info.location,
      socialMedia: Object.fromEntries(info.socialMedia.map((s) => [s.network.toLowerCase(), s.url])),
    };
    return { extractedText: result.extractedText, businessInfo };
  }

  async close(): Promise<void> {}
}
