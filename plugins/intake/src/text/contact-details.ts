import { findPhoneNumbersInText, parsePhoneNumberFromString } from 'libphonenumber-js';
import { parse as parseDomain } from 'tldts';

/**
 * Phones, e-mails and websites in the text of a page or a card. Phone numbers are libphonenumber-js's
 * (Google's metadata: every format people write, extensions, country codes, real area codes); domains
 * are checked against the public-suffix list with tldts, so a card's `.florist` or `.pet` website
 * counts and "Blvd. Tampa" does not.
 */

const DEFAULT_COUNTRY = 'US';
const socialHosts = /(^|\.)(facebook|instagram|x|twitter|linkedin|tiktok|youtube|yelp|pinterest)\.com$/;

/** A phone as shown in a profile: national format for US numbers, international otherwise. */
export function formatPhone(raw: string): string | null {
  const number = parsePhoneNumberFromString(raw, DEFAULT_COUNTRY);
  if (!number?.isValid()) return null;
  // Without the extension: the profile's phone is the line to call.
  const plain = parsePhoneNumberFromString(number.number)!;
  return plain.country === DEFAULT_COUNTRY || plain.countryCallingCode === '1' ? plain.formatNational() : plain.formatInternational();
}

/**
 * A text's letters and digits, lower case, '&' read as 'and': how a domain writes a name
 * (harborandhound.com), and how a name is looked for in a line ("KOWALSKI & SONS • 1742 …").
 */
export function lettersOf(text: string): string {
  return text.toLowerCase().replace(/&/g, 'and').replace(/[^\p{L}\p{N}]/gu, '');
}

/** Every valid phone number in the text, formatted, in order; fax numbers last, only when nothing else is given. */
export function phonesInText(text: string): string[] {
  return phonesWithRoles(text).map((f) => f.phone);
}

/**
 * The phone numbers in a text, faxes only when there is nothing else, each told whether the words just
 * before it on its line (since the number before it, at most 40 characters) match `oneKind`: a line for
 * one kind of caller ("Billing: …", "After hours: …").
 */
export function phonesWithRoles(text: string, oneKind?: RegExp): Array<{ phone: string; forOneKind: boolean }> {
  const found: Array<{ phone: string; fax: boolean; forOneKind: boolean }> = [];
  let end = 0;
  for (const match of findPhoneNumbersInText(text, DEFAULT_COUNTRY)) {
    const phone = formatPhone(match.number.number);
    const words = text.slice(Math.max(end, text.lastIndexOf('\n', match.startsAt - 1) + 1, match.startsAt - 40), match.startsAt);
    end = match.endsAt;
    if (!phone || found.some((f) => f.phone === phone)) continue;
    const before = text.slice(Math.max(0, match.startsAt - 12), match.startsAt);
    found.push({ phone, fax: /\bfax\b|\bf\s*[:.]\s*$/i.test(before), forOneKind: oneKind?.test(words) ?? false });
  }
  const calls = found.filter((f) => !f.fax);
  return (calls.length ? calls : found).map(({ phone, forOneKind }) => ({ phone, forOneKind }));
}

/** Whether `host` ends in a public (ICANN) suffix and has a name before it. */
function isPublicHost(host: string): boolean {
  const parsed = parseDomain(host);
  return Boolean(parsed.isIcann && parsed.domain && parsed.domainWithoutSuffix);
}

/**
 * The longest run of non-space characters read as an address: an e-mail address is at most 254, a web
 * address worth keeping far less. Longer runs (a page's one endless word) are left out before any
 * pattern reads the text, so no pattern here costs more than the length of the text.
 */
const MAX_TOKEN = 320;
const longRun = new RegExp(`\\S{${MAX_TOKEN + 1},}`, 'g');

/** The text with every run of non-space characters longer than MAX_TOKEN replaced by a space. */
function withoutLongRuns(text: string): string {
  let out = '';
  let start = 0;
  for (const run of text.matchAll(longRun)) {
    out += `${text.slice(start, run.index)} `;
    start = run.index + run[0].length;
  }
  return start ? out + text.slice(start) : text;
}

/**
 * Undoes what OCR and anti-spam writing do to addresses: `name [at] shop [dot] com`, `tom @ shop. com`,
 * `rosa@shop florist`. Each pattern starts only where a run of its characters starts (the look-behinds),
 * so its work grows with the text, never with the square of a run.
 */
function repairAddresses(text: string): string {
  return withoutLongRuns(text)
    .replace(/\bwww\.\s+/gi, 'www.')
    .replace(/\.c[0o]m\b|\.corn\b/gi, '.com')
    .replace(/(?<!\s)\s*[[({]\s*at\s*[\])}]\s*/gi, '@')
    .replace(/(?<!\s)\s*[[({]\s*dot\s*[\])}]\s*/gi, '.')
    .replace(/([\w.+-])\s+@\s*|@\s+/g, (m, c: string | undefined) => `${c ?? ''}@`)
    .replace(/(?<![\w-])([a-z0-9-]+)\.\s+([a-z]{2,24})\b/g, (m, name: string, tld: string) => (isPublicHost(`${name}.${tld}`) ? `${name}.${tld}` : m))
    .replace(/@([a-z0-9-]+)\s+([a-z]{2,24})\b/gi, (m, name: string, tld: string) => (isPublicHost(`${name}.${tld}`) ? `@${name}.${tld.toLowerCase()}` : m));
}

const emailPattern = /(?<![\w.+-])[A-Za-z0-9][\w.+-]*@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/** E-mail addresses in the text (also hidden or split ones), lower-cased, without repeats or image names. */
export function emailsInText(text: string): string[] {
  const found: string[] = [];
  for (const match of repairAddresses(text).matchAll(emailPattern)) {
    const email = match[0].toLowerCase().replace(/(?<![.,;:])[.,;:]+$/, '');
    if (/\.(png|jpe?g|gif|webp|svg|avif)$/.test(email) || found.includes(email)) continue;
    found.push(email);
  }
  return found;
}

/** Cloudflare's e-mail protection (`data-cfemail`): a key byte, then each character XOR the key, in hex. */
export function cloudflareEmail(hex: string): string | null {
  if (!/^([0-9a-f]{2})+$/i.test(hex) || hex.length < 8) return null;
  const bytes = hex.match(/../g)!.map((b) => Number.parseInt(b, 16));
  const key = bytes[0]!;
  const email = String.fromCharCode(...bytes.slice(1).map((b) => b ^ key));
  return emailsInText(email)[0] ?? null;
}

/**
 * The business's website in the text, as `https://host[/path]`: any public top-level domain, never a
 * social network, and never just the e-mail's domain (that is only a website when written on its own).
 */
export function websiteIn(text: string): string | null {
  const repaired = repairAddresses(text);
  const withoutEmails = repaired.replace(emailPattern, ' ');
  for (const match of withoutEmails.matchAll(/(?<![\w.-])(?:(https?):\/\/)?((?:[a-z0-9-]+\.)+[a-z]{2,24})(\/[\w/.-]*)?/gi)) {
    const host = match[2]!.toLowerCase();
    if (!isPublicHost(host) || socialHosts.test(host.replace(/^www\./, ''))) continue;
    // "Dr.Smith" is not a website: a bare host must be written in lower case, as addresses are.
    if (!match[1] && match[2] !== host && !/^www\./i.test(match[2]!)) continue;
    const path = match[3] && match[3] !== '/' ? match[3].replace(/(?<!\.)\.+$/, '') : '';
    return `https://${host}${path}`;
  }
  return null;
}
