import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { NotFoundError, ValidationError, type BusinessSnapshot, type Clock, type ObjectStore, type OpenedObject } from '@tapin/core';
import type { DeveloperExport } from '@tapin/core/contracts';
import { z } from 'zod';

/**
 * What developer mode writes before it deletes anything (clear-all, or one business): every row it
 * removes, and the files as base64.
 */
export interface ClearAllExport extends BusinessSnapshot {
  format: 'tapin-export';
  version: 1;
  createdAt: string;
  counts: Record<string, number>;
  fileData: Array<{ key: string; base64: string }>;
}

const exportFile = z.object({
  format: z.literal('tapin-export', { error: 'Not a TAPin developer-mode export' }),
  version: z.literal(1, { error: 'This export was written by another version of TAPin' }),
  createdAt: z.string(),
  counts: z.record(z.string(), z.number()),
  businesses: z.array(z.looseObject({ id: z.number().int().positive() })),
  parts: z.record(z.string(), z.unknown()),
  files: z.array(z.string()),
  fileData: z.array(z.object({ key: z.string(), base64: z.string() })),
});

/** Names the store writes: nothing else in the folder is ever listed or served. */
export const exportName = /^(?:clear-all|business-\d+)-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.json$/;

/** Exports live under this folder of the object store. */
const EXPORTS = 'exports/';

interface Deps {
  clock: Clock;
  objects: ObjectStore;
}

/**
 * Clear-all and deletion exports, in the object store under `exports/` (DATA_DIR/exports, or the bucket
 * every process shares, so an export made through one is listed and downloaded through any). Names are
 * made here and checked against the listing, so a request can never reach another object
 * (docs/decisions.md, "Developer mode and the audit trail").
 */
export class ExportStore {
  private readonly d: Deps;

  constructor({ clock, objects }: Deps) {
    this.d = { clock, objects };
  }

  /** Writes the export completely and returns its name. */
  async write(content: Omit<ClearAllExport, 'format' | 'version' | 'createdAt'>, kind: 'clear-all' | `business-${number}` = 'clear-all'): Promise<string> {
    const createdAt = this.d.clock.now().toISOString();
    const name = `${kind}-${createdAt.replace(/[:.]/g, '-')}.json`;
    const document: ClearAllExport = { format: 'tapin-export', version: 1, createdAt, ...content };
    await this.d.objects.put(`${EXPORTS}${name}`, Buffer.from(JSON.stringify(document)), 'application/json');
    return name;
  }

  /** The exports, newest first: the store's own names only. */
  async list(): Promise<DeveloperExport[]> {
    const found = (await this.d.objects.list(EXPORTS)).filter((o) => exportName.test(o.name));
    return found.map((o) => ({ name: o.name, size: o.size, createdAt: o.lastModified.toISOString() })).sort((a, b) => b.name.localeCompare(a.name));
  }

  /** Where an export is, for an operator: its file in the data folder, or its address in the bucket. */
  locationOf(name: string): string {
    return this.d.objects.localPath?.(`${EXPORTS}${name}`) ?? `${this.d.objects.location}${EXPORTS}${name}`;
  }

  /** A listed export to download, as a stream (an export of everything can be large), or 404. */
  async open(name: string): Promise<OpenedObject> {
    const found = exportName.test(name) ? await this.d.objects.open(`${EXPORTS}${name}`) : null;
    if (!found) throw new NotFoundError('Export not found');
    return found;
  }

  /** A listed export's bytes, or 404. */
  async bytes(name: string): Promise<Buffer> {
    const found = exportName.test(name) ? await this.d.objects.get(`${EXPORTS}${name}`) : null;
    if (!found) throw new NotFoundError('Export not found');
    return found;
  }

  /**
   * Reads an export: a listed name, or (for operators at the command line, `paths: true`) a file path.
   * Over HTTP only listed names are read: anything else is 404.
   */
  async read(nameOrPath: string, { paths }: { paths: boolean }): Promise<ClearAllExport> {
    let text: string;
    try {
      if (exportName.test(nameOrPath)) text = (await this.bytes(nameOrPath)).toString('utf8');
      else if (paths) text = await readFile(path.resolve(nameOrPath), 'utf8');
      else throw new NotFoundError();
    } catch {
      throw new NotFoundError(`Export not found: ${nameOrPath}`);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ValidationError('Not a TAPin clear-all export');
    }
    const parsed = exportFile.safeParse(json);
    if (!parsed.success) throw new ValidationError(parsed.error.issues[0]?.message ?? 'Not a TAPin clear-all export');
    return parsed.data as ClearAllExport;
  }
}
