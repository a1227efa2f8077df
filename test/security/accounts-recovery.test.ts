import { afterEach, describe, expect, it } from 'vitest';
import { knownDeviceIn, rememberDeviceIn } from '@tapin/core/contracts';
import type { TestApp } from '@tapin/core/testing';
import { openMailbox } from './support/mailbox.js';
import { client, signInApp } from './support/signin-kit.js';

/**
 * The way back from a lockout cannot be spent by someone else: an attacker's wrong passwords and link
 * requests for an owner leave the owner, on a browser the account does not know, an e-mailed sign-in
 * link; one client cannot ask for links for every account it knows; and the console signs in from a
 * known device as the owner app does, so an admin cannot be locked out at /console
 * (docs/decisions.md#accounts-seats-and-the-waitlist).
 */
describe('sign-in link requests cannot be spent from elsewhere', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  const ATTACKER = '203.0.113.7';
  const OWNER = '198.51.100.20';

  const request = () => client(app!).http();
  const askForLink = (email: string, ip: string) => request().post('/api/auth/instant-link').set('X-Forwarded-For', ip).send({ email });

  it("lets the owner's new browser get a link and sign in after an attacker locked the account and asked for links", async () => {
    ({ app } = await signInApp({ config: { auth: { trustProxy: 1 } } }));
    const mailbox = openMailbox(app);
    const c = client(app);
    await c.register('pat@shop.com', 'secret1').expect(201);
    const { maxFailuresPerEmail, linkRequestsPerHour } = app.config.auth.throttle;

    for (let i = 0; i < maxFailuresPerEmail; i++) await c.login('pat@shop.com', `guess-${i}`, {}, ATTACKER).expect(401);
    for (let i = 0; i < linkRequestsPerHour + 2; i++) await askForLink('pat@shop.com', ATTACKER).expect(202);
    const attackersLinks = mailbox.sent.filter((m) => m.template === 'instant_access').length;
    expect(attackersLinks).toBe(linkRequestsPerHour);

    // The owner, on a new browser (no known-device token) elsewhere: the password is throttled...
    await c.login('pat@shop.com', 'secret1', {}, OWNER).expect(429);
    // ...but the link they ask for is sent,
    await askForLink('pat@shop.com', OWNER).expect(202);
    expect(mailbox.sent.filter((m) => m.template === 'instant_access')).toHaveLength(attackersLinks + 1);
    const token = mailbox.linkToken('pat@shop.com', 'instant_access', '/auth/instant');
    // and signs them in, making the browser known: its right password works from now on.
    const signedIn = await request().post('/api/auth/instant').set('X-Forwarded-For', OWNER).send({ token }).expect(200);
    await c.me(signedIn.body.token).expect(200);
    await c.login('pat@shop.com', 'secret1', { device: signedIn.body.device }, OWNER).expect(200);
  });

  it("lets an admin in at the console from the browser it signed in with, while an attacker has spent the admin's limit", async () => {
    ({ app } = await signInApp({ config: { auth: { trustProxy: 1 } } }));
    const c = client(app);
    await app.kernel.cradle.accounts.createAdmin({ email: 'boss@tapin.example', name: 'Boss', password: 'boss-secret' });
    // The console's flow (admin/src/app/auth-provider.ts): send the token this browser keeps for the
    // account in the shared known-device store, keep the one the answer carries.
    const browser = new Map<string, string>();
    const store = { getItem: (key: string) => browser.get(key) ?? null, setItem: (key: string, value: string) => void browser.set(key, value) };
    const consoleSignIn = async (password: string, ip: string) => {
      const answer = await c.login('boss@tapin.example', password, { device: knownDeviceIn(store, 'boss@tapin.example') }, ip);
      if (answer.status === 200) rememberDeviceIn(store, answer.body.user.email, answer.body.device);
      return answer;
    };
    const first = await consoleSignIn('boss-secret', OWNER);
    expect(first.status).toBe(200);
    expect(first.body.user.role).toBe('admin');

    for (let i = 0; i < app.config.auth.throttle.maxFailuresPerEmail; i++) await c.login('boss@tapin.example', `guess-${i}`, {}, ATTACKER).expect(401);
    await c.login('boss@tapin.example', 'boss-secret', {}, ATTACKER).expect(429);
    // The console's browser is known: the admin's right password still opens a session.
    const again = await consoleSignIn('boss-secret', OWNER);
    expect(again.status).toBe(200);
    await c.me(again.body.token).expect(200);
    expect(again.body.device).toBe(first.body.device);
  });

  it('answers 429 to one client address past its hourly link requests, however many accounts it names', async () => {
    const linkRequestsPerAddress = 6;
    ({ app } = await signInApp({ config: { auth: { trustProxy: 1, throttle: { linkRequestsPerAddress } } } }));
    const mailbox = openMailbox(app);
    const c = client(app);
    const victims = Array.from({ length: linkRequestsPerAddress + 5 }, (_, i) => `owner${i}@shop.com`);
    for (const email of victims.slice(0, 3)) await c.register(email, 'secret1').expect(201);

    // Known and unknown addresses count alike, so the 429 tells nothing about who has an account.
    for (const email of victims.slice(0, linkRequestsPerAddress)) await askForLink(email, ATTACKER).expect(202);
    const refused = await askForLink(victims[linkRequestsPerAddress]!, ATTACKER).expect(429);
    expect(refused.body.message).toMatch(/^Too many sign-in link requests from your network\. Please try again in \d+ minutes?\.$/);
    await askForLink('owner0@shop.com', ATTACKER).expect(429);
    await askForLink('nobody@shop.com', ATTACKER).expect(429);
    expect(mailbox.sent.filter((m) => m.template === 'instant_access')).toHaveLength(3);

    // Another address is not affected: the owner still gets their link.
    await askForLink('owner0@shop.com', OWNER).expect(202);
    expect(mailbox.sent.filter((m) => m.template === 'instant_access')).toHaveLength(4);
  });
});
