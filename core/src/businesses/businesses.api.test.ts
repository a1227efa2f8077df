import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/index.js';
import { REJECTION_EMAIL_HOLD_SECONDS } from './business-service.js';

const complete = {
  name: 'Sol Café',
  description: 'Cuban coffee and breakfast in South Tampa.',
  website: 'www.CafeSol.example/',
  industry: 'Restaurant & Food Service',
  location: 'Tampa, FL',
  contactEmail: 'Hola@CafeSol.example',
  contactPhone: '(813) 555-0100',
  valueProposition: 'Tampa’s best cafecito since 1998',
  services: ['Cuban coffee', 'Breakfast sandwiches', 'Catering'],
  brandColors: ['#C8102E', '#ffb81c'],
};

describe('businesses', () => {
  let app: TestApp;
  const tokens: Record<string, string> = {};
  const as = (who: string) => ({
    get: (path: string) => request(app.callback()).get(path).set('Authorization', `Bearer ${tokens[who]}`),
    post: (path: string, body?: object) => request(app.callback()).post(path).set('Authorization', `Bearer ${tokens[who]}`).send(body),
    put: (path: string, body: object) => request(app.callback()).put(path).set('Authorization', `Bearer ${tokens[who]}`).send(body),
    delete: (path: string) => request(app.callback()).delete(path).set('Authorization', `Bearer ${tokens[who]}`),
  });

  beforeAll(async () => {
    app = await createTestApp();
    for (const who of ['maria', 'dev']) {
      tokens[who] = (await request(app.callback()).post('/api/auth/register').send({ name: who, email: `${who}@x.com`, password: 'secret1' })).body.token;
    }
    await app.kernel.cradle.accounts.createAdmin({ email: 'boss@tapin.example', name: 'Boss', password: 'boss-secret' });
    tokens.admin = (await request(app.callback()).post('/api/auth/login').send({ email: 'boss@tapin.example', password: 'boss-secret' })).body.token;
  });
  afterAll(() => app.close());

  it('creates a business for the caller, primary and pending, with its completion', async () => {
    const res = await as('maria').post('/api/businesses', { ...complete, userId: 999, status: 'approved' }).expect(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      name: 'Sol Café',
      website: 'https://www.CafeSol.example/',
      contactEmail: 'hola@cafesol.example',
      brandColors: ['#c8102e', '#ffb81c'],
      status: 'pending',
      published: false,
      isPrimary: true,
      isTestData: false,
      completion: {
        portfolio: { percentage: 100, completed: 10, total: 10, missingFields: [] },
        profile: { percentage: 100, completed: 5, total: 5, missingFields: [] },
        branding: { completed: 7, total: 10, percentage: 70 },
      },
    });
    const owner = await app.kernel.cradle.db('users').where({ email: 'maria@x.com' }).first('id');
    expect(res.body.userId).toBe(owner.id);
    expect(res.body.completion.branding.missingFields.map((f: { label: string }) => f.label)).toEqual(['Logo', 'Business Card', 'Social Profiles']);
  });

  it('keeps the address line in step with the street address an owner edits, and leaves it when they do not', async () => {
    tokens.lee = (await request(app.callback()).post('/api/auth/register').send({ name: 'Lee', email: 'lee@x.com', password: 'secret1' })).body.token;
    const created = await as('lee').post('/api/businesses', { name: 'Corner Keys', postalAddress: { street: '12 Main St', city: 'Tampa', region: 'FL', postalCode: '33602' } }).expect(201);
    expect(created.body.address).toBe('12 Main St, Tampa, FL 33602');
    const id = created.body.id as number;
    const moved = await as('lee').put(`/api/businesses/${id}`, { postalAddress: { street: '400 N Ashley Dr', city: 'Tampa', region: 'FL', postalCode: '33602' } }).expect(200);
    expect(moved.body).toMatchObject({ address: '400 N Ashley Dr, Tampa, FL 33602', postalAddress: { street: '400 N Ashley Dr', city: 'Tampa', region: 'FL', postalCode: '33602' } });
    const renamed = await as('lee').put(`/api/businesses/${id}`, { name: 'Corner Keys & Locks', category: 'Locksmith', contactName: 'Ana Ruiz', contactTitle: 'Owner' }).expect(200);
    expect(renamed.body).toMatchObject({ address: '400 N Ashley Dr, Tampa, FL 33602', category: 'Locksmith', contactName: 'Ana Ruiz', contactTitle: 'Owner' });
    const given = await as('lee').put(`/api/businesses/${id}`, { address: 'Stall 9, Ybor City Saturday Market', postalAddress: null }).expect(200);
    expect(given.body).toMatchObject({ address: 'Stall 9, Ybor City Saturday Market', postalAddress: null });
    const cleared = await as('lee').put(`/api/businesses/${id}`, { postalAddress: { street: '', city: 'Tampa', region: 'FL', postalCode: '' } }).expect(200);
    expect(cleared.body.address).toBe('Tampa, FL');
    await as('admin').delete(`/api/admin/businesses/${id}`).expect(200);
  });

  it('answers a duplicate website of the same owner with 409 and the existing business', async () => {
    const res = await as('maria').post('/api/businesses', { name: 'Sol Café Two', website: 'http://cafesol.example' }).expect(409);
    expect(res.body).toEqual({
      message: 'A business with this website already exists in your account',
      existingBusiness: {
        id: expect.any(Number),
        name: 'Sol Café',
        website: 'https://www.CafeSol.example/',
        createdAt: expect.any(String),
        published: false,
      },
    });
    // Another owner may list the same website.
    await as('dev').post('/api/businesses', { name: 'Copycat', website: 'cafesol.example' }).expect(201);
  });

  it('validates fields with messages that name them', async () => {
    expect((await as('maria').post('/api/businesses', { name: '  ' }).expect(400)).body.message).toBe('Business name required');
    expect((await as('maria').post('/api/businesses', { name: 'X', contactEmail: 'nope' }).expect(400)).body).toMatchObject({
      field: 'contactEmail',
      message: 'Please enter a valid email address',
    });
    expect((await as('maria').post('/api/businesses', { name: 'X', brandColors: ['red'] }).expect(400)).body.message).toBe(
      'Brand colors must be hex colors like #1a2b3c',
    );
  });

  it('shows owners only their own businesses; another owner’s is a 404', async () => {
    const mine = (await as('maria').get('/api/businesses').expect(200)).body;
    expect(mine.map((b: { name: string }) => b.name)).toEqual(['Sol Café']);
    expect(mine[0].extractedData).toBeUndefined();
    const devs = (await as('dev').get('/api/businesses').expect(200)).body;
    expect(devs.map((b: { name: string }) => b.name)).toEqual(['Copycat']);
    const id = mine[0].id;
    await as('dev').get(`/api/businesses/${id}`).expect(404, { message: 'Business not found' });
    await as('dev').put(`/api/businesses/${id}`, { name: 'Hijacked' }).expect(404);
    await as('dev').post(`/api/businesses/${id}/publish`).expect(404);
    await request(app.callback()).get(`/api/businesses/${id}`).expect(401);
    const all = (await as('admin').get('/api/businesses').expect(200)).body;
    expect(all).toHaveLength(2);
  });

  it('publishes only with the five required fields, naming what is missing', async () => {
    const draft = (await as('dev').post('/api/businesses', { name: 'Patel Law', website: 'patel-law.example' }).expect(201)).body;
    const refused = await as('dev').post(`/api/businesses/${draft.id}/publish`).expect(400);
    expect(refused.body).toEqual({
      message: 'Please complete: Description, Industry, Location, Contact Email',
      missingFields: [
        { field: 'description', label: 'Description' },
        { field: 'industry', label: 'Industry' },
        { field: 'location', label: 'Location' },
        { field: 'contactEmail', label: 'Contact Email' },
      ],
    });
    await as('dev')
      .put(`/api/businesses/${draft.id}`, { description: 'Estate planning.', industry: 'Professional Services', location: 'Tampa, FL', contactEmail: 'dev@patel-law.example' })
      .expect(200);
    const published = await as('dev').post(`/api/businesses/${draft.id}/publish`).expect(200);
    expect(published.body).toMatchObject({ published: true, publishedAt: expect.any(String) });
    const mail = await app.kernel.cradle.db('emails').where({ template: 'published' }).first();
    expect(mail).toMatchObject({ recipient: 'dev@x.com', subject: 'Patel Law is live in the Tampa Business Directory' });
    await as('dev').post(`/api/businesses/${draft.id}/unpublish`).expect(200);
    expect((await as('dev').get(`/api/businesses/${draft.id}`)).body.published).toBe(false);
  });

  it('leaves promotions to their plugin: without it, the business answers carry none of their fields and their routes are not there', async () => {
    const [business] = (await as('maria').get('/api/businesses')).body;
    await as('maria').post(`/api/businesses/${business.id}/publish`).expect(200);
    await as('maria').post(`/api/businesses/${business.id}/enable-promotions`).expect(404);
    await as('maria').post(`/api/businesses/${business.id}/track-choice`, { choice: 'add_promotions' }).expect(404);
    const view = (await as('maria').get(`/api/businesses/${business.id}`).expect(200)).body;
    expect(view).toMatchObject({ id: business.id, published: true });
    expect(view).not.toHaveProperty('promotionsEnabled');
    const duplicate = await as('maria').post('/api/businesses', { name: 'Sol Café Two', website: 'cafesol.example' }).expect(409);
    expect(duplicate.body.existingBusiness).toEqual({ id: business.id, name: business.name, website: business.website, createdAt: business.createdAt, published: true });
  });

  it('keeps one primary business per owner', async () => {
    const second = (await as('maria').post('/api/businesses', { name: 'Sol Café Food Truck', website: 'soltruck.example' }).expect(201)).body;
    expect(second.isPrimary).toBe(false);
    await as('maria').post(`/api/businesses/${second.id}/set-primary`).expect(200);
    const list = (await as('maria').get('/api/businesses')).body as Array<{ name: string; isPrimary: boolean }>;
    expect(list.filter((b) => b.isPrimary).map((b) => b.name)).toEqual(['Sol Café Food Truck']);
  });

  it('refuses a second business when the multipleBusinesses flag is off', async () => {
    app.kernel.cradle.flags.override('multipleBusinesses', false);
    try {
      const res = await as('dev').post('/api/businesses', { name: 'Another one' }).expect(403);
      expect(res.body.message).toBe('Your account can have one business during the beta');
    } finally {
      app.kernel.cradle.flags.override('multipleBusinesses', true);
    }
  });

  it('lets admins moderate, filter and delete through the console resource', async () => {
    const list = await as('admin').get('/api/admin/businesses').query({ filter: JSON.stringify({ published: true }), sort: JSON.stringify(['name', 'ASC']), range: JSON.stringify([0, 9]) }).expect(200);
    expect(list.body.map((b: { name: string }) => b.name)).toEqual(['Sol Café']);
    expect(list.headers['content-range']).toBe('businesses 0-0/1');
    const id = list.body[0].id;
    const approved = await as('admin').put(`/api/admin/businesses/${id}`, { ...list.body[0], status: 'approved' }).expect(200);
    expect(approved.body.status).toBe('approved');
    await as('admin').put(`/api/admin/businesses/${id}`, { status: 'banned' }).expect(400);
    await as('maria').get('/api/admin/businesses').expect(403);
    const copycat = (await as('admin').get('/api/admin/businesses').query({ filter: JSON.stringify({ q: 'copycat' }) })).body[0];
    await as('admin').delete(`/api/admin/businesses/${copycat.id}`).expect(200);
    await as('dev').get(`/api/businesses/${copycat.id}`).expect(404);
  });

  it('tells the owner of a rejected business why, by e-mail, and lets the admin undo it', async () => {
    const created = await as('dev').post('/api/businesses', { ...complete, name: 'Ybor Pawn', website: 'https://ybor-pawn.example' }).expect(201);
    const id = created.body.id;
    await as('dev').post(`/api/businesses/${id}/publish`).expect(200);
    // A reason goes with a rejection only, and is kept short.
    expect((await as('admin').put(`/api/admin/businesses/${id}`, { status: 'approved', reason: 'Looks fine' }).expect(400)).body.message).toContain('reason goes with status rejected');
    await as('admin').put(`/api/admin/businesses/${id}`, { status: 'rejected', reason: 'x'.repeat(501) }).expect(400);

    const rejected = await as('admin').put(`/api/admin/businesses/${id}`, { status: 'rejected', reason: '  The website is for another business.  ' }).expect(200);
    expect(rejected.body.status).toBe('rejected');
    const { db } = app.kernel.cradle;
    const mail = await db('emails').where({ template: 'rejected' }).orderBy('id', 'desc').first('recipient', 'subject', 'body', 'status', 'businessId');
    // Held while the admin may still undo it.
    expect(mail).toMatchObject({ recipient: 'dev@x.com', subject: 'Ybor Pawn was not approved for the Tampa Business Directory', status: 'held', businessId: id });
    expect(mail.body).toContain('The reason given: The website is for another business.');
    const audit = await db('audit_events').where({ action: 'business.moderated', subjectId: id }).orderBy('id', 'desc').first('details');
    expect(JSON.parse(String(audit.details))).toMatchObject({ from: 'pending', to: 'rejected', reason: 'The website is for another business.' });

    // Undo: back to where it was; the held e-mail is withdrawn, so the owner is told nothing, and none goes later.
    await as('admin').put(`/api/admin/businesses/${id}`, { status: 'pending' }).expect(200);
    expect((await as('dev').get(`/api/businesses/${id}`)).body.status).toBe('pending');
    const statuses = async () => (await db('emails').where({ template: 'rejected' }).orderBy('id').select('status')).map((r) => r.status as string);
    expect(await statuses()).toEqual(['withdrawn']);
    const { mailer } = app.kernel.cradle;
    expect(await mailer.releaseHeld()).toBe(0);

    // A rejection that stands goes out once its hold has lapsed, not before.
    await as('admin').put(`/api/admin/businesses/${id}`, { status: 'rejected', reason: 'Still the wrong website.' }).expect(200);
    expect(await statuses()).toEqual(['withdrawn', 'held']);
    expect(await mailer.releaseHeld()).toBe(0);
    const sendAfter = (await db('emails').where({ status: 'held' }).first('sendAfter')).sendAfter as string | Date;
    await db('emails').where({ status: 'held' }).update({ sendAfter: new Date(new Date(sendAfter).getTime() - REJECTION_EMAIL_HOLD_SECONDS * 1000).toISOString() });
    expect(await mailer.releaseHeld()).toBe(1);
    expect(await statuses()).toEqual(['withdrawn', 'recorded']);
    // Undone after it went: nothing to withdraw, and the e-mail stays as sent.
    await as('admin').put(`/api/admin/businesses/${id}`, { status: 'pending' }).expect(200);
    expect(await statuses()).toEqual(['withdrawn', 'recorded']);
  });

  it("shows what changed since the last approval, and puts an owner's change to an approved profile back in the queue", async () => {
    const created = await as('dev').post('/api/businesses', { ...complete, name: 'Ybor Books', website: 'https://ybor-books.example' }).expect(201);
    const id = created.body.id;
    const fresh = await as('admin').get(`/api/admin/businesses/${id}`).expect(200);
    expect(fresh.body).toMatchObject({ status: 'pending', approvedAt: null, reviewChanges: null });

    await as('admin').put(`/api/admin/businesses/${id}`, { status: 'approved' }).expect(200);
    const approved = await as('admin').get(`/api/admin/businesses/${id}`).expect(200);
    expect(approved.body.approvedAt).toEqual(expect.any(String));
    expect(approved.body.reviewChanges).toEqual([]);

    // The owner edits two reviewed fields: the business is pending again, still listed, and the console names the changes.
    const edited = await as('dev').put(`/api/businesses/${id}`, { description: 'Used and rare books in Ybor City.', services: ['Used books', 'Rare books'] }).expect(200);
    expect(edited.body.status).toBe('pending');
    const queue = await as('admin').get('/api/admin/businesses').query({ filter: JSON.stringify({ status: 'pending', q: 'Ybor Books' }) }).expect(200);
    expect(queue.body[0].reviewChanges).toEqual([
      { field: 'description', label: 'Description', before: complete.description, after: 'Used and rare books in Ybor City.' },
      { field: 'services', label: 'Services', before: complete.services, after: ['Used books', 'Rare books'] },
    ]);

    // Approving again takes the new profile as approved; an admin's own edit of an approved business is approved with it.
    await as('admin').put(`/api/admin/businesses/${id}`, { status: 'approved' }).expect(200);
    const byAdmin = await as('admin').put(`/api/admin/businesses/${id}`, { location: 'Ybor City, Tampa, FL' }).expect(200);
    expect(byAdmin.body).toMatchObject({ status: 'approved', reviewChanges: [] });

    // A save that changes nothing a reviewer approved (the same values) keeps the approval.
    const same = await as('dev').put(`/api/businesses/${id}`, { location: 'Ybor City, Tampa, FL' }).expect(200);
    expect(same.body.status).toBe('approved');

    // Another owner sees none of it, and the owner's own view carries no review fields.
    await as('maria').get(`/api/businesses/${id}`).expect(404);
    expect((await as('dev').get(`/api/businesses/${id}`).expect(200)).body).not.toHaveProperty('reviewChanges');
  });
});
