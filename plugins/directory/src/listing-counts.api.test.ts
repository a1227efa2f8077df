import type { Knex } from '@tapin/core';
import { createTestApp, type TestApp } from '@tapin/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryPlugin } from './index.js';
import { ListingStore, type Listing } from './listing-store.js';

/** A listing of `industry` (null: none), stamped at `at`. */
function listing(id: number, industry: string | null, at = '2026-01-01T00:00:00.000Z'): Listing {
  return {
    id,
    name: `Business ${id}`,
    description: 'A business.',
    industry,
    location: 'Tampa, FL',
    contactPhone: null,
    contactEmail: null,
    website: null,
    services: [],
    valueProposition: null,
    isTestData: false,
    createdAt: at,
    updatedAt: at,
  } as Listing;
}

/** What a full count of the listing says, as the counts table holds it ('' for no industry). */
async function counted(db: Knex): Promise<Record<string, number>> {
  const rows = await db('directory_listings').select(db.raw("coalesce(industry, '') as industry")).count({ count: '*' }).groupByRaw("coalesce(industry, '')");
  return Object.fromEntries(rows.map((r: Record<string, unknown>) => [String(r.industry), Number(r.count)]));
}

/** The counts kept on write, without the industries at zero. */
async function kept(db: Knex): Promise<Record<string, number>> {
  const rows = await db('directory_industry_counts').where('count', '<>', 0).select('industry', 'count');
  return Object.fromEntries(rows.map((r: Record<string, unknown>) => [String(r.industry), Number(r.count)]));
}

/** The directory's counts per industry (migration 007) against a real count, on the database the environment names. */
describe('the listing counts', () => {
  let app: TestApp;
  let store: ListingStore;
  let db: Knex;

  beforeAll(async () => {
    app = await createTestApp({ plugins: [directoryPlugin], config: { database: { sqliteFile: 'tapin.sqlite' } } });
    db = app.kernel.cradle.db;
    store = new ListingStore(db);
    // The listing is written here directly, for businesses that do not exist: the periodic catch-up (a
    // timed job, under way at start on PostgreSQL) would take those listings out.
    await app.kernel.cradle.directory.stop();
  });
  afterAll(() => app.close());

  it('stay equal to a count of the listing through inserts, industry changes, deletions and a bulk apply', async () => {
    const { directory } = app.kernel.cradle;
    await store.apply([listing(1, 'Bakery'), listing(2, 'Bakery'), listing(3, null), listing(4, ''), listing(5, 'Gym')], []);
    expect(await kept(db)).toEqual({ Bakery: 2, '': 2, Gym: 1 });
    expect(await kept(db)).toEqual(await counted(db));

    // Upserts: one keeps its industry (a new stamp), one moves, one loses it, one gains one.
    await store.apply([listing(1, 'Bakery', '2026-01-02T00:00:00.000Z'), listing(2, 'Gym'), listing(5, null), listing(3, 'Florist')], []);
    expect(await kept(db)).toEqual({ Bakery: 1, Gym: 1, '': 2, Florist: 1 });
    expect(await kept(db)).toEqual(await counted(db));

    await store.apply([], [1, 4, 99]);
    expect(await kept(db)).toEqual({ Gym: 1, '': 1, Florist: 1 });
    expect(await kept(db)).toEqual(await counted(db));

    // More than one insert batch, mixing new listings, changed ones and removals in one transaction.
    const industries = ['Bakery', 'Gym', 'Florist', 'Plumber', null];
    const bulk = Array.from({ length: 1_203 }, (_, i) => listing(10 + i, industries[i % industries.length]!));
    await store.apply([...bulk, listing(2, 'Plumber', '2026-01-03T00:00:00.000Z')], [3]);
    await store.apply(
      bulk.filter((_, i) => i % 3 === 0).map((l) => listing(l.id, 'Bakery')),
      bulk.filter((_, i) => i % 7 === 0).map((l) => l.id),
    );
    expect(await kept(db)).toEqual(await counted(db));

    // The answers read them.
    const total = Object.values(await counted(db)).reduce((a, b) => a + b, 0);
    expect((await directory.summary()).total).toBe(total);
    const named = Object.entries(await counted(db))
      .filter(([industry]) => industry !== '')
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([industry, count]) => ({ industry, count }));
    expect(await directory.industries()).toEqual(named);
    expect((await directory.summary()).lastUpdated).toBe('2026-01-03T00:00:00.000Z');
  });

  it('stay exact when writers apply at once', async () => {
    // Each writer its own store; on PostgreSQL each transaction takes its own connection from the pool.
    const writers = Array.from({ length: 4 }, () => new ListingStore(db));
    await Promise.all(
      writers.map(async (w, n) => {
        for (let round = 0; round < 5; round++) {
          const ids = Array.from({ length: 40 }, (_, i) => 5_000 + ((n * 40 + i + round * 13) % 200));
          await w.apply(ids.map((id) => listing(id, ['Bakery', 'Gym', null][(id + round + n) % 3]!)), ids.filter((id) => id % 5 === round));
        }
      }),
    );
    expect(await kept(db)).toEqual(await counted(db));
  });

  it('use the index on updated_at for the newest change', async () => {
    const newest = db('directory_listings').max({ lastUpdated: 'updatedAt' });
    if (db.client.config.client === 'pg') {
      await db.raw('analyze directory_listings');
      const { rows } = await db.raw(`explain ${newest.toQuery()}`);
      expect(rows.map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']).join('\n')).toContain('directory_listings_by_update');
    } else {
      const plan: Array<{ detail: string }> = await db.raw(`explain query plan ${newest.toQuery()}`);
      expect(plan.map((r) => r.detail).join('\n')).toContain('directory_listings_by_update');
    }
  });
});
