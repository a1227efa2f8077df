import { createTestApp, ensureAdminAccess, type TestApp } from '@tapin/core/testing';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { openMailbox, type Mailbox } from './support/mailbox.js';

/**
 * Admin by claiming an address (issue 11, high): rights from ADMIN_EMAILS only ever go to an address whose
 * owner proved they read its mail, and a new sign-in address counts only once confirmed from it
 * (docs/decisions.md#accounts-seats-and-the-waitlist).
 */

let app: TestApp | undefined;
let mail: Mailbox;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function start(adminEmails: string[] = []) {
  app = await createTestApp({ config: { accounts: { betaLimit: 5, adminEmails } } });
  mail = openMailbox(app);
  return app;
}

const http = () => request(app!.callback());
const register = (email: string) => http().post('/api/auth/register').send({ name: 'Mallory', email, password: 'secret-1' });
const userOf = (email: string) => app!.kernel.cradle.db('users').where({ email }).first();

function restartWith(adminEmails: string[]) {
  const cradle = app!.kernel.cradle;
  return ensureAdminAccess({ ...cradle, config: { ...cradle.config, accounts: { ...cradle.config.accounts, adminEmails } } });
}

describe('admin rights from ADMIN_EMAILS', () => {
  it('makes one account for an address when several processes start at once (issue 29), with one sign-in link', async () => {
    await start();
    const results = await Promise.allSettled([1, 2, 3].map(() => restartWith(['ops@claim.test'])));
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'up'))).toEqual(['up', 'up', 'up']);
    expect(await app!.kernel.cradle.db('users').where({ email: 'ops@claim.test' }).select('role')).toEqual([{ role: 'admin' }]);
    expect(mail.sent.filter((m) => m.to === 'ops@claim.test')).toHaveLength(1);
  });

  it('are not given to whoever registers a configured address; confirming it from the mailbox gives them', async () => {
    await start(['boss@claim.test']);
    // The configured account is gone (removed by an operator); someone registers the address.
    await app!.kernel.cradle.db('users').where({ email: 'boss@claim.test' }).delete();
    const res = await register('boss@claim.test').expect(201);
    expect(res.body.user.role).toBe('business_owner');
    expect(await userOf('boss@claim.test')).toMatchObject({ role: 'business_owner' });
    await restartWith(['boss@claim.test']);
    expect(await userOf('boss@claim.test')).toMatchObject({ role: 'business_owner' });

    await http().post('/api/auth/confirm-email').send({ token: mail.linkToken('boss@claim.test', 'welcome') }).expect(200);
    expect(await userOf('boss@claim.test')).toMatchObject({ role: 'admin' });
  });

  it('are not given at start to an account whose address is unconfirmed', async () => {
    await start();
    await register('owner@claim.test').expect(201);
    await restartWith(['owner@claim.test']);
    expect(await userOf('owner@claim.test')).toMatchObject({ role: 'business_owner' });
    expect(app!.logs.some((l) => String(l.msg).includes('owner@claim.test') && String(l.msg).includes('not confirmed'))).toBe(true);

    await http().post('/api/auth/confirm-email').send({ token: mail.linkToken('owner@claim.test', 'welcome') }).expect(200);
    await restartWith(['owner@claim.test']);
    expect(await userOf('owner@claim.test')).toMatchObject({ role: 'admin' });
  });
});

describe('changing the sign-in e-mail', () => {
  it('waits for the link sent to the new address and tells the old one; a restart never makes the unconfirmed address admin', async () => {
    await start();
    const res = await register('pat@claim.test').expect(201);
    const auth = { Authorization: `Bearer ${res.body.token}` };
    const profile = { name: 'Pat', phone: null, company: null, website: null };
    const saved = await http().put('/api/settings/profile').set(auth).send({ ...profile, email: 'ops@claim.test', currentPassword: 'secret-1' }).expect(200);
    expect(saved.body).toMatchObject({ email: 'pat@claim.test', pendingEmail: 'ops@claim.test' });
    expect(await userOf('pat@claim.test')).toMatchObject({ role: 'business_owner' });
    expect(mail.sent.find((m) => m.to === 'pat@claim.test' && m.template === 'email_change_requested')?.text).toContain('ops@claim.test');
    await http().post('/api/auth/login').send({ email: 'ops@claim.test', password: 'secret-1' }).expect(401);

    // A restart that lists the new address gives it to its mailbox (a password-less admin and a sign-in
    // link), not to the account that asked for it; the pending change can then no longer happen.
    await restartWith(['ops@claim.test']);
    expect(await userOf('pat@claim.test')).toMatchObject({ role: 'business_owner' });
    expect(await userOf('ops@claim.test')).toMatchObject({ role: 'admin', passwordHash: null });
    const token = mail.linkToken('ops@claim.test', 'confirm_email_change');
    expect((await http().post('/api/auth/confirm-email').send({ token }).expect(409)).body.message).toBe('Another account already uses this email');
    expect(await userOf('pat@claim.test')).toMatchObject({ role: 'business_owner' });
  });

  it('changes the address once the new one is confirmed; only then can ADMIN_EMAILS count it', async () => {
    await start();
    const res = await register('pat@claim.test').expect(201);
    const auth = { Authorization: `Bearer ${res.body.token}` };
    const profile = { name: 'Pat', phone: null, company: null, website: null };
    await http().put('/api/settings/profile').set(auth).send({ ...profile, email: 'pat@new.test', currentPassword: 'secret-1' }).expect(200);
    const token = mail.linkToken('pat@new.test', 'confirm_email_change');
    expect((await http().post('/api/auth/confirm-email').send({ token }).expect(200)).body).toEqual({
      message: 'Your e-mail address is confirmed.',
      email: 'pat@new.test',
    });
    await http().post('/api/auth/confirm-email').send({ token }).expect(400);
    expect(await userOf('pat@new.test')).toMatchObject({ emailConfirmedAt: expect.any(String) });
    expect((await http().get('/api/settings/profile').set(auth).expect(200)).body).toMatchObject({ email: 'pat@new.test', pendingEmail: null });
    await http().post('/api/auth/login').send({ email: 'pat@new.test', password: 'secret-1' }).expect(200);
    await http().post('/api/auth/login').send({ email: 'pat@claim.test', password: 'secret-1' }).expect(401);

    await restartWith(['pat@new.test']);
    expect(await userOf('pat@new.test')).toMatchObject({ role: 'admin' });
  });

  it('refuses the link when another account took the address meanwhile', async () => {
    await start();
    const res = await register('pat@claim.test').expect(201);
    const auth = { Authorization: `Bearer ${res.body.token}` };
    await http()
      .put('/api/settings/profile')
      .set(auth)
      .send({ name: 'Pat', phone: null, company: null, website: null, email: 'shared@claim.test', currentPassword: 'secret-1' })
      .expect(200);
    await register('shared@claim.test').expect(201);
    const token = mail.linkToken('shared@claim.test', 'confirm_email_change');
    expect((await http().post('/api/auth/confirm-email').send({ token }).expect(409)).body.message).toBe('Another account already uses this email');
    expect(await userOf('pat@claim.test')).toBeDefined();
  });
});
