import { createTestApp, type TestApp } from '@tapin/core/testing';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryPlugin } from './index.js';
import { ListingReader, type DirectoryQuery, type WalkRule } from './listing-reader.js';
import { fold } from './search-terms.js';

/**
 * Every listing of a 3,000-listing directory is reachable, exactly once, by following cursors, in
 * every order the screen offers (issue 28: an owner scrolling stopped at 1,008). On the database the
 * environment names: SQLite, or PostgreSQL under `npm run test:pg`.
 */
const COUNT = 3_000;
const industries = ['Restaurant & Food Service', 'Beauty & Salon', 'Fitness & Wellness', 'Professional Services', 'Retail & E-commerce', null];
const firstWords = ['Bayside', 'bayshore', 'Ávila', 'Avila', 'Zest', 'éclair', 'Eagle', 'Café', 'cafe', 'Palm'];

interface Row {
  id: number;
  name: string;
  industry: string | null;
  description: string;
  createdAt: string;
  listed: boolean;
}

describe('paging the directory by cursor', () => {
  let app: TestApp;
  let admin: string;
  let listed: Row[];

  const page = (query: Record<string, string | number>) =>
    request(app.callback()).get('/api/businesses/directory').query(query).set('Authorization', `Bearer ${admin}`);

  /** Follows X-Next-Cursor from the first page to the last; the ids in the order served. */
  async function walk(query: Record<string, string | number>): Promise<number[]> {
    const ids: number[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < COUNT; pages++) {
      const res = await page({ ...query, limit: 100, ...(cursor ? { cursor } : {}) }).expect(200);
      ids.push(...res.body.map((b: { id: number }) => b.id));
      cursor = res.headers['x-next-cursor'];
      if (!cursor) return ids;
    }
    throw new Error('the cursor never ended');
  }

  const byName = (a: Row, b: Row) => compare(fold(a.name), fold(b.name)) || a.id - b.id;
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

  beforeAll(async () => {
    app = await createTestApp({ plugins: [directoryPlugin] });
    const { db, accounts, sessions, directory } = app.kernel.cradle;
    const owner = await accounts.createAdmin({ email: 'paging@tapin.example', name: 'Paging', password: null });
    admin = await sessions.create(owner.id);
    const rows: Array<Record<string, unknown>> = [];
    for (let i = 0; i < COUNT; i++) {
      // Names repeat (ties broken by id), some in lower case or with accents; many share a creation time.
      const name = `${firstWords[i % firstWords.length]} ${['Bakery', 'Gym', 'Books'][i % 3]} ${Math.floor(i / 7)}`;
      const created = new Date(Date.UTC(2026, 0, 1) + (i % 400) * 60_000).toISOString();
      rows.push({
        userId: owner.id,
        name,
        description: i % 11 === 0 ? 'Fresh bread by the bay.' : 'A Tampa business.',
        // 150 industries of one business each beside the five common ones (and none).
        industry: i < 150 ? `Trade ${String(i).padStart(3, '0')}` : industries[i % industries.length],
        location: 'Tampa, FL',
        services: JSON.stringify([]),
        socialProfiles: JSON.stringify([]),
        brandColors: JSON.stringify([]),
        status: i % 53 === 0 ? 'rejected' : 'approved',
        published: i % 37 !== 0,
        isPrimary: false,
        isTestData: false,
        createdAt: created,
        updatedAt: created,
        publishedAt: created,
      });
    }
    for (let i = 0; i < rows.length; i += 200) await db('businesses').insert(rows.slice(i, i + 200));
    await directory.catchUp();
    const all: Array<Record<string, unknown>> = await db('businesses').select('id', 'name', 'industry', 'description', 'createdAt', 'published', 'status');
    listed = all
      .map((b) => ({
        id: Number(b.id),
        name: String(b.name),
        industry: (b.industry as string | null) ?? null,
        description: String(b.description),
        createdAt: new Date(b.createdAt as string).toISOString(),
        listed: Boolean(b.published) && b.status !== 'rejected',
      }))
      .filter((b) => b.listed);
    expect(listed.length).toBeGreaterThan(2_800);
  }, 60_000);
  afterAll(() => app.close());

  it('walks every listing once by name, as people read names (case and accents aside)', async () => {
    const ids = await walk({ sort: 'name' });
    expect(ids).toEqual([...listed].sort(byName).map((b) => b.id));
    const first = (await page({ sort: 'name', limit: 3 }).expect(200)).body.map((b: { name: string }) => b.name);
    // "Ávila" and "Avila" together, before "Bayside" and "bayshore" (not after "Zest").
    expect(first.every((n: string) => fold(n).startsWith('avila'))).toBe(true);
  });

  it('walks every listing once by industry, by newest, and within one industry', async () => {
    const industryOf = (b: Row) => fold(b.industry);
    expect(await walk({ sort: 'industry' })).toEqual([...listed].sort((a, b) => compare(industryOf(a), industryOf(b)) || byName(a, b)).map((b) => b.id));
    expect(await walk({ sort: 'newest' })).toEqual([...listed].sort((a, b) => compare(b.createdAt, a.createdAt) || b.id - a.id).map((b) => b.id));
    const beauty = listed.filter((b) => b.industry === 'Beauty & Salon');
    expect(await walk({ sort: 'industry', industry: 'Beauty & Salon' })).toEqual([...beauty].sort(byName).map((b) => b.id));
    expect(await walk({ sort: 'newest', industry: 'Beauty & Salon' })).toEqual([...beauty].sort((a, b) => compare(b.createdAt, a.createdAt) || b.id - a.id).map((b) => b.id));
  });

  it('walks every match of a search once, in each order', async () => {
    const wordsOf = (b: Row) => fold(`${b.name} ${b.industry ?? ''} ${b.description}`).match(/[\p{L}\p{N}]+/gu) ?? [];
    const finds = (q: string) => listed.filter((b) => q.split(' ').every((typed) => wordsOf(b).some((w) => w.startsWith(typed))));
    const matches = finds('bay');
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.length).toBeLessThan(1_000);
    expect(await walk({ q: 'bay' })).toEqual([...matches].sort(byName).map((b) => b.id));
    expect(await walk({ q: 'bay', sort: 'newest' })).toEqual([...matches].sort((a, b) => compare(b.createdAt, a.createdAt) || b.id - a.id).map((b) => b.id));
    // More matches than the count's cap: read through the sort indexes page by page rather than from their ids.
    const many = finds('tampa');
    expect(many.length).toBeGreaterThan(1_000);
    expect(await walk({ q: 'tampa', sort: 'name' })).toEqual([...many].sort(byName).map((b) => b.id));
    const industryOf = (b: Row) => fold(b.industry);
    expect(await walk({ q: 'tampa', sort: 'industry' })).toEqual([...many].sort((a, b) => compare(industryOf(a), industryOf(b)) || byName(a, b)).map((b) => b.id));
    // Two words, each in many listings, together in fewer than the cap ("tampa bay") or more ("busi tampa").
    expect(finds('tampa bay').length).toBeLessThan(1_000);
    expect(finds('busi tampa').length).toBeGreaterThan(1_000);
    for (const q of ['tampa bay', 'bay tampa', 'busi tampa']) expect(await walk({ q })).toEqual([...finds(q)].sort(byName).map((b) => b.id));
    // One or two characters: the start of the name, by name.
    expect(await walk({ q: 'ea', sort: 'newest' })).toEqual(
      listed.filter((b) => fold(b.name).startsWith('ea')).sort((a, b) => compare(b.createdAt, a.createdAt) || b.id - a.id).map((b) => b.id),
    );
  });

  it('finds every match of common words whichever way it reads them: a walk along the order, cut short, or the word index', async () => {
    // Rules that make this small directory behave as a million would: a page walked for, a walk that
    // stops short of its page (the word index then finds the rest), and no walk at all.
    const rules: Record<string, WalkRule> = {
      walk: { expectedMax: 10_000, factor: 50, min: 10, max: 10_000 },
      'walk cut short': { expectedMax: 10_000, factor: 1, min: 10, max: 30 },
      'word index': { expectedMax: 0, factor: 1, min: 10, max: 10 },
    };
    const wordsOf = (b: Row) => fold(`${b.name} ${b.industry ?? ''} ${b.description}`).match(/[\p{L}\p{N}]+/gu) ?? [];
    const finds = (q: string) => listed.filter((b) => q.split(' ').every((typed) => wordsOf(b).some((w) => w.startsWith(typed))));
    const industryOf = (b: Row) => fold(b.industry);
    const orders = {
      name: byName,
      industry: (a: Row, b: Row) => compare(industryOf(a), industryOf(b)) || byName(a, b),
      newest: (a: Row, b: Row) => compare(b.createdAt, a.createdAt) || b.id - a.id,
    } as const;
    // SQLite reads every search through its FTS5 table: the rules are PostgreSQL's, one run does there.
    const db = app.kernel.cradle.db;
    const tried = db.client.config.client === 'pg' ? Object.entries(rules) : Object.entries(rules).slice(0, 1);
    for (const [rule, walk] of tried) {
      for (const cap of [100, 1_000]) {
        const reader = new ListingReader(db, cap, walk);
        for (const q of ['tampa', 'busi tampa', 'tampa bay', 'bakery bay', 'gym fresh', 'tampa zzz']) {
          for (const sort of ['name', 'industry', 'newest'] as const) {
            const expected = [...finds(q)].sort(orders[sort]).map((b) => b.id);
            const query: DirectoryQuery = { q, sort, limit: 40 };
            const first = await reader.find(query);
            const seen = first.items.map((b) => b.id);
            for (let next = first.next; next; ) {
              const page = await reader.find({ ...query, cursor: next });
              expect(page.total).toBeNull();
              seen.push(...page.items.map((b) => b.id));
              next = page.next;
            }
            const label = `${rule}, cap ${cap}: "${q}" by ${sort}`;
            expect(seen, label).toEqual(expected);
            // The count: exact up to the cap; past it, "cap+", counted or (a walk that filled its page
            // early in a directory ten times the cap) estimated.
            expect({ total: first.total, capped: first.capped }, label).toEqual(
              expected.length > cap ? { total: cap, capped: true } : { total: expected.length, capped: false },
            );
            // Older clients' offset pages, the same way.
            const skipped = await reader.find({ ...query, limit: 5, offset: 30 });
            expect(skipped.items.map((b) => b.id), `${label}, offset 30`).toEqual(expected.slice(30, 35));
          }
        }
      }
    }
  });

  it('counts on the first page only, and says where the next page is', async () => {
    const first = await page({ sort: 'name' }).expect(200);
    expect(first.body).toHaveLength(24);
    expect(first.headers['x-total-count']).toBe('1000+');
    const next = String(first.headers['x-next-cursor']);
    expect(first.headers.link).toBe(`</api/businesses/directory?sort=name&cursor=${next}>; rel="next"`);
    const second = await page({ sort: 'name', cursor: next }).expect(200);
    expect(second.headers['x-total-count']).toBeUndefined();
    expect(second.body[0].id).toBe([...listed].sort(byName)[24]!.id);
  });

  it('keeps offset for older clients up to 1,000, past the count cap, and refuses deeper or mixed paging', async () => {
    const sorted = [...listed].sort(byName);
    const deep = await page({ sort: 'name', offset: 1_000, limit: 5 }).expect(200);
    expect(deep.body.map((b: { id: number }) => b.id)).toEqual(sorted.slice(1_000, 1_005).map((b) => b.id));
    expect((await page({ sort: 'name', offset: 1_001 }).expect(400)).body.message).toBe('offset must be 0 to 1000; to read further, follow the X-Next-Cursor header');
    const cursor = String((await page({ sort: 'name' })).headers['x-next-cursor']);
    expect((await page({ sort: 'name', cursor, offset: 24 }).expect(400)).body.message).toBe('send cursor or offset, not both');
  });

  it('lists at most 100 industries in the filter, those with the most listings, by name', async () => {
    const res = await request(app.callback()).get('/api/businesses/directory/industries').set('Authorization', `Bearer ${admin}`).expect(200);
    const names = res.body.map((i: { industry: string }) => i.industry);
    expect(names).toHaveLength(100);
    expect(names.slice(0, 3)).toEqual(['Beauty & Salon', 'Fitness & Wellness', 'Professional Services']);
    expect(names).toContain('Retail & E-commerce');
    // Of the 150 with one listing each, the first 95 by name fill the rest.
    const trades = listed.flatMap((b) => (b.industry?.startsWith('Trade ') ? [b.industry] : [])).sort();
    expect(trades.length).toBeGreaterThan(140);
    expect(names.filter((n: string) => n.startsWith('Trade '))).toEqual(trades.slice(0, 95));
  });

  it('refuses a cursor from another search, and one made up', async () => {
    const invalid = 'cursor is not valid for this search: start again from the first page';
    const cursor = String((await page({ sort: 'name' })).headers['x-next-cursor']);
    expect((await page({ sort: 'newest', cursor }).expect(400)).body.message).toBe(invalid);
    expect((await page({ sort: 'name', q: 'bay', cursor }).expect(400)).body.message).toBe(invalid);
    const forged = Buffer.from(JSON.stringify({ f: 'x', k: ['a', 1] })).toString('base64url');
    expect((await page({ sort: 'name', cursor: forged }).expect(400)).body.message).toBe(invalid);
    expect((await page({ sort: 'name', cursor: 'not base64!' }).expect(400)).body.message).toBe(invalid);
    expect((await page({ sort: 'name', cursor: 'x'.repeat(601) }).expect(400)).body.message).toBe(invalid);
  });
});
