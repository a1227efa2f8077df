import type { Config } from '@tapin/config';
import { normalizeWebsiteUrl, ValidationError, type Logger } from '@tapin/core';
import {
  classifyIndustry,
  industryLabel,
  normalizeWebsite,
  type CardBusinessInfo,
  type ExtractedData,
  type ExtractedProfile,
  type ExtractionStep,
  type FieldSource,
  type ProfileFields,
  type SocialProfile,
  type StepKey,
} from '@tapin/core/contracts';
import type { ExtractInput } from './intake-contracts.js';
import type { ProfileWriter } from './profile/profile-writer.js';
import { scrapeWebsite, type ScrapedSite } from './scrape/index.js';

export type { ExtractedData, ExtractedProfile, ExtractionStep, ProfileFields, SocialProfile, StepKey };

const networks: Array<[RegExp, string]> = [
  [/(^|\.)instagram\.com$/, 'instagram'],
  [/(^|\.)(facebook|fb)\.com$/, 'facebook'],
  [/(^|\.)(x|twitter)\.com$/, 'x'],
  [/(^|\.)linkedin\.com$/, 'linkedin'],
  [/(^|\.)tiktok\.com$/, 'tiktok'],
  [/(^|\.)youtube\.com$/, 'youtube'],
  [/(^|\.)yelp\.com$/, 'yelp'],
  [/(^|\.)pinterest\.com$/, 'pinterest'],
];

/** Reads the network and handle from a profile URL (no request is made to social sites). */
export function socialProfileOf(url: string): SocialProfile {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname.toLowerCase().replace(/^www\./, '');
    const network = networks.find(([pattern]) => pattern.test(host))?.[1] ?? host;
    const segments = parsed.pathname.split('/').filter(Boolean);
    const first = segments[0] === 'in' || segments[0] === 'company' ? segments[1] : segments[0];
    return { network, url, handle: first ? first.replace(/^@/, '') : null };
  } catch {
    return { network: 'web', url, handle: null };
  }
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** The card fields as sent back by the client (only strings are trusted). */
function cardInfoOf(raw: Record<string, unknown> | null | undefined): Partial<CardBusinessInfo> {
  if (!raw) return {};
  const social = raw.socialMedia && typeof raw.socialMedia === 'object' ? (raw.socialMedia as Record<string, unknown>) : {};
  return {
    name: text(raw.name),
    email: text(raw.email)?.toLowerCase() ?? null,
    phone: text(raw.phone),
    company: text(raw.company),
    industry: text(raw.industry),
    location: text(raw.location),
    address: text(raw.address),
    website: text(raw.website),
    socialMedia: Object.fromEntries(Object.entries(social).flatMap(([k, v]) => (text(v) ? [[k, text(v)!]] : []))),
  };
}

function normalizedUrls(urls: Array<string | null | undefined>): string[] {
  const out: string[] = [];
  for (const raw of urls) {
    const value = raw?.trim();
    if (!value) continue;
    try {
      const url = new URL(normalizeWebsite(value)).toString();
      if (!out.some((u) => u.replace(/\/$/, '').toLowerCase() === url.replace(/\/$/, '').toLowerCase())) out.push(url);
    } catch {
      // Not an address: dropped, as empty rows are.
    }
  }
  return out;
}

/**
 * The website to read: the one the owner typed, which must be an address (else the 400 that names the
 * field), or else the card's, left out when it is not one (OCR and card fields are only hints).
 */
function websiteToRead(typed: string | null, fromCard: string | null | undefined): string | null {
  const candidate = typed ?? fromCard;
  if (!candidate) return null;
  try {
    normalizeWebsiteUrl(candidate);
  } catch (err) {
    if (typed) throw err;
    return null;
  }
  return normalizeWebsite(candidate);
}

interface Candidate<T> {
  value: T | null | undefined;
  from: FieldSource;
}

/** The first candidate with a value wins; its source is kept. */
function pick<T>(candidates: Array<Candidate<T>>): { value: T | null; from?: FieldSource } {
  for (const candidate of candidates) {
    const { value } = candidate;
    if (value !== null && value !== undefined && (typeof value !== 'string' || value.trim() !== '')) return { value, from: candidate.from };
  }
  return { value: null };
}

/**
 * The assisted intake: reads the sources an owner gave (a business card already analysed, a website,
 * social profile links, what they typed), merges them field by field — what the owner typed first, then
 * the card, then the website — keeps where every value came from, and can have the AI provider write
 * the description, value proposition and services from all of it.
 */
export class IntakeService {
  private readonly config: Config;
  private readonly profileWriter: ProfileWriter;
  private readonly log: Logger;

  constructor({ config, profileWriter, log }: { config: Config; profileWriter: ProfileWriter; log: Logger }) {
    this.config = config;
    this.profileWriter = profileWriter;
    this.log = log;
  }

  /** Reads one website with the configured limits (also what `tapin scrape` prints). */
  scrape(url: string): Promise<ScrapedSite> {
    return scrapeWebsite(url, this.config.scrape);
  }

  async extract(input: ExtractInput): Promise<ExtractedProfile> {
    const steps: ExtractionStep[] = [];
    const timed = async <T>(key: StepKey, label: string, work: () => Promise<T> | T, detail?: (result: T) => string): Promise<T> => {
      const started = performance.now();
      const result = await work();
      steps.push({ key, label, status: 'done', ms: Math.round(performance.now() - started), ...(detail ? { detail: detail(result) } : {}) });
      return result;
    };

    const manual = input.manualInfo ?? null;
    const hasManual = manual !== null && Object.values(manual).some((v) => typeof v === 'string' && v.trim());
    const card = cardInfoOf(input.businessCardData?.businessInfo);
    const cardText = input.businessCardData?.extractedText?.trim() ?? '';
    const hasCard = cardText !== '' || Object.values(card).some((v) => (typeof v === 'string' ? v : v && Object.keys(v).length));
    const websiteUrl = websiteToRead(text(input.websiteUrl), card.website);
    const socialInput = normalizedUrls(input.socialProfiles ?? []);
    if (!hasManual && !hasCard && !websiteUrl && !socialInput.length) {
      throw new ValidationError('Add a business card, a website, social profiles or your business details to extract from', {
        field: 'websiteUrl',
      });
    }

    if (hasCard) await timed('card', 'Read the business card', () => card, () => `${Object.values(card).filter((v) => typeof v === 'string').length} details`);
    if (hasManual) await timed('manual', 'Added your details', () => manual);

    let site: ScrapedSite | null = null;
    if (websiteUrl) {
      const host = new URL(websiteUrl).hostname.replace(/^www\./, '');
      const started = performance.now();
      try {
        site = await this.scrape(websiteUrl);
        steps.push({ key: 'website', label: `Read ${host}`, status: 'done', ms: Math.round(performance.now() - started), detail: `${site.pages.length} page(s)` });
      } catch (err) {
        // With other sources the intake goes on and says what failed; with only the website it is the answer.
        if (!hasManual && !hasCard && !socialInput.length) throw err;
        const message = err instanceof Error ? err.message : String(err);
        steps.push({ key: 'website', label: `Read ${host}`, status: 'failed', ms: Math.round(performance.now() - started), detail: message });
        this.log.info({ host, err: message }, 'intake: website not read');
      }
    }

    const f = site?.fields ?? {};
    const fromManual: FieldSource = { source: 'manual' };
    const fromCard: FieldSource = { source: 'card', ...(input.businessCardData?.cardImageUrl ? { url: input.businessCardData.cardImageUrl } : {}), detail: 'business card' };
    const chosen = {
      name: pick([{ value: manual?.name, from: fromManual }, { value: card.company, from: fromCard }, f.name ?? { value: null, from: fromManual }]),
      description: pick([{ value: manual?.description, from: fromManual }, f.description ?? { value: null, from: fromManual }]),
      industry: pick([
        { value: manual?.industry, from: fromManual },
        { value: card.industry, from: fromCard },
        f.industry ?? { value: null, from: fromManual },
      ]),
      location: pick([{ value: manual?.location, from: fromManual }, { value: card.location, from: fromCard }, f.location ?? { value: null, from: fromManual }]),
      contactEmail: pick([{ value: manual?.contactEmail, from: fromManual }, { value: card.email, from: fromCard }, f.contactEmail ?? { value: null, from: fromManual }]),
      contactPhone: pick([{ value: manual?.contactPhone, from: fromManual }, { value: card.phone, from: fromCard }, f.contactPhone ?? { value: null, from: fromManual }]),
      valueProposition: pick([f.valueProposition ?? { value: null, from: fromManual }]),
      logoUrl: pick([f.logoUrl ?? { value: null, from: fromManual }]),
    };

    // Nothing said the industry outright: read it from the words the sources use.
    if (!chosen.industry.value) {
      const key = classifyIndustry(chosen.name.value, chosen.description.value, cardText, site?.text);
      if (key) chosen.industry = { value: industryLabel(key), from: { source: site ? 'website' : 'card', detail: 'inferred from the words used' } };
    }

    const cardSocial = Object.values(card.socialMedia ?? {});
    const websiteSocial = f.socialProfiles?.value ?? [];
    const socialProfiles = normalizedUrls([...socialInput, ...cardSocial, ...websiteSocial]);
    if (socialInput.length) await timed('social', 'Linked social profiles', () => socialInput, (list) => `${list.length} profile(s)`);

    let services = f.services?.value ?? [];
    let description = chosen.description.value;
    let valueProposition = chosen.valueProposition.value;
    const provenance: ExtractedData['provenance'] = {};
    for (const [field, choice] of Object.entries(chosen)) if (choice.from && choice.value) provenance[field as keyof ProfileFields] = choice.from;
    if (services.length && f.services) provenance.services = f.services.from;
    if (f.brandColors) provenance.brandColors = f.brandColors.from;
    if (socialProfiles.length) provenance.socialProfiles = socialInput.length ? { source: 'social' } : cardSocial.length ? fromCard : f.socialProfiles!.from;
    if (websiteUrl) provenance.website = input.websiteUrl ? fromManual : fromCard;

    if (input.enhance && chosen.name.value) {
      const enhanced = await timed(
        'enhance',
        'Wrote your AI-enhanced profile',
        () =>
          this.profileWriter.write({
            name: chosen.name.value!,
            industry: chosen.industry.value,
            location: chosen.location.value,
            description,
            valueProposition,
            services,
            websiteText: site?.text ?? null,
            cardText: cardText || null,
            socialProfiles,
          }),
        () => `${this.profileWriter.kind} provider`,
      );
      const ai: FieldSource = { source: 'ai', detail: `${this.profileWriter.kind} provider, from your sources` };
      // What the owner typed stays; the rest is the enhanced text.
      if (!manual?.description) [description, provenance.description] = [enhanced.description, ai];
      if (enhanced.valueProposition && enhanced.valueProposition !== valueProposition) [valueProposition, provenance.valueProposition] = [enhanced.valueProposition, ai];
      if (enhanced.services.length) {
        const added = enhanced.services.filter((s) => !services.some((existing) => existing.toLowerCase() === s.toLowerCase()));
        if (added.length) provenance.services = services.length ? provenance.services! : ai;
        services = [...services, ...added].slice(0, 12);
      }
    }

    const fields: ProfileFields = {
      name: chosen.name.value,
      description,
      website: websiteUrl,
      industry: chosen.industry.value,
      location: chosen.location.value,
      contactEmail: chosen.contactEmail.value,
      contactPhone: chosen.contactPhone.value,
      valueProposition,
      services,
      brandColors: f.brandColors?.value ?? [],
      socialProfiles,
      logoUrl: chosen.logoUrl.value,
    };
    const { website: _website, logoUrl: _logo, ...extractedInfo } = fields;
    return {
      ...fields,
      extractedData: {
        websiteUrl,
        websiteContent: site?.text.slice(0, 10_000) ?? '',
        businessCardText: cardText,
        socialData: { profiles: socialProfiles.map(socialProfileOf) },
        extractedInfo,
        manualInfo: manual,
        socialSources: { fromBusinessCard: cardSocial.length, fromWebsite: websiteSocial.length, total: socialProfiles.length },
        provenance,
        pages: site?.pages ?? [],
        cardImageUrl: input.businessCardData?.cardImageUrl ?? null,
      },
      steps,
    };
  }
}
