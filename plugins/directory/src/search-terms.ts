import type { Knex } from 'knex';

/**
 * How a search is put to the listing's full-text index: FTS5 on SQLite, a weighted tsvector on
 * PostgreSQL. Both match every word of the search as a word prefix (the user may still be typing).
 */

export function isPostgres(db: Knex): boolean {
  return db.client.config.client === 'pg';
}

/**
 * The PostgreSQL document: queries must use this same expression (with or without a table alias) for
 * the index to apply.
 */
export function pgDocument(alias?: string): string {
  const column = (name: string) => `coalesce(${alias ? `${alias}.` : ''}${name}, '')`;
  return (
    `(setweight(to_tsvector('english', ${column('name')}), 'A') || ` +
    `setweight(to_tsvector('english', ${column('industry')}), 'B') || ` +
    `setweight(to_tsvector('english', ${column('description')}), 'C'))`
  );
}

/** Words of a search, safe to put in a query: letters and digits only, at most 8. */
export function searchTerms(q: string): string[] {
  return (q.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/** FTS5 query: every word must match, each also as a prefix. */
export function ftsQuery(terms: string[]): string {
  return terms.map((t) => `"${t}"*`).join(' ');
}

/** tsquery: every word must match, each also as a prefix. */
export function tsQuery(terms: string[]): string {
  return terms.map((t) => `${t}:*`).join(' & ');
}
