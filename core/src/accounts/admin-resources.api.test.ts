import type { Server } from 'node:http';
import { fetchUtils, type DataProvider } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture, tokenFromLink } from '../testing/smtp-capture.js';
import { createTestApp, TestClock, type TestApp } from '../testing/index.js';

/**
 * The admin console's resources, driven by the console's own data provider (ra-data-simple-rest over
 * the global fetch) against a listening server.
 */
describe('admin resources through ra-data-simple-rest', () => {
  let app: TestApp;
  let server: Server;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let api: string;
  let admin: DataProvider;
  let owner: DataProvider;
  const clock = new TestClock();

  const provider = (token: string) =>
    simpleRestProvider(api, (url, options = {}) =>
      fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: `Bearer ${token}` } }),
    );

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    app = await createTestApp({ clock, config: { accounts: { betaLimit: 3, adminEmails: [] }, mail: { smtpUrl: smtp.url } } });
    server = await app.listen(0, '127.0.0.1');
    api = `http://127.0.0.1:${(server.address() as { port: number }).port}/api/admin`;
    const register = (name: string, email: string) =>
      request(app.callback()).post('/api/auth/register').send({ name, email, password: 'secret1' });
    for (const [name, email] of [
      ['Maria Lopez', 'maria@cafesol.com'],
      ['Dev Patel', 'dev@patel-law.com'],
      ['Kim Nguyen', 'kim@glowsalon.com'],
      ['Wait One', 'w1@wait.com'],
      ['Wait Two', 'w2@wait.com'],
      ['Wait Three', 'w3@wait.com'],
      ['Wait Four', 'w4@wait.com'],
    ]) {
      await register(name!, email!);
      clock.advanceMinutes(1);
    }
    const boss = await app.kernel.cradle.accounts.createAdmin({ email: 'boss@tapin.example', name: 'Boss', password: 'boss-secret' });
    const signIn = async (email: string, password: string) =>
      (await request(app.callback()).post('/api/auth/login').send({ email, password })).body.token as string;
    admin = provider(await signIn(boss.email, 'boss-secret'));
    owner = provider(await signIn('maria@cafesol.com', 'secret1'));
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('lists users with sort, range and a search filter', async () => {
    const page = await admin.getList('users', { pagination: { page: 1, perPage: 2 }, sort: { field: 'email', order: 'ASC' }, filter: {} });
    expect(page.total).toBe(4);
    expect(page.data.map((u) => u.email)).toEqual(['boss@tapin.example', 'dev@patel-law.com']);
    const second = await admin.getList('users', { pagination: { page: 2, perPage: 2 }, sort: { field: 'email', order: 'ASC' }, filter: {} });
    expect(second.data.map((u) => u.email)).toEqual(['kim@glowsalon.com', 'maria@cafesol.com']);
    const search = await admin.getList('users', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: { q: 'PATEL' } });
    expect(search.data.map((u) => u.name)).toEqual(['Dev Patel']);
    const admins = await admin.getList('users', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: { role: 'admin' } });
    expect(admins.data).toEqual([expect.objectContaining({ email: 'boss@tapin.example', role: 'admin', createdAt: expect.any(String) })]);
    expect(admins.data[0]).not.toHaveProperty('passwordHash');
  });

  it('gets one user, several by id, and changes a role', async () => {
    const { data: dev } = await admin.getOne('users', { id: 2 });
    expect(dev).toMatchObject({ id: 2, email: 'dev@patel-law.com', role: 'business_owner' });
    const many = await admin.getMany('users', { ids: [1, 3] });
    expect(many.data.map((u) => u.id).sort()).toEqual([1, 3]);
    const { data: promoted } = await admin.update('users', { id: 2, data: { ...dev, role: 'admin', name: 'ignored' }, previousData: dev });
    expect(promoted).toMatchObject({ id: 2, role: 'admin', name: 'Dev Patel' });
    // The seat this freed went to the next in line at once.
    expect(await app.kernel.cradle.accounts.findByEmail('w1@wait.com')).toMatchObject({ role: 'business_owner' });
    // Demoted, an admin takes a seat again, even past the limit (4 of 3 from here on).
    await admin.update('users', { id: 2, data: { role: 'business_owner' }, previousData: promoted });
    await expect(admin.update('users', { id: 2, data: { role: 'superuser' }, previousData: promoted })).rejects.toMatchObject({ status: 400 });
  });

  it('lists the waitlist in line order, removes an entry and renumbers the rest', async () => {
    const before = await admin.getList('waitlist', { pagination: { page: 1, perPage: 10 }, sort: { field: 'position', order: 'ASC' }, filter: {} });
    expect(before.data.map((e) => [e.position, e.email])).toEqual([
      [1, 'w2@wait.com'],
      [2, 'w3@wait.com'],
      [3, 'w4@wait.com'],
    ]);
    const { data: removed } = await admin.delete('waitlist', { id: before.data[1]!.id });
    expect(removed).toMatchObject({ email: 'w3@wait.com', position: 2 });
    const after = await admin.getList('waitlist', { pagination: { page: 1, perPage: 10 }, sort: { field: 'position', order: 'ASC' }, filter: {} });
    expect(after.data.map((e) => [e.position, e.email])).toEqual([
      [1, 'w2@wait.com'],
      [2, 'w4@wait.com'],
    ]);
  });

  it('admits from the waitlist only when a seat is free or when forced, with a single-use sign-in link', async () => {
    const [first] = (await admin.getList('waitlist', { pagination: { page: 1, perPage: 1 }, sort: { field: 'position', order: 'ASC' }, filter: {} })).data;
    const http = () => request(app.callback());
    const adminToken = (await http().post('/api/auth/login').send({ email: 'boss@tapin.example', password: 'boss-secret' })).body.token;
    const full = await http().post(`/api/admin/waitlist/${first!.id}/admit`).set('Authorization', `Bearer ${adminToken}`).send({}).expect(409);
    expect(full.body.message).toBe('No free seat: 4 of 3 seats are taken. Admit anyway with force.');

    const admitted = await http().post(`/api/admin/waitlist/${first!.id}/admit`).set('Authorization', `Bearer ${adminToken}`).send({ force: true }).expect(201);
    expect(admitted.body).toMatchObject({ user: { email: 'w2@wait.com', role: 'business_owner' }, entry: { position: 1 } });
    const rest = await admin.getList('waitlist', { pagination: { page: 1, perPage: 10 }, sort: { field: 'position', order: 'ASC' }, filter: {} });
    expect(rest.data.map((e) => [e.position, e.email])).toEqual([[1, 'w4@wait.com']]);

    // The "spot opened" e-mail carries a link that signs them in once; their registered password works too.
    await app.kernel.cradle.mailer.idle();
    const mail = smtp.lastTo('w2@wait.com');
    expect(mail.subject).toBe('A spot opened up: welcome to TAPin');
    const token = tokenFromLink(mail.text);
    const signedIn = await http().post('/api/auth/instant').send({ token }).expect(200);
    expect(signedIn.body.user.email).toBe('w2@wait.com');
    expect((await http().post('/api/auth/instant').send({ token }).expect(401)).body.message).toBe(
      'This sign-in link has expired or was already used.',
    );
    await http().post('/api/auth/login').send({ email: 'w2@wait.com', password: 'secret1' }).expect(200);
  });

  it('shows the e-mail outbox read-only, with sign-in secrets hidden', async () => {
    const list = await admin.getList('emails', { pagination: { page: 1, perPage: 50 }, sort: { field: 'createdAt', order: 'DESC' }, filter: { template: 'spot_opened' } });
    expect(list.total).toBe(2);
    expect(list.data.map((e) => e.recipient).sort()).toEqual(['w1@wait.com', 'w2@wait.com']);
    for (const email of list.data) {
      expect(email).toMatchObject({ status: 'sent', subject: 'A spot opened up: welcome to TAPin' });
      expect(email.body).toContain('[hidden]');
      expect(email.body).not.toContain('token=');
    }
    const { data } = await admin.getOne('emails', { id: list.data[0]!.id });
    expect(data.id).toBe(list.data[0]!.id);
    await expect(admin.delete('emails', { id: data.id })).rejects.toMatchObject({ status: 404 });
  });

  it('is closed to everyone but admins', async () => {
    await expect(owner.getList('users', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).rejects.toMatchObject({ status: 403 });
    await expect(owner.getList('waitlist', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).rejects.toMatchObject({ status: 403 });
    await expect(owner.getOne('emails', { id: 1 })).rejects.toMatchObject({ status: 403 });
    await request(app.callback()).get('/api/admin/users').expect(401);
    await request(app.callback()).post('/api/admin/waitlist/1/admit').send({}).expect(401);
  });

  it('does not let an admin change their own role', async () => {
    const { data: me } = await admin.getOne('users', { id: 4 });
    await expect(admin.update('users', { id: 4, data: { role: 'business_owner' }, previousData: me })).rejects.toMatchObject({ status: 403 });
  });

  // Last: it moves the clock past everyone's sessions.
  it('expires a sign-in link that was never used', async () => {
    const { accounts } = app.kernel.cradle;
    const user = await accounts.findByEmail('kim@glowsalon.com');
    const link = await app.kernel.cradle.signIn.createInstantLink(user!.id);
    clock.advanceMinutes(48 * 60 + 1);
    await request(app.callback()).post('/api/auth/instant').send({ token: new URL(link).searchParams.get('token') }).expect(401);
  });
});
