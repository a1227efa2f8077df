/**
 * US street addresses as structured fields (street, city, region, postal code), read from the lines of
 * a page or a card, or normalised from what structured data declares (docs/decisions.md#intake).
 */

import { addressLineOf, locationOf, type PostalAddress } from '@tapin/core/contracts';

export type { PostalAddress };
export { addressLineOf, locationOf };

const states: Record<string, string> = {
  alabama: 'AL', alaska: 'AK', arizona: 'AZ', arkansas: 'AR', california: 'CA', colorado: 'CO', connecticut: 'CT', delaware: 'DE',
  'district of columbia': 'DC', florida: 'FL', georgia: 'GA', hawaii: 'HI', idaho: 'ID', illinois: 'IL', indiana: 'IN', iowa: 'IA',
  kansas: 'KS', kentucky: 'KY', louisiana: 'LA', maine: 'ME', maryland: 'MD', massachusetts: 'MA', michigan: 'MI', minnesota: 'MN',
  mississippi: 'MS', missouri: 'MO', montana: 'MT', nebraska: 'NE', nevada: 'NV', 'new hampshire': 'NH', 'new jersey': 'NJ',
  'new mexico': 'NM', 'new york': 'NY', 'north carolina': 'NC', 'north dakota': 'ND', ohio: 'OH', oklahoma: 'OK', oregon: 'OR',
  pennsylvania: 'PA', 'rhode island': 'RI', 'south carolina': 'SC', 'south dakota': 'SD', tennessee: 'TN', texas: 'TX', utah: 'UT',
  vermont: 'VT', virginia: 'VA', washington: 'WA', 'west virginia': 'WV', wisconsin: 'WI', wyoming: 'WY', 'puerto rico': 'PR',
};
const codes = new Set(Object.values(states));
const stateWords = [...Object.keys(states).map((s) => s.replace(/ /g, '\\s+')), ...codes].join('|');

/** "Tampa, FL 33606" / "Tampa, Florida 33606-1234" within a line (after a comma, a dot or a dash): city, state, ZIP. */
const cityStateZip = new RegExp(`(?:^|,\\s*|[·|•]\\s*|\\s[-–—]\\s+)([A-Z][A-Za-z.'’ -]{1,30}?),?\\s+(${stateWords})\\.?,?\\s+(\\d{5}(?:-\\d{4})?)\\b`, 'i');
/** A street line: a house number, then words ("1208 S Howard Ave, Suite 4"). */
const streetStart = /\b\d{1,6}[NSEW]?\s+[A-Za-z0-9]/;
/** A post office box, which stands where a street would ("P.O. Box 10245"). */
const postOfficeBox = /\b(?:p\.?\s?o\.?\s?box|post office box)\s*(?:#\s*)?\d{1,8}\b/i;

/** The two-letter code of a US state written in full or as its code; other regions as written. */
export function regionCode(region: string | null | undefined): string | null {
  const r = region?.replace(/\s+/g, ' ').trim().replace(/\.$/, '');
  if (!r) return null;
  const code = states[r.toLowerCase()] ?? (codes.has(r.toUpperCase()) ? r.toUpperCase() : null);
  return code ?? r;
}

function titleCase(text: string): string {
  if (text !== text.toUpperCase()) return text;
  return text.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, c: string) => sep + c.toUpperCase());
}

/** "Ste 600" → "Suite 600" (after a comma), "6201S MacDill" → "6201 S MacDill", spacing tidied. */
function tidyStreet(street: string): string {
  return street
    .replace(/\s+/g, ' ')
    .replace(/^(\d{1,6})([NSEW])\s/, '$1 $2 ')
    .replace(/,? (?:ste\.?|suite) ?(?:# ?)?([\w-]+)/i, ', Suite $1')
    .replace(/,? (unit|apt\.?|#) ?([\w-]+)$/i, (_m, kind: string, n: string) => `, ${kind.startsWith('#') ? '#' : titleCase(kind.replace('.', ''))} ${n}`)
    .replace(/ ?, ?/g, ', ')
    .replace(/(?<![,\s])[,\s]+$/, '')
    .trim();
}

/** A unit of a building written apart from its street ("Suite 4", "Unit 12", "Bldg B"). */
const unitPart = /^(suite|ste\.?|unit|apt\.?|bldg\.?|building|#)\s*[\w-]+$/i;

/** A part of a street line that names a unit without a number ("Penthouse", "Space C", "Rear"). */
const unitWord = /^(suite|ste\.?|unit|apt\.?|bldg\.?|building|space|floor|fl\.?|level|lot|room|rm\.?|ph|penthouse|rear|upper|lower|#)\b/i;

/** The street in the text before a city line: from its house number, after any label or name. */
function streetIn(text: string): string | null {
  const segment = text.split(/\s[·|•]\s|<|\t/).pop()!.replace(/(?<![,\s])[,\s]+$/, '');
  const start = streetStart.exec(segment) ?? postOfficeBox.exec(segment);
  if (!start) return null;
  // A neighbourhood between the street and the city ("1600 E 7th Ave, Ybor City, Tampa") is no part of the street.
  const [first, ...parts] = segment.slice(start.index).split(',').map((part) => part.trim());
  const street = [first, ...parts.filter((part) => /\d/.test(part) || unitPart.test(part) || unitWord.test(part))].join(', ');
  // A phone number or a ZIP alone is not a street.
  if (/^\d[\d\s().-]{6,}$/.test(street) || !/\p{L}{2}/u.test(street)) return null;
  return tidyStreet(street);
}

/** The first address in the lines: its city line, and the street on that line or the one or two before. */
export function addressInLines(lines: readonly string[]): PostalAddress | null {
  return addressesInLines(lines, 1)[0]?.address ?? null;
}

/** The addresses in the lines (at most `most`), each with the index of its city line. */
export function addressesInLines(lines: readonly string[], most = Number.POSITIVE_INFINITY): Array<{ address: PostalAddress; line: number }> {
  const found: Array<{ address: PostalAddress; line: number }> = [];
  for (let i = 0; i < lines.length && found.length < most; i++) {
    const line = lines[i]!;
    const match = cityStateZip.exec(line);
    if (!match) continue;
    const before = line.slice(0, match.index).trim();
    let street = streetIn(before);
    // "Unit 12, Largo, FL 33771": the unit belongs to the street on a line above.
    const unit = !street && unitPart.test(before) ? before : null;
    for (let back = 1; !street && back <= 2 && i - back >= 0; back++) {
      const previous = lines[i - back]!;
      street = streetIn(previous);
      // "Suite 4" on its own line belongs to the street above it.
      if (!street && unitPart.test(previous.trim()) && i - back - 1 >= 0) {
        const above = streetIn(lines[i - back - 1]!);
        if (above) street = tidyStreet(`${above}, ${previous.trim()}`);
      }
    }
    if (street && unit) street = tidyStreet(`${street}, ${unit}`);
    found.push({ address: { street, city: titleCase(match[1]!.trim()), region: regionCode(match[2]!), postalCode: match[3]! }, line: i });
  }
  return found;
}

/** Declared parts (schema.org PostalAddress, microdata) tidied the same way as read ones. */
export function postalAddressOf(parts: Partial<Record<keyof PostalAddress, string | null | undefined>>): PostalAddress {
  const text = (v: string | null | undefined) => v?.replace(/\s+/g, ' ').trim() || null;
  const street = text(parts.street);
  const city = text(parts.city);
  return { street: street ? tidyStreet(street) : null, city: city ? titleCase(city) : null, region: regionCode(parts.region), postalCode: text(parts.postalCode) };
}

