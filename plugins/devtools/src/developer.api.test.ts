import { existsSync, readFileSync } from 'node:fs';
import { pageRules } from '@tapin/config/rules';
import { createTestApp, PNG_1PX, type TestApp } from '@tapin/core/testing';
import { promotionsPlugin } from '@tapin/plugin-promotions';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devtoolsPlugin } from './index.js';

const tables = ['businesses', 'promotions_business_settings', 'promotions_items', 'promotions_campaigns', 'promotions_campaign_items', 'promotions_events', 'promotions_posters', 'promotions_claims'];
const png = `data:image/png;base64,${PNG_1PX.toString('base64')}`;
const cardRules = { types: ['image/png'], maxBytes: 1024, wrongTypeMessage: 'no', tooLargeMessage: 'no' };

/** Developer mode on both databases: typed confirmations, one business or everything, the export and the restore. */
describe('developer mode', () => {
  let app: TestApp;
  const tokens: Record<string, string> = {};
  const as = (who: string) => ({
    get: (path: string) => request(app.callback()).get(path).set('Authorization', `Bearer ${tokens[who]}`),
    post: (path: string, body?: object) => request(app.callback()).post(path).set('Authorization', `Bearer ${tokens[who]}`).send(body),
    delete: (path: string, body?: object) => {
      const req = request(app.callback()).delete(path).set('Authorization', `Bearer ${tokens[who]}`);
      return body ? req.send(body) : req;
    },
  });

  const counts = async () => {
    const { db } = app.kernel.cradle;
    return Object.fromEntries(await Promise.all(tables.map(async (t) => [t, Number((await db(t).count({ n: '*' }).first())?.n)])));
  };
  /** Every row of every table, as stored. */
  const allRows = async () => {
    const { db } = app.kernel.cradle;
    return Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await db(t).select('*').orderByRaw('1, 2')])));
  };
  const storedFiles = async () => {
    const { db, storage } = app.kernel.cradle;
    const rows = [
      ...(await db('businesses').whereNotNull('cardImageKey').select({ key: 'cardImageKey' })),
      ...(await db('promotions_items').whereNotNull('imageKey').select({ key: 'imageKey' })),
      ...(await db('promotions_posters').select({ key: 'imageKey' })),
    ] as Array<{ key: string }>;
    const keys = rows.map((r) => r.key);
    return Object.fromEntries(keys.sort().map((key) => [key, existsSync(storage.localPath(key)!) ? readFileSync(storage.localPath(key)!).toString('base64') : null]));
  };

  /** A published business with promotions on, a promotion with an image, a campaign, a view, a poster and a card image. */
  async function fullBusiness(owner: string, name: string): Promise<number> {
    // The card is the owner's own upload, as analyze-card stores it: a business references only its owner's files.
    const { id: ownerId } = await app.kernel.cradle.db('users').where({ email: `${owner}@x.com` }).first('id');
    const card = await app.kernel.cradle.storage.saveImage(PNG_1PX, 'cards', cardRules, { ownerId: Number(ownerId) });
    const { id } = (
      await as(owner)
        .post('/api/businesses', {
          name,
          description: 'Lived-in color on Howard Avenue.',
          industry: 'Beauty & Salon',
          location: 'Tampa, FL',
          contactEmail: 'book@glow.example',
          valueProposition: 'Color that grows out well.',
          services: ['Balayage'],
          brandColors: ['#b5838d'],
          cardImageUrl: card.url,
        })
        .expect(201)
    ).body;
    await as(owner).post(`/api/businesses/${id}/publish`).expect(200);
    await as(owner).post(`/api/businesses/${id}/enable-promotions`).expect(200);
    const promotion = (await as(owner).post(`/api/businesses/${id}/promotions`, { title: 'Free bang trim', description: 'With any color.', price: 0, imageUrl: png }).expect(201)).body;
    await as(owner)
      .post(`/api/businesses/${id}/campaigns`, { name: 'Winter', status: 'active', startDate: '2026-12-01', endDate: '2027-02-28', promotionIds: [promotion.id] })
      .expect(201);
    // Someone else's view: the owner's own is not counted.
    await as(owner === 'kim' ? 'maria' : 'kim').post(`/api/promotions/${promotion.id}/events`, { type: 'view' }).expect(202);
    await as(owner).post(`/api/businesses/${id}/generate-poster-preview`).expect(200);
    return id;
  }

  const audit = async (action: string) => (await as('admin').get(`/api/admin/audit?filter=${encodeURIComponent(JSON.stringify({ action }))}`).expect(200)).body;

  beforeAll(async () => {
    app = await createTestApp({ plugins: [promotionsPlugin, devtoolsPlugin] });
    app.kernel.cradle.flags.override('developerMode', true);
    for (const who of ['kim', 'maria']) {
      tokens[who] = (await request(app.callback()).post('/api/auth/register').send({ name: who, email: `${who}@x.com`, password: 'secret1' })).body.token;
    }
    await app.kernel.cradle.accounts.createAdmin({ email: 'boss@tapin.example', name: 'Boss', password: 'boss-secret' });
    tokens.admin = (await request(app.callback()).post('/api/auth/login').send({ email: 'boss@tapin.example', password: 'boss-secret' })).body.token;
  }, 60_000);
  afterAll(() => app.close());

  describe('deleting one business', () => {
    let kims: number;
    let marias: number;
    beforeAll(async () => {
      kims = await fullBusiness('kim', 'Glow Beauty Studio');
      marias = await fullBusiness('maria', 'Sol Café');
    }, 60_000);

    it('needs the typed confirmation DELETE: otherwise 400 and nothing is deleted', async () => {
      const before = { rows: await counts(), files: await storedFiles() };
      for (const body of [undefined, {}, { confirmation: 'delete' }, { confirmation: 'CLEAR ALL' }, { confirmation: ' DELETE' }]) {
        const res = await as('admin').delete(`/api/developer/businesses/${kims}`, body).expect(400);
        expect(res.body.message).toBe("Please type 'DELETE' to confirm deletion");
      }
      expect((await as('admin').delete(`/api/developer/businesses/${kims}`, { confirmation: 5 }).expect(400)).body.message).toContain('confirmation');
      expect({ rows: await counts(), files: await storedFiles() }).toEqual(before);
    });

    it('is for admins only, and absent while developerMode is off', async () => {
      await as('kim').delete(`/api/developer/businesses/${kims}`, { confirmation: 'DELETE' }).expect(403);
      await request(app.callback()).delete(`/api/developer/businesses/${kims}`).send({ confirmation: 'DELETE' }).expect(401);
      app.kernel.cradle.flags.override('developerMode', false);
      try {
        await as('admin').delete(`/api/developer/businesses/${kims}`, { confirmation: 'DELETE' }).expect(404);
        await as('admin').delete('/api/developer/clear-all', { confirmation: 'CLEAR ALL' }).expect(404);
        await as('admin').get('/api/developer/exports').expect(404);
      } finally {
        app.kernel.cradle.flags.override('developerMode', true);
      }
      expect((await counts()).businesses).toBe(2);
    });

    it('removes the business with its promotions, campaigns, events, poster and files, and leaves the others', async () => {
      await as('admin').delete('/api/developer/businesses/99999').send({ confirmation: 'DELETE' }).expect(404);
      const filesBefore = Object.keys(await storedFiles());
      const res = await as('admin').delete(`/api/developer/businesses/${kims}`, { confirmation: 'DELETE' }).expect(200);
      expect(res.body).toEqual({
        message: 'Business profile deleted successfully',
        business: { id: kims, name: 'Glow Beauty Studio' },
        export: expect.stringMatching(new RegExp(`^business-${kims}-.+\\.json$`)),
        removed: { businesses: 1, promotions_business_settings: 1, promotions_items: 1, promotions_campaigns: 1, promotions_campaign_items: 1, promotions_events: 1, promotions_posters: 1, promotions_claims: 0 },
        files: 3,
      });
      expect(await counts()).toEqual({ businesses: 1, promotions_business_settings: 1, promotions_items: 1, promotions_campaigns: 1, promotions_campaign_items: 1, promotions_events: 1, promotions_posters: 1, promotions_claims: 0 });
      const { storage } = app.kernel.cradle;
      const left = Object.keys(await storedFiles());
      expect(left).toHaveLength(3);
      expect(filesBefore.filter((key) => !left.includes(key)).every((key) => !existsSync(storage.localPath(key)!))).toBe(true);
      await as('maria').get(`/api/businesses/${marias}`).expect(200);
      const [event] = await audit('developer.business_deleted');
      expect(event).toMatchObject({ actorEmail: 'boss@tapin.example', subjectType: 'business', subjectId: String(kims), origin: 'http', details: { name: 'Glow Beauty Studio', files: 3 } });
      // The way back, from the developer-mode screen or the console: first what would come back (rehearsed,
      // nothing changes), then the restore itself, audited.
      const preview = `/api/developer/exports/${res.body.export}/preview`;
      const restore = `/api/developer/exports/${res.body.export}/restore`;
      const afterDelete = await counts();
      expect((await as('admin').get(preview).expect(200)).body).toEqual({
        export: res.body.export,
        createdAt: expect.any(String),
        businesses: [{ id: kims, name: 'Glow Beauty Studio' }],
        restored: res.body.removed,
        files: 3,
        notes: [],
        refusal: null,
      });
      expect(await counts()).toEqual(afterDelete);
      await as('kim').get(preview).expect(403);
      await as('kim').post(restore).expect(403);
      await as('admin').get('/api/developer/exports/..%2F..%2Ftapin.sqlite/preview').expect(404);
      expect((await as('admin').post(restore).expect(200)).body).toEqual({ export: res.body.export, restored: res.body.removed, files: 3, notes: [] });
      expect(await counts()).toEqual({ businesses: 2, promotions_business_settings: 2, promotions_items: 2, promotions_campaigns: 2, promotions_campaign_items: 2, promotions_events: 2, promotions_posters: 2, promotions_claims: 0 });
      expect(filesBefore.every((key) => existsSync(storage.localPath(key)!))).toBe(true);
      await as('kim').get(`/api/businesses/${kims}`).expect(200);
      expect((await audit('developer.restored'))[0]).toMatchObject({ actorEmail: 'boss@tapin.example', subjectType: 'export', subjectId: res.body.export, origin: 'http' });
      // A second time: the preview says why not, and the restore refuses it in the same words.
      const again = `Business ${kims} exists: a restore only puts back businesses that are gone`;
      expect((await as('admin').get(preview).expect(200)).body.refusal).toBe(again);
      expect((await as('admin').post(restore).expect(409)).body.message).toBe(again);
      await as('admin').delete(`/api/developer/businesses/${kims}`, { confirmation: 'DELETE' }).expect(200);
    });

    it('refuses, clearly and before anything is written, a restore whose ids now belong to something else', async () => {
      const { db } = app.kernel.cradle;
      const kim = await fullBusiness('kim', 'Glow Again');
      const promotion = (await db('promotions_items').where({ businessId: kim }).first('id')) as { id: number };
      const res = await as('admin').delete(`/api/developer/businesses/${kim}`, { confirmation: 'DELETE' }).expect(200);
      // Since the export, the promotion's id has been given to a promotion of Maria's.
      const marias_ = (await db('promotions_items').where({ businessId: marias }).first()) as Record<string, unknown>;
      await db('promotions_items').insert({ ...marias_, id: promotion.id, title: 'Made since the export' });
      const before = { rows: await counts(), files: await storedFiles() };
      const refusal = new RegExp(`^Restore refused, nothing was restored: promotions_items already has a row with (id ${promotion.id}|the same id), which now belongs to something made since the export$`);
      expect((await as('admin').get(`/api/developer/exports/${res.body.export}/preview`).expect(200)).body.refusal).toMatch(refusal);
      expect((await as('admin').post(`/api/developer/exports/${res.body.export}/restore`).expect(409)).body.message).toMatch(refusal);
      expect({ rows: await counts(), files: await storedFiles() }).toEqual(before);
      await as('kim').get(`/api/businesses/${kim}`).expect(404);
      await db('promotions_items').where({ id: promotion.id }).delete();
    });
  });

  describe('clearing everything, and the way back', () => {
    beforeAll(async () => {
      await fullBusiness('kim', 'Glow Beauty Studio');
    }, 60_000);

    it('needs the typed confirmation CLEAR ALL: otherwise 400, nothing deleted, no export', async () => {
      const before = await counts();
      const exportsBefore = (await as('admin').get('/api/developer/exports').expect(200)).body;
      for (const body of [undefined, { confirmation: 'DELETE' }, { confirmation: 'clear all' }]) {
        expect((await as('admin').delete('/api/developer/clear-all', body).expect(400)).body.message).toBe("Please type 'CLEAR ALL' to confirm clearing all data");
      }
      await as('kim').delete('/api/developer/clear-all', { confirmation: 'CLEAR ALL' }).expect(403);
      expect(await counts()).toEqual(before);
      expect((await as('admin').get('/api/developer/exports').expect(200)).body).toEqual(exportsBefore);
    });

    it('exports, clears business data (accounts stay), and restores the same rows, ids and files', async () => {
      const rowsBefore = await counts();
      const everythingBefore = await allRows();
      const filesBefore = await storedFiles();
      const idsBefore = (await app.kernel.cradle.db('businesses').orderBy('id').select('id')).map((r) => Number(r.id));
      expect(rowsBefore.businesses).toBe(2);

      const res = await as('admin').delete('/api/developer/clear-all', { confirmation: 'CLEAR ALL' }).expect(200);
      expect(res.body).toMatchObject({ message: 'All business data cleared successfully', export: expect.stringMatching(/^clear-all-.+\.json$/), removed: rowsBefore, files: 6 });
      expect(Object.values(await counts()).every((n) => n === 0)).toBe(true);
      expect(Object.values(await storedFiles())).toEqual([]);
      for (const key of Object.keys(filesBefore)) expect(existsSync(app.kernel.cradle.storage.localPath(key)!)).toBe(false);
      await as('kim').get('/api/user').expect(200);

      const listed = (await as('admin').get('/api/developer/exports').expect(200)).body;
      // Newest first: this clear-all, then the three single-business exports written above.
      expect(listed).toHaveLength(4);
      expect(listed[0]).toEqual({ name: res.body.export, size: expect.any(Number), createdAt: expect.any(String) });
      // A page at a time (pageRules.developerExports), with the whole count.
      const page = await as('admin').get('/api/developer/exports?limit=2&offset=1').expect(200);
      expect([page.body, page.headers['x-total-count']]).toEqual([listed.slice(1, 3), '4']);
      expect((await as('admin').get(`/api/developer/exports?limit=${pageRules.developerExports.max + 1}`).expect(400)).body.message).toBe(
        `limit must be a whole number from 1 to ${pageRules.developerExports.max}`,
      );
      const download = await as('admin').get(`/api/developer/exports/${res.body.export}`).buffer(true).parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      }).expect(200);
      expect(download.headers['content-disposition']).toBe(`attachment; filename="${res.body.export}"`);
      const document = JSON.parse((download.body as Buffer).toString('utf8'));
      expect(document).toMatchObject({ format: 'tapin-export', counts: rowsBefore });
      expect(document.businesses.map((b: { id: number }) => b.id)).toEqual(idsBefore);
      await as('kim').get(`/api/developer/exports/${res.body.export}`).expect(403);
      for (const name of ['..%2F..%2Fdb.sqlite', 'clear-all-2026-01-01T00-00-00-000Z.json', '%2Fetc%2Fpasswd']) {
        await as('admin').get(`/api/developer/exports/${name}`).expect(404);
      }
      expect((await audit('developer.clear_all'))[0]).toMatchObject({ subjectType: 'export', subjectId: res.body.export, details: { removed: rowsBefore } });

      const restored = await app.kernel.cradle.developer.restore({ actor: null }, { name: res.body.export });
      expect(restored).toEqual({ export: res.body.export, restored: rowsBefore, files: 6, notes: [] });
      expect(await counts()).toEqual(rowsBefore);
      expect(await allRows()).toEqual(everythingBefore);
      expect(await storedFiles()).toEqual(filesBefore);
      expect((await app.kernel.cradle.db('businesses').orderBy('id').select('id')).map((r) => Number(r.id))).toEqual(idsBefore);
      const [again] = await as('kim').get('/api/businesses').expect(200).then((r) => r.body);
      expect(again).toMatchObject({ name: 'Glow Beauty Studio', published: true, promotionsEnabled: true, brandColors: ['#b5838d'] });
      expect((await as('kim').get(`/api/businesses/${again.id}/promotions`).expect(200)).body[0].imageUrl).toMatch(/^\/uploads\/promotions\//);

      // Restoring twice is refused (the businesses exist again), and takes nothing away.
      await expect(app.kernel.cradle.developer.restore({ actor: null }, { name: res.body.export })).rejects.toThrow(/exists/);
      expect(await storedFiles()).toEqual(filesBefore);
      // New rows continue after the restored ids.
      const next = (await as('maria').post('/api/businesses', { name: 'After the restore' }).expect(201)).body;
      expect(next.id).toBeGreaterThan(Math.max(...idsBefore));
    });
  });
});
