import { classifyIndustry, industryKeyOf, type PromotionTier } from '@tapin/core/contracts';
import { companions, defaultServices, minorWords, playbooks, pricePoints, seasonNames, specialties, type Context, type Trade } from './promotion-playbooks.js';
import type { GeneratedPromotion, PromotionBrief, PromotionWriter } from './promotion-writer.js';

function titleCase(text: string): string {
  return text
    .split(/\s+/)
    .map((w, i) => (i > 0 && minorWords.has(w.toLowerCase()) ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

function tradeOf(brief: PromotionBrief): Trade {
  const b = brief.business;
  return industryKeyOf(b.industry) ?? classifyIndustry(b.name, b.description, b.services.join(', ')) ?? 'general';
}

/**
 * What the business sells in its own words: its services, then what its name and description name (in
 * the order they name it); the playbook's generic nouns only when it says neither.
 */
function servicesOf(brief: PromotionBrief, trade: Trade): string[] {
  const own = brief.business.services.map((s) => s.trim()).filter((s) => s && s.length <= 40);
  const text = `${brief.business.name}\n${brief.business.description ?? ''}`;
  const found = specialties[trade]
    .flatMap(([pattern, noun]) => {
      const match = pattern.exec(text);
      return match && !own.some((s) => pattern.test(s)) ? [{ noun, start: match.index, end: match.index + match[0].length }] : [];
    })
    .sort((a, b) => a.start - b.start || b.end - a.end);
  // "hot yoga" is one offer, not also "yoga".
  const named = found.filter((f, i) => !found.slice(0, i).some((g) => f.start < g.end && g.start < f.end)).map((f) => f.noun);
  const list = own.length || named.length ? [...own, ...named] : [...defaultServices[trade]];
  return list.map(titleCase);
}

// The business's words are marked while a template is filled in, so that a word said twice where they
// meet ("12-Week {Nutrition Coaching} Coaching", "{Winter} {Winter Prep} Bundle") is said once, while a
// repeat inside the business's own words ("Mahi Mahi") stays.
const [open, close] = ['\uE000', '\uE001'];
const marked = (value: string) => `${open}${value}${close}`;
const repeatAtJoin = /(?<![\p{L}\p{N}])([\p{L}\p{N}]+)(?:\uE001\s+\uE000?|\s+\uE000)\1(?![\p{L}\p{N}])/giu;

function filledIn(text: string): string {
  return text.replace(repeatAtJoin, '$1').replaceAll(open, '').replaceAll(close, '');
}

function sentence(brief: PromotionBrief): string {
  const vp = brief.business.valueProposition?.trim();
  return vp ? ` ${vp.replace(/[.!]?$/, '.')}` : '';
}

/**
 * Writes one promotion of a tier, the `n`-th idea for this business, skipping titles already taken.
 * `slot` moves the service along so the offers of one suite feature different services.
 */
function write(brief: PromotionBrief, tier: PromotionTier, n: number, taken: Set<string>, onlySeasonal = false, slot = 0): GeneratedPromotion {
  const trade = tradeOf(brief);
  const services = servicesOf(brief, trade);
  const templates = playbooks[trade][tier].filter((t) => !onlySeasonal || t.seasonal);
  const city = brief.business.location?.split(',')[0]?.trim() || null;
  const seasonWord = seasonNames[brief.season];
  // Walk every combination of template and service, starting from this variation, until a new title.
  const combinations = templates.length * services.length * services.length;
  for (let k = 0; k < combinations; k++) {
    const step = n + k;
    const template = templates[step % templates.length]!;
    const service = services[(Math.floor(step / templates.length) + slot) % services.length]!;
    const others = services.filter((s) => s !== service);
    const other = others.length ? others[(step + 1) % others.length]! : companions[trade];
    const context: Context = { name: marked(brief.business.name), service: marked(service), other: marked(other), season: marked(seasonWord), city: city && marked(city) };
    const title = filledIn(template.title(context));
    if (taken.has(title.toLowerCase())) continue;
    taken.add(title.toLowerCase());
    const points = pricePoints[tier];
    const price = points[(template.price + n) % points.length]!;
    return {
      title,
      description: `${filledIn(template.description(context))}${sentence(brief)}`,
      price,
      tier,
      category: template.seasonal ? 'seasonal' : 'general',
      season: template.seasonal ? brief.season : 'none',
    };
  }
  // Every combination is taken: number the edition so the title is still new.
  const base = write(brief, tier, n, new Set(), onlySeasonal, slot);
  let edition = 2;
  while (taken.has(`${base.title} (${seasonWord} Edition ${edition})`.toLowerCase())) edition++;
  const title = `${base.title} (${seasonWord} Edition ${edition})`;
  taken.add(title.toLowerCase());
  return { ...base, title };
}

/** A complete suite: one of each tier, plus a seasonal offer. */
export function writeSuite(brief: PromotionBrief): GeneratedPromotion[] {
  const taken = new Set(brief.existingTitles.map((t) => t.toLowerCase()));
  const n = brief.variation;
  const suite = (['lead_magnet', 'core_product', 'upsell'] as const).map((tier, slot) => write(brief, tier, n, taken, false, slot));
  if (!suite.some((p) => p.category === 'seasonal')) suite.push(write(brief, 'core_product', n, taken, true, 3));
  return suite;
}

/** A new version of one promotion, same tier, with a title the business does not have yet. */
export function rewritePromotion(brief: PromotionBrief, tier: PromotionTier): GeneratedPromotion {
  const taken = new Set(brief.existingTitles.map((t) => t.toLowerCase()));
  return write(brief, tier, brief.variation + 1, taken);
}

/**
 * The offline promotion writer: industry playbooks filled with the business's own services, location,
 * season and value proposition. A `variation` number (the business's generation count) picks different
 * templates, services and price points each time; titles already used by the business are skipped.
 */
export class LocalPromotionWriter implements PromotionWriter {
  readonly kind = 'local' as const;

  async writeSuite(brief: PromotionBrief): Promise<GeneratedPromotion[]> {
    return writeSuite(brief);
  }

  async rewrite(brief: PromotionBrief, tier: PromotionTier): Promise<GeneratedPromotion> {
    return rewritePromotion(brief, tier);
  }
}
