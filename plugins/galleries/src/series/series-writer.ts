import type { Cradle, OpenAiAccess } from '@tapin/core';
import { classifyIndustry, industryKeyOf, type PromotionTier } from '@tapin/core/contracts';
import { z } from 'zod';
import type { BusinessInfoInput } from '../gallery-inputs.js';
import { seriesPlaybooks, type Trade } from './series-playbooks.js';

export interface WrittenEpisode {
  id: 'S1E1' | 'S1E2' | 'S1E3';
  title: string;
  description: string;
  tier: PromotionTier;
  price: number;
}

export interface WrittenSeries {
  title: string;
  subtitle: string;
  description: string;
  episodes: [WrittenEpisode, WrittenEpisode, WrittenEpisode];
}

/** Writes a business's first season: three episodes S1E1–S1E3 (free pilot, core offer, premium finale). */
export interface SeriesWriter {
  readonly kind: 'local' | 'openai';
  write(business: BusinessInfoInput): Promise<WrittenSeries>;
}

const CODES = ['S1E1', 'S1E2', 'S1E3'] as const;
const TIERS = ['lead_magnet', 'core_product', 'upsell'] as const;

export function tradeOf(business: BusinessInfoInput): Trade {
  return industryKeyOf(business.industry) ?? classifyIndustry(business.name, business.description, business.services.join(', ')) ?? 'general';
}

function fill(template: string, business: BusinessInfoInput, services: [string, string]): string {
  return template
    .replaceAll('{name}', business.name)
    .replaceAll('{place}', business.location ? ` in ${business.location}` : '')
    .replaceAll('{service2}', services[1])
    .replaceAll('{service}', services[0]);
}

/** The offline writer: the trade's playbook, filled in with the business's own name, place and services. */
export class LocalSeriesWriter implements SeriesWriter {
  readonly kind = 'local' as const;

  async write(business: BusinessInfoInput): Promise<WrittenSeries> {
    const book = seriesPlaybooks[tradeOf(business)];
    const own = business.services.map((s) => s.trim().toLowerCase()).filter((s) => s && s.length <= 40);
    const services: [string, string] = [own[0] ?? book.services[0], own[1] ?? (own[0] ? book.services[1] : book.services[1])];
    return {
      title: fill(book.title, business, services),
      subtitle: book.tagline,
      description: fill(book.description, business, services),
      episodes: book.episodes.map((e, i) => ({ id: CODES[i]!, tier: e.tier, price: e.price, title: e.title, description: fill(e.description, business, services) })) as WrittenSeries['episodes'],
    };
  }
}

const episodeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'description', 'price'],
  properties: { title: { type: 'string' }, description: { type: 'string' }, price: { type: 'number' } },
} as const;

const seriesSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'subtitle', 'description', 'episodes'],
  properties: { title: { type: 'string' }, subtitle: { type: 'string' }, description: { type: 'string' }, episodes: { type: 'array', items: episodeSchema } },
} as const;

const seriesResult = z.object({
  title: z.string().trim().min(1).max(300),
  subtitle: z.string().trim().max(300),
  description: z.string().trim().min(1).max(2000),
  episodes: z.array(z.object({ title: z.string().trim().min(1).max(300), description: z.string().trim().min(1).max(2000), price: z.number().nonnegative() })).length(3),
});

/** The OpenAI text model writes the season; the pilot is always free and the tiers always in order. */
export class OpenAiSeriesWriter implements SeriesWriter {
  readonly kind = 'openai' as const;

  constructor(private readonly openai: OpenAiAccess) {}

  async write(business: BusinessInfoInput): Promise<WrittenSeries> {
    const book = seriesPlaybooks[tradeOf(business)];
    const result = await this.openai.structured({
      model: this.openai.models.text,
      name: 'business_series',
      schema: seriesSchema,
      messages: [
        {
          role: 'system',
          content:
            'You write a local business as a streaming series: a title, a one-line subtitle, a description, and exactly three ' +
            'episodes of its first season — S1E1 a free pilot (price 0), S1E2 a core offer, S1E3 a premium finale. Each episode ' +
            'is a real offer the business sells (its services), with a price in US dollars. Never invent facts.',
        },
        { role: 'user', content: JSON.stringify({ business, typicalPrices: book.episodes.map((e) => e.price) }) },
      ],
      parser: seriesResult,
    });
    return {
      title: result.title,
      subtitle: result.subtitle,
      description: result.description,
      episodes: result.episodes.map((e, i) => ({ id: CODES[i]!, tier: TIERS[i]!, title: e.title, description: e.description, price: i === 0 ? 0 : Math.round(e.price) })) as WrittenSeries['episodes'],
    };
  }
}

/** The writer of the configured AI (docs/decisions.md#ai-content). */
export function createSeriesWriter({ ai }: Pick<Cradle, 'ai'>): SeriesWriter {
  return ai.openai ? new OpenAiSeriesWriter(ai.openai) : new LocalSeriesWriter();
}
