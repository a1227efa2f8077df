import { normalizeWebsite, type ExtractRequest } from '@tapin/core/contracts';

export type IntakeMethod = 'card' | 'website' | 'manual';
export const isIntakeMethod = (value: string | null): value is IntakeMethod => value === 'card' || value === 'website' || value === 'manual';

/** The owner's own details, as typed: every field of the extract request's manual information. */
export type ManualInfo = Record<keyof NonNullable<ExtractRequest['manualInfo']>, string>;

export const emptyManual: ManualInfo = { name: '', industry: '', location: '', contactEmail: '', contactPhone: '', description: '' };

/** Empty social rows are dropped before sending; the rest trimmed. */
export function socialRowsToSend(rows: readonly string[]): string[] {
  return rows.map((r) => r.trim()).filter(Boolean);
}

/**
 * The rows to show after a card was read: the card's links, plus one blank row to add another when it
 * gave only one; a single blank row when it gave none.
 */
export function socialRowsFromCard(found: readonly string[]): string[] {
  if (found.length === 0) return [''];
  return found.length === 1 ? [found[0]!, ''] : [...found];
}

/**
 * The website as sent: trimmed, https:// added unless http(s) is there. Empty stays empty. The card's own
 * website, put in the field when the card was read, is left for the card to give: the server then credits
 * it to the card rather than to the owner's typing.
 */
export function websiteToSend(input: string, cardWebsite?: string | null): string | undefined {
  const value = normalizeWebsite(input);
  if (value && cardWebsite && value === normalizeWebsite(cardWebsite)) return undefined;
  return value || undefined;
}

/** The manual form's rule: a business name is required (trimmed); an empty description gets a default. */
export const MANUAL_DEFAULT_DESCRIPTION = 'Business profile created manually';
