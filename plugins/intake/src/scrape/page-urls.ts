/** Page addresses: absolute links, same-site checks and social profile links. */

const socialHosts = /(^|\.)(facebook|instagram|x|twitter|linkedin|tiktok|youtube|yelp|pinterest)\.com$/;
const shareLinks = /\/(sharer|share|intent|dialog|plugins|hashtag|explore)(\/|\.php|$)/i;

export function absolute(href: string | undefined, base: string): string | null {
  if (!href || href.startsWith('data:') || href.startsWith('javascript:')) return null;
  try {
    const url = new URL(href, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export function sameSite(a: string, b: string): boolean {
  const host = (u: string) => new URL(u).hostname.replace(/^www\./, '');
  return host(a) === host(b);
}

/** A social profile link, without tracking; share buttons and bare hosts are not profiles. */
export function socialLink(href: string | null): string | null {
  if (!href) return null;
  const url = new URL(href);
  if (!socialHosts.test(url.hostname.replace(/^www\./, '')) || shareLinks.test(url.pathname) || url.pathname.length <= 1) return null;
  url.hash = '';
  url.search = '';
  return url.toString().replace(/\/$/, '');
}
