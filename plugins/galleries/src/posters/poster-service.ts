import type { Config } from '@tapin/config';
import { AppError, insertedId, isAdmin, NotFoundError, ValidationError, type Caller, type Clock, type Knex, type Logger, type StorageService } from '@tapin/core';
import type { GalleryAccess } from '../gallery-access.js';
import type { BusinessInfoInput, GeneratePosterInput } from '../gallery-inputs.js';
import type { GalleryService } from '../gallery-service.js';
import type { GeneratedPosterView } from '@tapin/core/contracts';
import type { PosterRequest } from '@tapin/imaging';
import { PosterGenerationError, type ImagingThreads, type PosterProvider } from '../imaging/index.js';
import type { GalleryScrapeService } from '../scrape/scrape-service.js';
import type { SeriesWriter } from '../series/series-writer.js';
import { sourceImageRules, type SourceImage, type SourceImages } from '../source-images.js';

/** The specification's message for a poster that could not be made (section 8, Demos). */
export const POSTER_FAILED_MESSAGE = 'Failed to generate Netflix poster. Please try again.';

/** Brand colours a poster takes from its image's palette. */
const BRAND_COLORS = 3;

export type PosterOrigin = 'scraping-demo' | 'testing-hub' | 'image-test' | 'cli';

/** What the CLI and the services give directly: bytes instead of a body's URL. */
export interface PosterOrder extends GeneratePosterInput {
  sourceBytes?: Buffer | null;
}

interface Deps {
  db: Knex;
  clock: Clock;
  config: Config;
  log: Logger;
  storage: StorageService;
  galleryAccess: GalleryAccess;
  galleries: GalleryService;
  galleryScrape: GalleryScrapeService;
  sourceImages: SourceImages;
  seriesWriter: SeriesWriter;
  posterProvider: PosterProvider;
  galleryImaging: ImagingThreads;
}

/** Top-level names reserved for documentation and tests (RFC 2606, RFC 6761): never a real website. */
const RESERVED_NAMES = ['example', 'invalid', 'test'];

function isReservedName(url: string): boolean {
  return RESERVED_NAMES.includes(new URL(url).hostname.split('.').pop() ?? '');
}

function titleFromPrompt(prompt: string): string {
  const words = prompt.replace(/[^\p{L}\p{N}\s'&-]/gu, ' ').split(/\s+/).filter(Boolean).slice(0, 4);
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ') || 'An Original Series';
}

/**
 * Cinematic series posters (specification section 7, `POST /api/generate-netflix-poster`): from the
 * chosen or uploaded image, the business's words and the prompt, through the configured poster provider
 * (offline composition, or the OpenAI image model). Every attempt is stored: a failure with status
 * `failed` and its error, answered with the documented message (docs/decisions.md#galleries).
 */
export class PosterService {
  private readonly d: Deps;

  constructor({ db, clock, config, log, storage, galleryAccess, galleries, galleryScrape, sourceImages, seriesWriter, posterProvider, galleryImaging }: Deps) {
    this.d = { db, clock, config, log, storage, galleryAccess, galleries, galleryScrape, sourceImages, seriesWriter, posterProvider, galleryImaging };
  }

  /** Which documented body this is: the scraping demo sends `inputImageUrl`, the image test `businessInfo` with a prompt. */
  static originOf(input: GeneratePosterInput): PosterOrigin {
    if (input.inputImageUrl !== undefined || (input.businessInfo && !input.prompt)) return 'scraping-demo';
    return input.businessInfo ? 'image-test' : 'testing-hub';
  }

  async generate(caller: Caller, input: PosterOrder, origin: PosterOrigin = PosterService.originOf(input)): Promise<GeneratedPosterView> {
    const { db, clock, config, storage, galleryAccess } = this.d;
    const prompt = input.prompt?.trim() || null;
    const imageRef = input.inputImageUrl || input.sourceImage || null;
    if (origin === 'scraping-demo') {
      if (!input.businessInfo) throw new ValidationError('Please scrape a website first', { field: 'businessInfo' });
      if (!imageRef && !input.sourceBytes) throw new ValidationError('Please select an image to transform into a Netflix-style poster', { field: 'inputImageUrl' });
    } else if (!prompt && !imageRef && !input.sourceBytes && !input.businessUrl) {
      throw new ValidationError('Please enter a prompt to generate an image.', { field: 'prompt' });
    }
    // A named site must be one the caller may see: checked before anything is spent.
    const namedSite = await this.namedSite(caller, input.siteId ?? null);
    const reservation = await galleryAccess.reserveGeneration(caller);

    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const found = await this.sourceOf(caller, input, imageRef).catch(async (err: unknown) => {
      await reservation.release();
      throw err;
    });
    const source = found?.image ?? null;
    const siteColours = found?.brandColors ?? [];
    // With only the website, the business is the one the scrape read there.
    const business = this.businessOf(input) ?? found?.business ?? null;
    const siteId = await this.siteIdFor(source, namedSite);
    const now = clock.now().toISOString();
    const row = {
      userId: caller.id,
      siteId,
      sourceKey: source?.key ?? null,
      sourceUrl: source?.sourceUrl?.slice(0, 2048) ?? null,
      origin,
      businessName: business?.name ?? null,
      businessUrl: input.businessUrl?.slice(0, 2048) ?? null,
      prompt,
      createdAt: now,
      updatedAt: now,
    };

    let request: PosterRequest | null = null;
    try {
      const facts = source ? await this.d.galleryImaging.analyse(source.bytes) : null;
      const written = business ? await this.d.seriesWriter.write(business) : null;
      request = {
        source: source?.bytes ?? null,
        prompt,
        title: business?.name ?? titleFromPrompt(prompt ?? ''),
        subtitle: written?.subtitle ?? (business?.industry || 'An Original Series'),
        placement: facts?.calmest ?? 'bottom',
        // The website's own colours when it declares any, else the picture's.
        brandColors: (siteColours.length ? siteColours : (facts?.palette ?? [])).slice(0, BRAND_COLORS),
        badge: 'SERIES',
      };
      const result = await this.d.posterProvider.render(request, AbortSignal.timeout(config.ai.requestTimeoutMs));
      const file = await storage.saveImage(result.png, 'posters', { types: ['image/png', 'image/jpeg', 'image/webp'], maxBytes: config.galleries.posterBytes, wrongTypeMessage: POSTER_FAILED_MESSAGE, tooLargeMessage: POSTER_FAILED_MESSAGE }, { ownerId: caller.id });
      try {
        const id = insertedId(
          await db('galleries_posters')
            .insert({
              ...row,
              imageKey: file.key,
              title: request.title.slice(0, 300),
              subtitle: request.subtitle.slice(0, 300),
              description: written?.description ?? business?.description ?? prompt ?? '',
              cinematicAnalysis: result.cinematicAnalysis,
              actualPrompt: result.actualPrompt,
              modelUsed: result.modelUsed.slice(0, 60),
              generationTime: elapsed(),
              status: 'completed',
            })
            .returning('id'),
        );
        this.d.log.info({ posterId: id, origin, model: result.modelUsed, ms: elapsed() }, 'galleries: poster generated');
        return this.d.galleries.poster(caller, id);
      } catch (err) {
        await storage.remove(file.key);
        throw err;
      }
    } catch (err) {
      if (err instanceof AppError && err.status < 500) {
        // Refused for its input (an image that does not decode): nothing was made, so nothing is counted.
        if (err.cause !== undefined) this.d.log.warn({ cause: err.cause, origin }, `galleries: poster refused: ${err.message}`);
        await reservation.release();
        if (source?.fresh) await storage.removeUnused([source.key], [caller.id]);
        throw err;
      }
      // The image model's own words (keys redacted) are kept with the poster and logged, never answered.
      const message = err instanceof PosterGenerationError ? `${err.reason}: ${err.detail}` : err instanceof Error ? err.message : String(err);
      this.d.log.error({ err, origin }, 'galleries: poster generation failed');
      const id = insertedId(
        await db('galleries_posters')
          .insert({
            ...row,
            imageKey: null,
            title: (request?.title ?? business?.name ?? 'Untitled').slice(0, 300),
            subtitle: (request?.subtitle ?? '').slice(0, 300),
            description: business?.description ?? prompt ?? '',
            cinematicAnalysis: '',
            actualPrompt: prompt ?? '',
            modelUsed: this.d.posterProvider.modelUsed.slice(0, 60),
            generationTime: elapsed(),
            status: 'failed',
            error: message.slice(0, 2000),
          })
          .returning('id'),
      );
      const upstream = err instanceof PosterGenerationError;
      throw new AppError(upstream ? 502 : 500, POSTER_FAILED_MESSAGE, { posterId: id, status: 'failed', ...(upstream ? { reason: err.reason } : {}) });
    }
  }

  /** The business the poster is for: the body's `businessInfo`, else the name the hub and the image test send. */
  private businessOf(input: GeneratePosterInput): BusinessInfoInput | null {
    if (input.businessInfo) return input.businessInfo;
    return input.businessName ? { name: input.businessName, industry: null, description: null, location: null, services: [] } : null;
  }

  /**
   * The source image: bytes given directly (the CLI), the image the body names (a candidate, an upload's
   * data URL, an outside address), or — when the body names the business's website and no picture, with
   * or without a prompt — the best photo found on it, with the business the site names and its colours.
   * An address under a reserved documentation name (the predefined tests' `*.example`) is kept, not fetched.
   */
  private async sourceOf(caller: Caller, input: PosterOrder, imageRef: string | null): Promise<{ image: SourceImage | null; business?: BusinessInfoInput; brandColors?: string[] } | null> {
    const { sourceImages, storage } = this.d;
    const field = input.inputImageUrl ? 'inputImageUrl' : 'sourceImage';
    if (input.sourceBytes) {
      const stored = await storage.saveImage(input.sourceBytes, 'images', sourceImageRules, { ownerId: caller.id });
      return { image: { bytes: input.sourceBytes, key: stored.key, sourceUrl: null, candidateId: null, fresh: true } };
    }
    if (imageRef) return { image: await sourceImages.read(caller, { url: imageRef }, field) };
    if (!input.businessUrl || isReservedName(input.businessUrl)) return null;
    const { data, brandColors } = await this.d.galleryScrape.scrapeWithColours(caller, input.businessUrl).catch((err: unknown) => {
      throw err instanceof ValidationError ? new ValidationError(err.message, { field: 'businessUrl' }) : err;
    });
    const best = data.images.find((i) => i.kind === 'photo') ?? data.images[0];
    return { image: best ? await sourceImages.read(caller, { id: best.id }, 'businessUrl') : null, business: data.businessInfo, brandColors };
  }

  /** The site the body names, if any: one the caller may see, or 404 (never another owner's). */
  private async namedSite(caller: Caller, named: number | null): Promise<number | null> {
    if (!named) return null;
    const site = (await this.d.db('galleries_sites').where({ id: named }).modify((q) => (isAdmin(caller) ? q : q.where({ userId: caller.id }))).first('id')) as { id: number } | undefined;
    if (!site) throw new NotFoundError('Scraped site not found');
    return Number(site.id);
  }

  /** The poster's site: the one its candidate image came from, else the one the body named. */
  private async siteIdFor(source: SourceImage | null, named: number | null): Promise<number | null> {
    if (source?.candidateId) return Number((await this.d.db('galleries_images').where({ id: source.candidateId }).first('siteId')).siteId);
    return named;
  }
}
