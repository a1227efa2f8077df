import { normalizeWebsiteUrl, ValidationError } from '@tapin/core';
import { normalizeWebsite, type CardBusinessInfo } from '@tapin/core/contracts';
import type { ExtractInput } from '@tapin/core/contracts';
import { normalizedUrls } from './social-profiles.js';
import { postalAddressOf } from './text/postal-address.js';

/** What the owner gave the intake to read, checked. */
export interface IntakeSources {
  manual: NonNullable<ExtractInput['manualInfo']> | null;
  hasManual: boolean;
  card: Partial<CardBusinessInfo>;
  cardText: string;
  hasCard: boolean;
  cardImageUrl: string | null;
  /** The website to read, if any. */
  websiteUrl: string | null;
  /** Whether the owner typed a website (else it is the card's). */
  websiteTyped: boolean;
  /** The social profile addresses the owner typed. */
  socialInput: string[];
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** The card fields as sent back by the client (only strings are trusted). */
function cardInfoOf(raw: Record<string, unknown> | null | undefined): Partial<CardBusinessInfo> {
  if (!raw) return {};
  const social = raw.socialMedia && typeof raw.socialMedia === 'object' ? (raw.socialMedia as Record<string, unknown>) : {};
  const parts = raw.postalAddress && typeof raw.postalAddress === 'object' ? (raw.postalAddress as Record<string, unknown>) : null;
  const postalAddress = parts ? postalAddressOf({ street: text(parts.street), city: text(parts.city), region: text(parts.region), postalCode: text(parts.postalCode) }) : null;
  return {
    name: text(raw.name),
    title: text(raw.title),
    email: text(raw.email)?.toLowerCase() ?? null,
    phone: text(raw.phone),
    company: text(raw.company),
    category: text(raw.category),
    industry: text(raw.industry),
    location: text(raw.location),
    address: text(raw.address),
    postalAddress: postalAddress && Object.values(postalAddress).some(Boolean) ? postalAddress : null,
    website: text(raw.website),
    socialMedia: Object.fromEntries(Object.entries(social).flatMap(([k, v]) => (text(v) ? [[k, text(v)!]] : []))),
  };
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

/** The sources of an extraction; a 400 when there is nothing to extract from. */
export function sourcesOf(input: ExtractInput): IntakeSources {
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
  const cardImageUrl = input.businessCardData?.cardImageUrl ?? null;
  return { manual, hasManual, card, cardText, hasCard, cardImageUrl, websiteUrl, websiteTyped: Boolean(input.websiteUrl), socialInput };
}
