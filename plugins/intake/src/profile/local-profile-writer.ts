import { classifyIndustry, industryKeyOf } from '@tapin/core/contracts';
import { boilerplate, differentiators, serviceVocabulary, tradeNoun, type Trade } from './profile-vocabulary.js';
import type { EnhancedProfile, ProfileSources, ProfileWriter } from './profile-writer.js';

function tidy(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function sentencesOf(text: string | null): string[] {
  if (!text) return [];
  return tidy(text)
    .split(/(?<=[.!?])\s+(?=[A-Z“"])/)
    .map((s) => s.trim())
    .filter((s) => s.length >= 40 && s.length <= 240 && /[.!?]$/.test(s) && !boilerplate.test(s));
}

function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** True when the text mentions the phrase as words (a plural counts: "breakfasts" mentions breakfast). */
function mentions(haystack: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}])${escaped}(?:e?s)?($|[^\\p{L}])`, 'iu').test(haystack);
}

function servicesFrom(sources: ProfileSources, trade: Trade, corpus: string): string[] {
  const found = sources.services.map(tidy).filter(Boolean);
  for (const service of serviceVocabulary[trade]) {
    if (found.length >= 8) break;
    if (mentions(corpus, service) && !found.some((s) => s.toLowerCase() === service)) found.push(service === 'hiit' ? 'HIIT' : service);
  }
  // "hot yoga" says more than "yoga": drop a service that another one already contains.
  const unique = [...new Set(found)];
  return unique.filter((s) => !unique.some((other) => other !== s && mentions(other, s))).slice(0, 8);
}

/** The sentence from the sources that best says what this business does (its name, services or trade). */
function supportingSentence(sources: ProfileSources, trade: Trade, services: string[], already: string): string | null {
  const candidates = [...sentencesOf(sources.description), ...sentencesOf(sources.websiteText)];
  let best: { sentence: string; score: number } | null = null;
  for (const sentence of candidates) {
    if (already.includes(sentence)) continue;
    let score = 0;
    if (mentions(sentence, sources.name)) score += 3;
    score += services.filter((s) => mentions(sentence, s)).length * 2;
    if (trade !== 'general' && classifyIndustry(sentence) === trade) score += 1;
    if (/\b(we|our)\b/i.test(sentence)) score += 1;
    if (score > 0 && (!best || score > best.score)) best = { sentence, score };
  }
  return best?.sentence ?? null;
}

function differentiatorIn(corpus: string): string | null {
  for (const pattern of differentiators) {
    const match = pattern.exec(corpus);
    if (match) return tidy(match[0]).replace(/(?<![.,;:])[.,;:]+$/, '');
  }
  return null;
}

function cityOf(location: string | null): string | null {
  return location?.split(',')[0]?.trim() || null;
}

/**
 * The offline "Enhanced AI Profile": a description, a value proposition and a services list written
 * only from what the business's own sources say (its website, card, stated details). Deterministic: the
 * same sources give the same profile, and nothing is said that the sources do not support.
 */
export function writeProfile(sources: ProfileSources): EnhancedProfile {
  const corpus = [sources.name, sources.description, sources.valueProposition, sources.websiteText, sources.cardText].filter(Boolean).join('\n');
  const trade: Trade =
    industryKeyOf(sources.industry) ?? classifyIndustry(sources.name, sources.description, sources.websiteText, sources.cardText) ?? 'general';
  const services = servicesFrom(sources, trade, corpus);

  // Description: keep a real one; otherwise who they are, where, what they offer, and their own words.
  const given = sources.description ? tidy(sources.description) : '';
  let description = given;
  if (given.length < 80) {
    const where = sources.location ? ` in ${sources.location}` : '';
    const offering = services.length ? ` offering ${joinList(services.slice(0, 3).map((s) => s.toLowerCase()))}` : '';
    const lead = `${sources.name} is a ${tradeNoun[trade]}${where}${offering}.`;
    const own = given && !/[.!?]$/.test(given) ? `${given}.` : given;
    const support = supportingSentence(sources, trade, services, `${lead} ${own}`);
    description = [lead, own, support].filter(Boolean).join(' ');
  }

  // Value proposition: keep theirs; otherwise what they are known for, where, and a claim they make.
  let valueProposition = sources.valueProposition ? tidy(sources.valueProposition) : '';
  if (!valueProposition) {
    const offer = capitalise(services.length ? joinList(services.slice(0, 2).map((s) => s.toLowerCase())) : tradeNoun[trade]);
    const city = cityOf(sources.location);
    const claim = differentiatorIn(corpus);
    const tail = claim ? ` — ${claim.charAt(0).toLowerCase()}${claim.slice(1)}` : ` from ${sources.name}`;
    valueProposition = `${offer}${city ? ` in ${city}` : ''}${tail}.`;
  }

  return { description, valueProposition, services };
}

/** The offline profile writer (no AI service needed). */
export class LocalProfileWriter implements ProfileWriter {
  readonly kind = 'local' as const;

  async write(sources: ProfileSources): Promise<EnhancedProfile> {
    return writeProfile(sources);
  }
}
