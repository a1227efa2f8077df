import { readFile } from 'node:fs/promises';
import type { Config } from '@tapin/config';
import { SafeFetcher, type BusinessService, type BusinessView, type Caller, type Clock, type Knex, type Logger, type StorageService } from '@tapin/core';
import type { PosterRenderer } from './poster-renderer.js';

interface Deps {
  db: Knex;
  clock: Clock;
  config: Config;
  log: Logger;
  businesses: BusinessService;
  posterRenderer: PosterRenderer;
  storage: StorageService;
}

/** Poster previews of a business, made from its own picture, name, colours and latest live promotion. */
export class PosterService {
  private readonly d: Deps;

  constructor({ db, clock, config, log, businesses, posterRenderer, storage }: Deps) {
    this.d = { db, clock, config, log, businesses, posterRenderer, storage };
  }

  /** The business's own picture for posters: its stored logo or card, or its logo on its website. */
  private async imageOf(business: BusinessView): Promise<Buffer | null> {
    const { storage } = this.d;
    for (const key of [storage.keyOf(business.logoUrl), storage.keyOf(business.cardImageUrl)]) {
      if (key) {
        try {
          return await readFile(storage.pathOf(key));
        } catch {
          // A missing file: try the next picture.
        }
      }
    }
    if (business.logoUrl && /^https?:\/\//.test(business.logoUrl)) {
      const fetcher = new SafeFetcher(this.d.config.scrape);
      try {
        const signal = AbortSignal.timeout(this.d.config.scrape.requestTimeoutMs);
        return (await fetcher.fetch(business.logoUrl, 'image', signal)).body;
      } catch (err) {
        this.d.log.info({ businessId: business.id, err: (err as Error).message }, 'poster: logo not fetched');
      } finally {
        await fetcher.close();
      }
    }
    return null;
  }

  /** A poster preview made from the business's own picture, name and colours; the previous one is replaced. */
  async posterPreview(caller: Caller, businessId: number): Promise<{ posterUrl: string }> {
    const business = await this.d.businesses.get(caller, businessId);
    const featured = (await this.d.db('promotions_items').where({ businessId, status: 'active', isActive: true }).orderBy('createdAt', 'desc').first('title')) as { title: string } | undefined;
    const png = await this.d.posterRenderer.render({
      name: business.name,
      tagline: business.valueProposition,
      headline: featured?.title ?? null,
      colors: business.brandColors ?? [],
      image: await this.imageOf(business),
    });
    const stored = await this.d.storage.saveImage(png, 'posters', { types: ['image/png', 'image/jpeg', 'image/webp'], maxBytes: 20 * 1024 * 1024, wrongTypeMessage: 'Poster could not be made', tooLargeMessage: 'Poster too large' }, { ownerId: business.userId });
    const previous = (await this.d.db('promotions_posters').where({ businessId }).first('imageKey')) as { imageKey: string } | undefined;
    await this.d.db('promotions_posters').insert({ businessId, imageKey: stored.key, createdAt: this.d.clock.now().toISOString() }).onConflict('businessId').merge();
    await this.d.storage.remove(previous?.imageKey);
    return { posterUrl: stored.url };
  }
}
