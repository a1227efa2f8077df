import { asClass, asFunction } from 'awilix';
import { definePlugin } from '@tapin/core';
import { promotionAdminRoutes } from './admin-routes.js';
import { PromotionAnalyticsService } from './analytics-service.js';
import { CampaignService } from './campaign-service.js';
import { PromotionGenerationService } from './generation-service.js';
import { promotionsMigrations } from './migrations/index.js';
import { PromotionArchive } from './promotion-archive.js';
import { PromotionSettingsService } from './promotion-settings.js';
import { createPosterRenderer } from './poster/create-poster-renderer.js';
import type { PosterRenderer } from './poster/poster-renderer.js';
import { PosterService } from './poster/poster-service.js';
import { promotionRoutes } from './promotion-routes.js';
import { promotionWeeklyFigures } from './weekly-figures.js';
import { PromotionService } from './promotion-service.js';
import { seedPromotions } from './sample-promotions.js';
import { createPromotionWriter } from './writer/create-promotion-writer.js';
import type { PromotionWriter } from './writer/promotion-writer.js';
import { ClaimService } from './claim-service.js';
import { claimCommands } from './claims-cli.js';

declare module '@tapin/core' {
  interface PluginNames {
    promotions: true;
  }
  interface Cradle {
    promotions: PromotionService;
    promotionGeneration: PromotionGenerationService;
    promotionPosters: PosterService;
    campaigns: CampaignService;
    promotionAnalytics: PromotionAnalyticsService;
    promotionArchive: PromotionArchive;
    promotionClaims: ClaimService;
    promotionSettings: PromotionSettingsService;
    promotionWriter: PromotionWriter;
    posterRenderer: PosterRenderer;
  }
}

/** AI-generated promotion suites in three tiers, images, posters and seasonal campaigns. */
export const promotionsPlugin = definePlugin({
  name: 'promotions',
  flag: 'promotionManagement',
  description: 'Promotions in three tiers with AI suites, images, poster previews and seasonal campaigns',
  publicServices: ['promotions', 'promotionClaims'],
  migrations: promotionsMigrations,
  register({ container }) {
    container.register({
      promotions: asClass(PromotionService).singleton(),
      promotionGeneration: asClass(PromotionGenerationService).singleton(),
      promotionPosters: asClass(PosterService).singleton(),
      campaigns: asClass(CampaignService).singleton(),
      promotionAnalytics: asClass(PromotionAnalyticsService).singleton(),
      promotionArchive: asClass(PromotionArchive).singleton(),
      promotionClaims: asClass(ClaimService).singleton(),
      promotionSettings: asClass(PromotionSettingsService).singleton(),
      promotionWriter: asFunction(createPromotionWriter).singleton(),
      posterRenderer: asFunction(createPosterRenderer).singleton(),
    });
  },
  bootstrap({ businessArchive, businessViews, promotionArchive, promotionSettings, storage, reportFigures, db }) {
    // The reports (Weekly Reports, Profile Views) show each business's views, clicks, claims and redemptions.
    reportFigures.addSource(promotionWeeklyFigures(db));
    // Every business the API answers with carries the promotions' settings; the console filters on them.
    businessViews.extend(promotionSettings.extension());
    // Developer deletion, clear-all and `tapin restore` take the promotions with their business.
    businessArchive.addPart(promotionArchive);
    // Promotion images and posters: a file one of them uses is never deleted with something else.
    storage.addReferrer('promotions', async (db, key) =>
      Boolean((await db('promotions_items').where({ imageKey: key }).first('id')) ?? (await db('promotions_posters').where({ imageKey: key }).first('businessId'))),
    );
  },
  routes(routes, config) {
    promotionRoutes(routes, config);
    promotionAdminRoutes(routes);
  },
  admin: {
    resources: [
      { name: 'promotions', label: 'Promotions' },
      { name: 'campaigns', label: 'Campaigns' },
      { name: 'claims', label: 'Claims' },
    ],
  },
  seed: (cradle) => seedPromotions(cradle),
  cli: claimCommands,
});

export { ClaimService, type Visitor } from './claim-service.js';
export { PromotionService } from './promotion-service.js';
export { PromotionGenerationService } from './generation-service.js';
export { CampaignService } from './campaign-service.js';
