import type { Config } from '@tapin/config';
import { answerTask, ValidationError, type RouteBuilder } from '@tapin/core';
import { extractInput } from '@tapin/core/contracts';
import { cardImageRules, INTAKE_TASKS } from './intake-service.js';

/** Both read as jobs (issue 29): with `Prefer: respond-async`, 202 and a task the screen follows. */
export function intakeRoutes(routes: RouteBuilder, config: Config): void {
  const card = cardImageRules(config);

  routes.post('/api/businesses/extract', { access: 'user', body: extractInput }, ({ body, caller, scope, ctx }) => {
    scope.intake.check(body);
    return answerTask(ctx, scope.tasks, INTAKE_TASKS.extract, caller.id, { input: body, ownerId: caller.id });
  });

  routes.post(
    '/api/businesses/analyze-card',
    { access: 'user', multipart: { maxFileBytes: card.maxBytes, tooLargeMessage: card.tooLargeMessage } },
    async ({ files, caller, scope, ctx }) => {
      const upload = files.find((f) => f.field === 'businessCard');
      if (!upload) throw new ValidationError('Choose a photo of the business card', { field: 'businessCard' });
      return answerTask(ctx, scope.tasks, INTAKE_TASKS.card, caller.id, await scope.intake.storeCard(caller.id, upload.path));
    },
  );
}
