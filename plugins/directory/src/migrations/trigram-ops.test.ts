import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { trigramOps } from './001-search-index.js';

describe('the pg_trgm extension the directory migrations need', () => {
  it('stops the migration with a message saying what to do when it cannot be created', async () => {
    // A database that refuses the extension, as PostgreSQL does without the CREATE privilege.
    const refusing = {
      raw: async (sql: string) => {
        if (sql.startsWith('create extension')) throw new Error('permission denied to create extension "pg_trgm"');
        return { rows: [] };
      },
    } as unknown as Knex;
    const failure = trigramOps(refusing);
    await expect(failure).rejects.toThrow('Directory search needs the PostgreSQL extension pg_trgm, which could not be created (permission denied to create extension "pg_trgm")');
    await expect(failure).rejects.toThrow('create extension pg_trgm schema public');
  });
});
