import { createECDH } from 'node:crypto';
import { Agent } from 'node:https';
import { asValue } from 'awilix';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { guardedLookup } from '../net/url-guard.js';
import { createTestApp, type TestApp } from '../testing/index.js';
import { startPushServer, type TestPushServer } from '../testing/push-server.js';
import { PushService } from './push-service.js';

/**
 * Web Push end to end: the real `web-push` library sends over TLS to a push service on 127.0.0.1, which
 * checks the VAPID signature and decrypts each payload with the subscribing browser's own keys.
 */
describe('push notifications', () => {
  let app: TestApp;
  let pushService: TestPushServer;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const as = (who: string) => ({
    get: (path: string) => request(app.callback()).get(path).set('Authorization', `Bearer ${tokens[who]}`),
    post: (path: string, body: object = {}) => request(app.callback()).post(path).set('Authorization', `Bearer ${tokens[who]}`).send(body),
    put: (path: string, body: object) => request(app.callback()).put(path).set('Authorization', `Bearer ${tokens[who]}`).send(body),
    delete: (path: string) => request(app.callback()).delete(path).set('Authorization', `Bearer ${tokens[who]}`),
  });
  const settings = { emailNotifications: true, pushNotifications: true, marketingEmails: false, weeklyReports: true, profileViews: true, newConversions: true };
  const notice = { kind: 'connection.requested', title: 'Sol Café wants to connect', body: 'Let us share customers.', link: '/directory?tab=network' } as const;
  const notify = async (who: string) => {
    await app.kernel.cradle.notifications.notify(ids[who]!, notice);
    await app.kernel.cradle.notifications.idle();
  };
  const to = (endpoint: string) => pushService.received.filter((p) => p.endpoint === endpoint);

  beforeAll(async () => {
    pushService = await startPushServer();
    app = await createTestApp({
      config: { push: { allowPrivate: true, timeoutMs: 1000 }, mail: { from: 'TAPin <hello@tapin.example>' } },
      // The sender trusts the test service's self-signed certificate; everything else is as in production.
      override: (container) => container.register({ pushAgent: asValue(new Agent({ ca: pushService.ca, lookup: guardedLookup(true) })) }),
    });
    for (const who of ['ana', 'bo']) {
      const res = await request(app.callback()).post('/api/auth/register').send({ name: who, email: `${who}@owner.example`, password: 'secret1' }).expect(201);
      tokens[who] = res.body.token;
      ids[who] = res.body.user.id;
      await as(who).put('/api/settings/notifications', settings).expect(200);
    }
  });
  afterAll(async () => {
    await app.close();
    await pushService.close();
  });

  it('gives signed-in browsers one VAPID key, made once and kept', async () => {
    await request(app.callback()).get('/api/push/key').expect(401);
    const { publicKey } = (await as('ana').get('/api/push/key').expect(200)).body;
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect((await as('bo').get('/api/push/key').expect(200)).body.publicKey).toBe(publicKey);
    // Another process on the same database (two starting at once, or after a restart) signs with the same key.
    const [first, second] = await Promise.all([new PushService(app.kernel.cradle).keys(), new PushService(app.kernel.cradle).keys()]);
    expect(first.publicKey).toBe(publicKey);
    expect(second.publicKey).toBe(publicKey);
    expect(Number((await app.kernel.cradle.db('pushKeys').count({ n: '*' }).first())?.n)).toBe(1);
  });

  it('delivers a notice to each of the owner’s browsers, signed and readable only with their keys', async () => {
    const phone = pushService.subscribe();
    const laptop = pushService.subscribe();
    expect((await as('ana').post('/api/push/subscriptions', phone).expect(201)).body).toEqual({ endpoint: phone.endpoint, devices: 1 });
    expect((await as('ana').post('/api/push/subscriptions', { ...laptop, expirationTime: null }).expect(201)).body.devices).toBe(2);
    await notify('ana');
    expect(pushService.refused).toEqual([]);
    for (const browser of [phone, laptop]) {
      const [push] = to(browser.endpoint);
      expect(push!.message).toEqual({ title: notice.title, body: notice.body, link: notice.link, tag: notice.kind });
      expect(push!.ttl).toBe(24 * 60 * 60);
      expect(push!.senderKey).toBe((await as('ana').get('/api/push/key')).body.publicKey);
      expect(push!.claims.aud).toBe(new URL(browser.endpoint).origin);
      expect(push!.claims.sub).toBe('mailto:hello@tapin.example');
    }
    // Bo has no browser subscribed: his notice goes nowhere but his bell.
    const before = pushService.received.length;
    await notify('bo');
    expect(pushService.received).toHaveLength(before);
  });

  it('sends nothing while Push Notifications is off, nor for a notice whose transaction rolled back', async () => {
    const browser = pushService.subscribe();
    await as('bo').post('/api/push/subscriptions', browser).expect(201);
    await as('bo').put('/api/settings/notifications', { ...settings, pushNotifications: false }).expect(200);
    await notify('bo');
    expect(to(browser.endpoint)).toHaveLength(0);
    await as('bo').put('/api/settings/notifications', settings).expect(200);
    await app.kernel.cradle.db
      .transaction(async (trx) => {
        await app.kernel.cradle.notifications.notify(ids.bo!, notice, trx);
        throw new Error('the change this notice tells of failed');
      })
      .catch(() => undefined);
    await app.kernel.cradle.notifications.idle();
    expect(to(browser.endpoint)).toHaveLength(0);
    await notify('bo');
    expect(to(browser.endpoint)).toHaveLength(1);
  });

  it('forgets a browser the push service says is gone, and keeps the others', async () => {
    const gone = pushService.subscribe();
    const kept = pushService.subscribe();
    for (const browser of [gone, kept]) await as('bo').post('/api/push/subscriptions', browser).expect(201);
    pushService.answer(gone.endpoint, 410);
    await notify('bo');
    expect(to(kept.endpoint)).toHaveLength(1);
    const left = await app.kernel.cradle.db('pushSubscriptions').where({ userId: ids.bo }).pluck('endpoint');
    expect(left).toContain(kept.endpoint);
    expect(left).not.toContain(gone.endpoint);
    expect(app.logs.some((l) => l.msg === 'push delivery failed' && l.status === 410 && l.dropped === true)).toBe(true);
  });

  it('gives up on a push service that never answers, or never stops answering, at the deadline', async () => {
    const silent = pushService.subscribe();
    const endless = pushService.subscribe();
    for (const browser of [silent, endless]) await as('bo').post('/api/push/subscriptions', browser).expect(201);
    pushService.answer(silent.endpoint, 'silent');
    pushService.answer(endless.endpoint, 'endless');
    // Without a deadline for the whole exchange, this would wait for ever (and the endless answer fill memory).
    await notify('bo');
    await vi.waitFor(() => expect(pushService.cutOff).toBe(1));
    const rows = await app.kernel.cradle.db('pushSubscriptions').whereIn('endpoint', [silent.endpoint, endless.endpoint]).select('endpoint', 'failures', 'lastSentAt');
    const row = (endpoint: string) => rows.find((r) => r.endpoint === endpoint);
    // The endless one said 201: delivered. The silent one failed once and is kept: a service may be down for a while.
    expect(row(endless.endpoint)).toMatchObject({ failures: 0, lastSentAt: expect.anything() });
    expect(row(silent.endpoint)).toMatchObject({ failures: 1, lastSentAt: null });
    for (const browser of [silent, endless]) await as('bo').delete(`/api/push/subscriptions?endpoint=${encodeURIComponent(browser.endpoint)}`).expect(204);
  });

  it('keeps a browser through a push service’s outage, and drops it only after a week of failures', async () => {
    const browser = pushService.subscribe();
    await as('bo').post('/api/push/subscriptions', browser).expect(201);
    await notify('bo');
    pushService.answer(browser.endpoint, 503);
    for (let i = 0; i < 12; i++) await notify('bo');
    const { db } = app.kernel.cradle;
    expect(await db('pushSubscriptions').where({ endpoint: browser.endpoint }).first('failures')).toMatchObject({ failures: 12 });
    // The last push delivered was 8 days ago: the next failure drops it.
    await db('pushSubscriptions').where({ endpoint: browser.endpoint }).update({ lastSentAt: new Date(Date.now() - 8 * 24 * 60 * 60_000).toISOString() });
    await notify('bo');
    expect(await db('pushSubscriptions').where({ endpoint: browser.endpoint }).first()).toBeUndefined();
    expect(app.logs.some((l) => l.msg === 'push delivery failed' && l.status === 503 && l.dropped === true)).toBe(true);
  });

  it('moves a browser to whoever subscribed on it last, and lets only its owner remove it', async () => {
    const shared = pushService.subscribe();
    await as('ana').post('/api/push/subscriptions', shared).expect(201);
    await as('bo').post('/api/push/subscriptions', shared).expect(201);
    await notify('ana');
    expect(to(shared.endpoint)).toHaveLength(0);
    await as('ana').delete(`/api/push/subscriptions?endpoint=${encodeURIComponent(shared.endpoint)}`).expect(204);
    await notify('bo');
    expect(to(shared.endpoint)).toHaveLength(1);
    await as('bo').delete(`/api/push/subscriptions?endpoint=${encodeURIComponent(shared.endpoint)}`).expect(204);
    await notify('bo');
    expect(to(shared.endpoint)).toHaveLength(1);
  });

  it('keeps at most 10 browsers per person, dropping the oldest', async () => {
    await request(app.callback()).post('/api/auth/register').send({ name: 'cy', email: 'cy@owner.example', password: 'secret1' }).expect(201);
    tokens.cy = (await request(app.callback()).post('/api/auth/login').send({ email: 'cy@owner.example', password: 'secret1' })).body.token;
    const browsers = Array.from({ length: 11 }, () => pushService.subscribe());
    let devices = 0;
    for (const browser of browsers) devices = (await as('cy').post('/api/push/subscriptions', browser).expect(201)).body.devices;
    expect(devices).toBe(10);
    const kept = await app.kernel.cradle.db('pushSubscriptions').where({ userId: (await as('cy').get('/api/user')).body.id }).pluck('endpoint');
    expect(kept).not.toContain(browsers[0]!.endpoint);
    expect(kept).toContain(browsers[10]!.endpoint);
  });

  it('shows the console every notice sent, with its e-mail and the browsers its push reached', async () => {
    await app.kernel.cradle.accounts.createAdmin({ email: 'boss@tapin.example', name: 'Boss', password: 'boss-secret' });
    tokens.admin = (await request(app.callback()).post('/api/auth/login').send({ email: 'boss@tapin.example', password: 'boss-secret' })).body.token;
    await app.kernel.cradle.notifications.notify(ids.ana!, { ...notice, kind: 'claim.redeemed', title: 'A claim was redeemed', email: 'newConversions' });
    await app.kernel.cradle.notifications.idle();
    const filter = encodeURIComponent(JSON.stringify({ userId: ids.ana }));
    const listed = await as('admin').get(`/api/admin/notifications?filter=${filter}&sort=["id","ASC"]`).expect(200);
    const [first, ...rest] = listed.body as Array<{ id: number; kind: string; pushed: number; emailId: number | null; userId: number }>;
    // Her first notice reached her phone and laptop; the redemption went by e-mail too (the shared browser has moved on to Bo).
    expect(first).toMatchObject({ userId: ids.ana, kind: 'connection.requested', pushed: 2, emailId: null });
    const redeemed = rest.find((n) => n.kind === 'claim.redeemed')!;
    expect(redeemed.emailId).toEqual(expect.any(Number));
    expect(redeemed.pushed).toBe(2);
    expect((await as('admin').get(`/api/admin/emails/${redeemed.emailId}`).expect(200)).body.subject).toContain('A claim was redeemed');
    expect((await as('admin').get(`/api/admin/notifications/${redeemed.id}`).expect(200)).body).toMatchObject({ id: redeemed.id, title: 'A claim was redeemed' });
    await as('ana').get('/api/admin/notifications').expect(403);
    await as('admin').get('/api/admin/notifications/999999').expect(404);
  });

  it('refuses what is not a browser’s subscription, each with its reason', async () => {
    const browser = pushService.subscribe();
    await request(app.callback()).post('/api/push/subscriptions').send(browser).expect(401);
    const refused = async (body: object) => (await as('ana').post('/api/push/subscriptions', body).expect(400)).body.message as string;
    expect(await refused({ ...browser, endpoint: browser.endpoint.replace('https:', 'http:') })).toBe('That is not the address of a browser push service');
    expect(await refused({ ...browser, endpoint: 'not a url' })).toBe('That is not the address of a browser push service');
    expect(await refused({ ...browser, keys: { ...browser.keys, p256dh: 'AAAA' } })).toBe("keys.p256dh is not a browser's push key");
    // 65 bytes of the right form, but no point on the curve.
    expect(await refused({ ...browser, keys: { ...browser.keys, p256dh: `B${'A'.repeat(86)}` } })).toBe("keys.p256dh is not a browser's push key");
    expect(await refused({ ...browser, keys: { ...browser.keys, auth: browser.keys.p256dh } })).toBe("keys.auth is not a browser's push key");
    expect(await refused({ endpoint: browser.endpoint })).toBe('keys must hold p256dh and auth');
    expect(await refused({ ...browser, endpoint: `https://push.example/${'x'.repeat(1000)}` })).toBe('The push endpoint is too long');
    await as('ana').delete('/api/push/subscriptions').expect(400);
  });
});

describe('push endpoints in production', () => {
  let app: TestApp;
  let pushService: TestPushServer;
  beforeAll(async () => {
    pushService = await startPushServer();
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
    await pushService.close();
  });

  it('are only https addresses of public hosts on the standard port: the server posts to them', async () => {
    const token = (await request(app.callback()).post('/api/auth/register').send({ name: 'Dee', email: 'dee@owner.example', password: 'secret1' }).expect(201)).body.token;
    const keys = { p256dh: createECDH('prime256v1').generateKeys('base64url'), auth: 'A'.repeat(22) };
    const subscribe = (endpoint: string) => request(app.callback()).post('/api/push/subscriptions').set('Authorization', `Bearer ${token}`).send({ endpoint, keys });
    for (const endpoint of ['https://127.0.0.1;.push.example.com/push/1', 'https://127.0.0.1/push/1', 'https://localhost/push/1', 'https://10.0.0.7/push/1', 'https://[::1]/push/1', 'https://intranet/push/1', 'https://0x7f.1/push/1', 'https://push.example.com:8443/push/1']) {
      expect((await subscribe(endpoint).expect(400)).body.message, endpoint).toBe('That is not the address of a browser push service');
    }
    expect((await subscribe('https://fcm.googleapis.com/fcm/send/abc:def').expect(201)).body).toEqual({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def', devices: 1 });
  });

  it('posts to no private address, even one kept from before (a subscription taken while PUSH_ALLOW_PRIVATE was on)', async () => {
    const res = await request(app.callback()).post('/api/auth/register').send({ name: 'Eve', email: 'eve@owner.example', password: 'secret1' }).expect(201);
    const token = res.body.token as string;
    await request(app.callback()).put('/api/settings/notifications').set('Authorization', `Bearer ${token}`).send({ emailNotifications: true, pushNotifications: true, marketingEmails: false, weeklyReports: true, profileViews: true, newConversions: true }).expect(200);
    const browser = pushService.subscribe();
    const { db, clock, notifications } = app.kernel.cradle;
    await db('pushSubscriptions').insert({ userId: res.body.user.id, endpoint: browser.endpoint, p256dh: browser.keys.p256dh, auth: browser.keys.auth, createdAt: clock.now().toISOString(), failures: 0 });
    await notifications.notify(res.body.user.id, { kind: 'connection.requested', title: 'Sol Café wants to connect', body: 'Let us share customers.' });
    await notifications.idle();
    expect(pushService.received).toHaveLength(0);
    expect(app.logs.some((l) => l.msg === 'push delivery failed' && (l.err as { message?: string } | undefined)?.message === 'That is not the address of a browser push service')).toBe(true);
  });
});
