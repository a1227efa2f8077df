import { constants, type Dirent } from 'node:fs';
import { lstat, open, readdir, unlink, type FileHandle } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { ConflictError, LOG_FILE_PREFIX, NotFoundError, ValidationError, type Caller, type Cradle } from '@tapin/core';
import type { LogFileDeleted, LogFileView, RequestOrigin } from '@tapin/core/contracts';

/** The daily files the logger writes (core/src/logging/logger.ts): `tapin.<yyyy-MM-dd>.<n>.log`. */
const LOG_NAME = new RegExp(`^${LOG_FILE_PREFIX}\\.(\\d{4}-\\d{2}-\\d{2})\\.\\d+\\.log$`);

/** The viewer's text: the whole file, or its end when the file is over the configured cap. */
export interface LogText {
  name: string;
  text: string;
  /** The whole file's size in bytes. */
  size: number;
  truncated: boolean;
}

export interface LogDownload {
  name: string;
  size: number;
  stream: Readable;
}

/** The logger names files by the local date (pino-roll), so today is the local date too. */
function localDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

type Deps = Pick<Cradle, 'config' | 'clock' | 'audit' | 'db'>;

/**
 * The log folder's daily files, for the log viewer and `tapin logs` (docs/decisions.md#logs-and-developer-tools).
 * A name is only ever used after it is found in the folder's own listing of regular files, so no path,
 * link or other file can be reached through it; files are opened without following links as well.
 */
export class LogService {
  private readonly d: Deps;
  private readonly dir: string;
  private readonly maxBytes: number;

  constructor({ config, clock, audit, db }: Deps) {
    this.d = { config, clock, audit, db };
    this.dir = config.paths.logDir;
    this.maxBytes = config.log.viewMaxBytes;
  }

  /** Newest first. */
  async list(): Promise<LogFileView[]> {
    const host = hostname();
    const files = await Promise.all(
      (await this.logEntries()).map(async (entry) => {
        const stats = await lstat(path.join(this.dir, entry.name));
        return { name: entry.name, size: stats.size, lastModified: stats.mtime.toISOString(), host };
      }),
    );
    return files.sort((a, b) => b.lastModified.localeCompare(a.lastModified) || b.name.localeCompare(a.name));
  }

  async read(name: string): Promise<LogText> {
    const file = await this.openListed(name);
    try {
      const { size } = await file.stat();
      if (size <= this.maxBytes) return { name, text: await file.readFile('utf8'), size, truncated: false };
      const buffer = Buffer.alloc(this.maxBytes);
      const { bytesRead } = await file.read(buffer, 0, this.maxBytes, size - this.maxBytes);
      const tail = buffer.subarray(0, bytesRead);
      // Start at the first whole line, so the viewer never shows half a JSON line.
      const firstLine = tail.indexOf(0x0a) + 1;
      return { name, text: tail.subarray(firstLine).toString('utf8'), size, truncated: true };
    } finally {
      await file.close();
    }
  }

  /** The whole file as a stream (a download); the stream closes the file. */
  async download(name: string): Promise<LogDownload> {
    const file = await this.openListed(name);
    const { size } = await file.stat();
    return { name, size, stream: file.createReadStream() };
  }

  /** Deletes a log file and records who did (docs/decisions.md#developer-mode-and-the-audit-trail). */
  async remove(name: string, actor: Caller | null = null, origin?: RequestOrigin): Promise<LogFileDeleted> {
    const match = LOG_NAME.exec(await this.listedName(name));
    if (match?.[1] === localDate(this.d.clock.now())) {
      throw new ConflictError(`Log file ${name} is today's log, still being written, and cannot be deleted`);
    }
    // The record first, and the file removed before it commits: a deletion that fails leaves no record, and no deletion goes unrecorded.
    await this.d.db.transaction(async (trx) => {
      await this.d.audit.record({ actor, action: 'log.deleted', subject: { type: 'log', id: name }, origin }, trx);
      await unlink(path.join(this.dir, name));
    });
    return { message: `Log file ${name} deleted successfully` };
  }

  /** Regular files with the logger's naming; links and anything else in the folder are not log files. */
  private async logEntries(): Promise<Dirent[]> {
    try {
      const entries = await readdir(this.dir, { withFileTypes: true });
      return entries.filter((entry) => entry.isFile() && LOG_NAME.test(entry.name));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
  }

  private async listedName(name: string): Promise<string> {
    if (/[/\\\0]/.test(name) || name.includes('..') || path.isAbsolute(name)) {
      throw new ValidationError('Invalid log file name');
    }
    const listed = (await this.logEntries()).some((entry) => entry.name === name);
    if (!listed) throw new NotFoundError('Log file not found');
    return name;
  }

  private async openListed(name: string): Promise<FileHandle> {
    const listed = await this.listedName(name);
    try {
      // O_NOFOLLOW: a file swapped for a link after the listing is refused rather than followed.
      return await open(path.join(this.dir, listed), constants.O_RDONLY | constants.O_NOFOLLOW);
    } catch (err) {
      if (['ENOENT', 'ELOOP'].includes((err as NodeJS.ErrnoException).code ?? '')) throw new NotFoundError('Log file not found');
      throw err;
    }
  }
}
