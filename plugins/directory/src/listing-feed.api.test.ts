import { createApp, type Caller, type TapinApp } from '@tapin/core';
import { createBusinessInput } from '@tapin/core/contracts';
import { createTestApp, type TestApp } from '@tapin/core/testing';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { directoryPlugin } from './index.js';

/**
 * The directory's listing follows the businesses: through `business.changed` in this process, and
 * through the catch-up for writes it did not hear of (another process, or a row changed behind the
 * events). On the database the environment names.
 */
describe('the directory listing', () => {
  let app: TestApp;
  let admin: string;
  let owner: Caller;
  const names = async (query: Record<string, string> = {}) =>
    (await request(app.callback()).get('/api/businesses/directory').query(query).set('Authorization', `Bearer ${admin}`).expect(200)).body.map(
      (b: { name: string }) => b.name,
    );
  const listed = async () => (await app.kernel.cradle.db('directory_listings').orderBy('name').select('name')).map((r: { name: string }) => r.name);
  const createPublished = async (name: string, by: TapinApp = app) => {
    const { businesses, flags } = by.kernel.cradle;
    flags.override('multipleBusinesses', true);
    const input = createBusinessInput.parse({
      name,
      description: 'Fresh bread every morning.',
      industry: 'Restaurant & Food Service',
      location: 'Tampa, FL',
      contactEmail: 'hi@bread.example',
      services: ['Bread'],
    });
    const created = await businesses.create(owner, input);
    await businesses.publish(owner, created.id);
    return created.id;
  };

  beforeAll(async () => {
    // A short catch-up period (the answer cache's lifetime) so the periodic catch-up shows in a test.
    app = await createTestApp({ plugins: [directoryPlugin], config: { database: { sqliteFile: 'tapin.sqlite' }, directory: { cacheSeconds: 1 } } });
    await app.kernel.cradle.accounts.createAdmin({ email: 'boss@tapin.example', name: 'Boss', password: 'boss-secret' });
    admin = (await request(app.callback()).post('/api/auth/login').send({ email: 'boss@tapin.example', password: 'boss-secret' })).body.token;
    const token = (await request(app.callback()).post('/api/auth/register').send({ name: 'Baker', email: 'baker@bread.example', password: 'secret1' })).body.token;
    const me = (await request(app.callback()).get('/api/user').set('Authorization', `Bearer ${token}`)).body;
    owner = { id: me.id, email: me.email, name: me.name, role: me.role };
  });
  afterAll(() => app.close());

  it('takes in every change it hears of, and lets go of deleted, unpublished and rejected businesses', async () => {
    const { businesses, directory } = app.kernel.cradle;
    const id = await createPublished('Crumb Bakery');
    expect(await names({ q: 'crumb' })).toEqual(['Crumb Bakery']);
    await businesses.update(owner, id, { name: 'Crust Bakery' });
    expect(await names({ q: 'crust' })).toEqual(['Crust Bakery']);
    expect(await names({ q: 'crumb' })).toEqual([]);

    await businesses.setStatus(id, 'rejected');
    expect(await names({ q: 'crust' })).toEqual([]);
    await directory.catchUp();
    expect(await listed()).not.toContain('Crust Bakery');
    await businesses.setStatus(id, 'approved');
    expect(await names({ q: 'crust' })).toEqual(['Crust Bakery']);

    await businesses.unpublish(owner, id);
    expect(await names({ q: 'crust' })).toEqual([]);
    await businesses.publish(owner, id);
    expect(await names({ q: 'crust' })).toEqual(['Crust Bakery']);

    await businesses.remove(owner, id);
    expect(await names({ q: 'crust' })).toEqual([]);
    expect(await listed()).not.toContain('Crust Bakery');
    const { db } = app.kernel.cradle;
    // The word index is kept by triggers on the listing: it must still agree with it (SQLite's FTS5
    // table; PostgreSQL's count of listings per word).
    if (db.client.config.client !== 'pg') {
      await db.raw("insert into directory_listings_fts(directory_listings_fts) values ('integrity-check')");
    } else {
      const { rows } = await db.raw(
        "select w.word, w.count, (select count(*) from directory_listings l where w.word = any(string_to_array(l.search_words, ' ')))::int as actual from directory_words w where w.count <> (select count(*) from directory_listings l where w.word = any(string_to_array(l.search_words, ' ')))",
      );
      expect(rows).toEqual([]);
    }
  });

  it('catches up with rows changed behind the events, including deletions', async () => {
    const { db, directory } = app.kernel.cradle;
    const kept = await createPublished('Knead Bakery');
    const gone = await createPublished('Proof Bakery');
    // Stamped by a clock a minute ahead of this process's: the catch-up must not skip what follows.
    const later = () => new Date(Date.now() + 60_000).toISOString();

    await db('businesses').where({ id: kept }).update({ name: 'Knead & Co', updatedAt: later() });
    await db('businesses').where({ id: gone }).delete();
    await directory.catchUp();
    expect(await listed()).toContain('Knead & Co');
    expect(await listed()).not.toContain('Knead Bakery');
    expect(await listed()).not.toContain('Proof Bakery');
    expect(await names({ q: 'knead' })).toEqual(['Knead & Co']);

    await db('businesses').where({ id: kept }).update({ published: false, updatedAt: later() });
    await directory.catchUp();
    expect(await names({ q: 'knead' })).toEqual([]);
  });

  it('sees writes made by another process within the catch-up period', async () => {
    // A second kernel on the same database, without the directory: this process never hears of its writes.
    const schema = (app.kernel.cradle.db.client.config.searchPath as string[] | undefined)?.[0];
    const other = await createApp({ config: app.config, plugins: [], log: pino({ level: 'silent' }), ...(schema ? { database: { schema } } : {}) });
    try {
      const id = await createPublished('Rise Bakery', other);
      await vi.waitFor(async () => expect(await names({ q: 'rise' })).toEqual(['Rise Bakery']), { timeout: 5_000, interval: 200 });
      await other.kernel.cradle.businesses.remove(owner, id);
      await vi.waitFor(async () => expect(await names({ q: 'rise' })).toEqual([]), { timeout: 5_000, interval: 200 });
    } finally {
      await other.close();
    }
  });

});
