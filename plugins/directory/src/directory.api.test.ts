import { createTestApp, type TestApp } from '@tapin/core/testing';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryPlugin } from './index.js';

/** Directory search on the database the environment names: FTS5 on SQLite, tsvector on PostgreSQL. */
describe('the directory', () => {
  let app: TestApp;
  let owner: string;
  let admin: string;
  let newcomer: string;
  const get = (token: string, query: Record<string, string | number> = {}) =>
    request(app.callback()).get('/api/businesses/directory').query(query).set('Authorization', `Bearer ${token}`);
  const names = (res: { body: Array<{ name: string }> }) => res.body.map((b) => b.name);

  beforeAll(async () => {
    app = await createTestApp({ plugins: [directoryPlugin] });
    await app.kernel.cradle.samples.seed();
    const signUp = async (email: string) =>
      (await request(app.callback()).post('/api/auth/register').send({ name: 'Some One', email, password: 'secret1' })).body.token as string;
    owner = await signUp('owner@sol.example');
    newcomer = await signUp('new@shop.example');
    await app.kernel.cradle.accounts.createAdmin({ email: 'boss@tapin.example', name: 'Boss', password: 'boss-secret' });
    admin = (await request(app.callback()).post('/api/auth/login').send({ email: 'boss@tapin.example', password: 'boss-secret' })).body.token;
    const created = await request(app.callback())
      .post('/api/businesses')
      .set('Authorization', `Bearer ${owner}`)
      .send({
        name: 'Sol Coffee Roasters',
        description: 'Small-batch coffee roasted in Seminole Heights; espresso bar and beans to go.',
        industry: 'Restaurant & Food Service',
        location: 'Tampa, FL',
        contactEmail: 'hi@solcoffee.example',
        services: ['Espresso', 'Coffee beans', 'Latte art classes', 'Wholesale'],
      })
      .expect(201);
    await request(app.callback()).post(`/api/businesses/${created.body.id}/publish`).set('Authorization', `Bearer ${owner}`).expect(200);
  });
  afterAll(() => app.close());

  it('is for admins and owners with a published business of their own', async () => {
    await request(app.callback()).get('/api/businesses/directory').expect(401);
    const refused = await get(newcomer).expect(403);
    expect(refused.body.message).toBe('Publish your business to see the directory');
    await get(owner).expect(200);
    await get(admin).expect(200);
  });

  it('answers the first page by name without parameters: published and not rejected only', async () => {
    const res = await get(owner).expect(200);
    expect(names(res)).toEqual([
      'Glow Beauty Studio',
      'Hyde Park Strength Co.',
      'Patel & Rivera Law Group',
      'Riverwalk Taqueria',
      'Seminole Heights Mercantile',
      'Sol Coffee Roasters',
      'Ybor Sunrise Café',
    ]);
    expect(res.body[5]).toEqual({
      id: expect.any(Number),
      name: 'Sol Coffee Roasters',
      description: 'Small-batch coffee roasted in Seminole Heights; espresso bar and beans to go.',
      industry: 'Restaurant & Food Service',
      location: 'Tampa, FL',
      contactPhone: null,
      contactEmail: 'hi@solcoffee.example',
      website: null,
      services: ['Espresso', 'Coffee beans', 'Latte art classes', 'Wholesale'],
      valueProposition: null,
      isTestData: false,
      createdAt: expect.any(String),
    });
    expect(res.body[6].isTestData).toBe(true);
    expect(res.headers['x-total-count']).toBe('7');
    expect(res.headers['x-next-cursor']).toBeUndefined();
  });

  it('searches name, description and industry, case-insensitively, by the start of words, in name order', async () => {
    const coffee = await get(owner, { q: 'COFFEE' }).expect(200);
    expect(names(coffee)).toEqual(['Sol Coffee Roasters', 'Ybor Sunrise Café']);
    expect(coffee.headers['x-total-count']).toBe('2');
    expect(names(await get(owner, { q: 'strength' }))).toEqual(['Hyde Park Strength Co.']);
    expect(names(await get(owner, { q: 'beauty' }))).toEqual(['Glow Beauty Studio']);
    // One in its industry, the other in its description ("busy professionals"): by name.
    expect(names(await get(owner, { q: 'profess' }))).toEqual(['Hyde Park Strength Co.', 'Patel & Rivera Law Group']);
    expect(names(await get(owner, { q: 'balay' }))).toEqual(['Glow Beauty Studio']);
    expect(names(await get(owner, { q: 'estate planning' }))).toEqual(['Patel & Rivera Law Group']);
    expect((await get(owner, { q: 'nothing-like-this' }).expect(200)).headers['x-total-count']).toBe('0');
  });

  it('finds a word by how it begins, not by any part of it (docs/decisions.md#the-directory)', async () => {
    expect(names(await get(owner, { q: 'riverw' }))).toEqual(['Riverwalk Taqueria']);
    expect(names(await get(owner, { q: 'river' }))).toEqual(['Patel & Rivera Law Group', 'Riverwalk Taqueria']);
    expect(names(await get(owner, { q: 'coff' }))).toEqual(['Sol Coffee Roasters', 'Ybor Sunrise Café']);
    // "every morning" (Ybor) and "local delivery" (Mercantile) end in "ery"; "Riverwalk" holds "erwalk".
    for (const inside of ['ery', 'erwalk', 'OFFEE', 'alayag']) expect(names(await get(owner, { q: inside }))).toEqual([]);
    // Words are cut at every character that is not a letter or a digit: "e-commerce" is "e" and "commerce".
    expect(names(await get(owner, { q: 'e-commerce' }))).toEqual(['Seminole Heights Mercantile']);
    expect(names(await get(owner, { q: 'commerce' }))).toEqual(['Seminole Heights Mercantile']);
    expect(names(await get(owner, { q: 'ery', sort: 'newest' }))).toEqual([]);
  });

  it('needs every word of a search somewhere in the business, in any field', async () => {
    expect(names(await get(owner, { q: 'park gym' }))).toEqual(['Hyde Park Strength Co.']);
    expect(names(await get(owner, { q: 'wellness barbell' }))).toEqual(['Hyde Park Strength Co.']);
    expect(names(await get(owner, { q: 'park nowhere' }))).toEqual([]);
    // A word in the name of one and the description of another: by name.
    expect(names(await get(owner, { q: 'heights' }))).toEqual(['Seminole Heights Mercantile', 'Sol Coffee Roasters']);
    expect(names(await get(owner, { q: 'ybor caf' }))).toEqual(['Ybor Sunrise Café']);
  });

  it('ignores accents and case on both sides: "cafe" finds "Café"', async () => {
    expect(names(await get(owner, { q: 'cafe' }))).toEqual(['Ybor Sunrise Café']);
    expect(names(await get(owner, { q: 'CAFÉ' }))).toEqual(['Ybor Sunrise Café']);
    expect(names(await get(owner, { q: 'café con' }))).toEqual(['Ybor Sunrise Café']);
  });

  it('reads words of one or two characters as the start of a name, and leaves them out beside a longer word', async () => {
    expect(names(await get(owner, { q: 'yb' }))).toEqual(['Ybor Sunrise Café']);
    expect(names(await get(owner, { q: 'S' }))).toEqual(['Seminole Heights Mercantile', 'Sol Coffee Roasters']);
    // The whole search is the start: "hy p" is not how "Hyde Park" begins.
    expect(names(await get(owner, { q: 'hy p' }))).toEqual([]);
    expect(names(await get(owner, { q: 'GL' }))).toEqual(['Glow Beauty Studio']);
    // Not the start of any name, though "&" is inside one and in four industries.
    const and = await get(owner, { q: '&' }).expect(200);
    expect(names(and)).toEqual([]);
    expect(and.headers['x-total-count']).toBe('0');
    // "ty" begins no word of "Hyde Park Strength Co.", but a longer word decides.
    expect(names(await get(owner, { q: 'ty strength' }))).toEqual(['Hyde Park Strength Co.']);
    expect(names(await get(owner, { q: 'hyde p' }))).toEqual(['Hyde Park Strength Co.']);
    // Short words only: the start of the name as typed, punctuation included ("Co." ends it).
    expect(names(await get(owner, { q: 'Co.' }))).toEqual([]);
  });

  it('filters by exact industry, sorts and pages with a total count', async () => {
    const food = await get(owner, { industry: 'Restaurant & Food Service', sort: 'newest' }).expect(200);
    expect(names(food)[0]).toBe('Sol Coffee Roasters');
    expect(food.headers['x-total-count']).toBe('3');
    expect((await get(owner, { industry: 'restaurant' })).body).toEqual([]);
    const byIndustry = await get(owner, { sort: 'industry', limit: 3 }).expect(200);
    expect(byIndustry.body.map((b: { industry: string }) => b.industry)).toEqual(['Beauty & Salon', 'Fitness & Wellness', 'Professional Services']);
    const second = await get(owner, { sort: 'name', limit: 3, offset: 3 }).expect(200);
    expect(names(second)).toEqual(['Riverwalk Taqueria', 'Seminole Heights Mercantile', 'Sol Coffee Roasters']);
    expect(second.headers['x-total-count']).toBe('7');
    expect((await get(owner, { limit: 500 }).expect(400)).body.message).toBe('limit must be 1 to 100');
    expect((await get(owner, { sort: 'rating' }).expect(400)).body.message).toBe('sort must be name, industry or newest');
  });

  it('keeps the index in step with every change: edits, unpublishing, moderation and deletion', async () => {
    const [mine] = (await request(app.callback()).get('/api/businesses').set('Authorization', `Bearer ${owner}`)).body;
    await request(app.callback()).put(`/api/businesses/${mine.id}`).set('Authorization', `Bearer ${owner}`).send({ name: 'Sol Tea House', description: 'Loose-leaf tea and scones.' }).expect(200);
    expect(names(await get(owner, { q: 'coffee' }))).toEqual(['Ybor Sunrise Café']);
    expect(names(await get(owner, { q: 'scones' }))).toEqual(['Sol Tea House']);

    await app.kernel.cradle.businesses.setStatus(mine.id, 'rejected');
    expect(names(await get(admin, { q: 'scones' }))).toEqual([]);
    await app.kernel.cradle.businesses.setStatus(mine.id, 'approved');

    const yoga = (await app.kernel.cradle.db('businesses').where({ name: 'Glow Beauty Studio' }).first('id')).id;
    await request(app.callback()).delete(`/api/admin/businesses/${yoga}`).set('Authorization', `Bearer ${admin}`).expect(200);
    expect(names(await get(owner, { q: 'beauty' }))).toEqual([]);

    await request(app.callback()).post(`/api/businesses/${mine.id}/unpublish`).set('Authorization', `Bearer ${owner}`).expect(200);
    expect(names(await get(admin, { q: 'tea' }))).toEqual([]);
  });

  it('lists the industries found, with counts', async () => {
    const res = await request(app.callback()).get('/api/businesses/directory/industries').set('Authorization', `Bearer ${admin}`).expect(200);
    expect(res.body).toEqual([
      { industry: 'Fitness & Wellness', count: 1 },
      { industry: 'Professional Services', count: 1 },
      { industry: 'Restaurant & Food Service', count: 2 },
      { industry: 'Retail & E-commerce', count: 1 },
    ]);
  });

  it('tells the page header how many businesses are listed and when the newest change was', async () => {
    const res = await request(app.callback()).get('/api/businesses/directory/summary').set('Authorization', `Bearer ${admin}`).expect(200);
    const listed = await app.kernel.cradle.db('businesses').where({ published: true }).whereNot({ status: 'rejected' }).orderBy('updatedAt', 'desc').select('updatedAt');
    expect(res.body).toEqual({ total: 5, lastUpdated: new Date(listed[0].updatedAt).toISOString() });
    expect(listed).toHaveLength(5);
    await request(app.callback()).get('/api/businesses/directory/summary').set('Authorization', `Bearer ${newcomer}`).expect(403);
  });

  it('disappears with its flag', async () => {
    app.kernel.cradle.flags.override('directory', false);
    try {
      // Absent, so the core's /api/businesses/:id answers: "directory" is not a business id.
      await get(owner).expect(404);
    } finally {
      app.kernel.cradle.flags.override('directory', true);
    }
  });
});
