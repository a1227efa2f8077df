import { readFile } from 'node:fs/promises';
import { imageRules, type Config } from '@tapin/config';
import { ValidationError, type ImageRules, type RouteBuilder } from '@tapin/core';
import type { CardAnalysis } from '@tapin/core/contracts';
import { extractInput } from './intake-contracts.js';

/** The card photo: checked by its bytes, with the specification's image messages. */
export function cardImageRules(config: Config): ImageRules {
  return {
    types: imageRules.types,
    maxBytes: config.limits.cardImageBytes,
    wrongTypeMessage: 'Please upload a JPEG, PNG, or WebP image file.',
    tooLargeMessage: `Please upload an image smaller than ${Math.round(config.limits.cardImageBytes / 1024 / 1024)}MB.`,
  };
}

export function intakeRoutes(routes: RouteBuilder, config: Config): void {
  const card = cardImageRules(config);

  routes.post('/api/businesses/extract', { access: 'user', body: extractInput }, ({ body, scope }) => scope.intake.extract(body));

  routes.post(
    '/api/businesses/analyze-card',
    { access: 'user', multipart: { maxFileBytes: card.maxBytes, tooLargeMessage: card.tooLargeMessage } },
    async ({ files, scope }): Promise<CardAnalysis> => {
      const upload = files.find((f) => f.field === 'businessCard');
      if (!upload) throw new ValidationError('Choose a photo of the business card', { field: 'businessCard' });
      const stored = await scope.storage.saveUploadedImage(upload.path, 'cards', card);
      try {
        const reading = await scope.cardReader.read(await readFile(scope.storage.pathOf(stored.key)));
        return { ...reading, cardImageUrl: stored.url };
      } catch (err) {
        await scope.storage.remove(stored.key);
        throw err;
      }
    },
  );
}
