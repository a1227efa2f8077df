import type { Knex } from 'knex';

/**
 * How a search is put to the listing (docs/decisions.md#the-directory). Name, industry and description
 * are folded (lower case, no accents: "cafe" finds "Café" on either database) and cut into words at
 * every character that is not a letter or a digit. Each word typed must begin a word of the listing
 * ("bak" finds "Bayshore Bakery"); the words typed may come in any order and from any of the fields.
 * What is typed is text to find, never query syntax: only its letters and digits are read.
 */

export function isPostgres(db: Knex): boolean {
  return db.client.config.client === 'pg';
}

/** The fields searched. */
export const searchFields = ['name', 'industry', 'description'] as const;
export type SearchField = (typeof searchFields)[number];

/** The listing's column holding a field as search compares it (folded). */
export function searchColumn(field: SearchField): string {
  return `search_${field}`;
}

/** Words of a search beyond this many are ignored. */
export const SEARCH_WORDS_MAX = 8;
/**
 * A word typed must have this many characters to be looked up as the start of the listing's words:
 * a shorter one begins too many of them (every word starting with "b") to read at a million.
 */
export const WORD_PREFIX_MIN = 3;

/** Text as search compares it: compatibility forms unified, accents removed, lower case. */
export function fold(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
}

/** The words of a folded text: its runs of letters and digits, in order. */
function wordsOf(folded: string): string[] {
  return folded.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * What the listing stores for search beside a business's own words: each field folded (the sorts read
 * the name and industry), and the distinct words of all three, separated by spaces (the word index).
 */
export function searchColumns(listing: { name: string; industry: string | null; description: string | null }): {
  searchName: string;
  searchIndustry: string;
  searchDescription: string;
  searchWords: string;
} {
  const folded = { searchName: fold(listing.name), searchIndustry: fold(listing.industry), searchDescription: fold(listing.description) };
  const words = new Set([folded.searchName, folded.searchIndustry, folded.searchDescription].flatMap(wordsOf));
  return { ...folded, searchWords: [...words].join(' ') };
}

/**
 * What a search asks of the listing: every word of WORD_PREFIX_MIN characters or more begins a word of
 * the listing; shorter words are left out beside such a word ("tacos el" searches "tacos"). A search
 * with no such word ("bl", "st p", "&") finds the names that start with what was typed, folded, through
 * the name's sort index. Nothing typed: everything.
 */
export type SearchPlan = { words: string[] } | { prefix: string } | null;

export function searchPlan(q: string | undefined): SearchPlan {
  const typed = fold(q)
    .split(/[\s\p{Cc}]+/u)
    .filter(Boolean);
  const words = [...new Set(typed.flatMap(wordsOf))].filter((w) => [...w].length >= WORD_PREFIX_MIN).slice(0, SEARCH_WORDS_MAX);
  if (words.length) return { words };
  if (typed.length) return { prefix: typed.join(' ') };
  return null;
}

/** The least text after every text starting with `prefix`, in code point order: with it, a prefix is an index range. */
export function prefixEnd(prefix: string): string {
  return `${prefix}\u{10FFFF}`;
}

/** FTS5 query that every word begins a word of the text (each a quoted string, `*` for the prefix). */
export function ftsQuery(words: string[]): string {
  return words.map((w) => `"${w}"*`).join(' ');
}
