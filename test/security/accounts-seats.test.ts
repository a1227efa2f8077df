import type { ConfigOverrides } from '@tapin/config';
import { createTestApp, TestClock, type TestApp } from '@tapin/core/testing';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { openMailbox, type Mailbox } from './support/mailbox.js';

/**
 * Seats and the waitlist under attack (issue 11): a freed seat goes to the next in line, registration is
 * limited per client address, and a seat needs a confirmed e-mail address
 * (docs/decisions.md#accounts-seats-and-the-waitlist).
 */

let app: TestApp | undefined;
let mail: Mailbox;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function start(accounts: ConfigOverrides['accounts'] = {}, clock?: TestClock) {
  app = await createTestApp({ config: { accounts: { betaLimit: 2, ...accounts } }, ...(clock ? { clock } : {}) });
  mail = openMailbox(app);
  return app;
}

const http = () => request(app!.callback());
const register = (email: string, name = 'Pat Owner', password = 'secret-1') =>
  http().post('/api/auth/register').send({ name, email, password });
const db = () => app!.kernel.cradle.db;
const userOf = (email: string) => db()('users').where({ email }).first();
const waitingEmails = async () => (await app!.kernel.cradle.waitlist.list()).map((e) => e.email);
const owners = async () => Number((await db()('users').where({ role: 'business_owner' }).count({ n: '*' }).first())?.n);

describe('waitlist priority', () => {
  it('gives a seat freed by promoting its owner to the next in line, not to the next registration', async () => {
    await start({ betaLimit: 1 });
    await register('first@seats.test').expect(201);
    await register('waiting@seats.test').expect(200);
    const first = await userOf('first@seats.test');

    await app!.kernel.cradle.accounts.setRole(null, first.id, 'admin');

    expect(await userOf('waiting@seats.test')).toMatchObject({ role: 'business_owner' });
    expect(await waitingEmails()).toEqual([]);
    expect(mail.sent.find((m) => m.to === 'waiting@seats.test' && m.template === 'spot_opened')?.text).toContain('/auth/instant?token=');
    // The seat is taken: whoever registers next waits.
    expect((await register('later@seats.test').expect(200)).body).toMatchObject({ status: 'waitlist', position: 1 });
  });

  it('sends registrations to the waitlist while anyone waits, even when a seat is free, and admits the next in line', async () => {
    await start({ betaLimit: 1 });
    await register('first@seats.test').expect(201);
    await register('waiting@seats.test').expect(200);
    // The account goes away outside any seat-keeping path (an operator at the database, say).
    await db()('users').where({ email: 'first@seats.test' }).delete();

    const later = await register('later@seats.test').expect(200);
    expect(later.body).toEqual({ status: 'waitlist', position: 1, message: "You're #1 on the waitlist." });
    expect(await userOf('waiting@seats.test')).toMatchObject({ role: 'business_owner' });
    expect(await waitingEmails()).toEqual(['later@seats.test']);
  });

  it('keeps the line under a race: a seat frees while 20 people register at once', async () => {
    await start({ betaLimit: 2 });
    await register('a@race.test').expect(201);
    await register('b@race.test').expect(201);
    for (const n of [1, 2, 3]) await register(`w${n}@race.test`).expect(200);
    const a = await userOf('a@race.test');
    const server = await app!.listen(0, '127.0.0.1');
    const { port } = server.address() as { port: number };

    const registrations = Array.from({ length: 20 }, (_, i) =>
      fetch(`http://127.0.0.1:${port}/api/auth/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: `Racer ${i}`, email: `racer${i}@race.test`, password: 'secret-1' }),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { status?: string; position?: number } })),
    );
    const [, ...answers] = await Promise.all([app!.kernel.cradle.accounts.setRole(null, a.id, 'admin'), ...registrations]);

    expect(answers.map((r) => r.body.status)).toEqual(Array(20).fill('waitlist'));
    expect(await owners()).toBe(2);
    expect(await userOf('w1@race.test')).toMatchObject({ role: 'business_owner' });
    const line = await app!.kernel.cradle.waitlist.list();
    expect(line.slice(0, 2).map((e) => e.email)).toEqual(['w2@race.test', 'w3@race.test']);
    expect(line.map((e) => e.position)).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
  });
});

describe('registration per client address', () => {
  it('answers 429 past the limit, counting parallel requests atomically, and leaves other addresses alone', async () => {
    await start({ betaLimit: 40, registrationsPerAddress: 3 });
    const server = await app!.listen(0, '127.0.0.1');
    const { port } = server.address() as { port: number };
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        fetch(`http://127.0.0.1:${port}/api/auth/register`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: `Flood ${i}`, email: `flood${i}@flood.test`, password: 'secret-1' }),
        }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
    expect(await owners()).toBe(3);
    expect(mail.sent.filter((m) => m.to.endsWith('@flood.test'))).toHaveLength(3);

    const refused = await register('one-more@flood.test').expect(429);
    expect(refused.body.message).toMatch(/^Too many sign-ups from this network\. Please try again in \d+ minutes?\.$/);
  });

  it('behind a proxy (TRUST_PROXY hops), counts the address the proxy saw, whatever the client put in X-Forwarded-For', async () => {
    // One proxy in front: it appends the address it saw to whatever X-Forwarded-For the client sent.
    app = await createTestApp({ config: { accounts: { betaLimit: 40, registrationsPerAddress: 10 }, auth: { trustProxy: 1 } } });
    const viaProxy = (i: number, client: string) =>
      http().post('/api/auth/register').set('X-Forwarded-For', `198.51.100.${i}, ${client}`).send({ name: 'Pat Owner', email: `rotate${i}@proxy.test`, password: 'secret-1' });
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) statuses.push((await viaProxy(i, '203.0.113.7')).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429, 429]);
    // Another client behind the same proxy is its own address.
    await viaProxy(99, '203.0.113.8').expect(201);
    // Two proxies (TRUST_PROXY=2): the address the outer one saw, one from the right.
    await app.close();
    app = await createTestApp({ config: { accounts: { betaLimit: 40, registrationsPerAddress: 1 }, auth: { trustProxy: 2 } } });
    const twoHops = (i: number) =>
      http().post('/api/auth/register').set('X-Forwarded-For', `198.51.100.${i}, 203.0.113.9, 10.0.0.2`).send({ name: 'Pat Owner', email: `hops${i}@proxy.test`, password: 'secret-1' });
    await twoHops(1).expect(201);
    await twoHops(2).expect(429);
  });

  it('counts refused registrations too, so addresses cannot be probed without limit', async () => {
    await start({ registrationsPerAddress: 2 });
    await register('taken@probe.test').expect(201);
    await register('taken@probe.test').expect(409);
    await register('other@probe.test').expect(429);
  });

  it('opens again once the window has passed', async () => {
    const clock = new TestClock();
    await start({ betaLimit: 40, registrationsPerAddress: 1, registrationWindowMinutes: 60 }, clock);
    await register('one@window.test').expect(201);
    await register('two@window.test').expect(429);
    clock.advanceMinutes(61);
    await register('two@window.test').expect(201);
  });
});

describe('e-mail confirmation', () => {
  it('e-mails a single-use confirmation link with the welcome; the account works at once', async () => {
    await start();
    const res = await register('new@confirm.test').expect(201);
    const auth = { Authorization: `Bearer ${res.body.token}` };
    expect((await http().get('/api/user/email-confirmation').set(auth).expect(200)).body).toMatchObject({
      email: 'new@confirm.test',
      confirmed: false,
      confirmBy: expect.any(String),
      pendingEmail: null,
    });
    const token = mail.linkToken('new@confirm.test', 'welcome');
    const stored = await db()('emails').where({ recipient: 'new@confirm.test', template: 'welcome' }).first();
    expect(stored.body).not.toContain(token);
    expect(await db()('one_time_tokens').where({ tokenHash: token }).first()).toBeUndefined();

    expect((await http().post('/api/auth/confirm-email').send({ token }).expect(200)).body).toEqual({
      message: 'Your e-mail address is confirmed.',
      email: 'new@confirm.test',
    });
    expect((await http().get('/api/user/email-confirmation').set(auth).expect(200)).body).toMatchObject({ confirmed: true, confirmBy: null });
    expect((await http().post('/api/auth/confirm-email').send({ token }).expect(400)).body.message).toBe(
      'This confirmation link has expired or was already used.',
    );
  });

  it('lets exactly one of 10 parallel uses of a link through', async () => {
    await start();
    await register('race@confirm.test').expect(201);
    const token = mail.linkToken('race@confirm.test', 'welcome');
    const statuses = await Promise.all(Array.from({ length: 10 }, () => http().post('/api/auth/confirm-email').send({ token }).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(9);
  });

  it('gives an unconfirmed seat to the next in line after the deadline; the account keeps its businesses and its place', async () => {
    const clock = new TestClock();
    await start({ betaLimit: 1, confirmEmailHours: 48 }, clock);
    const lazy = await register('lazy@confirm.test').expect(201);
    const lazyAuth = { Authorization: `Bearer ${lazy.body.token}` };
    await http().post('/api/businesses').set(lazyAuth).send({ name: 'Lazy Lemonade' }).expect(201);
    const businessesBefore = await db()('businesses').where({ userId: lazy.body.user.id });
    expect(businessesBefore).toHaveLength(1);
    await register('next@confirm.test').expect(200);

    clock.advance(47 * 3_600_000);
    await app!.kernel.cradle.seats.sweep();
    expect(await userOf('next@confirm.test')).toBeUndefined();

    clock.advance(2 * 3_600_000);
    await app!.kernel.cradle.seats.sweep();
    expect(await userOf('next@confirm.test')).toMatchObject({ role: 'business_owner' });
    expect(await waitingEmails()).toEqual(['lazy@confirm.test']);
    expect(mail.sent.some((m) => m.to === 'lazy@confirm.test' && m.template === 'seat_released')).toBe(true);
    // Its sessions end; signing in says where it stands; its businesses are still there.
    await http().get('/api/user').set(lazyAuth).expect(401);
    const signIn = await http().post('/api/auth/login').send({ email: 'lazy@confirm.test', password: 'secret-1' }).expect(403);
    expect(signIn.body).toMatchObject({ message: "You're #1 on the waitlist.", position: 1 });
    expect(await db()('businesses').where({ userId: lazy.body.user.id })).toEqual(businessesBefore);

    // Confirming later keeps its place; the next free seat is its own.
    const token = mail.linkToken('lazy@confirm.test', 'seat_released');
    await http().post('/api/auth/confirm-email').send({ token }).expect(200);
    expect(await waitingEmails()).toEqual(['lazy@confirm.test']);
    const next = await userOf('next@confirm.test');
    await app!.kernel.cradle.accounts.setRole(null, next.id, 'admin');
    expect(await waitingEmails()).toEqual([]);
    await http().post('/api/auth/login').send({ email: 'lazy@confirm.test', password: 'secret-1' }).expect(200);
  });

  it('tells a released account its place before any second step: no code e-mailed, an instant link kept for later', async () => {
    const clock = new TestClock();
    await start({ betaLimit: 1, confirmEmailHours: 48 }, clock);
    const lazy = await register('lazy@confirm.test').expect(201);
    await http()
      .put('/api/settings/security')
      .set('Authorization', `Bearer ${lazy.body.token}`)
      .send({ twoFactorEnabled: true, loginAlerts: false, sessionTimeout: '30' })
      .expect(200);
    await register('next@confirm.test').expect(200);
    clock.advance(49 * 3_600_000);
    await app!.kernel.cradle.seats.sweep();
    expect(await waitingEmails()).toEqual(['lazy@confirm.test']);
    const link = await app!.kernel.cradle.signIn.createInstantLink(lazy.body.user.id);
    const token = new URL(link).searchParams.get('token')!;

    const codes = () => mail.sent.filter((m) => m.to === 'lazy@confirm.test' && m.template === 'sign_in_code').length;
    const signIn = await http().post('/api/auth/login').send({ email: 'lazy@confirm.test', password: 'secret-1' }).expect(403);
    expect(signIn.body).toMatchObject({ message: "You're #1 on the waitlist.", position: 1 });
    expect(codes()).toBe(0);
    expect((await http().post('/api/auth/instant').send({ token }).expect(403)).body.message).toBe("You're #1 on the waitlist.");

    // The refusal used nothing up: with its seat back, the same link signs in.
    await http().post('/api/auth/confirm-email').send({ token: mail.linkToken('lazy@confirm.test', 'seat_released') }).expect(200);
    await app!.kernel.cradle.accounts.setRole(null, (await userOf('next@confirm.test')).id, 'admin');
    expect(await waitingEmails()).toEqual([]);
    expect((await http().post('/api/auth/instant').send({ token }).expect(200)).body).toMatchObject({ status: 'signed_in' });
  });

  it('keeps an unconfirmed seat past its deadline while nobody waits, and releases it when someone registers', async () => {
    const clock = new TestClock();
    await start({ betaLimit: 1, confirmEmailHours: 48 }, clock);
    await register('lazy@confirm.test').expect(201);
    clock.advance(72 * 3_600_000);
    await app!.kernel.cradle.seats.sweep();
    expect(await waitingEmails()).toEqual([]);

    const eager = await register('eager@confirm.test').expect(201);
    expect(eager.body).toMatchObject({ status: 'accepted', user: { email: 'eager@confirm.test' } });
    expect(await waitingEmails()).toEqual(['lazy@confirm.test']);
  });

  it('sends the confirmation again on request, a few times an hour', async () => {
    await start({ confirmationMailsPerHour: 3 });
    const res = await register('again@confirm.test').expect(201);
    const auth = { Authorization: `Bearer ${res.body.token}` };
    const statuses = await Promise.all(
      Array.from({ length: 6 }, () => http().post('/api/user/email-confirmation').set(auth).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 202)).toHaveLength(2);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    const token = mail.linkToken('again@confirm.test', 'confirm_email');
    await http().post('/api/auth/confirm-email').send({ token }).expect(200);
    expect((await http().post('/api/user/email-confirmation').set(auth).expect(409)).body.message).toBe('Your e-mail address is already confirmed.');
  });
});
