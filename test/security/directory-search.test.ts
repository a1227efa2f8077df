import { directoryPlugin } from '@tapin/plugin-directory';
import { createTestApp, type TestApp } from '@tapin/core/testing';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Listed {
  id: number;
  name: string;
  industry: string | null;
  description: string | null;
}

/** What a search must find (docs/decisions.md#the-directory), worked out here from the whole listing (`all`, in the directory's name order). */
function expected(all: Listed[], q: string): string[] {
  const fold = (s: string | null) => (s ?? '').toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
  const words = fold(q).split(/[\s\p{Cc}]+/u).filter(Boolean);
  // Nothing to find (only control characters): the directory as it is, by name.
  if (!words.length) return all.map((b) => b.name);
  // One- and two-character words alone: the start of the name, by name; beside longer words, left out.
  const long = words.filter((w) => [...w].length >= 3);
  if (!long.length) {
    const prefix = words.join(' ');
    return all.filter((b) => fold(b.name).startsWith(prefix)).map((b) => b.name);
  }
  const everyIn = (field: string | null) => long.every((w) => fold(field).includes(w));
  const tier = (b: Listed) => (everyIn(b.name) ? 0 : everyIn(b.industry) ? 1 : 2);
  return all
    .filter((b) => long.every((w) => [b.name, b.industry, b.description].some((f) => fold(f).includes(w))))
    .sort((a, b) => tier(a) - tier(b) || a.id - b.id)
    .map((b) => b.name);
}

/**
 * Directory search takes what the user typed as text to find, never as query syntax: FTS5's quotes,
 * `*`, `NEAR`, `-`, column filters; LIKE's `%`, `_` and backslash; SQL quoting. Each is matched
 * literally, on SQLite and PostgreSQL, and none is a server error.
 */
describe('directory search: what is typed is text, never syntax', () => {
  let app: TestApp;
  let admin: string;
  let all: Listed[];
  const oddName = 'Half_Price 100% "Real" Bagels \\ *NEAR* -Deli (a:b) {c} ^d back\\slash';
  const get = (query: Record<string, string | number>) =>
    request(app.callback()).get('/api/businesses/directory').query(query).set('Authorization', `Bearer ${admin}`);

  beforeAll(async () => {
    app = await createTestApp({ plugins: [directoryPlugin] });
    await app.kernel.cradle.samples.seed();
    const owner = (await request(app.callback()).post('/api/auth/register').send({ name: 'Odd One', email: 'odd@bagels.example', password: 'secret1' })).body.token as string;
    const created = await request(app.callback())
      .post('/api/businesses')
      .set('Authorization', `Bearer ${owner}`)
      .send({
        name: oddName,
        description: "Bagels at 50% off before 8am; O'Brien's recipe, café-style.",
        industry: 'Restaurant & Food Service',
        location: 'Tampa, FL',
        contactEmail: 'hi@bagels.example',
        services: ['Bagels'],
      })
      .expect(201);
    await request(app.callback()).post(`/api/businesses/${created.body.id}/publish`).set('Authorization', `Bearer ${owner}`).expect(200);
    await app.kernel.cradle.accounts.createAdmin({ email: 'boss@tapin.example', name: 'Boss', password: 'boss-secret' });
    admin = (await request(app.callback()).post('/api/auth/login').send({ email: 'boss@tapin.example', password: 'boss-secret' })).body.token;
    all = (await get({}).expect(200)).body;
    expect(all.map((b) => b.name)).toContain(oddName);
  });
  afterAll(() => app.close());

  const typed = [
    '%', '%%', '100%', '0% o', '_', '__', 'f_P', 'a_b', '\\', '\\%', '\\_', '%\\',
    '"', '""', '"real"', '"Real" Bagels', 'bagels"', "'", "O'Brien", "' OR 1=1 --", "'; drop table directory_listings; --",
    '*', '**', 'bag*', '*NEAR*', 'NEAR', 'NEAR(bagels deli)', 'bagels NEAR deli', 'NEAR/2',
    '-', '-deli', 'bagels -deli', 'coffee -tacos', 'NOT coffee', 'coffee OR tacos', 'coffee AND', 'AND', 'OR',
    '(', ')', '(a:b)', 'name:coffee', 'name : coffee', '{name industry}: coffee', '{c}', '^d', '^', ':', '+', '.', ',',
    '\u0007bagels', '🙂', 'café', 'CAFE', 'é', 'k\\s', 'back\\', 'ha', 'h%', 'half_pr',
  ];

  it.each(['cof\u0000fee', '\u0000'])('refuses %j, as every text with a NUL is (docs/decisions.md#the-server-enforces-every-rule)', async (q) => {
    expect((await get({ q }).expect(400)).body.message).toMatch(/NUL/);
  });

  it.each(typed)('finds %j literally', async (q) => {
    const res = await get({ q }).expect(200);
    expect(res.body.map((b: Listed) => b.name)).toEqual(expected(all, q));
    expect(res.headers['x-total-count']).toBe(String(expected(all, q).length));
    const sorted = await get({ q, sort: 'name' }).expect(200);
    // In the database's collation: the same businesses, whatever their order.
    expect(sorted.body.map((b: Listed) => b.name).sort()).toEqual(expected(all, q).sort());
  });

  it('finds the characters a pattern or a query would read as syntax, and only where they are', async () => {
    for (const q of ['00%', 'f_p', 'k\\s', '"real"', '*NEAR*', '-deli', '(a:b)', '{c}', '{c} ^d']) {
      expect((await get({ q }).expect(200)).body.map((b: Listed) => b.name)).toEqual([oddName]);
    }
    // One or two characters are the start of a name, taken literally there too.
    expect((await get({ q: 'ha' }).expect(200)).body.map((b: Listed) => b.name)).toEqual([oddName]);
    for (const q of ['%', '_', '\\', '"', '*']) expect((await get({ q }).expect(200)).body).toEqual([]);
    expect((await get({ q: '50%' }).expect(200)).body.map((b: Listed) => b.name)).toEqual([oddName]);
    expect((await get({ q: '5_%' }).expect(200)).body).toEqual([]);
  });

  it('takes an industry filter as exact text too', async () => {
    for (const industry of ['%', '_', "' OR '1'='1", 'Restaurant%']) expect((await get({ industry }).expect(200)).body).toEqual([]);
  });

  it('leaves the listing as it was', async () => {
    expect((await get({}).expect(200)).body).toEqual(all);
  });
});
