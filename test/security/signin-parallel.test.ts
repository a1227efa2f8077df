import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '@tapin/core/testing';
import { client, signInApp } from './support/signin-kit.js';

/**
 * Throttles count and check in one step: an attempt is reserved before the password or code is checked,
 * so requests sent all at once cannot check more than the limit.
 */
describe('sign-in throttles hold under parallel requests', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('checks at most the per-account limit of 40 simultaneous passwords for one e-mail', async () => {
    const started = await signInApp({ config: { auth: { throttle: { maxFailuresPerAddress: 1000 } } } });
    app = started.app;
    const c = client(app);
    await c.register('pat@shop.com', 'secret1').expect(201);
    started.hashes.verified.length = 0;
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => c.login('pat@shop.com', `guess-${i}`)));
    const max = app.config.auth.throttle.maxFailuresPerEmail;
    expect(started.hashes.verified.length).toBeLessThanOrEqual(max);
    expect(answers.filter((a) => a.status === 401)).toHaveLength(started.hashes.verified.length);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(40 - started.hashes.verified.length);
  });

  it('lets in every one of many right passwords for one account sent together: one that succeeds spends no other', async () => {
    // Found by npm run bench:cluster on PostgreSQL: a right password cleared the account's count by deleting
    // its row while another sign-in was between counting itself in and updating that row, which then found
    // no row and answered 429 "Too many sign-in attempts".
    const started = await signInApp({ config: { auth: { throttle: { maxFailuresPerEmail: 40, maxFailuresPerAddress: 1000 } } } });
    app = started.app;
    const c = client(app);
    await c.register('pat@shop.com', 'secret1').expect(201);
    const refused: number[] = [];
    for (let wave = 0; wave < 10; wave++) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => c.login('pat@shop.com', 'secret1')));
      refused.push(...answers.map((a) => a.status).filter((status) => status !== 200));
    }
    expect(refused).toEqual([]);
  });

  it('checks at most the per-address limit of simultaneous passwords from one client address', async () => {
    const started = await signInApp({ config: { auth: { throttle: { maxFailuresPerAddress: 8 } } } });
    app = started.app;
    const c = client(app);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => c.login(`guess${i}@shop.com`, 'password')));
    expect(started.hashes.verified.length).toBeLessThanOrEqual(8);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(22);
    expect(answers.every((a) => a.status === 401 || a.status === 429)).toBe(true);
  });

  it('checks at most the allowed number of 60 simultaneous two-step codes', async () => {
    const started = await signInApp();
    app = started.app;
    const c = client(app);
    const { token } = (await c.register('pat@shop.com', 'secret1').expect(201)).body;
    await c
      .http()
      .put('/api/settings/security')
      .set('Authorization', `Bearer ${token}`)
      .send({ twoFactorEnabled: true, loginAlerts: false, sessionTimeout: '30' })
      .expect(200);
    const { challenge } = (await c.login('pat@shop.com', 'secret1').expect(200)).body;
    const code = started.secrets.get('pat@shop.com')!.at(-1)!;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = Array.from({ length: 60 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(wrong.map((guess) => c.http().post('/api/auth/login/code').send({ challenge, code: guess })));
    const checked = answers.filter((a) => a.body.message === 'That code is not right. Check the e-mail and try again.');
    expect(checked.length).toBeLessThanOrEqual(app.config.auth.signInCodeAttempts);
    expect(answers.every((a) => a.status === 401)).toBe(true);
    // The attempts are spent: even the right code no longer works for this challenge.
    await c.http().post('/api/auth/login/code').send({ challenge, code }).expect(401);
  });
});
