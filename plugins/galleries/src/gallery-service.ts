import { adminList, isAdmin, NotFoundError, type AdminListResult, type AuditService, type Caller, type Clock, type Knex, type StorageService } from '@tapin/core';
import type { DemoBusinessView, EpisodeView, GeneratedPosterView, GeneratedSeriesView, PromotionTier, RequestOrigin, ScrapedSiteView } from '@tapin/core/contracts';
import { galleryRules } from './gallery-rules.js';
import type { GalleryAccess } from './gallery-access.js';
import { listOf } from './gallery-views.js';
import { siteView, type GalleryScrapeService } from './scrape/scrape-service.js';

type Row = Record<string, unknown> & { id: number };

/** Runs in a deletion's transaction with what is deleted (whose it was): where its audit record is written. */
export type Within = (trx: Knex.Transaction, removed: { userId: number; title?: string }) => Promise<unknown>;

interface Deps {
  db: Knex;
  clock: Clock;
  storage: StorageService;
  galleryAccess: GalleryAccess;
  galleryScrape: GalleryScrapeService;
  audit: AuditService;
}

/**
 * The persistent galleries (specification section 7, Galleries): saved sites, series and posters, newest
 * first, at most `galleryRules.maxLimit` per list; their details; deleting a poster with its file; and
 * the atomic download count. A person sees their own; an admin sees everyone's.
 */
export class GalleryService {
  private readonly d: Deps;

  constructor({ db, clock, storage, galleryAccess, galleryScrape, audit }: Deps) {
    this.d = { db, clock, storage, galleryAccess, galleryScrape, audit };
  }

  private newest(table: string, caller: Caller, limit: number, { own = false } = {}) {
    const query = own ? this.d.db(table).where({ userId: caller.id }) : this.d.galleryAccess.scoped(this.d.db(table), caller);
    return query.orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit).select('*');
  }

  async sites(caller: Caller, limit: number = galleryRules.defaultLimit): Promise<ScrapedSiteView[]> {
    return ((await this.newest('galleries_sites', caller, limit)) as Row[]).map(siteView);
  }

  site(caller: Caller, id: number) {
    return this.d.galleryScrape.siteWithImages(id, caller);
  }

  async seriesList(caller: Caller, limit: number = galleryRules.defaultLimit): Promise<GeneratedSeriesView[]> {
    return this.seriesViews((await this.newest('galleries_series', caller, limit)) as Row[]);
  }

  async series(caller: Caller, id: number): Promise<GeneratedSeriesView> {
    const row = (await this.d.galleryAccess.scoped(this.d.db('galleries_series').where({ id }), caller).first()) as Row | undefined;
    if (!row) throw new NotFoundError('Series not found');
    return (await this.seriesViews([row]))[0]!;
  }

  /** The posters the caller may see (an admin: everyone's), or with `own` only the caller's. */
  async posters(caller: Caller, limit: number = galleryRules.defaultLimit, options: { own?: boolean } = {}): Promise<GeneratedPosterView[]> {
    return this.posterViews((await this.newest('galleries_posters', caller, limit, options)) as Row[]);
  }

  async poster(caller: Caller, id: number): Promise<GeneratedPosterView> {
    return (await this.posterViews([await this.posterRow(caller, id)]))[0]!;
  }

  private async posterRow(caller: Caller, id: number): Promise<Row> {
    const row = (await this.d.galleryAccess.scoped(this.d.db('galleries_posters').where({ id }), caller).first()) as Row | undefined;
    if (!row) throw new NotFoundError('Poster not found in database');
    return row;
  }

  /** Deletes a poster and its file (and its source image, when nothing else uses it); answers whose and which it was. */
  async removePoster(caller: Caller, id: number, within?: Within): Promise<{ userId: number; title: string }> {
    const row = await this.posterRow(caller, id);
    await this.d.db.transaction(async (trx) => {
      const deleted = await trx('galleries_posters').where({ id }).delete();
      if (!deleted) throw new NotFoundError('Poster not found in database');
      await within?.(trx, { userId: Number(row.userId), title: String(row.title) });
    });
    await this.d.storage.removeUnused([row.imageKey as string | null, row.sourceKey as string | null], [Number(row.userId)]);
    return { userId: Number(row.userId), title: String(row.title) };
  }

  /**
   * Counts one download in the database itself (`downloads = downloads + 1 … returning`), so no count is
   * lost to a race and each answer carries the count its own download made.
   */
  async countDownload(caller: Caller, id: number): Promise<{ downloadCount: number; imageUrl: string | null }> {
    const row = await this.posterRow(caller, id);
    const [counted] = (await this.d.db('galleries_posters').where({ id }).increment('downloads', 1).returning('downloads')) as Array<{ downloads: number }>;
    if (!counted) throw new NotFoundError('Poster not found in database');
    return { downloadCount: Number(counted.downloads), imageUrl: this.d.storage.urlOrNull(row.imageKey as string | null) };
  }

  private async sitesById(ids: unknown[]): Promise<Map<number, { id: number; businessName: string | null; url: string }>> {
    const wanted = [...new Set(ids.filter((v) => v !== null && v !== undefined).map(Number))];
    const rows = wanted.length ? ((await this.d.db('galleries_sites').whereIn('id', wanted).select('id', 'businessName', 'url')) as Row[]) : [];
    return new Map(rows.map((r) => [Number(r.id), { id: Number(r.id), businessName: (r.businessName as string | null) ?? null, url: String(r.url) }]));
  }

  async seriesViews(rows: Row[]): Promise<GeneratedSeriesView[]> {
    const ids = rows.map((r) => Number(r.id));
    const episodes = ids.length ? ((await this.d.db('galleries_episodes').whereIn('seriesId', ids).orderBy(['seriesId', 'code']).select('*')) as Row[]) : [];
    const sites = await this.sitesById(rows.map((r) => r.siteId));
    return rows.map((r) => ({
      id: Number(r.id),
      title: String(r.title),
      description: String(r.description),
      generatedAt: String(r.createdAt),
      site: sites.get(Number(r.siteId)) ?? null,
      image: r.imageId !== null || r.imageUrl ? { id: r.imageId === null || r.imageId === undefined ? null : Number(r.imageId), url: (r.imageUrl as string | null) ?? null } : null,
      businessName: String(r.businessName),
      episodes: episodes.filter((e) => Number(e.seriesId) === Number(r.id)).map(episodeView),
      posterData: {
        title: String(r.title),
        subtitle: String(r.subtitle),
        textPlacement: r.textPlacement as 'top' | 'center' | 'bottom',
        brandColors: listOf(r.brandColors),
      },
    }));
  }

  async posterViews(rows: Row[]): Promise<GeneratedPosterView[]> {
    const sites = await this.sitesById(rows.map((r) => r.siteId));
    const { storage } = this.d;
    return rows.map((r) => ({
      id: Number(r.id),
      title: String(r.title),
      subtitle: String(r.subtitle),
      description: String(r.description),
      cinematicAnalysis: String(r.cinematicAnalysis),
      imageUrl: storage.urlOrNull(r.imageKey as string | null),
      generatedAt: String(r.createdAt),
      createdAt: String(r.createdAt),
      downloadCount: Number(r.downloads),
      site: sites.get(Number(r.siteId)) ?? null,
      businessName: (r.businessName as string | null) ?? null,
      businessUrl: (r.businessUrl as string | null) ?? null,
      sourceImage: storage.urlOrNull(r.sourceKey as string | null) ?? ((r.sourceUrl as string | null) ?? null),
      prompt: (r.prompt as string | null) ?? null,
      actualPrompt: String(r.actualPrompt),
      modelUsed: String(r.modelUsed),
      status: r.status === 'completed' ? 'completed' : 'failed',
      error: (r.error as string | null) ?? null,
      generationTime: Number(r.generationTime),
    }));
  }

  /**
   * The Netflix demo's sample businesses (`tapin seed` stores them; docs/decisions.md#galleries), in the
   * order they were stored. Empty until the seed has run.
   */
  async demoBusinesses(): Promise<DemoBusinessView[]> {
    const rows = (await this.d.db('galleries_demo_businesses').orderBy('id').select('*')) as Row[];
    return rows.map((r) => ({
      id: Number(r.id),
      slug: String(r.slug),
      name: String(r.name),
      industry: String(r.industry),
      location: String(r.location),
      rating: Number(r.rating),
      heroImage: this.pictureUrl(r.heroImage),
      tapinPrice: Number(r.tapinPrice),
      activePromotions: Number(r.activePromotions),
      seasonalCampaign: String(r.seasonalCampaign),
      valueProposition: String(r.valueProposition),
      episodes: episodesOf(r.episodes).map((e) => ({ ...e, image: this.pictureUrl(e.image) })),
    }));
  }

  /** A sample picture's address: a stored file's (the seed stores keys), or the value as written. */
  private pictureUrl(value: unknown): string | null {
    if (typeof value !== 'string' || !value) return null;
    const { storage } = this.d;
    return storage.keyOf(storage.urlOf(value)) === value ? storage.urlOf(value) : value;
  }

  // The console's resources (react-admin lists; admins only).

  async adminSites(rawQuery: unknown): Promise<AdminListResult<ScrapedSiteView>> {
    const result = await adminList<Row>(
      {
        resource: 'scraped-sites',
        db: this.d.db,
        query: () => this.d.db('galleries_sites').select('*'),
        sortable: { id: 'id', businessName: 'businessName', url: 'url', status: 'status', imageCount: 'imageCount', processingTime: 'processingTime', scrapedAt: 'createdAt' },
        filters: { q: { column: ['businessName', 'url'], op: 'contains' }, status: { column: 'status' }, userId: { column: 'userId', op: 'id' } },
        defaultSort: ['scrapedAt', 'DESC'],
      },
      rawQuery,
    );
    return { ...result, rows: result.rows.map(siteView) };
  }

  async adminSeries(rawQuery: unknown): Promise<AdminListResult<GeneratedSeriesView>> {
    const result = await adminList<Row>(
      {
        resource: 'generated-series',
        db: this.d.db,
        query: () => this.d.db('galleries_series').select('*'),
        sortable: { id: 'id', title: 'title', businessName: 'businessName', generatedAt: 'createdAt' },
        filters: { q: { column: ['title', 'businessName'], op: 'contains' }, userId: { column: 'userId', op: 'id' } },
        defaultSort: ['generatedAt', 'DESC'],
      },
      rawQuery,
    );
    return { ...result, rows: await this.seriesViews(result.rows) };
  }

  async adminPosters(rawQuery: unknown): Promise<AdminListResult<GeneratedPosterView>> {
    const result = await adminList<Row>(
      {
        resource: 'generated-posters',
        db: this.d.db,
        query: () => this.d.db('galleries_posters').select('*'),
        sortable: { id: 'id', title: 'title', businessName: 'businessName', status: 'status', downloadCount: 'downloads', generationTime: 'generationTime', createdAt: 'createdAt' },
        filters: { q: { column: ['title', 'businessName'], op: 'contains' }, status: { column: 'status' }, modelUsed: { column: 'modelUsed' }, userId: { column: 'userId', op: 'id' } },
        defaultSort: ['createdAt', 'DESC'],
      },
      rawQuery,
    );
    return { ...result, rows: await this.posterViews(result.rows) };
  }

  // The console's deletions: each is a destructive admin action, in the audit trail in the deletion's transaction.

  /** Deletes a scraped site, its candidates and their files (series and posters made from it stay). */
  async removeSite(caller: Caller, id: number, origin: RequestOrigin): Promise<void> {
    const within: Within = (trx, { userId, title }) =>
      this.d.audit.recordForOwner(userId, { actor: caller, action: 'scraped_site.deleted', subject: { type: 'scraped_site', id }, details: { title }, origin }, trx, { always: true });
    const site = (await this.d.db('galleries_sites').where({ id }).first('id', 'userId', 'businessName')) as Row | undefined;
    if (!site || (!isAdmin(caller) && Number(site.userId) !== caller.id)) throw new NotFoundError('Scraped site not found');
    const keys = (await this.d.db('galleries_images').where({ siteId: id }).pluck('imageKey')) as string[];
    await this.d.db.transaction(async (trx) => {
      if (!(await trx('galleries_sites').where({ id }).delete())) throw new NotFoundError('Scraped site not found');
      await within(trx, { userId: Number(site.userId), title: (site.businessName as string | null) ?? undefined });
    });
    await this.d.storage.removeUnused(keys, [Number(site.userId)]);
  }

  async removeSeries(caller: Caller, id: number, origin: RequestOrigin): Promise<void> {
    const within: Within = (trx, { userId, title }) =>
      this.d.audit.recordForOwner(userId, { actor: caller, action: 'generated_series.deleted', subject: { type: 'generated_series', id }, details: { title }, origin }, trx, { always: true });
    await this.d.db.transaction(async (trx) => {
      const series = (await this.d.galleryAccess.scoped(trx('galleries_series').where({ id }), caller).first('userId', 'title')) as Row | undefined;
      if (!series || !(await trx('galleries_series').where({ id }).delete())) throw new NotFoundError('Series not found');
      await within(trx, { userId: Number(series.userId), title: String(series.title) });
    });
  }

  removePosterInConsole(caller: Caller, id: number, origin: RequestOrigin): Promise<{ userId: number; title: string }> {
    return this.removePoster(caller, id, (trx, { userId, title }) =>
      this.d.audit.recordForOwner(userId, { actor: caller, action: 'generated_poster.deleted', subject: { type: 'generated_poster', id }, details: { title }, origin }, trx, { always: true }),
    );
  }
}

export function episodeView(r: Row): EpisodeView {
  return { id: String(r.code), title: String(r.title), description: String(r.description), tier: r.tier as PromotionTier, price: Number(r.price) };
}

/** A demo business's stored episodes (JSON text on SQLite, JSON on PostgreSQL); a damaged value reads as none. */
function episodesOf(value: unknown): EpisodeView[] {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.map((e: Record<string, unknown>) => ({ id: String(e.id), title: String(e.title), description: String(e.description), tier: e.tier as PromotionTier, price: Number(e.price), image: typeof e.image === 'string' ? e.image : null }));
}
