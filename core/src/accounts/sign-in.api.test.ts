import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { codeFrom, startSmtpCapture } from '../testing/smtp-capture.js';
import { createTestApp, TestClock, type TestApp, type TestAppOptions } from '../testing/index.js';

describe('signing in and sessions', () => {
  let app: TestApp | undefined;
  let clock: TestClock;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function start(options: TestAppOptions = {}) {
    clock = new TestClock();
    app = await createTestApp({ clock, ...options, config: { accounts: { betaLimit: 1 }, ...options.config } });
    return app;
  }
  const http = () => request(app!.callback());
  const register = (email: string, password = 'secret1', name = 'Pat Owner') =>
    http().post('/api/auth/register').send({ name, email, password });
  const login = (email: string, password: string) => http().post('/api/auth/login').send({ email, password });
  const me = (token: string) => http().get('/api/user').set('Authorization', `Bearer ${token}`);

  it('signs in with e-mail and password and gives a token that identifies the user', async () => {
    await start();
    await register('pat@shop.com', 'secret1');
    const res = await login(' PAT@shop.com ', 'secret1').expect(200);
    expect(res.body).toMatchObject({ status: 'signed_in', token: expect.any(String), user: { email: 'pat@shop.com', role: 'business_owner' } });
    await me(res.body.token).expect(200);
  });

  it('refuses bad credentials with one message, whether the e-mail exists or not', async () => {
    await start();
    await register('pat@shop.com');
    expect((await login('pat@shop.com', 'wrong-one').expect(401)).body).toEqual({ message: 'Invalid email or password' });
    expect((await login('nobody@shop.com', 'secret1').expect(401)).body).toEqual({ message: 'Invalid email or password' });
  });

  it('validates the sign-in form on the server with the documented messages', async () => {
    await start();
    expect((await login('nope', 'x').expect(400)).body.message).toBe('Please enter a valid email address');
    expect((await login('pat@shop.com', '').expect(400)).body.message).toBe('Password is required');
  });

  it('tells a waitlisted person their place, but only with their password', async () => {
    await start();
    await register('first@shop.com');
    await register('second@shop.com', 'secret2').expect(200);
    expect((await login('second@shop.com', 'secret2').expect(403)).body).toEqual({ message: "You're #1 on the waitlist.", position: 1 });
    await login('second@shop.com', 'not-it').expect(401);
  });

  it('answers /api/user with 401 without a valid token', async () => {
    await start();
    expect((await http().get('/api/user').expect(401)).body).toEqual({ message: 'Authentication required' });
    await me('made-up-token').expect(401);
    await http().get('/api/user').set('Authorization', 'Basic abc').expect(401);
  });

  it('ends the session on logout, and logout without a session is harmless', async () => {
    await start();
    const { token } = (await register('pat@shop.com')).body;
    await http().post('/api/auth/logout').set('Authorization', `Bearer ${token}`).expect(204);
    await me(token).expect(401);
    await http().post('/api/auth/logout').expect(204);
  });

  it('expires a session after the idle time the user chose, sliding while it is used', async () => {
    await start();
    const { token } = (await register('pat@shop.com')).body;
    // Default 30 minutes, sliding on use.
    clock.advanceMinutes(29);
    await me(token).expect(200);
    clock.advanceMinutes(29);
    await me(token).expect(200);
    clock.advanceMinutes(31);
    await me(token).expect(401);

    const second = (await login('pat@shop.com', 'secret1')).body.token;
    await http()
      .put('/api/settings/security')
      .set('Authorization', `Bearer ${second}`)
      .send({ twoFactorEnabled: false, loginAlerts: false, sessionTimeout: '15' })
      .expect(200);
    const third = (await login('pat@shop.com', 'secret1')).body.token;
    clock.advanceMinutes(16);
    await me(third).expect(401);
  });

  it('keeps a "never" session for 30 days, not one minute more', async () => {
    await start();
    const { token } = (await register('pat@shop.com')).body;
    await http()
      .put('/api/settings/security')
      .set('Authorization', `Bearer ${token}`)
      .send({ twoFactorEnabled: false, loginAlerts: false, sessionTimeout: 'never' })
      .expect(200);
    const lasting = (await login('pat@shop.com', 'secret1')).body.token;
    clock.advanceMinutes(29 * 24 * 60);
    await me(lasting).expect(200);
    clock.advanceMinutes(24 * 60 + 1);
    await me(lasting).expect(401);
  });

  it('stops repeated failures for one e-mail with 429 for a while, but not the owner on a known device', async () => {
    await start();
    await register('pat@shop.com');
    const { device } = (await login('pat@shop.com', 'secret1').expect(200)).body;
    for (let i = 0; i < 5; i++) await login('pat@shop.com', `wrong-${i}`).expect(401);
    const blocked = await login('pat@shop.com', 'wrong-5').expect(429);
    expect(blocked.body.message).toBe('Too many sign-in attempts. Please try again in 15 minutes.');
    // A browser that never signed in to this account waits out the block, even with the right password...
    await login('pat@shop.com', 'secret1').expect(429);
    // ...the owner's own browser does not.
    await http().post('/api/auth/login').send({ email: 'pat@shop.com', password: 'secret1', device }).expect(200);
    clock.advanceMinutes(15);
    // After the block the right password works anywhere, and clears the count.
    await login('pat@shop.com', 'secret1').expect(200);
    await login('pat@shop.com', 'wrong-again').expect(401);
  });

  it('stops one address trying many e-mails', async () => {
    await start({ config: { auth: { throttle: { maxFailuresPerAddress: 6 } } } });
    for (let i = 0; i < 6; i++) await login(`guess${i}@shop.com`, 'password').expect(401);
    const res = await login('guess6@shop.com', 'password').expect(429);
    expect(res.body.message).toMatch(/^Too many sign-in attempts/);
  });

  it('with two-step sign-in on, asks for the e-mailed code, accepts it once, and refuses wrong ones', async () => {
    const smtp = await startSmtpCapture();
    try {
      await start({ config: { mail: { smtpUrl: smtp.url } } });
      const { token } = (await register('pat@shop.com')).body;
      await http()
        .put('/api/settings/security')
        .set('Authorization', `Bearer ${token}`)
        .send({ twoFactorEnabled: true, loginAlerts: false, sessionTimeout: '30' })
        .expect(200);
      const first = await login('pat@shop.com', 'secret1').expect(200);
      expect(first.body).toEqual({ status: 'code_required', challenge: expect.any(String), message: 'Enter the 6-digit code we e-mailed to you.' });
      await app!.kernel.cradle.mailer.idle();
      const code = codeFrom(smtp.lastTo('pat@shop.com').text);
      // The outbox keeps the e-mail without the code.
      const stored = await app!.kernel.cradle.db('emails').where({ template: 'sign_in_code' }).first();
      expect(stored.body).not.toContain(code);
      expect(stored.status).toBe('sent');

      const wrong = code === '000000' ? '111111' : '000000';
      const refused = await http().post('/api/auth/login/code').send({ challenge: first.body.challenge, code: wrong }).expect(401);
      expect(refused.body.message).toBe('That code is not right. Check the e-mail and try again.');
      const ok = await http().post('/api/auth/login/code').send({ challenge: first.body.challenge, code }).expect(200);
      await me(ok.body.token).expect(200);
      await http().post('/api/auth/login/code').send({ challenge: first.body.challenge, code }).expect(401);
    } finally {
      await smtp.close();
    }
  });

  it('e-mails an alert on each sign-in when the user asked for it', async () => {
    await start();
    const { token } = (await register('pat@shop.com')).body;
    await http()
      .put('/api/settings/security')
      .set('Authorization', `Bearer ${token}`)
      .send({ twoFactorEnabled: false, loginAlerts: true, sessionTimeout: '30' })
      .expect(200);
    await login('pat@shop.com', 'secret1').set('User-Agent', 'TestBrowser/1.0').expect(200);
    const alert = await app!.kernel.cradle.db('emails').where({ template: 'login_alert' }).first();
    expect(alert.body).toContain('TestBrowser/1.0');
  });

  it('changes the password with the current one, ending other sessions', async () => {
    await start();
    const { token } = (await register('pat@shop.com')).body;
    const other = (await login('pat@shop.com', 'secret1')).body.token;
    const change = (body: object) => http().post('/api/auth/password').set('Authorization', `Bearer ${token}`).send(body);
    expect((await change({ currentPassword: 'nope', newPassword: 'better-secret' }).expect(400)).body).toMatchObject({
      message: 'Current password is incorrect',
      field: 'currentPassword',
    });
    expect((await change({ currentPassword: 'secret1', newPassword: '123' }).expect(400)).body.message).toBe(
      'Password must be at least 6 characters',
    );
    await change({ currentPassword: 'secret1', newPassword: 'better-secret' }).expect(204);
    await me(token).expect(200);
    await me(other).expect(401);
    await login('pat@shop.com', 'secret1').expect(401);
    await login('pat@shop.com', 'better-secret').expect(200);
    const security = await http().get('/api/settings/security').set('Authorization', `Bearer ${token}`).expect(200);
    expect(security.body.passwordLastChanged).toBe(clock.now().toISOString());
  });
});
