import { createTestApp, TestClock, type TestApp } from '@tapin/core/testing';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * Settings → Security's session timeout is honoured by the sessions already open, not only by the next
 * sign-in (docs/decisions.md#accounts-seats-and-the-waitlist): someone who shortens it on a shared
 * computer and walks away is signed out when the new idle time has passed.
 */
describe('a changed session timeout applies to the open sessions', () => {
  let app: TestApp | undefined;
  let clock: TestClock;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  const http = () => request(app!.callback());
  const me = (token: string) => http().get('/api/user').set('Authorization', `Bearer ${token}`);
  const setTimeoutTo = (token: string, sessionTimeout: string) =>
    http().put('/api/settings/security').set('Authorization', `Bearer ${token}`).send({ twoFactorEnabled: false, loginAlerts: false, sessionTimeout }).expect(200);

  async function start() {
    clock = new TestClock();
    app = await createTestApp({ clock });
    return (await http().post('/api/auth/register').send({ name: 'Pat Owner', email: 'pat@shop.com', password: 'secret1' }).expect(201)).body.token as string;
  }

  it('ends a "never" session 15 idle minutes after the timeout is shortened to 15', async () => {
    const token = await start();
    await setTimeoutTo(token, 'never');
    const open = (await http().post('/api/auth/login').send({ email: 'pat@shop.com', password: 'secret1' }).expect(200)).body.token as string;
    clock.advanceMinutes(5);
    await setTimeoutTo(open, '15');
    clock.advanceMinutes(14);
    // The first session has been idle since minute 0: past the new 15 minutes.
    await me(token).expect(401);
    // The session that made the change was last used 14 minutes ago: still within 15.
    await me(open).expect(200);
    clock.advanceMinutes(16);
    await me(open).expect(401);
  });

  it('lets an open session last longer once the timeout is raised', async () => {
    const token = await start();
    await setTimeoutTo(token, '120');
    clock.advanceMinutes(100);
    await me(token).expect(200);
    clock.advanceMinutes(119);
    await me(token).expect(200);
    clock.advanceMinutes(121);
    await me(token).expect(401);
  });

  it('answers the security settings with the stored timeout after a reload', async () => {
    const token = await start();
    await setTimeoutTo(token, '60');
    const read = await http().get('/api/settings/security').set('Authorization', `Bearer ${token}`).expect(200);
    expect(read.body).toMatchObject({ sessionTimeout: '60', twoFactorEnabled: false, loginAlerts: false });
  });
});
