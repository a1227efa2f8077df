import { normalizeWebsite, type SocialProfile } from '@tapin/core/contracts';

const networks: Array<[RegExp, string]> = [
  [/(^|\.)instagram\.com$/, 'instagram'],
  [/(^|\.)(facebook|fb)\.com$/, 'facebook'],
  [/(^|\.)(x|twitter)\.com$/, 'x'],
  [/(^|\.)linkedin\.com$/, 'linkedin'],
  [/(^|\.)tiktok\.com$/, 'tiktok'],
  [/(^|\.)youtube\.com$/, 'youtube'],
  [/(^|\.)yelp\.com$/, 'yelp'],
  [/(^|\.)pinterest\.com$/, 'pinterest'],
];

/** Reads the network and handle from a profile URL (no request is made to social sites). */
export function socialProfileOf(url: string): SocialProfile {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname.toLowerCase().replace(/^www\./, '');
    const network = networks.find(([pattern]) => pattern.test(host))?.[1] ?? host;
    const segments = parsed.pathname.split('/').filter(Boolean);
    const first = segments[0] === 'in' || segments[0] === 'company' ? segments[1] : segments[0];
    return { network, url, handle: first ? first.replace(/^@/, '') : null };
  } catch {
    return { network: 'web', url, handle: null };
  }
}

/** Each address once, as a full URL; empty rows and what is not an address are dropped. */
export function normalizedUrls(urls: Array<string | null | undefined>): string[] {
  const out: string[] = [];
  for (const raw of urls) {
    const value = raw?.trim();
    if (!value) continue;
    try {
      const url = new URL(normalizeWebsite(value)).toString();
      if (!out.some((u) => u.replace(/\/$/, '').toLowerCase() === url.replace(/\/$/, '').toLowerCase())) out.push(url);
    } catch {
      // Not an address: dropped, as empty rows are.
    }
  }
  return out;
}
