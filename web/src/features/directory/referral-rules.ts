/**
 * A referral's form, checked in the browser as the server checks it (core's `referInput`), in the
 * server's words, so what is missing shows by its field before anything is sent. The server still has
 * the last word. Free of zod on purpose: the contracts' schemas would weigh on My Network's first load.
 */
import { networkRules } from '@tapin/config/rules';

export interface ReferralDraft {
  name: string;
  phone: string;
  email: string;
  need: string;
  consent: boolean;
}

/** Where a problem shows: each field, and `contact` for neither a phone number nor an e-mail address. */
export type ReferralField = 'name' | 'contact' | 'phone' | 'email' | 'need' | 'consent';

/** The server's pattern for a phone number (digits, spaces and + ( ) - .). */
const PHONE = /^[+()\d\s.-]{7,40}$/;
/** Something@something.something: the browser's share of the check; the server's is stricter. */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** The draft's problems, in the form's order (empty when it may be sent). */
export function referralProblems(draft: ReferralDraft): Partial<Record<ReferralField, string>> {
  const problems: Partial<Record<ReferralField, string>> = {};
  const phone = draft.phone.trim();
  const email = draft.email.trim();
  if (!draft.name.trim()) problems.name = "Enter the customer's name";
  if (!phone && !email) problems.contact = "Give the customer's phone number or e-mail address";
  if (phone && !PHONE.test(phone)) problems.phone = 'Enter a phone number of digits, spaces and + ( ) - .';
  if (email && !EMAIL.test(email)) problems.email = 'Enter a valid e-mail address';
  if (!draft.need.trim()) problems.need = 'Say what the customer needs';
  else if (draft.need.trim().length > networkRules.needMaxLength) problems.need = `What the customer needs must be ${networkRules.needMaxLength} characters or fewer`;
  if (!draft.consent) problems.consent = 'The customer must agree to be contacted before you refer them';
  return problems;
}

/** The problems a change to one of the draft's fields answers (the phone and the e-mail share `contact`). */
export const answeredBy: Record<keyof ReferralDraft, readonly ReferralField[]> = {
  name: ['name'],
  phone: ['phone', 'contact'],
  email: ['email', 'contact'],
  need: ['need'],
  consent: ['consent'],
};
