import type { Config } from '@tapin/config';
import { imageRules } from '@tapin/config';
import { isAdmin, NotFoundError, PayloadTooLargeError, SafeFetcher, ValidationError, type Caller, type ImageRules, type Knex, type StorageService } from '@tapin/core';
import { galleryRules } from './gallery-rules.js';

/** Source images for series and posters: JPEG, PNG or WebP, 5 MB, checked by their bytes (specification section 5). */
export const sourceImageRules: ImageRules = {
  types: imageRules.types,
  maxBytes: galleryRules.sourceImageBytes,
  wrongTypeMessage: 'Please upload a JPEG, PNG, or WebP image file.',
  tooLargeMessage: 'Please upload an image smaller than 5MB.',
};

/** A source image, read: its bytes, the stored file they are (ours), and where it came from. */
export interface SourceImage {
  bytes: Buffer;
  key: string;
  /** The address it was given as (a candidate's, an outside URL); null for an upload or a data URL. */
  sourceUrl: string | null;
  /** The scraped candidate it is, when it is one. */
  candidateId: number | null;
  /** Stored for this request (an upload, a data URL, an outside URL): removed if the request fails. */
  fresh: boolean;
}

export interface ImageReference {
  /** A candidate of a scraped site. */
  id?: number | null;
  /** A candidate's or another of our files' /uploads URL, an http(s) URL, or a data URL. */
  url?: string | null;
  /** A multipart upload's temporary path. */
  uploadPath?: string | null;
}

interface Deps {
  db: Knex;
  config: Config;
  storage: StorageService;
}

/**
 * Reads the image a series or poster is made from, whatever way it was given: a candidate the caller
 * may see, one of the caller's own stored files, an upload, a data URL, or an outside address read
 * through the SSRF-safe fetcher (docs/decisions.md#galleries). Every one is checked by its bytes.
 */
export class SourceImages {
  private readonly d: Deps;

  constructor({ db, config, storage }: Deps) {
    this.d = { db, config, storage };
  }

  async read(caller: Caller, ref: ImageReference, field: string): Promise<SourceImage> {
    const { storage } = this.d;
    if (ref.uploadPath) {
      const stored = await storage.saveUploadedImage(ref.uploadPath, 'images', sourceImageRules, { ownerId: caller.id });
      return { bytes: (await storage.read(stored.key))!, key: stored.key, sourceUrl: null, candidateId: null, fresh: true };
    }
    if (ref.id) return this.candidate(this.candidates(caller).where('i.id', ref.id), field);
    const url = ref.url?.trim();
    if (!url) throw new ValidationError('Please select an image first', { field });
    if (url.startsWith('data:')) {
      const stored = await storage.saveDataUrl(url, 'images', sourceImageRules, { ownerId: caller.id });
      return { bytes: (await storage.read(stored.key))!, key: stored.key, sourceUrl: null, candidateId: null, fresh: true };
    }
    const key = storage.keyOf(url);
    if (key) {
      const candidate = (await this.candidates(caller).where('i.imageKey', key).first('i.id')) as { id: number } | undefined;
      if (candidate) return this.candidate(this.candidates(caller).where('i.id', candidate.id), field);
      const own = await this.d.db('storedFiles').where({ key }).modify((q) => (isAdmin(caller) ? q : q.where({ ownerId: caller.id }))).first('key');
      const bytes = own ? await storage.read(key) : null;
      if (!bytes) throw new ValidationError('That image was not found', { field });
      return { bytes, key, sourceUrl: url, candidateId: null, fresh: false };
    }
    if (!/^https?:\/\//i.test(url)) throw new ValidationError(`${field} must be an image address (http, https or data URL)`, { field });
    return this.outside(caller, url, field);
  }

  /** Candidates of the sites the caller may see. */
  private candidates(caller: Caller) {
    const q = this.d.db('galleries_images as i').join('galleries_sites as s', 's.id', 'i.siteId');
    return isAdmin(caller) ? q : q.where('s.userId', caller.id);
  }

  private async candidate(query: Knex.QueryBuilder, field: string): Promise<SourceImage> {
    const row = (await query.first('i.id', 'i.imageKey', 'i.sourceUrl')) as { id: number; imageKey: string; sourceUrl: string } | undefined;
    const bytes = row && (await this.d.storage.read(row.imageKey));
    if (!row || !bytes) throw new NotFoundError('Image not found', { field });
    return { bytes, key: row.imageKey, sourceUrl: row.sourceUrl, candidateId: Number(row.id), fresh: false };
  }

  private async outside(caller: Caller, url: string, field: string): Promise<SourceImage> {
    const { config, storage } = this.d;
    const fetcher = new SafeFetcher({ ...config.scrape, maxBytesPerPage: sourceImageRules.maxBytes + 1 });
    try {
      let fetched;
      try {
        fetched = await fetcher.fetch(url, 'image', AbortSignal.timeout(config.scrape.timeoutMs));
      } catch (err) {
        if (err instanceof ValidationError) throw new ValidationError(err.message, { field });
        throw err;
      }
      if (fetched.truncated || fetched.body.length > sourceImageRules.maxBytes) throw new PayloadTooLargeError(sourceImageRules.tooLargeMessage);
      const stored = await storage.saveImage(fetched.body, 'images', sourceImageRules, { ownerId: caller.id });
      return { bytes: fetched.body, key: stored.key, sourceUrl: url, candidateId: null, fresh: true };
    } finally {
      await fetcher.close();
    }
  }
}
