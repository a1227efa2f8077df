import { createHash } from 'node:crypto';
import { ValidationError } from '@tapin/core';

/** A page's place in its order: the sort key of the last listing it showed (tiebreak last). */
export type CursorKey = Array<string | number>;

const INVALID = 'cursor is not valid for this search: start again from the first page';

/**
 * The cursor a page answers with (`X-Next-Cursor`) and the next request sends back: where the page
 * ended, and which search it belongs to, so a cursor taken from one search is refused by another
 * rather than answering a page of something else. Opaque to clients (base64url JSON); it carries only
 * what the page showed, so a tampered one can point only at another place in the same order.
 */
export class PageCursors {
  /** `search` is everything that decides the order and the matches (not the page size). */
  constructor(private readonly search: unknown) {}

  private fingerprint(): string {
    return createHash('sha256').update(JSON.stringify(this.search)).digest('base64url').slice(0, 12);
  }

  encode(key: CursorKey): string {
    return Buffer.from(JSON.stringify({ f: this.fingerprint(), k: key })).toString('base64url');
  }

  /** The key in `cursor`, checked to be of this search and of `shape` (a type per key part). */
  decode(cursor: string, shape: ReadonlyArray<'string' | 'number'>): CursorKey {
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    } catch {
      throw new ValidationError(INVALID, { field: 'cursor' });
    }
    const { f, k } = (parsed ?? {}) as { f?: unknown; k?: unknown };
    const fits =
      f === this.fingerprint() &&
      Array.isArray(k) &&
      k.length === shape.length &&
      k.every((part, i) => (shape[i] === 'number' ? Number.isSafeInteger(part) : typeof part === 'string'));
    if (!fits) throw new ValidationError(INVALID, { field: 'cursor' });
    return k as CursorKey;
  }
}
