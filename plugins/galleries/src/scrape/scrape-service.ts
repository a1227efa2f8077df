import type { Config } from '@tapin/config';
import { imageRules } from '@tapin/config';
import { AppError, decodeHtml, insertedId, isAdmin, normalizeWebsiteUrl, openImage, SafeFetcher, ValidationError, workerModule, type Caller, type Clock, type ImageRules, type Knex, type Logger, type StorageService, type WorkerPool } from '@tapin/core';
import type { IntakeService, ScrapedSite } from '@tapin/plugin-intake';
import type { Metadata, Sharp } from 'sharp';
import type { ImageCandidateView, ScrapedData, ScrapedSiteView } from '@tapin/core/contracts';
import { listOf } from '../gallery-views.js';
import type { ImagingThreads } from '../imaging/index.js';
import type { findImages, FoundImage } from './candidates.js';
import { byRank, kindOf, qualityScore, relevanceScore, wordsOf, type ImageKind, type MeasuredImage } from './scoring.js';

const galleriesWorker = workerModule(import.meta.url, '../galleries-worker.js');

/** Candidates probed at once. */
const PROBE_CONCURRENCY = 4;

/** A candidate as stored: our copy of its bytes, what was measured and its scores. */
interface ProbedImage {
  found: FoundImage;
  bytes: Buffer;
  format: string;
  width: number;
  height: number;
  kind: ImageKind;
  relevanceScore: number;
  qualityScore: number;
}

/** Candidate images are stored as the scraper's; their bytes decide their type (SVG, ICO, GIF and AVIF become PNG). */
export function candidateRules(config: Config): ImageRules {
  return {
    types: imageRules.types,
    maxBytes: config.galleries.candidateBytes,
    wrongTypeMessage: 'Not an image',
    tooLargeMessage: 'Image too large',
  };
}

type SiteRow = Record<string, unknown> & { id: number };
type ImageRow = Record<string, unknown> & { id: number };

interface Deps {
  db: Knex;
  clock: Clock;
  config: Config;
  log: Logger;
  storage: StorageService;
  intake: IntakeService;
  workers: WorkerPool;
  galleryImaging: ImagingThreads;
}

/**
 * The Netflix demo's website scraping (docs/decisions.md#galleries): the business's facts through the
 * intake's scraper, and every picture the home page and the pages read point at, each probed for its
 * real bytes and size through the SSRF-safe fetcher (bounded in count, bytes and time), measured,
 * scored, stored and ranked — photos first, logos and icons apart.
 */
export class GalleryScrapeService {
  private readonly d: Deps;

  constructor({ db, clock, config, log, storage, intake, workers, galleryImaging }: Deps) {
    this.d = { db, clock, config, log, storage, intake, workers, galleryImaging };
  }

  async scrape(caller: Caller, input: string): Promise<ScrapedData> {
    return (await this.scrapeWithColours(caller, input)).data;
  }

  /** The scrape, with the brand colours the intake's scraper read on the site (its CSS or logo), best first. */
  async scrapeWithColours(caller: Caller, input: string): Promise<{ data: ScrapedData; brandColors: string[] }> {
    const { db, clock, intake, config } = this.d;
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    const now = clock.now().toISOString();
    let site: ScrapedSite;
    let found: FoundImage[];
    let smaller: Set<string>;
    try {
      [site, { images: found, smaller }] = await Promise.all([intake.scrape(input), this.homeImages(input)]);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await db('galleries_sites').insert({ ...this.emptySite(caller, input, now), status: 'failed', processingTime: ms(), error: message.slice(0, 1000) });
      if (err instanceof ValidationError) throw new ValidationError(err.message, { field: 'url' });
      throw err;
    }
    // Pictures on the other pages the scraper read, and its logo, after the home page's.
    for (const image of site.fields.images ?? []) {
      if (!smaller.has(image.url) && !found.some((f) => f.url === image.url)) found.push({ url: image.url, alt: image.alt, origin: 'img', position: found.length, hint: null });
    }
    const logo = site.fields.logoUrl?.value;
    const known = logo && found.find((f) => f.url === logo);
    if (known) known.hint = known.hint === 'icon' ? 'icon' : 'logo';
    else if (logo) found.push({ url: logo, alt: null, origin: 'img', position: found.length, hint: 'logo' });

    const f = site.fields;
    const businessWords = wordsOf(f.name?.value, f.industry?.value, f.description?.value, f.location?.value, ...(f.services?.value ?? []));
    const probed = (await this.probe(found.slice(0, config.galleries.maxCandidates), businessWords)).sort((a, b) => byRank({ ...a, position: a.found.position }, { ...b, position: b.found.position }));

    const stored: Array<{ image: ProbedImage; key: string }> = [];
    try {
      for (const image of probed) {
        stored.push({ image, key: (await this.d.storage.saveImage(image.bytes, 'images', candidateRules(config), { ownerId: caller.id })).key });
      }
      const siteId = await db.transaction(async (trx) => {
        const id = insertedId(
          await trx('galleries_sites')
            .insert({
              ...this.emptySite(caller, site.url, now),
              finalUrl: site.finalUrl,
              title: site.pages[0]?.title ?? null,
              businessName: f.name?.value ?? null,
              industry: f.industry?.value ?? null,
              location: f.location?.value ?? null,
              description: f.description?.value ?? null,
              services: JSON.stringify(f.services?.value ?? []),
              status: 'completed',
              imageCount: stored.length,
              processingTime: ms(),
            })
            .returning('id'),
        );
        if (stored.length) {
          await trx('galleries_images').insert(
            stored.map(({ image, key }) => ({
              siteId: id,
              imageKey: key,
              sourceUrl: image.found.url,
              width: image.width,
              height: image.height,
              bytes: image.bytes.length,
              format: image.format,
              alt: image.found.alt?.slice(0, 500) ?? null,
              origin: image.found.origin,
              position: image.found.position,
              kind: image.kind,
              relevanceScore: image.relevanceScore,
              qualityScore: image.qualityScore,
            })),
          );
        }
        return id;
      });
      this.d.log.info({ siteId, candidates: found.length, stored: stored.length, ms: ms() }, 'galleries: website scraped');
      const detail = await this.siteWithImages(siteId);
      return { data: this.scrapedData(detail.site, detail.images), brandColors: f.brandColors?.value ?? [] };
    } catch (err) {
      await Promise.all(stored.map(({ key }) => this.d.storage.remove(key)));
      throw err;
    }
  }

  private emptySite(caller: Caller, url: string, now: string) {
    return { userId: caller.id, url: url.slice(0, 2048), services: '[]', imageCount: 0, processingTime: 0, createdAt: now, updatedAt: now };
  }

  /** The home page's pictures, read through the same safe fetcher and limits as the intake's scraper. */
  private async homeImages(input: string): Promise<ReturnType<typeof findImages>> {
    const fetcher = new SafeFetcher(this.d.config.scrape);
    try {
      const signal = AbortSignal.timeout(this.d.config.scrape.timeoutMs);
      const home = await fetcher.fetch(normalizeWebsiteUrl(input), 'html', signal);
      // The page's markup is read in a worker thread, within its deadline (a stranger wrote it).
      return await this.d.workers.run<{ html: string; url: string }, ReturnType<typeof findImages>>(galleriesWorker, 'findImages', { html: decodeHtml(home.body, home.contentType), url: home.url }, { signal, tooSlow: `The page ${home.url} took too long to read.` });
    } finally {
      await fetcher.close();
    }
  }

  /**
   * Fetches and measures candidates, a few at a time, within the probe time limit; one that cannot be
   * read, is larger than the byte limit or is not an image is left out.
   */
  private async probe(found: FoundImage[], businessWords: Set<string>): Promise<ProbedImage[]> {
    const { config } = this.d;
    const fetcher = new SafeFetcher({ ...config.scrape, maxBytesPerPage: config.galleries.candidateBytes });
    const overall = AbortSignal.timeout(config.galleries.probeTimeoutMs);
    const results: ProbedImage[] = [];
    const queue = [...found];
    const worker = async () => {
      for (let next = queue.shift(); next && !overall.aborted; next = queue.shift()) {
        try {
          const fetched = await fetcher.fetch(next.url, 'image', overall);
          if (fetched.truncated) continue;
          const measured = await measure(fetched.body, this.d.galleryImaging);
          if (!measured) continue;
          const kind = kindOf(next, measured);
          results.push({
            found: next,
            bytes: measured.bytes,
            format: measured.format,
            width: measured.width,
            height: measured.height,
            kind,
            qualityScore: qualityScore(measured),
            relevanceScore: relevanceScore(next, kind, measured, businessWords),
          });
        } catch (err) {
          this.d.log.debug({ url: next.url, err: (err as Error).message }, 'galleries: candidate skipped');
        }
      }
    };
    try {
      await Promise.all(Array.from({ length: PROBE_CONCURRENCY }, worker));
    } finally {
      await fetcher.close();
    }
    return results;
  }

  async siteWithImages(id: number, caller?: Caller): Promise<{ site: ScrapedSiteView; images: ImageCandidateView[] }> {
    const row = (await this.d.db('galleries_sites').where({ id }).first()) as SiteRow | undefined;
    if (!row || (caller && !isAdmin(caller) && Number(row.userId) !== caller.id)) throw new AppError(404, 'Scraped site not found');
    const images = (await this.d.db('galleries_images').where({ siteId: id }).select('*')) as ImageRow[];
    const views = images.map((r) => this.imageView(r)).sort(byRank);
    if (views[0]?.kind === 'photo') views[0].isSelected = true;
    return { site: siteView(row), images: views };
  }

  scrapedData(site: ScrapedSiteView, images: ImageCandidateView[]): ScrapedData {
    const name = site.businessName ?? site.title ?? new URL(site.url).hostname;
    return {
      site: { ...site, metadata: { name: site.businessName, industry: site.industry, description: site.description, location: site.location } },
      images,
      businessInfo: { name, industry: site.industry, description: site.description, services: site.services, location: site.location },
    };
  }

  imageView(r: ImageRow): ImageCandidateView {
    const kind = r.kind as ImageKind;
    const width = Number(r.width);
    const height = Number(r.height);
    const where = r.origin === 'og:image' ? 'the Open Graph picture' : r.origin === 'hero-css' ? 'the hero background' : r.origin === 'json-ld' ? 'declared in JSON-LD' : `image ${Number(r.position) + 1} on the page`;
    return {
      id: Number(r.id),
      url: this.d.storage.urlOf(String(r.imageKey)),
      sourceUrl: String(r.sourceUrl),
      alt: (r.alt as string | null) ?? null,
      description: `${kind === 'photo' ? 'Photo' : kind === 'logo' ? 'Logo' : 'Icon'}, ${width}×${height} ${String(r.format).toUpperCase()}, ${where}`,
      width,
      height,
      bytes: Number(r.bytes),
      format: String(r.format),
      kind,
      origin: String(r.origin),
      position: Number(r.position),
      relevanceScore: Number(r.relevanceScore),
      qualityScore: Number(r.qualityScore),
      isSelected: false,
    };
  }
}

export function siteView(r: SiteRow): ScrapedSiteView {
  return {
    id: Number(r.id),
    businessName: (r.businessName as string | null) ?? null,
    industry: (r.industry as string | null) ?? null,
    location: (r.location as string | null) ?? null,
    description: (r.description as string | null) ?? null,
    services: listOf(r.services),
    title: (r.title as string | null) ?? null,
    url: String(r.url),
    finalUrl: (r.finalUrl as string | null) ?? null,
    scrapedAt: String(r.createdAt),
    imageCount: Number(r.imageCount),
    processingTime: Number(r.processingTime),
    status: r.status === 'completed' ? 'completed' : 'failed',
    error: (r.error as string | null) ?? null,
  };
}

/**
 * A candidate's real size and look: decoded (so a file that only claims to be an image is refused),
 * kept as it came when it is JPEG, PNG or WebP, else converted to PNG (an SVG drawn at a bounded size);
 * then measured. One over the pixel limit is left out before it is decoded.
 */
async function measure(raw: Buffer, imaging: ImagingThreads): Promise<(MeasuredImage & { bytes: Buffer; format: string }) | null> {
  let image: Sharp;
  let meta: Metadata;
  try {
    image = await openImage(raw, { animated: false });
    meta = await image.metadata();
  } catch {
    return null;
  }
  if (!meta.width || !meta.height || !meta.format) return null;
  const kept = meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp';
  const bytes = kept ? raw : await image.png().toBuffer();
  const facts = await imaging.analyse(bytes);
  return { bytes, format: kept ? meta.format : 'png', width: facts.width, height: facts.height, sharpness: facts.sharpness / 100, contrast: facts.contrast / 100 };
}
