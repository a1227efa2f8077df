import { createTestApp, TestClock, type TestApp } from '@tapin/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { networkPlugin } from './index.js';
import { networkOwners } from './testing/network-owners.js';

const DAY = 24 * 60 * 60_000;

/** Referrals between connected businesses (SQLite, or PostgreSQL with DATABASE_URL). */
describe('referrals of customers between connected businesses', () => {
  let app: TestApp;
  const clock = new TestClock('2026-12-01T15:00:00.000Z');
  const owners = networkOwners(() => app);
  const { businesses, as } = owners;
  const people = ['ana', 'bo', 'cy'];
  const later = async (ms: number) => {
    clock.advance(ms);
    for (const who of [...people, 'admin']) await owners.signIn(who);
  };
  const customer = { customerName: 'Maria Lopez', customerPhone: '(813) 555-0199', customerEmail: 'maria@home.example', need: 'A bike tune-up before Saturday.', consent: true };
  const refer = (who: string, to: string, body: object = {}) => as(who).post('/api/network/referrals', { toBusinessId: businesses[to], ...customer, ...body });

  beforeAll(async () => {
    app = await createTestApp({ plugins: [networkPlugin], clock, config: { accounts: { betaLimit: 40, adminEmails: [] } } });
    for (const [who, name] of [['ana', 'Ana Bakery'], ['bo', 'Bo Bikes'], ['cy', 'Cy Cycles']] as const) {
      await owners.register(who);
      await owners.business(who, name);
    }
    await owners.admin();
    // Ana and Bo are connected; Cy is connected with no one.
    const asked = (await as('ana').post('/api/network/connections', { businessId: businesses['Bo Bikes'] }).expect(201)).body.id;
    await as('bo').post(`/api/network/connections/${asked}/accept`).expect(200);
  });
  afterAll(() => app.close());

  it('refers a customer who agreed to a connected business, whose owner alone sees their details', async () => {
    const sent = await refer('ana', 'Bo Bikes').expect(201);
    expect(sent.body).toMatchObject({ direction: 'sent', status: 'new', need: 'A bike tune-up before Saturday.', from: { name: 'Ana Bakery' }, to: { name: 'Bo Bikes' }, customer: null, contactDeleted: false });
    const bo = (await as('bo').get('/api/network/referrals').expect(200)).body;
    expect(bo.received[0]).toMatchObject({ id: sent.body.id, direction: 'received', customer: { name: 'Maria Lopez', phone: '(813) 555-0199', email: 'maria@home.example' } });
    expect(JSON.stringify((await as('ana').get('/api/network/referrals').expect(200)).body)).not.toContain('Maria');
    expect(JSON.stringify((await as('cy').get('/api/network/referrals').expect(200)).body)).toBe('{"received":[],"sent":[]}');
    const notes = (await as('bo').get('/api/notifications').expect(200)).body;
    expect(notes.items[0]).toMatchObject({ kind: 'referral.received', title: 'Ana Bakery referred a customer to Bo Bikes', body: 'A bike tune-up before Saturday.' });
    // The console lists it without the customer's details or what they need.
    const listed = (await as('admin').get('/api/admin/referrals').expect(200)).body;
    expect(listed[0]).toMatchObject({ id: sent.body.id, status: 'new', from: { name: 'Ana Bakery' }, to: { name: 'Bo Bikes' } });
    expect(JSON.stringify(listed)).not.toMatch(/Maria|555-0199|maria@|tune-up/);
    expect(JSON.stringify((await as('admin').get(`/api/admin/referrals/${sent.body.id}`).expect(200)).body)).not.toMatch(/Maria|555-0199|maria@|tune-up/);
  });

  it('refuses a referral without consent, without a way to reach the customer, or to a business not connected', async () => {
    expect((await refer('ana', 'Bo Bikes', { consent: false }).expect(400)).body.message).toBe('The customer must agree to be contacted before you refer them');
    const { consent: _consent, ...withoutConsent } = customer;
    expect((await as('ana').post('/api/network/referrals', { toBusinessId: businesses['Bo Bikes'], ...withoutConsent }).expect(400)).body.message).toBe('The customer must agree to be contacted before you refer them');
    expect((await refer('ana', 'Bo Bikes', { customerPhone: '', customerEmail: '' }).expect(400)).body.message).toBe("Give the customer's phone number or e-mail address");
    expect((await refer('ana', 'Bo Bikes', { customerEmail: 'not-an-address' }).expect(400)).body.message).toBe('Enter a valid e-mail address');
    expect((await refer('ana', 'Bo Bikes', { customerName: ' ' }).expect(400)).body.message).toBe("Enter the customer's name");
    expect((await refer('ana', 'Cy Cycles').expect(409)).body.message).toBe('You can refer customers only to businesses you are connected with');
    expect((await refer('cy', 'Bo Bikes').expect(409)).body.message).toBe('You can refer customers only to businesses you are connected with');
    // Either side of the connection may refer: Bo to Ana, with an e-mail address only.
    const back = await refer('bo', 'Ana Bakery', { customerPhone: undefined, need: 'A birthday cake for 20.' }).expect(201);
    expect(back.body).toMatchObject({ from: { name: 'Bo Bikes' }, to: { name: 'Ana Bakery' } });
  });

  it('lets only the owner referred to mark it contacted, then won; the sender sees the status; a closed one stays closed', async () => {
    const { id } = (await as('bo').get('/api/network/referrals').expect(200)).body.received[0];
    await as('ana').post(`/api/network/referrals/${id}/status`, { status: 'won' }).expect(404);
    await as('cy').post(`/api/network/referrals/${id}/status`, { status: 'won' }).expect(404);
    expect((await as('bo').post(`/api/network/referrals/${id}/status`, { status: 'maybe' }).expect(400)).body.message).toBe('status must be contacted, won or lost');
    expect((await as('bo').post(`/api/network/referrals/${id}/status`, { status: 'contacted' }).expect(200)).body).toMatchObject({ status: 'contacted', closedAt: null });
    expect((await as('bo').post(`/api/network/referrals/${id}/status`, { status: 'won' }).expect(200)).body).toMatchObject({ status: 'won', closedAt: '2026-12-01T15:00:00.000Z' });
    expect((await as('bo').post(`/api/network/referrals/${id}/status`, { status: 'lost' }).expect(409)).body.message).toBe('This referral is closed: it was marked won');
    expect((await as('ana').get('/api/network/referrals').expect(200)).body.sent[0]).toMatchObject({ id, status: 'won' });
    expect((await as('ana').get('/api/notifications').expect(200)).body.items[0]).toMatchObject({ kind: 'referral.updated', title: 'Bo Bikes marked your referral won' });
  });

  it('counts referrals given, received and won per business, for its owner and admins', async () => {
    expect((await as('bo').get(`/api/businesses/${businesses['Bo Bikes']}/referrals/summary`).expect(200)).body).toEqual({ given: 1, received: 1, won: 1 });
    expect((await as('ana').get(`/api/businesses/${businesses['Ana Bakery']}/referrals/summary`).expect(200)).body).toEqual({ given: 1, received: 1, won: 0 });
    await as('ana').get(`/api/businesses/${businesses['Bo Bikes']}/referrals/summary`).expect(404);
    expect((await as('admin').get(`/api/businesses/${businesses['Bo Bikes']}/referrals/summary`).expect(200)).body.won).toBe(1);
    // And in the console's dashboard, for admins only.
    expect((await as('admin').get('/api/admin/network-summary').expect(200)).body).toMatchObject({ connections: 1, referrals: { referrals: 2, won: 1 } });
    await as('ana').get('/api/admin/network-summary').expect(403);
  });

  it('deletes the customer’s details 180 days after the referral closed, and not before', async () => {
    const { referrals, db } = app.kernel.cradle;
    await later(179 * DAY);
    expect(await referrals.purgeContacts()).toBe(0);
    await later(DAY + 1000);
    expect(await referrals.purgeContacts()).toBe(1);
    const [won] = (await as('bo').get('/api/network/referrals').expect(200)).body.received;
    expect(won).toMatchObject({ status: 'won', customer: null, contactDeleted: true, need: 'A bike tune-up before Saturday.' });
    const stored = await db('networkReferrals').where({ id: won.id }).first('customerName', 'customerPhone', 'customerEmail');
    expect(stored).toEqual({ customerName: '', customerPhone: null, customerEmail: null });
    // The one still open keeps its customer's details.
    const [open] = (await as('ana').get('/api/network/referrals').expect(200)).body.received;
    expect(open.customer).toMatchObject({ name: 'Maria Lopez', email: 'maria@home.example', phone: null });
  });

  it('limits referrals per owner per day', async () => {
    for (let i = 0; i < 50; i++) await refer('ana', 'Bo Bikes', { need: `Customer ${i}` }).expect(201);
    expect((await refer('ana', 'Bo Bikes').expect(429)).body.message).toBe('You can send 50 referrals a day. Try again tomorrow.');
  });
});
