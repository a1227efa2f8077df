import type { Config } from '@tapin/config';
import { fileTypeFromBuffer } from 'file-type';
import OpenAI from 'openai';
import { z } from 'zod';
import { classifyIndustry, industryLabel } from '../contracts/industries.js';
import type { CardBusinessInfo, CardReading } from '../contracts/intake.js';
import { UnsupportedMediaTypeError } from '../errors.js';
import { promotionCategories, promotionSeasons, promotionTiers, type PromotionTier } from '../contracts/promotions.js';
import type { AiProvider, EnhancedProfile, GeneratedPromotion, PosterInput, ProfileSources, PromotionBrief } from './ai-provider.js';
import { priceWithinGuidance } from './local/promotion-writer.js';

const nullableString = { type: ['string', 'null'] } as const;

/** JSON schemas for structured outputs (strict: every property required, no extras). */
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

const promotionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'description', 'price', 'tier', 'category', 'season'],
  properties: {
    title: { type: 'string' },
    description: { type: 'string' },
    price: { type: 'number' },
    tier: { type: 'string', enum: [...promotionTiers] },
    category: { type: 'string', enum: [...promotionCategories] },
    season: { type: 'string', enum: [...promotionSeasons] },
  },
} as const;

const suiteSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['promotions'],
  properties: { promotions: { type: 'array', items: promotionSchema } },
} as const;

const promotionResult = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  price: z.number().nonnegative(),
  tier: z.enum(promotionTiers),
  category: z.enum(promotionCategories),
  season: z.enum(promotionSeasons),
});

const PROMOTION_INSTRUCTIONS =
  'You write promotions for a local business, in three tiers with price guidance: lead_magnet $29-49, ' +
  'core_product $50-199, upsell $200-399+. Name what the business actually sells (its services), use its ' +
  'location and the season, never invent facts, and never reuse a title from existingTitles.';

const CARD_INSTRUCTIONS =
  'You read business cards for a local business directory. Transcribe the card, then fill each field only ' +
  'from what is printed; use null when a field is not on the card. Phone as printed; location as "City, ST".';

const PROFILE_INSTRUCTIONS =
  'You write business profiles for a local business directory. Use only facts from the sources given; never ' +
  'invent awards, years, prices or claims. Description: 2-3 plain sentences. Value proposition: one short ' +
  'sentence. Services: up to 8 short names the sources mention.';

/**
 * The OpenAI provider (when OPENAI_API_KEY is set): vision for cards, structured outputs with JSON
 * schemas for everything, so answers always parse into the same shapes as the offline provider's.
 */
export class OpenAiProvider implements AiProvider {
  readonly kind = 'openai' as const;
  private readonly client: OpenAI;
  private readonly models: { text: string; vision: string; image: string };

  constructor(config: Config) {
    this.client = new OpenAI({
      apiKey: config.ai.openaiApiKey,
      baseURL: config.ai.openaiBaseUrl,
      timeout: config.ai.requestTimeoutMs,
      maxRetries: 1,
    });
    this.models = { text: config.ai.textModel, vision: config.ai.visionModel, image: config.ai.imageModel };
  }

  private async structured<S extends z.ZodType>(
    model: string,
    name: string,
    schema: object,
    messages: OpenAI.Chat.ChatCompletionMessageParam[],
    parser: S,
  ): Promise<z.output<S>> {
    const completion = await this.client.chat.completions.create({
      model,
      messages,
      response_format: { type: 'json_schema', json_schema: { name, strict: true, schema: schema as Record<string, unknown> } },
    });
    const content = completion.choices[0]?.message.content;
    if (!content) throw new Error(`The AI model returned no ${name}`);
    return parser.parse(JSON.parse(content));
  }

  async readCard(image: Buffer): Promise<CardReading> {
    const type = await fileTypeFromBuffer(image);
    if (!type || !['image/png', 'image/jpeg', 'image/webp'].includes(type.mime)) {
      throw new UnsupportedMediaTypeError('Please upload a JPEG, PNG, or WebP image file.');
    }
    const result = await this.structured(
      this.models.vision,
      'business_card',
      cardSchema,
      [
        { role: 'system', content: CARD_INSTRUCTIONS },
        {
          role: 'user',
          content: [
            { type: 'text', text: 'Read this business card.' },
            { type: 'image_url', image_url: { url: `data:${type.mime};base64,${image.toString('base64')}` } },
          ],
        },
      ],
      cardResult,
    );
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

  async enhanceProfile(sources: ProfileSources): Promise<EnhancedProfile> {
    const facts = {
      ...sources,
      websiteText: sources.websiteText?.slice(0, 6000) ?? null,
      cardText: sources.cardText?.slice(0, 2000) ?? null,
    };
    const result = await this.structured(
      this.models.text,
      'business_profile',
      profileSchema,
      [
        { role: 'system', content: PROFILE_INSTRUCTIONS },
        { role: 'user', content: JSON.stringify(facts) },
      ],
      profileResult,
    );
    return { ...result, services: [...new Set(result.services.map((s) => s.trim()).filter(Boolean))].slice(0, 8) };
  }

  async generatePromotionSuite(brief: PromotionBrief): Promise<GeneratedPromotion[]> {
    const result = await this.structured(
      this.models.text,
      'promotion_suite',
      suiteSchema,
      [
        { role: 'system', content: `${PROMOTION_INSTRUCTIONS} Write a complete suite: one lead_magnet, one core_product, one upsell, and one seasonal offer.` },
        { role: 'user', content: JSON.stringify(brief) },
      ],
      z.object({ promotions: z.array(promotionResult).min(3) }),
    );
    const promotions = result.promotions.map((p) => ({ ...p, price: priceWithinGuidance(p.tier, p.price) }));
    for (const tier of promotionTiers) {
      if (!promotions.some((p) => p.tier === tier)) throw new Error(`The AI model left out the ${tier} tier`);
    }
    return promotions;
  }

  async regeneratePromotion(brief: PromotionBrief, tier: PromotionTier): Promise<GeneratedPromotion> {
    const result = await this.structured(
      this.models.text,
      'promotion',
      promotionSchema,
      [
        { role: 'system', content: `${PROMOTION_INSTRUCTIONS} Write one new ${tier} promotion.` },
        { role: 'user', content: JSON.stringify(brief) },
      ],
      promotionResult,
    );
    return { ...result, tier, price: priceWithinGuidance(tier, result.price) };
  }

  async renderPoster(input: PosterInput): Promise<Buffer> {
    const prompt =
      `A clean promotional poster for ${input.name}, a local business. ` +
      (input.tagline ? `Tagline: "${input.tagline}". ` : '') +
      (input.headline ? `Featured offer: "${input.headline}". ` : '') +
      `Brand colours ${input.colors.join(', ') || 'of your choice'}. Portrait, modern, legible text.`;
    const response = await this.client.images.generate({ model: this.models.image, prompt, size: '1024x1536', n: 1 });
    const data = response.data?.[0]?.b64_json;
    if (!data) throw new Error('The image model returned no image');
    return Buffer.from(data, 'base64');
  }

  async close(): Promise<void> {}
}
