import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
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

/** True only for ordinary public unicast addresses (IPv4-mapped IPv6 judged by its IPv4 address). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast';
}

/**
 * Checks a URL before any connection: http(s) only, no credentials, standard ports, and (unless private
 * addresses are allowed) no literal private IP or `localhost`. Names are checked again when they are
 * resolved, at connect time, by `guardedLookup`.
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
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) && !isPublicAddress(host))) throw invalid(PRIVATE_ADDRESS_MESSAGE);
  if (url.port && url.port !== '80' && url.port !== '443') throw invalid('TAPin can only read websites on the standard ports.');
  return url;
}

/**
 * A `lookup` for the HTTP agent that refuses names resolving to a private address. Checking when the
 * socket connects, not before the request, is what defeats DNS rebinding.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 4);
      const list = addresses as LookupAddress[];
      if (!allowPrivate && (list.length === 0 || list.some((a) => !isPublicAddress(a.address)))) {
        return callback(new PrivateAddressError(`${hostname} resolves to a private address`), '', 4);
      }
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}
