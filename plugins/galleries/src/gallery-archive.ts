import { resetIdSequence, type BusinessDataPart, type Knex, type StorageService } from '@tapin/core';

type Row = Record<string, unknown> & { id: number };

/** Every gallery row, every column, as stored. */
export interface GalleriesSnapshot {
  sites: Row[];
  images: Row[];
  series: Row[];
  episodes: Row[];
  posters: Row[];
}

/** Tables in the order a restore inserts them (each after the ones it references). */
const tables = [
  ['sites', 'galleries_sites'],
  ['images', 'galleries_images'],
  ['series', 'galleries_series'],
  ['episodes', 'galleries_episodes'],
  ['posters', 'galleries_posters'],
] as const;

/**
 * The galleries' part of the business data (core `BusinessArchive`, scope `all`): the scraped sites with
 * their images, the generated series with their episodes, and the posters. They belong to whoever made
 * them, not to a business, so only clear-all takes them (docs/decisions.md, "Developer mode and the
 * audit trail"), with their files, and `tapin restore` puts them back. The demos' sample businesses and
 * the generation allowance's ledger stay.
 */
export class GalleryArchive implements BusinessDataPart<GalleriesSnapshot> {
  readonly name = 'galleries';
  readonly scope = 'all';
  private readonly db: Knex;
  private readonly storage: StorageService;

  constructor({ db, storage }: { db: Knex; storage: StorageService }) {
    this.db = db;
    this.storage = storage;
  }

  async snapshot(): Promise<GalleriesSnapshot> {
    const rows = async (table: string) => (await this.db(table).orderBy('id')) as Row[];
    return {
      sites: await rows('galleries_sites'),
      images: await rows('galleries_images'),
      series: await rows('galleries_series'),
      episodes: await rows('galleries_episodes'),
      posters: await rows('galleries_posters'),
    };
  }

  counts(snapshot: GalleriesSnapshot): Record<string, number> {
    return Object.fromEntries(tables.map(([key, table]) => [table, snapshot[key].length]));
  }

  files(snapshot: GalleriesSnapshot): string[] {
    return this.filesWithOwners(snapshot).map((f) => f.key);
  }

  owners(snapshot: GalleriesSnapshot): number[] {
    return [...new Set([...snapshot.sites, ...snapshot.series, ...snapshot.posters].map((r) => Number(r.userId)))];
  }

  /** Deletes the snapshot's rows, referencing ones first (images and episodes go with their site and series). */
  async remove(snapshot: GalleriesSnapshot, trx: Knex): Promise<void> {
    for (const key of ['posters', 'series', 'sites'] as const) {
      const ids = snapshot[key].map((r) => r.id);
      for (let i = 0; i < ids.length; i += 500) await trx(`galleries_${key}`).whereIn('id', ids.slice(i, i + 500)).delete();
    }
  }

  async restore(snapshot: GalleriesSnapshot, trx: Knex): Promise<void> {
    for (const [key, table] of tables) {
      const rows = snapshot[key] ?? [];
      for (let i = 0; i < rows.length; i += 200) await trx(table).insert(rows.slice(i, i + 200));
      await resetIdSequence(trx, table);
    }
    await this.storage.claim(this.filesWithOwners(snapshot), trx);
  }

  /**
   * The stored files the rows name, each with its maker: a site's images its scraper's, a series' image
   * (an upload) and a poster's image and source their maker's.
   */
  private filesWithOwners(snapshot: GalleriesSnapshot): Array<{ key: string; ownerId: number }> {
    const scraperOf = new Map(snapshot.sites.map((s) => [Number(s.id), Number(s.userId)]));
    const files = [
      ...snapshot.images.map((r) => ({ key: r.imageKey, ownerId: scraperOf.get(Number(r.siteId)) })),
      ...snapshot.series.map((r) => ({ key: this.storage.keyOf(r.imageUrl as string | null), ownerId: Number(r.userId) })),
      ...snapshot.posters.flatMap((r) => [r.imageKey, r.sourceKey].map((key) => ({ key, ownerId: Number(r.userId) }))),
    ];
    return files.filter((f): f is { key: string; ownerId: number } => typeof f.key === 'string' && f.ownerId !== undefined);
  }
}
