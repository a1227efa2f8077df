import { insertedId, isAdmin, type Caller, type Clock, type Knex, type Logger, type StorageService } from '@tapin/core';
import type { GalleryAccess } from '../gallery-access.js';
import type { GenerateContentInput } from '../gallery-inputs.js';
import type { GeneratedSeriesView, PosterData } from '@tapin/core/contracts';
import type { GalleryService } from '../gallery-service.js';
import type { ImagingThreads } from '../imaging/index.js';
import type { SourceImages } from '../source-images.js';
import type { SeriesWriter } from './series-writer.js';

interface Deps {
  db: Knex;
  clock: Clock;
  log: Logger;
  storage: StorageService;
  galleryAccess: GalleryAccess;
  galleries: GalleryService;
  sourceImages: SourceImages;
  seriesWriter: SeriesWriter;
  galleryImaging: ImagingThreads;
}

/** How many palette colours become the poster's brand colours. */
const BRAND_COLORS = 3;

/**
 * "Generate AI promotional content" (specification section 7): the business's first season, three
 * episodes written for it, and the poster's data taken from the chosen image — the text goes where
 * the picture is calm, in its dominant colours. Stored as a Generated series.
 */
export class SeriesService {
  private readonly d: Deps;

  constructor({ db, clock, log, storage, galleryAccess, galleries, sourceImages, seriesWriter, galleryImaging }: Deps) {
    this.d = { db, clock, log, storage, galleryAccess, galleries, sourceImages, seriesWriter, galleryImaging };
  }

  async generate(caller: Caller, input: GenerateContentInput): Promise<{ episodes: GeneratedSeriesView['episodes']; posterData: PosterData; series: GeneratedSeriesView }> {
    const { db, clock, galleryAccess, sourceImages, seriesWriter } = this.d;
    const reservation = await galleryAccess.reserveGeneration(caller);
    const image = await sourceImages.read(caller, input.selectedImage, 'selectedImage').catch(async (err: unknown) => {
      await reservation.release();
      throw err;
    });
    try {
      const [facts, written] = await Promise.all([this.d.galleryImaging.analyse(image.bytes), seriesWriter.write(input.businessInfo)]);
      const siteId = await this.siteIdFor(caller, input.siteId ?? null, image.candidateId);
      const now = clock.now().toISOString();
      const posterData: PosterData = {
        title: written.title,
        subtitle: written.subtitle,
        textPlacement: facts.calmest,
        brandColors: facts.palette.slice(0, BRAND_COLORS),
      };
      const id = await db.transaction(async (trx) => {
        const seriesId = insertedId(
          await trx('galleries_series')
            .insert({
              userId: caller.id,
              siteId,
              imageId: image.candidateId,
              imageUrl: (image.candidateId || !image.fresh ? this.d.storage.urlOf(image.key) : image.sourceUrl ?? this.d.storage.urlOf(image.key)).slice(0, 2048),
              businessName: input.businessInfo.name,
              title: written.title.slice(0, 300),
              description: written.description,
              subtitle: written.subtitle.slice(0, 300),
              textPlacement: posterData.textPlacement,
              brandColors: JSON.stringify(posterData.brandColors),
              writer: seriesWriter.kind,
              createdAt: now,
            })
            .returning('id'),
        );
        await trx('galleries_episodes').insert(written.episodes.map((e) => ({ seriesId, code: e.id, title: e.title.slice(0, 300), description: e.description, tier: e.tier, price: e.price })));
        return seriesId;
      });
      this.d.log.info({ seriesId: id, writer: seriesWriter.kind }, 'galleries: series generated');
      const series = await this.d.galleries.series(caller, id);
      return { episodes: series.episodes, posterData, series };
    } catch (err) {
      // A freshly stored source (a data URL, an outside address) that no series keeps is not kept either.
      if (image.fresh) await this.d.storage.removeUnused([image.key], [caller.id]);
      throw err;
    }
  }

  /** The site the series belongs to: the candidate's, or the one the caller named when they may see it. */
  private async siteIdFor(caller: Caller, named: number | null, candidateId: number | null): Promise<number | null> {
    if (candidateId) return Number((await this.d.db('galleries_images').where({ id: candidateId }).first('siteId')).siteId);
    if (!named) return null;
    const site = (await this.d.db('galleries_sites').where({ id: named }).modify((q) => (isAdmin(caller) ? q : q.where({ userId: caller.id }))).first('id')) as { id: number } | undefined;
    return site ? Number(site.id) : null;
  }
}
