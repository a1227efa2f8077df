import { lstat, mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '@tapin/config';
import { NotFoundError, ValidationError, type BusinessSnapshot, type Clock } from '@tapin/core';
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
const exportName = /^(?:clear-all|business-\d+)-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.json$/;

interface Deps {
  config: Config;
  clock: Clock;
}

/**
 * Clear-all exports under DATA_DIR/exports. Names are made here and checked against the listing, so
 * a request can never reach another file (docs/decisions.md, "Developer mode and the audit trail").
 */
export class ExportStore {
  private readonly d: Deps;
  readonly dir: string;

  constructor({ config, clock }: Deps) {
    this.d = { config, clock };
    this.dir = path.join(config.paths.dataDir, 'exports');
  }

  /** Writes the export completely (a temporary name, then renamed) and returns its name. */
  async write(content: Omit<ClearAllExport, 'format' | 'version' | 'createdAt'>, kind: 'clear-all' | `business-${number}` = 'clear-all'): Promise<string> {
    const createdAt = this.d.clock.now().toISOString();
    const name = `${kind}-${createdAt.replace(/[:.]/g, '-')}.json`;
    const document: ClearAllExport = { format: 'tapin-export', version: 1, createdAt, ...content };
    await mkdir(this.dir, { recursive: true });
    const temporary = path.join(this.dir, `.${name}.partial`);
    await writeFile(temporary, JSON.stringify(document), { flag: 'wx' });
    await rename(temporary, path.join(this.dir, name));
    return name;
  }

  /** The exports, newest first: regular files with the store's own names only (no links). */
  async list(): Promise<DeveloperExport[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
    const found: DeveloperExport[] = [];
    for (const name of names.filter((n) => exportName.test(n))) {
      const info = await lstat(path.join(this.dir, name));
      if (info.isFile()) found.push({ name, size: info.size, createdAt: info.mtime.toISOString() });
    }
    return found.sort((a, b) => b.name.localeCompare(a.name));
  }

  /** The path of a listed export, or 404. */
  async pathOf(name: string): Promise<string> {
    if (!(await this.list()).some((e) => e.name === name)) throw new NotFoundError('Export not found');
    return path.join(this.dir, name);
  }

  /** Reads an export: a listed name, or (for operators at the command line) a file path. */
  async read(nameOrPath: string): Promise<ClearAllExport> {
    const file = exportName.test(nameOrPath) ? await this.pathOf(nameOrPath) : path.resolve(nameOrPath);
    let text: string;
    try {
      text = await readFile(file, 'utf8');
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
