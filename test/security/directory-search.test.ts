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
  const wordsOf = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? [];
  const typed = fold(q).split(/[\s\p{Cc}]+/u).filter(Boolean);
  // Nothing to find (only control characters): the directory as it is, by name.
  if (!typed.length) return all.map((b) => b.name);
  // Words are the runs of letters and digits; those of one or two characters alone are the start of the
  // name as typed (punctuation included), by name; beside longer words, left out.
  const long = [...new Set(typed.flatMap(wordsOf))].filter((w) => [...w].length >= 3).slice(0, 8);
  if (!long.length) {
    const prefix = typed.join(' ');
    return all.filter((b) => fold(b.name).startsWith(prefix)).map((b) => b.name);
  }
  // Each word begins a word of the name, industry or description; by name.
  const words = (b: Listed) => [b.name, b.industry, b.description].flatMap((f) => wordsOf(fold(f)));
  return all.filter((b) => long.every((w) => words(b).some((x) => x.startsWith(w)))).map((b) => b.name);
}

/**
 * Directory search takes what the user typed as text to find, never as query syntax: FTS5's quotes,
 * `*`, `NEAR`, `-`, column filters; LIKE's `%`, `_` and backslash; tsquery's `&`, `|`, `!`, `:*`; SQL
 * quoting. Only the letters and digits of what is typed are looked for (a word's start), on SQLite and
 * PostgreSQL, and nothing is a server error.
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
    'bagels & deli', 'bagels | deli', '!bagels', 'bag:*', "bag'", 'bagels:A', '<->', 'bagels <-> deli',
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

  it('looks for the letters and digits of what is typed, whatever surrounds them', async () => {
    const names = async (q: string) => (await get({ q }).expect(200)).body.map((b: Listed) => b.name);
    for (const q of ['"real" bagels', '*NEAR* bagels', '(bagels)', 'bagels"', "o'brien", '{half}', '100%', 'half_pr', 'bag:*', "bag' | '1", '!bagels']) {
      expect(await names(q)).toEqual([oddName]);
    }
    // One or two characters alone are the start of a name, taken literally, punctuation included.
    expect(await names('ha')).toEqual([oddName]);
    for (const q of ['%', '_', '\\', '"', '*', '50%', '5_%']) expect(await names(q)).toEqual([]);
  });

  it('takes an industry filter as exact text too', async () => {
    for (const industry of ['%', '_', "' OR '1'='1", 'Restaurant%']) expect((await get({ industry }).expect(200)).body).toEqual([]);
  });

  it('leaves the listing as it was', async () => {
    expect((await get({}).expect(200)).body).toEqual(all);
  });
});
