import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '@tapin/config';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';

/** An object as it is served: its bytes as a stream, with what the answer's headers say of it. */
export interface OpenedObject {
  body: Readable;
  size: number;
  lastModified: Date;
}

export interface ListedObject {
  /** The key without the listed prefix. */
  name: string;
  size: number;
  lastModified: Date;
}

/**
 * Where files live (uploads under `uploads/`, developer-mode exports under `exports/`): a folder on this
 * machine (the embedded default, DATA_DIR) or an S3-compatible bucket shared by every process
 * (STORAGE_URL). Keys are made and checked by the services that use the store; it refuses any key that
 * could leave its root all the same.
 */
export interface ObjectStore {
  /** Where it is, as an operator reads it (the server's start-up line): `folder <path>` or `s3://bucket/prefix/`. */
  readonly location: string;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  open(key: string): Promise<OpenedObject | null>;
  delete(key: string): Promise<void>;
  /** Every object directly under `prefix` (a folder: `exports/`). */
  list(prefix: string): Promise<ListedObject[]>;
  /** How much is stored under `prefix`, its sub-folders included (the system health's figure). */
  usage(prefix: string): Promise<{ bytes: number; files: number }>;
  /** The object's file on this machine, for a store that has one (the folder; an operator's CLI prints it). */
  localPath?(key: string): string;
  close?(): void;
}

/** The files under a folder, its sub-folders included: how many, and their bytes. */
export async function folderUse(dir: string): Promise<{ bytes: number; files: number }> {
  const use = { bytes: 0, files: 0 };
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return use;
    throw err;
  }
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const info = await stat(path.join(entry.parentPath, entry.name)).catch(() => null);
    if (!info) continue;
    use.bytes += info.size;
    use.files += 1;
  }
  return use;
}

/** Letters, digits, dots, dashes and underscores, in folders; never `..`, never a leading dot or slash. */
const safeKey = /^(?:[\w-][\w.-]*\/)*[\w-][\w.-]*$/;

function checked(key: string): string {
  if (!safeKey.test(key) || key.split('/').includes('..')) throw new Error(`Not an object key: ${key}`);
  return key;
}

/** The embedded default: files under a folder (DATA_DIR), written whole (a temporary name, then renamed). */
export class FolderObjectStore implements ObjectStore {
  readonly location: string;

  constructor(private readonly root: string) {
    this.location = `folder ${root}`;
  }

  private pathOf(key: string): string {
    return path.join(this.root, ...checked(key).split('/'));
  }

  localPath(key: string): string {
    return this.pathOf(key);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.partial`);
    await writeFile(partial, bytes);
    await rename(partial, file);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async open(key: string): Promise<OpenedObject | null> {
    const file = this.pathOf(key);
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      return { body: createReadStream(file), size: info.size, lastModified: info.mtime };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async list(prefix: string): Promise<ListedObject[]> {
    const folder = this.pathOf(prefix.replace(/\/$/, ''));
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
    const listed: ListedObject[] = [];
    for (const entry of entries) {
      // Regular files only: never a link, never a write still under way.
      if (!entry.isFile() || entry.name.startsWith('.')) continue;
      const info = await stat(path.join(folder, entry.name));
      listed.push({ name: entry.name, size: info.size, lastModified: info.mtime });
    }
    return listed;
  }

  usage(prefix: string): Promise<{ bytes: number; files: number }> {
    return folderUse(this.pathOf(prefix.replace(/\/$/, '')));
  }
}

/** What STORAGE_URL and its credentials say (config/src/schema.ts). */
export interface S3Settings {
  bucket: string;
  /** Prepended to every key (`tapin/`), or ''. */
  prefix: string;
  client: S3ClientConfig;
}

/** `s3://bucket/prefix?endpoint=…&region=…&forcePathStyle=true`, with optional keys (else the SDK's own chain). */
export function s3Settings(storage: Config['storage']): S3Settings | null {
  if (!storage.url) return null;
  const url = new URL(storage.url);
  const endpoint = url.searchParams.get('endpoint');
  const client: S3ClientConfig = {
    region: url.searchParams.get('region') ?? 'us-east-1',
    forcePathStyle: url.searchParams.get('forcePathStyle') === 'true',
    ...(endpoint ? { endpoint } : {}),
    ...(storage.accessKeyId && storage.secretAccessKey ? { credentials: { accessKeyId: storage.accessKeyId, secretAccessKey: storage.secretAccessKey } } : {}),
  };
  const prefix = url.pathname.split('/').filter(Boolean).join('/');
  return { bucket: url.hostname, prefix: prefix ? `${prefix}/` : '', client };
}

const notFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** Any S3-compatible service (AWS S3, MinIO, R2, …), through the AWS SDK: one bucket every process shares. */
export class S3ObjectStore implements ObjectStore {
  readonly location: string;
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client(settings.client);
    this.location = `s3://${settings.bucket}/${settings.prefix}`;
  }

  private keyOf(key: string): string {
    return `${this.settings.prefix}${checked(key)}`;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    // A Buffer: its length is sent, so no service has to read an aws-chunked stream.
    await this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key), Body: bytes, ContentType: contentType, ContentLength: bytes.length }));
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }));
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
  }

  async open(key: string): Promise<OpenedObject | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }));
      if (!answer.Body) return null;
      return { body: answer.Body as Readable, size: answer.ContentLength ?? 0, lastModified: answer.LastModified ?? new Date(0) };
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }));
  }

  async list(prefix: string): Promise<ListedObject[]> {
    return this.walk(prefix, true);
  }

  async usage(prefix: string): Promise<{ bytes: number; files: number }> {
    const all = await this.walk(prefix, false);
    return { bytes: all.reduce((sum, o) => sum + o.size, 0), files: all.length };
  }

  /** The objects under `prefix`, a page of a thousand at a time; with `direct`, not those in its sub-folders. */
  private async walk(prefix: string, direct: boolean): Promise<ListedObject[]> {
    const full = `${this.keyOf(prefix.replace(/\/$/, ''))}/`;
    const listed: ListedObject[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: full, ...(direct ? { Delimiter: '/' } : {}), ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) {
        if (item.Key) listed.push({ name: item.Key.slice(full.length), size: item.Size ?? 0, lastModified: item.LastModified ?? new Date(0) });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return listed;
  }

  close(): void {
    this.client.destroy();
  }
}

/** The store STORAGE_URL names, or DATA_DIR. */
export function createObjectStore({ config }: { config: Config }): ObjectStore {
  const s3 = s3Settings(config.storage);
  return s3 ? new S3ObjectStore(s3) : new FolderObjectStore(config.paths.dataDir);
}
