import { asClass } from 'awilix';
import { definePlugin } from '@tapin/core';
import { intakeCommands } from './intake-cli.js';
import { intakeRoutes } from './intake-routes.js';
import { IntakeService } from './intake-service.js';

declare module '@tapin/core' {
  interface PluginNames {
    intake: true;
  }
  interface Cradle {
    intake: IntakeService;
  }
}

/** Assisted intake: website scraping, business-card reading and AI-enhanced profiles. */
export const intakePlugin = definePlugin({
  name: 'intake',
  flag: 'businessIntake',
  description: 'Assisted business intake: website extraction, business-card OCR and AI-enhanced profiles',
  register({ container }) {
    container.register({ intake: asClass(IntakeService).singleton() });
  },
  routes: intakeRoutes,
  cli: intakeCommands,
});

export { IntakeService, socialProfileOf, type ExtractedProfile, type ExtractionStep } from './intake-service.js';
export { normalizeWebsiteUrl, scrapeWebsite, type ScrapedSite } from './scrape/index.js';
