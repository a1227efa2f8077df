import type { Config } from '@tapin/config';
import { pageRules } from '@tapin/config/rules';
import { answerTask, idParam, requestOrigin, sendPage, ValidationError, type RouteBuilder } from '@tapin/core';
import { z } from 'zod';
import { claimCodeParam, createCampaignInput, createPromotionInput, eventInput, generateInput, liveQuery, pageQuery, redeemClaimInput, trackChoiceInput, updateCampaignInput, updatePromotionInput } from '@tapin/core/contracts';
import { POSTER_TASK } from './poster/poster-service.js';
import { promotionImageRules } from './promotion-service.js';

/** `/api/promotions/:id` answers a malformed id with the specification's 'Invalid promotion ID'. */
const promotionId = z.object({ id: z.string() }).transform((p, ctx) => {
  const id = Number(p.id);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) {
    ctx.addIssue({ code: 'custom', message: 'Invalid promotion ID' });
    return z.NEVER;
  }
  return { id };
});

/** A business's promotions and campaigns, a page at a time. */
const promotionPage = pageQuery(pageRules.promotions);
const campaignPage = pageQuery(pageRules.campaigns);
const claimPage = pageQuery(pageRules.claims);

function parsePromotionId(raw: unknown): number {
  const result = promotionId.safeParse(raw);
  if (!result.success) throw new ValidationError('Invalid promotion ID', { field: 'id' });
  return result.data.id;
}

export function promotionRoutes(routes: RouteBuilder, config: Config): void {
  const image = promotionImageRules(config);
  // Room for an image sent as a data URL (base64 is 4/3 of the bytes), so its own 5 MB check answers.
  const withImage = Math.ceil(image.maxBytes * 1.4) + 64 * 1024;

  routes
    // A business's promotions settings (docs/decisions.md#promotions): on for a published business, one-way; the post-publish choice.
    .post('/api/businesses/:id/enable-promotions', { access: 'user', params: idParam }, ({ params, caller, scope, ctx }) =>
      scope.promotionSettings.enable(caller, params.id, { origin: requestOrigin(ctx) }),
    )
    .post('/api/businesses/:id/track-choice', { access: 'user', params: idParam, body: trackChoiceInput }, ({ params, body, caller, scope, ctx }) =>
      scope.promotionSettings.trackChoice(caller, params.id, body.choice, { origin: requestOrigin(ctx) }),
    )
    // Claims customers made on the business's public page, and their redemption at the counter.
    .get('/api/businesses/:id/claims', { access: 'user', params: idParam, query: claimPage }, async ({ params, query, caller, scope, ctx }) =>
      sendPage(ctx, await scope.promotionClaims.list(caller, params.id, query)),
    )
    .get('/api/claims/:code', { access: 'user', params: claimCodeParam }, ({ params, caller, scope }) => scope.promotionClaims.lookUp(caller, params.code))
    .post('/api/claims/:code/redeem', { access: 'user', params: claimCodeParam, body: redeemClaimInput }, ({ params, body, caller, scope }) => scope.promotionClaims.redeem(caller, params.code, body.amount))
    .post('/api/claims/:code/void', { access: 'user', params: claimCodeParam }, ({ params, caller, scope }) => scope.promotionClaims.void(caller, params.code))
    .get('/api/businesses/:id/promotions', { access: 'user', params: idParam, query: promotionPage }, async ({ params, query, caller, scope, ctx }) =>
      sendPage(ctx, await scope.promotions.list(caller, params.id, query)),
    )
    .post('/api/businesses/:id/promotions', { access: 'user', params: idParam, body: createPromotionInput, jsonLimitBytes: withImage }, async ({ params, body, caller, scope, ctx }) => {
      ctx.status = 201;
      return scope.promotions.create(caller, params.id, body, { origin: requestOrigin(ctx) });
    })
    .post('/api/businesses/:id/promotions/generate', { access: 'user', params: idParam, body: generateInput }, async ({ params, body, caller, scope, ctx }) => {
      ctx.status = 201;
      return scope.promotionGeneration.generate(caller, params.id, body, { origin: requestOrigin(ctx) });
    })
    .get('/api/businesses/:id/promotions/analytics', { access: 'user', params: idParam }, ({ params, caller, scope }) =>
      scope.promotionAnalytics.forBusiness(caller, params.id),
    )
    // Drawn as a job (issue 29): with `Prefer: respond-async`, 202 and a task the screen follows.
    .post('/api/businesses/:id/generate-poster-preview', { access: 'user', params: idParam }, async ({ params, caller, scope, ctx }) => {
      await scope.promotionPosters.check(caller, params.id);
      return answerTask(ctx, scope.tasks, POSTER_TASK, caller.id, { caller, businessId: params.id });
    })
    .put('/api/promotions/:id', { access: 'user', body: updatePromotionInput, jsonLimitBytes: withImage }, ({ ctx, body, caller, scope }) =>
      scope.promotions.update(caller, parsePromotionId(ctx.params), body, { origin: requestOrigin(ctx) }),
    )
    .delete('/api/promotions/:id', { access: 'user' }, async ({ ctx, caller, scope }) => {
      await scope.promotions.remove(caller, parsePromotionId(ctx.params), { origin: requestOrigin(ctx) });
    })
    // 200: rewritten in place; 201: the owner's own words kept, the new version added as a draft beside them.
    .post('/api/promotions/:id/regenerate', { access: 'user' }, async ({ ctx, caller, scope }) => {
      const { promotion, created } = await scope.promotionGeneration.regenerate(caller, parsePromotionId(ctx.params), { origin: requestOrigin(ctx) });
      ctx.status = created ? 201 : 200;
      return promotion;
    })
    .post(
      '/api/promotions/:id/image',
      { access: 'user', multipart: { maxFileBytes: image.maxBytes, tooLargeMessage: image.tooLargeMessage } },
      ({ ctx, files, caller, scope }) => {
        const upload = files.find((f) => f.field === 'image');
        if (!upload) throw new ValidationError('Choose an image file', { field: 'image' });
        return scope.promotions.setImage(caller, parsePromotionId(ctx.params), upload.path, { origin: requestOrigin(ctx) });
      },
    )
    // A directory page's live promotions; serving them records a view for each (once a day per person).
    .get('/api/promotions/live', { access: 'user', query: liveQuery }, ({ query, caller, scope }) => scope.promotionAnalytics.live(caller, query.businessIds))
    .post('/api/promotions/:id/events', { access: 'user', body: eventInput }, async ({ ctx, body, caller, scope }) => {
      await scope.promotionAnalytics.record(caller, parsePromotionId(ctx.params), body.type);
      ctx.status = 202;
      return { recorded: body.type };
    });

  // Campaigns need their own flag too.
  routes
    .get('/api/businesses/:id/campaigns', { access: 'user', flag: 'seasonalPromotions', params: idParam, query: campaignPage }, async ({ params, query, caller, scope, ctx }) =>
      sendPage(ctx, await scope.campaigns.list(caller, params.id, query)),
    )
    .post(
      '/api/businesses/:id/campaigns',
      { access: 'user', flag: 'seasonalPromotions', params: idParam, body: createCampaignInput },
      async ({ params, body, caller, scope, ctx }) => {
        ctx.status = 201;
        return scope.campaigns.create(caller, params.id, body, { origin: requestOrigin(ctx) });
      },
    )
    .put('/api/campaigns/:id', { access: 'user', flag: 'seasonalPromotions', params: idParam, body: updateCampaignInput }, ({ params, body, caller, scope, ctx }) =>
      scope.campaigns.update(caller, params.id, body, { origin: requestOrigin(ctx) }),
    )
    .delete('/api/campaigns/:id', { access: 'user', flag: 'seasonalPromotions', params: idParam }, async ({ params, caller, scope, ctx }) => {
      await scope.campaigns.remove(caller, params.id, { origin: requestOrigin(ctx) });
    });
}
