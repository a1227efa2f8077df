import type { Config } from '@tapin/config';
import { ValidationError, type RouteBuilder } from '@tapin/core';
import { extractInput } from '@tapin/core/contracts';
import { cardImageRules } from './intake-service.js';

export function intakeRoutes(routes: RouteBuilder, config: Config): void {
  const card = cardImageRules(config);

  routes.post('/api/businesses/extract', { access: 'user', body: extractInput }, ({ body, caller, scope }) => scope.intake.extract(body, caller.id));

  routes.post(
    '/api/businesses/analyze-card',
    { access: 'user', multipart: { maxFileBytes: card.maxBytes, tooLargeMessage: card.tooLargeMessage } },
    ({ files, caller, scope }) => {
      const upload = files.find((f) => f.field === 'businessCard');
      if (!upload) throw new ValidationError('Choose a photo of the business card', { field: 'businessCard' });
      return scope.intake.analyzeCard(caller.id, upload.path);
    },
  );
}
