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

/** Query parameters that say how a visitor arrived, never which page: ad and e-mail campaign tags. */
const trackingParameter = /^(utm_\w+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|yclid|igshid|mc_cid|mc_eid|_ga|_gl|ref|ref_src|srsltid)$/i;

/**
 * The website as compared for duplicates: scheme, `www.`, a trailing slash, case, the fragment and
 * tracking parameters (`utm_*`, `fbclid`, `gclid`…) ignored, the other parameters in one order.
 * `https://www.CafeSol.com/?utm_source=ig` and `cafesol.com` are the same site. Server and owner app
 * both compare with this.
 */
export function websiteKey(website: string | null | undefined): string | null {
  if (!website?.trim()) return null;
  try {
    const url = new URL(normalizeWebsite(website));
    const host = url.hostname.toLowerCase().replace(/^www\./, '').replace(/\.$/, '');
    const path = url.pathname.replace(/(?<!\/)\/+$/, '').toLowerCase();
    const kept = [...url.searchParams].filter(([name]) => !trackingParameter.test(name)).sort(([a], [b]) => a.localeCompare(b));
    const search = kept.length ? `?${new URLSearchParams(kept).toString().toLowerCase()}` : '';
    return `${host}${path}${search}`;
  } catch {
    return website.trim().toLowerCase();
  }
}
