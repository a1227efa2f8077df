import { definePlugin } from '@tapin/core';

/** Assisted intake: website scraping, business-card reading and AI-enhanced profiles. */
export const intakePlugin = definePlugin({
  name: 'intake',
  flag: 'businessIntake',
  description: 'Assisted business intake: website extraction, business-card OCR and AI-enhanced profiles',
});
