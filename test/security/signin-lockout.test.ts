import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '@tapin/core/testing';
import { client, signInApp } from './support/signin-kit.js';

/**
 * Throttling must not lock the owner out: an attacker's wrong passwords for an e-mail address stop the
 * attacker, while the owner's right password from a device that signed in before still works
 * (docs/decisions.md#accounts-seats-and-the-waitlist).
 */
describe('sign-in throttling does not lock the owner out', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  const ATTACKER = '203.0.113.7';
  const OWNER = '198.51.100.20';

  it('lets the owner in from a known device while an attacker has spent the limit on their e-mail', async () => {
    ({ app } = await signInApp({ config: { auth: { trustProxy: 1 } } }));
    const c = client(app);
    await c.register('pat@shop.com', 'secret1').expect(201);
    const first = await c.login('pat@shop.com', 'secret1', {}, OWNER).expect(200);
    expect(first.body.device).toEqual(expect.any(String));

    for (let i = 0; i < app.config.auth.throttle.maxFailuresPerEmail; i++) await c.login('pat@shop.com', `guess-${i}`, {}, ATTACKER).expect(401);
    // The attacker (and anyone without the device) is stopped...
    await c.login('pat@shop.com', 'guess-x', {}, ATTACKER).expect(429);
    await c.login('pat@shop.com', 'secret1', {}, ATTACKER).expect(429);
    // ...the owner's device is not.
    const again = await c.login('pat@shop.com', 'secret1', { device: first.body.device }, OWNER).expect(200);
    await c.me(again.body.token).expect(200);
    expect(again.body.device).toBe(first.body.device);
  });

  it('does not let a stolen or made-up device token bypass the limit', async () => {
    ({ app } = await signInApp({ config: { auth: { trustProxy: 1 } } }));
    const c = client(app);
    await c.register('pat@shop.com', 'secret1').expect(201);
    await c.register('eve@shop.com', 'evil-1').expect(201);
    const eves = (await c.login('eve@shop.com', 'evil-1', {}, ATTACKER).expect(200)).body.device;
    const max = app.config.auth.throttle.maxFailuresPerEmail;
    for (let i = 0; i < max; i++) await c.login('pat@shop.com', `guess-${i}`, {}, ATTACKER).expect(401);
    // A device trusted for another account, or an invented one, counts as no device.
    await c.login('pat@shop.com', 'guess-y', { device: eves }, ATTACKER).expect(429);
    await c.login('pat@shop.com', 'guess-z', { device: 'x'.repeat(43) }, ATTACKER).expect(429);
  });

  it('forgets a known device after as many wrong passwords from it as an e-mail address is allowed', async () => {
    ({ app } = await signInApp({ config: { auth: { trustProxy: 1 } } }));
    const c = client(app);
    await c.register('pat@shop.com', 'secret1').expect(201);
    const device = (await c.login('pat@shop.com', 'secret1', {}, OWNER).expect(200)).body.device;
    const max = app.config.auth.throttle.maxFailuresPerEmail;
    for (let i = 0; i < max; i++) await c.login('pat@shop.com', `guess-${i}`, { device }, ATTACKER).expect(401);
    // The device is no longer trusted, and the e-mail's own count starts: it did not absorb these.
    const left = Number((await app.kernel.cradle.db('trusted_devices').count({ n: '*' }).first())?.n);
    expect(left).toBe(0);
    await c.login('pat@shop.com', 'secret1', { device }, OWNER).expect(200);
  });

  it('still stops one client address from trying many e-mail addresses, device or not', async () => {
    ({ app } = await signInApp({ config: { auth: { trustProxy: 1, throttle: { maxFailuresPerAddress: 6 } } } }));
    const c = client(app);
    for (let i = 0; i < 6; i++) await c.login(`guess${i}@shop.com`, 'password', {}, ATTACKER).expect(401);
    expect((await c.login('guess6@shop.com', 'password', {}, ATTACKER).expect(429)).body.message).toMatch(/^Too many sign-in attempts/);
    // Another address is not affected.
    await c.login('guess6@shop.com', 'password', {}, OWNER).expect(401);
  });

  it('lets an owner on a new device back in with an e-mailed sign-in link', async () => {
    ({ app } = await signInApp({ config: { auth: { trustProxy: 1 } } }));
    const c = client(app);
    await c.register('pat@shop.com', 'secret1').expect(201);
    const max = app.config.auth.throttle.maxFailuresPerEmail;
    for (let i = 0; i < max; i++) await c.login('pat@shop.com', `guess-${i}`, {}, ATTACKER).expect(401);
    await c.login('pat@shop.com', 'secret1', {}, OWNER).expect(429);
    const user = await app.kernel.cradle.db('users').where({ email: 'pat@shop.com' }).first('id');
    const link = await app.kernel.cradle.signIn.createInstantLink(Number(user.id));
    const token = new URL(link).searchParams.get('token');
    const signedIn = await c.http().post('/api/auth/instant').send({ token }).expect(200);
    // That sign-in made this a known device: from now on the right password works from it.
    await c.login('pat@shop.com', 'secret1', { device: signedIn.body.device }, OWNER).expect(200);
  });
});
