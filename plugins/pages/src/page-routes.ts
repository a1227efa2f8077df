import type { Config } from '@tapin/config';
import { idParam, NotFoundError, requestOrigin, type AppContext, type RouteBuilder } from '@tapin/core';
import { claimCodeParam, publicPageInput } from '@tapin/core/contracts';
import QRCode from 'qrcode';
import { z } from 'zod';
import { notFoundPage, renderClaim, renderPage, renderSitemap } from './page-html.js';

/** A sitemap file holds at most 50,000 addresses (sitemaps.org). */
export const SITEMAP_MAX = 50_000;

/**
 * A page has no script and loads nothing but its images: its own policy, stricter than the apps'.
 * Its stylesheet is inline (one request on a slow network) and carries the business's colour; its
 * forms ("Get this offer") post to this site only.
 */
const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https: http:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

const slugParam = z.object({ slug: z.string() });
const offerParams = z.object({ slug: z.string(), promotionId: z.coerce.number({ error: 'promotionId must be a number' }).int({ error: 'promotionId must be a whole number' }).positive({ error: 'promotionId must be positive' }).max(2_147_483_647, { error: 'promotionId is too large' }) });

const NOT_AVAILABLE = 'This page is not available';

/** A person who followed a stale link gets a page saying so; a program, the API's answer. */
function notFound(ctx: AppContext, origin: string, message: string): string {
  if (ctx.accepts('json', 'html') !== 'html') throw new NotFoundError(message);
  ctx.status = 404;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  return notFoundPage(origin, message);
}

export function pageRoutes(routes: RouteBuilder, config: Config): void {
  const origin = config.server.publicUrl;
  routes
    .get('/api/businesses/:id/public-page', { access: 'user', params: idParam }, ({ params, caller, scope }) => scope.publicPages.settings(caller, params.id))
    .put('/api/businesses/:id/public-page', { access: 'user', params: idParam, body: publicPageInput }, ({ params, body, caller, scope }) => scope.publicPages.setEnabled(caller, params.id, body.enabled))
    .get('/b/:slug', { access: 'public', params: slugParam }, async ({ params, scope, ctx }) => {
      const answer = await scope.publicPages.page(params.slug);
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
      await scope.publicPages.viewed(answer.page, requestOrigin(ctx));
      return renderPage(answer.page, origin);
    })
    // "Get this offer": a form on the page, so it works without script; the claim's page follows.
    .post('/b/:slug/offers/:promotionId/claim', { access: 'public', params: offerParams }, async ({ params, scope, ctx }) => {
      const claimed = await scope.publicPages.claim(params.slug, params.promotionId, requestOrigin(ctx));
      if (!claimed) throw new NotFoundError('This offer is not available');
      ctx.status = 303;
      ctx.redirect(`/c/${claimed.code}`);
      return undefined;
    })
    .get('/c/:code', { access: 'public', params: claimCodeParam }, async ({ params, scope, ctx }) => {
      ctx.set('Content-Security-Policy', PAGE_POLICY);
      // The code is the claim's key: the page is the customer's alone, for no cache and no referrer.
      ctx.set('Cache-Control', 'no-store');
      ctx.set('Referrer-Policy', 'no-referrer');
      const found = await scope.publicPages.claimPage(params.code, requestOrigin(ctx));
      if (!found) return notFound(ctx, origin, 'This claim was not found');
      ctx.type = 'text/html; charset=utf-8';
      const qrSvg = await QRCode.toString(`${origin}/c/${found.claim.code}`, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return renderClaim(found.claim, { origin, qrSvg, pagePath: found.pagePath, timeZone: config.city.timeZone });
    })
    .get('/sitemap.xml', { access: 'public' }, async ({ scope, ctx }) => {
      ctx.type = 'application/xml; charset=utf-8';
      ctx.set('Cache-Control', 'public, max-age=300');
      return renderSitemap(await scope.publicPages.sitemap(SITEMAP_MAX), origin);
    })
    .get('/robots.txt', { access: 'public' }, ({ ctx }) => {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.set('Cache-Control', 'public, max-age=3600');
      return `User-agent: *\nAllow: /b/\nDisallow: /api/\nDisallow: /console\nDisallow: /uploads/\nSitemap: ${origin}/sitemap.xml\n`;
    });
}
