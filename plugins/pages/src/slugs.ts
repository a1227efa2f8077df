/**
 * A public page's address from the business's name: folded to plain lower-case letters and digits
 * ("Café Olé!" → "cafe-ole"), words joined by hyphens, at most SLUG_MAX characters cut at a word.
 * Two businesses with one name get "-2", "-3", … (docs/decisions.md#public-pages).
 */
export const SLUG_MAX = 80;

export function slugBase(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .match(/[a-z0-9]+/g);
  let slug = '';
  for (const word of words ?? []) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX) break;
    slug = next;
  }
  // A name of no Latin letters or digits (or one first word longer than the limit) still gets an address.
  return slug || (words?.[0]?.slice(0, SLUG_MAX) ?? 'business');
}

/** `base`, or `base-2`, `base-3`, … : the first that `taken` does not hold. */
export function freeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base.slice(0, SLUG_MAX - String(n).length - 1)}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** A slug as the address may carry it: what a slug can be, and no more (anything else is not a page). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
