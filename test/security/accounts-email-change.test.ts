import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '@tapin/core/testing';
import { openMailbox } from './support/mailbox.js';
import { client, signInApp } from './support/signin-kit.js';

/**
 * Changing the sign-in e-mail ends what was sent to the old address: a sign-in link or a two-step code
 * still in the old mailbox no longer signs anyone in (docs/decisions.md#accounts-seats-and-the-waitlist).
 */
describe('an e-mail change revokes what was sent to the old address', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  const OLD = 'pat@shop.com';
  const NEW = 'pat@newshop.com';

  /** The owner changes their address in Settings → Profile and opens the link sent to the new one. */
  async function changeEmail(token: string, mailbox: ReturnType<typeof openMailbox>) {
    const c = client(app!);
    const profile = { name: 'Pat Owner', email: NEW, phone: null, company: null, website: null, currentPassword: 'secret1' };
    const pending = await c.http().put('/api/settings/profile').set('Authorization', `Bearer ${token}`).send(profile).expect(200);
    expect(pending.body).toMatchObject({ email: OLD, pendingEmail: NEW });
    await c
      .http()
      .post('/api/auth/confirm-email')
      .send({ token: mailbox.linkToken(NEW, 'confirm_email_change') })
      .expect(200);
    expect((await c.me(token).expect(200)).body.email).toBe(NEW);
  }

  it('refuses a sign-in link sent to the old address before the change', async () => {
    const started = await signInApp();
    app = started.app;
    const mailbox = openMailbox(app);
    const c = client(app);
    const { token } = (await c.register(OLD, 'secret1').expect(201)).body;

    await c.http().post('/api/auth/instant-link').send({ email: OLD }).expect(202);
    const oldLink = mailbox.linkToken(OLD, 'instant_access', '/auth/instant');
    await changeEmail(token, mailbox);

    const refused = await c.http().post('/api/auth/instant').send({ token: oldLink }).expect(401);
    expect(refused.body.message).toBe('This sign-in link has expired or was already used.');
    // A link asked for the new address works.
    await c.http().post('/api/auth/instant-link').send({ email: NEW }).expect(202);
    await c
      .http()
      .post('/api/auth/instant')
      .send({ token: mailbox.linkToken(NEW, 'instant_access', '/auth/instant') })
      .expect(200);
  });

  it('refuses a two-step code sent to the old address before the change', async () => {
    const started = await signInApp();
    app = started.app;
    const mailbox = openMailbox(app);
    const c = client(app);
    const { token } = (await c.register(OLD, 'secret1').expect(201)).body;
    await c
      .http()
      .put('/api/settings/security')
      .set('Authorization', `Bearer ${token}`)
      .send({ twoFactorEnabled: true, loginAlerts: false, sessionTimeout: '30' })
      .expect(200);

    const { challenge } = (await c.login(OLD, 'secret1').expect(200)).body;
    const code = started.secrets.get(OLD)!.at(-1)!;
    expect(code).toMatch(/^\d{6}$/);
    await changeEmail(token, mailbox);

    const refused = await c.http().post('/api/auth/login/code').send({ challenge, code }).expect(401);
    expect(refused.body.message).toBe('This code has expired. Please sign in again.');
  });
});
