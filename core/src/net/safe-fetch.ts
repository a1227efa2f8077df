import { ValidationError } from '../errors.js';
import { Agent, errors as undiciErrors, request } from 'undici';
import { assertFetchable, guardedLookup, PRIVATE_ADDRESS_MESSAGE, PrivateAddressError, type ResolveAll } from './url-guard.js';

export interface ScrapeLimits {
  allowPrivate: boolean;
  timeoutMs: number;
  requestTimeoutMs: number;
  maxBytesPerPage: number;
  maxRedirects: number;
  maxPages: number;
}

export interface SafeFetcherOptions {
  /** How names are resolved when connecting (the system's `dns.lookup` unless a test supplies its own). */
  resolve?: ResolveAll;
}

export type Expected = 'html' | 'css' | 'image';

export interface FetchedResource {
  /** The address that answered, after redirects. */
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
  /** The body was longer than the limit; only its start was read. */
  truncated: boolean;
}

const acceptHeader: Record<Expected, string> = {
  html: 'text/html,application/xhtml+xml;q=0.9',
  css: 'text/css',
  image: 'image/png,image/jpeg,image/webp,image/gif,image/svg+xml;q=0.5',
};

/** What a refused answer was expected to be, in the refusal's words. */
const whatIsExpected: Record<Expected, string> = { html: 'a web page', css: 'a stylesheet', image: 'an image' };

function typeMatches(expected: Expected, contentType: string): boolean {
  if (expected === 'html') return contentType === 'text/html' || contentType === 'application/xhtml+xml';
  if (expected === 'css') return contentType === 'text/css';
  return contentType.startsWith('image/');
}

function websiteError(message: string): ValidationError {
  return new ValidationError(message, { field: 'websiteUrl' });
}

function causeChain(err: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e: unknown = err; e && chain.length < 6; e = (e as { cause?: unknown }).cause) chain.push(e);
  return chain;
}

/** Turns a network failure into what the owner can act on. */
function explain(err: unknown, signal: AbortSignal): ValidationError {
  const chain = causeChain(err);
  if (chain.some((e) => e instanceof PrivateAddressError)) return websiteError(PRIVATE_ADDRESS_MESSAGE);
  if (signal.aborted || chain.some((e) => e instanceof undiciErrors.HeadersTimeoutError || e instanceof undiciErrors.BodyTimeoutError || (e as Error)?.name === 'TimeoutError' || (e as Error)?.name === 'AbortError')) {
    return websiteError('The website took too long to answer.');
  }
  if (chain.some((e) => ['ENOTFOUND', 'EAI_AGAIN'].includes((e as { code?: string })?.code ?? ''))) {
    return websiteError('The website could not be found. Check the address.');
  }
  return websiteError('The website could not be reached.');
}

/**
 * Fetches one resource the safe way: every hop checked (scheme, credentials, port, private addresses at
 * connect time), redirects followed by hand up to the limit, the body read only up to the byte limit
 * (the rest is never downloaded), within a per-request and an overall time limit (docs/decisions.md#intake).
 */
export class SafeFetcher {
  private readonly agent: Agent;

  constructor(
    private readonly limits: ScrapeLimits,
    options: SafeFetcherOptions = {},
  ) {
    this.agent = new Agent({
      connect: { lookup: guardedLookup(limits.allowPrivate, options.resolve), timeout: limits.requestTimeoutMs },
      headersTimeout: limits.requestTimeoutMs,
      bodyTimeout: limits.requestTimeoutMs,
      connections: 4,
    });
  }

  async fetch(target: string, expected: Expected, overall: AbortSignal): Promise<FetchedResource> {
    let url = assertFetchable(target, this.limits.allowPrivate);
    for (let hop = 0; ; hop++) {
      const signal = AbortSignal.any([overall, AbortSignal.timeout(this.limits.requestTimeoutMs)]);
      let response: Awaited<ReturnType<typeof request>>;
      try {
        response = await request(url, {
          method: 'GET',
          dispatcher: this.agent,
          signal,
          headers: { 'user-agent': 'TAPinBot/1.0 (+business directory intake)', accept: acceptHeader[expected], 'accept-language': 'en' },
        });
      } catch (err) {
        throw explain(err, signal);
      }
      const { statusCode, headers } = response;
      if (statusCode >= 300 && statusCode < 400 && headers.location) {
        await response.body.dump();
        if (hop >= this.limits.maxRedirects) throw websiteError('Too many redirects.');
        url = assertFetchable(new URL(String(headers.location), url), this.limits.allowPrivate);
        continue;
      }
      const contentType = String(headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (statusCode >= 400) {
        await response.body.dump();
        throw websiteError(`The website answered with an error (HTTP ${statusCode}).`);
      }
      if (!typeMatches(expected, contentType)) {
        await response.body.dump();
        throw websiteError(`That address is not ${whatIsExpected[expected]} (it returned ${contentType || 'an unknown type'}).`);
      }
      const charset = /charset=([\w-]+)/i.exec(String(headers['content-type'] ?? ''))?.[1];
      const { body, truncated } = await this.readCapped(response.body, signal);
      return { url: url.toString(), status: statusCode, contentType: charset ? `${contentType}; charset=${charset}` : contentType, body, truncated };
    }
  }

  /** Reads at most the byte limit; on reaching it the download is aborted, not drained. */
  private async readCapped(body: Awaited<ReturnType<typeof request>>['body'], signal: AbortSignal): Promise<{ body: Buffer; truncated: boolean }> {
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of body) {
        const piece = chunk as Buffer;
        const room = this.limits.maxBytesPerPage - size;
        if (piece.length >= room) {
          chunks.push(piece.subarray(0, room));
          body.destroy();
          return { body: Buffer.concat(chunks), truncated: true };
        }
        chunks.push(piece);
        size += piece.length;
      }
    } catch (err) {
      if (size > 0 && !signal.aborted) return { body: Buffer.concat(chunks), truncated: true };
      throw explain(err, signal);
    }
    return { body: Buffer.concat(chunks), truncated: false };
  }

  async close(): Promise<void> {
    await this.agent.close();
  }
}

/** The document's text, in the charset the server or the page declares (UTF-8 when neither does). */
export function decodeHtml(body: Buffer, contentType: string): string {
  const declared = /charset=([\w-]+)/i.exec(contentType)?.[1] ?? /<meta[^>]+charset=["']?([\w-]+)/i.exec(body.subarray(0, 2048).toString('latin1'))?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}
