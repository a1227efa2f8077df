import { pixelRules, type Config } from '@tapin/config';
import { TaskSteps, type BusinessService, type BusinessView, type Caller, type Clock, type Knex, type Logger, type StorageService, type TaskProgress, type Tasks } from '@tapin/core';
import { PICTURE_BOX, posterPicture } from '@tapin/imaging';
import type { PosterRenderer } from './poster-renderer.js';

interface Deps {
  db: Knex;
  clock: Clock;
  config: Config;
  log: Logger;
  businesses: BusinessService;
  posterRenderer: PosterRenderer;
  storage: StorageService;
  tasks: Tasks;
}

/** The task that makes a poster preview (`Prefer: respond-async` on its route). */
export const POSTER_TASK = 'promotions.poster';

/** Poster previews of a business, made from its own picture, name, colours and latest live promotion. */
export class PosterService {
  private readonly d: Omit<Deps, 'tasks'>;
  /**
   * Pictures already fitted to the poster's panel, by stored file and panel size, most recently used last
   * (at most `pixelRules.previewPictures`): a stored file never changes under its key, so a preview decodes
   * a business's picture once, not on every request (docs/decisions.md#images). Null: the file does not decode.
   */
  private readonly pictures = new Map<string, Buffer | null>();

  constructor({ db, clock, config, log, businesses, posterRenderer, storage, tasks }: Deps) {
    this.d = { db, clock, config, log, businesses, posterRenderer, storage };
    // Drawn as a job, in whichever process does jobs (a render holds a thread for up to its deadline).
    const { work } = config;
    tasks.define<{ caller: Caller; businessId: number }, { posterUrl: string }>(
      { name: POSTER_TASK, expireInSeconds: Math.ceil((work.queueTimeoutMs + 3 * work.taskTimeoutMs) / 1000) + 10 },
      ({ caller, businessId }, progress) => this.posterPreview(caller, businessId, progress),
    );
  }

  /** Refuses at once a business the caller may not make posters for (before a task is queued). */
  async check(caller: Caller, businessId: number): Promise<void> {
    await this.d.businesses.get(caller, businessId);
  }

  /** The business's own picture for posters, fitted to the panel: its stored logo, else its card. */
  private async imageOf(business: BusinessView): Promise<Buffer | null> {
    const { storage } = this.d;
    for (const key of [storage.keyOf(business.logoUrl), storage.keyOf(business.cardImageUrl)]) {
      if (!key) continue;
      const picture = await this.pictureOf(key, business.id);
      if (picture) return picture;
    }
    return null;
  }

  private async pictureOf(key: string, businessId: number): Promise<Buffer | null> {
    const cacheKey = `${key}@${PICTURE_BOX.width}x${PICTURE_BOX.height}`;
    if (this.pictures.has(cacheKey)) {
      const cached = this.pictures.get(cacheKey)!;
      this.pictures.delete(cacheKey);
      this.pictures.set(cacheKey, cached);
      return cached;
    }
    // A missing file: try the next picture (and look again next time, a restore may bring it back).
    const bytes = await this.d.storage.read(key);
    if (!bytes) return null;
    let picture: Buffer | null = null;
    try {
      picture = await posterPicture(bytes);
    } catch (err) {
      this.d.log.info({ businessId, key, err: (err as Error).message }, 'poster: picture not read');
    }
    this.pictures.set(cacheKey, picture);
    for (const oldest of this.pictures.keys()) {
      if (this.pictures.size <= pixelRules.previewPictures) break;
      this.pictures.delete(oldest);
    }
    return picture;
  }

  /** A poster preview made from the business's own picture, name and colours; the previous one is replaced. */
  async posterPreview(caller: Caller, businessId: number, progress?: TaskProgress): Promise<{ posterUrl: string }> {
    const steps = new TaskSteps(progress);
    const business = await this.d.businesses.get(caller, businessId);
    const featured = (await this.d.db('promotions_items').where({ businessId, status: 'active', isActive: true }).orderBy('createdAt', 'desc').first('title')) as { title: string } | undefined;
    await steps.doing('Fitting your picture');
    const image = await this.imageOf(business);
    await steps.ended(image ? 'Fitted your picture' : 'No picture of yours yet: a poster of your name and colours');
    await steps.doing('Drawing the poster');
    const png = await this.d.posterRenderer.render({
      name: business.name,
      tagline: business.valueProposition,
      headline: featured?.title ?? null,
      colors: business.brandColors ?? [],
      image,
    });
    await steps.ended('Drew the poster');
    const stored = await this.d.storage.saveImage(png, 'posters', { types: ['image/png', 'image/jpeg', 'image/webp'], maxBytes: this.d.config.limits.posterPreviewBytes, wrongTypeMessage: 'Poster could not be made', tooLargeMessage: 'Poster too large' }, { ownerId: business.userId });
    const previous = (await this.d.db('promotions_posters').where({ businessId }).first('imageKey')) as { imageKey: string } | undefined;
    await this.d.db('promotions_posters').insert({ businessId, imageKey: stored.key, createdAt: this.d.clock.now().toISOString() }).onConflict('businessId').merge();
    await this.d.storage.remove(previous?.imageKey);
    return { posterUrl: stored.url };
  }
}
