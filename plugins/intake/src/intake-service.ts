import { readFile, stat } from 'node:fs/promises';
import { imageRules, logoRules, type Config } from '@tapin/config';
import { logoRendition, PayloadTooLargeError, TaskSteps, type ImageRules, type Logger, type StorageService, type TaskProgress, type Tasks, type WorkerPool } from '@tapin/core';
import type { CardAnalysis, ExtractedProfile, ExtractInput, ExtractionStep, FieldSource, StepKey } from '@tapin/core/contracts';
import { cardPhotoBytes } from './card/card-photo.js';
import type { CardReader } from './card/card-reader.js';
import { sourcesOf, type IntakeSources } from './intake-sources.js';
import { applyEnhancement, mergeSources, type MergedProfile } from './profile-merge.js';
import type { ProfileWriter } from './profile/profile-writer.js';
import { pageReader, scrapeWebsite, type PageReader, type ScrapedSite } from './scrape/site-scraper.js';
import { socialProfileOf } from './social-profiles.js';

/** The card photo: checked by its bytes, with the specification's image messages. */
export function cardImageRules(config: Config): ImageRules {
  return {
    types: imageRules.types,
    maxBytes: config.limits.cardImageBytes,
    wrongTypeMessage: 'Please upload a JPEG, PNG, or WebP image file.',
    tooLargeMessage: `Please upload an image smaller than ${Math.round(config.limits.cardImageBytes / 1024 / 1024)}MB.`,
  };
}

/** The steps an extraction took, timed, for the intake progress view; told to the task's screen as they go. */
class StepLog {
  readonly steps: ExtractionStep[] = [];
  private readonly told: TaskSteps;

  constructor(progress?: TaskProgress) {
    this.told = new TaskSteps(progress);
  }

  /** A step: `doing` is shown while it runs (a long one), `detail` says what it found. */
  async timed<T>(key: StepKey, label: string, work: () => Promise<T> | T, { detail, doing }: { detail?: (result: T) => string; doing?: string } = {}): Promise<T> {
    const started = performance.now();
    if (doing) await this.begin(doing);
    const result = await work();
    await this.push({ key, label, status: 'done', ms: Math.round(performance.now() - started), ...(detail ? { detail: detail(result) } : {}) });
    return result;
  }

  begin(label: string): Promise<void> {
    return this.told.doing(label);
  }

  async push(step: ExtractionStep): Promise<void> {
    this.steps.push(step);
    await this.told.ended(step.label, step.status, step.detail);
  }
}

/** A card photo stored for its reading (the folder or the bucket, which every process reads alike). */
interface StoredCard {
  key: string;
  url: string;
}

/** The task kinds of the intake (`Prefer: respond-async` on its routes). */
export const INTAKE_TASKS = { card: 'intake.card', extract: 'intake.extract' } as const;

interface Deps {
  config: Config;
  log: Logger;
  storage: StorageService;
  cardReader: CardReader;
  profileWriter: ProfileWriter;
  workers: WorkerPool;
  tasks: Tasks;
}

/**
 * The assisted intake: reads a business card, then the sources an owner gave (the card already
 * analysed, a website, social profile links, what they typed), merges them field by field — what the
 * owner typed first, then the card, then the website — keeps where every value came from, and can have
 * the AI write the description, value proposition and services from all of it.
 */
export class IntakeService {
  private readonly d: Omit<Deps, 'workers'>;
  private readonly readPage: PageReader;

  constructor({ config, log, storage, cardReader, profileWriter, workers, tasks }: Deps) {
    this.d = { config, log, storage, cardReader, profileWriter, tasks };
    this.readPage = pageReader(workers);
    // Each runs as a job, in whichever process does jobs; an attempt has the time of its slowest parts.
    const { work, scrape, ai } = config;
    tasks.define<StoredCard, CardAnalysis>({ name: INTAKE_TASKS.card, expireInSeconds: Math.ceil((work.queueTimeoutMs + work.ocrTimeoutMs) / 1000) + 10 }, (card, progress) =>
      this.readCard(card, progress),
    );
    tasks.define<{ input: ExtractInput; ownerId: number }, ExtractedProfile>(
      { name: INTAKE_TASKS.extract, expireInSeconds: Math.ceil((work.queueTimeoutMs + scrape.timeoutMs + ai.requestTimeoutMs) / 1000) + 10 },
      ({ input, ownerId }, progress) => this.extract(input, ownerId, progress),
    );
  }

  /** Refuses at once what `extract` would refuse before reading anything (no source, an address that is not one). */
  check(input: ExtractInput): void {
    sourcesOf(input);
  }

  /** Reads one website with the configured limits (also what `tapin scrape` prints). */
  scrape(url: string): Promise<ScrapedSite> {
    return scrapeWebsite(url, this.d.config.scrape, { readPage: this.readPage });
  }

  /**
   * Reads an uploaded card photo, which is kept as the uploader's card asset (for the business they then
   * create) unless it cannot be read. Photos of other image types (GIF, TIFF, AVIF, HEIC, BMP) are kept
   * as PNG.
   */
  async analyzeCard(uploaderId: number, uploadPath: string): Promise<CardAnalysis> {
    return this.readCard(await this.storeCard(uploaderId, uploadPath));
  }

  /** The photo checked and stored as the uploader's, for a `intake.card` task (or `analyzeCard`) to read. */
  async storeCard(uploaderId: number, uploadPath: string): Promise<StoredCard> {
    const rules = cardImageRules(this.d.config);
    if ((await stat(uploadPath)).size > rules.maxBytes) throw new PayloadTooLargeError(rules.tooLargeMessage);
    const { key, url } = await this.d.storage.saveImage(await cardPhotoBytes(await readFile(uploadPath), rules), 'cards', rules, { ownerId: uploaderId });
    return { key, url };
  }

  private async readCard({ key, url }: StoredCard, progress?: TaskProgress): Promise<CardAnalysis> {
    const { storage } = this.d;
    const log = new StepLog(progress);
    try {
      // The card as stored (from the folder or the bucket alike).
      const reading = await log.timed('card', 'Read the text on the card', async () => this.d.cardReader.read((await storage.read(key))!), { doing: 'Reading the text on the card' });
      return { ...reading, cardImageUrl: url };
    } catch (err) {
      await storage.remove(key);
      throw err;
    }
  }

  /**
   * Extracts a profile. With the caller's id, the website's logo is kept as their own file (PNG, at most
   * `pixelRules.logoMaxSide` px a side) rather than linked to; a logo that cannot be fetched or decoded, or
   * that is over the pixel limit, is left out.
   */
  async extract(input: ExtractInput, ownerId?: number, progress?: TaskProgress): Promise<ExtractedProfile> {
    const sources = sourcesOf(input);
    const log = new StepLog(progress);
    const { card, manual } = sources;
    if (sources.hasCard) await log.timed('card', 'Read the business card', () => card, { detail: () => `${Object.values(card).filter((v) => typeof v === 'string').length} details` });
    if (sources.hasManual) await log.timed('manual', 'Added your details', () => manual);
    const site = await this.readWebsite(sources, log);
    if (sources.socialInput.length) await log.timed('social', 'Linked social profiles', () => sources.socialInput, { detail: (list) => `${list.length} profile(s)` });

    const merged = mergeSources(sources, site);
    if (ownerId !== undefined && merged.fields.logoUrl) merged.fields.logoUrl = await this.keepLogo(site, ownerId);
    if (input.enhance && merged.fields.name) await this.enhance(merged, sources, site, log);

    const { fields, provenance, socialSources } = merged;
    const { website: _website, logoUrl: _logo, ...extractedInfo } = fields;
    return {
      ...fields,
      extractedData: {
        websiteUrl: sources.websiteUrl,
        // Whole (the scrape already caps what it reads): the logs page's scrape test shows its start.
        websiteContent: site?.text ?? '',
        businessCardText: sources.cardText,
        socialData: { profiles: fields.socialProfiles.map(socialProfileOf) },
        extractedInfo,
        manualInfo: manual,
        socialSources,
        provenance,
        pages: site?.pages ?? [],
        cardImageUrl: sources.cardImageUrl,
      },
      steps: log.steps,
    };
  }

  /** The site's logo stored as the owner's own PNG, or null when it could not be fetched or decoded. */
  private async keepLogo(site: ScrapedSite | null, ownerId: number): Promise<string | null> {
    if (!site?.logo) return null;
    try {
      const png = await logoRendition(site.logo.bytes);
      const rules: ImageRules = { types: logoRules.types, maxBytes: logoRules.maxBytes, wrongTypeMessage: 'Logo could not be read', tooLargeMessage: 'Logo too large' };
      return (await this.d.storage.saveImage(png, 'logos', rules, { ownerId })).url;
    } catch (err) {
      this.d.log.info({ logo: site.logo.url, err: err instanceof Error ? err.message : String(err) }, 'intake: logo not kept');
      return null;
    }
  }

  /** With other sources the intake goes on without a website it cannot read, and says what failed; with only the website it is the answer. */
  private async readWebsite(sources: IntakeSources, log: StepLog): Promise<ScrapedSite | null> {
    if (!sources.websiteUrl) return null;
    const host = new URL(sources.websiteUrl).hostname.replace(/^www\./, '');
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    await log.begin(`Reading ${host}`);
    try {
      const site = await this.scrape(sources.websiteUrl);
      await log.push({ key: 'website', label: `Read ${host}`, status: 'done', ms: ms(), detail: `${site.pages.length} page(s)` });
      return site;
    } catch (err) {
      if (!sources.hasManual && !sources.hasCard && !sources.socialInput.length) throw err;
      const message = err instanceof Error ? err.message : String(err);
      await log.push({ key: 'website', label: `Read ${host}`, status: 'failed', ms: ms(), detail: message });
      this.d.log.info({ host, err: message }, 'intake: website not read');
      return null;
    }
  }

  /** "Generate Enhanced AI Profile": the writer works from everything the sources say. */
  private async enhance(merged: MergedProfile, sources: IntakeSources, site: ScrapedSite | null, log: StepLog): Promise<void> {
    const { profileWriter } = this.d;
    const { fields } = merged;
    const enhanced = await log.timed(
      'enhance',
      'Wrote your AI-enhanced profile',
      () =>
        profileWriter.write({
          name: fields.name!,
          industry: fields.industry,
          location: fields.location,
          description: fields.description,
          valueProposition: fields.valueProposition,
          services: fields.services,
          websiteText: site?.text ?? null,
          cardText: sources.cardText || null,
          socialProfiles: fields.socialProfiles,
        }),
      { detail: () => `${profileWriter.kind} provider`, doing: 'Writing your AI-enhanced profile' },
    );
    const ai: FieldSource = { source: 'ai', detail: `${profileWriter.kind} provider, from your sources` };
    applyEnhancement(merged, enhanced, Boolean(sources.manual?.description), ai);
  }
}
