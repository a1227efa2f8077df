import { asClass, asFunction } from 'awilix';
import { definePlugin } from '@tapin/core';
import type { CardReader } from './card/card-reader.js';
import { createCardReader } from './card/create-card-reader.js';
import { intakeCommands } from './intake-cli.js';
import { intakeRoutes } from './intake-routes.js';
import { IntakeService } from './intake-service.js';
import { createProfileWriter } from './profile/create-profile-writer.js';
import type { ProfileWriter } from './profile/profile-writer.js';
import { warmPageReader } from './scrape/site-scraper.js';

declare module '@tapin/core' {
  interface PluginNames {
    intake: true;
  }
  interface Cradle {
    intake: IntakeService;
    cardReader: CardReader;
    profileWriter: ProfileWriter;
  }
}

/** Assisted intake: website scraping, business-card reading and AI-enhanced profiles. */
export const intakePlugin = definePlugin({
  name: 'intake',
  flag: 'businessIntake',
  description: 'Assisted business intake: website extraction, business-card OCR and AI-enhanced profiles',
  register({ container }) {
    container.register({
      intake: asClass(IntakeService).singleton(),
      cardReader: asFunction(createCardReader).singleton(),
      profileWriter: asFunction(createProfileWriter).singleton(),
    });
  },
  routes: intakeRoutes,
  serve: ({ workers }) => warmPageReader(workers),
  // The offline reader keeps an OCR worker once it has read a card.
  destroy: ({ cardReader }) => cardReader.close(),
  cli: intakeCommands,
});

export { IntakeService } from './intake-service.js';
export { socialProfileOf } from './social-profiles.js';
export { pageReader, scrapeWebsite, type ScrapedSite } from './scrape/site-scraper.js';
