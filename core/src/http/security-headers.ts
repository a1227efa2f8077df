import type { Middleware } from 'koa';
import type { RequestState } from './context.js';

/**
 * The Content-Security-Policy of a browser app TAPin serves (the owner app at /, the admin console at
 * /console). The session token lives in local storage, so script runs only from our own files: no
 * inline script, no eval, no other origin. The built pages (index.html, and the owner app's auth.html)
 * have no inline script or style (checked by test/security/headers.test.ts against the build).
 *
 * - `style-src 'unsafe-inline'`: Radix's Dialog (react-remove-scroll) and Toast insert `<style>`
 *   elements at run time whose text carries measured sizes, and the console's MUI styles are emotion's
 *   `<style>` elements written at run time, so neither a hash nor the build can cover them. Styles
 *   cannot run script; the token stays out of reach.
 * - `img-src http: https:`: a logo found on the owner's own website is kept as its address and shown
 *   from there, and such sites are not all on https; uploads are same-origin, previews `data:` or
 *   `blob:` URLs. An image cannot run script, so this opens nothing to the token.
 */
export function appContentSecurityPolicy(): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: http: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "manifest-src 'self'",
    // The owner app's service worker (/sw.js) shows Web Push notifications.
    "worker-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** API answers are data, never a document: nothing in them may load, run or be framed. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export interface SecurityHeadersOptions {
  /** Path prefixes whose answers are API data (JSON), not app pages. */
  apiPrefixes: readonly string[];
  /** Prefixes that set their own caching and policy (stored uploads): left alone here. */
  ownPolicyPrefixes: readonly string[];
  /** `Strict-Transport-Security: max-age=` for requests that arrived over TLS; 0 sends none. */
  hstsMaxAgeSeconds: number;
}

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * The headers every answer carries, errors included (mount it outside the error handler):
 * - nosniff, no framing, referrers only to our own origin;
 * - on API answers a locked-down policy and `Cache-Control: no-store`, since sign-in, registration,
 *   links, two-step codes and every signed-in answer carry a token or private data; a route that means
 *   to be cached sets its own Cache-Control, which wins;
 * - on every other answer (the apps' pages and assets) the app policy; their caching is static.ts's;
 * - HSTS only when the request came over TLS (behind a proxy only with TRUST_PROXY, as Koa reads
 *   X-Forwarded-Proto only then), so plain-HTTP development never pins a browser to https.
 */
export function securityHeaders(options: SecurityHeadersOptions): Middleware<RequestState> {
  const appPolicy = appContentSecurityPolicy();
  return async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Referrer-Policy', 'same-origin');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    if (options.hstsMaxAgeSeconds > 0 && ctx.secure) ctx.set('Strict-Transport-Security', `max-age=${options.hstsMaxAgeSeconds}`);
    if (options.ownPolicyPrefixes.some((prefix) => under(ctx.path, prefix))) return next();
    if (options.apiPrefixes.some((prefix) => under(ctx.path, prefix))) {
      ctx.set('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
      ctx.set('Cache-Control', 'no-store');
    } else {
      ctx.set('Content-Security-Policy', appPolicy);
    }
    return next();
  };
}
