import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '@tapin/config';
import { fileTypeFromBuffer } from 'file-type';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors.js';

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
}

const keyPattern = /^(logos|promotions|posters|cards|images)\/[0-9a-f-]{36}\.(png|jpg|webp|gif)$/;
const extensionFor: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

const dataUrlPattern = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[\w.-]+)*;base64,([A-Za-z0-9+/=\s]+)$/;

/**
 * Uploaded and generated files: stored under `DATA_DIR/uploads` with names the server makes up, checked
 * by their bytes, served from /uploads, referenced by key. The database never holds file bytes.
 */
export class StorageService {
  readonly root: string;

  constructor({ config }: { config: Config }) {
    this.root = config.paths.uploadsDir;
  }

  /** Checks an image's bytes against the rules and stores it. */
  async saveImage(bytes: Buffer, folder: StorageFolder, rules: ImageRules): Promise<StoredFile> {
    if (bytes.length > rules.maxBytes) throw new PayloadTooLargeError(rules.tooLargeMessage);
    const detected = await fileTypeFromBuffer(bytes);
    const mime = detected?.mime;
    if (!mime || !rules.types.includes(mime) || !extensionFor[mime]) {
      throw new UnsupportedMediaTypeError(rules.wrongTypeMessage);
    }
    const key = `${folder}/${randomUUID()}.${extensionFor[mime]}`;
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes, { flag: 'wx' });
    return { key, url: this.urlOf(key), mime, size: bytes.length };
  }

  /** Reads an uploaded file from its temporary path and stores it as an image. */
  async saveUploadedImage(tempPath: string, folder: StorageFolder, rules: ImageRules): Promise<StoredFile> {
    const { size } = await stat(tempPath);
    if (size > rules.maxBytes) throw new PayloadTooLargeError(rules.tooLargeMessage);
    return this.saveImage(await readFile(tempPath), folder, rules);
  }

  /** Decodes a `data:image/...;base64,` URL (what a browser crop produces) and stores it. */
  async saveDataUrl(dataUrl: string, folder: StorageFolder, rules: ImageRules): Promise<StoredFile> {
    const match = dataUrlPattern.exec(dataUrl.trim());
    if (!match) throw new UnsupportedMediaTypeError(rules.wrongTypeMessage);
    // Base64 is 4/3 of the bytes: refuse oversized payloads before decoding them.
    if ((match[3]!.length * 3) / 4 > rules.maxBytes + 4) throw new PayloadTooLargeError(rules.tooLargeMessage);
    return this.saveImage(Buffer.from(match[3]!, 'base64'), folder, rules);
  }

  /** A stored file's bytes, or null when there is none (an export reads what it is about to delete). */
  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  /** Puts a file back under its own key (a restore); the key is validated like every other. */
  async write(key: string, bytes: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
  }

  async remove(key: string | null | undefined): Promise<void> {
    if (!key || !keyPattern.test(key)) return;
    await rm(this.pathOf(key), { force: true });
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

  /** The file behind a key; keys are validated, so the path never leaves the uploads root. */
  pathOf(key: string): string {
    if (!keyPattern.test(key)) throw new Error(`Not a storage key: ${key}`);
    return path.join(this.root, ...key.split('/'));
  }
}
