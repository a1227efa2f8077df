import { createTestApp, TestClock, type TestApp } from '@tapin/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { networkPlugin } from './index.js';
import { networkOwners } from './testing/network-owners.js';

const DAY = 24 * 60 * 60_000;

/** The Pioneer network's rules, through the API (SQLite, or PostgreSQL with DATABASE_URL). */
describe('the Pioneer network: saved businesses, connections and blocks', () => {
  let app: TestApp;
  const clock = new TestClock('2026-12-01T15:00:00.000Z');
  const owners = networkOwners(() => app);
  const { businesses, as } = owners;
  const people = ['ana', 'bo', 'cy', 'di', 'ed'];
  const connect = (who: string, to: string, note?: string) => as(who).post('/api/network/connections', { businessId: businesses[to], ...(note === undefined ? {} : { note }) });
  const overview = async (who: string) => (await as(who).get('/api/network').expect(200)).body;
  const unread = async (who: string) => (await as(who).get('/api/notifications').expect(200)).body;
  /** Time passes: the sessions lapse, and everyone signs in again. */
  const later = async (ms: number) => {
    clock.advance(ms);
    for (const who of [...people, 'admin']) await owners.signIn(who);
  };

  beforeAll(async () => {
    app = await createTestApp({ plugins: [networkPlugin], clock, config: { accounts: { betaLimit: 40, adminEmails: [] } } });
    for (const who of people) await owners.register(who);
    await owners.admin();
    await owners.business('ana', 'Ana Bakery');
    await owners.business('ana', 'Ana Cakes');
    await owners.business('bo', 'Bo Bikes');
    await owners.business('cy', 'Cy Draft', { publish: false });
    await owners.business('di', 'Di Deli');
    await owners.business('ed', 'Ed Electric');
  });
  afterAll(() => app.close());

  it('sends a request with a note to the other owner, who sees it and a notification, and accepts it', async () => {
    const sent = await connect('ana', 'Bo Bikes', '  Shall we send each other customers?  ').expect(201);
    expect(sent.body).toMatchObject({ status: 'pending', direction: 'outgoing', note: 'Shall we send each other customers?', mine: { name: 'Ana Bakery' }, other: { name: 'Bo Bikes' } });
    const bo = await overview('bo');
    expect(bo.incoming).toHaveLength(1);
    expect(bo.incoming[0]).toMatchObject({ id: sent.body.id, direction: 'incoming', mine: { name: 'Bo Bikes' }, other: { name: 'Ana Bakery' } });
    const notes = await unread('bo');
    expect(notes.unread).toBe(1);
    expect(notes.items[0]).toMatchObject({ kind: 'connection.requested', title: 'Ana Bakery wants to connect with Bo Bikes', body: 'Shall we send each other customers?', link: '/directory?tab=network' });
    expect((await as('ana').get('/api/network/marks').expect(200)).body.states).toEqual({ [businesses['Bo Bikes']!]: 'requested' });
    expect((await as('bo').get('/api/network/marks').expect(200)).body.states).toEqual({ [businesses['Ana Bakery']!]: 'incoming' });

    // Only the owner asked answers; the one who asked cannot accept for them.
    await as('ana').post(`/api/network/connections/${sent.body.id}/accept`).expect(404);
    await as('di').post(`/api/network/connections/${sent.body.id}/accept`).expect(404);
    const accepted = await as('bo').post(`/api/network/connections/${sent.body.id}/accept`).expect(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', direction: 'incoming' });
    await as('bo').post(`/api/network/connections/${sent.body.id}/decline`).expect(409);
    expect((await overview('ana')).connected.map((c: { other: { name: string } }) => c.other.name)).toEqual(['Bo Bikes']);
    expect((await unread('ana')).items[0]).toMatchObject({ kind: 'connection.accepted', title: 'Bo Bikes accepted your request' });
    expect((await as('ana').get('/api/network/marks').expect(200)).body.states).toEqual({ [businesses['Bo Bikes']!]: 'connected' });
    // Marked read: the count goes; another's ids change nothing.
    const bosFirst = (await unread('bo')).items[0].id;
    await as('ana').post('/api/notifications/read', { ids: [bosFirst] }).expect(200);
    expect((await unread('bo')).unread).toBe(1);
    expect((await as('bo').post('/api/notifications/read', {}).expect(200)).body.unread).toBe(0);
  });

  it('refuses a request to a business of your own, to a draft, a duplicate and the reverse of a pending one', async () => {
    expect((await connect('ana', 'Ana Cakes').expect(400)).body.message).toBe('You cannot connect with a business of your own');
    expect((await connect('ana', 'Cy Draft').expect(404)).body.message).toBe('Business not found');
    expect((await connect('cy', 'Ana Bakery').expect(409)).body.message).toBe('Publish your business to connect with other businesses');
    expect((await connect('ana', 'Bo Bikes').expect(409)).body.message).toBe('You are already connected with Bo Bikes');
    await connect('di', 'Ana Bakery').expect(201);
    expect((await connect('di', 'Ana Bakery').expect(409)).body.message).toBe('You already asked to connect with Ana Bakery');
    expect((await connect('ana', 'Di Deli').expect(409)).body.message).toBe('Di Deli has already asked to connect with you: accept their request in My Network');
    expect((await as('ana').post('/api/network/connections', { businessId: businesses['Di Deli'], note: 'x'.repeat(501) }).expect(400)).body.message).toBe('Note must be 500 characters or fewer');
    expect((await as('ana').post('/api/network/connections', { businessId: businesses['Di Deli'], fromBusinessId: businesses['Bo Bikes'] }).expect(400)).body.message).toBe('fromBusinessId must be a published business of yours');
  });

  it('lets a declined business ask again only after 30 days; the one who declined may ask at once', async () => {
    const request = (await overview('ana')).incoming.find((c: { other: { name: string } }) => c.other.name === 'Di Deli');
    await as('ana').post(`/api/network/connections/${request.id}/decline`).expect(200);
    expect((await unread('di')).items[0]).toMatchObject({ kind: 'connection.declined', title: 'Ana Bakery declined your request' });
    expect((await overview('di')).outgoing).toEqual([]);
    const again = await connect('di', 'Ana Bakery').expect(409);
    expect(again.body.message).toBe('Ana Bakery declined your request. You can ask again from 2026-12-31.');
    await later(29 * DAY);
    await connect('di', 'Ana Bakery').expect(409);
    await later(DAY + 1000);
    const asked = await connect('di', 'Ana Bakery', 'A month on: still keen.').expect(201);
    expect(asked.body).toMatchObject({ status: 'pending', note: 'A month on: still keen.' });
    // Withdrawn by the one who asked; the other may then ask.
    await as('ana').delete(`/api/network/connections/${asked.body.id}`).expect(409);
    await as('di').delete(`/api/network/connections/${asked.body.id}`).expect(204);
    await connect('ana', 'Di Deli').expect(201);
  });

  it('lets either side remove a connection', async () => {
    const [connection] = (await overview('bo')).connected;
    await as('di').delete(`/api/network/connections/${connection.id}`).expect(404);
    await as('bo').delete(`/api/network/connections/${connection.id}`).expect(204);
    expect((await overview('ana')).connected).toEqual([]);
    await as('bo').delete(`/api/network/connections/${connection.id}`).expect(404);
  });

  it('blocks an owner: their requests and connections go, no more either way, until unblocked', async () => {
    const pending = (await overview('di')).incoming.find((c: { other: { name: string } }) => c.other.name === 'Ana Bakery');
    expect(pending).toBeDefined();
    const block = await as('di').post('/api/network/blocks', { businessId: businesses['Ana Bakery'] }).expect(201);
    expect(block.body).toMatchObject({ ownerName: 'ana', business: { name: 'Ana Bakery' } });
    expect((await overview('di')).incoming).toEqual([]);
    expect((await overview('ana')).outgoing).toEqual([]);
    expect((await connect('ana', 'Di Deli').expect(403)).body.message).toBe('You cannot connect with this business');
    // Every business of the blocked owner: Ana Cakes too, and the other way.
    expect((await as('ana').post('/api/network/connections', { businessId: businesses['Di Deli'], fromBusinessId: businesses['Ana Cakes'] }).expect(403)).body.message).toBe('You cannot connect with this business');
    expect((await connect('di', 'Ana Cakes').expect(403)).body.message).toBe('You cannot connect with this business');
    expect((await as('di').post('/api/network/blocks', { businessId: businesses['Di Deli'] }).expect(400)).body.message).toBe('You cannot block yourself');
    await as('ana').delete(`/api/network/blocks/${block.body.id}`).expect(404);
    expect((await overview('di')).blocked).toHaveLength(1);
    await as('di').delete(`/api/network/blocks/${block.body.id}`).expect(204);
    await connect('ana', 'Di Deli').expect(201);
  });

  it('limits requests per owner per day', async () => {
    // ed has sent none; sample-free owners to ask: fill the day with requests withdrawn at once.
    const left = (await as('ed').get('/api/network/marks').expect(200)).body.requestsLeft as number;
    expect(left).toBe(20);
    for (let i = 0; i < left; i++) {
      const sent = await connect('ed', 'Bo Bikes').expect(201);
      await as('ed').delete(`/api/network/connections/${sent.body.id}`).expect(204);
    }
    expect((await connect('ed', 'Bo Bikes').expect(429)).body.message).toBe('You can send 20 connection requests a day. Try again tomorrow.');
    await later(DAY);
    await connect('ed', 'Bo Bikes').expect(201);
  });

  it('keeps saved businesses per person on the server, carries a browser’s stars over once, and lists them as cards', async () => {
    await as('bo').put(`/api/network/saved/${businesses['Ana Bakery']}`).expect(204);
    await as('bo').put(`/api/network/saved/${businesses['Ana Bakery']}`).expect(204);
    await as('bo').put(`/api/network/saved/${businesses['Cy Draft']}`).expect(404);
    const imported = await as('bo').post('/api/network/saved/import', { businessIds: [businesses['Di Deli'], businesses['Cy Draft'], 999999, businesses['Di Deli']] }).expect(200);
    expect(imported.body.saved.sort()).toEqual([businesses['Ana Bakery'], businesses['Di Deli']].sort());
    const saved = (await as('bo').get('/api/network/saved').expect(200)).body;
    expect(saved.map((b: { name: string }) => b.name).sort()).toEqual(['Ana Bakery', 'Di Deli']);
    expect(Object.keys(saved[0]).sort()).toEqual(['contactEmail', 'contactPhone', 'createdAt', 'description', 'id', 'industry', 'isTestData', 'location', 'name', 'services', 'valueProposition', 'website'].sort());
    expect((await as('ana').get('/api/network/saved').expect(200)).body).toEqual([]);
    await as('bo').delete(`/api/network/saved/${businesses['Ana Bakery']}`).expect(204);
    expect((await as('bo').get('/api/network/marks').expect(200)).body.saved).toEqual([businesses['Di Deli']]);
    // An unpublished business leaves the saved list (kept, and back when published again).
    await as('di').post(`/api/businesses/${businesses['Di Deli']}/unpublish`).expect(200);
    expect((await as('bo').get('/api/network/saved').expect(200)).body).toEqual([]);
    await as('di').post(`/api/businesses/${businesses['Di Deli']}/publish`).expect(200);
    expect((await as('bo').get('/api/network/saved').expect(200)).body).toHaveLength(1);
  });

  it('lists every connection in the console, where an admin removes an abusive request on the audit trail', async () => {
    const listed = await as('admin').get('/api/admin/connections?sort=["id","ASC"]').expect(200);
    expect(listed.headers['content-range']).toMatch(/^connections 0-\d+\/\d+$/);
    const pending = listed.body.find((c: { status: string; from: { name: string } }) => c.status === 'pending' && c.from.name === 'Ed Electric');
    expect(pending).toMatchObject({ to: { name: 'Bo Bikes' } });
    await as('bo').get('/api/admin/connections').expect(403);
    await as('admin').delete(`/api/admin/connections/${pending.id}`).expect(200);
    expect((await overview('bo')).incoming.map((c: { other: { name: string } }) => c.other.name)).not.toContain('Ed Electric');
    const audit = (await as('admin').get(`/api/admin/audit?filter=${encodeURIComponent(JSON.stringify({ action: 'connection.removed' }))}`).expect(200)).body;
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ subjectType: 'connection', subjectId: String(pending.id) });
  });

  it('lets an admin shut an account out of the network, on the audit trail, and back in', async () => {
    const diId = (await as('di').get('/api/user').expect(200)).body.id;
    const connectedBefore = (await overview('di')).connected.length + (await overview('di')).outgoing.length + (await overview('di')).incoming.length;
    expect(connectedBefore).toBeGreaterThan(0);
    await as('ana').post('/api/admin/network-exclusions', { userId: diId, reason: 'Spam requests' }).expect(403);
    expect((await as('admin').post('/api/admin/network-exclusions', { userId: diId, reason: ' ' }).expect(400)).body.message).toBe('Say why, for the audit trail');
    const excluded = await as('admin').post('/api/admin/network-exclusions', { userId: diId, reason: 'Spam requests' }).expect(201);
    expect(excluded.body).toMatchObject({ id: diId, name: 'di', email: 'di@owner.example', reason: 'Spam requests' });
    // Every request and connection of theirs went; they can ask nobody, and nobody can ask them.
    expect(await overview('di')).toMatchObject({ incoming: [], outgoing: [], connected: [] });
    expect((await connect('di', 'Bo Bikes').expect(403)).body.message).toBe('Your account cannot use the network. Write to the TAPin team if you think this is a mistake.');
    expect((await connect('bo', 'Di Deli').expect(403)).body.message).toBe('You cannot connect with this business');
    expect((await as('admin').get('/api/admin/network-exclusions').expect(200)).body.map((x: { id: number }) => x.id)).toEqual([diId]);
    await as('admin').delete(`/api/admin/network-exclusions/${diId}`).expect(200);
    await as('admin').get(`/api/admin/network-exclusions/${diId}`).expect(404);
    await connect('di', 'Bo Bikes').expect(201);
    const audit = (await as('admin').get(`/api/admin/audit?filter=${encodeURIComponent(JSON.stringify({ subjectType: 'user', subjectId: String(diId) }))}`).expect(200)).body;
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['network.included', 'network.excluded']);
  });

  it('tells the owner of a moderation decision in the notification centre', async () => {
    await as('admin').put(`/api/admin/businesses/${businesses['Ed Electric']}`, { status: 'rejected', reason: 'The phone number does not answer.' }).expect(200);
    expect((await unread('ed')).items[0]).toMatchObject({ kind: 'business.rejected', title: 'Ed Electric was not approved', body: 'The reviewer wrote: The phone number does not answer.', link: `/pioneer-profile/${businesses['Ed Electric']}` });
  });
});
