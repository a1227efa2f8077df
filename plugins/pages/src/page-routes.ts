import type { Config } from '@tapin/config';
import { AppError, idParam, NotFoundError, requestOrigin, type AppContext, type RouteBuilder } from '@tapin/core';
import { claimCodeParam, publicPageInput } from '@tapin/core/contracts';
import QRCode from 'qrcode';
import { z } from 'zod';
import { counterCardFormats, counterCardSizes, type CounterCardInput, type CounterCardSize } from './counter-card.js';
import { messagePage, renderClaim, renderPage, renderSitemap, type ClaimEmailState } from './page-html.js';
import type { PageAnswer, PublicPageService, Visitor } from './page-service.js';
import { pagesWorker } from './pages-threads.js';

/** A sitemap file holds at most 50,000 addresses (sitemaps.org). */
export const SITEMAP_MAX = 50_000;

/**
 * A page has no script and loads nothing but its images: its own policy, stricter than the apps'.
 * Its stylesheet is inline (one request on a slow network) and carries the business's colour; its
 * forms ("Get this offer") post to this site only. `connect-src 'self'` lets an auditor running in the
 * page (Lighthouse reads /robots.txt from there) reach this site; the page itself runs no script.
 */
const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https: http:; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

const slugParam = z.object({ slug: z.string() });
/** The claim page's e-mail form, as a browser posts it (checked in the handler, so a mistake gets the page again). */
const emailForm = z.object({ email: z.string().max(1000).optional() });
const emailAddress = z.string().trim().toLowerCase().max(254, { error: 'That e-mail address is too long' }).pipe(z.email({ error: 'Please enter a valid email address' }));
const offerParams = z.object({ slug: z.string(), promotionId: z.coerce.number({ error: 'promotionId must be a number' }).int({ error: 'promotionId must be a whole number' }).positive({ error: 'promotionId must be positive' }).max(2_147_483_647, { error: 'promotionId is too large' }) });

const NOT_AVAILABLE = 'This page is not available';

/** The cookie that marks an owner's browser as theirs, so their own visits and claims are not counted. */
const OWNER_COOKIE = 'tapin_owner';
const YEAR_MS = 365 * 24 * 60 * 60_000;

/** The visitor: address and browser, and the owner whose browser it is, when their app marked it. */
async function visitorOf(ctx: AppContext, pages: PublicPageService): Promise<Visitor> {
  return { ...requestOrigin(ctx), userId: await pages.ownerOfDevice(ctx.cookies.get(OWNER_COOKIE)) };
}

const cardParams = z.object({
  id: idParam.shape.id,
  promotionId: offerParams.shape.promotionId,
});
const cardQuery = z
  .object({
    format: z.enum(counterCardFormats, { error: 'format must be png or pdf' }).default('pdf'),
    size: z.enum(counterCardSizes, { error: 'size must be tent (4 × 6 in) or window (8.5 × 11 in)' }).default('tent'),
  })
  .strict();

/** A person who followed a stale link gets a page saying so; a program, the API's answer. */
function notFound(ctx: AppContext, origin: string, message: string): string {
  return refused(ctx, origin, new NotFoundError(message));
}

/**
 * A refusal (no such page, a limit, an offer that just ended) as a person's browser needs it, a page in
 * words with the way back; a program gets the API's JSON answer.
 */
function refused(ctx: AppContext, origin: string, err: AppError): string {
  if (ctx.accepts('json', 'html') !== 'html') throw err;
  ctx.status = err.status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Content-Security-Policy', PAGE_POLICY);
  return err.status === 404 ? messagePage(origin, err.message) : messagePage(origin, err.message, 'Nothing was changed. Go back to the page and try again later.');
}

export function pageRoutes(routes: RouteBuilder, config: Config): void {
  const origin = config.server.publicUrl;
  /**
   * A claim's page: the offer, the code, a QR for the owner's camera, and its e-mail form (with what
   * became of a sending); the one 404 for a code that is no claim.
   */
  const serveClaim = async (ctx: AppContext, pages: PublicPageService, code: string, email: ClaimEmailState, status = 200): Promise<string> => {
    ctx.set('Content-Security-Policy', PAGE_POLICY);
    // The code is the claim's key: the page is the customer's alone, for no cache and no referrer.
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    let found: Awaited<ReturnType<PublicPageService['claimPage']>>;
    try {
      found = await pages.claimPage(code, requestOrigin(ctx));
    } catch (err) {
      // Too many codes that match no claim from this address: said in words, as a page.
      if (err instanceof AppError && err.status === 429) return refused(ctx, origin, err);
      throw err;
    }
    if (!found) return notFound(ctx, origin, 'This claim was not found');
    ctx.status = status;
    ctx.type = 'text/html; charset=utf-8';
    const qrSvg = await QRCode.toString(`${origin}/c/${found.claim.code}`, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return renderClaim(found.claim, { origin, qrSvg, pagePath: found.pagePath, timeZone: config.city.timeZone, email });
  };

  /** A page, a permanent redirect to the business's slug now, or the one 404; a page shown counts as a view. */
  const servePage = async (ctx: AppContext, answer: PageAnswer, pages: PublicPageService): Promise<string | undefined> => {
    ctx.set('Content-Security-Policy', PAGE_POLICY);
    if (answer && 'redirect' in answer) {
      ctx.status = 301;
      ctx.redirect(answer.redirect);
      return undefined;
    }
    if (!answer) return notFound(ctx, origin, NOT_AVAILABLE);
    ctx.type = 'text/html; charset=utf-8';
    // A minute: a page switched off or a business rejected leaves shared caches soon after.
    ctx.set('Cache-Control', 'public, max-age=60');
    await pages.viewed(answer.page, await visitorOf(ctx, pages));
    return renderPage(answer.page, origin);
  };
  routes
    .get('/api/businesses/:id/public-page', { access: 'user', params: idParam }, async ({ params, caller, scope, ctx }) => {
      const settings = await scope.publicPages.settings(caller, params.id);
      // The owner app asks for this: the browser becomes theirs, so opening their own page counts nothing.
      const token = await scope.publicPages.markOwnerDevice(caller, ctx.cookies.get(OWNER_COOKIE));
      if (token) ctx.cookies.set(OWNER_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure: ctx.protocol === 'https', maxAge: YEAR_MS, path: '/', overwrite: true });
      return settings;
    })
    .put('/api/businesses/:id/public-page', { access: 'user', params: idParam, body: publicPageInput }, ({ params, body, caller, scope }) => scope.publicPages.setEnabled(caller, params.id, body.enabled))
    // A printable card with a QR to one offer: PNG or PDF, for a table tent or a window.
    .get('/api/businesses/:id/promotions/:promotionId/counter-card', { access: 'user', params: cardParams, query: cardQuery }, async ({ params, query, caller, scope, ctx }) => {
      const card = await scope.publicPages.counterCard(caller, params.id, params.promotionId);
      const drawn = await scope.workers.run<{ card: CounterCardInput; size: CounterCardSize; format: 'png' | 'pdf' }, Uint8Array>(pagesWorker, 'counterCard', { card, size: query.size, format: query.format }, { tooSlow: 'This card took too long to draw: try again in a moment.' });
      const body = Buffer.from(drawn.buffer, drawn.byteOffset, drawn.byteLength);
      ctx.type = query.format === 'png' ? 'image/png' : 'application/pdf';
      ctx.set('Cache-Control', 'private, no-store');
      ctx.attachment(`counter-card-${params.promotionId}-${query.size}.${query.format}`);
      return body;
    })
    .get('/b/:slug', { access: 'public', params: slugParam }, async ({ params, scope, ctx }) => {
      const answer = await scope.publicPages.page(params.slug);
      return servePage(ctx, answer, scope.publicPages);
    })
    // The picture a shared link shows (OpenGraph, Twitter's large card).
    .get('/b/:slug/share.png', { access: 'public', params: slugParam }, async ({ params, scope, ctx }) => {
      const found = await scope.publicPages.shareImage(params.slug);
      if (!found) throw new NotFoundError(NOT_AVAILABLE);
      if ('redirect' in found) {
        ctx.status = 301;
        ctx.redirect(found.redirect);
        return undefined;
      }
      ctx.status = 200; // freshness is judged for a success only
      ctx.type = 'image/png';
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.set('ETag', `"${found.version}"`);
      if (ctx.fresh) {
        ctx.status = 304;
        return undefined;
      }
      return found.png;
    })
    // One offer, where a counter card's QR leads: the business's page with that offer alone.
    .get('/b/:slug/offers/:promotionId', { access: 'public', params: offerParams }, async ({ params, scope, ctx }) => {
      const answer = await scope.publicPages.offerPage(params.slug, params.promotionId);
      return servePage(ctx, answer, scope.publicPages);
    })
    // "Get this offer": a form on the page, so it works without script; the claim's page follows.
    .post('/b/:slug/offers/:promotionId/claim', { access: 'public', params: offerParams }, async ({ params, scope, ctx }) => {
      let claimed: Awaited<ReturnType<PublicPageService['claim']>>;
      try {
        claimed = await scope.publicPages.claim(params.slug, params.promotionId, await visitorOf(ctx, scope.publicPages));
      } catch (err) {
        if (err instanceof AppError && err.status < 500) return refused(ctx, origin, err);
        throw err;
      }
      if (!claimed) return notFound(ctx, origin, 'This offer is not available');
      ctx.status = 303;
      ctx.redirect(`/c/${claimed.code}`);
      return undefined;
    })
    .get('/c/:code', { access: 'public', params: claimCodeParam }, ({ params, scope, ctx }) => serveClaim(ctx, scope.publicPages, params.code, ctx.query.sent === '1' ? { sent: true } : {}))
    // "E-mail me this code": a form on the claim's page; the page again, saying it was sent or why not.
    .post('/c/:code/email', { access: 'public', params: claimCodeParam, body: emailForm, form: true }, async ({ params, body, scope, ctx }) => {
      const email = emailAddress.safeParse(body.email ?? '');
      if (!email.success) return serveClaim(ctx, scope.publicPages, params.code, { error: email.error.issues[0]!.message, value: body.email ?? '' }, 400);
      try {
        if (!(await scope.publicPages.emailClaim(params.code, email.data, requestOrigin(ctx)))) return serveClaim(ctx, scope.publicPages, params.code, {});
      } catch (err) {
        if (err instanceof AppError && (err.status === 409 || err.status === 429)) return serveClaim(ctx, scope.publicPages, params.code, { error: err.message, value: email.data }, err.status);
        throw err;
      }
      ctx.status = 303;
      ctx.redirect(`/c/${params.code}?sent=1`);
      return undefined;
    })
    .get('/sitemap.xml', { access: 'public' }, async ({ scope, ctx }) => {
      ctx.type = 'application/xml; charset=utf-8';
      ctx.set('Cache-Control', 'public, max-age=300');
      // The home is the file's first address: at most 49,999 pages after it.
      return renderSitemap(await scope.publicPages.sitemap(SITEMAP_MAX - 1), origin);
    })
    .get('/robots.txt', { access: 'public' }, ({ ctx }) => {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.set('Cache-Control', 'public, max-age=3600');
      return `User-agent: *\nAllow: /b/\nDisallow: /api/\nDisallow: /console\nDisallow: /uploads/\nSitemap: ${origin}/sitemap.xml\n`;
    });
}
