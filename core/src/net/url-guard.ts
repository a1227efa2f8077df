import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { normalizeWebsite } from '../contracts/businesses.js';
import { ValidationError } from '../errors.js';
import ipaddr from 'ipaddr.js';

export const PRIVATE_ADDRESS_MESSAGE = 'TAPin can only read public websites; that address points to a private or local network.';

/** Thrown at connect time when a name resolves to a private address (turned into the 400 above). */
export class PrivateAddressError extends Error {
  readonly code = 'ERR_PRIVATE_ADDRESS';
}

function invalid(message: string): ValidationError {
  return new ValidationError(message, { field: 'websiteUrl' });
}

/** Trim, add https:// (docs/decisions.md#businesses), then a URL that parses, or a clear 400. */
export function normalizeWebsiteUrl(input: string): string {
  const normalized = normalizeWebsite(input);
  let url: URL;
  try {
    url = new URL(normalized);
  } catch {
    throw invalid('Enter a website address like example.com');
  }
  if (!url.hostname || (!url.hostname.includes('.') && !isIP(url.hostname.replace(/^\[|\]$/g, '')) && url.hostname !== 'localhost')) {
    throw invalid('Enter a website address like example.com');
  }
  return url.toString();
}

/**
 * The address in the URL standard's one spelling (hex groups, `::` compressed, never a dotted quad), parsed.
 * `::127.0.0.1`, `::7f00:1` and `0::7f00:1` are the same 16 bytes, but the C library prints the first
 * and ipaddr.js would read it as `::ffff:127.0.0.1`; judging the canonical form makes the spelling irrelevant.
 */
function parseAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  try {
    const family = isIP(address);
    if (family === 4) return ipaddr.IPv4.parse(address);
    if (family === 6) return ipaddr.IPv6.parse(new URL(`http://[${address}]/`).hostname.slice(1, -1));
  } catch {
    // A zone index (`fe80::1%eth0`) or anything else the URL standard refuses: not a public address.
  }
  return null;
}

function ipv4From(high: number, low: number): ipaddr.IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

/**
 * The IPv4 address an IPv6 address carries and will reach, for the forms that carry one; `'never'` for the
 * forms where it cannot be judged (then the whole address is refused).
 */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | 'never' | null {
  const p = address.parts;
  switch (address.range()) {
    case 'ipv4Mapped': // ::ffff:a.b.c.d
    case 'rfc6145': // ::ffff:0:a.b.c.d (IPv4-translated, SIIT)
      return ipv4From(p[6]!, p[7]!);
    case 'rfc6052': // NAT64: the well-known 64:ff9b::/96 carries it in the last 32 bits (DNS64 hands these out for
      // every IPv4-only site); the local-use 64:ff9b:1::/48 (RFC 8215) is a local translator laid out as its operator chose.
      return p[2] === 0 && p[3] === 0 && p[4] === 0 && p[5] === 0 ? ipv4From(p[6]!, p[7]!) : 'never';
    case '6to4': // 2002:aabb:ccdd::/48
      return ipv4From(p[1]!, p[2]!);
    case 'teredo': // 2001::/32: the client's address is obscured and its relay is not ours to choose
      return 'never';
  }
  // IPv4-compatible ::a.b.c.d (::/96 apart from :: and ::1, which have ranges of their own), deprecated by
  // RFC 4291: no public website has one, and some stacks still route it to the IPv4 address.
  if (p.slice(0, 6).every((part) => part === 0) && address.range() === 'unicast') return 'never';
  return null;
}

/**
 * True only for an ordinary public unicast address. IPv6 forms that embed an IPv4 address (mapped,
 * translated, NAT64, 6to4) are judged by that IPv4 address; IPv4-compatible and Teredo addresses never
 * pass. Ranges come from ipaddr.js, which keeps the IANA special-purpose registries (docs/decisions.md#intake).
 */
export function isPublicAddress(address: string): boolean {
  const parsed = parseAddress(address);
  if (!parsed) return false;
  if (parsed.kind() === 'ipv6') {
    const embedded = embeddedIPv4(parsed as ipaddr.IPv6);
    if (embedded === 'never') return false;
    if (embedded) return embedded.range() === 'unicast';
  }
  return parsed.range() === 'unicast';
}

/**
 * Names that only a local network answers (docs/decisions.md#intake): `localhost` (RFC 6761), `.local`
 * (multicast DNS, RFC 6762), `.home.arpa` (RFC 8375), `.internal` (ICANN's private-use top-level domain),
 * and the common private zones `.localdomain`, `.lan`, `.intranet`, `.corp`, `.home`, which are never delegated.
 */
const LOCAL_NAME_SUFFIXES = ['localhost', 'local', 'home.arpa', 'internal', 'localdomain', 'lan', 'intranet', 'corp', 'home'] as const;

/**
 * True for a host name that can only be local: one of the suffixes above, or a single label (`intranet`),
 * which only a local search domain could resolve. Trailing dots (`localhost.`) change nothing.
 */
export function isLocalName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/(?<!\.)\.+$/, '');
  if (isIP(name)) return false;
  if (!name.includes('.')) return true;
  return LOCAL_NAME_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
}

/**
 * True for a URL's host (as the URL standard writes it: IPv6 between brackets) that can only be
 * private: an IP literal that is not public in any spelling, or a local name. Names that merely resolve
 * to a private address are caught at connect time by `guardedLookup`.
 */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  return isIP(host) ? !isPublicAddress(host) : isLocalName(host);
}

/**
 * Checks a URL before any connection: http(s) only, no credentials, standard ports, and (unless private
 * addresses are allowed) no private IP literal in any spelling and no local name. All of this happens
 * before anything is resolved; names are checked again when they are resolved, at connect time, by `guardedLookup`.
 */
export function assertFetchable(raw: string | URL, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalid('Enter a website address like example.com');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalid('Only http:// and https:// websites can be read.');
  if (url.username || url.password) throw invalid('Website addresses with a user name or password cannot be read.');
  if (allowPrivate) return url;
  // The URL standard has already turned decimal, octal and hex IPv4 (`2130706433`, `0177.0.0.1`, `0x7f.1`)
  // into a dotted quad, and IPv6 into hex groups between brackets.
  if (isPrivateHost(url.hostname)) throw invalid(PRIVATE_ADDRESS_MESSAGE);
  if (url.port && url.port !== '80' && url.port !== '443') throw invalid('TAPin can only read websites on the standard ports.');
  return url;
}

/** How `guardedLookup` resolves a name: `dns.lookup` with `all: true` (a stand-in in tests). */
export type ResolveAll = (hostname: string, options: LookupAllOptions, callback: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;

const systemResolver: ResolveAll = (hostname, options, callback) => dnsLookup(hostname, options, callback);

/**
 * A `lookup` for the HTTP agent that refuses names resolving to a private address. Checking when the
 * socket connects, not before the request, is what defeats DNS rebinding. A local name is refused
 * without being resolved at all.
 */
export function guardedLookup(allowPrivate: boolean, resolve: ResolveAll = systemResolver): LookupFunction {
  return (hostname, options, callback) => {
    if (!allowPrivate && isLocalName(hostname)) return callback(new PrivateAddressError(`${hostname} is a local name`), '', 4);
    resolve(hostname, { ...options, all: true }, (err, list) => {
      if (err) return callback(err, '', 4);
      if (!allowPrivate && (list.length === 0 || list.some((a) => !isPublicAddress(a.address)))) {
        return callback(new PrivateAddressError(`${hostname} resolves to a private address`), '', 4);
      }
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}
