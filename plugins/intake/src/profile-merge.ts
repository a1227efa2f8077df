import { classifyIndustry, industryLabel, type ExtractedData, type FieldSource, type OpeningHours, type PostalAddress, type ProfileFields } from '@tapin/core/contracts';
import type { IntakeSources } from './intake-sources.js';
import type { EnhancedProfile } from './profile/profile-writer.js';
import type { ScrapedSite } from './scrape/site-scraper.js';
import { normalizedUrls } from './social-profiles.js';
import { industryOfCategory } from './text/business-category.js';
import { hoursFromText } from './text/opening-hours.js';
import { addressLineOf } from './text/postal-address.js';

/** The profile merged from every source, with where each value came from. */
export interface MergedProfile {
  fields: ProfileFields;
  provenance: ExtractedData['provenance'];
  socialSources: ExtractedData['socialSources'];
}

interface Candidate<T> {
  value: T | null | undefined;
  from: FieldSource;
}

const fromManual: FieldSource = { source: 'manual' };

/** The first candidate with a value wins; its source is kept. */
function pick<T>(candidates: Array<Candidate<T>>): { value: T | null; from?: FieldSource } {
  for (const candidate of candidates) {
    const { value } = candidate;
    if (value !== null && value !== undefined && (typeof value !== 'string' || value.trim() !== '')) return { value, from: candidate.from };
  }
  return { value: null };
}

/** Field by field: what the owner typed first, then the card, then the website. */
function chooseFields({ manual, card, cardText }: IntakeSources, site: ScrapedSite | null, fromCard: FieldSource) {
  const f = site?.fields ?? {};
  const none = { value: null, from: fromManual };
  const chosen = {
    name: pick([{ value: manual?.name, from: fromManual }, { value: card.company, from: fromCard }, f.name ?? none]),
    description: pick([{ value: manual?.description, from: fromManual }, f.description ?? none]),
    industry: pick([{ value: manual?.industry, from: fromManual }, { value: card.industry, from: fromCard }, f.industry ?? none]),
    category: pick([{ value: card.category, from: fromCard }, f.category ?? none]),
    location: pick([{ value: manual?.location, from: fromManual }, { value: card.location, from: fromCard }, f.location ?? none]),
    // The display line and its parts come from one source, so they always agree.
    postalAddress: pick<PostalAddress>([{ value: card.postalAddress, from: fromCard }, f.postalAddress ?? none]),
    contactName: pick([{ value: card.name, from: fromCard }]),
    contactTitle: pick([{ value: card.title, from: fromCard }]),
    contactEmail: pick([{ value: manual?.contactEmail, from: fromManual }, { value: card.email, from: fromCard }, f.contactEmail ?? none]),
    contactPhone: pick([{ value: manual?.contactPhone, from: fromManual }, { value: card.phone, from: fromCard }, f.contactPhone ?? none]),
    valueProposition: pick([f.valueProposition ?? none]),
    logoUrl: pick([f.logoUrl ?? none]),
    openingHours: pick<OpeningHours>([f.openingHours ?? none, { value: hoursFromText(cardText), from: fromCard }]),
  };
  // A category the owner's industry does not contradict gives the broad industry when nothing else did.
  if (!chosen.industry.value && chosen.category.value) {
    const broad = industryOfCategory(chosen.category.value);
    if (broad) chosen.industry = { value: broad, from: chosen.category.from! };
  }
  // Nothing said the industry outright: read it from the words the sources use.
  if (!chosen.industry.value) {
    const key = classifyIndustry(chosen.name.value, chosen.description.value, cardText, site?.text);
    if (key) chosen.industry = { value: industryLabel(key), from: { source: site ? 'website' : 'card', detail: 'inferred from the words used' } };
  }
  return chosen;
}

/** Merges the sources into one profile, keeping where every value came from. */
export function mergeSources(sources: IntakeSources, site: ScrapedSite | null): MergedProfile {
  const f = site?.fields ?? {};
  const fromCard: FieldSource = { source: 'card', ...(sources.cardImageUrl ? { url: sources.cardImageUrl } : {}), detail: 'business card' };
  const chosen = chooseFields(sources, site, fromCard);
  const cardSocial = Object.values(sources.card.socialMedia ?? {});
  const websiteSocial = f.socialProfiles?.value ?? [];
  const socialProfiles = normalizedUrls([...sources.socialInput, ...cardSocial, ...websiteSocial]);
  const services = f.services?.value ?? [];

  const provenance: ExtractedData['provenance'] = {};
  for (const [field, choice] of Object.entries(chosen)) if (choice.from && choice.value) provenance[field as keyof ProfileFields] = choice.from;
  const postalAddress = chosen.postalAddress.value;
  if (postalAddress && chosen.postalAddress.from) provenance.address = chosen.postalAddress.from;
  if (services.length && f.services) provenance.services = f.services.from;
  if (f.brandColors) provenance.brandColors = f.brandColors.from;
  if (socialProfiles.length) provenance.socialProfiles = sources.socialInput.length ? { source: 'social' } : cardSocial.length ? fromCard : f.socialProfiles!.from;
  if (sources.websiteUrl) provenance.website = sources.websiteTyped ? fromManual : fromCard;

  return {
    fields: {
      name: chosen.name.value,
      description: chosen.description.value,
      website: sources.websiteUrl,
      industry: chosen.industry.value,
      category: chosen.category.value,
      location: chosen.location.value,
      address: addressLineOf(postalAddress),
      postalAddress,
      contactName: chosen.contactName.value,
      contactTitle: chosen.contactTitle.value,
      contactEmail: chosen.contactEmail.value,
      contactPhone: chosen.contactPhone.value,
      valueProposition: chosen.valueProposition.value,
      services,
      brandColors: f.brandColors?.value ?? [],
      socialProfiles,
      logoUrl: chosen.logoUrl.value,
      openingHours: chosen.openingHours.value,
    },
    provenance,
    socialSources: { fromBusinessCard: cardSocial.length, fromWebsite: websiteSocial.length, total: socialProfiles.length },
  };
}

/** Takes the enhanced text into the profile: what the owner typed stays, the rest is the enhanced text. */
export function applyEnhancement({ fields, provenance }: MergedProfile, enhanced: EnhancedProfile, keepDescription: boolean, ai: FieldSource): void {
  if (!keepDescription) [fields.description, provenance.description] = [enhanced.description, ai];
  if (enhanced.valueProposition && enhanced.valueProposition !== fields.valueProposition) [fields.valueProposition, provenance.valueProposition] = [enhanced.valueProposition, ai];
  if (enhanced.services.length) {
    const { services } = fields;
    const added = enhanced.services.filter((s) => !services.some((existing) => existing.toLowerCase() === s.toLowerCase()));
    if (added.length) provenance.services = services.length ? provenance.services! : ai;
    fields.services = [...services, ...added].slice(0, 12);
  }
}
