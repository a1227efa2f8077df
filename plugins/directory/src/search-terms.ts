import type { Knex } from 'knex';

/**
 * How a search is put to the listing (docs/decisions.md#the-directory). Every word typed must be found
 * somewhere in the name, industry or description: anywhere, not only at the start of a word, and as
 * text, never as query syntax. Both sides are folded first (lower case, no accents), so "cafe" finds
 * "Café" on either database. Words of three characters or more are found through a trigram index
 * (FTS5's `trigram` tokenizer, pg_trgm); shorter ones, which no trigram can hold, only as the start of
 * a name (searchPlan).
 */

export function isPostgres(db: Knex): boolean {
  return db.client.config.client === 'pg';
}

/** The fields searched, best first: a match in the name ranks above one in the industry, then the description. */
export const searchFields = ['name', 'industry', 'description'] as const;
export type SearchField = (typeof searchFields)[number];
/** The fields a match ranks by: every word in the name, then every word in the industry. */
export type RankedField = Exclude<SearchField, 'description'>;

/** The listing's column holding a field as search compares it (folded), and the FTS5 column of the same name. */
export function searchColumn(field: SearchField): string {
  return `search_${field}`;
}

/**
 * Every searched field in one text, a space between them. No word of a search holds a space, so a
 * word is in this text exactly when it is in one of the fields. PostgreSQL's trigram index over every
 * field is on this expression: queries must use it as written (with or without a table alias).
 */
export function searchText(alias?: string): string {
  return `(${searchFields.map((f) => `${alias ? `${alias}.` : ''}${searchColumn(f)}`).join(" || ' ' || ")})`;
}

/**
 * SQLite: the FTS5 table of one ranked field, or of every field. The ranked fields have their own, so
 * looking for a word in names reads only names' trigrams, not those of every description.
 */
export function ftsTable(field?: RankedField): string {
  return field ? `directory_listings_${field}_fts` : 'directory_listings_fts';
}

/** Words of a search beyond this many are ignored. */
export const SEARCH_WORDS_MAX = 8;
/** The trigram indexes find words of at least this many characters. */
export const TRIGRAM_LENGTH = 3;

/** Text as search compares it: compatibility forms unified, accents removed, lower case. */
export function fold(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
}

/** What the listing stores for search beside a business's own words. */
export function searchColumns(listing: { name: string; industry: string | null; description: string | null }): {
  searchName: string;
  searchIndustry: string;
  searchDescription: string;
} {
  return { searchName: fold(listing.name), searchIndustry: fold(listing.industry), searchDescription: fold(listing.description) };
}

/** The words of a search as typed, folded, in order. */
function words(q: string): string[] {
  return fold(q)
    .split(/[\s\p{Cc}]+/u)
    .filter(Boolean);
}

/**
 * The words of a search, folded, each once. Words are separated by spaces; punctuation stays part of
 * the word ("co." finds "Strength Co.", "%" finds a "%"). Control characters separate words too: no
 * listing holds one, and PostgreSQL refuses NUL in text.
 */
export function searchTerms(q: string): string[] {
  return [...new Set(words(q))].slice(0, SEARCH_WORDS_MAX);
}

/**
 * What a search asks of the listing (docs/decisions.md#the-directory): every word of three characters or
 * more found anywhere, through the trigram indexes; shorter words, which no trigram can hold, are left
 * out when a longer one is typed. A search of short words only ("bl", "st p") finds the names that
 * start with it, through the name's sort index. Nothing typed: everything.
 */
export type SearchPlan = { words: string[] } | { prefix: string } | null;

export function searchPlan(q: string | undefined): SearchPlan {
  const terms = searchTerms(q ?? '');
  const long = terms.filter(indexable);
  if (long.length) return { words: long };
  if (terms.length) return { prefix: words(q ?? '').join(' ') };
  return null;
}

/** Whether the trigram index can find a word (it counts characters, not UTF-16 units). */
export function indexable(term: string): boolean {
  return [...term].length >= TRIGRAM_LENGTH;
}

/**
 * FTS5 query that every word is in the text. Each word is an FTS5 string (double quotes doubled), so
 * nothing typed is read as syntax: `*`, `-`, `NEAR`, `:` and parentheses are characters to find.
 */
export function ftsQuery(terms: string[]): string {
  return terms.map((t) => `"${t.replaceAll('"', '""')}"`).join(' ');
}

/** The least text after every text starting with `prefix`, in code point order: with it, a prefix is an index range. */
export function prefixEnd(prefix: string): string {
  return `${prefix}\u{10FFFF}`;
}

/** LIKE pattern for text containing `term`, with `\`, `%` and `_` taken literally (use with `escape '\'`). */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, '\\$&')}%`;
}
