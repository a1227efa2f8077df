import { checkTables, resetIdSequence, restoreRefused, rowColumn, rowPlace, storageKeyColumn, type BusinessDataPart, type Knex, type StorageService } from '@tapin/core';
import { createPromotionInput, promotionTiers } from '@tapin/core/contracts';
import { z } from 'zod';

type Row = Record<string, unknown> & { id: number };

const text = (max?: number) => (max ? z.string({ error: 'must be text' }).max(max, { error: `must be at most ${max} characters` }) : z.string({ error: 'must be text' }));
/** An address a browser may be sent to or shown: http(s), or one of our stored files. */
const address = z
  .string({ error: 'must be a web address' })
  .max(2048, { error: 'must be at most 2048 characters' })
  .refine((v) => /^https?:\/\/\S+$/i.test(v) || v.startsWith('/uploads/'), { error: 'must be a web address (http or https)' });
/** A JSON list of text, as the services and brand colours are stored. */
const jsonList = (item: z.ZodType<string>) =>
  z.string({ error: 'must be a JSON list' }).refine(
    (v) => {
      try {
        const list: unknown = JSON.parse(v);
        return Array.isArray(list) && list.every((x) => item.safeParse(x).success);
      } catch {
        return false;
      }
    },
    { error: 'must be a JSON list of the right values' },
  );
const outcome = z.enum(['completed', 'failed'], { error: 'must be completed or failed' });
const anyFolder = ['images', 'posters', 'logos', 'promotions', 'cards'] as const;

/**
 * The galleries' rows of an export, every column by its type and the values the galleries write (their
 * rows come from scrapes and generations, not from a form): addresses are http(s) or our own files,
 * files are stored keys. An unknown column is refused.
 */
function rowSchemas(isKey: (key: string) => boolean) {
  return {
    sites: z.strictObject({
      id: rowColumn.id,
      userId: rowColumn.id,
      url: address,
      finalUrl: address.nullable(),
      title: text(300).nullable(),
      businessName: text(200).nullable(),
      industry: text(120).nullable(),
      location: text(200).nullable(),
      description: text().nullable(),
      services: jsonList(z.string()),
      status: outcome,
      processingTime: rowColumn.count,
      imageCount: rowColumn.count,
      error: text().nullable(),
      createdAt: rowColumn.time,
      updatedAt: rowColumn.time,
    }),
    images: z.strictObject({
      id: rowColumn.id,
      siteId: rowColumn.id,
      imageKey: storageKeyColumn(isKey, ['images']),
      sourceUrl: address,
      width: rowColumn.count,
      height: rowColumn.count,
      bytes: rowColumn.count,
      format: text(16),
      alt: text(500).nullable(),
      origin: text(16),
      position: rowColumn.count,
      kind: z.enum(['photo', 'logo', 'icon'], { error: 'must be photo, logo or icon' }),
      relevanceScore: z.number({ error: 'must be a whole number' }).int({ error: 'must be a whole number' }),
      qualityScore: z.number({ error: 'must be a whole number' }).int({ error: 'must be a whole number' }),
    }),
    series: z.strictObject({
      id: rowColumn.id,
      userId: rowColumn.id,
      siteId: rowColumn.id.nullable(),
      imageId: rowColumn.id.nullable(),
      imageUrl: address.nullable(),
      businessName: text(200),
      title: text(300),
      description: text(),
      subtitle: text(300),
      textPlacement: z.enum(['top', 'center', 'bottom'], { error: 'must be top, center or bottom' }),
      brandColors: jsonList(z.string().regex(/^#[0-9a-f]{3,8}$/i)),
      writer: text(16),
      createdAt: rowColumn.time,
    }),
    episodes: z.strictObject({
      id: rowColumn.id,
      seriesId: rowColumn.id,
      code: z.string({ error: 'must be text' }).regex(/^S\d{1,3}E\d{1,3}$/, { error: 'must be an episode code like S1E1' }),
      title: text(300),
      description: text(),
      tier: z.enum(promotionTiers, { error: 'must be lead_magnet, core_product or upsell' }),
      price: createPromotionInput.shape.price,
    }),
    posters: z.strictObject({
      id: rowColumn.id,
      userId: rowColumn.id,
      siteId: rowColumn.id.nullable(),
      imageKey: storageKeyColumn(isKey, ['posters']).nullable(),
      sourceKey: storageKeyColumn(isKey, anyFolder).nullable(),
      sourceUrl: address.nullable(),
      origin: text(16),
      businessName: text(200).nullable(),
      businessUrl: address.nullable(),
      title: text(300),
      subtitle: text(300),
      description: text(),
      cinematicAnalysis: text(),
      prompt: text().nullable(),
      actualPrompt: text(),
      modelUsed: text(60),
      generationTime: rowColumn.count,
      status: outcome,
      error: text().nullable(),
      downloads: rowColumn.count,
      createdAt: rowColumn.time,
      updatedAt: rowColumn.time,
    }),
  };
}

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

interface Deps {
  db: Knex;
  storage: StorageService;
}

/**
 * The galleries' part of the business data (core `BusinessArchive`, scope `all`): the scraped sites with
 * their images, the generated series with their episodes, and the posters. They belong to whoever made
 * them, not to a business, so only clear-all takes them (docs/decisions.md, "Developer mode and the
 * audit trail"), with their files, and `tapin restore` puts them back. The demos' sample businesses and
 * the generation allowance's ledger stay.
 */
export class GalleryArchive implements BusinessDataPart<GalleriesSnapshot> {
  private readonly d: Deps;
  readonly name = 'galleries';
  readonly scope = 'all';

  constructor({ db, storage }: Deps) {
    this.d = { db, storage };
  }

  async snapshot(): Promise<GalleriesSnapshot> {
    const rows = async (table: string) => (await this.d.db(table).orderBy('id')) as Row[];
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

  /** Checks an export's gallery rows (their types and values, and that each one's site, series or image is in it). */
  check(data: unknown): GalleriesSnapshot {
    const schemas = rowSchemas((key) => this.d.storage.keyOf(this.d.storage.urlOf(key)) === key);
    const checked = checkTables('galleries', data, tables, schemas) as unknown as GalleriesSnapshot;
    const ids = (key: keyof GalleriesSnapshot) => new Set(checked[key].map((r) => Number(r.id)));
    const [sites, images, series] = [ids('sites'), ids('images'), ids('series')];
    const belongs = (key: keyof GalleriesSnapshot, column: string, within: ReadonlySet<number>, what: string) =>
      checked[key].forEach((row, index) => {
        const value = row[column];
        if (value !== null && !within.has(Number(value))) throw restoreRefused(`${rowPlace(`galleries_${key}`, index, row, column)}: ${String(value)} is not one of the export's ${what}`);
      });
    belongs('images', 'siteId', sites, 'sites');
    belongs('series', 'siteId', sites, 'sites');
    belongs('series', 'imageId', images, 'images');
    belongs('episodes', 'seriesId', series, 'series');
    belongs('posters', 'siteId', sites, 'sites');
    return checked;
  }

  async restore(snapshot: GalleriesSnapshot, trx: Knex): Promise<void> {
    const makers = [...new Set([...snapshot.sites, ...snapshot.series, ...snapshot.posters].map((r) => Number(r.userId)))];
    const accounts = new Set<number>();
    for (let i = 0; i < makers.length; i += 500) for (const id of await trx('users').whereIn('id', makers.slice(i, i + 500)).pluck('id')) accounts.add(Number(id));
    for (const key of ['sites', 'series', 'posters'] as const) {
      snapshot[key].forEach((row, index) => {
        if (!accounts.has(Number(row.userId))) throw restoreRefused(`${rowPlace(`galleries_${key}`, index, row, 'userId')}: account ${String(row.userId)} does not exist`);
      });
    }
    for (const [key, table] of tables) {
      const rows = snapshot[key] ?? [];
      for (let i = 0; i < rows.length; i += 200) await trx(table).insert(rows.slice(i, i + 200));
      await resetIdSequence(trx, table);
    }
    await this.d.storage.claim(this.filesWithOwners(snapshot), trx);
  }

  /**
   * The stored files the rows name, each with its maker: a site's images its scraper's, a series' image
   * (an upload) and a poster's image and source their maker's.
   */
  private filesWithOwners(snapshot: GalleriesSnapshot): Array<{ key: string; ownerId: number }> {
    const scraperOf = new Map(snapshot.sites.map((s) => [Number(s.id), Number(s.userId)]));
    const files = [
      ...snapshot.images.map((r) => ({ key: r.imageKey, ownerId: scraperOf.get(Number(r.siteId)) })),
      ...snapshot.series.map((r) => ({ key: this.d.storage.keyOf(r.imageUrl as string | null), ownerId: Number(r.userId) })),
      ...snapshot.posters.flatMap((r) => [r.imageKey, r.sourceKey].map((key) => ({ key, ownerId: Number(r.userId) }))),
    ];
    return files.filter((f): f is { key: string; ownerId: number } => typeof f.key === 'string' && f.ownerId !== undefined);
  }
}
