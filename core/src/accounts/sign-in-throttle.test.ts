import { afterEach, describe, expect, it } from 'vitest';
import { LimitError } from '../errors.js';
import { createTestApp, TestClock, type TestApp } from '../testing/index.js';
import { clientKey, slowdownFor } from './sign-in-throttle.js';

/** The throttle on its own, against a real database: what is reserved, when it blocks, when it forgets. */
describe('SignInThrottle', () => {
  let app: TestApp | undefined;
  let clock: TestClock;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function start(throttle: Record<string, number> = {}) {
    clock = new TestClock();
    app = await createTestApp({ clock, config: { auth: { throttle: { maxFailuresPerEmail: 3, maxFailuresPerAddress: 10, ...throttle } } } });
    return app.kernel.cradle.throttle;
  }
  const failures = async (key: string) => (await app!.kernel.cradle.db('sign_in_failures').where({ key }).first())?.failures as number | undefined;
  const refused = (promise: Promise<unknown>) => expect(promise).rejects.toBeInstanceOf(LimitError);

  it('counts a check when it is reserved, before its outcome is known', async () => {
    const throttle = await start();
    const reserved = await Promise.all([1, 2, 3].map(() => throttle.reserveSignIn('pat@shop.com', '10.0.0.1', null)));
    expect(await failures('email:pat@shop.com')).toBe(3);
    await refused(throttle.reserveSignIn('pat@shop.com', '10.0.0.2', null));
    // The refused reservation left no trace on its address: the transaction rolled it back.
    expect(await failures('ip:10.0.0.2')).toBeUndefined();
    await reserved[0]!.succeeded();
    expect(await failures('email:pat@shop.com')).toBeUndefined();
    expect(await failures('ip:10.0.0.1')).toBe(2);
  });

  it('blocks for blockMinutes from the failure that reached the limit, then starts again', async () => {
    const throttle = await start({ blockMinutes: 20 });
    for (let i = 0; i < 3; i++) await (await throttle.reserveSignIn('pat@shop.com', null, null)).failed();
    const error = await throttle.reserveSignIn('pat@shop.com', null, null).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LimitError);
    expect((error as LimitError).message).toBe('Too many sign-in attempts. Please try again in 20 minutes.');
    clock.advanceMinutes(19);
    await refused(throttle.reserveSignIn('pat@shop.com', null, null));
    clock.advanceMinutes(1);
    await throttle.reserveSignIn('pat@shop.com', null, null);
    expect(await failures('email:pat@shop.com')).toBe(1);
  });

  it('forgets failures once their window has passed', async () => {
    const throttle = await start({ windowMinutes: 15 });
    for (let i = 0; i < 2; i++) await (await throttle.reserveSignIn('pat@shop.com', null, null)).failed();
    clock.advanceMinutes(16);
    await (await throttle.reserveSignIn('pat@shop.com', null, null)).failed();
    expect(await failures('email:pat@shop.com')).toBe(1);
  });

  it('counts a known device apart from its e-mail, and falls back to the e-mail when the device is spent', async () => {
    const throttle = await start();
    const { accounts, devices, db } = app!.kernel.cradle;
    const user = await accounts.createAdmin({ email: 'pat@shop.com', name: 'Pat', password: 'secret1' });
    const token = await devices.remember(user.id, null);
    const id = await devices.find(token, 'pat@shop.com');
    expect(id).not.toBeNull();
    expect(await devices.find(token, 'someone@shop.com')).toBeNull();
    for (let i = 0; i < 3; i++) await (await throttle.reserveSignIn('pat@shop.com', null, id)).failed();
    expect(await failures('email:pat@shop.com')).toBeUndefined();
    // Spent: the device is forgotten, and the next try counts on the e-mail.
    expect(await db('trusted_devices').where({ id }).first()).toBeUndefined();
    expect(await devices.find(token, 'pat@shop.com')).toBeNull();
    await throttle.reserveSignIn('pat@shop.com', null, id);
    expect(await failures('email:pat@shop.com')).toBe(1);
  });

  it('clears a known device count with a right password', async () => {
    const throttle = await start();
    const { accounts, devices, db } = app!.kernel.cradle;
    const user = await accounts.createAdmin({ email: 'pat@shop.com', name: 'Pat', password: 'secret1' });
    const id = await devices.find(await devices.remember(user.id, null), 'pat@shop.com');
    for (let i = 0; i < 2; i++) await (await throttle.reserveSignIn('pat@shop.com', null, id)).failed();
    await (await throttle.reserveSignIn('pat@shop.com', null, id)).succeeded();
    expect((await db('trusted_devices').where({ id }).first()).failures).toBe(0);
  });

  it('keeps current-password checks apart from sign-in, per account', async () => {
    const throttle = await start();
    for (let i = 0; i < 3; i++) expect(await throttle.checkCurrentPassword(7, async () => false)).toBe(false);
    const error = await throttle.checkCurrentPassword(7, async () => true).catch((e: unknown) => e);
    expect((error as LimitError).message).toBe('Too many attempts. Please try again in 15 minutes.');
    expect(await throttle.checkCurrentPassword(8, async () => true)).toBe(true);
    await throttle.reserveSignIn('pat@shop.com', null, null);
  });

  it('allows the configured sign-in link requests per hour, even when asked all at once', async () => {
    const throttle = await start({ linkRequestsPerHour: 3 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => throttle.allowLinkRequest('pat@shop.com')));
    expect(answers.filter(Boolean)).toHaveLength(3);
    clock.advanceMinutes(61);
    expect(await throttle.allowLinkRequest('pat@shop.com')).toBe(true);
  });

  it("keeps each requesting address's link budget for an account apart, and limits each address's requests", async () => {
    const throttle = await start({ linkRequestsPerHour: 2, linkRequestsPerAddress: 3 });
    expect(await throttle.allowLinkRequest('pat@shop.com', '10.0.0.1')).toBe(true);
    expect(await throttle.allowLinkRequest('pat@shop.com', '10.0.0.1')).toBe(true);
    expect(await throttle.allowLinkRequest('pat@shop.com', '10.0.0.1')).toBe(false);
    expect(await throttle.allowLinkRequest('pat@shop.com', '10.0.0.2')).toBe(true);
    await Promise.all(Array.from({ length: 3 }, () => throttle.reserveLinkRequest('10.0.0.1')));
    const error = await throttle.reserveLinkRequest('10.0.0.1').catch((e: unknown) => e);
    expect((error as LimitError).message).toBe('Too many sign-in link requests from your network. Please try again in 60 minutes.');
    await throttle.reserveLinkRequest('10.0.0.2');
    // A forwarded address no client has is counted under a key of bounded length.
    await throttle.reserveLinkRequest('x'.repeat(500));
    expect(await throttle.allowLinkRequest(`${'p'.repeat(240)}@shop.com`, 'y'.repeat(500))).toBe(true);
    clock.advanceMinutes(61);
    await throttle.reserveLinkRequest('10.0.0.1');
  });

  it('purges counters whose window or block has ended, and only those', async () => {
    const throttle = await start({ windowMinutes: 15, blockMinutes: 15 });
    for (let i = 0; i < 3; i++) await (await throttle.reserveSignIn('blocked@shop.com', null, null)).failed();
    await (await throttle.reserveSignIn('old@shop.com', null, null)).failed();
    await throttle.allowLinkRequest('old@shop.com');
    clock.advanceMinutes(14);
    await (await throttle.reserveSignIn('recent@shop.com', null, null)).failed();
    expect(await throttle.purgeStale()).toBe(0);
    clock.advanceMinutes(47);
    expect(await throttle.purgeStale()).toBe(3);
    expect(await failures('email:recent@shop.com')).toBe(1);
  });

  it('counts IPv6 clients by their /64', async () => {
    const throttle = await start({ maxFailuresPerAddress: 2 });
    await (await throttle.reserveSignIn('a@shop.com', '2001:db8:0:12::1', null)).failed();
    await (await throttle.reserveSignIn('b@shop.com', '2001:db8:0:12::2', null)).failed();
    await refused(throttle.reserveSignIn('c@shop.com', '2001:db8:0:12:ffff::3', null));
    await throttle.reserveSignIn('c@shop.com', '2001:db8:0:13::1', null);
  });

  it('slows answers down after the third failure, up to five seconds', () => {
    expect([1, 2, 3, 4, 5, 20].map((n) => slowdownFor(n, 400))).toEqual([0, 0, 0, 400, 800, 5000]);
  });
});

describe('clientKey', () => {
  it('counts IPv4 as it is, IPv4-mapped IPv6 as IPv4, and IPv6 by its /64', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:0:12:abcd::1')).toBe('2001:db8:0:12::/64');
    expect(clientKey('2001:0db8:0000:0012:ffff:1:2:3')).toBe('2001:db8:0:12::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });
});
