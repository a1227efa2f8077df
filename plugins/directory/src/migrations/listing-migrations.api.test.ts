import { createApp, type Knex, type Migration } from '@tapin/core';
import { createTestApp } from '@tapin/core/testing';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { directoryPlugin, type DirectoryService } from '../index.js';

/** Undoes the directory's migrations after `name`, the last first, as `tapin db rollback` would. */
async function undoAfter(db: Knex, name: string): Promise<void> {
  const source: Knex.MigrationSource<Migration> = {
    getMigrations: async () => [...directoryPlugin.migrations],
    getMigrationName: (m) => m.name,
    getMigration: async (m) => m,
  };
  const names = directoryPlugin.migrations.map((m) => m.name);
  for (let i = names.length - 1; names[i] !== name; i--) {
    await db.migrate.down({ migrationSource: source, tableName: 'directory_migrations', name: names[i] });
  }
}

/** A server of this version starting on the database `app` left (its pending migrations run). */
function restart(app: { config: Parameters<typeof createApp>[0]['config']; kernel: { cradle: { db: Knex } } }) {
  const schema = (app.kernel.cradle.db.client.config.searchPath as string[] | undefined)?.[0];
  return createApp({ config: app.config, plugins: [directoryPlugin], log: pino({ level: 'silent' }), ...(schema ? { database: { schema } } : {}) });
}

/** Every listing, a page of 100 at a time by cursor. */
async function everyListing(directory: DirectoryService): Promise<string[]> {
  const names: string[] = [];
  for (let cursor: string | undefined; ; ) {
    const page = await directory.search({ limit: 100, cursor });
    names.push(...page.items.map((b) => b.name));
    if (!page.next) return names;
    cursor = page.next;
  }
}

/** The directory's indexes and triggers on the core's businesses table. */
async function onBusinesses(db: Knex): Promise<string[]> {
  if (db.client.config.client === 'pg') {
    const { rows } = await db.raw("select indexname as name from pg_indexes where tablename = 'businesses' and indexname like 'directory%' and schemaname = current_schema()");
    return rows.map((r: { name: string }) => r.name).sort();
  }
  const rows = await db('sqlite_master').where({ tblName: 'businesses' }).where('name', 'like', 'directory%').select('name');
  return rows.map((r: { name: string }) => r.name).sort();
}

describe('the directory migrations', () => {
  it('move a database indexed on businesses (001-003) to the directory listing, filled at start', async () => {
    const first = await createTestApp({ plugins: [directoryPlugin], config: { database: { sqliteFile: 'tapin.sqlite' } } });
    try {
      const { db, samples, directory } = first.kernel.cradle;
      await samples.seed();
      const listed = await everyListing(directory);
      expect(listed).toHaveLength(6);
      await undoAfter(db, '003_listed_fts');
      expect(await db.schema.hasTable('directory_listings')).toBe(false);
      expect(await onBusinesses(db)).toContain('directory_businesses_by_name');

      // As a server of this version starting on a database the previous version left.
      const schema = (db.client.config.searchPath as string[] | undefined)?.[0];
      const next = await createApp({ config: first.config, plugins: [directoryPlugin], log: pino({ level: 'silent' }), ...(schema ? { database: { schema } } : {}) });
      try {
        expect(await onBusinesses(next.kernel.cradle.db)).toEqual([]);
        // No catch-up mark survived the rollback: a first start, whose backfill runs after start.
        await next.kernel.cradle.directory.catchUp();
        expect(await everyListing(next.kernel.cradle.directory)).toEqual(listed);
      } finally {
        await next.close();
      }
    } finally {
      await first.close();
    }
  });

  it('index the listings already there for search (006 folded, 009 by words), and roll back to 004\'s word prefixes', async () => {
    const first = await createTestApp({ plugins: [directoryPlugin], config: { database: { sqliteFile: 'tapin.sqlite' } } });
    try {
      const { db, samples, directory } = first.kernel.cradle;
      await samples.seed();
      const search = async (q: string) => (await directory.search({ q, limit: 10 })).items.map((b) => b.name);
      expect(await search('riverw')).toEqual(['Riverwalk Taqueria']);
      await undoAfter(db, '005_off_businesses');
      expect(await db('directory_listings').select('id')).toHaveLength(6);
      expect(await db.schema.hasColumn('directory_listings', 'search_name')).toBe(false);
      if (db.client.config.client !== 'pg') {
        // 004's word-prefix index, rebuilt over the listings: the rollback left a working directory.
        expect(await db.raw("select rowid from directory_listings_fts where directory_listings_fts match 'taquer*'")).toHaveLength(1);
      }

      // A server of this version on the rolled-back database: 006 folds what is listed, 009 indexes its words.
      const schema = (db.client.config.searchPath as string[] | undefined)?.[0];
      const next = await createApp({ config: first.config, plugins: [directoryPlugin], log: pino({ level: 'silent' }), ...(schema ? { database: { schema } } : {}) });
      try {
        const found = await next.kernel.cradle.directory.search({ q: 'riverw', limit: 10 });
        expect(found.items.map((b) => b.name)).toEqual(['Riverwalk Taqueria']);
        expect((await next.kernel.cradle.directory.search({ q: 'cafe', limit: 10 })).items.map((b) => b.name)).toEqual(['Ybor Sunrise Café']);
        const row = await next.kernel.cradle.db('directory_listings').where({ name: 'Ybor Sunrise Café' }).first('searchName', 'searchWords');
        expect(row.searchName).toBe('ybor sunrise cafe');
        expect(row.searchWords.split(' ').slice(0, 3)).toEqual(['ybor', 'sunrise', 'cafe']);
        if (db.client.config.client === 'pg') {
          const { rows } = await next.kernel.cradle.db.raw(
            // By the table's own OID and the access method, not pg_indexes' text: its `indexdef like` may be
            // read of other tests' indexes, which their schemas' drop can take away mid-query.
            "select c.relname as name from pg_index x join pg_class c on c.oid = x.indexrelid join pg_am a on a.oid = c.relam where x.indrelid = 'directory_listings'::regclass and a.amname = 'gin' order by 1",
          );
          expect(rows.map((r: { name: string }) => r.name)).toEqual(['directory_listings_words']);
          // Every word of the listing, counted once per listing holding it.
          const words: Array<{ searchWords: string }> = await next.kernel.cradle.db('directory_listings').select('searchWords');
          const expected = new Map<string, number>();
          for (const w of words.flatMap((r) => r.searchWords.split(' '))) expected.set(w, (expected.get(w) ?? 0) + 1);
          const counted: Array<{ word: string; count: number }> = await next.kernel.cradle.db('directory_words').where('count', '>', 0).select('word', 'count');
          expect(new Map(counted.map((r) => [r.word, Number(r.count)]))).toEqual(expected);
        } else {
          await next.kernel.cradle.db.raw("insert into directory_listings_fts(directory_listings_fts) values ('integrity-check')");
        }
      } finally {
        await next.close();
      }
    } finally {
      await first.close();
    }
  });

  it('count the listings already there (007); undone, the counts and their triggers go', async () => {
    const first = await createTestApp({ plugins: [directoryPlugin], config: { database: { sqliteFile: 'tapin.sqlite' } } });
    try {
      const { db, samples, directory } = first.kernel.cradle;
      await samples.seed();
      await directory.catchUp();
      const industries = await directory.industries();
      expect(industries.length).toBeGreaterThan(1);
      const unnamed = Number((await db('directory_listings').where((w) => w.whereNull('industry').orWhere('industry', '')).count({ n: '*' }).first())?.n);
      await undoAfter(db, '006_trigram_search');
      expect(await db.schema.hasTable('directory_industry_counts')).toBe(false);
      // Listings changed while 007 is undone: one moves to the first's industry, one to none.
      const [one, two, three] = await db('directory_listings').whereNotNull('industry').orderBy('id').limit(3).select('id', 'industry');
      await db('directory_listings').where({ id: two.id }).update({ industry: one.industry });
      await db('directory_listings').where({ id: three.id }).update({ industry: null });
      const moved = (industry: string) => (industry === one.industry ? 1 : 0) - (industry === two.industry ? 1 : 0) - (industry === three.industry ? 1 : 0);

      const next = await restart(first);
      try {
        const { directory: again, db: nextDb } = next.kernel.cradle;
        const expected = industries.map((i) => ({ ...i, count: i.count + moved(i.industry) })).filter((i) => i.count > 0);
        expect(await again.industries()).toEqual(expected);
        expect((await again.summary()).total).toBe(Number((await nextDb('directory_listings').count({ n: '*' }).first())?.n));
        expect((await again.summary()).total).toBe(expected.reduce((sum, i) => sum + i.count, 1 + unnamed));
      } finally {
        await next.close();
      }
    } finally {
      await first.close();
    }
  });
});
