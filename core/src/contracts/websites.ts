/**
 * How a business's website address is written and compared. No zod here, so screens can use it
 * without loading the API's schemas.
 */
/** Trim; add https:// when the address starts with neither http:// nor https:// (the spec's rule). */
export function normalizeWebsite(input: string): string {
  const trimmed = input.trim();
  if (!trimmed) return '';
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/**
 * The website as compared for duplicates: scheme, `www.`, a trailing slash and case ignored.
 * `https://www.CafeSol.com/` and `cafesol.com` are the same site.
 */
export function websiteKey(website: string | null | undefined): string | null {
  if (!website?.trim()) return null;
  try {
    const url = new URL(normalizeWebsite(website));
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    const path = url.pathname.replace(/(?<!\/)\/+$/, '').toLowerCase();
    return `${host}${path}${url.search.toLowerCase()}`;
  } catch {
    return website.trim().toLowerCase();
  }
}
