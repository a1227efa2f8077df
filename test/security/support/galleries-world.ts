import type { TestApp } from '@tapin/core/testing';
import { PNG_1PX } from '@tapin/core/testing';

/**
 * The owner's galleries for the authorization matrix: a scraped site with one candidate image, a
 * generated series with its episodes, and a poster with its file — as the demo and the testing tools
 * leave them. Ids are by the path segment that names them.
 */
export async function seedGalleryWorld(app: TestApp, ownerId: number): Promise<Record<string, number>> {
  const { db, storage, clock } = app.kernel.cradle;
  const now = clock.now().toISOString();
  const rules = { types: ['image/png'], maxBytes: 1_000_000, wrongTypeMessage: 'x', tooLargeMessage: 'y' };
  const id = (rows: unknown[]) => Number((rows[0] as { id: number }).id);

  const siteId = id(
    await db('galleries_sites')
      .insert({ userId: ownerId, url: 'https://matrix-hardware.example/', businessName: 'Matrix Hardware', services: '[]', status: 'completed', processingTime: 10, imageCount: 1, createdAt: now, updatedAt: now })
      .returning('id'),
  );
  const candidate = await storage.saveImage(PNG_1PX, 'images', rules, { ownerId });
  await db('galleries_images').insert({
    siteId,
    imageKey: candidate.key,
    sourceUrl: 'https://matrix-hardware.example/shop.png',
    width: 1,
    height: 1,
    bytes: PNG_1PX.length,
    format: 'png',
    origin: 'img',
    position: 0,
    kind: 'icon',
    relevanceScore: 0,
    qualityScore: 0,
  });
  const seriesId = id(
    await db('galleries_series')
      .insert({ userId: ownerId, siteId, businessName: 'Matrix Hardware', title: 'Matrix Hardware: Season One', description: 'Keys cut while you wait.', subtitle: 'The story starts here', textPlacement: 'bottom', brandColors: '[]', writer: 'local', createdAt: now })
      .returning('id'),
  );
  await db('galleries_episodes').insert({ seriesId, code: 'S1E1', title: 'The Pilot', description: 'A free key.', tier: 'lead_magnet', price: 0 });
  const poster = await storage.saveImage(PNG_1PX, 'posters', rules, { ownerId });
  const posterId = id(
    await db('galleries_posters')
      .insert({
        userId: ownerId,
        siteId,
        imageKey: poster.key,
        origin: 'testing-hub',
        title: 'Matrix Hardware',
        subtitle: 'Season One',
        description: 'Keys cut while you wait.',
        cinematicAnalysis: 'Flat light.',
        actualPrompt: 'A hardware store as a series poster',
        modelUsed: 'local',
        generationTime: 10,
        status: 'completed',
        createdAt: now,
        updatedAt: now,
      })
      .returning('id'),
  );
  return {
    'scraped-site': siteId,
    'scraped-sites': siteId,
    'generated-series': seriesId,
    'generated-posters': posterId,
    'poster-download': posterId,
  };
}

/** What the matrix relies on in the galleries: the rows above still there (a deletion needs a fresh world). */
export async function galleryFixtures(app: TestApp, ids: Record<string, number>): Promise<unknown[]> {
  const { db } = app.kernel.cradle;
  return Promise.all([
    db('galleries_sites').where({ id: ids['scraped-site'] ?? 0 }).select('id'),
    db('galleries_series').where({ id: ids['generated-series'] ?? 0 }).select('id'),
    db('galleries_posters').where({ id: ids['generated-posters'] ?? 0 }).select('id', 'imageKey'),
  ]);
}
