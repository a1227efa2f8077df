import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '@tapin/core/testing';
import { client, signInApp } from './support/signin-kit.js';

/** The current-password checks of password change and e-mail change are throttled per account. */
describe('current-password checks are throttled', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function owner() {
    const started = await signInApp({ config: { auth: { throttle: { maxFailuresPerAddress: 1000 } } } });
    app = started.app;
    const c = client(app);
    const { token } = (await c.register('pat@shop.com', 'secret1').expect(201)).body;
    started.hashes.verified.length = 0;
    const changePassword = (currentPassword: string) =>
      c.http().post('/api/auth/password').set('Authorization', `Bearer ${token}`).send({ currentPassword, newPassword: 'better-secret' });
    const changeEmail = (currentPassword: string) =>
      c
        .http()
        .put('/api/settings/profile')
        .set('Authorization', `Bearer ${token}`)
        .send({ name: 'Pat Owner', email: 'new@shop.com', phone: null, company: null, website: null, currentPassword });
    return { app, hashes: started.hashes, changePassword, changeEmail, max: app.config.auth.throttle.maxFailuresPerEmail };
  }

  it('answers 429 once the wrong current passwords reach the limit, on password change', async () => {
    const { changePassword, max } = await owner();
    for (let i = 0; i < max; i++) await changePassword(`guess-${i}`).expect(400);
    expect((await changePassword('guess-x').expect(429)).body.message).toMatch(/^Too many attempts/);
    await changePassword('secret1').expect(429);
  });

  it('answers 429 once the wrong current passwords reach the limit, on e-mail change', async () => {
    const { changeEmail, max } = await owner();
    for (let i = 0; i < max; i++) await changeEmail(`guess-${i}`).expect(400);
    await changeEmail('guess-x').expect(429);
  });

  it('shares one count between both forms and holds under parallel requests', async () => {
    const { changePassword, changeEmail, hashes, max } = await owner();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? changePassword(`guess-${i}`) : changeEmail(`guess-${i}`))));
    expect(hashes.verified.length).toBeLessThanOrEqual(max);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(30 - hashes.verified.length);
  });

  it('a right current password clears the count', async () => {
    const { changePassword, changeEmail, max } = await owner();
    for (let i = 0; i < max - 1; i++) await changeEmail(`guess-${i}`).expect(400);
    await changePassword('secret1').expect(204);
    // The count starts again: as many wrong ones as before are answered 400, not 429.
    for (let i = 0; i < max - 1; i++) await changePassword(`guess-${i}`).expect(400);
    await changePassword('better-secret').expect(204);
  });
});
