import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClock, type TestApp } from '../testing/index.js';

/**
 * The actions the admin console adds beside its resources: admit the next in line, a sign-in link for a
 * user, an outbox e-mail sent again, bulk approval of businesses and the flags with their sources. Each is
 * for admins only and each that changes something is in the audit trail.
 */
describe('the console actions', () => {
  let app: TestApp;
  const clock = new TestClock();
  let adminToken: string;
  let ownerToken: string;
  const http = () => request(app.callback());
  const asAdmin = (method: 'get' | 'post', path: string) => http()[method](path).set('Authorization', `Bearer ${adminToken}`);

  beforeAll(async () => {
    app = await createTestApp({ clock, config: { accounts: { betaLimit: 1, adminEmails: [] } } });
    const register = (name: string, email: string) => http().post('/api/auth/register').send({ name, email, password: 'secret1' });
    ownerToken = (await register('Maria Lopez', 'maria@cafesol.com')).body.token;
    for (const [name, email] of [['Wait One', 'w1@wait.com'], ['Wait Two', 'w2@wait.com']] as const) {
      clock.advanceMinutes(1);
      await register(name, email).expect(200);
    }
    await app.kernel.cradle.accounts.createAdmin({ email: 'boss@tapin.example', name: 'Boss', password: 'boss-secret' });
    adminToken = (await http().post('/api/auth/login').send({ email: 'boss@tapin.example', password: 'boss-secret' })).body.token;
  });
  afterAll(() => app.close());

  const outbox = async () => (await asAdmin('get', '/api/admin/emails').query({ sort: JSON.stringify(['id', 'DESC']) }).expect(200)).body as Array<{
    id: number;
    recipient: string;
    template: string;
    body: string;
  }>;
  const audit = async (action: string) =>
    (await asAdmin('get', '/api/admin/audit').query({ filter: JSON.stringify({ action }) }).expect(200)).body as Array<{ subjectId: string; details: Record<string, unknown> }>;

  it('admits the next in line: 409 with the seat figures while none is free, then past the limit when forced', async () => {
    const full = await asAdmin('post', '/api/admin/waitlist/admit-next').send({}).expect(409);
    expect(full.body).toMatchObject({ message: 'No free seat: 1 of 1 seats are taken. Admit anyway with force.', seatsTaken: 1, betaLimit: 1 });
    const admitted = await asAdmin('post', '/api/admin/waitlist/admit-next').send({ force: true }).expect(201);
    expect(admitted.body).toMatchObject({ user: { email: 'w1@wait.com', role: 'business_owner' }, entry: { position: 1 } });
    expect((await outbox())[0]).toMatchObject({ recipient: 'w1@wait.com', template: 'spot_opened' });
    const line = (await asAdmin('get', '/api/admin/waitlist').expect(200)).body as Array<{ email: string; position: number }>;
    expect(line.map((e) => [e.position, e.email])).toEqual([[1, 'w2@wait.com']]);
  });

  it('e-mails a sign-in link to the user, never to the admin, and audits it', async () => {
    const maria = await app.kernel.cradle.accounts.findByEmail('maria@cafesol.com');
    const sent = await asAdmin('post', `/api/admin/users/${maria!.id}/sign-in-link`).expect(201);
    expect(sent.body.message).toBe('A sign-in link was e-mailed to maria@cafesol.com.');
    expect(JSON.stringify(sent.body)).not.toMatch(/token=/);
    const [newest] = await outbox();
    expect(newest).toMatchObject({ id: sent.body.emailId, recipient: 'maria@cafesol.com', template: 'instant_access' });
    expect(newest!.body).toContain('[hidden]');
    expect((await audit('user.sign_in_link_sent'))[0]).toMatchObject({ subjectId: String(maria!.id), details: { email: 'maria@cafesol.com' } });
    await asAdmin('post', '/api/admin/users/9999/sign-in-link').expect(404);
  });

  it('resends an e-mail: as it was without a secret, with a fresh link where the stored copy hid one', async () => {
    const waitlistMail = (await outbox()).find((e) => e.template === 'waitlist_confirmation' && e.recipient === 'w2@wait.com')!;
    const again = await asAdmin('post', `/api/admin/emails/${waitlistMail.id}/resend`).expect(201);
    const [copy] = await outbox();
    expect(copy).toMatchObject({ id: again.body.emailId, recipient: 'w2@wait.com', template: 'waitlist_confirmation', body: waitlistMail.body });

    const spot = (await outbox()).find((e) => e.template === 'spot_opened')!;
    const fresh = await asAdmin('post', `/api/admin/emails/${spot.id}/resend`).expect(201);
    const [link] = await outbox();
    expect(link).toMatchObject({ id: fresh.body.emailId, recipient: 'w1@wait.com', template: 'instant_access' });
    expect((await audit('email.resent')).map((e) => e.subjectId)).toEqual([String(spot.id), String(waitlistMail.id)]);
    await asAdmin('post', '/api/admin/emails/9999/resend').expect(404);
  });

  it('never resends a sign-in code', async () => {
    const { id } = await app.kernel.cradle.mailer.send({
      to: 'maria@cafesol.com',
      userId: null,
      email: { template: 'sign_in_code', subject: '123456 is your TAPin sign-in code', text: 'Your code is 123456.', secrets: ['123456'] },
    }).then((emailId) => ({ id: emailId }));
    const refused = await asAdmin('post', `/api/admin/emails/${id}/resend`).expect(409);
    expect(refused.body.message).toMatch(/cannot be sent again/);
  });

  it('approves several businesses at once, each audited, and refuses an unknown id without approving any', async () => {
    const create = async (name: string) =>
      (await http().post('/api/businesses').set('Authorization', `Bearer ${ownerToken}`).send({ name }).expect(201)).body.id as number;
    const [a, b] = [await create('Cafe Sol'), await create('Sol Bakery')];
    await asAdmin('post', '/api/admin/businesses/approve').send({ ids: [a, 9999] }).expect(404);
    expect((await asAdmin('get', `/api/admin/businesses/${a}`).expect(200)).body.status).toBe('pending');

    const res = await asAdmin('post', '/api/admin/businesses/approve').send({ ids: [a, b, a] }).expect(200);
    expect(res.body).toEqual({ approved: [a, b], unchanged: [] });
    const approved = (await asAdmin('get', '/api/admin/businesses').query({ filter: JSON.stringify({ status: 'approved' }) }).expect(200)).body;
    expect(approved.map((x: { id: number }) => x.id).sort()).toEqual([a, b].sort());
    expect((await audit('business.moderated')).map((e) => e.subjectId).sort()).toEqual([String(a), String(b)].sort());
    expect((await asAdmin('post', '/api/admin/businesses/approve').send({ ids: [b] }).expect(200)).body).toEqual({ approved: [], unchanged: [b] });
    expect((await asAdmin('post', '/api/admin/businesses/approve').send({ ids: [] }).expect(400)).body.message).toMatch(/at least one/);
  });

  it('lists every flag with its value and source, and no Unleash interface without Unleash', async () => {
    app.kernel.cradle.flags.override('designSystem', true);
    const res = await asAdmin('get', '/api/admin/flags').expect(200);
    expect(res.body).toMatchObject({ mode: 'local', unleashUiUrl: null });
    expect(res.body.flags).toContainEqual({ name: 'directory', enabled: true, source: 'default' });
    expect(res.body.flags).toContainEqual({ name: 'designSystem', enabled: true, source: 'override' });
  });

  it('is for admins only', async () => {
    for (const [method, path] of [
      ['post', '/api/admin/waitlist/admit-next'],
      ['post', '/api/admin/users/1/sign-in-link'],
      ['post', '/api/admin/emails/1/resend'],
      ['post', '/api/admin/businesses/approve'],
      ['get', '/api/admin/flags'],
    ] as const) {
      await http()[method](path).expect(401);
      await http()[method](path).set('Authorization', `Bearer ${ownerToken}`).send({ ids: [1] }).expect(403);
    }
  });
});
