import { randomUUID } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import type { Knex } from 'knex';
import type { Clock } from '../clock.js';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../errors.js';
import { declaredSize, PixelLimitError } from './image-input.js';
import type { ObjectStore, OpenedObject } from './object-store.js';
import { pixelRules } from '@tapin/config';

/** Folders under the uploads root; each kind of file has its own. */
export type StorageFolder = 'logos' | 'promotions' | 'posters' | 'cards' | 'images';

export const UPLOADS_PREFIX = '/uploads';

export interface StoredFile {
  /** `<folder>/<uuid>.<ext>`: the only form stored in the database. */
  key: string;
  /** Where the browser fetches it. */
  url: string;
  mime: string;
  size: number;
}

export interface ImageRules {
  /** Allowed types, checked from the bytes, not from what the client declared. */
  types: readonly string[];
  maxBytes: number;
  /** Messages for this kind of upload, in each screen's own words. */
  wrongTypeMessage: string;
  tooLargeMessage: string;
  /**
   * What is stored instead of the bytes as sent, once they pass the checks (a promotion image is
   * rendered at its documented size). Its answer is checked against `types` again.
   */
  render?: (bytes: Buffer, mime: string) => Promise<Buffer>;
}

/**
 * Whose a stored file is (docs/decisions.md#businesses): the uploader's, or for a file made for a
 * business (a promotion image, a poster) the business owner's.
 */
export interface FileOwner {
  ownerId: number;
}

/** Whether rows of one feature still reference a stored file (a file in use is never deleted). */
export type FileReferences = (db: Knex, key: string) => Promise<boolean>;

const keyPattern = /^(logos|promotions|posters|cards|images)\/[0-9a-f-]{36}\.(png|jpg|webp|gif)$/;
const extensionFor: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
const typeForExtension = Object.fromEntries(Object.entries(extensionFor).map(([mime, extension]) => [extension, mime])) as Record<string, string>;

/** Uploads live under this folder of the object store (`uploads/logos/<uuid>.png`). */
const UPLOADS = 'uploads/';

const dataUrlPattern = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[\w.-]+)*;base64,([A-Za-z0-9+/=\s]+)$/;

interface Deps {
  db: Knex;
  clock: Clock;
  objects: ObjectStore;
}

/**
 * Uploaded and generated files: stored in the object store under `uploads/` (DATA_DIR/uploads, or a
 * bucket every process shares) with names the server makes up, checked by their bytes, served from
 * /uploads, referenced by key. The database never holds file bytes; it
 * records whose each file is (`stored_files`), so a business references only its owner's files and a
 * deletion removes only its own.
 */
export class StorageService {
  private readonly d: Deps;
  private readonly referrers = new Map<string, FileReferences>();

  constructor({ db, clock, objects }: Deps) {
    this.d = { db, clock, objects };
  }

  /**
   * Called in a module's `bootstrap` by each feature whose rows reference files (businesses, profile
   * logos, promotions): `removeUnused` keeps a file any of them still uses.
   */
  addReferrer(name: string, isReferenced: FileReferences): void {
    if (this.referrers.has(name)) throw new Error(`File referrer "${name}" is added twice`);
    this.referrers.set(name, isReferenced);
  }

  /**
   * Checks an image's bytes against the rules and stores it as `owner`'s. Its declared size is read from
   * its header before anything else looks at it: bytes whose header does not read are a 415, a picture over
   * the pixel limit a 413 that names the limit (docs/decisions.md#images), so no stored file is one that
   * would be refused when it is decoded.
   */
  async saveImage(sent: Buffer, folder: StorageFolder, rules: ImageRules, owner: FileOwner): Promise<StoredFile> {
    if (sent.length > rules.maxBytes) throw new PayloadTooLargeError(rules.tooLargeMessage);
    const typeOf = async (bytes: Buffer) => {
      const mime = (await fileTypeFromBuffer(bytes))?.mime;
      if (!mime || !rules.types.includes(mime) || !extensionFor[mime]) throw new UnsupportedMediaTypeError(rules.wrongTypeMessage);
      let size;
      try {
        size = await declaredSize(bytes);
      } catch {
        throw new UnsupportedMediaTypeError(rules.wrongTypeMessage);
      }
      const { width = 0, height = 0 } = size;
      if (width * height > pixelRules.maxInputPixels) throw new PixelLimitError(width, height);
      return mime;
    };
    let mime = await typeOf(sent);
    let bytes = sent;
    if (rules.render) {
      bytes = await rules.render(sent, mime);
      mime = await typeOf(bytes);
    }
    const key = `${folder}/${randomUUID()}.${extensionFor[mime]}`;
    await this.d.objects.put(this.objectKey(key), bytes, mime);
    try {
      await this.d.db('storedFiles').insert({ key, ownerId: owner.ownerId, createdAt: this.d.clock.now().toISOString() });
    } catch (err) {
      await this.d.objects.delete(this.objectKey(key));
      throw err;
    }
    return { key, url: this.urlOf(key), mime, size: bytes.length };
  }

  /** Reads an uploaded file from its temporary path and stores it as an image. */
  async saveUploadedImage(tempPath: string, folder: StorageFolder, rules: ImageRules, owner: FileOwner): Promise<StoredFile> {
    const { size } = await stat(tempPath);
    if (size > rules.maxBytes) throw new PayloadTooLargeError(rules.tooLargeMessage);
    return this.saveImage(await readFile(tempPath), folder, rules, owner);
  }

  /** Decodes a `data:image/...;base64,` URL (what a browser crop produces) and stores it. */
  async saveDataUrl(dataUrl: string, folder: StorageFolder, rules: ImageRules, owner: FileOwner): Promise<StoredFile> {
    const match = dataUrlPattern.exec(dataUrl.trim());
    if (!match) throw new UnsupportedMediaTypeError(rules.wrongTypeMessage);
    // Base64 is 4/3 of the bytes: refuse oversized payloads before decoding them.
    if ((match[3]!.length * 3) / 4 > rules.maxBytes + 4) throw new PayloadTooLargeError(rules.tooLargeMessage);
    return this.saveImage(Buffer.from(match[3]!, 'base64'), folder, rules, owner);
  }

  /**
   * The key behind a reference a write wants to save, checked: null for no value or, with `allowOutside`,
   * an outside address (`https://…`); the key when it is a stored file of `ownerId` (in `folders`, when given); a 400 with
   * `message` for anything else under /uploads (another owner's file, a forged path, a file that is not
   * there). `db` is the caller's transaction, when there is one.
   */
  async ownKey(
    url: string | null | undefined,
    ownerId: number,
    check: { field: string; message: string; folders?: readonly StorageFolder[]; allowOutside?: boolean },
    db: Knex = this.d.db,
  ): Promise<string | null> {
    if (!url) return null;
    if (check.allowOutside && /^https?:\/\//i.test(url)) return null;
    const key = this.keyOf(url);
    const folderOk = key && (!check.folders || check.folders.some((f) => key.startsWith(`${f}/`)));
    const owned = folderOk && (await db('storedFiles').where({ key, ownerId }).first('key'));
    if (!owned) throw new ValidationError(check.message, { field: check.field });
    return key;
  }

  /**
   * Deletes those of `keys` that belong to one of `owners` and that no feature references any more (call
   * it after deleting the rows that referenced them). Another owner's file, or one still in use, stays.
   * Returns the keys removed.
   */
  async removeUnused(keys: ReadonlyArray<string | null | undefined>, owners: readonly number[]): Promise<string[]> {
    const candidates = [...new Set(keys.filter((k): k is string => Boolean(k && keyPattern.test(k))))];
    if (!candidates.length || !owners.length) return [];
    const owned = new Set((await this.d.db('storedFiles').whereIn('key', candidates).whereIn('ownerId', [...new Set(owners)]).pluck('key')) as string[]);
    const removed: string[] = [];
    for (const key of candidates) {
      if (!owned.has(key) || (await this.inUse(key))) continue;
      await this.remove(key);
      removed.push(key);
    }
    return removed;
  }

  /**
   * Records whose these files are, where nothing is recorded yet (a restore puts rows back that reference
   * files by key). Keys that are not storage keys are skipped.
   */
  async claim(files: ReadonlyArray<{ key: string | null | undefined; ownerId: number }>, db: Knex = this.d.db): Promise<void> {
    const now = this.d.clock.now().toISOString();
    for (const { key, ownerId } of files) {
      if (key && keyPattern.test(key)) await db('storedFiles').insert({ key, ownerId, createdAt: now }).onConflict('key').ignore();
    }
  }

  private async inUse(key: string): Promise<boolean> {
    for (const isReferenced of this.referrers.values()) if (await isReferenced(this.d.db, key)) return true;
    return false;
  }

  /** A stored file's bytes, or null when there is none (an export reads what it is about to delete). */
  read(key: string): Promise<Buffer | null> {
    return this.d.objects.get(this.objectKey(key));
  }

  /** A stored file to serve (/uploads), with its type; null when there is none. */
  async open(key: string): Promise<(OpenedObject & { type: string }) | null> {
    const found = await this.d.objects.open(this.objectKey(key));
    return found && { ...found, type: typeForExtension[key.slice(key.lastIndexOf('.') + 1)]! };
  }

  /** The stored file on this machine, when files are kept in a folder (null in a bucket). */
  localPath(key: string): string | null {
    return this.d.objects.localPath?.(this.objectKey(key)) ?? null;
  }

  /** Puts a file back under its own key (a restore); the key is validated like every other. */
  async write(key: string, bytes: Buffer): Promise<void> {
    await this.d.objects.put(this.objectKey(key), bytes, typeForExtension[key.slice(key.lastIndexOf('.') + 1)]!);
  }

  /** Deletes a file that was made for one row only (a promotion's replaced image), with its owner record. */
  async remove(key: string | null | undefined): Promise<void> {
    if (!key || !keyPattern.test(key)) return;
    await this.d.objects.delete(this.objectKey(key));
    await this.d.db('storedFiles').where({ key }).delete();
  }

  urlOf(key: string): string {
    return `${UPLOADS_PREFIX}/${key}`;
  }

  urlOrNull(key: string | null | undefined): string | null {
    return key ? this.urlOf(key) : null;
  }

  /** The key of one of our URLs, or null for anything else (an outside URL, a forged path). */
  keyOf(url: string | null | undefined): string | null {
    if (!url?.startsWith(`${UPLOADS_PREFIX}/`)) return null;
    const key = url.slice(UPLOADS_PREFIX.length + 1);
    return keyPattern.test(key) ? key : null;
  }

  /** The object behind a key; keys are validated, so it never leaves the uploads folder. */
  private objectKey(key: string): string {
    if (!keyPattern.test(key)) throw new Error(`Not a storage key: ${key}`);
    return `${UPLOADS}${key}`;
  }
}
