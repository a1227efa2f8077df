/** The log viewer's API (`/api/logs`, behind `systemLogs`, admins only). Browser-safe. */
import { z } from 'zod';

/** `GET /api/logs`: one daily log file. */
export interface LogFileView {
  name: string;
  /** Bytes. */
  size: number;
  /** ISO time. */
  lastModified: string;
  /**
   * The machine whose disk holds the file (its host name): each server writes its own log folder, so with
   * several servers the viewer shows the files of the one that answered (docs/deploy.md).
   */
  host: string;
}

/** `DELETE /api/logs/{name}`. */
export interface LogFileDeleted {
  message: string;
}

/** `GET /api/logs/{name}?download=1` sends the whole file as an attachment instead of the viewer's text. */
export const logReadQuery = z.object({ download: z.stringbool({ error: 'download must be 1 or 0' }).optional() });

/** Answer headers of `GET /api/logs/{name}`: set when the text is only the file's end, and the whole size. */
export const logHeaders = { truncated: 'X-Log-Truncated', size: 'X-Log-Size' } as const;
