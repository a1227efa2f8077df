/**
 * Finding contact details in free text (OCR of a card, a website's text). Pure functions shared by the
 * card parser and the website scraper, so both read a phone number or an address the same way.
 */

/** `(813) 555-0142` for a valid 10-digit US number (an optional leading 1), else null. */
export function formatUsPhone(digits: string): string | null {
  const d = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (d.length !== 10 || /^[01]/.test(d) || /^\d{3}[01]/.test(d)) return null;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** US phone numbers as usually written: (813) 555-0142, 813.555.0142, +1 813 555 0142. */
export const phonePattern = /(?:\+?1[\s.-]*)?\(?\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{4}\b/g;

/** Every US phone number in the text, formatted, in order, without repeats. */
export function phonesIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(phonePattern)) {
    const phone = formatUsPhone(match[0].replace(/\D/g, ''));
    if (phone && !found.includes(phone)) found.push(phone);
  }
  return found;
}

export const emailPattern = /[A-Za-z0-9][\w.+-]*@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/** E-mail addresses in the text, lower-cased, without repeats (image file names excluded). */
export function emailsIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(emailPattern)) {
    const email = match[0].toLowerCase().replace(/[.,;:]+$/, '');
    if (/\.(png|jpe?g|gif|webp|svg)$/.test(email) || found.includes(email)) continue;
    found.push(email);
  }
  return found;
}

const streetSuffix =
  '(?:st|street|ave|avenue|blvd|boulevard|rd|road|dr|drive|ln|lane|way|ct|court|pl|place|pkwy|parkway|hwy|highway|cir|circle|ter|terrace|trl|trail|sq|square|plz|plaza)';

/** A street line: "1208 S Howard Ave, Suite 4". */
export const streetPattern = new RegExp(
  `\\b\\d{1,6}\\s+(?:[NSEW]\\.?\\s+)?[\\p{L}0-9.' -]{2,40}?\\s${streetSuffix}\\b\\.?(?:[ ,]+(?:suite|ste\\.?|unit|apt\\.?|#)\\s*[\\w-]+)?`,
  'iu',
);

/** A city line: "Tampa, FL 33606" (captures city, state, ZIP). */
export const cityPattern = /\b([A-Z][\p{L}.' -]{1,30}?),?\s+([A-Z]{2})\s+(\d{5})(?:-\d{4})?\b/u;

export interface UsAddress {
  /** Street and city together: "1208 S Howard Ave, Suite 4, Tampa, FL 33606". */
  address: string | null;
  /** "Tampa, FL". */
  location: string | null;
}

function tidyStreet(street: string): string {
  return street
    .replace(/\s+/g, ' ')
    .replace(/\s*,\s*/g, ', ')
    .replace(/\bste\.?\s*/i, 'Suite ')
    .trim();
}

/** The first street and city lines, joined (the city may be on the street's line or the next). */
export function usAddressIn(lines: readonly string[], titleCase: (text: string) => string = (t) => t): UsAddress {
  let street: string | null = null;
  let city: RegExpExecArray | null = null;
  for (const line of lines) {
    street ??= streetPattern.exec(line)?.[0] ?? null;
    city ??= cityPattern.exec(line);
  }
  const location = city ? `${titleCase(city[1]!.trim())}, ${city[2]}` : null;
  if (!street) return { address: null, location };
  const streetText = tidyStreet(street);
  const address = city && !cityPattern.test(streetText) ? `${streetText}, ${location} ${city[3]}` : streetText;
  return { address, location };
}
